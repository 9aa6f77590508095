//! The answer to `sg solve --outcome-only`: who wins, and nothing else asked of the engine
//! (no value, no moves, no remoteness), for a game or a sum of games.

use serde::{Deserialize, Serialize};

use crate::engine::Outcome;
use crate::game::PositionView;
use crate::ir::Play;

/// `{"game", "play", "position", "outcome", "method"}`: `position` as in the full answer,
/// one game's position (`P` = [`PositionView`]) or, for a sum, one per game
/// (`P` = `Vec<PositionView>`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutcomeReport<P = PositionView> {
    /// The game's name (the games' names joined by ` + ` for a sum).
    pub game: String,
    /// Normal or misère play.
    pub play: Play,
    /// The position answered.
    pub position: P,
    /// Who wins: P, N or D.
    pub outcome: Outcome,
    /// How the outcome was found.
    pub method: String,
}

/// Who wins a position of one game, or of a sum of several.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OutcomeAnswer {
    /// One game.
    One(OutcomeReport),
    /// A sum of several games.
    Sum(OutcomeReport<Vec<PositionView>>),
}
