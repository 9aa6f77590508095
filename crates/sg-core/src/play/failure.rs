//! How the output side of a session fails: the output closed (the game ends quietly) or
//! an error to report; and the one way everything is written, flushed at once so that a
//! person, or a program at the other end of a pipe, sees each line as it comes.

use std::io::Write;

use crate::error::Error;

/// Why a game stopped early.
pub enum PlayFailure {
    /// The output was closed.
    Closed,
    /// An error to report.
    Error(Error),
}

impl From<Error> for PlayFailure {
    fn from(e: Error) -> PlayFailure {
        PlayFailure::Error(e)
    }
}

/// Writes and flushes.
pub(crate) fn write_out(output: &mut dyn Write, bytes: &[u8]) -> Result<(), PlayFailure> {
    output
        .write_all(bytes)
        .and_then(|()| output.flush())
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::BrokenPipe => PlayFailure::Closed,
            _ => PlayFailure::Error(Error::new(format!("cannot write the output: {e}"))),
        })
}
