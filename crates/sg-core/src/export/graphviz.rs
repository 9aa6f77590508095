//! SVG and PNG drawn by Graphviz's `dot` program: the DOT goes to its standard input and
//! the image comes back on its standard output, each pipe served by a thread of its own
//! (so neither side can block the other on a full pipe) while this thread keeps the time.
//! `dot` can take hours on some graphs (its crossing minimisation and spline routing grow
//! fast with the graph): past its time budget it is killed and the caller is told.

use std::io::{ErrorKind, Read, Write};
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::error::Error;

/// How long `dot` may draw one graph unless the caller says otherwise (`--dot-timeout`).
pub const DEFAULT_DOT_TIMEOUT: Duration = Duration::from_secs(30);

/// How often the time is looked at while `dot` runs.
const POLL: Duration = Duration::from_millis(10);

/// Why Graphviz drew nothing.
#[derive(Debug)]
pub(crate) enum GraphvizError {
    /// `dot` is not on the PATH.
    NotInstalled,
    /// `dot` ran past its time budget and was killed.
    TimedOut(Duration),
    /// `dot` ran and failed, or could not be run.
    Failed(Error),
}

/// Runs `dot -T<format>` on `dot_text` (`format` as Graphviz names it: `svg`, `png`) and
/// returns the image, killing `dot` if it runs longer than `timeout`.
pub(crate) fn render(
    dot_text: &str,
    format: &str,
    timeout: Duration,
) -> Result<Vec<u8>, GraphvizError> {
    let failed = |message: String| GraphvizError::Failed(Error::new(message));
    let mut child = Command::new("dot")
        .arg(format!("-T{format}"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| match e.kind() {
            ErrorKind::NotFound => GraphvizError::NotInstalled,
            _ => failed(format!("cannot run Graphviz's `dot`: {e}")),
        })?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = dot_text.as_bytes().to_vec();
    // A write error means `dot` stopped reading; its exit status and messages tell why.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let image = read_all(child.stdout.take().expect("stdout is piped"));
    let messages = read_all(child.stderr.take().expect("stderr is piped"));
    let status = match wait(&mut child, timeout) {
        Ok(Some(status)) => status,
        // The threads are left to end when the pipes close: a process `dot` started
        // may still hold them open.
        Ok(None) => return Err(GraphvizError::TimedOut(timeout)),
        Err(e) => return Err(failed(format!("cannot wait for Graphviz's `dot`: {e}"))),
    };
    let _ = writer.join();
    let image = image.join().unwrap_or_default();
    let messages = messages.join().unwrap_or_default();
    if !status.success() {
        let messages = String::from_utf8_lossy(&messages);
        return Err(failed(format!(
            "Graphviz's `dot` failed ({status}): {}",
            messages.trim()
        )));
    }
    Ok(image)
}

/// Everything `pipe` gives until it closes, read on a thread of its own.
fn read_all(mut pipe: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    })
}

/// The exit status of `child`, or `None` when it ran past `timeout` and was killed (its
/// pipes then close, so the threads reading them end).
fn wait(child: &mut Child, timeout: Duration) -> std::io::Result<Option<std::process::ExitStatus>> {
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        if started.elapsed() >= timeout {
            let _ = child.kill();
            child.wait()?;
            return Ok(None);
        }
        std::thread::sleep(POLL);
    }
}
