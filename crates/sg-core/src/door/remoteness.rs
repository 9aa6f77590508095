//! The search over whole positions of a sum: who wins and in how many moves. Remoteness is
//! Steinhaus's: 0 for a position with no move; from a won position, 1 + the least
//! remoteness of the options that leave the opponent lost (the winner hurries); from a
//! lost position, 1 + the greatest remoteness of all options (the loser delays). It is
//! what a person sees as "win in 5".
//!
//! Where the values of the parts decide the outcomes (normal play, or one game alone), the
//! search asks the engine for them and follows only what it must: from a won position the
//! options that win, from a lost one all options. A misère sum of several games has no such
//! theorem, and the same search then decides the outcome too. The search is the engine's
//! one remoteness search ([`crate::engine::RemotenessSearch`]: an explicit stack, the
//! cycle check, the budget, the deadline) over canonical positions; it keeps what it found
//! for the next question, and stops for good at the first limit it meets, which it names
//! ([`Stop`]): its budget
//! of positions (the smaller of [`super::search_memo::MOST_POSITIONS`] and
//! `--max-states`), the memory of the positions the games keep (`--max-states`), its work
//! (the numbers of the positions of the moves it looks at), a position with too many
//! moves, or the question's deadline (`--max-time`). A remoteness is then not known, and
//! the answer says why; a misère sum of several games is refused with the limit named.
//! Games with cycles have no remoteness here (their parts are answered by the loopy
//! analysis). A game alone whose engine searches remoteness itself (a board as bit sets)
//! is answered by that engine.

use crate::engine::{Outcome, RemotenessSearch, SearchStop};
use crate::error::Error;

use super::part::{Id, Listing};
use super::search_memo::{Found, Stop};
use super::sum::SumEngine;

/// The most numbers the positions of one position's moves may hold (they are listed at
/// once): about 4 MB.
const MOST_NUMBERS: u64 = 500_000;
/// The most numbers the positions of the moves all searches of one engine look at may
/// hold: the work of the search, a few seconds.
const MOST_WORK: u64 = 100 * MOST_NUMBERS;
/// A position with more moves than this is not searched: its remoteness would need more
/// positions than the search keeps.
const MOST_MOVES: u64 = 10_000;
/// Positions wider than this (heaps, components, tokens in all) are not searched: each
/// of their options is as wide.
pub(crate) const MOST_WIDTH: usize = 1024;

