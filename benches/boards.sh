#!/bin/sh
# Board benchmarks: boards read from DOT files made here, solved through the release binary.
#   benches/boards.sh            (from the repository root; builds first)
# A Green Hackenbush tree of 10^5 edges (its value and every winning cut), and a random
# digraph of 10^5 nodes and 10^6 edges with cycles (three tokens, and the value of a token
# on every node). Each should take under 2 s. The --stats line pins the values: a faster
# engine must print the same line.
set -eu
cargo build --release --quiet
sg=$(pwd)/target/release/sg
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
run() {
    echo "== sg $*"
    /usr/bin/time -f "user %U s, sys %S s, wall %e s, peak %M KB" "$sg" "$@"
}
# A random tree: node i hangs from a node before it (a fixed linear congruential sequence).
awk -v n=100000 -v x=12345 -f benches/random-tree.awk > "$dir/tree.dot"
run solve "$dir/tree.dot" --max-moves 5
# A random digraph: every node gets 0 to 20 edges (10 on average) to random nodes, so
# that some nodes are sinks and the values are varied.
awk 'BEGIN {
    n = 100000; x = 2425
    print "digraph random {"
    for (v = 0; v < n; v++) {
        print "  n" v ";"
        x = (x * 1103515245 + 12345) % 2147483648
        edges = int(x / 2147483648 * 21)
        for (k = 0; k < edges; k++) {
            x = (x * 1103515245 + 12345) % 2147483648
            print "  n" v " -> n" int(x / 2147483648 * n) ";"
        }
    }
    print "}"
}' > "$dir/digraph.dot"
run solve "$dir/digraph.dot" n0 n1 n2 --max-moves 5
run table "$dir/digraph.dot" --stats
