//! The graph of the positions reachable from one position of any game, built
//! iteratively: positions are merged by their canonical form, each edge is labelled with
//! the first move found between its two nodes, and the exploration stops as soon as the
//! graph outgrows its limits, before any position is valued: its nodes and edges, the
//! memory its positions take (in the units of the state limit, so that a graph of a few
//! huge positions is bounded too), and the question's deadline, read at every move in
//! proportion to the size of the position it leads to.

use std::collections::VecDeque;
use std::ops::ControlFlow;

use hashbrown::{HashMap, HashSet};
use petgraph::graph::{DiGraph, EdgeIndex, NodeIndex};
use petgraph::visit::EdgeRef;

use crate::engine::{DEFAULT_MAX_STATES, Deadline, EngineError, GeneralizedValue, Outcome};
use crate::game::{ImpartialGame, PositionView, VisitMoves, move_work};
use crate::ir::Play;

/// The default bound on the number of positions in a graph.
pub const DEFAULT_MAX_NODES: u64 = 2000;

/// The default bound on the number of moves (edges) in a graph.
pub const DEFAULT_MAX_EDGES: u64 = 20_000;

/// How large a graph may grow before it is refused, and until when it may be explored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most positions.
    pub nodes: u64,
    /// The most moves.
    pub edges: u64,
    /// The most memory the positions may take, in units of
    /// [`ImpartialGame::weight`] (`--max-states`; the front door sets it from the
    /// question's limits).
    pub states: u64,
    /// When the exploration must stop (`--max-time`; the front door sets it from the
    /// question's deadline).
    pub deadline: Deadline,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            nodes: DEFAULT_MAX_NODES,
            edges: DEFAULT_MAX_EDGES,
            states: DEFAULT_MAX_STATES,
            deadline: Deadline::unlimited(),
        }
    }
}

/// Why a graph was not drawn.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GraphError {
    /// The graph has more than `limit` positions (`found` when it stopped).
    #[error(
        "the graph has more than {limit} positions (stopped after finding {found}); raise the limit with --max-nodes N or draw a smaller position"
    )]
    TooManyNodes {
        /// The limit that was reached.
        limit: u64,
        /// How many had been found when the exploration stopped.
        found: usize,
    },
    /// The graph has more than `limit` moves (`found` when it stopped).
    #[error(
        "the graph has more than {limit} moves (stopped after finding {found}); raise the limit with --max-edges N or draw a smaller position"
    )]
    TooManyEdges {
        /// The limit that was reached.
        limit: u64,
        /// How many had been found when the exploration stopped.
        found: usize,
    },
    /// The graph's positions take more than `limit` units of memory.
    #[error(
        "the graph's positions take more memory than the limit of {limit} positions allows (--max-states): each is large; raise it with --max-states N or draw a smaller position"
    )]
    TooLarge {
        /// The limit that was reached.
        limit: u64,
    },
    /// The engine could not value a position.
    #[error(transparent)]
    Engine(#[from] EngineError),
}

/// One position of the graph and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// The canonical position.
    pub position: PositionView,
    /// G in normal play (n or ∞(K) in a game with cycles), G⁻ of the whole position in
    /// misère play.
    pub value: GeneralizedValue,
}

impl Node {
    /// Who wins from this position.
    pub fn outcome(&self) -> Outcome {
        Outcome::of_generalized(&self.value)
    }

    /// The position as a tuple: `(1, 2)`, `()` for no heaps; other shapes as they print.
    pub fn position_text(&self) -> String {
        match &self.position {
            PositionView::Numbers(heaps) => {
                let sizes: Vec<String> = heaps.iter().map(u64::to_string).collect();
                format!("({})", sizes.join(", "))
            }
            other => other.to_string(),
        }
    }
}

/// Positions (nodes) and moves (edges, labelled with a description of the move).
#[derive(Debug, Clone)]
pub struct GameGraph {
    /// The game's name.
    pub game: String,
    /// The play its values are for.
    pub play: Play,
    /// The positions and moves (petgraph).
    pub graph: DiGraph<Node, String>,
    /// The start position.
    pub root: NodeIndex,
}

