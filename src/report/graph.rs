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
    pub game: String,
    pub play: Play,
    /// The id of the start position.
    pub root: usize,
    pub nodes: Vec<NodeReport>,
    pub edges: Vec<EdgeReport>,
}

/// `{"id", "position", "grundy", "outcome", ("misere_grundy", "generalized_grundy")}`:
/// `grundy` is null in misère play, where `misere_grundy` is G⁻ of the position, and for
/// positions of infinite value ∞(K) in games with cycles, given in `generalized_grundy`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeReport {
    pub id: usize,
    pub position: PositionView,
    pub grundy: Option<u64>,
    pub outcome: Outcome,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub misere_grundy: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generalized_grundy: Option<GeneralizedReport>,
}

/// `{"from", "to", "move", "winning"}`: a move into a P-position is winning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EdgeReport {
    pub from: usize,
    pub to: usize,
    #[serde(rename = "move")]
    pub description: String,
    pub winning: bool,
}

impl GraphReport {
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
