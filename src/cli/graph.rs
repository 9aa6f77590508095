//! `sg graph GAME [HEAP…] [--format dot|json|svg|png] [-o FILE]`: the graph of the positions
//! reachable from a position (by default the file's `start`). Everything is built and drawn before anything is written,
//! so a refused graph leaves no output.

use super::any_game;
use super::args::GraphArgs;
use super::graph_output::{emit, limits};
use super::loaded::{Loaded, with_board};
use super::position;
use crate::engine::GeneralizedValue;
use crate::error::Error;
use crate::export::{GameGraph, GraphError};

pub(super) fn run(args: &GraphArgs) -> Result<String, Error> {
    let game = match Loaded::load(&args.game, &args.options.overrides, args.engine.max_states)? {
        Loaded::Rules(game) => args.engine.apply(game),
        Loaded::Board(board, setup) => {
            return with_board!(&board, game => any_game::graph(game, &setup, args));
        }
        Loaded::Components(game, setup) => return any_game::graph(&game, &setup, args),
    };
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
    let limits = limits(args);
    let graph = GameGraph::explore(&game, game.play, &heaps, limits, &mut |p| {
        solver.value(p).map(GeneralizedValue::Finite)
    })
    .map_err(|e| match e {
        GraphError::Engine(e) => e.into_error(&game),
        other => Error::new(other.to_string()),
    })?;
    emit(&graph, args)
}
