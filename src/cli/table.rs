//! `sg table GAME [--upto N] [--stats] [--format …] [-o FILE]`: values of single heaps
//! 0..N with their period, or the (N+1) x (N+1) table of a two-heap game; as text or JSON
//! on stdout, streamed into a CSV or JSON file, summarised by `--stats` (streamed too:
//! no value is kept for it), or drawn as a picture.
//!
//! A two-heap game whose moves run along lines is built by the line table, within its
//! cost estimate (`--max-work` steps, `--max-states` memory); other games by the search.
//! Games of three or more heaps: [`table_box`].

use std::io;
use std::path::Path;

use super::args::{TableArgs, TableFormat};
use super::output_file::{write_streamed, write_whole};
use super::table_box;
use super::table_output::{grid_csv, grid_json, heap_csv_header, heap_csv_line, json_around};
use super::table_stats::{TableStats, node_stats, render, render_nodes, stats_of};
use super::text::{genus_text, grid_text, list_text, node_table_text};
use crate::door::{
    Cells, GameFile, GameKind, HeapTables, Limits, cells as cells_of, component_values,
};
use crate::engine::HeapTable;
use crate::error::Error;
use crate::export::{ImageFormat, Plot, heat_map, value_plot};
use crate::ir::Game;
use crate::report::{GenusReport, TableReport, TableValues, to_json_line};

/// The most values printed on stdout; larger tables go to a file (or `--stats`).
const MOST_PRINTED: u64 = 10_000_000;

pub(super) fn run(args: &TableArgs) -> Result<String, Error> {
    let limits = args.engine.limits(0);
    let file = GameFile::load(
        &args.game,
        &args.options.overrides,
        args.engine.play(),
        &limits,
    )?;
    let game = match &file.kind {
        GameKind::Heaps(game) => game,
        GameKind::Board(_) | GameKind::Components(_) => return listed(&file, args, &limits),
    };
    let format = format(args)?;
    // Single heaps, unless the game has a fixed number of two or more.
    let count = game.fixed_heap_count().filter(|&n| n >= 2).unwrap_or(1);
    let upto = args
        .upto
        .or(file.default_upto())
        .expect("a game of heaps has a default --upto");
    let side = upto
        .checked_add(1)
        .ok_or_else(|| too_large(upto, args.engine.max_states))?;
    let cells = u32::try_from(count).ok().and_then(|n| side.checked_pow(n));
    let printed = !args.stats && args.output.is_none();
    if printed && cells.is_none_or(|c| c > MOST_PRINTED) {
        return Err(Error::new(format!(
            "--upto {upto} asks for more than {MOST_PRINTED} values to print: write them to a \
             file with -o FILE (csv or json), draw them (svg, png), or summarise them with --stats"
        )));
    }
    match (count, cells) {
        (1, _) => {}
        (2, _) => {
            let grid = cells_of(game, 2, upto, &limits)?;
            return emit_grid(&grid, game, upto, args, format);
        }
        (_, Some(_)) => return table_box::table(game, count, upto, args, format, &limits),
        (_, None) => return Err(too_large(upto, args.engine.max_states)),
    }
    if cells.is_none_or(|c| c > args.engine.max_states) {
        return Err(too_large(upto, args.engine.max_states));
    }
    heaps(game, side, args, format, &limits)
}

