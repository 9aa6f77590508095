//! `sg table GAME [--upto N] [--stats]`: values of single heaps 0..N with their period, or
//! the (N+1) x (N+1) table of a two-heap game.

use super::args::TableArgs;
use super::solve::genus_json;
use super::summary::{period_json, period_text};
use crate::engine::{Genus, Period, Solver};
use crate::error::Error;
use crate::ir::{Game, Play};
use crate::json::Json;
use crate::load::load_game;

const DEFAULT_UPTO: u64 = 100;
const DEFAULT_UPTO_TWO_HEAPS: u64 = 20;
/// Misère values of heaps need searches over sums, which grow fast with the heap.
const DEFAULT_UPTO_MISERE: u64 = 30;

pub fn run(args: &TableArgs) -> Result<String, Error> {
    let game = args
        .engine
        .apply(load_game(&args.game, &args.options.overrides)?);
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
        return Ok(if args.stats {
            stats_line(&format!("({upto}, {upto})"), &rows.concat(), None)
        } else if args.options.json {
            let values = Json::Array(rows.iter().map(|r| Json::uints(r)).collect());
            let json = Json::object([
                ("game", Json::str(&game.name)),
                ("play", Json::str(game.play.name())),
                ("values", values),
                ("period", Json::Null),
            ]);
            format!("{json}\n")
        } else {
            grid_text(&game, &rows)
        });
    }
    let mut solver = Solver::new(&game, max_states);
    solver.show_progress(!args.engine.quiet);
    // The genus first: its search then gives the values too (--stats shows values only).
    let genus = if args.stats {
        None
    } else {
        solver.genus_table(side).map_err(fail)?
    };
    let (values, period) = solver.heap_table(side).map_err(fail)?;
    if args.stats {
        return Ok(stats_line(&upto.to_string(), &values, period));
    }
    Ok(if args.options.json {
        let mut fields = vec![
            ("game", Json::str(&game.name)),
            ("play", Json::str(game.play.name())),
            ("values", Json::uints(&values)),
            ("period", period_json(period)),
        ];
        if let Some(genus) = &genus {
            fields.push(("genus", Json::Array(genus.iter().map(genus_json).collect())));
        }
        format!("{}\n", Json::object(fields))
    } else if let Some(genus) = &genus {
        genus_text(&game, &values, genus)
    } else {
        list_text(&game, &values, period)
    })
}

fn too_large(upto: u64, max_states: u64) -> Error {
    Error::new(format!(
        "--upto {upto} asks for more values than the limit of {max_states} (--max-states); lower --upto or raise --max-states"
    ))
}

fn list_text(game: &Game, values: &[u64], period: Option<Period>) -> String {
    let width = values.iter().max().map_or(1, |m| m.to_string().len());
    let label = (values.len() - 1).to_string().len();
    let mut out = format!(
        "{}: {}(n) for n = 0..{} ({} play)\n",
        game.name,
        game.play.value_name(),
        values.len() - 1,
        game.play.name()
    );
    for (row, chunk) in values.chunks(10).enumerate() {
        let cells: Vec<String> = chunk.iter().map(|v| format!("{v:>width$}")).collect();
        out += &format!("{:>label$}: {}\n", row * 10, cells.join(" "));
    }
    out += &format!("period: {}\n", period_text(period));
    out
}

/// One line per heap: n, G⁻(n) and the genus (misère play of sum games).
fn genus_text(game: &Game, values: &[u64], genus: &[Genus]) -> String {
    let label = (values.len() - 1).to_string().len().max(1);
    let width = values
        .iter()
        .max()
        .map_or(1, |m| m.to_string().len())
        .max(2);
    let mut out = format!(
        "{}: G-(n) and genus for n = 0..{} ({} play)\n{:>label$}  {:>width$}  genus\n",
        game.name,
        values.len() - 1,
        game.play.name(),
        "n",
        "G-"
    );
    for (n, (value, genus)) in values.iter().zip(genus).enumerate() {
        out += &format!("{n:>label$}  {value:>width$}  {genus}\n");
    }
    out
}

fn grid_text(game: &Game, rows: &[Vec<u64>]) -> String {
    let n = rows.len();
    let width = rows
        .iter()
        .flatten()
        .max()
        .map_or(1, |m| m.to_string().len())
        .max((n - 1).to_string().len());
    let mut out = format!(
        "{}: {}(a, b) for a, b = 0..{} ({} play); row a, column b\n",
        game.name,
        game.play.value_name(),
        n - 1,
        game.play.name()
    );
    let header: Vec<String> = (0..n).map(|b| format!("{b:>width$}")).collect();
    let label = width.max(3);
    out += &format!("{:>label$} | {}\n", "a\\b", header.join(" "));
    for (a, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(|v| format!("{v:>width$}")).collect();
        out += &format!("{a:>label$} | {}\n", cells.join(" "));
    }
    out
}

/// `n: N, G(N): g, max: m, zeros: z, period: …, checksum: XXXXXXXX`, over the values in
/// order (row by row for a two-heap table, whose last cell is `last`).
fn stats_line(last: &str, values: &[u64], period: Option<Period>) -> String {
    let max = values.iter().copied().max().unwrap_or(0);
    let zeros = values.iter().filter(|&&v| v == 0).count();
    let period = match period {
        Some(p) => format!("{} (preperiod {})", p.period, p.preperiod),
        None => "none".to_string(),
    };
    format!(
        "n: {last}, G(n): {}, max: {max}, zeros: {zeros}, period: {period}, checksum: {:08X}\n",
        values[values.len() - 1],
        fletcher32(values)
    )
}

/// Fletcher-32 over the values as 16-bit words: c0 += g, c1 += c0 (both wrapping u16);
/// the checksum is c1 << 16 | c0.
pub fn fletcher32(values: &[u64]) -> u32 {
    let (mut c0, mut c1) = (0u16, 0u16);
    for &v in values {
        c0 = c0.wrapping_add(v as u16);
        c1 = c1.wrapping_add(c0);
    }
    u32::from(c1) << 16 | u32::from(c0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fletcher_of_small_sequences() {
        assert_eq!(fletcher32(&[]), 0);
        assert_eq!(fletcher32(&[1, 2, 3]), (1 + 3 + 6) << 16 | 6);
        // Sums wrap at 16 bits.
        assert_eq!(fletcher32(&[0xFFFF, 1]), (0xFFFF) << 16);
    }
}
