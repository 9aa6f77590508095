//! The interface every closed-form theory implements. A theory always knows the outcome
//! and the winning moves; some know the Grundy value only in part (Wythoff's game, Moore's
//! Nim_k), and the solver then searches for it when the search is within `--max-states`
//! ([`Theory::search_limit`]) and says why it is missing otherwise.

use crate::engine::analysis::{Estimate, MoveList, Note, Outcome, SearchTooLarge, Theorem};
use crate::engine::error::EngineError;
use crate::ir::Game;

/// What a theory says about a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TheoryAnswer {
    pub outcome: Outcome,
    /// The position's value in the game's play (G, or G⁻ in misère play), where the
    /// theory gives it.
    pub grundy: Option<u64>,
    /// The winning moves: every one counted, unless `note` says otherwise; the first few
    /// listed.
    pub winning_moves: MoveList,
    /// What a reader should know about the answer (a list of moves that is not exhaustive).
    pub note: Option<Note>,
}

/// A theorem that answers every position of a class of games at once.
pub(crate) trait Theory {
    /// The theorem.
    fn theorem(&self) -> Theorem;

    /// The Grundy value of `position` where the theorem gives it (0 for every P-position).
    fn grundy(&self, position: &[u64]) -> Option<u64>;

    /// The answer for `position` (already checked against the game's layout), listing at
    /// most `max_moves` winning moves.
    fn analyse(
        &self,
        game: &Game,
        position: &[u64],
        max_moves: usize,
    ) -> Result<TheoryAnswer, EngineError>;

    /// An upper estimate of the work of a plain search from `position` (positions reached
    /// times moves from each); theories that give every Grundy value never need it.
    fn search_cost(&self, _position: &[u64]) -> u128 {
        u128::MAX
    }

    /// Whether a plain search for the Grundy value of `position` is within `limit` steps
    /// (`--max-states`: the default, 2·10^7, is about a second; the positions the search
    /// keeps are fewer than its steps); if not, why not.
    fn search_limit(&self, position: &[u64], limit: u64) -> Result<(), SearchTooLarge> {
        let work = self.search_cost(position);
        if work <= u128::from(limit) {
            Ok(())
        } else {
            Err(SearchTooLarge {
                work,
                limit,
                estimate: Estimate::SearchSteps,
            })
        }
    }
}

/// The product of (h + 1) over the heaps: how many positions lie below `position` when
/// heaps only shrink.
pub(crate) fn positions_below(position: &[u64]) -> u128 {
    position
        .iter()
        .fold(1u128, |acc, &h| acc.saturating_mul(u128::from(h) + 1))
}