/// The table of a board (the value of each listed position) or of a game of components
/// (single components along their given coordinates), printed.
fn listed(file: &GameFile, args: &TableArgs, limits: &Limits) -> Result<String, Error> {
    if args.format.is_some() || args.output.is_some() {
        return Err(Error::new(
            "--format and -o write tables of heaps; the table of a board or of components is printed",
        ));
    }
    let values = match &file.kind {
        GameKind::Components(game) => {
            let upto = args
                .upto
                .or(file.default_upto())
                .expect("a game of components has a default --upto");
            component_values(game, upto, limits)?
        }
        _ => {
            if let Some(upto) = args.upto {
                return Err(Error::new(format!(
                    "--upto {upto} counts heaps: the table of a board lists every node"
                )));
            }
            TableValues::Nodes(file.listed_values(limits)?)
        }
    };
    if args.stats {
        let (name, json) = (file.name(), args.options.json);
        let upto = |len: usize| len.saturating_sub(1) as u64;
        return Ok(match &values {
            TableValues::Nodes(nodes) => render_nodes(&node_stats(&name, file.play, nodes), json),
            TableValues::Grid(rows) => {
                let report = stats_of(&name, file.play, upto(rows.len()), &rows.concat());
                render(&report, 2, json)
            }
            TableValues::Heaps(v) => render(&stats_of(&name, file.play, upto(v.len()), v), 1, json),
        });
    }
    let report = TableReport::of_values(file.name(), file.play, values);
    Ok(if args.options.json {
        to_json_line(&report)
    } else {
        match &report.values {
            TableValues::Nodes(_) => node_table_text(&report),
            TableValues::Grid(_) => grid_text(&report),
            TableValues::Heaps(_) => list_text(&report),
        }
    })
}

/// The format asked for: `--json`, `--format`, the extension of `-o FILE`, else text.
fn format(args: &TableArgs) -> Result<TableFormat, Error> {
    if args.options.json {
        return match args.format {
            None | Some(TableFormat::Json) => Ok(TableFormat::Json),
            Some(_) => Err(Error::new("--json prints JSON: leave --format out")),
        };
    }
    let from_extension = || {
        let extension = args.output.as_deref()?.extension()?.to_str()?;
        match extension.to_ascii_lowercase().as_str() {
            "csv" => Some(TableFormat::Csv),
            "json" => Some(TableFormat::Json),
            "svg" => Some(TableFormat::Svg),
            "png" => Some(TableFormat::Png),
            _ => None,
        }
    };
    let format = args
        .format
        .or_else(from_extension)
        .unwrap_or(TableFormat::Text);
    if format == TableFormat::Png && args.output.is_none() {
        return Err(Error::new(
            "--format png writes an image: give the file with -o FILE",
        ));
    }
    Ok(format)
}

fn too_large(upto: u64, max_states: u64) -> Error {
    Error::new(format!(
        "--upto {upto} asks for more values than the limit of {max_states} (--max-states); lower --upto or raise --max-states"
    ))
}

/// The two-heap table in the format asked for.
fn emit_grid(
    grid: &Cells,
    game: &Game,
    upto: u64,
    args: &TableArgs,
    format: TableFormat,
) -> Result<String, Error> {
    let side = upto + 1;
    if args.stats {
        let mut stats = TableStats::default();
        grid.values().for_each(|v| stats.push(v));
        let report = stats.report(&game.name, game.play, upto, None);
        return Ok(render(&report, 2, args.options.json));
    }
    let report = |values| TableReport::of_values(game.name.clone(), game.play, values);
    let rows = || grid.rows(side);
    let picture = |image| heat_map(&game.name, game.play, upto, &rows, image);
    match (format, &args.output) {
        (TableFormat::Svg | TableFormat::Png, output) => {
            let image = if format == TableFormat::Svg {
                ImageFormat::Svg
            } else {
                ImageFormat::Png
            };
            deliver(output.as_deref(), &picture(image)?)
        }
        (TableFormat::Csv, Some(path)) => {
            write_streamed(path, |out| grid_csv(out, upto, &mut grid.rows(side)))?;
            Ok(String::new())
        }
        (TableFormat::Json, Some(path)) => {
            let empty = report(TableValues::Grid(Vec::new()));
            write_streamed(path, |out| grid_json(out, &empty, &mut grid.rows(side)))?;
            Ok(String::new())
        }
        (TableFormat::Text, Some(path)) => {
            let text = grid_text(&report(TableValues::Grid(grid.rows(side).collect())));
            write_whole(path, text.as_bytes())?;
            Ok(String::new())
        }
        (TableFormat::Csv, None) => {
            let mut out = Vec::new();
            grid_csv(&mut out, upto, &mut grid.rows(side)).expect("writing to memory");
            Ok(String::from_utf8(out).expect("CSV of numbers"))
        }
        (TableFormat::Json, None) => Ok(to_json_line(&report(TableValues::Grid(
            grid.rows(side).collect(),
        )))),
        (TableFormat::Text, None) => Ok(grid_text(&report(TableValues::Grid(
            grid.rows(side).collect(),
        )))),
    }
}

