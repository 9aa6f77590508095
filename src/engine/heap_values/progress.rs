//! A progress bar on stderr for long computations of heap values: it appears only when
//! asked for, when stderr is a terminal, and once the work has taken about a second. It
//! counts the estimated steps ([`WorkModel`]) rather than heaps, since later heaps cost
//! more, and shows the estimate of the whole.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{HumanCount, ProgressBar, ProgressStyle};

use super::work::WorkModel;

/// How long the work runs before the bar appears.
const DELAY: Duration = Duration::from_secs(1);

/// Heaps between two looks at the clock.
const STRIDE: u64 = 1 << 12;

pub(crate) struct Progress {
    enabled: bool,
    started: Instant,
    work: WorkModel,
    /// The heaps computed: from `from` to `to`.
    from: u64,
    to: u64,
    /// The next count at which to look at the clock.
    next_look: u64,
    bar: Option<ProgressBar>,
}

impl Progress {
    /// Progress on heaps `from..to` whose work `work` estimates; nothing is drawn unless
    /// `enabled`.
    pub(crate) fn new(enabled: bool, work: WorkModel, from: u64, to: u64) -> Progress {
        Progress {
            enabled: enabled && std::io::stderr().is_terminal(),
            started: Instant::now(),
            work,
            from,
            to,
            next_look: from + STRIDE,
            bar: None,
        }
    }

    /// The estimated steps of heaps `from..done`.
    fn steps(&self, done: u64) -> u64 {
        self.work.steps(self.from, done) as u64
    }

    /// Heaps below `done` are known.
    #[inline]
    pub(crate) fn tick(&mut self, done: u64) {
        if !self.enabled || done < self.next_look {
            return;
        }
        self.next_look = done + STRIDE;
        match &self.bar {
            Some(bar) => bar.set_position(self.steps(done)),
            None if self.started.elapsed() >= DELAY => {
                let total = self.steps(self.to);
                let bar = ProgressBar::new(total);
                bar.set_style(
                    ProgressStyle::with_template(
                        "heap values to {msg}: about {human_len} steps {wide_bar} {percent}% ({eta} left)",
                    )
                    .expect("the template is valid"),
                );
                bar.set_message(HumanCount(self.to - 1).to_string());
                // The estimate starts here, not from the jump to `done`.
                bar.set_position(self.steps(done));
                bar.reset_eta();
                self.bar = Some(bar);
            }
            None => {}
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
