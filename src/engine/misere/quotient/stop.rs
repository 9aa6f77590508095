//! Where and why a construction stopped short of the heaps asked for, with what it had
//! proved: the quotient of the heaps before the one it was adding stays proved, and the
//! answers (`sg quotient`'s report, the note of an answer the search gave instead) say how
//! far it is and which option goes further.

use std::fmt;

use super::MisereQuotient;
use crate::engine::error::EngineError;

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
    /// The cause of a construction's error, when it is a stop that leaves the quotient so
    /// far proved (a limit, or a heap no candidate was proved for).
    fn of(error: &EngineError) -> Option<StopCause> {
        Some(match *error {
            EngineError::QuotientLimit { limit } => StopCause::Memory { limit },
            EngineError::QuotientAllocation { bytes } => StopCause::Allocation { bytes },
            EngineError::QuotientMemoryBudget { limit, .. } => StopCause::MemoryBudget { limit },
            EngineError::QuotientWork { limit } => StopCause::Work { limit },
            EngineError::QuotientTime { seconds } => StopCause::TimeLimit { seconds },
            EngineError::TimeLimit { seconds } => StopCause::MaxTime { seconds },
            EngineError::QuotientNotFound { rounds, .. } => StopCause::NotFound { rounds },
            EngineError::QuotientStopped { ref cause, .. } => return StopCause::of(cause),
            _ => return None,
        })
    }

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

impl MisereQuotient {
    /// The stop `error` (of [`MisereQuotient::extend_to`]) is, with what is proved;
    /// `None` for an error that is no stop (a rule that fails to evaluate, …).
    pub(crate) fn stop(&self, error: &EngineError) -> Option<QuotientStop> {
        let cause = StopCause::of(error)?;
        Some(QuotientStop {
            heap: self.largest() + 1,
            order: self.order(),
            p_portion: self.p_portion().len(),
            generators: self.presentation().generators.len(),
            cause,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_stop_of_the_construction_has_its_cause_and_others_none() {
        let wrapped = EngineError::QuotientStopped {
            cause: Box::new(EngineError::QuotientLimit { limit: 9 }),
            heap: 4,
            proved: 3,
            order: 2,
        };
        assert_eq!(
            StopCause::of(&wrapped),
            Some(StopCause::Memory { limit: 9 })
        );
        let not_found = EngineError::QuotientNotFound { heap: 4, rounds: 7 };
        assert_eq!(
            StopCause::of(&not_found),
            Some(StopCause::NotFound { rounds: 7 })
        );
        assert_eq!(StopCause::of(&EngineError::QuotientNotSum), None);
    }

    #[test]
    fn a_stop_names_the_heap_the_cause_and_what_goes_on() {
        let stop = |cause| QuotientStop {
            heap: 157,
            order: 1150,
            p_portion: 30,
            generators: 20,
            cause,
        };
        assert_eq!(
            stop(StopCause::TimeLimit { seconds: 60 }).to_string(),
            "the time limit of 60 s ran out while adding heap 157; --time-limit 240 goes on"
        );
        assert_eq!(
            stop(StopCause::Memory { limit: 1000 }).to_string(),
            "the next step needed more than the limit of 1000 units of memory (--max-states) while adding heap 157; --max-states 4000 goes on"
        );
        assert_eq!(
            stop(StopCause::Work { limit: 5 }).to_string(),
            "it spent its allowance of 5 units of work while adding heap 157"
        );
    }
}
