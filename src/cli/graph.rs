//! `sg graph GAME [POSITION…] [--format dot|json|svg|png] [-o FILE]`: the graph of the
//! positions reachable from a position (by default the file's `start`), from the front
//! door. Everything is built and drawn before anything is written, so a refused graph
//! leaves no output; the question's deadline bounds the drawing as well as the search.

use super::args::GraphArgs;
use super::games::Games;
use super::graph_output::{emit, limits};
use crate::door::Door;
use crate::error::Error;

pub(super) fn run(args: &GraphArgs) -> Result<String, Error> {
    let engine_limits = args.engine.limits(0);
    let (file, words) = Games::single(
        &args.game,
        &args.position,
        &args.options,
        &args.engine,
        &engine_limits,
    )?;
    let mut door = Door::open(&[(&file, words)], &engine_limits)?;
    let graph = door.graph(limits(args))?;
    emit(&graph, args, &door.deadline())
}
