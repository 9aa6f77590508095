//! Tokens on a directed graph (an undirected edge goes both ways): a move pushes one token
//! along one edge, and a player with no move (every token on a node without edges out)
//! loses. Tokens may share a node. A
//! position is the sorted list of the tokens' nodes; it is the sum of its single tokens,
//! each one component. The graph may have cycles, which the engine answers with the
//! generalized Sprague–Grundy function.

use hashbrown::HashMap;
use petgraph::graph::{DiGraph, NodeIndex};

use super::dot::DotGraph;
use crate::game::{GameError, ImpartialGame, Moves, PositionView};

/// A directed graph read from a DOT `digraph`, with the distinct successors of each node.
#[derive(Debug, Clone)]
pub struct TokenBoard {
    name: String,
    graph: DiGraph<String, ()>,
    index: HashMap<String, u32>,
    /// The distinct successors of node v are `targets[offsets[v]..offsets[v + 1]]`.
    offsets: Vec<usize>,
    targets: Vec<u32>,
    cyclic: bool,
    /// The edges as the file gives them.
    edges_in_file: usize,
}

impl TokenBoard {
    /// The board of a DOT graph (repeated edges lead to the same places, so they are one
    /// move); a token goes either way along the edges of an undirected graph.
    pub fn new(name: impl Into<String>, dot: &DotGraph) -> TokenBoard {
        TokenBoard::build(name.into(), dot, !dot.directed)
    }

    /// The board of a DOT graph whose edges all go both ways, directed or not.
    pub fn undirected(name: impl Into<String>, dot: &DotGraph) -> TokenBoard {
        TokenBoard::build(name.into(), dot, true)
    }

    fn build(name: String, dot: &DotGraph, both_ways: bool) -> TokenBoard {
        let names = dot.nodes.iter().map(|node| node.name.clone()).collect();
        let edges = dot.edges.iter().map(|edge| (edge.from, edge.to));
        TokenBoard::of_edges(name, names, edges, both_ways)
    }

    /// The board of nodes named `names` (distinct) joined by `edges`, from one node index to
    /// another, each also the other way when `both_ways` is set.
    pub(crate) fn of_edges(
        name: String,
        names: Vec<String>,
        edges: impl ExactSizeIterator<Item = (u32, u32)>,
        both_ways: bool,
    ) -> TokenBoard {
        let edges_in_file = edges.len();
        let mut graph = DiGraph::with_capacity(names.len(), edges_in_file);
        let index = names
            .iter()
            .enumerate()
            .map(|(i, name)| (name.clone(), i as u32))
            .collect();
        for name in names {
            graph.add_node(name);
        }
        for (from, to) in edges {
            let (from, to) = (NodeIndex::new(from as usize), NodeIndex::new(to as usize));
            graph.add_edge(from, to, ());
            if both_ways && from != to {
                graph.add_edge(to, from, ());
            }
        }
        let mut offsets = Vec::with_capacity(graph.node_count() + 1);
        let mut targets = Vec::with_capacity(graph.edge_count());
        let mut seen = vec![false; graph.node_count()];
        offsets.push(0);
        for v in graph.node_indices() {
            let start = targets.len();
            for w in graph.neighbors(v) {
                if !std::mem::replace(&mut seen[w.index()], true) {
                    targets.push(w.index() as u32);
                }
            }
            // petgraph lists the newest edge first: keep the file's order.
            targets[start..].reverse();
            for &w in &targets[start..] {
                seen[w as usize] = false;
            }
            offsets.push(targets.len());
        }
        let cyclic = has_cycle(&offsets, &targets);
        TokenBoard {
            name,
            graph,
            index,
            offsets,
            targets,
            cyclic,
            edges_in_file,
        }
    }

    /// The graph as read (every edge of the file, repeated ones included).
    pub fn graph(&self) -> &DiGraph<String, ()> {
        &self.graph
    }

    /// How many nodes the board has.
    pub fn node_count(&self) -> usize {
        self.graph.node_count()
    }

    /// How many edges the file has (an undirected edge once).
    pub fn edges_in_file(&self) -> usize {
        self.edges_in_file
    }

    /// The name of node `v`.
    pub fn node_name(&self, v: u32) -> &str {
        &self.graph[NodeIndex::new(v as usize)]
    }

    /// The node named `name`.
    pub fn node(&self, name: &str) -> Option<u32> {
        self.index.get(name).copied()
    }

    /// Every node's name, in the file's order.
    pub fn node_names(&self) -> impl Iterator<Item = &str> {
        self.graph.node_weights().map(String::as_str)
    }

