//! "thinking…" on the terminal once the engine has worked for half a second, wiped when it
//! is done: a person at a terminal sees that sg is busy, and nothing flickers for the
//! quick answers. It is written to standard error, so that it never mixes with the game.

use std::io::Write;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long the engine works before "thinking…" is shown.
const QUIET_FOR: Duration = Duration::from_millis(500);

/// While it lives, "thinking…" shows after [`QUIET_FOR`].
pub(crate) struct Thinking {
    done: Option<Sender<()>>,
    shower: Option<JoinHandle<()>>,
}

impl Thinking {
    /// Starts the wait; `shown` false makes it do nothing (pipes, JSON).
    pub(crate) fn start(shown: bool) -> Thinking {
        if !shown {
            return Thinking {
                done: None,
                shower: None,
            };
        }
        let (done, wait) = mpsc::channel::<()>();
        let shower = std::thread::spawn(move || {
            if let Err(RecvTimeoutError::Timeout) = wait.recv_timeout(QUIET_FOR) {
                let mut err = std::io::stderr();
                let _ = write!(err, "thinking…");
                let _ = err.flush();
                // Wait for the engine, then wipe the line.
                let _ = wait.recv();
                let _ = write!(err, "\r\x1b[2K");
                let _ = err.flush();
            }
        });
        Thinking {
            done: Some(done),
            shower: Some(shower),
        }
    }
}

impl Drop for Thinking {
    fn drop(&mut self) {
        if let Some(done) = self.done.take() {
            let _ = done.send(());
        }
        if let Some(shower) = self.shower.take() {
            let _ = shower.join();
        }
    }
}