/// A picture (or other whole output) to the file, or as text on stdout (SVG).
fn deliver(output: Option<&Path>, bytes: &[u8]) -> Result<String, Error> {
    match output {
        Some(path) => {
            write_whole(path, bytes)?;
            Ok(String::new())
        }
        None => String::from_utf8(bytes.to_vec())
            .map_err(|_| Error::new("the picture is not text: write it to a file with -o FILE")),
    }
}

/// The table of single heaps 0..side.
fn heaps(
    game: &Game,
    side: u64,
    args: &TableArgs,
    format: TableFormat,
    limits: &Limits,
) -> Result<String, Error> {
    let upto = side - 1;
    let mut solver = HeapTables::new(game, limits);
    let report = |table: HeapTable, genus: Option<Vec<GenusReport>>| {
        TableReport::of_heaps(game.name.clone(), game.play, table, genus)
    };
    if args.stats {
        let mut stats = TableStats::default();
        let table = solver.streamed(side, &mut |v| stats.push(v))?;
        let report = stats.report(&game.name, game.play, upto, table.period);
        return Ok(render(&report, 1, args.options.json));
    }
    match (format, &args.output) {
        (TableFormat::Csv | TableFormat::Json, Some(path)) => {
            let mut engine_error = None;
            let head = json_around(&report(HeapTable::default(), None)).0;
            let written = write_streamed(path, |out| {
                if format == TableFormat::Csv {
                    heap_csv_header(out, game.play)?;
                } else {
                    out.write_all(head.as_bytes())?;
                }
                let mut n = 0u64;
                let mut failure: Option<io::Error> = None;
                let streamed = solver.streamed(side, &mut |v| {
                    if failure.is_some() {
                        return;
                    }
                    let written = if format == TableFormat::Csv {
                        heap_csv_line(out, n, v)
                    } else if n == 0 {
                        write!(out, "{v}")
                    } else {
                        write!(out, ", {v}")
                    };
                    failure = written.err();
                    n += 1;
                });
                if let Some(failure) = failure {
                    return Err(failure);
                }
                match streamed {
                    Ok(table) if format == TableFormat::Json => {
                        out.write_all(json_around(&report(table, None)).1.as_bytes())
                    }
                    Ok(_) => Ok(()),
                    Err(e) => {
                        engine_error = Some(e);
                        Err(io::Error::other("the table was not computed"))
                    }
                }
            });
            if let Some(e) = engine_error {
                return Err(e);
            }
            written.map(|()| String::new())
        }
        (TableFormat::Svg | TableFormat::Png, output) => {
            let table = solver.values(side)?;
            let image = if format == TableFormat::Svg {
                ImageFormat::Svg
            } else {
                ImageFormat::Png
            };
            let plot = Plot {
                game: &game.name,
                play: game.play,
                values: &table.values,
                period: table.period,
                arithmetic_period: table.arithmetic_period,
            };
            deliver(output.as_deref(), &value_plot(&plot, image)?)
        }
        (_, output) => {
            // The genus first: its search then gives the values too.
            let genus = solver.genus(side)?;
            let table = solver.values(side)?;
            let report = report(
                table,
                genus.map(|g| g.iter().map(GenusReport::from).collect()),
            );
            let text = if format == TableFormat::Json {
                to_json_line(&report)
            } else if report.genus.is_some() {
                genus_text(&report)
            } else if format == TableFormat::Csv {
                let mut out = Vec::new();
                heap_csv_header(&mut out, game.play).expect("writing to memory");
                if let TableValues::Heaps(values) = &report.values {
                    for (n, &v) in values.iter().enumerate() {
                        heap_csv_line(&mut out, n as u64, v).expect("writing to memory");
                    }
                }
                String::from_utf8(out).expect("CSV of numbers")
            } else {
                list_text(&report)
            };
            deliver(output.as_deref(), text.as_bytes())
        }
    }
}
