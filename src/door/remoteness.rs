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
//! and stops for good once it has met its budget of positions (the smaller of
//! [`super::search_memo::MOST_POSITIONS`] and `--max-states`), or once one search has run
//! for `--max-time`: a remoteness is then not known, and a misère sum of several games is
//! refused with the limit named. Games with cycles have no remoteness
//! here (their parts are answered by the loopy analysis). A game alone whose engine
//! searches remoteness itself (a board as bit sets) is answered by that engine.

use hashbrown::HashSet;

use crate::engine::Outcome;
use crate::error::Error;

use super::part::{Id, Listing};
use super::search_memo::{Found, Frame};
use super::sum::SumEngine;

/// The most numbers the positions of the moves one search looks at may hold (each move's
/// position is kept): about 4 MB.
const MOST_NUMBERS: u64 = 500_000;
/// The most numbers all searches of one engine may look at: past it no search is started.
const MOST_NUMBERS_IN_ALL: u64 = 10 * MOST_NUMBERS;
/// A position with more moves than this is not searched: its remoteness would need more
/// positions than the search keeps.
const MOST_MOVES: u64 = 10_000;
/// Positions wider than this (heaps, components, tokens in all) are not searched: each
/// of their options is as wide.
pub(crate) const MOST_WIDTH: usize = 1024;

impl SumEngine<'_> {
    /// The remoteness of `at`, if the search finds it within its budget; `None` also for
    /// games with cycles.
    pub(crate) fn remoteness_of(&mut self, at: &[Id]) -> Result<Option<u32>, Error> {
        if self.has_cycles() {
            return Ok(None);
        }
        if let [part] = &mut self.parts[..]
            && let Some(found) = part.remoteness(at[0])
        {
            return found;
        }
        Ok(self.search(at)?.map(|found| found.remoteness))
    }

    /// The outcome of a misère sum of several games, by the search; past the budget, an
    /// error that names the limit.
    pub(crate) fn searched_outcome(&mut self, at: &[Id]) -> Result<Outcome, Error> {
        match self.search(at)? {
            Some(found) => Ok(found.outcome),
            None if self.remoteness.out_of_time => Err(Error::new(format!(
                "a misere sum of different games is answered by a search over whole positions, and this one ran past its time limit of {} s (--max-time); the misere quotient of one game answers sums of its own positions (give them as one game)",
                self.remoteness.max_time.map_or(0, |t| t.as_secs())
            ))),
            None => Err(Error::new(format!(
                "a misere sum of different games is answered by a search over whole positions, and this one passes its limit of {} positions; the misere quotient of one game answers sums of its own positions (give them as one game)",
                self.remoteness.budget
            ))),
        }
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

    /// A new frame for the canonical position `key`, or `None` past the budget.
    fn frame(&mut self, key: Vec<Id>) -> Result<Option<Frame>, Error> {
        if self.remoteness.past_time() {
            return Ok(None);
        }
        let budget = self.remoteness.budget;
        let width = self.width(&key).max(1) as u64;
        if width > MOST_WIDTH as u64 {
            self.remoteness.exhausted = true;
            return Ok(None);
        }
        let room = MOST_NUMBERS.saturating_sub(self.remoteness.spent);
        let limit = Listing {
            moves: usize::try_from((room / width).min(MOST_MOVES)).unwrap_or(usize::MAX),
            parts: usize::try_from(room).unwrap_or(usize::MAX),
        };
        let (moves, complete) = self.moves(&key, limit, false)?;
        // A move can leave a position wider than `key` (a coin turned into a run of coins):
        // what is spent is the width of the positions the moves lead to.
        let seen: u64 = moves
            .iter()
            .map(|mv| {
                let part = &self.parts[mv.part];
                let rest = width - (part.width(key[mv.part]) as u64).min(width);
                rest + part.width(mv.mv.to) as u64
            })
            .sum();
        self.remoteness.spent += seen;
        self.remoteness.moves_seen += seen;
        if self.remoteness.moves_seen > MOST_NUMBERS_IN_ALL
            || self.remoteness.found.len() as u64 >= budget
        {
            self.remoteness.exhausted = true;
        }
        if !complete || self.remoteness.exhausted {
            return Ok(None);
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
        Ok(Some(Frame {
            key,
            known,
            children,
            next: 0,
            fastest_win: None,
            slowest: 0,
        }))
    }

    /// What the search finds of `at`, or `None` once the budget is spent.
    fn search(&mut self, at: &[Id]) -> Result<Option<Found>, Error> {
        let root = self.key(at);
        if let Some(&found) = self.remoteness.found.get(&root) {
            return Ok(Some(found));
        }
        if self.remoteness.exhausted || self.width(&root) > MOST_WIDTH {
            return Ok(None);
        }
        self.remoteness.start();
        let Some(first) = self.frame(root.clone())? else {
            return Ok(None);
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
                    self.remoteness.exhausted = true;
                    return Ok(None);
                }
                match self.frame(child)? {
                    Some(frame) => stack.push(frame),
                    None => return Ok(None),
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
        Ok(self.remoteness.found.get(&root).copied())
    }
}
