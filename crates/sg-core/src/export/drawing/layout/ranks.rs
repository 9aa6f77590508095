//! Ranks and virtual nodes: the graph made proper, every edge between neighbouring ranks.
//!
//! Cycles are broken by a depth-first search (an edge back to a node still on the search's
//! path is laid out turned back); each node's rank is its longest path from a source
//! (Kahn's order). Where any edge has a label, node ranks are doubled so that a label can
//! sit on a rank of its own between its edge's ends. Each edge then becomes a chain of
//! slots, one per rank it crosses: its ends, the bends between, and its label on the
//! bend of the odd rank nearest its middle. Self-loops and edges past the budget of
//! virtual slots get no chain (they are drawn straight).

use super::{BEND_GAP, EdgeSpec, LABEL_OFFSET, NODE_GAP, Size};

/// What occupies a slot.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum SlotKind {
    Node { width: f64, height: f64 },
    Bend,
    Label { width: f64, height: f64 },
}

/// One place on one rank.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Slot {
    pub rank: usize,
    pub kind: SlotKind,
}

impl Slot {
    /// How far the slot reaches left of its x.
    pub(crate) fn left(&self) -> f64 {
        match self.kind {
            SlotKind::Node { width, .. } => width / 2.0,
            SlotKind::Bend | SlotKind::Label { .. } => 0.0,
        }
    }

    /// How far the slot reaches right of its x (a label is set right of its edge).
    pub(crate) fn right(&self) -> f64 {
        match self.kind {
            SlotKind::Node { width, .. } => width / 2.0,
            SlotKind::Bend => 0.0,
            SlotKind::Label { width, .. } => LABEL_OFFSET + width,
        }
    }

    pub(crate) fn height(&self) -> f64 {
        match self.kind {
            SlotKind::Node { height, .. } | SlotKind::Label { height, .. } => height,
            SlotKind::Bend => 0.0,
        }
    }

    pub(crate) fn is_node(&self) -> bool {
        matches!(self.kind, SlotKind::Node { .. })
    }

    /// The least distance between this slot's x and the x of `right`, its right-hand
    /// neighbour on the rank.
    pub(crate) fn separation(&self, right: &Slot) -> f64 {
        let gap = if self.is_node() && right.is_node() {
            NODE_GAP
        } else {
            BEND_GAP
        };
        self.right() + gap + right.left()
    }
}

/// Lists of neighbours, all in one vector (compressed rows).
#[derive(Debug, Clone, Default)]
pub(crate) struct Adjacency {
    start: Vec<usize>,
    list: Vec<usize>,
}

impl Adjacency {
    /// From (slot, neighbour) pairs, for `slots` slots.
    fn new(slots: usize, pairs: &[(usize, usize)]) -> Adjacency {
        let mut start = vec![0; slots + 1];
        for &(slot, _) in pairs {
            start[slot + 1] += 1;
        }
        for i in 0..slots {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut list = vec![0; pairs.len()];
        for &(slot, neighbour) in pairs {
            list[fill[slot]] = neighbour;
            fill[slot] += 1;
        }
        Adjacency { start, list }
    }

    pub(crate) fn of(&self, slot: usize) -> &[usize] {
        &self.list[self.start[slot]..self.start[slot + 1]]
    }
}

/// The graph on ranks: slots `0..n` are the nodes, the rest bends and labels.
#[derive(Debug, Clone)]
pub(crate) struct Layered {
    pub slots: Vec<Slot>,
    /// The slots of each rank, in order from left to right.
    pub ranks: Vec<Vec<usize>>,
    /// Neighbours on the rank below and on the rank above.
    pub down: Adjacency,
    pub up: Adjacency,
    /// Each edge's slots from its source to its target, if it was given a chain.
    chains: Vec<Option<Vec<usize>>>,
}

impl Layered {
    /// Ranks the nodes and makes each edge a chain, with at most `budget` virtual slots.
    pub(crate) fn build(nodes: &[Size], edges: &[EdgeSpec], budget: usize) -> Layered {
        let reversed = back_edges(nodes.len(), edges);
        let oriented: Vec<(usize, usize)> = edges
            .iter()
            .zip(&reversed)
            .map(|(e, &back)| if back { (e.to, e.from) } else { (e.from, e.to) })
            .collect();
        let node_rank = longest_path_ranks(nodes.len(), &oriented);
        let doubled = edges.iter().any(|e| e.label.is_some() && e.from != e.to);
        let factor = if doubled { 2 } else { 1 };
        let mut slots: Vec<Slot> = nodes
            .iter()
            .zip(&node_rank)
            .map(|(size, &rank)| Slot {
                rank: rank * factor,
                kind: SlotKind::Node {
                    width: size.width,
                    height: size.height,
                },
            })
            .collect();
        // Virtual slots an edge needs; the cheapest edges are given chains first.
        let span = |e: usize| {
            let (a, b) = oriented[e];
            factor * (node_rank[b] - node_rank[a])
        };
        let mut by_cost: Vec<usize> = (0..edges.len())
            .filter(|&e| edges[e].from != edges[e].to)
            .collect();
        by_cost.sort_by_key(|&e| span(e));
        let mut chains = vec![None; edges.len()];
        let mut spent = 0;
        for e in by_cost {
            let bends = span(e) - 1;
            if spent + bends > budget {
                break;
            }
            spent += bends;
            let (a, b) = oriented[e];
            let label_at = label_offset(span(e));
            let mut chain = Vec::with_capacity(bends + 2);
            chain.push(a);
            for offset in 1..span(e) {
                let kind = match edges[e].label {
                    Some(size) if offset == label_at => SlotKind::Label {
                        width: size.width,
                        height: size.height,
                    },
                    _ => SlotKind::Bend,
                };
                chain.push(slots.len());
                slots.push(Slot {
                    rank: slots[a].rank + offset,
                    kind,
                });
            }
            chain.push(b);
            chains[e] = Some(chain);
        }
        let mut downs = Vec::new();
        let mut ups = Vec::new();
        for chain in chains.iter().flatten() {
            for pair in chain.windows(2) {
                downs.push((pair[0], pair[1]));
                ups.push((pair[1], pair[0]));
            }
        }
        let down = Adjacency::new(slots.len(), &downs);
        let up = Adjacency::new(slots.len(), &ups);
        for (chain, &back) in chains.iter_mut().zip(&reversed) {
            if let (Some(chain), true) = (chain, back) {
                chain.reverse();
            }
        }
        let ranks = depth_first_order(&slots, nodes.len(), &down);
        Layered {
            slots,
            ranks,
            down,
            up,
            chains,
        }
    }

