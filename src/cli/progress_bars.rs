//! The engine's progress bars, drawn with indicatif on standard error when it is a
//! terminal: the engine says when a bar is due and what it counts
//! ([`sg_core::engine::ProgressSink`]), this draws it, and clears it when the engine drops it.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{HumanCount, ProgressStyle};

use crate::engine::{Bar, ProgressBar, ProgressSink};

/// Bars on standard error, at a terminal only.
pub(super) struct TerminalBars;

/// One bar being drawn.
struct Drawn(indicatif::ProgressBar);

impl ProgressSink for TerminalBars {
    fn draws(&self) -> bool {
        std::io::stderr().is_terminal()
    }

    fn bar(&self, bar: Bar, length: u64, position: u64) -> Box<dyn ProgressBar> {
        let drawn = indicatif::ProgressBar::new(length);
        let (template, message) = match bar {
            Bar::Search { what } => (
                "{msg}: {human_pos} positions kept, the limit is {human_len} {wide_bar} {elapsed}",
                format!("searching {what}"),
            ),
            Bar::HeapValues { last } => (
                "heap values to {msg}: about {human_len} steps {wide_bar} {percent}% ({eta} left)",
                HumanCount(last).to_string(),
            ),
            Bar::Quotient => (
                "misere quotient: {msg} {wide_bar} {elapsed} of {len} s",
                String::new(),
            ),
        };
        drawn.set_style(ProgressStyle::with_template(template).expect("the template is valid"));
        drawn.set_message(message);
        drawn.set_position(position);
        match bar {
            Bar::HeapValues { .. } => drawn.reset_eta(),
            // It ticks on its own while one heap takes long.
            Bar::Quotient => drawn.enable_steady_tick(Duration::from_millis(200)),
            Bar::Search { .. } => {}
        }
        Box::new(Drawn(drawn))
    }
}

impl ProgressBar for Drawn {
    fn set_length(&self, length: u64) {
        self.0.set_length(length);
    }

    fn set_position(&self, position: u64) {
        self.0.set_position(position);
    }

    fn set_message(&self, message: String) {
        self.0.set_message(message);
    }
}

impl Drop for Drawn {
    fn drop(&mut self) {
        self.0.finish_and_clear();
    }
}
