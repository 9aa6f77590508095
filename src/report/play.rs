//! What `sg play --json` prints, one object a line: the state of the game at the start and
//! after each of the engine's turns, a hint, or why a typed move was not taken.

use serde::{Deserialize, Serialize};

use super::move_report::MoveReport;
use crate::engine::Outcome;
use crate::game::PositionView;

/// Who is to move, or who won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The person at the keyboard.
    You,
    /// The engine.
    Sg,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::You => Player::Sg,
            Player::Sg => Player::You,
        }
    }
}

/// `{"position", "to_move", "engine_move", "game_over", "winner"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayState {
    /// The position: heaps, or for a sum of games each game's position.
    pub position: PositionView,
    /// Whose turn it is.
    pub to_move: Player,
    /// The move the engine just made, if it just moved.
    pub engine_move: Option<PlayedMove>,
    /// Whether no move is left.
    pub game_over: bool,
    /// Who won, once the game is over.
    pub winner: Option<Player>,
}

/// `{"to", "move"}`: a move and the position it leads to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedMove {
    /// The position after the move.
    pub to: PositionView,
    /// The move in words.
    #[serde(rename = "move")]
    pub description: String,
}

/// `{"hint": {"outcome", "winning_moves"}}`: what `hint` says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayHint {
    /// The hint.
    pub hint: HintReport,
}

/// The outcome of the position for the player to move, and the moves that win.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintReport {
    /// Who wins from the position.
    pub outcome: Outcome,
    /// The winning moves, the first few.
    pub winning_moves: Vec<MoveReport>,
}

/// `{"error": "…"}`: a line that was not taken as a move (it is asked again).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayError {
    /// What was wrong with the line.
    pub error: String,
}
