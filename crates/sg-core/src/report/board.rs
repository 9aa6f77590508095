//! A board as the engine understands it (`sg check BOARD --json`).

use serde::{Deserialize, Serialize};

/// `{"game", "kind", "nodes", "edges", "cyclic", "properties"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardReport {
    /// The board's name.
    pub game: String,
    /// `"tokens"` (a digraph) or `"hackenbush"` (a drawing on `ground`).
    pub kind: String,
    /// How many nodes it has.
    pub nodes: usize,
    /// How many edges it has.
    pub edges: usize,
    /// Whether play can come back to a position (tokens on a graph with a cycle, or a
    /// drawing with a cycle).
    pub cyclic: bool,
    /// The game in words.
    pub properties: String,
}
