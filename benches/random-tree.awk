# A random tree of n edges standing on the ground, as a DOT graph (Green Hackenbush): node i
# hangs from a node before it, drawn by a fixed linear congruential sequence from seed x.
#   awk -v n=100000 -v x=12345 -f benches/random-tree.awk > tree.dot
BEGIN {
    print "graph tree {"
    for (i = 1; i <= n; i++) {
        x = (x * 1103515245 + 12345) % 2147483648
        parent = (i == 1) ? 0 : int(x / 2147483648 * i)
        a = (parent == 0) ? "ground" : "v" parent
        print "  " a " -- v" i ";"
    }
    print "}"
}
