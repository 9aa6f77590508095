//! What a drawing of a game graph shows, whoever draws it (Graphviz from the DOT, or the
//! built-in drawing): the title, each node's label, the legend's words, and the colours
//! that mark P-positions and winning moves. One place, so the two drawings agree.

use super::graph::{GameGraph, Node};
use crate::engine::Outcome;
use crate::ir::Play;

/// The fill of a P-position's box.
pub const P_FILL: &str = "#f6c6c6";
/// The colour of a winning move (a move into a P-position) and of its label.
pub const WINNING_COLOR: &str = "#c62828";
/// The line width of a winning move, in points.
pub const WINNING_WIDTH: f64 = 2.5;
/// The colour of every other move.
pub const OTHER_COLOR: &str = "#555555";
/// The line width of a P-position's outline, in points.
pub const P_OUTLINE_WIDTH: f64 = 2.0;

/// The title: the game, its start and play, then the graph's size.
pub fn title_lines(graph: &GameGraph) -> [String; 2] {
    let root = &graph.graph[graph.root];
    [
        format!(
            "{} from {}, {} play",
            graph.game,
            root.position_text(),
            graph.play.name()
        ),
        format!(
            "{} positions, {} moves",
            graph.graph.node_count(),
            graph.graph.edge_count()
        ),
    ]
}

/// The name of a node's value: G in normal play, G⁻ in misère play.
fn value_symbol(play: Play) -> &'static str {
    match play {
        Play::Normal => "G",
        Play::Misere => "G⁻",
    }
}

/// A node's label: its position, then its value ("G = 3"; in misère play "N, G⁻ = 1",
/// where the outcome is not the one G would give).
pub fn node_lines(node: &Node, play: Play) -> [String; 2] {
    let value = match play {
        Play::Normal => format!("G = {}", node.value),
        Play::Misere => format!("{}, G⁻ = {}", node.outcome().name(), node.value),
    };
    [node.position_text(), value]
}

/// How a node is drawn: P-positions as filled boxes, N-positions as plain ellipses.
pub fn is_boxed(node: &Node) -> bool {
    node.outcome() == Outcome::P
}

/// The legend's title.
pub const LEGEND_TITLE: &str = "legend";
/// The legend's edge labels.
pub const LEGEND_WINNING: &str = "winning move";
pub const LEGEND_OTHER: &str = "other move";

/// The legend's P-position node.
pub fn legend_p_lines(play: Play) -> [String; 2] {
    [
        format!("P-position ({} = 0)", value_symbol(play)),
        "the player to move loses".to_string(),
    ]
}

/// The legend's N-position node.
pub fn legend_n_lines() -> [String; 2] {
    [
        "N-position".to_string(),
        "the player to move wins".to_string(),
    ]
}
