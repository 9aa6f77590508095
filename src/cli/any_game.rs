//! `solve`, `table`, `graph` and `check` for any game that implements
//! [`CommandLineGame`] (the boards read from DOT): positions are read by the game, answered
//! by the engine the game chooses, and reported in the same report types as rule files.

use super::args::{CheckArgs, EngineOptions, GraphArgs, SolveArgs, TableArgs};
use super::board_game::{CommandLineGame, SolverLimits};
use super::checksum::fletcher32;
use super::graph_output::{emit, limits};
use super::loaded::Setup;
use super::position::Words;
use super::text::{node_table_text, solve_text, summary_text};
use crate::engine::{EngineError, Outcome, PositionSolver};
use crate::error::Error;
use crate::export::{GameGraph, GraphError};
use crate::game::GameError;
use crate::ir::Play;
use crate::report::{
    NodeValueReport, OutcomeCounts, PPositions, SolveReport, SummaryReport, TableReport,
    TableValues, to_json_line,
};

/// Nodes listed in a summary (a table lists them all).
const SUMMARY_NODES: usize = 100;

/// The play the options ask for, else the rule file's (normal for a DOT file).
pub(super) fn play(setup: &Setup, engine: &EngineOptions) -> Play {
    if engine.misere {
        Play::Misere
    } else if engine.normal {
        Play::Normal
    } else {
        setup.play
    }
}

/// The position the words name, or without words the rule file's `start`, or the game's
/// default position (`None` when it has none).
pub(super) fn position<G: CommandLineGame>(
    game: &G,
    setup: &Setup,
    words: &Words,
) -> Result<Option<G::Position>, Error> {
    if words.name_nothing() {
        let none = Words {
            line: words.line.clone(),
            words: Vec::new(),
        };
        return game.read_position(&none).map(Some);
    }
    if !words.words.is_empty() {
        return game.read_position(words).map(Some);
    }
    match &setup.start {
        Some(start) => game.read_position(start).map(Some),
        None => Ok(game.default_position()),
    }
}

/// An engine error, located in the game's rule file where it has a place there.
/// The game's engine in `play`, within the command's limits, listing at most `max_moves`
/// winning moves.
pub(super) fn solver<'g, G: CommandLineGame>(
    game: &'g G,
    play: Play,
    engine: &EngineOptions,
    max_moves: usize,
) -> Result<Box<dyn PositionSolver<G::Position> + 'g>, Error> {
    let limits = SolverLimits {
        max_states: engine.max_states,
        max_moves,
    };
    game.solver(play, limits).map_err(|e| engine_error(game, e))
}

pub(super) fn engine_error<G: CommandLineGame>(game: &G, e: EngineError) -> Error {
    match (&e, game.source()) {
        (
            EngineError::Game(GameError {
                span: Some(span), ..
            }),
            Some(source),
        ) => Error::at(source, *span, e.to_string()),
        _ => Error::new(e.to_string()),
    }
}

/// `sg solve BOARD [WORD…]`: a position's analysis, or without words the default
/// position's, or else a summary of the values of the listed positions.
pub(super) fn solve<G: CommandLineGame>(
    game: &G,
    setup: &Setup,
    args: &SolveArgs,
) -> Result<String, Error> {
    let words = Words::of_single_game(&args.game, &args.position)?;
    let play = play(setup, &args.engine);
    let mut solver = solver(game, play, &args.engine, args.max_moves)?;
    let Some(position) = position(game, setup, &words)? else {
        let report = summarise(game, play, solver.as_mut())?;
        return Ok(if args.options.json {
            to_json_line(&report)
        } else {
            summary_text(&report)
        });
    };
    let report = SolveReport::analyse(game, play, solver.as_mut(), &position)
        .map_err(|e| engine_error(game, e))?;
    Ok(if args.options.json {
        to_json_line(&report)
    } else {
        solve_text(&report)
    })
}

/// The value of every listed position.
fn listed_values<G: CommandLineGame>(
    game: &G,
    solver: &mut dyn PositionSolver<G::Position>,
) -> Result<Vec<NodeValueReport>, Error> {
    let listed = game.listed();
    let positions: Vec<G::Position> = listed.iter().map(|(_, p)| p.clone()).collect();
    solver
        .prepare(&positions)
        .map_err(|e| engine_error(game, e))?;
    listed
        .into_iter()
        .map(|(label, position)| {
            let value = solver.value(&position).map_err(|e| engine_error(game, e))?;
            Ok(NodeValueReport::new(label, &value))
        })
        .collect()
}

