//! What the search over whole positions of a sum ([`super::remoteness`]) has found, kept
//! between questions: each canonical position's outcome and remoteness, and how much of
//! its budget the search has spent; and the frames of its explicit stack.

use std::time::{Duration, Instant};

use hashbrown::HashMap;

use crate::engine::Outcome;
use crate::ir::Play;

use super::part::Id;

/// The most positions the search keeps.
const MOST_POSITIONS: u64 = 50_000;

/// What the search found of one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Found {
    pub(crate) outcome: Outcome,
    pub(crate) remoteness: u32,
}

/// The memory of the search, kept between questions.
pub(crate) struct Remoteness {
    pub(crate) found: HashMap<Vec<Id>, Found>,
    pub(crate) budget: u64,
    /// Numbers in the positions of the moves looked at by all searches.
    pub(crate) moves_seen: u64,
    /// The same, by the search under way.
    pub(crate) spent: u64,
    pub(crate) exhausted: bool,
    /// How long one search may run (`--max-time`), when it may not run for ever.
    pub(crate) max_time: Option<Duration>,
    /// When the search under way started.
    pub(crate) started: Instant,
    /// Set when a search ran out of time (and so the search is exhausted).
    pub(crate) out_of_time: bool,
}

impl Remoteness {
    /// A search that keeps at most `max_states` positions (and at most [`MOST_POSITIONS`])
    /// and runs at most `max_time` for one question.
    pub(crate) fn new(max_states: u64, max_time: Option<Duration>) -> Remoteness {
        Remoteness {
            found: HashMap::new(),
            budget: max_states.min(MOST_POSITIONS),
            moves_seen: 0,
            spent: 0,
            exhausted: false,
            max_time,
            started: Instant::now(),
            out_of_time: false,
        }
    }

    /// A search starts: nothing of it spent yet, its clock from now.
    pub(crate) fn start(&mut self) {
        self.spent = 0;
        self.started = Instant::now();
    }

    /// Whether the search under way has used up its time (it is then exhausted for good).
    pub(crate) fn past_time(&mut self) -> bool {
        if self
            .max_time
            .is_some_and(|limit| self.started.elapsed() >= limit)
        {
            self.exhausted = true;
            self.out_of_time = true;
        }
        self.out_of_time
    }
}

/// A position on the search's stack.
pub(crate) struct Frame {
    pub(crate) key: Vec<Id>,
    /// Its outcome, where the engine knows it.
    pub(crate) known: Option<Outcome>,
    pub(crate) children: Vec<Vec<Id>>,
    pub(crate) next: usize,
    /// The least remoteness of an option lost for the player who moves into it.
    pub(crate) fastest_win: Option<u32>,
    /// The greatest remoteness of any option.
    pub(crate) slowest: u32,
}

impl Frame {
    pub(crate) fn take(&mut self, child: Found) {
        if child.outcome == Outcome::P {
            self.fastest_win = Some(
                self.fastest_win
                    .map_or(child.remoteness, |r| r.min(child.remoteness)),
            );
        }
        self.slowest = self.slowest.max(child.remoteness);
        self.next += 1;
    }

    pub(crate) fn result(&self, play: Play) -> Found {
        if self.children.is_empty() {
            let outcome = match play {
                Play::Normal => Outcome::P,
                Play::Misere => Outcome::N,
            };
            return Found {
                outcome,
                remoteness: 0,
            };
        }
        match (self.known, self.fastest_win) {
            (Some(Outcome::P), _) | (None, None) => Found {
                outcome: Outcome::P,
                remoteness: 1 + self.slowest,
            },
            (_, Some(fastest)) => Found {
                outcome: Outcome::N,
                remoteness: 1 + fastest,
            },
            (Some(outcome), None) => Found {
                outcome,
                remoteness: 1 + self.slowest,
            },
        }
    }
}
