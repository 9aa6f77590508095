//! The time limit of a picture: a large drawing takes seconds to lay out and rasterise,
//! and `--max-time` holds for it as for the search. The drawing reads the question's
//! deadline between its steps and stops with this error.

use crate::engine::{Deadline, EngineError};
use crate::error::Error;

/// The error of a picture still being drawn when `deadline` passed.
pub(crate) fn in_time(deadline: &Deadline) -> Result<(), Error> {
    deadline.check().map_err(|stop| match stop {
        EngineError::TimeLimit { seconds } => Error::new(format!(
            "the picture was not finished within the time limit of {seconds} s (--max-time): \
             raise it with --max-time SECONDS, or ask for SVG, which is not rasterised"
        )),
        other => Error::new(other.to_string()),
    })
}
