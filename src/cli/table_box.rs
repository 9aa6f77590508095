//! `sg table` of a game of N >= 3 heaps (`heaps N`): the value of every position whose
//! heaps are each at most `--upto`, in row-major order (the last heap fastest). A game
//! whose moves run along lines is built by the line table within its estimate, any other
//! cell by cell by the solver within `--max-states`.
//!
//! Output: `--stats` (the line or object of two-heap tables, the last cell `(N, N, N)`);
//! CSV, a header `a,b,c,G` (`G-` in misère play) and one line `a,b,c,G(a,b,c)` a
//! position; JSON, the object of `sg table --json` with the values nested N deep
//! (`values[a][b][c]`); text, for each value of the heaps before the last two, the grid of
//! the last two. CSV and JSON stream into a file with `-o FILE`. No picture: the table
//! has more than two sides.

use std::io::{self, Write};

use super::args::{TableArgs, TableFormat};
use super::output_file::write_streamed;
use super::table_output::json_around;
use super::table_stats::{TableStats, render};
use super::text::play_text;
use crate::door::{Limits, cells};
use crate::error::Error;
use crate::ir::Game;
use crate::report::{TableReport, TableValues};

/// The names of the heaps in CSV and text (a served game has at most six).
const NAMES: [&str; 6] = ["a", "b", "c", "d", "e", "f"];

/// The table of `heaps` heaps (3 or more) up to `upto` each.
pub(super) fn table(
    game: &Game,
    heaps: usize,
    upto: u64,
    args: &TableArgs,
    format: TableFormat,
    limits: &Limits,
) -> Result<String, Error> {
    if matches!(format, TableFormat::Svg | TableFormat::Png) {
        return Err(Error::new(format!(
            "pictures are drawn of one- and two-heap tables; write the table of {heaps} heaps \
             with -o FILE (csv or json) or summarise it with --stats"
        )));
    }
    if heaps > NAMES.len() {
        return Err(Error::new(format!(
            "tables of at most {} heaps are written; ask single positions of {heaps} heaps \
             with sg solve",
            NAMES.len()
        )));
    }
    let table = cells(game, heaps, upto, limits)?;
    if args.stats {
        let mut stats = TableStats::default();
        table.values().for_each(|v| stats.push(v));
        let report = stats.report(&game.name, game.play, upto, None);
        return Ok(render(&report, heaps, args.options.json));
    }
    let report =
        TableReport::of_values(game.name.clone(), game.play, TableValues::Grid(Vec::new()));
    let write = |out: &mut dyn Write| match format {
        TableFormat::Csv => csv(out, game, heaps, upto, &mut table.values()),
        TableFormat::Json => json(out, &report, heaps, upto, &mut table.values()),
        _ => out.write_all(text(game, heaps, upto, &mut table.values()).as_bytes()),
    };
    match &args.output {
        Some(path) => write_streamed(path, write).map(|()| String::new()),
        None => {
            let mut out = Vec::new();
            write(&mut out).expect("writing to memory");
            Ok(String::from_utf8(out).expect("numbers and names"))
        }
    }
}

/// Every position of `heaps` heaps up to `upto`, in row-major order.
struct Positions {
    next: Option<Vec<u64>>,
    upto: u64,
}

impl Positions {
    fn new(heaps: usize, upto: u64) -> Positions {
        Positions {
            next: Some(vec![0; heaps]),
            upto,
        }
    }
}

impl Iterator for Positions {
    type Item = Vec<u64>;

    fn next(&mut self) -> Option<Vec<u64>> {
        let current = self.next.take()?;
        let mut x = current.clone();
        for i in (0..x.len()).rev() {
            if x[i] < self.upto {
                x[i] += 1;
                self.next = Some(x);
                break;
            }
            x[i] = 0;
        }
        Some(current)
    }
}

