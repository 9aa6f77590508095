//! A game's misère quotient for a solver, built as far as the positions asked about
//! need: first up to heap [`PROBE`] or a proved period (which covers every heap), within
//! a small allowance of work, then up to the largest heap of a position past it, within
//! another shared by all the solver's questions. Work bounds both, so the construction
//! stops at the same heap on every machine; the question's deadline (`--max-time`), where it
//! has a limit, stops it too. A limit on the needed heaps stops it for good, and the heaps
//! it covered still answer.

use super::MisereQuotient;
use super::budget::Budget;
use crate::engine::deadline::Deadline;
use crate::ir::Game;

/// The heap the quotient is first built to, hoping for a proved period.
pub(crate) const PROBE: u64 = 300;

/// The work a solver may spend on that first try (about a second).
pub(crate) const PROBE_WORK: u64 = 60_000_000;

/// The work a solver may spend on the heaps its positions need past the first try, in
/// all (some seconds).
pub(crate) const NEEDED_WORK: u64 = 200_000_000;

/// The memory a solver's quotient may take (units of [`Budget`]).
pub(crate) const MEMORY: u64 = 10_000_000;

pub(crate) struct QuotientOnDemand {
    /// The quotient, once tried (`None` inside: the game has none, or heap 0 failed).
    quotient: Option<Option<MisereQuotient>>,
    /// The first try, then the heaps positions need.
    probe: Budget,
    needed: Budget,
    /// Set once the construction stopped on the heaps positions need: it is not tried
    /// again.
    stopped: bool,
    /// The deadline of the question under way.
    deadline: Deadline,
}

impl QuotientOnDemand {
    /// A quotient within `memory` units (and the solver's fixed allowances of work).
    pub(crate) fn new(memory: u64) -> QuotientOnDemand {
        let budget = Budget::new(memory.min(MEMORY));
        QuotientOnDemand {
            quotient: None,
            probe: budget.clone().with_work(PROBE_WORK),
            needed: budget.with_work(NEEDED_WORK),
            stopped: false,
            deadline: Deadline::unlimited(),
        }
    }

    /// Stops the construction at `deadline`, the deadline of the questions to come.
    pub(crate) fn set_deadline(&mut self, deadline: Deadline) {
        self.deadline = deadline;
    }

    /// The quotient of `game`, extended to cover `position` if it can be; `None` when it
    /// does not cover it. The first call builds it to heap [`PROBE`] (or a proved
    /// period); any error ends a try (a limit, a heap with no quotient found, a rule that
    /// fails to evaluate: the search meets that one too).
    pub(crate) fn covering(&mut self, game: &Game, position: &[u64]) -> Option<&MisereQuotient> {
        let first = self.quotient.is_none();
        let quotient = self
            .quotient
            .get_or_insert_with(|| MisereQuotient::new(game).ok())
            .as_mut()?;
        if first {
            // A limit here only ends the first try: the heaps positions need may go on.
            let mut probe = self.probe.clone().with_deadline(self.deadline);
            let _ = quotient.extend_to(PROBE, &mut probe);
        }
        if !self.stopped && !quotient.covers(position) {
            let largest = position.iter().copied().max().unwrap_or(0);
            let mut needed = self.needed.clone().with_deadline(self.deadline);
            self.stopped = quotient.extend_to(largest, &mut needed).is_err();
            self.needed = needed;
        }
        Some(&*quotient).filter(|q| q.covers(position))
    }
}
