//! Misère play of a game whose every rule touches one heap: positions are sums, but
//! Sprague–Grundy does not add them up. The methods, fastest first:
//!
//! 1. the game's misère quotient ([`super::quotient`]), built on demand as far as the
//!    position's heaps (or for all heaps, once a period is proved): the outcome and every
//!    winning move of any sum of covered heaps in milliseconds, whatever their sizes.
//!    Where the quotient would have to be built further, a search of at most
//!    [`QUICK_SEARCH_STATES`] states (an eighth of its limit) goes first: a position of
//!    few tokens is answered in a fraction of a second that way (Dawson's Kayles at heap
//!    40: under 25 000 states), where building its quotient past heap 33 takes minutes;
//! 2. the tame rule ([`super::tame`]), when every heap is tame: G⁻ and the genus at once;
//! 3. the memoized search over reduced sums ([`super::sums`]), which also gives the genus.
//!
//! G⁻ and the genus are what the quotient does not give: they are searched for positions
//! of at most [`SEARCHED_TOKENS`] tokens only, and a genus whose search passes the state
//! limit is left out with a note (the outcome does not need it).

use super::quotient::QuotientOnDemand;
use super::sums::MisereSums;
use super::tame::{Tame, TameHeaps, tame_genus, tame_value};
use crate::engine::analysis::Method;
use crate::engine::analysis::{Analysis, Note, Outcome};
use crate::engine::deadline::Deadline;
use crate::engine::error::EngineError;
use crate::engine::genus::Genus;
use crate::engine::heap_values::HeapValues;
use crate::ir::Game;

/// The most states a search may add to answer a position before the quotient is built
/// further for it (and at most an eighth of the search's limit, so that a search the
/// short one leaves unanswered has room after the quotient).
const QUICK_SEARCH_STATES: u64 = 250_000;

/// Positions of at most this many tokens also get G⁻ and the genus when the quotient
/// answers them.
const SEARCHED_TOKENS: u64 = 24;

pub(crate) struct MisereSumSolver<'g> {
    game: &'g Game,
    /// The search for values; replaced by one that keeps every level once a genus is
    /// asked for (which then serves the values too).
    sums: MisereSums<'g>,
    genera: bool,
    /// Whether the search draws a progress bar.
    progress: bool,
    kernel: HeapValues,
    tame: TameHeaps,
    limit: u64,
    /// Boxed: it would make every solver that holds a misère search large.
    quotient: Box<QuotientOnDemand>,
    /// The deadline of the question under way, for the searches made later too.
    deadline: Deadline,
    /// How the last outcome asked for was found (the quotient, or else the search).
    last_method: Method,
    /// The states of the search tried before the quotient is built further.
    quick_search: u64,
}

impl<'g> MisereSumSolver<'g> {
    pub(crate) fn new(game: &'g Game, limit: u64) -> MisereSumSolver<'g> {
        MisereSumSolver {
            game,
            sums: MisereSums::values(game, limit),
            genera: false,
            progress: false,
            kernel: HeapValues::new(game),
            tame: TameHeaps::new(),
            limit,
            quotient: Box::new(QuotientOnDemand::new(limit)),
            deadline: Deadline::unlimited(),
            last_method: Method::MisereSearch,
            quick_search: QUICK_SEARCH_STATES.min(limit / 8),
        }
    }

    /// The same, building the quotient as far as any position needs before searching.
    #[cfg(test)]
    pub(crate) fn without_quick_search(mut self) -> MisereSumSolver<'g> {
        self.quick_search = 0;
        self
    }

    /// Whether a search of at most `quick_search` new states answers `position`
    /// where the quotient would have to be built further to (its value is then memoized
    /// for the answer that follows).
    fn searched_quickly(&mut self, position: &[u64]) -> bool {
        self.quick_search > 0
            && self.quotient.would_extend(self.game, position)
            && self.sums.value_within(position, self.quick_search).is_ok()
    }

    /// Keeps the process within `bytes` bytes while the quotient is built.
    pub(crate) fn set_max_memory(&mut self, bytes: u64) {
        self.quotient.set_max_memory(bytes);
    }

    /// Stops building the quotient, and refuses a search, for a question past `deadline`.
    pub(crate) fn set_deadline(&mut self, deadline: Deadline) {
        self.deadline = deadline;
        self.quotient.set_deadline(deadline);
        self.sums.set_deadline(deadline);
        self.kernel.set_deadline(deadline);
    }

    /// Draw a progress bar on stderr (when it is a terminal) while the search, or the
    /// quotient's construction, takes long.
    pub(crate) fn show_progress(&mut self, on: bool) {
        self.progress = on;
        self.sums.show_progress(on);
        self.quotient.show_progress(on);
    }

    /// The tame pairs of the position's heaps, when every heap is tame.
    fn tame_heaps(&mut self, position: &[u64]) -> Result<Option<Vec<Tame>>, EngineError> {
        let mut components = Vec::with_capacity(position.len());
        for &heap in position {
            match self.tame.heap(
                self.game,
                &mut self.kernel,
                &mut self.sums,
                heap,
                self.limit,
            )? {
                Some(tame) => components.push(tame),
                None => return Ok(None),
            }
        }
        Ok(Some(components))
    }

