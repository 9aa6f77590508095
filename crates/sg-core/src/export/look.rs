//! What a drawing of a game graph shows, whoever draws it (Graphviz from the DOT, or the
//! built-in drawing): the title, each node's label, the legend's words, and the colours
//! that mark P-positions, N-positions by value, drawn positions and winning moves. One
//! place, so the two drawings agree.

use super::graph::{GameGraph, Node};
use crate::engine::{GeneralizedValue, Outcome};
use crate::ir::Play;

/// The fill of a P-position's box.
pub(crate) const P_FILL: &str = "#f6c6c6";
/// The fill of a drawn position (a game with cycles), drawn as a box.
pub(crate) const D_FILL: &str = "#bdbdbd";
/// The fill of an N-position whose value is ∞(K) with 0 in K: won, but not by a Grundy value.
pub(crate) const N_INFINITE_FILL: &str = "#e6e6e6";
/// The fill of N-positions by Grundy value 1, 2, 3, …, in turn.
pub(crate) const VALUE_FILLS: [&str; 8] = [
    "#cfe2f3", "#d9ead3", "#fff2cc", "#d9d2e9", "#fce5cd", "#d0e0e3", "#ead1dc", "#c9daf8",
];
/// The colour of a winning move (a move into a P-position) and of its label.
pub(crate) const WINNING_COLOR: &str = "#c62828";
/// The line width of a winning move, in points.
pub(crate) const WINNING_WIDTH: f64 = 2.5;
/// The colour of every other move.
pub(crate) const OTHER_COLOR: &str = "#555555";
/// The line width of a P-position's outline, in points.
pub(crate) const P_OUTLINE_WIDTH: f64 = 2.0;

/// The title: the game, its start and play, then the graph's size.
pub(crate) fn title_lines(graph: &GameGraph) -> [String; 2] {
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
pub(crate) fn node_lines(node: &Node, play: Play) -> [String; 2] {
    let value = match play {
        Play::Normal => format!("G = {}", node.value),
        Play::Misere => format!("{}, G⁻ = {}", node.outcome().name(), node.value),
    };
    [node.position_text(), value]
}

/// How a node is drawn: P-positions (and drawn ones) as boxes, N-positions as ellipses.
pub(crate) fn is_boxed(node: &Node) -> bool {
    node.outcome() != Outcome::N
}

/// The fill of a node: P-positions pink, drawn positions grey, N-positions by value.
pub(crate) fn node_fill(node: &Node) -> &'static str {
    match (node.outcome(), &node.value) {
        (Outcome::P, _) => P_FILL,
        (Outcome::D, _) => D_FILL,
        (Outcome::N, GeneralizedValue::Infinite(_)) => N_INFINITE_FILL,
        (Outcome::N, GeneralizedValue::Finite(value)) => {
            VALUE_FILLS[(value.saturating_sub(1) % VALUE_FILLS.len() as u64) as usize]
        }
    }
}

/// The legend's title.
pub(crate) const LEGEND_TITLE: &str = "legend";
/// The legend's edge labels.
pub(crate) const LEGEND_WINNING: &str = "winning move";
pub(crate) const LEGEND_OTHER: &str = "other move";

/// The legend's P-position node.
pub(crate) fn legend_p_lines(play: Play) -> [String; 2] {
    [
        format!("P-position ({} = 0)", value_symbol(play)),
        "the player to move loses".to_string(),
    ]
}

/// The legend's N-position node.
pub(crate) fn legend_n_lines() -> [String; 2] {
    [
        "N-position (filled by value)".to_string(),
        "the player to move wins".to_string(),
    ]
}

/// The legend's drawn-position node, for graphs that have one.
pub(crate) fn legend_d_lines() -> [String; 2] {
    ["D-position (G = ∞)".to_string(), "a draw".to_string()]
}
