//! The answer for a sum of different games (`sg solve GAME HEAP… + GAME HEAP…`).

use serde::{Deserialize, Serialize};

use super::solve::MoveReport;
use crate::engine::Outcome;
use crate::game::PositionView;
use crate::ir::Play;

/// `{"game": "A + B", "play", "position": [[…], […]], "components": […], "outcome",
/// "grundy", "winning_moves", "winning_moves_total"}`.
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
    /// The XOR of the components' values.
    pub grundy: u64,
    /// Each with the index and name of the game it is made in.
    pub winning_moves: Vec<MoveReport>,
    /// Every winning move counted, listed or not.
    pub winning_moves_total: u64,
}

/// One game of the sum and its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComponentReport {
    /// The component game's name.
    pub game: String,
    /// Its position.
    pub position: PositionView,
    /// Its Grundy value.
    pub grundy: u64,
}
