#!/bin/sh
# Games of components with several coordinates: the speed targets of their issue, through
# the release binary.   benches/components.sh   (from the repository root; builds first)
# Targets: each Fibonacci Nim pile in < 0.1 s; each table or solve below in < 2 s. Each
# table prints its --stats line (its checksum pins the values).
set -eu
cargo build --release --quiet
sg=./target/release/sg
run() {
    echo "== sg $*" >&2
    /usr/bin/time -f "user %U s, wall %e s, peak %M KB" "$sg" "$@"
}
# Fibonacci Nim by Zeckendorf (HDU 2516): P, N, and a pile of 10^18.
run solve games/fibonacci-nim.game 832040 --json > /dev/null
run solve games/fibonacci-nim.game 10000 --json > /dev/null
run solve games/fibonacci-nim.game 1000000000000000000 --json > /dev/null
# Twins by its theorem (Nim): a head at 10^18.
run solve games/twins.game 1000000000000000000 --json > /dev/null
# Grundy values by the memoized search over components.
run table games/mock-turtles.game --upto 60 --stats
run table games/ruler.game --upto 80 --stats
run table games/euclid.game --upto 200 --stats
# Turning Corners up to 15,15, by the theorem (the plain search is checked against it in
# tests/sg/components.rs).
run table games/turning-corners.game --upto 15 --stats
# Stone boxes of capacity up to 3000: every box 3000,c (the search visits each c once;
# about 4.5 million moves, each looked at once: 1.4-1.5 s user on a loaded machine).
run solve games/stone-boxes.game 3000,1 2999,2 2500,40 --json > /dev/null
run table games/stone-boxes.game --upto 300 --stats
