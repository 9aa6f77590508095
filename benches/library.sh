#!/bin/sh
# Library benchmarks: the example programs (games written in Rust, answered by the
# generic engine through the game trait), each run REPEAT times (default 3).
#   benches/library.sh           (from the repository root; builds first)
# Prints each example's answer (outcome and Grundy value pin the result: a faster engine
# must print the same) and its user time, wall time and peak resident memory per run.
set -eu
cargo build --release --quiet --examples
examples=${CARGO_TARGET_DIR:-target}/release/examples
repeat=${REPEAT:-3}
run() {
    name=$1
    shift
    echo "== $name $(echo "$*" | cut -c1-60)" >&2
    i=0
    while [ "$i" -lt "$repeat" ]; do
        /usr/bin/time -f "user %U s, wall %e s, peak %M KB" "$examples/$name" "$@" |
            grep -o '"outcome": "[PND]", "grundy": [0-9a-z]*'
        i=$((i + 1))
    done
}
# Published: Cram 4 x 5 = 2, 5 x 5 = 0 (each under 10 s).
run cram 4 5
run cram 5 5
run cram 4 6
# Chomp on 10 x 10: 184 756 diagrams (under 10 s); a first-player win.
run chomp 10 10
# Node Kayles on a path of 64 vertices (octal 0.137) and on a 6 x 6 grid graph.
run node-kayles $(seq 1 63 | awk '{print $1 - 1 "-" $1}')
run node-kayles $(for r in 0 1 2 3 4 5; do for c in 0 1 2 3 4 5; do
    v=$((6 * r + c))
    [ "$c" -lt 5 ] && printf '%s ' "$v-$((v + 1))"
    [ "$r" -lt 5 ] && printf '%s ' "$v-$((v + 6))"
done; done)
