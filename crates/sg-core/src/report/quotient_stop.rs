//! Where a misère quotient's construction stopped, as reports write it: `sg quotient`'s
//! `stopped` and the `quotient_stopped` of an answer the search gave instead (its own file,
//! so that the answer's report need not read the quotient's).

use serde::{Deserialize, Serialize};

use crate::engine::QuotientStop;

/// `{"heap", "cause", "order", "p_portion", "generators", "message"}`: a construction that
/// stopped while adding `heap`, why (`cause`: `memory`, `max_memory`, `allocation`, `work`,
/// `time_limit`, `max_time` or `not_found`), the size of the quotient of the heaps before
/// it (proved), and all that in words with the option that goes on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StopReport {
    /// The heap it was adding.
    pub heap: u64,
    /// Why it stopped, in one word.
    pub cause: String,
    /// The order of the quotient proved (of the heaps before `heap`).
    pub order: usize,
    /// The number of elements of its P-portion.
    pub p_portion: usize,
    /// The number of its generators.
    pub generators: usize,
    /// Where and why, in words, and the option that goes on.
    pub message: String,
}

impl From<&QuotientStop> for StopReport {
    fn from(stop: &QuotientStop) -> StopReport {
        StopReport {
            heap: stop.heap,
            cause: stop.cause.kind().to_string(),
            order: stop.order,
            p_portion: stop.p_portion,
            generators: stop.generators,
            message: stop.to_string(),
        }
    }
}
