//! The one deadline of a question (`--max-time`): the instant by which it must be
//! answered, set once when the question starts.
//!
//! The front door sets a deadline when it makes an engine for a question (and again for
//! each question of a game being played) and gives the same deadline to every engine of
//! the question: the parts of a sum, a compound's games, the searches inside an engine,
//! the heap kernel and the line table, the misère quotient it builds, the search for
//! remoteness. None of them sets a deadline of its own, so a table of a thousand heaps, a
//! sum of many games or an option-by-option listing shares one budget rather than having
//! one each.
//!
//! A deadline is a plain value (an instant): its copies agree. Work reads it every bounded
//! amount of work: a loop that does little per step through [`Ticks`], every [`STRIDE`]
//! steps; a step that costs much (a heap of the kernel, a move over a large position) at
//! every step. Past the deadline the question is refused with the error of the option
//! that set it: [`EngineError::TimeLimit`] for `--max-time`, [`EngineError::QuotientTime`]
//! for the misère quotient's `--time-limit`.

use std::time::{Duration, Instant};

use super::error::EngineError;

/// Cheap steps between two looks at the deadline.
pub(crate) const STRIDE: u32 = 1 << 8;

/// Which option set a deadline, for its error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Setter {
    /// `--max-time`: the question is refused.
    MaxTime,
    /// `sg quotient --time-limit`: the construction stops.
    QuotientTimeLimit,
}

/// When a question must end, if it must.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deadline {
    /// The instant, the seconds the question was given, and the option that gave them.
    at: Option<(Instant, u64, Setter)>,
}

impl Deadline {
    /// No deadline: the question may run for ever.
    pub const fn unlimited() -> Deadline {
        Deadline { at: None }
    }

    /// The deadline of a question that starts now and may run `max_time` (`--max-time`;
    /// `None`: no limit).
    pub fn starting_now(max_time: Option<Duration>) -> Deadline {
        Deadline::set(max_time, Setter::MaxTime)
    }

    /// The deadline of a misère quotient's construction that starts now and may run `time`
    /// (`sg quotient --time-limit`).
    pub fn quotient_time_limit(time: Duration) -> Deadline {
        Deadline::set(Some(time), Setter::QuotientTimeLimit)
    }

    fn set(time: Option<Duration>, setter: Setter) -> Deadline {
        Deadline {
            at: time.map(|time| {
                let at = Instant::now().checked_add(time).unwrap_or_else(far_future);
                (at, time.as_secs(), setter)
            }),
        }
    }

    /// The earlier of the two deadlines.
    pub fn earlier(self, other: Deadline) -> Deadline {
        match (self.at, other.at) {
            (Some((a, ..)), Some((b, ..))) if b < a => other,
            (None, Some(_)) => other,
            _ => self,
        }
    }

    /// The time left until the deadline (none when there is no deadline).
    pub(crate) fn remaining(&self) -> Option<Duration> {
        self.at
            .map(|(at, ..)| at.saturating_duration_since(Instant::now()))
    }

    /// Whether the deadline has passed.
    pub fn is_past(&self) -> bool {
        self.at.is_some_and(|(at, ..)| Instant::now() >= at)
    }

    /// The error of the option that set the deadline, once it has passed.
    pub fn check(&self) -> Result<(), EngineError> {
        match self.at {
            Some((at, seconds, setter)) if Instant::now() >= at => Err(match setter {
                Setter::MaxTime => EngineError::TimeLimit { seconds },
                Setter::QuotientTimeLimit => EngineError::QuotientTime { seconds },
            }),
            _ => Ok(()),
        }
    }

    /// A counter that reads this deadline every [`STRIDE`] steps.
    pub(crate) fn ticks(self) -> Ticks {
        Ticks {
            deadline: self,
            countdown: u64::from(STRIDE),
        }
    }
}

impl Default for Deadline {
    fn default() -> Deadline {
        Deadline::unlimited()
    }
}

/// An instant later than any deadline a person can wait for (a time limit too large to
/// add to now is no limit in practice).
fn far_future() -> Instant {
    let mut later = Instant::now();
    let mut step = Duration::from_secs(1 << 40);
    while step > Duration::ZERO {
        if let Some(next) = later.checked_add(step) {
            later = next;
        }
        step /= 2;
    }
    later
}

/// A deadline read every [`STRIDE`] cheap steps.
#[derive(Debug, Clone)]
pub(crate) struct Ticks {
    deadline: Deadline,
    countdown: u64,
}

impl Ticks {
    /// One cheap step: every [`STRIDE`] of them, the deadline is read.
    #[inline]
    pub(crate) fn tick(&mut self) -> Result<(), EngineError> {
        self.tick_by(1)
    }

    /// A step that costs `units` cheap ones (a move over a large position).
    #[inline]
    pub(crate) fn tick_by(&mut self, units: u64) -> Result<(), EngineError> {
        self.countdown = self.countdown.saturating_sub(units);
        if self.countdown > 0 {
            return Ok(());
        }
        self.countdown = u64::from(STRIDE);
        self.deadline.check()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_of_zero_seconds_is_past_at_once_and_names_its_option() {
        let deadline = Deadline::starting_now(Some(Duration::ZERO));
        assert!(deadline.is_past());
        assert_eq!(deadline.check(), Err(EngineError::TimeLimit { seconds: 0 }));
        let quotient = Deadline::quotient_time_limit(Duration::ZERO);
        assert_eq!(
            quotient.check(),
            Err(EngineError::QuotientTime { seconds: 0 })
        );
    }

    #[test]
    fn an_unlimited_clock_never_runs_out() {
        for deadline in [
            Deadline::unlimited(),
            Deadline::starting_now(None),
            Deadline::starting_now(Some(Duration::MAX)),
        ] {
            assert!(!deadline.is_past());
            assert_eq!(deadline.check(), Ok(()));
        }
    }

    #[test]
    fn the_earlier_clock_wins() {
        let soon = Deadline::quotient_time_limit(Duration::ZERO);
        let late = Deadline::starting_now(Some(Duration::from_secs(3600)));
        assert_eq!(soon.earlier(late), soon);
        assert_eq!(late.earlier(soon), soon);
        assert_eq!(Deadline::unlimited().earlier(late), late);
        assert_eq!(late.earlier(Deadline::unlimited()), late);
    }

    #[test]
    fn ticks_read_the_clock_once_a_stride() {
        let mut ticks = Deadline::starting_now(Some(Duration::ZERO)).ticks();
        for _ in 1..STRIDE {
            assert_eq!(ticks.tick(), Ok(()));
        }
        assert_eq!(ticks.tick(), Err(EngineError::TimeLimit { seconds: 0 }));
    }
}
