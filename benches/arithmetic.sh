#!/bin/sh
# Games whose values grow (arithmetic periods): Lasker's Nim at 10^7, 10^7+1, 10^12+3 and
# 10^18+2, and the subtraction game of every take but 2 and 5 to 10^6 and at 10^15.
#   benches/arithmetic.sh        (from the repository root; builds first)
# Prints each answer's Grundy value (or the --stats line) with CPU time, wall time and peak
# memory, then the total wall time of the four Lasker heaps.
set -eu
cargo build --release --quiet
sg=./target/release/sg
run() {
    echo "== sg $*"
    /usr/bin/time -f "user+sys %U+%S s, wall %e s, peak %M KB" "$sg" "$@" --quiet |
        grep -E '^(Grundy value|n: )'
}
start=$(date +%s.%N)
for n in 10000000 10000001 1000000000003 1000000000000000002; do
    run solve games/laskers-nim.game "$n"
done
end=$(date +%s.%N)
awk -v a="$start" -v b="$end" 'BEGIN { printf "Lasker total: %.2f s wall\n", b - a }'
run table benches/all-but-2-5.game --upto 1000000 --stats
run solve benches/all-but-2-5.game 1000000000000000
