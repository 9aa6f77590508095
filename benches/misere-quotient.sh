#!/bin/sh
# Misère quotients: the time to compute them, and misère sums answered from them.
#   benches/misere-quotient.sh [long]   (from the repository root; builds first)
#   SG_BEFORE=/path/to/an/older/sg benches/misere-quotient.sh   (each row with both)
# Targets:
# - Kayles (0.77), 0.75, 0.123, 0.71: no slower than before; 0.644 proved (order 172) in
#   under 10 s with default options; Dawson's Kayles (0.07): Q30 of order 360, and heap 33
#   or beyond within the default minute;
# - with `long`: 0.54 past heap 115 and Daisies (4.7) past heap 43 in 5 minutes each;
# - sg solve --misere answers every position whose heaps sg quotient --upto reaches in the
#   same time, within the quotient's time plus about a second: 0.54 at 118 and 119 100 50;
#   with `long`, 4.7 at 30 35 40 and 45 44, and 0.54 at 200 3 (each pair of rows: the
#   quotient to the largest heap, then the solve, under the same --max-time);
# - sg solve of 0.704 at 1 20 37 34 and at heaps near 10^6 under 0.1 s, and of 0.25, 0.75,
#   0.123 at heaps to 10^6 in milliseconds; misère Kayles 30..34 and a position of 100 000
#   random heaps as before;
# - the memory: the peak of 0.07 (default options), and 0.07 to heap 20000 at
#   --max-states 4000000000 under a 4 GB address-space cap ends with the limit error;
# - with `long`, the wild codes under a 4 GB budget (--max-memory 4G, 20 minutes each):
#   0.07 to heap 36, 0.6 to 19, 0.137 to 35 (each row says the heap it stopped at, why,
#   and its peak);
# - sg solve of 0.07 at heap 40 (past its quotient) within a second: a short search
#   answers before the quotient is built further.
# Prints each command's last lines (the order and how far it got), user time, wall time and
# peak resident memory, and the load average (timings are noisy on a shared machine:
# compare CPU seconds).
set -eu
cargo build --release --quiet
sg=./target/release/sg
cat /proc/loadavg >&2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for code in 0.07 0.137 0.6 0.25 0.54 0.644 0.704 0.71 0.75 0.123 4.7; do
    printf 'game "%s"\nmove octal %s\n' "$code" "$code" > "$dir/$code.game"
done
run_with() {
    binary=$1
    shift
    echo "== $binary $*" | cut -c1-140 >&2
    /usr/bin/time -f "   user %U s, sys %S s, wall %e s, peak %M KB" "$binary" "$@" --quiet 2>&1 |
        grep -E "order|proved for|error|outcome|note|user" | cut -c1-200 >&2 || true
}
run() {
    run_with "$sg" "$@"
    if [ -n "${SG_BEFORE:-}" ]; then
        run_with "$SG_BEFORE" "$@"
    fi
}
# The quotients.
run quotient games/misere-kayles.game
for code in 0.75 0.123 0.71 0.644; do
    run quotient "$dir/$code.game"
done
run quotient "$dir/0.07.game" --upto 30
run quotient "$dir/0.07.game"
if [ "${1:-}" = long ]; then
    run quotient "$dir/0.54.game" --time-limit 300
    run quotient "$dir/4.7.game" --time-limit 300
    for wild in "0.07 36" "0.6 19" "0.137 35"; do
        # shellcheck disable=SC2086
        set -- $wild
        run quotient "$dir/$1.game" --upto "$2" --max-states 4000000000 --max-memory 4G \
            --time-limit 1200 --max-time 1200
    done
    set -- long
fi
# Each position beside the quotient of its largest heap, under the same time.
beside_quotient() {
    code=$1
    seconds=$2
    shift 2
    largest=$(printf '%s\n' "$@" | sort -n | tail -n 1)
    run quotient "$dir/$code.game" --upto "$largest" --time-limit "$seconds" --max-time "$seconds"
    run solve "$dir/$code.game" "$@" --misere --max-time "$seconds"
}
beside_quotient 0.54 120 118
beside_quotient 0.54 120 119 100 50
if [ "${1:-}" = long ]; then
    beside_quotient 4.7 120 30 35 40
    beside_quotient 4.7 300 45 44
    beside_quotient 0.54 300 200 3
fi
# Past the quotient: a short search answers.
run solve "$dir/0.07.game" 40 --misere
# Misère sums answered from the quotients.
run solve "$dir/0.704.game" 1 20 37 34 --misere
run solve "$dir/0.704.game" 999999 1000000 777777 --misere
run solve "$dir/0.25.game" 46 24 49 3 --misere
run solve "$dir/0.25.game" 1000000 999998 12345 --misere
run solve "$dir/0.75.game" 1000000 3 999999 --misere
run solve "$dir/0.123.game" 1000000 500001 77 --misere
run solve games/misere-kayles.game 30 31 32 33 34
run solve games/misere-kayles.game 50 51 52 53 54 55 97 98 99
# One position of 100 000 random heaps (1..100, fixed seed).
python3 -c 'import random; random.seed(11); print(" ".join(str(random.randint(1, 100)) for _ in range(100000)))' > "$dir/heaps"
# shellcheck disable=SC2046
run solve games/misere-kayles.game $(cat "$dir/heaps") --max-moves 3
# A failed allocation is the limit error, not an abort: a 4 GB address-space cap.
echo "== 0.07 to heap 20000 at --max-states 4000000000 under ulimit -v 4194304" >&2
(ulimit -v 4194304 && /usr/bin/time -f "   user %U s, wall %e s, peak %M KB, exit %x" \
    "$sg" quotient "$dir/0.07.game" --upto 20000 --max-states 4000000000 --quiet) 2>&1 |
    cut -c1-300 >&2 || true