    /// Edge `edge`'s slots from its source to its target, if it was given a chain.
    pub(crate) fn chain(&self, edge: usize) -> Option<&[usize]> {
        self.chains[edge].as_deref()
    }

    /// The height of each rank: its tallest slot.
    pub(crate) fn rank_heights(&self) -> Vec<f64> {
        self.ranks
            .iter()
            .map(|rank| {
                rank.iter()
                    .map(|&slot| self.slots[slot].height())
                    .fold(0.0, f64::max)
            })
            .collect()
    }
}

/// Where on a chain of `span` ranks the label goes: the odd offset nearest the middle
/// (odd offsets are label ranks when node ranks are doubled).
fn label_offset(span: usize) -> usize {
    let middle = span / 2;
    if middle % 2 == 1 {
        middle
    } else {
        middle.max(2) - 1
    }
}

/// Which edges close a cycle, found by an iterative depth-first search from each node in
/// turn: an edge to a node still on the search's path. Self-loops are left alone.
fn back_edges(nodes: usize, edges: &[EdgeSpec]) -> Vec<bool> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        OnPath,
        Done,
    }
    let out = Adjacency::new(
        nodes,
        &edges
            .iter()
            .enumerate()
            .map(|(i, e)| (e.from, i))
            .collect::<Vec<_>>(),
    );
    let mut mark = vec![Mark::New; nodes];
    let mut back = vec![false; edges.len()];
    // (node, how many of its edges were followed)
    let mut path: Vec<(usize, usize)> = Vec::new();
    for root in 0..nodes {
        if mark[root] != Mark::New {
            continue;
        }
        mark[root] = Mark::OnPath;
        path.push((root, 0));
        while let Some(&mut (node, ref mut next)) = path.last_mut() {
            let Some(&edge) = out.of(node).get(*next) else {
                mark[node] = Mark::Done;
                path.pop();
                continue;
            };
            *next += 1;
            let to = edges[edge].to;
            match mark[to] {
                Mark::New => {
                    mark[to] = Mark::OnPath;
                    path.push((to, 0));
                }
                Mark::OnPath if to != node => back[edge] = true,
                _ => {}
            }
        }
    }
    back
}

/// Each node's rank: the length of its longest path from a source, over acyclic edges.
fn longest_path_ranks(nodes: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let proper: Vec<(usize, usize)> = edges.iter().copied().filter(|(a, b)| a != b).collect();
    let out = Adjacency::new(nodes, &proper);
    let mut waiting = vec![0usize; nodes];
    for &(_, b) in &proper {
        waiting[b] += 1;
    }
    let mut rank = vec![0; nodes];
    let mut ready: Vec<usize> = (0..nodes).rev().filter(|&v| waiting[v] == 0).collect();
    while let Some(v) = ready.pop() {
        for &w in out.of(v) {
            rank[w] = rank[w].max(rank[v] + 1);
            waiting[w] -= 1;
            if waiting[w] == 0 {
                ready.push(w);
            }
        }
    }
    rank
}

