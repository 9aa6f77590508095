#!/bin/sh
# Judge-scale inputs: sums of many heaps (from a file), wide take intervals, long chains
# (stone boxes), a large Green Hackenbush tree, Euclid's game near 2^31 and a take of a
# power of 2 (HDU 1847), Geography on a 1000 x 1000 grid (HDU 1564), the Cutting game (POJ
# 2311) and Digital deletions (HDU 1404), through the release binary.
#   benches/judge.sh [BEFORE]     (from the repository root; builds first)
# BEFORE, if given, is another sg binary (say an older build: `git worktree add --detach
# /tmp/sg-before COMMIT && (cd /tmp/sg-before && cargo build --release)`), run on the same
# inputs beside this one, each of its runs cut at 120 s; inputs it cannot take are said so.
# Targets: each row under 1 s (the two Bash rows under 0.1 s; the ten boxes under 10 s in
# all), the tree's text output under 1 MB.
set -eu
cargo build --release --quiet
sg=$(pwd)/target/release/sg
before=${1:-}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# One run: the binary ($1), then its arguments; prints the time, peak memory, the size of
# the output and its first line that says who wins.
run() {
    bin=$1
    shift
    : >"$dir/time"
    timeout 120 /usr/bin/time -f "%e %U %M" -o "$dir/time" "$bin" "$@" --quiet \
        >"$dir/out" 2>"$dir/err" || true
    if [ ! -s "$dir/time" ] || grep -q "Command terminated" "$dir/time"; then
        echo "    stopped after 120 s"
        return
    fi
    if grep -q '^error' "$dir/err"; then
        echo "    refused: $(head -n 1 "$dir/err" | cut -c 1-160)"
    fi
    tail -n 1 "$dir/time" | {
        read -r wall user peak
        printf "    wall %s s, user %s s, peak %s KB, output %s bytes; %s\n" "$wall" "$user" \
            "$peak" "$(wc -c <"$dir/out")" "$(grep -m 1 -E '^(outcome|Grundy)' "$dir/out" || true)"
    }
}
# A row: its title, then the arguments; run by this binary and by BEFORE.
row() {
    title=$1
    shift
    all="$*"
    shown=$(printf '%s' "$all" | cut -c 1-100)
    if [ ${#shown} -lt ${#all} ]; then shown="$shown …"; fi
    echo "== $title: sg $shown"
    echo "  now:"
    run "$sg" "$@"
    if [ -n "$before" ]; then
        echo "  before:"
        run "$before" "$@"
    fi
}
# Random heaps below 10^9 (a fixed linear congruential sequence), one a line.
heaps() {
    awk -v n="$1" 'BEGIN { x = 4242; for (i = 0; i < n; i++) { x = (x * 1103515245 + 12345) % 2147483648; print int(x / 2147483648 * 1000000000) } }'
}
heaps 100000 >"$dir/heaps-1e5.txt"
heaps 1000000 >"$dir/heaps-1e6.txt"

# 10^5 heaps fit on a command line (about 1 MB); 10^6 do not, and come from a file.
# shellcheck disable=SC2046
row "Lasker's Nim, 10^5 random heaps on the command line" solve games/laskers-nim.game $(cat "$dir/heaps-1e5.txt")
echo "== Lasker's Nim, 10^6 random heaps below 10^9 from a file: sg solve games/laskers-nim.game --position-file FILE"
echo "  now:"
run "$sg" solve games/laskers-nim.game --position-file "$dir/heaps-1e6.txt"
if [ -n "$before" ]; then
    echo "  before:"
    if "$before" solve --help | grep -q position-file; then
        run "$before" solve games/laskers-nim.game --position-file "$dir/heaps-1e6.txt"
    else
        echo "    cannot be given: no --position-file, and the command line holds about 2 MB"
    fi
fi

row "Bash, m = 10^5" solve games/bash.game 144272510 --set m=100000
row "Bash, m = 611178003" solve games/bash.game 999 --set m=611178003

# Ten boxes of capacities near 10^6, holding a few stones each; and one box of 10^4, which
# an engine without chains can still answer.
boxes=""
for s in 1000000 999999 999998 999997 999996 999995 999994 999993 999992 999983; do
    boxes="$boxes $s,$((s % 997))"
done
echo "$boxes" >"$dir/boxes.txt"
row "Stone boxes, one box of capacity 10^4" solve games/stone-boxes.game 10000,5
# shellcheck disable=SC2086
row "Stone boxes, ten boxes near 10^6" solve games/stone-boxes.game $boxes

# AGC 017 D's shape: a random tree on 10^5 + 1 nodes (node i hangs from a node before it),
# rooted at the ground: Green Hackenbush.
awk -v n=100000 -v x=17 -f benches/random-tree.awk >"$dir/tree.dot"
row "Green Hackenbush tree of 10^5 edges, default options" solve "$dir/tree.dot"
row "Green Hackenbush tree of 10^5 edges, --json" solve "$dir/tree.dot" --json

# Euclid's game (POJ 2348) by the theorem of Cole and Davie, pairs near 2^31 (searched
# before: 10000,1 took 8 s, and quotients over 10^7 were refused).
row "Euclid's game, 10000,1" solve games/euclid.game 10000,1
row "Euclid's game, 2147483647,1" solve games/euclid.game 2147483647,1
row "Euclid's game, consecutive Fibonacci numbers near 2^31" solve games/euclid.game 1836311903,1134903170
row "Euclid's game, misère, 2147483647,2" solve games/euclid.game 2147483647,2 --misere

# HDU 1847: take a power of 2 from the pile, its period proved from the residues of the
# powers of 2 (before: every heap rescanned the take set, 12 s of CPU at 3·10^4).
printf 'game "HDU 1847"\nmove take 1.. where power_of_2(k)\n' >"$dir/hdu-1847.game"
row "HDU 1847, a pile of 3·10^4" solve "$dir/hdu-1847.game" 30000
row "HDU 1847, a pile of 10^18 + 1" solve "$dir/hdu-1847.game" 1000000000000000001

# HDU 1564: the stone in the corner of an n x n board (Geography on a grid), by the theorem
# of maximum matchings (before: the search stopped at n = 5); the judge's n reaches 10^4,
# grids reach 1024 x 1024.
row "HDU 1564, n = 1000, the outcome" solve games/hdu-1564.game --set n=1000 --outcome-only
row "HDU 1564, n = 999, winning moves (the value searched within 10^6 positions)" solve games/hdu-1564.game --set n=999

# POJ 2311: the Cutting game as the judge states it (cutting out a 1 x 1 piece wins: `move
# … wins`), beside the reduced rules of cutting-game.game; the judge's sheets reach 200 x
# 200 (the outcome needs the value of every smaller sheet).
row "POJ 2311 as stated, 200,200, the outcome" solve games/cutting-game-as-stated.game 200,200 --outcome-only
row "POJ 2311 reduced rules, 200,200, the outcome" solve games/cutting-game.game 200,200 --outcome-only

# HDU 1404 (Digital deletions): a string of at most 6 digits; a move lowers one digit, or
# erases a 0 and every digit after it; whoever erases the last digit wins. A component is
# the length and the six digits (those past the length 0). The judge asks many strings;
# the slowest is six 9s, which reaches every string of at most 6 digits (1.1 · 10^6
# components). Before the table of component values: 17.8 s of CPU for 6,9,9,9,9,9,9; with
# it 6.2 s (the look-ups in the table of 1.1 · 10^6 components, mostly cache misses); with
# the box of 7 · 10^6 cells in an array and one pass over each component's moves, 3.0 s.
{
    echo 'game "Digital deletions"'
    echo 'component l, a, b, c, d, e, f'
    for digit in a b c d e f; do
        echo "move choose x in 0..$digit - 1 to ($(echo a b c d e f | sed "s/$digit/x/" | sed 's/ /, /g' | sed 's/^/l, /'))"
    done
    echo 'move to nothing where l >= 1 and a == 0'
    echo 'move to (1, a, 0, 0, 0, 0, 0) where l >= 2 and b == 0'
    echo 'move to (2, a, b, 0, 0, 0, 0) where l >= 3 and c == 0'
    echo 'move to (3, a, b, c, 0, 0, 0) where l >= 4 and d == 0'
    echo 'move to (4, a, b, c, d, 0, 0) where l >= 5 and e == 0'
    echo 'move to (5, a, b, c, d, e, 0) where l >= 6 and f == 0'
} >"$dir/hdu-1404.game"
row "HDU 1404, five 9s, the outcome" solve "$dir/hdu-1404.game" 5,9,9,9,9,9,0 --outcome-only
row "HDU 1404, six 9s, the outcome" solve "$dir/hdu-1404.game" 6,9,9,9,9,9,9 --outcome-only
