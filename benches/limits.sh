#!/bin/sh
# How soon the limits answer: the commands whose speed the tests once asserted with a
# clock, and inputs as deep as they are long (10^6 edges). Each must end with an answer
# or a clear refusal; the times are for the report, not checked.
#   benches/limits.sh        (from the repository root; builds first)
# Prints each command's exit code with CPU time, wall time and peak memory.
set -eu
cargo build --release --quiet
sg="$(pwd)/target/release/sg"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
run() {
    echo "== sg $*"
    /usr/bin/time -f "exit %x, user+sys %U+%S s, wall %e s, peak %M KB" "$sg" "$@" --quiet \
        >/dev/null 2>"$dir/stderr" || true
    tail -n 1 "$dir/stderr"
}
printf 'game "g"\nmove take 1.. leave 0..2\n' >"$dir/work.game"
run solve "$dir/work.game" 10000000
printf 'game "t"\nmove take 0.. leave 3\n' >"$dir/three.game"
run solve "$dir/three.game"
awk 'BEGIN { print "digraph g {"; for (i = 0; i < 1000000; i++) print i " -> " i + 1 ";"; print "}" }' \
    >"$dir/path.dot"
run check "$dir/path.dot"
run solve "$dir/path.dot" 0
run solve "$dir/path.dot" 0 --misere
run table "$dir/path.dot"
awk 'BEGIN { print "graph g {"; print "ground -- 1;"; for (i = 1; i < 1000000; i++) print i " -- " i + 1 ";"; print "}" }' \
    >"$dir/stalk.dot"
run solve "$dir/stalk.dot"
run solve "$dir/stalk.dot" --misere --max-time 10
run solve tests/fuzz_regressions/misere-hackenbush-tree-31.dot --misere --max-time 10
run table games/mock-turtles.game --upto 12 --misere --max-time 10
run solve games/fibonacci-nim.game 12200160415121876738
