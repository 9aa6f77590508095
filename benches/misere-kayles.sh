#!/bin/sh
# Misere Kayles single rows: G- of every row n <= N (default 70), with time and memory.
#   benches/misere-kayles.sh [N]
# Prints the --stats line (Fletcher-32 checksum of G-(0..N)) and the elapsed time and
# peak memory measured by /usr/bin/time.
set -e
cd "$(dirname "$0")/.."
cargo build --release --quiet
n="${1:-70}"
/usr/bin/time -f "n=$n: %e s, %M KiB peak" \
    ./target/release/sg table games/misere-kayles.game --upto "$n" --stats --max-states 200000000
