//! The game graph as data (`sg graph --format json`): node ids are indices into `nodes`.

use serde::{Deserialize, Serialize};

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

/// `{"id", "position", "grundy", "outcome", ("misere_grundy")}`: `grundy` is null in misère
/// play, where `misere_grundy` is G⁻ of the position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeReport {
    pub id: usize,
    pub position: PositionView,
    pub grundy: Option<u64>,
    pub outcome: Outcome,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub misere_grundy: Option<u64>,
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
                NodeReport {
                    id: index.index(),
                    position: node.position.clone(),
                    grundy: (!misere).then_some(node.value),
                    outcome: node.outcome(),
                    misere_grundy: misere.then_some(node.value),
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
