//! What the search over whole positions of a sum ([`super::remoteness`]) has found, kept
//! between questions: each canonical position's outcome and remoteness (in the engine's
//! one remoteness search), how much of its work the search has spent, and why it stopped.

use crate::engine::{Deadline, Outcome, RemotenessSearch};
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

/// Why the search stopped without an answer: for good, except for a position too wide
/// (the next question may be about a narrower one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Stop {
    /// It keeps `limit` positions.
    Positions { limit: u64 },
    /// The positions the games keep take more than `limit` units of memory
    /// (`--max-states`).
    Memory { limit: u64 },
    /// It looked at moves to positions of `limit` numbers in all.
    Work { limit: u64 },
    /// A position has more than `moves` moves, or its moves lead to positions of more
    /// than `numbers` numbers in all.
    Moves { moves: u64, numbers: u64 },
    /// The position has more than `limit` parts.
    Width { limit: usize },
    /// The question's deadline passed (its error, in words).
    Time(String),
    /// Play can come back to a position: there is no remoteness.
    Cycle,
    /// The engine's own search over whole positions met its budget.
    EngineBudget,
}

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stop::Positions { limit } => write!(
                f,
                "the search passes its limit of {limit} positions (the smaller of --max-states and {MOST_POSITIONS})"
            ),
            Stop::Memory { limit } => write!(
                f,
                "the positions the search meets take more than the limit of {limit} (--max-states)"
            ),
            Stop::Work { limit } => write!(
                f,
                "the search looked at moves to positions of {limit} numbers in all, its limit"
            ),
            Stop::Moves { moves, numbers } => write!(
                f,
                "a position has more than {moves} moves, or moves to positions of more than {numbers} numbers in all"
            ),
            Stop::Width { limit } => write!(f, "the position has more than {limit} parts"),
            Stop::Time(why) => write!(f, "{why}"),
            Stop::Cycle => write!(f, "play can come back to a position"),
            Stop::EngineBudget => write!(
                f,
                "the engine's own search passed its budget (a board of pieces: {} positions kept, or {} pieces searched to decide who wins after its moves; Geography by its theorem: the search for the value, {} positions)",
                crate::engine::BOARD_REMOTENESS_POSITIONS,
                crate::engine::BOARD_REMOTENESS_PIECES,
                crate::engine::GEOGRAPHY_VALUE_SEARCH
            ),
        }
    }
}

/// The memory of the search, kept between questions.
pub(crate) struct Remoteness {
    /// What it found of each canonical position; it keeps at most the smaller of
    /// `--max-states` and [`MOST_POSITIONS`] positions and reads the question's deadline.
    pub(crate) search: RemotenessSearch<Vec<Id>, Found>,
    /// Numbers in the positions of the moves looked at by all searches: its work.
    pub(crate) work: u64,
    /// Why it stopped for good, once it has.
    pub(crate) stopped: Option<Stop>,
}

impl Remoteness {
    /// A search that keeps at most `max_states` positions (and at most [`MOST_POSITIONS`])
    /// and stops at `deadline`.
    pub(crate) fn new(max_states: u64, deadline: Deadline) -> Remoteness {
        let mut search = RemotenessSearch::new(max_states.min(MOST_POSITIONS));
        search.set_deadline(deadline);
        Remoteness {
            search,
            work: 0,
            stopped: None,
        }
    }

    /// Stops the search for good, for `why`.
    pub(crate) fn stop<T>(&mut self, why: Stop) -> Result<T, Stop> {
        self.stopped = Some(why.clone());
        Err(why)
    }
}

impl Found {
    /// What the search finds of a position with these options (those it follows: from a
    /// won position the winning ones), given its outcome where the engine knows it: from
    /// a won position, 1 + the least remoteness of an option lost for the player who moves
    /// into it; from a lost one, 1 + the greatest remoteness of all.
    pub(crate) fn of(known: Option<Outcome>, play: Play, options: &[Found]) -> Found {
        if options.is_empty() {
            let outcome = match play {
                Play::Normal => Outcome::P,
                Play::Misere => Outcome::N,
            };
            return Found {
                outcome,
                remoteness: 0,
            };
        }
        let fastest_win = options
            .iter()
            .filter(|o| o.outcome == Outcome::P)
            .map(|o| o.remoteness)
            .min();
        let slowest = options.iter().map(|o| o.remoteness).max().unwrap_or(0);
        match (known, fastest_win) {
            (Some(Outcome::P), _) | (None, None) => Found {
                outcome: Outcome::P,
                remoteness: 1 + slowest,
            },
            (_, Some(fastest)) => Found {
                outcome: Outcome::N,
                remoteness: 1 + fastest,
            },
            (Some(outcome), None) => Found {
                outcome,
                remoteness: 1 + slowest,
            },
        }
    }
}
