//! A progress bar on stderr for the memoized searches, whose only bound is the state
//! limit: it counts the positions kept against that limit, since the search stops there
//! at the latest. Like the bar of heap values it appears only when asked for, when stderr
//! is a terminal, and once one question has kept the search busy for about a second; it
//! is cleared when the answer (or the error) comes.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

/// How long one question runs before the bar appears.
const DELAY: Duration = Duration::from_secs(1);

/// New positions between two looks at the clock.
const STRIDE: u64 = 1 << 12;

pub(crate) struct SearchProgress {
    /// What the search is, as the bar names it ("misère sums").
    what: &'static str,
    enabled: bool,
    started: Instant,
    next_look: u64,
    bar: Option<ProgressBar>,
}

impl SearchProgress {
    /// A bar for the search `what`; nothing is drawn until [`SearchProgress::show`].
    pub(crate) fn new(what: &'static str) -> SearchProgress {
        SearchProgress {
            what,
            enabled: false,
            started: Instant::now(),
            next_look: 0,
            bar: None,
        }
    }

    /// Draw the bar from now on (when stderr is a terminal), or not.
    pub(crate) fn show(&mut self, on: bool) {
        self.enabled = on && std::io::stderr().is_terminal();
    }

    /// A question starts with `states` positions kept.
    pub(crate) fn start(&mut self, states: u64) {
        self.started = Instant::now();
        self.next_look = states + STRIDE;
    }

    /// The search keeps `states` positions, of at most `limit`.
    #[inline]
    pub(crate) fn tick(&mut self, states: u64, limit: u64) {
        if !self.enabled || states < self.next_look {
            return;
        }
        self.next_look = states + STRIDE;
        match &self.bar {
            Some(bar) => bar.set_position(states),
            None if self.started.elapsed() >= DELAY => {
                let bar = ProgressBar::new(limit);
                bar.set_style(
                    ProgressStyle::with_template(
                        "{msg}: {human_pos} positions kept, the limit is {human_len} {wide_bar} {elapsed}",
                    )
                    .expect("the template is valid"),
                );
                bar.set_message(format!("searching {}", self.what));
                bar.set_position(states);
                self.bar = Some(bar);
            }
            None => {}
        }
    }

    /// The question is answered (or refused): the bar goes.
    pub(crate) fn finish(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

impl Drop for SearchProgress {
    fn drop(&mut self) {
        self.finish();
    }
}
