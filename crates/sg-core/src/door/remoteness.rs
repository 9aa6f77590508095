//! The search over whole positions of a sum: who wins and in how many moves. Remoteness is
//! Steinhaus's: 0 for a position with no move; from a won position, 1 + the least
//! remoteness of the options that leave the opponent lost (the winner hurries); from a
//! lost position, 1 + the greatest remoteness of all options (the loser delays). It is
//! what a person sees as "win in 5".
//!
//! Where the values of the parts decide the outcomes (normal play, or one game alone), the
//! search asks the engine for them and follows only what it must: from a won position the
//! options that win, from a lost one all options. A misère sum of several games has no such
//! theorem, and the same search then decides the outcome too. The search runs on an
//! explicit stack over canonical positions, keeps what it found for the next question,
//! and stops for good at the first limit it meets, which it names ([`Stop`]): its budget
//! of positions (the smaller of [`super::search_memo::MOST_POSITIONS`] and
//! `--max-states`), the memory of the positions the games keep (`--max-states`), its work
//! (the numbers of the positions of the moves it looks at), a position with too many
//! moves, or the question's deadline (`--max-time`). A remoteness is then not known, and
//! the answer says why; a misère sum of several games is refused with the limit named.
//! Games with cycles have no remoteness here (their parts are answered by the loopy
//! analysis). A game alone whose engine searches remoteness itself (a board as bit sets)
//! is answered by that engine.

use hashbrown::HashSet;

use crate::engine::Outcome;
use crate::error::Error;

use super::part::{Id, Listing};
use super::search_memo::{Found, Frame, Stop};
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

    /// A new frame for the canonical position `key`, or why the search stops.
    fn frame(&mut self, key: Vec<Id>) -> Result<Result<Frame, Stop>, Error> {
        if let Some(stop) = &self.remoteness.stopped {
            return Ok(Err(stop.clone()));
        }
        if let Err(late) = self.remoteness.deadline.check() {
            return Ok(self.remoteness.stop(Stop::Time(late.to_string())));
        }
        let width = self.width(&key).max(1) as u64;
        if width > MOST_WIDTH as u64 {
            return Ok(Err(Stop::Width { limit: MOST_WIDTH }));
        }
        let limit = Listing {
            moves: usize::try_from((MOST_NUMBERS / width).min(MOST_MOVES)).unwrap_or(usize::MAX),
            parts: usize::try_from(MOST_NUMBERS).unwrap_or(usize::MAX),
        };
        let (moves, complete) = self.moves(&key, limit, false)?;
        if !complete {
            return Ok(self.remoteness.stop(Stop::Moves {
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
        let stop = if self.remoteness.work > MOST_WORK {
            Some(Stop::Work { limit: MOST_WORK })
        } else if self.remoteness.found.len() as u64 >= self.remoteness.budget {
            Some(Stop::Positions {
                limit: self.remoteness.budget,
            })
        } else if kept > self.limits.max_states {
            Some(Stop::Memory {
                limit: self.limits.max_states,
            })
        } else {
            None
        };
        if let Some(stop) = stop {
            return Ok(self.remoteness.stop(stop));
        }
        let known = if self.adds_values() {
            Some(self.outcome(&key)?)
        } else {
            None
        };
        // From a won position only the winning options matter.
        let moves = if known == Some(Outcome::N) {
            let outcomes = self.outcomes_after(&key, &moves)?;
            moves
                .into_iter()
                .zip(outcomes)
                .filter(|(_, o)| *o == Outcome::P)
                .map(|(mv, _)| mv)
                .collect()
        } else {
            moves
        };
        let mut children = Vec::with_capacity(moves.len());
        for mv in &moves {
            let after = Self::after(&key, mv);
            children.push(self.key(&after));
        }
        Ok(Ok(Frame {
            key,
            known,
            children,
            next: 0,
            fastest_win: None,
            slowest: 0,
        }))
    }

    /// What the search finds of `at`, or why it stopped.
    fn search(&mut self, at: &[Id]) -> Result<Result<Found, Stop>, Error> {
        let root = self.key(at);
        if let Some(&found) = self.remoteness.found.get(&root) {
            return Ok(Ok(found));
        }
        let first = match self.frame(root.clone())? {
            Ok(frame) => frame,
            Err(stop) => return Ok(Err(stop)),
        };
        let mut on_stack: HashSet<Vec<Id>> = HashSet::new();
        on_stack.insert(root.clone());
        let mut stack = vec![first];
        while let Some(top) = stack.last_mut() {
            if let Some(child) = top.children.get(top.next).cloned() {
                if let Some(&found) = self.remoteness.found.get(&child) {
                    top.take(found);
                    continue;
                }
                if !on_stack.insert(child.clone()) {
                    // Play came back to a position on the way: no remoteness in this game.
                    return Ok(self.remoteness.stop(Stop::Cycle));
                }
                match self.frame(child)? {
                    Ok(frame) => stack.push(frame),
                    Err(stop) => return Ok(Err(stop)),
                }
                continue;
            }
            let done = stack.pop().expect("the top frame");
            let found = done.result(self.play);
            on_stack.remove(&done.key);
            self.remoteness.found.insert(done.key, found);
            if let Some(parent) = stack.last_mut() {
                parent.take(found);
            }
        }
        Ok(Ok(self.remoteness.found[&root]))
    }
}
