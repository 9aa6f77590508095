//! The answer for a sum of different games (`sg solve GAME HEAP… + GAME HEAP…`).

use serde::{Deserialize, Serialize};

use super::generalized::GeneralizedReport;
use super::move_report::MoveReport;
use super::option::OptionReport;
use crate::engine::Outcome;
use crate::game::PositionView;
use crate::ir::Play;

/// `{"game": "A + B", "play", "position": [[…], […]], "components": […], "outcome",
/// "grundy", ["generalized_grundy",] "winning_moves", "winning_moves_total", ["drawing_moves",
/// "drawing_moves_total",] "method", ["remoteness", "options", "options_complete"]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SumReport {
    /// The games' names joined by ` + `.
    pub game: String,
    /// Normal or misère play.
    pub play: Play,
    /// Each game's position.
    pub position: Vec<PositionView>,
    /// Each game of the sum.
    pub components: Vec<ComponentReport>,
    /// Who wins the sum.
    pub outcome: Outcome,
    /// The XOR of the components' values (normal play, every value a number); `null`
    /// otherwise.
    pub grundy: Option<u64>,
    /// A sum with a game with cycles: the generalized value by Smith's rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generalized_grundy: Option<GeneralizedReport>,
    /// Each with the index and name of the game it is made in.
    pub winning_moves: Vec<MoveReport>,
    /// Every winning move counted, listed or not.
    pub winning_moves_total: u128,
    /// A drawn sum: the first moves that keep the draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawing_moves: Option<Vec<MoveReport>>,
    /// A drawn sum: every move that keeps the draw, counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawing_moves_total: Option<u128>,
    /// How the answer was found, in words.
    pub method: String,
    /// Moves to the end with best play, where the search over whole positions found it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u64>,
    /// Where play is finite but the search did not find the remoteness: why (the limit it
    /// met, named).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remoteness_missing: Option<String>,
    /// The first options (at most `--max-moves`), each with who wins after it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Vec<OptionReport>>,
    /// Whether `options` lists every option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options_complete: Option<bool>,
}

/// One game of the sum and its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComponentReport {
    /// The component game's name.
    pub game: String,
    /// Its position.
    pub position: PositionView,
    /// Its Grundy value (`null` for an infinite value or in misère play).
    pub grundy: Option<u64>,
    /// Its value where it is not a number: ∞(K) on a board with cycles.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generalized_grundy: Option<GeneralizedReport>,
    /// How its value was found, in words.
    pub method: String,
}
