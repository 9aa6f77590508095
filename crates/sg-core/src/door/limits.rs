//! How far the engine may go for one question: memory (positions kept, and the bytes a
//! misère quotient's construction may bring the process to), work estimated before a
//! computation starts, how many moves an answer lists, how long the question may
//! run, and whether a long computation draws a progress bar. Every consumer of the front
//! door passes the same limits; the command line sets them from its options, the web page
//! from its budget. The time limit becomes one [`Deadline`] per question, which the door
//! gives every engine it makes for it ([`super::solvable::limited_engine`]).

use std::time::Duration;

use crate::engine::{
    DEFAULT_MAX_MOVES, DEFAULT_MAX_STATES, DEFAULT_MAX_WORK, Deadline, default_max_memory,
};

/// The bounds of one question to the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most positions (or heap values) the engine keeps in memory (`--max-states`).
    pub max_states: u64,
    /// The most steps a computation of heap values or a line table may take, estimated
    /// before it starts (`--max-work`).
    pub max_work: u64,
    /// The most winning moves (and options) an answer lists; all are counted.
    pub max_moves: usize,
    /// How long one question may run (`--max-time`; `None`: no limit): every engine of
    /// the question reads one [`Deadline`] started with it. The state limit bounds what a
    /// search keeps, not how long its moves take.
    pub max_time: Option<Duration>,
    /// Whether long computations draw a progress bar on stderr (when it is a terminal).
    pub progress: bool,
    /// The most bytes the process may hold while a misère quotient is built
    /// (`--max-memory`): each large step of the construction is checked against it first.
    pub max_memory: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_states: DEFAULT_MAX_STATES,
            max_work: DEFAULT_MAX_WORK,
            max_moves: DEFAULT_MAX_MOVES,
            max_time: None,
            progress: false,
            max_memory: default_max_memory(),
        }
    }
}

impl Limits {
    /// The deadline of a question that starts now.
    pub fn deadline(&self) -> Deadline {
        Deadline::starting_now(self.max_time)
    }

    /// The same limits listing at most `max_moves` moves.
    pub fn with_max_moves(self, max_moves: usize) -> Limits {
        Limits { max_moves, ..self }
    }
}
