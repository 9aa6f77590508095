//! How long a question runs before the engine's progress bars appear: a second, so that
//! quick answers draw nothing. The environment variable `SG_PROGRESS_DELAY_MS` sets it in
//! milliseconds (0: at once), so that a test sees the bar whatever the speed of the
//! machine, and a person can ask for it sooner or later.

use std::sync::OnceLock;
use std::time::Duration;

/// The environment variable that sets the delay, in milliseconds.
const KNOB: &str = "SG_PROGRESS_DELAY_MS";

/// The delay where the variable is not set (or is not a number).
const DEFAULT: Duration = Duration::from_secs(1);

/// How long a question runs before its bar appears (read once).
pub(crate) fn bar_delay() -> Duration {
    static DELAY: OnceLock<Duration> = OnceLock::new();
    *DELAY.get_or_init(|| {
        std::env::var(KNOB)
            .ok()
            .and_then(|ms| ms.trim().parse().ok())
            .map_or(DEFAULT, Duration::from_millis)
    })
}
