//! Where the engine's long computations show how far they are: the engine draws nothing
//! itself. It decides when a bar is due (asked for, and after [`bar_delay`]
//! of work) and what it counts; a [`ProgressSink`] installed by the program
//! ([`set_progress_sink`]) draws it, or declines to (the `sg` tool draws on standard
//! error when it is a terminal). Without a sink, as in a library, no bar is drawn.
//!
//! [`bar_delay`]: super::bar_delay

use std::sync::OnceLock;

/// A bar the engine asks for, with what its counts mean.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bar {
    /// A memoized search of `what` ("misère sums"): the positions it keeps, against its
    /// state limit.
    Search {
        /// What is searched.
        what: &'static str,
    },
    /// The heap kernel's values up to heap `last`: the steps taken, against an estimate of
    /// the whole (which changes as the work goes).
    HeapValues {
        /// The last heap valued.
        last: u64,
    },
    /// A misère quotient's construction: the seconds spent, against its time limit; the
    /// message says where it is (the heap, the order, the P-portion).
    Quotient,
}

/// A bar being drawn; it is cleared when dropped.
pub trait ProgressBar: Send {
    /// The count the bar is filled against.
    fn set_length(&self, length: u64);
    /// How far the work is.
    fn set_position(&self, position: u64);
    /// The words beside the bar.
    fn set_message(&self, message: String);
}

/// Who draws the engine's bars.
pub trait ProgressSink: Send + Sync {
    /// Whether bars are drawn at all (read once by each computation that may draw one).
    fn draws(&self) -> bool;
    /// A new bar of `bar`, at `position` of `length`.
    fn bar(&self, bar: Bar, length: u64, position: u64) -> Box<dyn ProgressBar>;
}

static SINK: OnceLock<Box<dyn ProgressSink>> = OnceLock::new();

/// Installs the sink that draws the engine's bars, for the whole process; the first one
/// installed stays (`false` when one was already there).
pub fn set_progress_sink(sink: Box<dyn ProgressSink>) -> bool {
    SINK.set(sink).is_ok()
}

/// Whether a bar asked for would be drawn.
pub(crate) fn draws() -> bool {
    SINK.get().is_some_and(|sink| sink.draws())
}

/// A new bar from the installed sink (`None` without one).
pub(crate) fn new_bar(bar: Bar, length: u64, position: u64) -> Option<Box<dyn ProgressBar>> {
    SINK.get().map(|sink| sink.bar(bar, length, position))
}