    /// The distinct nodes an edge leads to from `v`.
    pub fn successors(&self, v: u32) -> &[u32] {
        &self.targets[self.offsets[v as usize]..self.offsets[v as usize + 1]]
    }

    /// Whether a token can come back to a node it left.
    pub fn is_cyclic(&self) -> bool {
        self.cyclic
    }
}

/// Whether the graph whose node v leads to `targets[offsets[v]..offsets[v + 1]]` has a
/// cycle: Kahn's algorithm takes away the nodes nothing leads to, one after the other,
/// with a list instead of recursion (a path of a million edges is no deeper than one).
fn has_cycle(offsets: &[usize], targets: &[u32]) -> bool {
    let nodes = offsets.len() - 1;
    let mut entering = vec![0usize; nodes];
    for &w in targets {
        entering[w as usize] += 1;
    }
    let mut free: Vec<usize> = (0..nodes).filter(|&v| entering[v] == 0).collect();
    let mut taken = 0;
    while let Some(v) = free.pop() {
        taken += 1;
        for &w in &targets[offsets[v]..offsets[v + 1]] {
            entering[w as usize] -= 1;
            if entering[w as usize] == 0 {
                free.push(w as usize);
            }
        }
    }
    taken < nodes
}

impl ImpartialGame for TokenBoard {
    type Position = Vec<u32>;

    fn name(&self) -> String {
        self.name.clone()
    }

    fn weight(&self, position: &Vec<u32>) -> u64 {
        crate::game::weight_of_list(position.len())
    }

    fn moves(&self, tokens: &Vec<u32>, moves: &mut impl Moves<Vec<u32>>) -> Result<(), GameError> {
        for (i, &v) in tokens.iter().enumerate() {
            // Two tokens on one node have the same moves.
            if i > 0 && tokens[i - 1] == v {
                continue;
            }
            for &w in self.successors(v) {
                let mut next = tokens.clone();
                next[i] = w;
                next.sort_unstable();
                let wanted = moves.add_described(&next, || {
                    format!(
                        "move the token on {} to {}",
                        self.node_name(v),
                        self.node_name(w)
                    )
                });
                if !wanted {
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// One component per token; tokens that cannot move are left out.
    fn split(&self, tokens: &Vec<u32>, components: &mut Vec<Vec<u32>>) {
        components.extend(
            tokens
                .iter()
                .filter(|&&v| !self.successors(v).is_empty())
                .map(|&v| vec![v]),
        );
    }

    fn canonical(&self, tokens: &Vec<u32>) -> Vec<u32> {
        let mut sorted = tokens.clone();
        sorted.sort_unstable();
        sorted
    }

    fn parts(&self, tokens: &Vec<u32>) -> usize {
        tokens.len()
    }

    fn view(&self, tokens: &Vec<u32>) -> PositionView {
        PositionView::Names(
            tokens
                .iter()
                .map(|&v| self.node_name(v).to_string())
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::dot::parse_dot;
    use crate::engine::Analyzer;
    use crate::game::VisitMoves;

    fn board(text: &str) -> TokenBoard {
        TokenBoard::new("b", &parse_dot(text, 1000).unwrap())
    }

    #[test]
    fn moves_go_along_distinct_edges_once_per_node() {
        let b = board("digraph { a -> b; a -> b; a -> c; c -> a }");
        assert!(b.is_cyclic());
        assert_eq!(b.successors(0), [1, 2]);
        let mut found = Vec::new();
        let mut visit = |p: &Vec<u32>, d: &dyn Fn() -> String| {
            found.push((p.clone(), d()));
            std::ops::ControlFlow::Continue(())
        };
        b.moves(&vec![0, 0, 2], &mut VisitMoves::new(&mut visit))
            .unwrap();
        assert_eq!(
            found,
            [
                (vec![0, 1, 2], "move the token on a to b".to_string()),
                (vec![0, 2, 2], "move the token on a to c".to_string()),
                (vec![0, 0, 0], "move the token on c to a".to_string()),
            ]
        );
    }

    #[test]
    fn an_acyclic_board_has_grundy_values() {
        // A path a -> b -> c -> d and a shortcut a -> c: G(d) = 0, c = 1, b = 0, a = 2.
        let b = board("digraph { a -> b -> c -> d; a -> c }");
        assert!(!b.is_cyclic());
        let mut analyzer = Analyzer::new(&b, 1000);
        let values: Vec<u64> = (0..4).map(|v| analyzer.value(&vec![v]).unwrap()).collect();
        assert_eq!(values, [2, 0, 1, 0]);
        assert_eq!(analyzer.value(&vec![0, 2]).unwrap(), 3);
    }
}
