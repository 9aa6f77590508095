#!/bin/sh
# Misère quotients: the time to compute them, and misère sums answered from them.
#   benches/misere-quotient.sh     (from the repository root; builds first)
# Targets: misère Kayles 30 31 32 33 34 and 50 51 52 53 54 55 97 98 99 under 1 s in all
# (CPU); one position of 100 000 random heaps under 2 s. Prints user time, wall time and
# peak resident memory of each command, and the load average (timings are noisy on a
# shared machine: compare CPU seconds).
set -eu
cargo build --release --quiet
sg=./target/release/sg
cat /proc/loadavg >&2
run() {
    echo "== sg $*" | cut -c1-120 >&2
    /usr/bin/time -f "user %U s, sys %S s, wall %e s, peak %M KB" "$sg" "$@" > /dev/null
}
# The quotients themselves.
run quotient games/misere-kayles.game
dawson=$(mktemp)
trap 'rm -f "$dawson" "$heaps"' EXIT
printf 'game "Dawson'"'"'s Kayles"\nplay misere\nmove octal 0.07\n' > "$dawson"
# Dawson's Kayles: its quotient is found up to heap 26; past it the construction stops at
# the --max-states limit (an error, reported here rather than failing the script).
run quotient "$dawson" --upto 26
run quotient "$dawson" || true
# Misère Kayles sums answered from the quotient.
run solve games/misere-kayles.game 30 31 32 33 34
run solve games/misere-kayles.game 50 51 52 53 54 55 97 98 99
# One position of 100 000 random heaps (1..100, fixed seed).
heaps=$(mktemp)
python3 -c 'import random; random.seed(11); print(" ".join(str(random.randint(1, 100)) for _ in range(100000)))' > "$heaps"
# shellcheck disable=SC2046
run solve games/misere-kayles.game $(cat "$heaps") --max-moves 3
