//! A progress bar on stderr for long computations of heap values: it appears only when
//! asked for, when stderr is a terminal, and once the work has taken about a second.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

/// How long the work runs before the bar appears.
const DELAY: Duration = Duration::from_secs(1);

/// Heaps between two looks at the clock.
const STRIDE: u64 = 1 << 12;

pub struct Progress {
    enabled: bool,
    started: Instant,
    total: u64,
    /// The next count at which to look at the clock.
    next_look: u64,
    bar: Option<ProgressBar>,
}

impl Progress {
    /// Progress towards `total` heaps; nothing is drawn unless `enabled`.
    pub fn new(enabled: bool, total: u64) -> Progress {
        Progress {
            enabled: enabled && std::io::stderr().is_terminal(),
            started: Instant::now(),
            total,
            next_look: STRIDE,
            bar: None,
        }
    }

    /// `done` heaps are known.
    #[inline]
    pub fn tick(&mut self, done: u64) {
        if !self.enabled || done < self.next_look {
            return;
        }
        self.next_look = done + STRIDE;
        match &self.bar {
            Some(bar) => bar.set_position(done),
            None if self.started.elapsed() >= DELAY => {
                let bar = ProgressBar::new(self.total);
                bar.set_style(
                    ProgressStyle::with_template(
                        "heap values {wide_bar} {human_pos}/{human_len} ({eta} left)",
                    )
                    .expect("the template is valid"),
                );
                // The estimate starts here, not from the jump to `done`.
                bar.set_position(done);
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
