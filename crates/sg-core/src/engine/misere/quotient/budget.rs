//! What the construction may spend: memory, work and time.
//!
//! - **Memory** (`--max-states`, the unit limit L): every large structure is sized before
//!   it is built and refused past [`UNIT_BYTES`]·L bytes (a unit is about the memory of
//!   one position of the engine's searches), and it is allocated fallibly: a refusal by
//!   the system is the same clear error, never an abort. The large structures are the
//!   tables of monoids (4 bytes an entry), the states of a verification (their sets of
//!   elements and [`STATE_OVERHEAD`] bytes each), and sets of one bit per pair of
//!   elements (the divisor sets of a P-portion); the states of the search for a least
//!   failure and the marking's option sets keep a few numbers each
//!   ([`super::option_sets`]). At most three
//!   of them are alive at once at their full size (the candidate refined, the one rebuilt
//!   from it, and the states or sets of a proof), and a growing vector may hold twice
//!   what it counts; so the construction stays below 6·[`UNIT_BYTES`]·L bytes, plus what
//!   the heaps themselves take (an element and a letter per heap, which `--upto` and the
//!   time limit bound).
//! - **The process's memory** (`--max-memory`, by default three quarters of the memory
//!   available when the run starts, [`crate::engine::default_max_memory`]): before each
//!   step of at least [`LARGE_STEP`] bytes (a structure built at once, or a growing one
//!   at each doubling), the process's resident size plus the step is checked against it;
//!   past it the construction stops with [`EngineError::QuotientMemoryBudget`] and what
//!   it proved, instead of asking the system for memory it may grant and then take back
//!   with its out-of-memory killer.
//! - **Work**, when bounded (a solver's try): a count of verification steps, table
//!   entries built and options read, against a fixed allowance; the construction stops
//!   at the same heap on every machine.
//! - **Time**, when bounded (the question's [`Deadline`], `--max-time`, or `sg quotient`'s
//!   `--time-limit`, a minute by default): the deadline is read at every heap and every
//!   [`CLOCK_STRIDE`] units of work; a limit of 0 stops before heap 1.

use crate::engine::deadline::Deadline;
use crate::engine::error::EngineError;

/// The bytes one unit of the memory limit stands for.
pub(crate) const UNIT_BYTES: u64 = 32;

/// The bytes one verification state costs beyond its set: its element, its place in the
/// list of its element's states, and (while it waits) its entry in the queue and the
/// word it extends.
pub(crate) const STATE_OVERHEAD: u64 = 64;

/// The least step that is checked against the process's memory budget: smaller ones
/// cannot pass it by much, and reading the resident size costs a system call.
pub(crate) const LARGE_STEP: u64 = 1 << 20;

/// The most elements a monoid keeps its whole table for (64 MiB of products): larger
/// ones keep their generators' rows only ([`super::monoid`]).
pub(crate) const TABLE_ELEMENTS: usize = 4096;

/// Units of work between two looks at the deadline.
const CLOCK_STRIDE: u64 = 1 << 16;

/// The limits of one construction.
#[derive(Debug, Clone)]
pub(crate) struct Budget {
    /// The memory limit, in units.
    memory: u64,
    /// The process's memory budget, in bytes.
    max_memory: u64,
    /// Work left and the allowance, when work is bounded.
    work: Option<(u64, u64)>,
    /// When the construction must stop.
    deadline: Deadline,
    /// Work until the next look at the deadline.
    until_clock: u64,
    /// The most elements a monoid is tabulated for.
    tables: usize,
}

impl Budget {
    /// A budget of `memory` units ([`UNIT_BYTES`] each) per structure, with no bound on
    /// work or time.
    pub(crate) fn new(memory: u64) -> Budget {
        Budget {
            memory,
            max_memory: u64::MAX,
            work: None,
            deadline: Deadline::unlimited(),
            until_clock: CLOCK_STRIDE,
            tables: TABLE_ELEMENTS,
        }
    }

    /// The same budget, tabulating monoids of at most `elements` elements (the tests
    /// check that the products worked out without a table are the table's).
    #[cfg(test)]
    pub(crate) fn with_tables(mut self, elements: usize) -> Budget {
        self.tables = elements;
        self
    }

    /// The most elements a monoid keeps its whole table for.
    pub(crate) fn tables(&self) -> usize {
        self.tables
    }

    /// The same budget, keeping the process within `bytes` bytes.
    pub(crate) fn with_max_memory(mut self, bytes: u64) -> Budget {
        self.max_memory = bytes;
        self
    }

    /// The same budget with at most `limit` units of work.
    pub(crate) fn with_work(mut self, limit: u64) -> Budget {
        self.work = Some((limit, limit));
        self
    }

    /// The same budget, stopping at `deadline`.
    pub(crate) fn with_deadline(mut self, deadline: Deadline) -> Budget {
        self.deadline = deadline;
        self
    }

