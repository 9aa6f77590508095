//! SVG and PNG images of a graph, drawn by Graphviz's `dot` where it is installed (its
//! spline routing is the better picture) and otherwise by the built-in drawing, so that
//! no system package is needed; `--renderer` picks one explicitly. A `dot` that runs past
//! its time budget is stopped, and the built-in drawing used, with a note that says so.
//! The question's deadline (`--max-time`) bounds the whole picture: `dot` is stopped at
//! it too, and the built-in drawing reads it between its steps.

use std::time::Duration;

use super::dot::to_dot;
use super::drawing;
use super::graph::GameGraph;
use super::graphviz::{self, GraphvizError};
use crate::engine::Deadline;
use crate::error::Error;

/// The image formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageFormat {
    /// Scalable vector graphics.
    Svg,
    /// A PNG bitmap.
    Png,
}

impl ImageFormat {
    /// `svg` or `png`.
    pub fn name(self) -> &'static str {
        match self {
            ImageFormat::Svg => "svg",
            ImageFormat::Png => "png",
        }
    }
}

/// Who draws the image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Renderer {
    /// Graphviz if `dot` is on the PATH, else the built-in drawing.
    Auto,
    /// Graphviz's `dot` program.
    Graphviz,
    /// The drawing built into sg.
    Builtin,
}

/// An image, and what a person should be told about how it was drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    /// The SVG text or the PNG file.
    pub bytes: Vec<u8>,
    /// Why the built-in drawing was used where Graphviz was asked for first, if it was.
    pub note: Option<String>,
}

/// The graph drawn in `format` by `renderer` before `deadline`; Graphviz's `dot` is given
/// `dot_timeout` to draw it (past that, [`Renderer::Auto`] falls back to the built-in
/// drawing, and [`Renderer::Graphviz`] gives an error).
pub fn render_image(
    graph: &GameGraph,
    format: ImageFormat,
    renderer: Renderer,
    dot_timeout: Duration,
    deadline: &Deadline,
) -> Result<Image, Error> {
    let mut note = None;
    if renderer != Renderer::Builtin {
        let timeout = deadline
            .remaining()
            .map_or(dot_timeout, |left| left.min(dot_timeout));
        match graphviz::render(&to_dot(graph), format.name(), timeout) {
            Ok(bytes) => return Ok(Image { bytes, note }),
            Err(GraphvizError::Failed(error)) => return Err(error),
            Err(GraphvizError::TimedOut(_)) if deadline.is_past() => {
                return Err(drawing::in_time(deadline).unwrap_err());
            }
            Err(GraphvizError::NotInstalled) if renderer == Renderer::Graphviz => {
                return Err(Error::new(
                    "--renderer graphviz needs Graphviz's `dot` program, which was not found: \
                     install Graphviz (`apt-get install graphviz`, `brew install graphviz`) or \
                     leave --renderer out to use the built-in drawing",
                ));
            }
            Err(GraphvizError::TimedOut(timeout)) if renderer == Renderer::Graphviz => {
                return Err(Error::new(format!(
                    "Graphviz's `dot` did not finish the drawing within {} s and was stopped: \
                     raise --dot-timeout, or use --renderer builtin",
                    timeout.as_secs()
                )));
            }
            Err(GraphvizError::TimedOut(timeout)) => {
                note = Some(format!(
                    "Graphviz's `dot` did not finish the drawing within {} s and was stopped; \
                     the built-in drawing is used instead (raise --dot-timeout to wait longer)",
                    timeout.as_secs()
                ));
            }
            Err(GraphvizError::NotInstalled) => {}
        }
    }
    let svg = drawing::to_svg(graph);
    drawing::in_time(deadline)?;
    let bytes = match format {
        ImageFormat::Svg => svg.into_bytes(),
        #[cfg(feature = "png")]
        ImageFormat::Png => drawing::to_png(&svg, deadline)?,
        #[cfg(not(feature = "png"))]
        ImageFormat::Png => {
            return Err(Error::new(
                "the built-in drawing makes PNG only with sg-core's feature `png`; \
                 Graphviz's `dot` draws it without",
            ));
        }
    };
    Ok(Image { bytes, note })
}
