//! `sg table` for a game of components: the values of single components, along the one
//! coordinate a component must be given (the others from their defaults), or as the grid
//! of the two.

use super::any_game::engine_error;
use super::args::TableArgs;
use super::board_game::{CommandLineGame, SolverLimits};
use super::component_game::required;
use super::loaded::Setup;
use super::table_stats::stats_line;
use super::text::{grid_text, list_text};
use crate::engine::GeneralizedValue;
use crate::error::Error;
use crate::ir::{ComponentGame, Play};
use crate::report::{TableReport, TableValues, to_json_line};

const DEFAULT_UPTO: u64 = 100;
const DEFAULT_UPTO_GRID: u64 = 20;

pub(super) fn table(
    game: &ComponentGame,
    setup: &Setup,
    args: &TableArgs,
) -> Result<String, Error> {
    let play = if args.engine.misere {
        Play::Misere
    } else if args.engine.normal {
        Play::Normal
    } else {
        setup.play
    };
    let given = required(game).max(1);
    if given > 2 {
        return Err(Error::new(format!(
            "a table shows components of one or two coordinates; a component of {} has {given}: ask `sg solve` for single components",
            game.name
        )));
    }
    let upto = args.upto.unwrap_or(if given == 2 {
        DEFAULT_UPTO_GRID
    } else {
        DEFAULT_UPTO
    });
    let side = upto.saturating_add(1);
    let cells = if given == 2 {
        side.checked_mul(side)
    } else {
        Some(side)
    };
    let max_states = args.engine.max_states;
    if cells.is_none_or(|c| c > max_states) {
        return Err(Error::new(format!(
            "--upto {upto} asks for more values than the limit of {max_states} (--max-states); lower --upto or raise --max-states"
        )));
    }
    let limits = SolverLimits {
        max_states,
        max_moves: 0,
    };
    let mut solver = game
        .solver(play, limits)
        .map_err(|e| engine_error(game, e))?;
    args.engine.limit(solver.as_mut());
    let mut value = |coordinates: &[u64]| -> Result<u64, Error> {
        let component = match game.complete(coordinates) {
            Some(Ok(component)) => component,
            Some(Err(e)) => return Err(Error::new(e.message)),
            None => unreachable!("the required coordinates are given"),
        };
        match solver
            .value(&vec![component])
            .map_err(|e| engine_error(game, e))?
        {
            GeneralizedValue::Finite(v) => Ok(v),
            other => Err(Error::new(format!("a component's value is {other}"))),
        }
    };
    let values = if given == 2 {
        let mut rows = Vec::with_capacity(side as usize);
        for a in 0..side {
            rows.push(
                (0..side)
                    .map(|b| value(&[a, b]))
                    .collect::<Result<Vec<u64>, Error>>()?,
            );
        }
        TableValues::Grid(rows)
    } else {
        TableValues::Heaps((0..side).map(|n| value(&[n])).collect::<Result<_, _>>()?)
    };
    if args.stats {
        let (last, all) = match &values {
            TableValues::Grid(rows) => (format!("({upto}, {upto})"), rows.concat()),
            TableValues::Heaps(v) => (upto.to_string(), v.clone()),
            TableValues::Nodes(_) => unreachable!("components are no nodes"),
        };
        return Ok(stats_line(&last, &all, None));
    }
    let report = TableReport::of_values(game.name.clone(), play, values);
    Ok(if args.options.json {
        to_json_line(&report)
    } else if given == 2 {
        grid_text(&report)
    } else {
        list_text(&report)
    })
}