impl GameGraph {
    /// The graph of every position reachable from `position`, refused once it grows past
    /// the limits; each node valued by `value` (G, or G⁻ in misère play).
    ///
    /// Any game's graph, valued by an [`Analyzer`](crate::engine::Analyzer) (or a
    /// [`LoopyAnalyzer`](crate::engine::LoopyAnalyzer) for a game with cycles), as petgraph
    /// and as DOT:
    ///
    /// ```
    /// use sg_core::engine::{Analyzer, GeneralizedValue};
    /// use sg_core::export::{DEFAULT_MAX_EDGES, DEFAULT_MAX_NODES, GameGraph, Limits, to_dot};
    /// use sg_core::game::{GameError, ImpartialGame, Moves};
    /// use sg_core::ir::Play;
    ///
    /// /// Take 1 or 2 from a counter.
    /// struct Bash;
    /// impl ImpartialGame for Bash {
    ///     type Position = u64;
    ///     fn name(&self) -> String {
    ///         "Bash".into()
    ///     }
    ///     fn moves(&self, n: &u64, moves: &mut impl Moves<u64>) -> Result<(), GameError> {
    ///         (1..=2.min(*n)).for_each(|k| {
    ///             moves.add(&(n - k));
    ///         });
    ///         Ok(())
    ///     }
    /// }
    ///
    /// let mut analyzer = Analyzer::new(&Bash, 1000);
    /// let limits = Limits { nodes: DEFAULT_MAX_NODES, edges: DEFAULT_MAX_EDGES, ..Limits::default() };
    /// let graph = GameGraph::explore(&Bash, Play::Normal, &4, limits, &mut |p| {
    ///     analyzer.value(p).map(GeneralizedValue::Finite)
    /// })
    /// .unwrap();
    /// assert_eq!((graph.graph.node_count(), graph.graph.edge_count()), (5, 7));
    /// assert!(to_dot(&graph).starts_with("digraph"));
    /// ```
    pub fn explore<G: ImpartialGame>(
        game: &G,
        play: Play,
        position: &G::Position,
        limits: Limits,
        value: &mut dyn FnMut(&G::Position) -> Result<GeneralizedValue, EngineError>,
    ) -> Result<GameGraph, GraphError> {
        let shape = explore_positions(game, position, limits)?;
        let mut values = Vec::with_capacity(shape.node_count());
        for p in shape.node_weights() {
            values.push(value(p)?);
        }
        let graph = shape.map(
            |index, p| Node {
                position: game.view(p),
                value: values[index.index()].clone(),
            },
            |_, description| description.clone(),
        );
        Ok(GameGraph {
            game: game.name(),
            play,
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
fn explore_positions<G: ImpartialGame>(
    game: &G,
    position: &G::Position,
    limits: Limits,
) -> Result<DiGraph<G::Position, String>, GraphError> {
    let mut graph: DiGraph<G::Position, String> = DiGraph::new();
    let mut index_of: HashMap<G::Position, NodeIndex> = HashMap::new();
    let mut queue = VecDeque::new();
    let root = game.canonical(position);
    if limits.nodes == 0 {
        return Err(GraphError::TooManyNodes {
            limit: limits.nodes,
            found: 1,
        });
    }
    // The memory the positions take (each kept twice: as a node and as a key).
    let mut kept = 2 * game.weight(&root);
    let start = graph.add_node(root.clone());
    index_of.insert(root, start);
    queue.push_back(start);
    // Why the exploration stopped, when it did.
    let mut refusal = None;
    let mut children: HashSet<NodeIndex> = HashSet::new();
    let mut ticks = limits.deadline.ticks();
    while let Some(from) = queue.pop_front() {
        limits.deadline.check()?;
        let current = graph[from].clone();
        children.clear();
        let work = game.weight(&current);
        let mut visit = |next: &G::Position, describe: &dyn Fn() -> String| {
            if let Err(e) = ticks.tick_by(move_work(game, work, next)) {
                refusal = Some(e.into());
                return ControlFlow::Break(());
            }
            let key = game.canonical(next);
            let to = match index_of.get(&key) {
                Some(&to) => to,
                None => {
                    if graph.node_count() as u64 >= limits.nodes {
                        refusal = Some(GraphError::TooManyNodes {
                            limit: limits.nodes,
                            found: graph.node_count() + 1,
                        });
                        return ControlFlow::Break(());
                    }
                    kept = kept.saturating_add(2 * game.weight(&key));
                    if kept > limits.states {
                        refusal = Some(GraphError::TooLarge {
                            limit: limits.states,
                        });
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
                    refusal = Some(GraphError::TooManyEdges {
                        limit: limits.edges,
                        found: graph.edge_count() + 1,
                    });
                    return ControlFlow::Break(());
                }
                let description = describe();
                let label = if description.is_empty() {
                    format!("to {}", game.view(next))
                } else {
                    description
                };
                graph.add_edge(from, to, label);
            }
            ControlFlow::Continue(())
        };
        game.moves(&current, &mut VisitMoves::new(&mut visit))
            .map_err(EngineError::from)?;
        if let Some(refusal) = refusal.take() {
            return Err(refusal);
        }
    }
    Ok(graph)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::game_of_rules as game;

    const ROOMY: Limits = Limits {
        nodes: 100,
        edges: 1000,
        states: 1 << 20,
        deadline: Deadline::unlimited(),
    };

    #[test]
    fn equal_positions_are_one_node_and_repeated_moves_one_edge() {
        let nim = game("move take 1..");
        let graph = explore_positions(&nim, &vec![2, 0, 1], ROOMY).unwrap();
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
        let graph = explore_positions(&staircase, &vec![0, 1], ROOMY).unwrap();
        let nodes: Vec<&Vec<u64>> = graph.node_weights().collect();
        assert_eq!(nodes, [&vec![0, 1], &vec![1, 0], &vec![0, 0]]);
    }

    #[test]
    fn exploration_stops_once_past_the_limit() {
        let nim = game("move take 1..");
        let nodes = Limits { nodes: 10, ..ROOMY };
        let error = explore_positions(&nim, &vec![u64::MAX], nodes).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the graph has more than 10 positions (stopped after finding 11); \
             raise the limit with --max-nodes N or draw a smaller position"
        );
        assert_eq!(
            explore_positions(&nim, &vec![9], nodes)
                .unwrap()
                .node_count(),
            10
        );
        // A heap of 9 has 9 + 8 + ... + 1 = 45 moves.
        let edges = Limits { edges: 44, ..ROOMY };
        let error = explore_positions(&nim, &vec![9], edges).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the graph has more than 44 moves (stopped after finding 45); \
             raise the limit with --max-edges N or draw a smaller position"
        );
        let edges = Limits { edges: 45, ..ROOMY };
        assert_eq!(
            explore_positions(&nim, &vec![9], edges)
                .unwrap()
                .edge_count(),
            45
        );
    }
}
