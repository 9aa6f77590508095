#!/bin/sh
# The front door: `sg play --first sg` answers its first move by the method `sg solve`
# uses, so both take about the same time. Each position below is solved, then played (the
# engine moves first; the input ends at once, so the game stops after the engine's move).
#   benches/front-door.sh   (from the repository root; builds first)
# Targets: each play's first move within 0.2 s where its solve takes under 0.1 s.
set -eu
. benches/lib.sh
tree=$(mktemp -d)/tree.dot
# A Green Hackenbush tree of 10^4 edges: node i hangs on a pseudo-random node below it
# (awk's generator, seeded), the root on the ground.
awk 'BEGIN { srand(1); print "graph tree {"; print "  ground -- n0"; for (i = 1; i < 10000; i++) printf "  n%d -- n%d\n", int(rand() * i), i; print "}" }' > "$tree"
both() {
    run solve "$@" --max-moves 1 --json > /dev/null
    run play "$@" --first sg --json < /dev/null > /dev/null
}
both games/fibonacci-nim.game 1000000000000000000
both games/misere-kayles.game 60 61 62
both games/wythoff.game 1000000000 1000000007
both games/mock-turtles.game 1000000000000000000
both games/laskers-nim.game 1000000000000
both "$tree"
# A sum across kinds: a rule file of heaps, a game of components and a board.
both games/kayles.game 30 + games/mock-turtles.game 1000 + games/green-girl.dot
