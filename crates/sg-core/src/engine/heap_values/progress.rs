//! A progress bar (drawn by the program's [`ProgressSink`](crate::engine::ProgressSink))
//! for long computations of heap values, and their look at the question's deadline. The
//! bar appears only when asked for, when the sink draws (the tool's: at a terminal),
//! and once the work has taken about a second. It counts steps rather than heaps, since
//! later heaps cost more: the steps the kernel really took, and for the whole those plus
//! the estimate ([`WorkModel`]) of the heaps still to compute, so the bar corrects itself
//! as it goes and ends at the steps taken. The deadline is read every [`STRIDE`] heaps or
//! [`STEPS_STRIDE`] steps, whichever comes first (a heap of 10^9 is a billion steps).

use std::time::Instant;

use super::work::WorkModel;
use crate::engine::bar_delay::bar_delay;
use crate::engine::deadline::Deadline;
use crate::engine::error::EngineError;
use crate::engine::progress_sink::{self, Bar, ProgressBar};

/// Heaps between two looks at the deadline and the bar.
const STRIDE: u64 = 1 << 12;

/// Steps of the kernel between two looks at the deadline (some milliseconds).
const STEPS_STRIDE: u64 = 1 << 22;

pub(crate) struct Progress {
    enabled: bool,
    deadline: Deadline,
    /// The step count at which to look at the deadline next.
    next_steps: u64,
    started: Instant,
    work: WorkModel,
    /// The heaps computed end before `to`.
    to: u64,
    /// The kernel's count of steps when the computation started.
    steps_before: u64,
    /// The next count at which to look at the deadline.
    next_look: u64,
    bar: Option<Box<dyn ProgressBar>>,
}

impl Progress {
    /// Progress on heaps `from..to` whose work `work` estimates, the kernel having taken
    /// `steps_before` steps so far; nothing is drawn unless `enabled`.
    pub(crate) fn new(
        enabled: bool,
        deadline: Deadline,
        work: WorkModel,
        (from, to): (u64, u64),
        steps_before: u64,
    ) -> Progress {
        Progress {
            enabled: enabled && progress_sink::draws(),
            deadline,
            next_steps: steps_before.saturating_add(STEPS_STRIDE),
            started: Instant::now(),
            work,
            to,
            steps_before,
            next_look: from + STRIDE,
            bar: None,
        }
    }

    /// Heaps below `done` are known, the kernel having taken `steps` steps in all; an
    /// error once the deadline has passed.
    #[inline]
    pub(crate) fn tick(&mut self, done: u64, steps: u64) -> Result<(), EngineError> {
        if done < self.next_look && steps < self.next_steps {
            return Ok(());
        }
        self.next_look = done + STRIDE;
        self.next_steps = steps.saturating_add(STEPS_STRIDE);
        self.deadline.check()?;
        if !self.enabled {
            return Ok(());
        }
        let taken = steps.saturating_sub(self.steps_before);
        let total = taken + self.work.steps(done, self.to) as u64;
        match &self.bar {
            Some(bar) => {
                bar.set_length(total);
                bar.set_position(taken);
            }
            None if self.started.elapsed() >= bar_delay() => {
                self.bar =
                    progress_sink::new_bar(Bar::HeapValues { last: self.to - 1 }, total, taken);
            }
            None => {}
        }
        Ok(())
    }
}
