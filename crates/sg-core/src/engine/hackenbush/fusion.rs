//! The value of a Green Hackenbush drawing in linear time. The bridges of the drawing are
//! found by one depth-first search from the root (iterative, and telling repeated edges
//! apart, so two edges between the same nodes make a cycle). The nodes joined by cycles
//! (the 2-edge-connected components) fuse into one node each, their edges becoming loops
//! worth 1 each (the fusion principle); what is left is a tree of bridges, valued from its
//! leaves by the colon principle: a branch of value v on a bridge is worth v + 1, and the
//! branches at a node add by XOR.
//!
//! Each node may carry a weight: the value of something hanging there that is not drawn
//! (the branches of a part of a drawing cut out for a second look), added into its
//! component.

/// No edge (the root has no edge to its parent).
pub(super) const NONE: u32 = u32::MAX;

/// A drawing on local nodes `0..n` with its bridges, components and values.
pub(super) struct Fused {
    /// The component of each node reached from the root (`NONE` for the others).
    pub comp: Vec<u32>,
    /// Whether each edge is a bridge.
    pub bridge: Vec<bool>,
    /// The tree edge into each node, `NONE` for the root and unreached nodes.
    pub parent_edge: Vec<u32>,
    /// The nodes reached, in the order the search first met them (the root first).
    pub order: Vec<u32>,
    /// The value of each component with everything hanging from it; component 0 is the
    /// root's, so `value[0]` is the drawing's.
    pub value: Vec<u64>,
}

impl Fused {
    /// The node at the other end of `edge` from `v`.
    pub(crate) fn other(edges: &[(u32, u32)], edge: u32, v: u32) -> u32 {
        let (a, b) = edges[edge as usize];
        if a == v { b } else { a }
    }
}

/// Fuses the drawing of `edges` on `n` nodes standing on `root`, with `weights` per node.
pub(super) fn fuse(n: usize, edges: &[(u32, u32)], root: u32, weights: &[u64]) -> Fused {
    // Both directions of each edge; a loop once.
    let mut degree = vec![0usize; n + 1];
    for &(a, b) in edges {
        degree[a as usize + 1] += 1;
        if a != b {
            degree[b as usize + 1] += 1;
        }
    }
    for v in 0..n {
        degree[v + 1] += degree[v];
    }
    let offsets = degree;
    let mut fill = offsets.clone();
    let mut incident = vec![0u32; offsets[n]];
    for (e, &(a, b)) in edges.iter().enumerate() {
        incident[fill[a as usize]] = e as u32;
        fill[a as usize] += 1;
        if a != b {
            incident[fill[b as usize]] = e as u32;
            fill[b as usize] += 1;
        }
    }

    let mut time = vec![NONE; n];
    let mut low = vec![NONE; n];
    let mut parent_edge = vec![NONE; n];
    let mut bridge = vec![false; edges.len()];
    let mut order = Vec::with_capacity(n);
    let mut next = offsets.clone();
    let mut stack = vec![root];
    time[root as usize] = 0;
    low[root as usize] = 0;
    order.push(root);
    while let Some(&v) = stack.last() {
        let vi = v as usize;
        if next[vi] < offsets[vi + 1] {
            let e = incident[next[vi]];
            next[vi] += 1;
            if e == parent_edge[vi] {
                continue;
            }
            let w = Fused::other(edges, e, v);
            let wi = w as usize;
            if time[wi] == NONE {
                time[wi] = order.len() as u32;
                low[wi] = time[wi];
                parent_edge[wi] = e;
                order.push(w);
                stack.push(w);
            } else {
                low[vi] = low[vi].min(time[wi]);
            }
        } else {
            stack.pop();
            if let Some(&p) = stack.last() {
                let pi = p as usize;
                low[pi] = low[pi].min(low[vi]);
                if low[vi] > time[pi] {
                    bridge[parent_edge[vi] as usize] = true;
                }
            }
        }
    }

    // Components in the order of the search: a node starts one when its tree edge is a
    // bridge.
    let mut comp = vec![NONE; n];
    let mut count = 0u32;
    for &v in &order {
        let e = parent_edge[v as usize];
        comp[v as usize] = if e == NONE || bridge[e as usize] {
            count += 1;
            count - 1
        } else {
            comp[Fused::other(edges, e, v) as usize]
        };
    }
    let mut value = vec![0u64; count as usize];
    for &v in &order {
        value[comp[v as usize] as usize] ^= weights[v as usize];
    }
    for (e, &(a, _)) in edges.iter().enumerate() {
        if !bridge[e] && comp[a as usize] != NONE {
            value[comp[a as usize] as usize] ^= 1;
        }
    }
    for &v in order.iter().rev() {
        let e = parent_edge[v as usize];
        if e != NONE && bridge[e as usize] {
            let parent = Fused::other(edges, e, v);
            let branch = value[comp[v as usize] as usize] + 1;
            value[comp[parent as usize] as usize] ^= branch;
        }
    }
    Fused {
        comp,
        bridge,
        parent_edge,
        order,
        value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(n: usize, edges: &[(u32, u32)]) -> u64 {
        fuse(n, edges, 0, &vec![0; n]).value[0]
    }

    #[test]
    fn stalks_trees_and_cycles() {
        // A stalk of 3 edges is *3; two stalks of 1 and 2 on the ground are *3.
        assert_eq!(value(4, &[(0, 1), (1, 2), (2, 3)]), 3);
        assert_eq!(value(4, &[(0, 1), (0, 2), (2, 3)]), 3);
        // A triangle on the ground fuses to 3 loops: *1; a square to 4 loops: 0.
        assert_eq!(value(3, &[(0, 1), (1, 2), (2, 0)]), 1);
        assert_eq!(value(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]), 0);
        // Two edges between the ground and a: a cycle of two, worth 0; a loop is *1.
        assert_eq!(value(2, &[(0, 1), (0, 1)]), 0);
        assert_eq!(value(2, &[(0, 1), (1, 1)]), 2);
        // A triangle on a stalk: *1 on a stalk of 1 is *2.
        assert_eq!(value(4, &[(0, 1), (1, 2), (2, 3), (3, 1)]), 2);
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 200_000;
        let edges: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v, v + 1)).collect();
        assert_eq!(value(n, &edges), n as u64 - 1);
    }
}
