#!/bin/sh
# Board benchmarks, through the release binary:
#   benches/boards.sh              (from the repository root; builds first)
#   SG_BEFORE=path/to/old/sg benches/boards.sh    adds a column for another build of sg
#
# 1. Games that take nodes away, beside igsolve (P. Beling's solver of Cram and Chomp,
#    `cargo install igsolve`; skipped where it is not on the PATH) in the same run: CPU
#    seconds (user + system) of each, the value each finds (they must agree), and the
#    ratio. Chomp is the rule file's poset game in normal play with the corner already
#    taken (igsolve's Chomp). Node Kayles on grids and the divisor game (divisors of N but
#    1, each taking its multiples) have no igsolve row: compare with SG_BEFORE.
#    igsolve gives the value alone; `sg solve` gives the value, every winning move and a
#    remoteness attempt. Each igsolve row is therefore run twice: `value only` (sg solve
#    --value-only, like with like) and `full solve` (sg solve as it answers by default).
# 2. A Green Hackenbush tree of 10^5 edges (its value and every winning cut), and a random
#    digraph of 10^5 nodes and 10^6 edges with cycles (three tokens, and the value of a
#    token on every node). Each should take under 2 s. The --stats line pins the values: a
#    faster engine must print the same line.
set -eu
cargo build --release --quiet
sg=$(pwd)/target/release/sg
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# cpu COMMAND…: runs it, prints "SECONDS" (user + system) on fd 3 and its output on stdout.
cpu() {
    /usr/bin/time -f "%U %S" -o "$dir/time" "$@" > "$dir/out" 2>&1 || true
    # The last line: time writes a line before it when the command fails.
    tail -n 1 "$dir/time" | awk '{ printf "%.2f", $1 + $2 }'
}
# The Grundy value sg printed, or what went wrong.
sg_value() {
    sed -n 's/^Grundy value: //p' "$dir/out" | head -1 | grep . || head -c 60 "$dir/out" | tr '\n' ' '
}
# row LABEL "IGSOLVE ARGS" SG ARGS…
row() {
    label=$1 ig=$2
    shift 2
    sg_cpu=$(cpu "$sg" solve "$@" --max-time 600)
    sg_val=$(sg_value)
    before=""
    if [ -n "${SG_BEFORE:-}" ]; then
        # A build without --value-only is asked for its full solve.
        b_cpu=$(cpu "$SG_BEFORE" solve "$@" --max-time 600)
        if grep -q "unexpected argument '--value-only'" "$dir/out"; then
            b_cpu=$(cpu "$SG_BEFORE" solve $(echo "$@" | sed 's/ --value-only//') --max-time 600)
        fi
        before=" | before: $b_cpu s ($(sg_value))"
    fi
    if [ -n "$ig" ] && command -v igsolve > /dev/null; then
        ig_cpu=$(cpu igsolve $ig)
        ig_val=$(sed -n 's/^Nimber of initial position: //p' "$dir/out")
        check=$([ "$ig_val" = "$sg_val" ] && echo "same value" || echo "VALUES DIFFER")
        ratio=$(awk -v a="$sg_cpu" -v b="$ig_cpu" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else print "-" }')
        echo "$label | sg: $sg_cpu s (*$sg_val) | igsolve: $ig_cpu s (*$ig_val) | $ratio, $check$before"
    else
        echo "$label | sg: $sg_cpu s (*$sg_val)$before"
    fi
}
# The rows of a board of R x C with the top left cell taken.
corner_taken() {
    awk -v r="$1" -v c="$2" 'BEGIN {
        for (i = 0; i < r; i++) { row = ""; for (j = 0; j < c; j++) row = row ((i + j == 0) ? "#" : "."); printf "%s ", row }
    }'
}
# A DOT digraph of the divisors of N but 1, each leading to its multiples by a prime.
divisors() {
    awk -v n="$1" 'BEGIN {
        print "digraph divisors {"
        for (d = 2; d <= n; d++) if (n % d == 0) {
            print "  " d ";"
            for (p = 2; p * d <= n; p++) if (n % (p * d) == 0) {
                prime = 1; for (q = 2; q * q <= p; q++) if (p % q == 0) prime = 0
                if (prime) print "  " d " -> " p * d ";"
            }
        }
        print "}"
    }'
}

echo "# Games that take nodes away (CPU seconds)"
for size in "4 7" "5 6" "4 9" "5 7" "5 8" "6 7"; do
    set -- $size
    row "Cram $1x$2, value only" "cram --rows $1 --cols $2" games/cram.game --set rows="$1" --set columns="$2" --value-only
    row "Cram $1x$2, full solve" "cram --rows $1 --cols $2" games/cram.game --set rows="$1" --set columns="$2"
done
for n in 10 11; do
    # shellcheck disable=SC2046
    for mode in "value only" "full solve"; do
        flag=$([ "$mode" = "value only" ] && echo --value-only || true)
        # shellcheck disable=SC2046
        row "Chomp ${n}x$n, corner taken, $mode" "chomp --rows $n --cols $n" \
            games/chomp.game --normal --set rows="$n" --set columns="$n" $(corner_taken "$n" "$n") $flag
    done
done
for size in "6 7" "7 7" "7 8"; do
    set -- $size
    row "Node Kayles $1x$2" "" games/node-kayles-grid.game --set rows="$1" --set columns="$2"
done
for n in 720 5040 10080; do
    divisors "$n" > "$dir/divisors-$n.dot"
    printf 'game "The divisor game"\nboard "divisors-%s.dot"\nmove remove node and successors\n' "$n" > "$dir/divisors-$n.game"
    row "Divisor game of $n" "" "$dir/divisors-$n.game"
done

echo
echo "# Hackenbush and tokens"
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
