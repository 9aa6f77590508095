//! `sg table GAME [--upto N] [--stats]`: values of single heaps 0..N with their period, or
//! the (N+1) x (N+1) table of a two-heap game.

use super::args::TableArgs;
use super::checksum::stats_line;
use super::loaded::{Loaded, with_board};
use super::text::{genus_text, grid_text, list_text};
use super::{any_game, component_table};
use crate::engine::Solver;
use crate::error::Error;
use crate::ir::Play;
use crate::report::{
    ApparentArithmeticReport, ArithmeticPeriodReport, GenusReport, PeriodReport, TableReport,
    TableValues, to_json_line,
};

const DEFAULT_UPTO: u64 = 100;
const DEFAULT_UPTO_TWO_HEAPS: u64 = 20;
/// Misère values of heaps need searches over sums, which grow fast with the heap.
const DEFAULT_UPTO_MISERE: u64 = 30;

pub(super) fn run(args: &TableArgs) -> Result<String, Error> {
    let game = match Loaded::load(&args.game, &args.options.overrides, args.engine.max_states)? {
        Loaded::Rules(game) => args.engine.apply(game),
        Loaded::Board(board, setup) => {
            return with_board!(&board, game => any_game::table(game, &setup, args));
        }
        Loaded::Components(game, setup) => return component_table::table(&game, &setup, args),
    };
    let two_heaps = game.fixed_heap_count() == Some(2);
    let upto = args.upto.unwrap_or(if two_heaps {
        DEFAULT_UPTO_TWO_HEAPS
    } else if game.play == Play::Misere {
        DEFAULT_UPTO_MISERE
    } else {
        DEFAULT_UPTO
    });
    let max_states = args.engine.max_states;
    let side = upto
        .checked_add(1)
        .ok_or_else(|| too_large(upto, max_states))?;
    let cells = if two_heaps {
        side.checked_mul(side)
    } else {
        Some(side)
    };
    if cells.is_none_or(|c| c > max_states) {
        return Err(too_large(upto, max_states));
    }
    let fail = |e: crate::engine::EngineError| e.into_error(&game);
    if two_heaps {
        let mut solver = Solver::with_dense_square(&game, max_states, side);
        let mut rows = Vec::with_capacity(side as usize);
        for a in 0..side {
            let row = (0..side)
                .map(|b| solver.value(&[a, b]))
                .collect::<Result<Vec<u64>, _>>()
                .map_err(fail)?;
            rows.push(row);
        }
        if args.stats {
            return Ok(stats_line(
                &format!("({upto}, {upto})"),
                &rows.concat(),
                None,
            ));
        }
        let report = TableReport {
            game: game.name.clone(),
            play: game.play,
            values: TableValues::Grid(rows),
            period: None,
            arithmetic_period: None,
            apparent_arithmetic_period: None,
            genus: None,
        };
        return Ok(if args.options.json {
            to_json_line(&report)
        } else {
            grid_text(&report)
        });
    }
    let mut solver = args.engine.solver(&game);
    // The genus first: its search then gives the values too (--stats shows values only).
    let genus = if args.stats {
        None
    } else {
        solver.genus_table(side).map_err(fail)?
    };
    let table = solver.heap_table(side).map_err(fail)?;
    if args.stats {
        return Ok(stats_line(&upto.to_string(), &table.values, table.period));
    }
    let report = TableReport {
        game: game.name.clone(),
        play: game.play,
        values: TableValues::Heaps(table.values),
        period: table.period.map(PeriodReport::from),
        arithmetic_period: table.arithmetic_period.map(ArithmeticPeriodReport::from),
        apparent_arithmetic_period: table
            .apparent_arithmetic_period
            .map(ApparentArithmeticReport::from),
        genus: genus.map(|g| g.iter().map(GenusReport::from).collect()),
    };
    Ok(if args.options.json {
        to_json_line(&report)
    } else if report.genus.is_some() {
        genus_text(&report)
    } else {
        list_text(&report)
    })
}

fn too_large(upto: u64, max_states: u64) -> Error {
    Error::new(format!(
        "--upto {upto} asks for more values than the limit of {max_states} (--max-states); lower --upto or raise --max-states"
    ))
}
