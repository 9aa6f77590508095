//! Writing a game graph out: as DOT, JSON, SVG or PNG, on stdout or whole into a file,
//! for every kind of game.

use super::args::{GraphArgs, GraphFormat, GraphRenderer};
use super::output_file;
use crate::engine::Deadline;
use crate::error::Error;
use crate::export::{GameGraph, ImageFormat, Limits, Renderer, render_image, to_dot};
use crate::report::{GraphReport, to_json_line};

/// The limits `args` set on a graph.
pub(super) fn limits(args: &GraphArgs) -> Limits {
    Limits {
        nodes: args.max_nodes,
        edges: args.max_edges,
        ..Limits::default()
    }
}

/// The graph in the format `args` ask for, on stdout or in the output file, drawn (if it
/// is a picture) before `deadline`.
pub(super) fn emit(
    graph: &GameGraph,
    args: &GraphArgs,
    deadline: &Deadline,
) -> Result<String, Error> {
    let format = if args.options.json {
        GraphFormat::Json
    } else {
        args.format
    };
    let output = match format {
        GraphFormat::Dot => to_dot(graph).into_bytes(),
        GraphFormat::Json => to_json_line(&GraphReport::new(graph)).into_bytes(),
        GraphFormat::Svg => image(graph, ImageFormat::Svg, args, deadline)?,
        GraphFormat::Png => image(graph, ImageFormat::Png, args, deadline)?,
    };
    match &args.output {
        Some(path) => {
            output_file::write_whole(path, &output)?;
            Ok(String::new())
        }
        // PNG needs -o (clap enforces it): what is left is text.
        None => String::from_utf8(output)
            .map_err(|_| Error::new("the drawing is not text: write it to a file with -o FILE")),
    }
}

/// The picture, with a note on stderr if Graphviz was given up for the built-in drawing.
fn image(
    graph: &GameGraph,
    format: ImageFormat,
    args: &GraphArgs,
    deadline: &Deadline,
) -> Result<Vec<u8>, Error> {
    let timeout = std::time::Duration::from_secs(args.dot_timeout);
    let image = render_image(graph, format, renderer(args.renderer), timeout, deadline)?;
    if let Some(note) = image.note {
        eprintln!("note: {note}");
    }
    Ok(image.bytes)
}

/// The renderer the option names.
fn renderer(choice: GraphRenderer) -> Renderer {
    match choice {
        GraphRenderer::Auto => Renderer::Auto,
        GraphRenderer::Graphviz => Renderer::Graphviz,
        GraphRenderer::Builtin => Renderer::Builtin,
    }
}
