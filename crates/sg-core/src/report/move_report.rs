//! One move in a report: a winning move of `sg solve`, an option's move, a move of a sum
//! with the game it is made in.

use serde::{Deserialize, Serialize};

use crate::engine::{PartChange, WinningMove};
use crate::game::PositionView;

/// One winning move; in a sum of games, with the component it is made in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReport {
    /// In a sum of games: the index of the game the move is made in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// In a sum of games: that game's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// The position after the move (in a sum: that game's position); left out when it has
    /// more than [`MOVE_TO_PARTS`](crate::game::MOVE_TO_PARTS) parts (the description
    /// names what changes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<PositionView>,
    /// The parts the move changes (heaps, components), each where it is and what it
    /// leaves, for a position of any size; left out where the engine does not say.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<PartChange>,
    /// The move in words.
    #[serde(rename = "move")]
    pub description: String,
    /// More than 1 for a class of moves that all win (`to` is its first member).
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub count: u64,
}

fn one() -> u64 {
    1
}

fn is_one(count: &u64) -> bool {
    *count == 1
}

impl From<&WinningMove> for MoveReport {
    fn from(m: &WinningMove) -> MoveReport {
        MoveReport {
            component: None,
            game: None,
            to: (!m.to.is_elided()).then(|| m.to.clone()),
            changes: m.changes.clone(),
            description: m.description.clone(),
            count: m.count,
        }
    }
}
