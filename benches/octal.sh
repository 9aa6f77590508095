#!/usr/bin/env bash
# Times `sg table GAME --upto N --stats` on one thread (RAYON_NUM_THREADS=1) and on the
# default threads against the octal-game solver ogsolve (crates.io, method rc2, one
# thread) in one run, checks that the Fletcher-32 checksums agree, and prints wall and
# CPU seconds (user + sys, all threads) for each. Each time is the best of REPEAT runs
# (default 3; wall and CPU each at their best). Grundy's game, which ogsolve does not
# play, is timed for sg alone, with its peak memory. The load average is printed before
# and after: on a shared machine compare CPU seconds from the same run, not wall time.
#
#   benches/octal.sh             # every row
#   benches/octal.sh 0.161 0.6   # only these octal codes to 2^20 (and no Grundy row)
#   benches/octal.sh 0.007:262144 # a code to another N
#   REPEAT=1 benches/octal.sh    # one run per measurement
#   SG=/path/to/sg benches/octal.sh  # another sg build (say, main's) in place of this one
#
# ogsolve is installed from crates.io into the cargo target folder the first time
# (ogsolve/bin/ogsolve there) unless OGSOLVE names an ogsolve binary.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
target=${CARGO_TARGET_DIR:-$root/target}
repeat=${REPEAT:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sg=${SG:-}
if [[ -z "$sg" ]]; then
    cargo build --release --quiet --manifest-path "$root/Cargo.toml"
    sg="$target/release/sg"
fi
if [[ -z "${OGSOLVE:-}" ]]; then
    OGSOLVE="$target/ogsolve/bin/ogsolve"
    if [[ ! -x "$OGSOLVE" ]]; then
        echo "installing ogsolve from crates.io into $target/ogsolve ..." >&2
        cargo install ogsolve --quiet --locked --root "$target/ogsolve" >&2
    fi
fi

# Runs a command REPEAT times, its standard output saved to $work/out; prints the best
# "wall cpu peak_kb" (peak memory "-" without GNU time).
measure() {
    local best_wall="" best_cpu="" best_mem="-" wall cpu mem i
    for ((i = 0; i < repeat; i++)); do
        if [[ -x /usr/bin/time ]]; then
            /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$@" >"$work/out" 2>"$work/err" \
                || { cat "$work/err" >&2; return 1; }
            read -r wall user sys mem <"$work/time"
        else
            local TIMEFORMAT='%R %U %S'
            { time "$@" >"$work/out" 2>"$work/err"; } 2>"$work/time" \
                || { cat "$work/err" >&2; return 1; }
            read -r wall user sys <"$work/time"
            mem="-"
        fi
        cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
        if [[ -z "$best_wall" ]] || awk -v a="$wall" -v b="$best_wall" 'BEGIN { exit !(a < b) }'; then
            best_wall=$wall
        fi
        if [[ -z "$best_cpu" ]] || awk -v a="$cpu" -v b="$best_cpu" 'BEGIN { exit !(a < b) }'; then
            best_cpu=$cpu
        fi
        if [[ "$mem" != "-" ]] && { [[ "$best_mem" == "-" ]] || ((mem < best_mem)); }; then
            best_mem=$mem
        fi
    done
    echo "$best_wall $best_cpu $best_mem"
}

# The hexadecimal checksum after "checksum: " in $work/out.
checksum() {
    grep -o 'checksum: [0-9A-Fa-f]*' "$work/out" | head -n1 | cut -d' ' -f2 | tr a-f A-F
}

# Prints "wall cpu" as two columns.
cols() { awk '{ printf "%8.2f %7.2f", $1, $2 }' <<<"$1"; }

rows=("0.161 1048576" "0.6 1048576" "0.007 262144")
if [[ $# -gt 0 ]]; then
    rows=()
    for arg in "$@"; do
        if [[ "$arg" == *:* ]]; then rows+=("${arg%%:*} ${arg#*:}"); else rows+=("$arg 1048576"); fi
    done
fi

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo "best of $repeat; seconds; cpu = user + sys of all threads; ratio = ogsolve cpu / sg 1-thread cpu"
printf '%-8s %9s | %-16s | %-16s | %-16s | %6s | %s\n' game N "sg 1 thread" "sg default" \
    "ogsolve rc2" ratio checksums
printf '%-8s %9s | %8s %7s | %8s %7s | %8s %7s | %6s |\n' "" "" wall cpu wall cpu wall cpu ""
failed=0
for row in "${rows[@]}"; do
    read -r code n <<<"$row"
    game="$root/benches/octal-$code.game"
    if [[ ! -f "$game" ]]; then
        game="$work/$code.game"
        printf 'game "%s"\nmove octal %s\n' "$code" "$code" >"$game"
    fi
    one=$(RAYON_NUM_THREADS=1 measure "$sg" table "$game" --upto "$n" --stats --quiet)
    c_one=$(checksum)
    all=$(measure "$sg" table "$game" --upto "$n" --stats --quiet)
    c_all=$(checksum)
    og=$(measure "$OGSOLVE" "$code" -n "$n" -m rc2)
    c_og=$(checksum)
    verdict="agree $c_og"
    if [[ "$c_one" != "$c_og" || "$c_all" != "$c_og" ]]; then
        verdict="DIFFER (sg $c_one, $c_all; ogsolve $c_og)"
        failed=1
    fi
    ratio=$(awk -v a="${og#* }" -v b="${one#* }" 'BEGIN { split(a, x, " "); split(b, y, " "); printf "%.2f", x[1] / y[1] }')
    printf '%-8s %9s | %s | %s | %s | %6s | %s\n' "$code" "$n" "$(cols "$one")" "$(cols "$all")" \
        "$(cols "$og")" "$ratio" "$verdict"
done

if [[ $# -eq 0 ]]; then
    n=16777216
    grundy="$root/benches/grundys-game.game"
    one=$(RAYON_NUM_THREADS=1 measure "$sg" table "$grundy" --upto "$n" --stats --quiet)
    c_one=$(checksum)
    all=$(measure "$sg" table "$grundy" --upto "$n" --stats --quiet)
    c_all=$(checksum)
    verdict="checksum $c_all, peak memory ${all##* } KB"
    if [[ "$c_one" != "$c_all" ]]; then
        verdict="DIFFER ($c_one vs $c_all)"
        failed=1
    fi
    printf '%-8s %9s | %s | %s | %16s | %6s | %s\n' grundy "$n" "$(cols "$one")" \
        "$(cols "$all")" - - "$verdict"
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
exit "$failed"
