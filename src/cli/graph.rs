//! `sg graph GAME [HEAP…] [--format dot|json|svg|png] [-o FILE]`: the graph of the positions
//! reachable from a position (by default the file's `start`). Everything is built and drawn before anything is written,
//! so a refused graph leaves no output.

use super::args::{GraphArgs, GraphFormat, GraphRenderer};
use super::output_file;
use super::position;
use crate::error::Error;
use crate::export::{GameGraph, GraphError, ImageFormat, Limits, Renderer, render_image, to_dot};
use crate::load::load_game;
use crate::report::{GraphReport, to_json_line};

pub(super) fn run(args: &GraphArgs) -> Result<String, Error> {
    let game = args
        .engine
        .apply(load_game(&args.game, &args.options.overrides)?);
    let heaps = match (&game.start, args.position.is_empty()) {
        (Some(start), true) => start.clone(),
        (None, true) => {
            return Err(Error::new(format!(
                "`{}` has no `start` position: give the heaps to draw the graph from",
                args.game.display()
            )));
        }
        (_, false) => position::single_game(&args.game, &args.position, &game)?,
    };
    let mut solver = args.engine.solver(&game);
    solver
        .check_position(&heaps)
        .map_err(|e| e.into_error(&game))?;
    let limits = Limits {
        nodes: args.max_nodes,
        edges: args.max_edges,
    };
    let graph = GameGraph::explore(&game, game.play, &heaps, limits, &mut |p| solver.value(p))
        .map_err(|e| match e {
            GraphError::Engine(e) => e.into_error(&game),
            other => Error::new(other.to_string()),
        })?;
    let format = if args.options.json {
        GraphFormat::Json
    } else {
        args.format
    };
    let output = match format {
        GraphFormat::Dot => to_dot(&graph).into_bytes(),
        GraphFormat::Json => to_json_line(&GraphReport::new(&graph)).into_bytes(),
        GraphFormat::Svg => render_image(&graph, ImageFormat::Svg, renderer(args.renderer))?,
        GraphFormat::Png => render_image(&graph, ImageFormat::Png, renderer(args.renderer))?,
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

fn renderer(choice: GraphRenderer) -> Renderer {
    match choice {
        GraphRenderer::Auto => Renderer::Auto,
        GraphRenderer::Graphviz => Renderer::Graphviz,
        GraphRenderer::Builtin => Renderer::Builtin,
    }
}
