#!/bin/sh
# The misère quotients sg finds for the octal games of at most 3 code digits: 0.d, 0.dd,
# 0.ddd (last digit not 0) and 4.d, 4.dd (575 games), each with `sg quotient` under a time
# limit, one after the other.
#   benches/misere-quotient-table.sh [SECONDS]   (from the repository root; builds first)
# SECONDS is each game's --time-limit (default 10). Prints the Markdown table of
# docs/MISERE.md: the order, the size of the P-portion, the heap at which the quotient was
# proved for all heaps (its period and preperiod) or how far it got and why it stopped,
# and the wall time; then the counts of each kind. Times are noisy on a shared machine.
set -eu
cargo build --release --quiet
limit=${1:-10}
SG=./target/release/sg LIMIT=$limit python3 - <<'EOF'
import json, os, re, subprocess, tempfile, time

sg, limit = os.environ["SG"], os.environ["LIMIT"]
digits = "01234567"
codes = [f"0.{a}" for a in digits[1:]]
codes += [f"0.{a}{b}" for a in digits for b in digits[1:]]
codes += [f"0.{a}{b}{c}" for a in digits for b in digits for c in digits[1:]]
codes += [f"4.{a}" for a in digits]
codes += [f"4.{a}{b}" for a in digits for b in digits[1:]]
counts = {"proved": 0, "time": 0, "memory": 0, "refinements": 0}
print("| code | order | P-portion | proved at heap | period (from heap) | time (s) |")
print("| --- | --- | --- | --- | --- | --- |")
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "g.game")
    for code in codes:
        with open(path, "w") as f:
            f.write(f'game "{code}"\nmove octal {code}\n')
        start = time.monotonic()
        run = subprocess.run([sg, "quotient", path, "--json", "--quiet", "--time-limit", limit],
                             capture_output=True, text=True)
        seconds = time.monotonic() - start
        if run.returncode == 0:
            q = json.loads(run.stdout)
            p = len(q["p_portion"])
            if q["proved"]:
                counts["proved"] += 1
                period = q["period"]
                row = (q["order"], p, q["largest_heap"],
                       f'{period["period"]} ({period["preperiod"]})')
            else:
                counts["time"] += 1
                row = (q["order"], p, f'— (stopped at heap {q["largest_heap"] + 1}, time)', "—")
        else:
            error = run.stderr.strip()
            kind = "memory" if "--max-states" in error else "refinements"
            counts[kind] += 1
            found = re.search(r"while adding heap (\d+)|heap (\d+) is not", error)
            heap = next((g for g in found.groups() if g), "?") if found else "?"
            row = ("—", "—", f"— (stopped at heap {heap}, {kind})", "—")
        print(f"| {code} | {row[0]} | {row[1]} | {row[2]} | {row[3]} | {seconds:.2f} |", flush=True)
print()
print(f"{len(codes)} games: {counts['proved']} proved for all heaps; stopped by the time limit "
      f"of {limit} s: {counts['time']}; by the memory limit: {counts['memory']}; no candidate "
      f"proved at a heap within its refinements: {counts['refinements']}")
EOF
