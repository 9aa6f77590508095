//! A game's misère quotient for a solver, built as far as the positions asked about
//! need, under the limits `sg quotient` has: first up to heap [`PROBE`] or a proved period
//! (which covers every heap), within a small allowance of work (so the probe stops at the
//! same heap on every machine), then up to the largest heap of a position past it, within
//! the solver's memory limits (`--max-states` and `--max-memory`, as for `sg quotient`)
//! and the question's deadline (`--max-time`). A stop on the needed heaps is kept, with the quotient proved
//! so far, for the answer the search then gives to say; a stop by the memory limit (or a
//! heap with no quotient found) is for good, a stop by the deadline is not: the next
//! question, with a deadline of its own, goes on from the heap it reached.

use super::budget::Budget;
use super::{MisereQuotient, QuotientStop};
use crate::engine::deadline::Deadline;
use crate::ir::Game;

/// The heap the quotient is first built to, hoping for a proved period.
pub(crate) const PROBE: u64 = 300;

/// The work a solver may spend on that first try (about a second).
pub(crate) const PROBE_WORK: u64 = 60_000_000;

pub(crate) struct QuotientOnDemand {
    /// The quotient, once tried (`None` inside: the game has none, or heap 0 failed).
    quotient: Option<Option<MisereQuotient>>,
    /// The first try, then the heaps positions need.
    probe: Budget,
    needed: Budget,
    /// Why the construction stopped on the heaps positions need, when it did.
    stop: Option<QuotientStop>,
    /// Set once it failed otherwise (a rule that fails to evaluate): it is not tried
    /// again.
    failed: bool,
    /// The deadline of the question under way.
    deadline: Deadline,
    /// Whether building the needed heaps draws a progress bar (against the deadline).
    progress: bool,
}

impl QuotientOnDemand {
    /// A quotient within `memory` units, as `sg quotient --max-states` gives it.
    pub(crate) fn new(memory: u64) -> QuotientOnDemand {
        let budget = Budget::new(memory);
        QuotientOnDemand {
            quotient: None,
            probe: budget.clone().with_work(PROBE_WORK),
            needed: budget,
            stop: None,
            failed: false,
            deadline: Deadline::unlimited(),
            progress: false,
        }
    }

    /// The same, spending at most `work` units on the heaps positions need (a fixed
    /// allowance: the construction stops at the same heap on every machine).
    #[cfg(test)]
    pub(crate) fn with_needed_work(mut self, work: u64) -> QuotientOnDemand {
        self.needed = self.needed.with_work(work);
        self
    }

    /// Keeps the process within `bytes` bytes while the quotient is built.
    pub(crate) fn set_max_memory(&mut self, bytes: u64) {
        self.probe = self.probe.clone().with_max_memory(bytes);
        self.needed = self.needed.clone().with_max_memory(bytes);
    }

    /// Stops the construction at `deadline`, the deadline of the questions to come.
    pub(crate) fn set_deadline(&mut self, deadline: Deadline) {
        self.deadline = deadline;
    }

    /// Draws a progress bar on stderr (when it is a terminal) while the heaps a position
    /// needs are added against a deadline.
    pub(crate) fn show_progress(&mut self, on: bool) {
        self.progress = on;
    }

    /// Why the construction stopped short of the heaps a position needed, when it did.
    pub(crate) fn stop(&self) -> Option<QuotientStop> {
        self.stop
    }

    /// The quotient of `game`, built at the first call to heap [`PROBE`] (or a proved
    /// period); `None` when the game has none (or heap 0 failed).
    fn probed(&mut self, game: &Game) -> Option<&mut MisereQuotient> {
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
        Some(quotient)
    }

    /// Whether the construction stopped for good (not by a deadline, which a later
    /// question may pass).
    fn stopped_for_good(&self) -> bool {
        self.failed || self.stop.is_some_and(|stop| !stop.cause.is_time())
    }

    /// Whether covering `position` would take building the quotient further than it is.
    pub(crate) fn would_extend(&mut self, game: &Game, position: &[u64]) -> bool {
        let for_good = self.stopped_for_good();
        self.probed(game)
            .is_some_and(|quotient| !for_good && !quotient.covers(position))
    }