impl SumEngine<'_> {
    /// The remoteness of `at`, or why the search did not find it (a game with cycles has
    /// none).
    pub(crate) fn remoteness_of(&mut self, at: &[Id]) -> Result<Result<u32, Stop>, Error> {
        if self.has_cycles() {
            return Ok(Err(Stop::Cycle));
        }
        if let [part] = &mut self.parts[..]
            && let Some(found) = part.remoteness(at[0])
        {
            return Ok(found?.ok_or(Stop::EngineBudget));
        }
        Ok(self.search(at)?.map(|found| found.remoteness))
    }

    /// The outcome of a misère sum of several games, by the search; past its limits, an
    /// error that names the limit.
    pub(crate) fn searched_outcome(&mut self, at: &[Id]) -> Result<Outcome, Error> {
        self.search(at)?.map(|found| found.outcome).map_err(|stop| {
            Error::new(format!(
                "a misere sum of different games is answered by a search over whole positions, and this one stopped: {stop}; the misere quotient of one game answers sums of its own positions (give them as one game)"
            ))
        })
    }

    /// The canonical form of a position of the sum: two positions are the same game
    /// exactly when their keys are equal.
    pub(crate) fn key(&mut self, at: &[Id]) -> Vec<Id> {
        self.parts
            .iter_mut()
            .zip(at)
            .map(|(part, &p)| part.canonical(p))
            .collect()
    }

    /// How many parts the position has in all.
    pub(crate) fn width(&self, at: &[Id]) -> usize {
        self.parts
            .iter()
            .zip(at)
            .map(|(part, &p)| part.width(p))
            .sum()
    }

    /// The options of the canonical position `key` that the search follows, and its
    /// outcome where the engine knows it; or why the search stops.
    fn expand(&mut self, key: &[Id]) -> Result<(Vec<Vec<Id>>, Option<Outcome>), Halt> {
        let width = self.width(key).max(1) as u64;
        if width > MOST_WIDTH as u64 {
            return Err(Halt::Stop(Stop::Width { limit: MOST_WIDTH }));
        }
        let limit = Listing {
            moves: usize::try_from((MOST_NUMBERS / width).min(MOST_MOVES)).unwrap_or(usize::MAX),
            parts: usize::try_from(MOST_NUMBERS).unwrap_or(usize::MAX),
        };
        let (moves, complete) = self.moves(key, limit, false)?;
        if !complete {
            return Err(Halt::Stop(Stop::Moves {
                moves: MOST_MOVES,
                numbers: MOST_NUMBERS,
            }));
        }
        // A move can leave a position wider than `key` (a coin turned into a run of coins):
        // the work is the width of the positions the moves lead to.
        let seen: u64 = moves
            .iter()
            .map(|mv| {
                let part = &self.parts[mv.part];
                let rest = width - (part.width(key[mv.part]) as u64).min(width);
                rest + part.width(mv.mv.to) as u64
            })
            .sum();
        self.remoteness.work += seen;
        // The games keep every position met, each under its id.
        let kept: u64 = self.parts.iter().map(|p| p.kept()).sum();
        if self.remoteness.work > MOST_WORK {
            return Err(Halt::Stop(Stop::Work { limit: MOST_WORK }));
        }
        if kept > self.limits.max_states {
            return Err(Halt::Stop(Stop::Memory {
                limit: self.limits.max_states,
            }));
        }
        let known = if self.adds_values() {
            Some(self.outcome(key)?)
        } else {
            None
        };
        // From a won position only the winning options matter.
        let moves = if known == Some(Outcome::N) {
            let outcomes = self.outcomes_after(key, &moves)?;
            moves
                .into_iter()
                .zip(outcomes)
                .filter(|(_, o)| *o == Outcome::P)
                .map(|(mv, _)| mv)
                .collect()
        } else {
            moves
        };
        let mut options = Vec::with_capacity(moves.len());
        for mv in &moves {
            let after = Self::after(key, mv);
            options.push(self.key(&after));
        }
        Ok((options, known))
    }

    /// What the search finds of `at`, or why it stopped: the engine's one remoteness
    /// search, each position expanded as above; a stop other than a position too wide is
    /// for good.
    fn search(&mut self, at: &[Id]) -> Result<Result<Found, Stop>, Error> {
        let root = self.key(at);
        if let Some(found) = self.remoteness.search.known(&root) {
            return Ok(Ok(found));
        }
        if let Some(stop) = &self.remoteness.stopped {
            return Ok(Err(stop.clone()));
        }
        // The search is lent out while it asks this engine for each position's options.
        let mut search = std::mem::replace(&mut self.remoteness.search, RemotenessSearch::new(0));
        let play = self.play;
        let found = search.value(
            &root,
            &mut |key: &Vec<Id>| self.expand(key),
            &|known, options| Found::of(*known, play, options),
        );
        self.remoteness.search = search;
        let stop = match found {
            Ok(found) => return Ok(Ok(found)),
            Err(SearchStop::Game(Halt::Failed(e))) => return Err(e),
            Err(SearchStop::Game(Halt::Stop(stop @ Stop::Width { .. }))) => return Ok(Err(stop)),
            Err(SearchStop::Game(Halt::Stop(stop))) => stop,
            Err(SearchStop::Limit(limit)) => Stop::Positions { limit },
            Err(SearchStop::Cycle) => Stop::Cycle,
            Err(SearchStop::Late(late)) => Stop::Time(late.to_string()),
        };
        Ok(self.remoteness.stop(stop))
    }
}

/// Why expanding a position stops the search: a limit met, or an error.
enum Halt {
    Stop(Stop),
    Failed(Error),
}

impl From<Error> for Halt {
    fn from(error: Error) -> Halt {
        Halt::Failed(error)
    }
}
