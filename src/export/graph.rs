//! The graph of the positions reachable from one position, built iteratively.

use std::collections::VecDeque;
use std::ops::ControlFlow;

use hashbrown::{HashMap, HashSet};
use petgraph::graph::{DiGraph, EdgeIndex, NodeIndex};
use petgraph::visit::EdgeRef;

use crate::engine::{Outcome, Solver};
use crate::error::Error;
use crate::ir::{Game, HeapLayout, Move, Play};

/// The default bound on the number of positions in a graph.
pub const DEFAULT_MAX_NODES: u64 = 2000;

/// The default bound on the number of moves (edges) in a graph.
pub const DEFAULT_MAX_EDGES: u64 = 20_000;

/// How large a graph may grow before it is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub nodes: u64,
    pub edges: u64,
}

impl Limits {
    fn too_many_nodes(self, found: usize) -> Error {
        Error::new(format!(
            "the graph has more than {} positions (stopped after finding {found}); \
             raise the limit with --max-nodes N or draw a smaller position",
            self.nodes
        ))
    }

    fn too_many_edges(self, found: usize) -> Error {
        Error::new(format!(
            "the graph has more than {} moves (stopped after finding {found}); \
             raise the limit with --max-edges N or draw a smaller position",
            self.edges
        ))
    }
}

/// One position of the graph and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// The canonical heaps.
    pub heaps: Vec<u64>,
    /// G in normal play, G⁻ of the whole position in misère play.
    pub value: u64,
}

impl Node {
    pub fn outcome(&self) -> Outcome {
        Outcome::of_value(self.value)
    }

    /// The heaps as a tuple: `(1, 2)`, `()` for no heaps.
    pub fn heaps_text(&self) -> String {
        let sizes: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        format!("({})", sizes.join(", "))
    }
}

/// Positions (nodes) and moves (edges, labelled with a description of the move).
#[derive(Debug, Clone)]
pub struct GameGraph {
    pub game: String,
    pub play: Play,
    pub graph: DiGraph<Node, String>,
    pub root: NodeIndex,
}

impl GameGraph {
    /// The graph of every position reachable from `position`, refused once it grows past
    /// the limits.
    pub fn explore(
        solver: &mut Solver,
        position: &[u64],
        limits: Limits,
    ) -> Result<GameGraph, Error> {
        let game = solver.game();
        solver
            .check_position(position)
            .map_err(|e| e.into_error(game))?;
        let shape = explore_positions(game, position, limits)?;
        let mut values = Vec::with_capacity(shape.node_count());
        for heaps in shape.node_weights() {
            values.push(solver.value(heaps).map_err(|e| e.into_error(game))?);
        }
        let graph = shape.map(
            |index, heaps| Node {
                heaps: heaps.clone(),
                value: values[index.index()],
            },
            |_, description| description.clone(),
        );
        Ok(GameGraph {
            game: game.name.clone(),
            play: game.play,
            graph,
            root: NodeIndex::new(0),
        })
    }

    /// A move into a P-position: the moves a winning player makes.
    pub fn is_winning(&self, edge: EdgeIndex) -> bool {
        let (_, to) = self
            .graph
            .edge_endpoints(edge)
            .expect("an edge of this graph");
        self.graph[to].outcome() == Outcome::P
    }

    /// Every edge as (index, from, to, description), in the order they were found.
    pub fn edges(&self) -> impl Iterator<Item = (EdgeIndex, NodeIndex, NodeIndex, &str)> {
        self.graph
            .edge_references()
            .map(|e| (e.id(), e.source(), e.target(), e.weight().as_str()))
    }
}

