#!/usr/bin/env bash
# Times `sg table GAME --upto N --stats` against the octal-game solver ogsolve (crates.io,
# method rc2) in one run, checks that the two Fletcher-32 checksums agree, and prints a
# table of times and ratios. Grundy's game, which ogsolve does not play, is timed alone.
#
#   benches/octal.sh             # every row
#   benches/octal.sh 0.161 0.6   # only these octal codes (and no Grundy rows)
#
# ogsolve is installed into a temporary folder (removed at the end) unless OGSOLVE names
# an ogsolve binary already installed.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --release --quiet --manifest-path "$root/Cargo.toml"
sg="$root/target/release/sg"
if [[ -z "${OGSOLVE:-}" ]]; then
    echo "installing ogsolve from crates.io into $work ..." >&2
    cargo install ogsolve --quiet --root "$work/ogsolve" >&2
    OGSOLVE="$work/ogsolve/bin/ogsolve"
fi

# Seconds taken by a command, its standard output saved to $work/out.
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >"$work/out" 2>"$work/err" || { cat "$work/err" >&2; return 1; }
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'
}

# The hexadecimal checksum after "checksum: " in $work/out, as a number.
checksum() {
    local hex
    hex=$(grep -o 'checksum: [0-9A-Fa-f]*' "$work/out" | head -n1 | cut -d' ' -f2)
    echo $((16#$hex))
}

rows=("0.161 1048576" "0.6 1048576" "0.007 262144" "0.77 100000" "0.07 100000")
if [[ $# -gt 0 ]]; then
    rows=()
    for code in "$@"; do rows+=("$code 1048576"); done
fi

failed=0
printf '%-16s %10s %10s %10s %8s  %s\n' game N sg_s ogsolve_s ratio checksums
for row in "${rows[@]}"; do
    read -r code n <<<"$row"
    game="$root/benches/octal-$code.game"
    if [[ ! -f "$game" ]]; then
        game="$work/$code.game"
        printf 'game "%s"\nmove octal %s\n' "$code" "$code" >"$game"
    fi
    t_sg=$(seconds "$sg" table "$game" --upto "$n" --stats --quiet)
    c_sg=$(checksum)
    t_og=$(seconds "$OGSOLVE" "$code" -n "$n" -m rc2)
    c_og=$(checksum)
    verdict=agree
    if [[ "$c_sg" != "$c_og" ]]; then
        verdict="DIFFER ($(printf '%08X' "$c_sg") vs $(printf '%08X' "$c_og"))"
        failed=1
    fi
    printf '%-16s %10s %10.2f %10.2f %8.2f  %s\n' "$code" "$n" "$t_sg" "$t_og" \
        "$(awk -v a="$t_sg" -v b="$t_og" 'BEGIN { print a / b }')" "$verdict"
done

if [[ $# -eq 0 ]]; then
    for n in 1048576 8388608; do
        t_sg=$(seconds "$sg" table "$root/benches/grundys-game.game" --upto "$n" --stats --quiet)
        printf '%-16s %10s %10.2f %10s %8s  %s\n' grundy "$n" "$t_sg" - - \
            "checksum $(printf '%08X' "$(checksum)")"
    done
fi
exit "$failed"
