#!/usr/bin/env bash
# Times the tables of coupled games and the pictures of tables, beside a bitset reference
# program compiled here in the same run (for each row, column and diagonal a bitset of the
# values seen; a cell's value is the mex of their union, scanned from 0), and checks that
# both give the same Fletcher-32 checksum of the Wythoff table. Prints seconds (wall and
# CPU) and peak memory of each step, and the ratio of sg's CPU time to the reference's.
#
#   benches/tables.sh          # every row, the 10001 x 10001 table included
#   benches/tables.sh quick    # without the 10001 x 10001 rows
#
# Targets (issue "Coupled games at table scale"): Wythoff 1001^2 < 0.2 s, 10001^2 < 30 s and
# < 1 GB; `sg solve games/wythoff.game 999 1000` < 0.5 s; a 501^2 heat map and a 5000-point
# plot < 2 s each.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --release --quiet --manifest-path "$root/Cargo.toml"
sg="${CARGO_TARGET_DIR:-$root/target}/release/sg"

# The reference program.
cat >"$work/wythoff.rs" <<'RUST'
// Wythoff's Grundy table by bitsets per line: prints the stats line of `sg table --stats`.
fn main() {
    let n: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    let side = n + 1;
    let words = (3 * side) / 64 + 2;
    let mut rows = vec![0u64; words];
    let mut cols = vec![0u64; side * words];
    let mut diags = vec![0u64; 2 * side * words];
    let (mut c0, mut c1, mut max, mut zeros, mut last) = (0u16, 0u16, 0u64, 0u64, 0u64);
    for a in 0..side {
        rows.fill(0);
        for b in 0..side {
            let (col, diag) = (b * words, (b + side - a) * words);
            let mut w = 0;
            let g = loop {
                let u = rows[w] | cols[col + w] | diags[diag + w];
                if u != u64::MAX {
                    break w * 64 + u.trailing_ones() as usize;
                }
                w += 1;
            };
            for set in [&mut rows[..], &mut cols[col..col + words], &mut diags[diag..diag + words]] {
                set[g / 64] |= 1 << (g % 64);
            }
            c0 = c0.wrapping_add(g as u16);
            c1 = c1.wrapping_add(c0);
            max = max.max(g as u64);
            zeros += (g == 0) as u64;
            last = g as u64;
        }
    }
    println!(
        "n: ({n}, {n}), G(n): {last}, max: {max}, zeros: {zeros}, period: none, checksum: {:08X}",
        (u32::from(c1) << 16) | u32::from(c0)
    );
}
RUST
rustc -O -o "$work/wythoff" "$work/wythoff.rs"

# Runs a command; prints "wall cpu peak_kb"; its standard output goes to $work/out.
measure() {
    /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$@" >"$work/out" 2>"$work/err" \
        || { cat "$work/err" >&2; return 1; }
    awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' "$work/time"
}

checksum() { grep -o 'checksum: [0-9A-F]*' "$work/out" | cut -d' ' -f2; }

sizes=(1000 4000 10000)
[[ "${1:-}" == quick ]] && sizes=(1000 4000)

printf '%-34s %8s %8s %9s %10s %8s  %s\n' step wall_s cpu_s peak_MB ref_cpu_s ratio checksums
for n in "${sizes[@]}"; do
    read -r wall cpu kb < <(measure "$sg" table "$root/games/wythoff.game" --upto "$n" --stats)
    sum_sg=$(checksum)
    read -r _ ref_cpu _ < <(measure "$work/wythoff" "$n")
    sum_ref=$(checksum)
    verdict=agree
    [[ "$sum_sg" == "$sum_ref" ]] || verdict="DIFFER ($sum_sg vs $sum_ref)"
    ratio=$(awk -v a="$cpu" -v b="$ref_cpu" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
    printf '%-34s %8s %8s %9d %10s %8s  %s\n' "wythoff table $((n + 1))^2 --stats" \
        "$wall" "$cpu" $((kb / 1024)) "$ref_cpu" "$ratio" "$verdict"
done

row() {
    local name=$1
    shift
    read -r wall cpu kb < <(measure "$@")
    printf '%-34s %8s %8s %9d\n' "$name" "$wall" "$cpu" $((kb / 1024))
}
row "solve wythoff 999 1000" "$sg" solve "$root/games/wythoff.game" 999 1000
row "solve wythoff 3 100000" "$sg" solve "$root/games/wythoff.game" 3 100000
row "solve moore's nim 9 10 11 12" "$sg" solve "$root/games/moore-nim.game" 9 10 11 12
row "heat map 501^2 png" "$sg" table "$root/games/wythoff.game" --upto 500 -o "$work/map.png"
row "heat map 501^2 svg" "$sg" table "$root/games/wythoff.game" --upto 500 -o "$work/map.svg"
row "plot 5000 points png (kayles)" "$sg" table "$root/games/kayles.game" --upto 4999 -o "$work/plot.png"
row "table 1001^2 to csv" "$sg" table "$root/games/wythoff.game" --upto 1000 -o "$work/w.csv"
