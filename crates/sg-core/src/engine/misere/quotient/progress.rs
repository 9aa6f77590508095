//! A progress bar (drawn by the program's [`ProgressSink`](crate::engine::ProgressSink))
//! while `sg quotient` runs: the heap reached, the quotient's order and the size of its
//! P-portion, against the time limit (the construction's only bound by default). Like the
//! engine's other bars it appears only when asked for, when the sink draws (the tool's: at
//! a terminal), and once the work has taken about a second; it ticks on its own while one
//! heap takes long, and is cleared when the construction stops.

use std::time::{Duration, Instant};

use crate::engine::bar_delay::bar_delay;
use crate::engine::progress_sink::{self, Bar, ProgressBar};

pub(crate) struct QuotientProgress {
    /// The time limit the bar counts against, when the bar is drawn at all.
    limit: Option<Duration>,
    started: Instant,
    bar: Option<Box<dyn ProgressBar>>,
}

impl QuotientProgress {
    /// No bar.
    pub(crate) fn hidden() -> QuotientProgress {
        QuotientProgress {
            limit: None,
            started: Instant::now(),
            bar: None,
        }
    }

    /// A bar against the time `limit`, from now (when the sink draws).
    pub(crate) fn shown(limit: Duration) -> QuotientProgress {
        QuotientProgress {
            limit: progress_sink::draws().then_some(limit),
            started: Instant::now(),
            bar: None,
        }
    }

    /// Heap `heap` is placed; the quotient has `order` elements, `p_size` in P.
    pub(crate) fn heap(&mut self, heap: u64, order: usize, p_size: usize) {
        let Some(limit) = self.limit else {
            return;
        };
        let elapsed = self.started.elapsed();
        if self.bar.is_none() && elapsed >= bar_delay() {
            self.bar = progress_sink::new_bar(Bar::Quotient, limit.as_secs().max(1), 0);
        }
        if let Some(bar) = &self.bar {
            bar.set_position(elapsed.as_secs());
            bar.set_message(format!("heap {heap}, order {order}, P-portion {p_size}"));
        }
    }
}
