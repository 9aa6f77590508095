//! SVG and PNG images of a graph, drawn by Graphviz's `dot` program: the DOT goes to its
//! standard input (from a second thread, so neither side can block the other on a full
//! pipe) and the image comes back on its standard output.

use std::io::{ErrorKind, Write};
use std::process::{Command, Stdio};

use crate::error::Error;

/// The image formats `dot` draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageFormat {
    Svg,
    Png,
}

impl ImageFormat {
    pub fn name(self) -> &'static str {
        match self {
            ImageFormat::Svg => "svg",
            ImageFormat::Png => "png",
        }
    }
}

/// Runs `dot -T<format>` on `dot_text` and returns the image.
pub fn render_image(dot_text: &str, format: ImageFormat) -> Result<Vec<u8>, Error> {
    let mut child = Command::new("dot")
        .arg(format!("-T{}", format.name()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| match e.kind() {
            ErrorKind::NotFound => Error::new(format!(
                "--format {} needs Graphviz's `dot` program, which was not found: install \
                 Graphviz (`apt-get install graphviz`, `brew install graphviz`) or use --format dot",
                format.name()
            )),
            _ => Error::new(format!("cannot run Graphviz's `dot`: {e}")),
        })?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = dot_text.as_bytes().to_vec();
    // A write error means `dot` stopped reading; its exit status and messages tell why.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child
        .wait_with_output()
        .map_err(|e| Error::new(format!("cannot read the output of Graphviz's `dot`: {e}")))?;
    let _ = writer.join();
    if !output.status.success() {
        let messages = String::from_utf8_lossy(&output.stderr);
        return Err(Error::new(format!(
            "Graphviz's `dot` failed ({}): {}",
            output.status,
            messages.trim()
        )));
    }
    Ok(output.stdout)
}
