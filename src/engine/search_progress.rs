//! The clock of the memoized searches: a progress bar on stderr and a time budget.
//!
//! A search calls [`SearchProgress::tick`] for each position it keeps or move it makes;
//! every [`STRIDE`] calls the clock is read. The state limit bounds what a search keeps,
//! but not how long it takes: a board whose every move costs a walk over a large position
//! (misère Hackenbush on a long path) keeps few positions and makes moves for hours. So a
//! search may also be given a time budget (`--max-time`): past it, the question is
//! refused with an error that names the option. The budget holds for one question.
//!
//! The bar appears only when asked for, when stderr is a terminal, and once one question
//! has kept the search busy for about a second; it counts the positions kept against the
//! state limit, and it is cleared when the answer (or the error) comes.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

use super::error::EngineError;

/// How long one question runs before the bar appears.
const DELAY: Duration = Duration::from_secs(1);

/// Calls of [`SearchProgress::tick`] between two looks at the clock.
const STRIDE: u32 = 1 << 8;

pub(crate) struct SearchProgress {
    /// What the search is, as the bar names it ("misère sums").
    what: &'static str,
    enabled: bool,
    max_time: Option<Duration>,
    started: Instant,
    countdown: u32,
    bar: Option<ProgressBar>,
}

impl SearchProgress {
    /// A clock for the search `what`, with no time budget; nothing is drawn until
    /// [`SearchProgress::show`].
    pub(crate) fn new(what: &'static str) -> SearchProgress {
        SearchProgress {
            what,
            enabled: false,
            max_time: None,
            started: Instant::now(),
            countdown: STRIDE,
            bar: None,
        }
    }

    /// Draw the bar from now on (when stderr is a terminal), or not.
    pub(crate) fn show(&mut self, on: bool) {
        self.enabled = on && std::io::stderr().is_terminal();
    }

    /// Refuse a question that runs longer than `max_time` (`None`: no budget).
    pub(crate) fn set_max_time(&mut self, max_time: Option<Duration>) {
        self.max_time = max_time;
    }

    /// A question starts.
    pub(crate) fn start(&mut self) {
        self.started = Instant::now();
        self.countdown = STRIDE;
    }

    /// The search keeps `states` positions, of at most `limit`; an error once the
    /// question has run past its time budget.
    #[inline]
    pub(crate) fn tick(&mut self, states: u64, limit: u64) -> Result<(), EngineError> {
        self.countdown -= 1;
        if self.countdown > 0 {
            return Ok(());
        }
        self.countdown = STRIDE;
        if !self.enabled && self.max_time.is_none() {
            return Ok(());
        }
        let elapsed = self.started.elapsed();
        if let Some(max_time) = self.max_time
            && elapsed > max_time
        {
            self.finish();
            return Err(EngineError::TimeLimit {
                seconds: max_time.as_secs(),
            });
        }
        if !self.enabled {
            return Ok(());
        }
        match &self.bar {
            Some(bar) => bar.set_position(states),
            None if elapsed >= DELAY => {
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
        Ok(())
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
