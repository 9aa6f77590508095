#!/bin/sh
# Engine benchmarks: time and peak memory of the heavy tables, through the release binary.
#   benches/engine.sh            (from the repository root; builds first)
# Prints each command's --stats line (its checksum pins the values: a faster engine must
# print the same line) and the user time, wall time and peak resident memory.
set -eu
cargo build --release --quiet
sg=./target/release/sg
run() {
    echo "== sg $*" >&2
    /usr/bin/time -f "user %U s, wall %e s, peak %M KB" "$sg" "$@"
}
# The Wythoff Grundy table, 1001 x 1001 (no closed form: memoized search, dense square).
run table games/wythoff.game --upto 1000 --stats
# Heap games to 10^5: the kernel stops once the period is proved.
run table games/kayles.game --upto 100000 --stats
run table games/dawsons-kayles.game --upto 100000 --stats
# The coupled search on a game with no theory: Wythoff's game with a bounded diagonal.
rules=$(mktemp)
printf 'game "bounded Wythoff"\nheaps 2\nmove take 1..\nmove take 1..3 from all\n' > "$rules"
run table "$rules" --upto 1000 --stats
# Every winning move of one heap of 8000 in a game with 16 million options: they stream
# by, none is kept (5.4 s and 1.0 GB when they were collected first).
printf 'game "take and split"\nmove take 1.. leave 0..2\n' > "$rules"
run solve "$rules" 8000 --max-moves 3
# Reading the largest rule files the language accepts (512 KiB; lines of at most 64 KiB):
# peak memory stays a few tens of megabytes.
python3 - "$rules" <<'PY'
import sys
lines = ['game "large"'] + ['move take %d..%d where k != %d' % (i % 50 + 1, i % 50 + 3, i % 7) for i in range(20000)]
text = '\n'.join(lines) + '\n'
open(sys.argv[1], 'w').write(text[:text.rfind('\n', 0, 512 * 1024) + 1])
PY
run check "$rules" --json > /dev/null
python3 - "$rules" <<'PY'
import sys
terms = ' or '.join('k == %d' % (3 * i + 1) for i in range(5000))
open(sys.argv[1], 'w').write('game "long line"\nmove take 1.. where ' + terms[:64 * 1024 - 20].rsplit(' or ', 1)[0] + '\n')
PY
run check "$rules" --json > /dev/null
rm -f "$rules"