    /// G⁻ of the position by the tame rule, when every heap is tame.
    pub(crate) fn tame_value(&mut self, position: &[u64]) -> Result<Option<u64>, EngineError> {
        Ok(self.tame_heaps(position)?.map(|heaps| tame_value(&heaps)))
    }

    /// G⁻ of the position by the search, whatever its heaps.
    pub(crate) fn searched_value(&mut self, position: &[u64]) -> Result<u64, EngineError> {
        self.sums.value(position)
    }

    /// G⁻ of the position and how it was found.
    pub(crate) fn value(&mut self, position: &[u64]) -> Result<(u64, Method), EngineError> {
        Ok(match self.tame_value(position)? {
            Some(value) => (value, Method::MisereTame),
            None => (self.searched_value(position)?, Method::MisereSearch),
        })
    }

    /// The genus of the position taken as one game, by the search.
    pub(crate) fn genus(&mut self, position: &[u64]) -> Result<Genus, EngineError> {
        let mut normal = 0;
        for &heap in position {
            normal ^= self.kernel.value(self.game, heap, self.limit)?;
        }
        if !self.genera {
            self.sums = MisereSums::genera(self.game, self.limit);
            self.sums.show_progress(self.progress);
            self.sums.set_deadline(self.deadline);
            self.genera = true;
        }
        let (sequence, start) = self.sums.genus_sequence(position)?;
        Ok(Genus::new(normal, &sequence, start))
    }

    /// The genus for an analysis: by the tame rule when every heap is tame, else by the
    /// search; `None` (and the note why) when the search passes the state limit.
    pub(crate) fn analysis_genus(
        &mut self,
        position: &[u64],
    ) -> Result<(Option<Genus>, Option<Note>), EngineError> {
        if let Some(heaps) = self.tame_heaps(position)? {
            return Ok((Some(tame_genus(&heaps)), None));
        }
        let genus = self.genus(position);
        within_limit(genus)
    }

    /// Who wins `position`, when the game's misère quotient covers it (built on demand):
    /// its element lies in the P-portion or not, with no move looked at.
    pub(crate) fn quotient_outcome(&mut self, position: &[u64]) -> Option<Outcome> {
        self.last_method = Method::MisereSearch;
        if self.searched_quickly(position) {
            return None;
        }
        let quotient = self.quotient.covering(self.game, position)?;
        let outcome = quotient.outcome(position)?;
        self.last_method = Method::MisereQuotient(quotient.scope());
        Some(outcome)
    }

    /// How the last outcome asked for ([`Self::quotient_outcome`]) was found: the
    /// quotient, or (where it did not cover the position) the search.
    pub(crate) fn last_method(&self) -> Method {
        self.last_method
    }

    /// Why the game's misère quotient stopped short of the heaps of a position asked
    /// about, when it did.
    pub(crate) fn quotient_stop(&self) -> Option<crate::engine::QuotientStop> {
        self.quotient.stop()
    }

    /// The analysis of `position` from the game's misère quotient, when one covers it
    /// (built on demand); `None` when none does, and the other methods answer.
    pub(crate) fn quotient_analysis(
        &mut self,
        position: &[u64],
        max_moves: usize,
    ) -> Result<Option<Analysis>, EngineError> {
        if self.searched_quickly(position) {
            return Ok(None);
        }
        let Some(quotient) = self.quotient.covering(self.game, position) else {
            return Ok(None);
        };
        let mut analysis = quotient.analyse(self.game, position, max_moves, self.deadline)?;
        let tokens = position
            .iter()
            .try_fold(0u64, |all, &heap| all.checked_add(heap));
        if tokens.is_some_and(|tokens| tokens <= SEARCHED_TOKENS) {
            let (value, note) = within_limit(self.value(position).map(|(value, _)| value))?;
            analysis.misere_value = value;
            let (genus, genus_note) = self.analysis_genus(position)?;
            analysis.genus = genus;
            analysis.notes.extend(note.or(genus_note));
        } else {
            analysis.notes.push(Note::QuotientGivesOutcome);
        }
        Ok(Some(analysis))
    }
}

/// A searched answer, or the note that its search passed the state limit.
fn within_limit<T>(
    answer: Result<T, EngineError>,
) -> Result<(Option<T>, Option<Note>), EngineError> {
    match answer {
        Ok(answer) => Ok((Some(answer), None)),
        Err(EngineError::StateLimit { limit }) => Ok((None, Some(Note::NotSearched { limit }))),
        Err(EngineError::TimeLimit { seconds }) => {
            Ok((None, Some(Note::NotSearchedInTime { seconds })))
        }
        Err(other) => Err(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_past_its_limits_leaves_a_note_and_other_errors_pass() {
        let state = within_limit::<u64>(Err(EngineError::StateLimit { limit: 7 }));
        assert_eq!(state.unwrap(), (None, Some(Note::NotSearched { limit: 7 })));
        let time = within_limit::<u64>(Err(EngineError::TimeLimit { seconds: 3 }));
        assert_eq!(
            time.unwrap(),
            (None, Some(Note::NotSearchedInTime { seconds: 3 }))
        );
        let found = within_limit(Ok(5u64));
        assert_eq!(found.unwrap(), (Some(5), None));
        let other = within_limit::<u64>(Err(EngineError::QuotientNotSum));
        assert!(other.is_err());
    }
}