/// How many of the last heaps of `x` (the first one left out) equal `digit`.
fn trailing(x: &[u64], digit: u64) -> usize {
    x[1..].iter().rev().take_while(|&&h| h == digit).count()
}

fn csv(
    out: &mut dyn Write,
    game: &Game,
    heaps: usize,
    upto: u64,
    values: &mut dyn Iterator<Item = u64>,
) -> io::Result<()> {
    writeln!(
        out,
        "{},{}",
        NAMES[..heaps].join(","),
        game.play.value_name()
    )?;
    for (x, v) in Positions::new(heaps, upto).zip(values) {
        for h in x {
            write!(out, "{h},")?;
        }
        writeln!(out, "{v}")?;
    }
    Ok(())
}

/// The object of `report` with the values nested `heaps` deep, as `to_json_line` prints
/// nested arrays.
fn json(
    out: &mut dyn Write,
    report: &TableReport,
    heaps: usize,
    upto: u64,
    values: &mut dyn Iterator<Item = u64>,
) -> io::Result<()> {
    let (head, tail) = json_around(report);
    out.write_all(head.as_bytes())?;
    for (i, (x, v)) in Positions::new(heaps, upto).zip(values).enumerate() {
        if i > 0 {
            out.write_all(b", ")?;
        }
        let opened = if i == 0 { heaps - 1 } else { trailing(&x, 0) };
        out.write_all("[".repeat(opened).as_bytes())?;
        write!(out, "{v}")?;
        out.write_all("]".repeat(trailing(&x, upto)).as_bytes())?;
    }
    out.write_all(tail.as_bytes())
}

/// A title, then for each value of the heaps before the last two a heading and the grid
/// of the last two (rows the next-to-last heap, columns the last).
fn text(game: &Game, heaps: usize, upto: u64, values: &mut dyn Iterator<Item = u64>) -> String {
    let values: Vec<u64> = values.collect();
    let width = values
        .iter()
        .max()
        .map_or(1, |m| m.to_string().len())
        .max(upto.to_string().len());
    let names = &NAMES[..heaps];
    let (outer, last_two) = names.split_at(heaps - 2);
    let mut out = format!(
        "{}: {}({}) for {} = 0..{upto} ({} play); for each {}, row {}, column {}\n",
        game.name,
        game.play.value_name(),
        names.join(", "),
        names.join(", "),
        play_text(game.play),
        outer.join(", "),
        last_two[0],
        last_two[1]
    );
    let side = upto as usize + 1;
    let label = width.max(3);
    for (block, grid) in values.chunks(side * side).enumerate() {
        let mut prefix = Vec::with_capacity(outer.len());
        let mut rest = block;
        for _ in outer {
            prefix.push(rest % side);
            rest /= side;
        }
        prefix.reverse();
        let at: Vec<String> = outer
            .iter()
            .zip(&prefix)
            .map(|(name, h)| format!("{name} = {h}"))
            .collect();
        out += &format!("\n{}\n", at.join(", "));
        let header: Vec<String> = (0..side).map(|c| format!("{c:>width$}")).collect();
        let corner = format!("{}\\{}", last_two[0], last_two[1]);
        out += &format!("{corner:>label$} | {}\n", header.join(" "));
        for (r, row) in grid.chunks(side).enumerate() {
            let cells: Vec<String> = row.iter().map(|v| format!("{v:>width$}")).collect();
            out += &format!("{r:>label$} | {}\n", cells.join(" "));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_run_in_row_major_order() {
        let all: Vec<Vec<u64>> = Positions::new(3, 1).collect();
        assert_eq!(
            all,
            [
                [0, 0, 0],
                [0, 0, 1],
                [0, 1, 0],
                [0, 1, 1],
                [1, 0, 0],
                [1, 0, 1],
                [1, 1, 0],
                [1, 1, 1]
            ]
        );
        assert_eq!(
            (trailing(&[0, 1, 0, 0], 0), trailing(&[2, 2, 2], 2)),
            (2, 2)
        );
    }
}