fn summarise<G: CommandLineGame>(
    game: &G,
    play: Play,
    solver: &mut dyn PositionSolver<G::Position>,
) -> Result<SummaryReport, Error> {
    let mut nodes = listed_values(game, solver)?;
    let mut counts = OutcomeCounts::default();
    for node in &nodes {
        match node.outcome {
            Outcome::P => counts.p += 1,
            Outcome::N => counts.n += 1,
            Outcome::D => counts.d += 1,
        }
    }
    let lost = nodes
        .iter()
        .filter(|n| n.outcome == Outcome::P)
        .map(|n| n.node.clone())
        .collect();
    nodes.truncate(SUMMARY_NODES);
    Ok(SummaryReport {
        game: game.name(),
        play,
        properties: game.report().properties,
        values: None,
        period: None,
        arithmetic_period: None,
        apparent_arithmetic_period: None,
        heaps_searched: None,
        p_positions: PPositions::Names(lost),
        nodes: Some(nodes),
        outcomes: Some(counts),
        method: solver.method().to_string(),
        start: None,
    })
}

/// `sg table BOARD [--stats]`: the value of every listed position.
pub(super) fn table<G: CommandLineGame>(
    game: &G,
    setup: &Setup,
    args: &TableArgs,
) -> Result<String, Error> {
    if let Some(upto) = args.upto {
        return Err(Error::new(format!(
            "--upto {upto} counts heaps: the table of a board lists every node"
        )));
    }
    let play = play(setup, &args.engine);
    let mut solver = solver(game, play, &args.engine, 0)?;
    let nodes = listed_values(game, solver.as_mut())?;
    if args.stats {
        return Ok(stats_line(&nodes));
    }
    let report = TableReport::of_values(game.name(), play, TableValues::Nodes(nodes));
    Ok(if args.options.json {
        to_json_line(&report)
    } else {
        node_table_text(&report)
    })
}

/// `nodes: N, P: p, N: n, D: d, max: m, checksum: XXXXXXXX`: the checksum is Fletcher-32
/// over the values in order, an infinite value counting as 65535.
fn stats_line(nodes: &[NodeValueReport]) -> String {
    let count = |outcome| nodes.iter().filter(|n| n.outcome == outcome).count();
    let values: Vec<u64> = nodes
        .iter()
        .map(|n| n.grundy.unwrap_or(u64::from(u16::MAX)))
        .collect();
    let max = nodes.iter().filter_map(|n| n.grundy).max().unwrap_or(0);
    format!(
        "nodes: {}, P: {}, N: {}, D: {}, max: {max}, checksum: {:08X}\n",
        nodes.len(),
        count(Outcome::P),
        count(Outcome::N),
        count(Outcome::D),
        fletcher32(&values)
    )
}

/// `sg graph BOARD [WORD…]`: the graph of the positions reachable from a position.
pub(super) fn graph<G: CommandLineGame>(
    game: &G,
    setup: &Setup,
    args: &GraphArgs,
) -> Result<String, Error> {
    let words = Words::of_single_game(&args.game, &args.position)?;
    let position = position(game, setup, &words)?.ok_or_else(|| {
        Error::new(format!(
            "`{}` has no default position: give the nodes of the tokens to draw the graph from",
            args.game.display()
        ))
    })?;
    let play = play(setup, &args.engine);
    let mut solver = solver(game, play, &args.engine, 0)?;
    let graph = GameGraph::explore(game, play, &position, limits(args), &mut |p| {
        solver.value(p)
    })
    .map_err(|e| match e {
        GraphError::Engine(e) => engine_error(game, e),
        other => Error::new(other.to_string()),
    })?;
    emit(&graph, args)
}

/// `sg check BOARD`: the board as the engine understands it.
pub(super) fn check<G: CommandLineGame>(
    game: &G,
    _setup: &Setup,
    args: &CheckArgs,
) -> Result<String, Error> {
    let report = game.report();
    Ok(if args.options.json {
        to_json_line(&report)
    } else {
        format!(
            "{} ({}): {} nodes, {} edges{}\n{}\n",
            report.game,
            report.kind,
            report.nodes,
            report.edges,
            if report.cyclic { ", with cycles" } else { "" },
            report.properties
        )
    })
}