/// Breadth-first exploration: node 0 is the start; each edge is labelled with the first
/// move found from its source to its target.
fn explore_positions(
    game: &Game,
    position: &[u64],
    limits: Limits,
) -> Result<DiGraph<Vec<u64>, String>, Error> {
    let mut graph: DiGraph<Vec<u64>, String> = DiGraph::new();
    let mut index_of: HashMap<Vec<u64>, NodeIndex> = HashMap::new();
    let mut queue = VecDeque::new();
    let root = canonical(game, position);
    let start = graph.add_node(root.clone());
    index_of.insert(root, start);
    queue.push_back(start);
    if limits.nodes == 0 {
        return Err(limits.too_many_nodes(1));
    }
    // Why the exploration stopped, when it did.
    let mut refusal = None;
    let mut children: HashSet<NodeIndex> = HashSet::new();
    while let Some(from) = queue.pop_front() {
        let heaps = graph[from].clone();
        children.clear();
        let flow = game
            .try_for_each_move(&heaps, &mut |rule, action, next| {
                let key = canonical(game, next);
                let to = match index_of.get(&key) {
                    Some(&to) => to,
                    None => {
                        if graph.node_count() as u64 >= limits.nodes {
                            refusal = Some(limits.too_many_nodes(graph.node_count() + 1));
                            return ControlFlow::Break(());
                        }
                        let to = graph.add_node(key.clone());
                        index_of.insert(key, to);
                        queue.push_back(to);
                        to
                    }
                };
                if children.insert(to) {
                    if graph.edge_count() as u64 >= limits.edges {
                        refusal = Some(limits.too_many_edges(graph.edge_count() + 1));
                        return ControlFlow::Break(());
                    }
                    let mv = Move {
                        rule,
                        action: action.clone(),
                        position: next.to_vec(),
                    };
                    graph.add_edge(from, to, game.describe(&heaps, &mv));
                }
                ControlFlow::Continue(())
            })
            .map_err(|e| crate::engine::EngineError::from(e).into_error(game))?;
        if flow.is_break() {
            return Err(refusal
                .take()
                .expect("the exploration stops only with a refusal"));
        }
    }
    Ok(graph)
}

/// The position as one node: heaps sorted where they are interchangeable, empty heaps
/// dropped where any number of heaps is allowed.
fn canonical(game: &Game, position: &[u64]) -> Vec<u64> {
    let mut heaps: Vec<u64> = if game.layout == HeapLayout::Any {
        position.iter().copied().filter(|&h| h > 0).collect()
    } else {
        position.to_vec()
    };
    if game.heaps_interchangeable() {
        heaps.sort_unstable();
    }
    heaps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Source, parse_game};

    const ROOMY: Limits = Limits {
        nodes: 100,
        edges: 1000,
    };

    fn game(rules: &str) -> Game {
        parse_game(Source::new("g.game", format!("game \"g\"\n{rules}\n")), &[]).unwrap()
    }

    #[test]
    fn equal_positions_are_one_node_and_repeated_moves_one_edge() {
        let nim = game("move take 1..");
        let graph = explore_positions(&nim, &[2, 0, 1], ROOMY).unwrap();
        let mut nodes: Vec<&Vec<u64>> = graph.node_weights().collect();
        nodes.sort();
        assert_eq!(
            nodes,
            [&vec![], &vec![1], &vec![1, 1], &vec![1, 2], &vec![2]]
        );
        assert_eq!(graph.edge_count(), 7);
        // From (1, 1), both moves lead to (1): one edge.
        let one_one = graph.node_indices().find(|&i| graph[i] == [1, 1]).unwrap();
        assert_eq!(graph.edges(one_one).count(), 1);
    }

    #[test]
    fn heaps_keep_their_places_where_order_matters() {
        let staircase = game("heaps ordered\nmove shift 1.. by 1");
        let graph = explore_positions(&staircase, &[0, 1], ROOMY).unwrap();
        let nodes: Vec<&Vec<u64>> = graph.node_weights().collect();
        assert_eq!(nodes, [&vec![0, 1], &vec![1, 0], &vec![0, 0]]);
    }

    #[test]
    fn exploration_stops_once_past_the_limit() {
        let nim = game("move take 1..");
        let nodes = Limits { nodes: 10, ..ROOMY };
        let error = explore_positions(&nim, &[u64::MAX], nodes).unwrap_err();
        assert_eq!(
            error.message,
            "the graph has more than 10 positions (stopped after finding 11); \
             raise the limit with --max-nodes N or draw a smaller position"
        );
        assert_eq!(
            explore_positions(&nim, &[9], nodes).unwrap().node_count(),
            10
        );
        // A heap of 9 has 9 + 8 + ... + 1 = 45 moves.
        let edges = Limits { edges: 44, ..ROOMY };
        let error = explore_positions(&nim, &[9], edges).unwrap_err();
        assert_eq!(
            error.message,
            "the graph has more than 44 moves (stopped after finding 45); \
             raise the limit with --max-edges N or draw a smaller position"
        );
        let edges = Limits { edges: 45, ..ROOMY };
        assert_eq!(
            explore_positions(&nim, &[9], edges).unwrap().edge_count(),
            45
        );
    }
}
