//! How the construction's errors become its stops ([`QuotientStop`], with what was
//! proved; the types live in `engine/quotient_stop.rs`, below the errors that carry them).

use super::MisereQuotient;
use crate::engine::error::EngineError;
use crate::engine::quotient_stop::{QuotientStop, StopCause};

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
