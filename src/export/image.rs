//! SVG and PNG images of a graph, drawn by Graphviz's `dot` where it is installed (its
//! spline routing is the better picture) and otherwise by the built-in drawing, so that
//! no system package is needed; `--renderer` picks one explicitly.

use super::dot::to_dot;
use super::drawing;
use super::graph::GameGraph;
use super::graphviz::{self, GraphvizError};
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

/// The graph drawn in `format` by `renderer`.
pub fn render_image(
    graph: &GameGraph,
    format: ImageFormat,
    renderer: Renderer,
) -> Result<Vec<u8>, Error> {
    if renderer != Renderer::Builtin {
        match graphviz::render(&to_dot(graph), format.name()) {
            Ok(image) => return Ok(image),
            Err(GraphvizError::Failed(error)) => return Err(error),
            Err(GraphvizError::NotInstalled) if renderer == Renderer::Graphviz => {
                return Err(Error::new(
                    "--renderer graphviz needs Graphviz's `dot` program, which was not found: \
                     install Graphviz (`apt-get install graphviz`, `brew install graphviz`) or \
                     leave --renderer out to use the built-in drawing",
                ));
            }
            Err(GraphvizError::NotInstalled) => {}
        }
    }
    let svg = drawing::to_svg(graph);
    match format {
        ImageFormat::Svg => Ok(svg.into_bytes()),
        ImageFormat::Png => drawing::to_png(&svg),
    }
}