    /// The quotient of `game`, extended to cover `position` if it can be; `None` when it
    /// does not cover it. Any error ends a try (a limit, a heap with no quotient found, a
    /// rule that fails to evaluate: the search meets that one too).
    pub(crate) fn covering(&mut self, game: &Game, position: &[u64]) -> Option<&MisereQuotient> {
        let for_good = self.stopped_for_good();
        let (deadline, progress) = (self.deadline, self.progress);
        let mut needed = self.needed.clone().with_deadline(deadline);
        let quotient = self.probed(game)?;
        if !for_good && !quotient.covers(position) {
            let largest = position.iter().copied().max().unwrap_or(0);
            if let Some(left) = deadline.remaining().filter(|_| progress) {
                quotient.show_progress(left);
            }
            let extended = quotient.extend_to(largest, &mut needed);
            quotient.hide_progress();
            // The stop, if any; `None` for an error that is no stop.
            let stop = match &extended {
                Ok(()) => Some(None),
                Err(error) => quotient.stop(error).map(Some),
            };
            match stop {
                Some(stop) => self.stop = stop,
                None => self.failed = true,
            }
            self.needed = needed;
        }
        self.quotient
            .as_ref()?
            .as_ref()
            .filter(|q| q.covers(position))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::misere::MisereSumSolver;
    use crate::engine::misere::brute_force::{BruteForce, misere_game, positions_of_tokens};
    use crate::engine::misere::sums::MisereSums;
    use crate::engine::{EngineError, Method, Note, Outcome, Solver, StopCause};

    /// Twenty octal codes: tame ones, ones whose quotient is proved for all heaps, and
    /// wild ones whose quotient the memory limit below stops before 30 tokens.
    const CODES: [&str; 20] = [
        "0.77", "0.07", "0.137", "0.6", "0.71", "0.53", "0.75", "0.31", "0.34", "0.72", "0.15",
        "0.44", "0.54", "4.7", "0.644", "0.704", "0.25", "0.123", "0.35", "0.16",
    ];

    /// The memory limit of the solvers below (units): a few megabytes a structure, so the
    /// wild codes stop by it, at the same heap on every machine.
    const MEMORY: u64 = 200_000;

    /// Every misère sum of at most 30 tokens of each code, answered as `sg solve` does
    /// (the quotient built on demand under the solver's limits, the search where it stops
    /// short), against the search over reduced sums (itself checked against the plain
    /// recursion in the misère checks).
    #[test]
    fn every_sum_up_to_30_tokens_agrees_with_the_search() {
        let positions = positions_of_tokens(30);
        let mut stopped = 0;
        for code in CODES {
            let game = misere_game(&format!("move octal {code}"));
            let mut solver = MisereSumSolver::new(&game, MEMORY).without_quick_search();
            let mut search = MisereSums::values(&game, crate::engine::DEFAULT_MAX_STATES);
            let mut answered = 0;
            for position in &positions {
                let is_p = search.value(position).unwrap() == 0;
                if let Some(outcome) = solver.quotient_outcome(position) {
                    answered += 1;
                    assert_eq!(outcome == Outcome::P, is_p, "{code}: {position:?}");
                }
            }
            assert!(answered > 100, "{code}: the quotient answered {answered}");
            stopped += usize::from(solver.quotient_stop().is_some());
        }
        assert!(
            stopped >= 2,
            "{stopped} quotients stopped short of 30 tokens"
        );
    }

    /// The winning moves of every sum of at most 12 tokens, answered by a solver (from
    /// the quotient where it covers the position), are the options the plain recursion
    /// finds P.
    #[test]
    fn winning_moves_of_small_sums_are_the_options_the_recursion_finds_p() {
        for code in CODES {
            let game = misere_game(&format!("move octal {code}"));
            let mut brute = BruteForce::new(&game);
            let mut solver = Solver::new(&game, MEMORY).with_max_moves(usize::MAX);
            for position in positions_of_tokens(12) {
                let analysis = solver.analyse(&position).unwrap();
                let found: Vec<Vec<u64>> = analysis
                    .winning_moves
                    .listed
                    .iter()
                    .map(|m| m.to.numbers().expect("heaps").to_vec())
                    .collect();
                assert_eq!(
                    found,
                    brute.winning_targets(&position),
                    "{code}: {position:?}"
                );
                assert_eq!(
                    analysis.outcome == Outcome::P,
                    brute.value(&position) == 0,
                    "{code}: {position:?}"
                );
            }
        }
    }

    /// The note of a quotient's stop, if the analysis has one.
    fn stop_note(analysis: &crate::engine::Analysis) -> Option<crate::engine::QuotientStop> {
        analysis.notes.iter().find_map(|note| match note {
            Note::QuotientStopped(stop) => Some(*stop),
            _ => None,
        })
    }

    /// Past the heaps Dawson's Kayles' quotient covers after its first try, a position of
    /// few tokens is answered by a short search, the quotient not built further (no stop
    /// to tell). A position the short search does not answer has the quotient built
    /// further first, to where the memory limit stops it: the search's error then says
    /// both. Past that stop the search answers and says where and why the quotient
    /// stopped and what it proved; below it the quotient answers. All agree with the
    /// search alone.
    #[test]
    fn past_the_quotient_the_search_answers_and_says_why() {
        let game = misere_game("move octal 0.07");
        let mut solver = Solver::new(&game, MEMORY);
        let mut search = MisereSums::values(&game, crate::engine::DEFAULT_MAX_STATES);
        let mut agrees = |analysis: &crate::engine::Analysis, position: &[u64]| {
            analysis.outcome == Outcome::P && search.value(position).unwrap() == 0
                || analysis.outcome == Outcome::N && search.value(position).unwrap() != 0
        };
        let analysis = solver.analyse(&[40, 3]).unwrap();
        assert_eq!(analysis.method, Method::MisereSearch);
        assert_eq!(stop_note(&analysis), None);
        assert!(agrees(&analysis, &[40, 3]));
        // A position the search cannot answer within its limit either: the error says
        // both.
        let err = solver.analyse(&[60, 50, 40]).unwrap_err();
        let EngineError::MisereUnanswered {
            search: cause,
            stop,
        } = &err
        else {
            panic!("{err}");
        };
        assert_eq!(**cause, EngineError::StateLimit { limit: MEMORY });
        assert_eq!(stop.cause, StopCause::Memory { limit: MEMORY });
        assert!(stop.heap > 30 && stop.heap <= 40, "{stop:?}");
        assert!(stop.order > 2 && stop.p_portion > 0 && stop.generators > 1);
        assert!(
            err.to_string()
                .contains("tried first, is proved for heaps up to")
        );
        let analysis = solver.analyse(&[41, 3]).unwrap();
        assert_eq!(analysis.method, Method::MisereSearch);
        assert_eq!(stop_note(&analysis), Some(*stop));
        assert!(agrees(&analysis, &[41, 3]));
        // A position below the heap it stopped at is the quotient's, with no note.
        let below = [stop.heap - 1, 2, 1];
        let analysis = solver.analyse(&below).unwrap();
        assert!(matches!(analysis.method, Method::MisereQuotient(_)));
        assert_eq!(stop_note(&analysis), None);
        assert!(agrees(&analysis, &below));
    }

    /// A fixed allowance of work stops the heaps positions need for good, and the
    /// quotient keeps answering what it covers.
    #[test]
    fn a_stop_by_work_is_kept_and_the_covered_heaps_still_answer() {
        let game = misere_game("move octal 4.7");
        let mut on_demand = QuotientOnDemand::new(MEMORY).with_needed_work(1);
        let covered = on_demand
            .covering(&game, &[1])
            .expect("heap 1 in the probe")
            .largest();
        assert!(on_demand.covering(&game, &[covered + 1]).is_none());
        let stop = on_demand.stop().expect("a stop");
        assert_eq!(stop.heap, covered + 1);
        assert_eq!(stop.cause, StopCause::Work { limit: 1 });
        assert!(on_demand.covering(&game, &[covered]).is_some());
        assert_eq!(on_demand.stop(), Some(stop), "kept for good");
    }
}
