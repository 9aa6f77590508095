//! The game graph as data (`sg graph --format json`): node ids are indices into `nodes`.

use serde::{Deserialize, Serialize};

use super::generalized::GeneralizedReport;
use crate::engine::Outcome;
use crate::export::GameGraph;
use crate::game::PositionView;
use crate::ir::Play;

/// `{"game", "play", "root", "nodes": […], "edges": […]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GraphReport {
    /// The game's name.
    pub game: String,
    /// The play the values are for.
    pub play: Play,
    /// The id of the start position.
    pub root: usize,
    /// Every position, the start first.
    pub nodes: Vec<NodeReport>,
    /// Every move.
    pub edges: Vec<EdgeReport>,
}

/// `{"id", "position", "grundy", "outcome", ("misere_grundy", "generalized_grundy")}`:
/// `grundy` is null in misère play, where `misere_grundy` is G⁻ of the position, and for
/// positions of infinite value ∞(K) in games with cycles, given in `generalized_grundy`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeReport {
    /// The node's index (edges refer to it).
    pub id: usize,
    /// The position.
    pub position: PositionView,
    /// The Grundy value (normal play; `null` where it is not defined).
    pub grundy: Option<u64>,
    /// Who wins from it.
    pub outcome: Outcome,
    /// G⁻ of the position (misère play).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub misere_grundy: Option<u64>,
    /// Games with cycles: n or ∞(K).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generalized_grundy: Option<GeneralizedReport>,
}

/// `{"from", "to", "move", "winning"}`: a move into a P-position is winning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EdgeReport {
    /// The id of the node the move leaves.
    pub from: usize,
    /// The id of the node it reaches.
    pub to: usize,
    /// The move in words.
    #[serde(rename = "move")]
    pub description: String,
    /// Whether it is a winning move (to a P-position).
    pub winning: bool,
}

impl GraphReport {
    /// The report of `graph`.
    pub fn new(graph: &GameGraph) -> GraphReport {
        let misere = graph.play == Play::Misere;
        let nodes = graph
            .graph
            .node_indices()
            .map(|index| {
                let node = &graph.graph[index];
                let finite = node.value.finite();
                NodeReport {
                    id: index.index(),
                    position: node.position.clone(),
                    grundy: finite.filter(|_| !misere),
                    outcome: node.outcome(),
                    misere_grundy: finite.filter(|_| misere),
                    generalized_grundy: finite
                        .is_none()
                        .then(|| GeneralizedReport::from(&node.value)),
                }
            })
            .collect();
        let edges = graph
            .edges()
            .map(|(edge, from, to, description)| EdgeReport {
                from: from.index(),
                to: to.index(),
                description: description.to_string(),
                winning: graph.is_winning(edge),
            })
            .collect();
        GraphReport {
            game: graph.game.clone(),
            play: graph.play,
            root: graph.root.index(),
            nodes,
            edges,
        }
    }
}