/// A first order within ranks: slots in the order a depth-first search down the chains
/// reaches them, from each node in turn (so a chain's slots start out near each other).
fn depth_first_order(slots: &[Slot], nodes: usize, down: &Adjacency) -> Vec<Vec<usize>> {
    let ranks = slots.iter().map(|s| s.rank + 1).max().unwrap_or(0);
    let mut order = vec![Vec::new(); ranks];
    let mut seen = vec![false; slots.len()];
    let mut stack = Vec::new();
    for root in 0..nodes {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        stack.push(root);
        while let Some(slot) = stack.pop() {
            order[slots[slot].rank].push(slot);
            for &next in down.of(slot).iter().rev() {
                if !seen[next] {
                    seen[next] = true;
                    stack.push(next);
                }
            }
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(from: usize, to: usize, label: bool) -> EdgeSpec {
        EdgeSpec {
            from,
            to,
            label: label.then_some(Size {
                width: 50.0,
                height: 10.0,
            }),
        }
    }

    const NODE: Size = Size {
        width: 20.0,
        height: 10.0,
    };

    #[test]
    fn ranks_are_longest_paths_and_labels_sit_on_odd_ranks() {
        let edges = [spec(0, 1, true), spec(1, 2, true), spec(0, 2, true)];
        let layered = Layered::build(&[NODE; 3], &edges, 100);
        let ranks: Vec<usize> = (0..3).map(|v| layered.slots[v].rank).collect();
        assert_eq!(ranks, [0, 2, 4]);
        let long = layered.chain(2).unwrap();
        let kinds: Vec<(usize, bool)> = long
            .iter()
            .map(|&s| {
                let slot = layered.slots[s];
                (slot.rank, matches!(slot.kind, SlotKind::Label { .. }))
            })
            .collect();
        assert_eq!(
            kinds,
            [(0, false), (1, true), (2, false), (3, false), (4, false)]
        );
        // Every slot of a rank is listed once, on its own rank.
        let mut listed: Vec<usize> = layered.ranks.concat();
        listed.sort_unstable();
        assert_eq!(listed, (0..layered.slots.len()).collect::<Vec<_>>());
        for (r, rank) in layered.ranks.iter().enumerate() {
            assert!(rank.iter().all(|&s| layered.slots[s].rank == r));
        }
        // Neighbours are one rank away.
        for s in 0..layered.slots.len() {
            let rank = layered.slots[s].rank;
            assert!(
                layered
                    .down
                    .of(s)
                    .iter()
                    .all(|&t| layered.slots[t].rank == rank + 1)
            );
            assert!(
                layered
                    .up
                    .of(s)
                    .iter()
                    .all(|&t| layered.slots[t].rank + 1 == rank)
            );
        }
    }

    #[test]
    fn label_offsets_are_odd_and_near_the_middle() {
        let offsets: Vec<usize> = [2, 4, 6, 8, 10].into_iter().map(label_offset).collect();
        assert_eq!(offsets, [1, 1, 3, 3, 5]);
    }

    #[test]
    fn a_cycle_is_broken_at_the_edge_that_closes_it() {
        let edges = [
            spec(0, 1, false),
            spec(1, 2, false),
            spec(2, 0, false),
            spec(2, 2, false),
        ];
        assert_eq!(back_edges(3, &edges), [false, false, true, false]);
        let layered = Layered::build(&[NODE; 3], &edges, 100);
        let ranks: Vec<usize> = (0..3).map(|v| layered.slots[v].rank).collect();
        assert_eq!(ranks, [0, 1, 2], "not doubled without labels");
        assert_eq!(layered.chain(2).unwrap().first(), Some(&2));
        assert_eq!(layered.chain(2).unwrap().last(), Some(&0));
        assert!(layered.chain(3).is_none());
    }

    #[test]
    fn separations_keep_nodes_apart_and_labels_right_of_their_edge() {
        let node = Slot {
            rank: 0,
            kind: SlotKind::Node {
                width: 20.0,
                height: 10.0,
            },
        };
        let label = Slot {
            rank: 0,
            kind: SlotKind::Label {
                width: 50.0,
                height: 10.0,
            },
        };
        assert_eq!(node.separation(&node), 20.0 + NODE_GAP);
        assert_eq!(
            label.separation(&node),
            LABEL_OFFSET + 50.0 + BEND_GAP + 10.0
        );
        assert_eq!(node.separation(&label), 10.0 + BEND_GAP);
    }
}
