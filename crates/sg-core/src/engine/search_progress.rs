//! What the memoized searches show and read while they run: a progress bar (drawn by the
//! program's [`super::ProgressSink`]) and the question's [`Deadline`].
//!
//! A search calls [`SearchProgress::tick`] for each position it keeps or move it makes;
//! every [`STRIDE`] calls the deadline is read. The state limit bounds what a search keeps,
//! but not how long it takes: a board whose every move costs a walk over a large position
//! (misère Hackenbush on a long path) keeps few positions and makes moves for hours. So a
//! search reads the deadline of its question (`--max-time`): past it, the question is refused
//! with an error that names the option. The deadline is the question's, not the search's: a
//! search started again for the next component of the same question goes on reading it.
//!
//! The bar appears only when asked for, when the sink draws (the tool's: when stderr is a
//! terminal), and once one question
//! has kept the search busy for about a second; it counts the positions kept against the
//! state limit, and it is cleared when the answer (or the error) comes.

use std::time::Instant;

use super::bar_delay::bar_delay;
use super::deadline::{Deadline, STRIDE};
use super::error::EngineError;
use super::progress_sink::{self, Bar, ProgressBar};

pub(crate) struct SearchProgress {
    /// What the search is, as the bar names it ("misère sums").
    what: &'static str,
    enabled: bool,
    deadline: Deadline,
    /// When the search started, for the bar's delay.
    started: Instant,
    /// Units of work until the next look at the deadline.
    countdown: u64,
    bar: Option<Box<dyn ProgressBar>>,
}

impl SearchProgress {
    /// The progress of the search `what`, with no time limit; nothing is drawn until
    /// [`SearchProgress::show`].
    pub(crate) fn new(what: &'static str) -> SearchProgress {
        SearchProgress {
            what,
            enabled: false,
            deadline: Deadline::unlimited(),
            started: Instant::now(),
            countdown: u64::from(STRIDE),
            bar: None,
        }
    }

    /// Draw the bar from now on (when the sink draws), or not.
    pub(crate) fn show(&mut self, on: bool) {
        self.enabled = on && progress_sink::draws();
    }

    /// Reads `deadline`, the deadline of the questions to come.
    pub(crate) fn set_deadline(&mut self, deadline: Deadline) {
        self.deadline = deadline;
    }

    /// A search starts (the bar waits a second from now).
    pub(crate) fn start(&mut self) {
        self.started = Instant::now();
        self.countdown = u64::from(STRIDE);
    }

    /// One step of the search, which keeps `states` positions, of at most `limit`; an
    /// error once the question's deadline has passed.
    #[inline]
    pub(crate) fn tick(&mut self, states: u64, limit: u64) -> Result<(), EngineError> {
        self.tick_by(1, states, limit)
    }

    /// A step that costs `units` steps (a move over a position of that
    /// [`crate::game::ImpartialGame::weight`]: a move on a board of a million cells looks
    /// at all of them), so that the deadline is read after a bounded amount of work
    /// however large the positions.
    #[inline]
    pub(crate) fn tick_by(
        &mut self,
        units: u64,
        states: u64,
        limit: u64,
    ) -> Result<(), EngineError> {
        self.countdown = self.countdown.saturating_sub(units);
        if self.countdown > 0 {
            return Ok(());
        }
        self.countdown = u64::from(STRIDE);
        if let Err(e) = self.deadline.check() {
            self.finish();
            return Err(e);
        }
        if !self.enabled {
            return Ok(());
        }
        let elapsed = self.started.elapsed();
        match &self.bar {
            Some(bar) => bar.set_position(states),
            None if elapsed >= bar_delay() => {
                self.bar = progress_sink::new_bar(Bar::Search { what: self.what }, limit, states);
            }
            None => {}
        }
        Ok(())
    }

    /// The question is answered (or refused): the bar goes.
    pub(crate) fn finish(&mut self) {
        self.bar = None;
    }
}
