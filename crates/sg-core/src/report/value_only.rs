//! The answer to `sg solve --value-only`: who wins and the position's value, and nothing
//! else asked of the engine (no winning moves, no remoteness, no options), for a game or a
//! sum of games.

use serde::{Deserialize, Serialize};

use crate::engine::Outcome;
use crate::game::PositionView;
use crate::ir::Play;

use super::generalized::GeneralizedReport;

/// `{"game", "play", "position", "outcome", "grundy", "method"}`, with `misere_grundy`
/// (one game in misère play) and `generalized_grundy` (an infinite value) where they
/// apply: `position` as in the full answer, one game's position (`P` = [`PositionView`])
/// or, for a sum, one per game (`P` = `Vec<PositionView>`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueReport<P = PositionView> {
    /// The game's name (the games' names joined by ` + ` for a sum).
    pub game: String,
    /// Normal or misère play.
    pub play: Play,
    /// The position answered.
    pub position: P,
    /// Who wins: P, N or D.
    pub outcome: Outcome,
    /// The Grundy value (normal play); `None` in misère play and for an infinite value.
    pub grundy: Option<u64>,
    /// One game in misère play: G⁻ of the position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub misere_grundy: Option<u64>,
    /// A game with cycles: the value ∞(K) where it is infinite.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generalized_grundy: Option<GeneralizedReport>,
    /// How the value was found.
    pub method: String,
}

/// The value of a position of one game, or of a sum of several.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ValueAnswer {
    /// One game.
    One(ValueReport),
    /// A sum of several games.
    Sum(ValueReport<Vec<PositionView>>),
}
