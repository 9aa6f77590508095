//! Where and why a misère quotient's construction stopped short of the heaps asked for,
//! with what it had proved: the quotient of the heaps before the one it was adding stays
//! proved, and the answers (`sg quotient`'s report, the note of an answer the search gave
//! instead, the error when the search fails too) say how far it is and which option goes
//! further. Plain data, below the errors and the analyses that carry it; the construction
//! makes it from its errors (`misere/quotient/stop.rs`).

use std::fmt;

/// A construction that stopped while adding `heap`: the quotient of the heaps before it
/// is proved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuotientStop {
    /// The heap it was adding.
    pub heap: u64,
    /// The order of the quotient of the heaps before it.
    pub order: usize,
    /// The number of elements of its P-portion.
    pub p_portion: usize,
    /// The number of its generators.
    pub generators: usize,
    /// Why it stopped.
    pub cause: StopCause,
}

/// Why a construction stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopCause {
    /// The next structure needed more than `limit` units of memory (`--max-states`).
    Memory {
        /// The limit, in units.
        limit: u64,
    },
    /// The next step would pass the memory budget of `limit` bytes (`--max-memory`).
    MemoryBudget {
        /// The budget.
        limit: u64,
    },
    /// The system refused an allocation of `bytes` bytes.
    Allocation {
        /// The refused allocation.
        bytes: u64,
    },
    /// A fixed allowance of `limit` units of work was spent.
    Work {
        /// The allowance.
        limit: u64,
    },
    /// `sg quotient`'s time limit of `seconds` ran out (`--time-limit`).
    TimeLimit {
        /// The limit.
        seconds: u64,
    },
    /// The question's time limit of `seconds` ran out (`--max-time`).
    MaxTime {
        /// The limit.
        seconds: u64,
    },
    /// No quotient with the heap was proved within `rounds` refinements.
    NotFound {
        /// The refinements tried.
        rounds: usize,
    },
}

impl StopCause {
    /// A word for the cause (`memory`, `max_memory`, `allocation`, `work`, `time_limit`,
    /// `max_time`, `not_found`).
    pub fn kind(self) -> &'static str {
        match self {
            StopCause::Memory { .. } => "memory",
            StopCause::MemoryBudget { .. } => "max_memory",
            StopCause::Allocation { .. } => "allocation",
            StopCause::Work { .. } => "work",
            StopCause::TimeLimit { .. } => "time_limit",
            StopCause::MaxTime { .. } => "max_time",
            StopCause::NotFound { .. } => "not_found",
        }
    }

    /// Whether a later question, with a deadline of its own, may go on where this one
    /// stopped (the other causes stop the construction for good).
    pub fn is_time(self) -> bool {
        matches!(
            self,
            StopCause::TimeLimit { .. } | StopCause::MaxTime { .. }
        )
    }

    /// What goes further, when an option does.
    fn remedy(self) -> Option<String> {
        match self {
            StopCause::Memory { limit } => {
                Some(format!("--max-states {} goes on", limit.saturating_mul(4)))
            }
            StopCause::MemoryBudget { limit } => Some(format!(
                "--max-memory {} goes on, if the machine has it",
                limit.saturating_mul(2)
            )),
            StopCause::Allocation { .. } => Some(
                "a lower --max-states or --max-memory stops it at its limit instead".to_string(),
            ),
            StopCause::TimeLimit { seconds } => Some(format!(
                "--time-limit {} goes on",
                seconds.saturating_mul(4).max(60)
            )),
            StopCause::MaxTime { seconds } => Some(format!(
                "--max-time {} goes on",
                seconds.saturating_mul(4).max(60)
            )),
            StopCause::Work { .. } | StopCause::NotFound { .. } => None,
        }
    }
}

impl fmt::Display for StopCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            StopCause::Memory { limit } => write!(
                f,
                "the next step needed more than the limit of {limit} units of memory (--max-states)"
            ),
            StopCause::MemoryBudget { limit } => write!(
                f,
                "the next step would take the process past the memory budget of {limit} bytes (--max-memory)"
            ),
            StopCause::Allocation { bytes } => {
                write!(f, "the system refused an allocation of {bytes} bytes")
            }
            StopCause::Work { limit } => {
                write!(f, "it spent its allowance of {limit} units of work")
            }
            StopCause::TimeLimit { seconds } | StopCause::MaxTime { seconds } => {
                write!(f, "the time limit of {seconds} s ran out")
            }
            StopCause::NotFound { rounds } => write!(
                f,
                "no quotient with it as a new generator was proved within {rounds} refinements"
            ),
        }
    }
}

impl fmt::Display for QuotientStop {
    /// `the time limit of 60 s ran out while adding heap 157; --time-limit 240 goes on`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} while adding heap {}", self.cause, self.heap)?;
        match self.cause.remedy() {
            Some(remedy) => write!(f, "; {remedy}"),
            None => Ok(()),
        }
    }
}

impl QuotientStop {
    /// `is proved for heaps up to 156 only (order 1150, 30 elements in its P-portion, 20
    /// generators): ` and where and why it stopped.
    pub fn proved(&self) -> String {
        format!(
            "is proved for heaps up to {} only (order {}, {} elements in its P-portion, {} generators): {self}",
            self.heap - 1,
            self.order,
            self.p_portion,
            self.generators
        )
    }
}