    /// Charges `units` of work, and stops the construction at its work allowance or its
    /// deadline.
    pub(crate) fn work(&mut self, units: u64) -> Result<(), EngineError> {
        if let Some((left, limit)) = &mut self.work {
            *left = left
                .checked_sub(units)
                .ok_or(EngineError::QuotientWork { limit: *limit })?;
        }
        match self.until_clock.checked_sub(units) {
            Some(left) => self.until_clock = left,
            None => {
                self.until_clock = CLOCK_STRIDE;
                self.check_time()?;
            }
        }
        Ok(())
    }

    /// Stops the construction if its deadline has passed (read at every heap, and every
    /// [`CLOCK_STRIDE`] units of work within one).
    pub(crate) fn check_time(&mut self) -> Result<(), EngineError> {
        self.deadline.check()
    }

    /// Checks that a structure of `bytes` bytes fits the memory limit.
    pub(crate) fn hold(&self, bytes: u64) -> Result<(), EngineError> {
        if bytes > self.memory.saturating_mul(UNIT_BYTES) {
            return Err(self.too_large());
        }
        Ok(())
    }

    /// Checks that a step of `bytes` bytes keeps the process within its memory budget
    /// (steps of at least [`LARGE_STEP`] bytes; smaller ones pass).
    pub(crate) fn fits(&self, bytes: u64) -> Result<(), EngineError> {
        if bytes < LARGE_STEP || self.max_memory == u64::MAX {
            return Ok(());
        }
        let needed = crate::engine::memory::resident_bytes()
            .unwrap_or(0)
            .saturating_add(bytes);
        if needed > self.max_memory {
            return Err(EngineError::QuotientMemoryBudget {
                limit: self.max_memory,
                needed,
            });
        }
        Ok(())
    }

    /// The error of a structure past the memory limit.
    pub(crate) fn too_large(&self) -> EngineError {
        EngineError::QuotientLimit { limit: self.memory }
    }

    /// An empty vector with room for `len` items, held against the memory limit and the
    /// process's memory budget; a refusal by the system is an error, not an abort.
    pub(crate) fn vec<T>(&self, len: usize) -> Result<Vec<T>, EngineError> {
        let bytes = (len as u64).saturating_mul(std::mem::size_of::<T>() as u64);
        self.hold(bytes)?;
        self.fits(bytes)?;
        let mut items = Vec::new();
        reserve(&mut items, len)?;
        Ok(items)
    }
}

/// Makes room for `more` items in `items`, or says how many bytes the system refused.
pub(crate) fn reserve<T>(items: &mut Vec<T>, more: usize) -> Result<(), EngineError> {
    items
        .try_reserve(more)
        .map_err(|_| EngineError::QuotientAllocation {
            bytes: (items.len() as u64)
                .saturating_add(more as u64)
                .saturating_mul(std::mem::size_of::<T>() as u64),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_past_the_limit_is_refused_before_any_allocation() {
        let budget = Budget::new(1000);
        let fits = (1000 * UNIT_BYTES / 4) as usize;
        assert!(budget.vec::<u32>(fits).is_ok());
        assert_eq!(
            budget.vec::<u32>(fits + 1).unwrap_err(),
            EngineError::QuotientLimit { limit: 1000 }
        );
    }

    #[test]
    fn an_allocation_the_system_refuses_is_an_error() {
        let mut items: Vec<u64> = Vec::new();
        let err = reserve(&mut items, usize::MAX / 2).unwrap_err();
        assert!(
            matches!(err, EngineError::QuotientAllocation { .. }),
            "{err}"
        );
    }

    #[test]
    fn a_large_step_past_the_process_budget_is_refused_and_small_ones_pass() {
        let budget = Budget::new(u64::MAX).with_max_memory(1);
        assert!(budget.fits(LARGE_STEP - 1).is_ok());
        let err = budget.vec::<u8>(LARGE_STEP as usize).unwrap_err();
        assert!(
            matches!(err, EngineError::QuotientMemoryBudget { limit: 1, needed } if needed >= LARGE_STEP),
            "{err}"
        );
        // Without a budget nothing is read or refused.
        assert!(Budget::new(u64::MAX).fits(u64::MAX).is_ok());
    }

    #[test]
    fn work_is_counted_to_its_allowance() {
        let mut budget = Budget::new(10).with_work(100);
        budget.work(60).unwrap();
        budget.work(40).unwrap();
        assert_eq!(
            budget.work(1).unwrap_err(),
            EngineError::QuotientWork { limit: 100 }
        );
    }

    #[test]
    fn a_past_deadline_stops_the_work() {
        let deadline = Deadline::quotient_time_limit(std::time::Duration::ZERO);
        let mut budget = Budget::new(10).with_deadline(deadline);
        let err = budget.work(CLOCK_STRIDE + 1).unwrap_err();
        assert_eq!(err, EngineError::QuotientTime { seconds: 0 });
    }
}
