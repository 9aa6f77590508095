//! SVG and PNG drawn by Graphviz's `dot` program: the DOT goes to its standard input (from
//! a second thread, so neither side can block the other on a full pipe) and the image
//! comes back on its standard output.

use std::io::{ErrorKind, Write};
use std::process::{Command, Stdio};

use crate::error::Error;

/// Why Graphviz drew nothing.
#[derive(Debug)]
pub(crate) enum GraphvizError {
    /// `dot` is not on the PATH.
    NotInstalled,
    /// `dot` ran and failed, or could not be run.
    Failed(Error),
}

/// Runs `dot -T<format>` on `dot_text` (`format` as Graphviz names it: `svg`, `png`) and
/// returns the image.
pub(crate) fn render(dot_text: &str, format: &str) -> Result<Vec<u8>, GraphvizError> {
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
    let output = child
        .wait_with_output()
        .map_err(|e| failed(format!("cannot read the output of Graphviz's `dot`: {e}")))?;
    let _ = writer.join();
    if !output.status.success() {
        let messages = String::from_utf8_lossy(&output.stderr);
        return Err(failed(format!(
            "Graphviz's `dot` failed ({}): {}",
            output.status,
            messages.trim()
        )));
    }
    Ok(output.stdout)
}
