//! A game's misère quotient for a solver, built as far as the positions asked about
//! need: first up to heap [`PROBE`] or a proved period (which covers every heap), then up
//! to the largest heap of a position past it. The construction shares one allowance of
//! work over all the solver's questions, so it stops at the same heap on every machine; a
//! limit stops it for good, and the heaps it covered still answer.

use super::MisereQuotient;
use super::budget::Budget;
use crate::ir::Game;

/// The heap the quotient is first built to, hoping for a proved period.
pub(crate) const PROBE: u64 = 300;

/// The work a solver may spend on the quotient, in all (some seconds at most).
pub(crate) const WORK: u64 = 400_000_000;

/// The memory a solver's quotient may take (units of [`Budget`]).
pub(crate) const MEMORY: u64 = 10_000_000;

pub(crate) struct QuotientOnDemand {
    /// The quotient, once tried (`None` inside: the game has none, or heap 0 failed).
    quotient: Option<Option<MisereQuotient>>,
    /// Set once the construction stopped: it is not tried again.
    stopped: bool,
    budget: Budget,
}

impl QuotientOnDemand {
    /// A quotient within `memory` units (and the solver's fixed allowance of work).
    pub(crate) fn new(memory: u64) -> QuotientOnDemand {
        QuotientOnDemand {
            quotient: None,
            stopped: false,
            budget: Budget::new(memory.min(MEMORY)).with_work(WORK),
        }
    }

    /// The quotient of `game`, extended to cover `position` if it can be; `None` when it
    /// does not cover it. Any error stops the construction (a limit, a heap with no
    /// quotient found, a rule that fails to evaluate: the search meets that one too).
    pub(crate) fn covering(
        &mut self,
        game: &Game,
        position: &[u64],
    ) -> Option<&MisereQuotient> {
        let quotient = self
            .quotient
            .get_or_insert_with(|| MisereQuotient::new(game).ok())
            .as_mut()?;
        if !self.stopped && !quotient.covers(position) {
            let largest = position.iter().copied().max().unwrap_or(0);
            let stopped = quotient.extend_to(largest.max(PROBE), &mut self.budget);
            self.stopped = stopped.is_err();
        }
        Some(&*quotient).filter(|q| q.covers(position))
    }
}
