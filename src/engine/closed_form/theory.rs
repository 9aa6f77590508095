//! The interface every closed-form theory implements.

use crate::engine::error::EngineError;
use crate::engine::solver::Outcome;
use crate::engine::winning::WinningMove;
use crate::ir::Game;

/// What a theory says about a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TheoryAnswer {
    pub outcome: Outcome,
    /// The position's value in the game's play (G, or G⁻ in misère play), where the
    /// theory gives it.
    pub grundy: Option<u64>,
    /// Every winning move (in a position of the wanted value).
    pub winning_moves: Vec<WinningMove>,
}

/// A theorem that answers every position of a class of games at once.
pub trait Theory {
    /// The theorem, for reports ("staircase Nim: XOR of the odd stairs").
    fn name(&self) -> &'static str;

    /// The answer for `position` (already checked against the game's layout).
    fn analyse(&self, game: &Game, position: &[u64]) -> Result<TheoryAnswer, EngineError>;
}
