//! Heaps drawn for a person: each row of tokens keeps its place for the whole game, and
//! each token its column, so that a row of pins knocked down in the middle shows the gap
//! (`● ● ● ○ ● ● ●`, the two heaps of three it left). A token taken by the last move is
//! drawn `○`, one taken earlier `·`. Rows are named by the heaps in them (play's names,
//! which stay while a heap stands). Rows wider than [`DRAWN_TOKENS`] are drawn short,
//! with their sizes.

use crate::door::{Item, Row, Sketch};

/// Rows up to this many columns are drawn token by token.
const DRAWN_TOKENS: u64 = 40;

/// What stands in one column of a row.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cell {
    Token,
    TakenLast,
    Gone,
}

impl Cell {
    fn symbol(self) -> &'static str {
        match self {
            Cell::Token => "●",
            Cell::TakenLast => "○",
            Cell::Gone => "·",
        }
    }
}

/// The heaps of `position`, placed as `sketch` says (each heap a row of its own where it
/// says nothing).
pub(super) fn draw(position: &[u64], sketch: &Sketch<'_, &Vec<u64>>) -> String {
    let (items, rows) = if sketch.items.len() == position.len() && !sketch.rows.is_empty() {
        (sketch.items.to_vec(), sketch.rows.to_vec())
    } else {
        plain(position)
    };
    if rows.is_empty() {
        return "    (no heaps)\n".to_string();
    }
    let before: Option<(&[u64], &[Item])> = sketch
        .before
        .filter(|b| b.len() == sketch.before_items.len())
        .map(|b| (b.as_slice(), sketch.before_items));
    let lines: Vec<(String, String)> = rows
        .iter()
        .enumerate()
        .map(|(r, row)| {
            let here: Vec<(&Item, u64)> = items
                .iter()
                .zip(position)
                .filter(|(item, _)| item.row == r)
                .map(|(item, &size)| (item, size))
                .collect();
            (label(row, &here), picture(r, row, &here, before))
        })
        .collect();
    let width = lines
        .iter()
        .map(|(l, _)| l.chars().count())
        .max()
        .unwrap_or(0);
    lines
        .into_iter()
        .map(|(label, picture)| format!("    {label:<width$}  {picture}\n"))
        .collect()
}

/// Each heap a row of its own, named by its number from 1.
fn plain(position: &[u64]) -> (Vec<Item>, Vec<Row>) {
    let items = (0..position.len())
        .map(|i| Item {
            name: (i + 1).to_string(),
            row: i,
            column: 0,
        })
        .collect();
    let rows = position
        .iter()
        .enumerate()
        .map(|(i, &size)| Row {
            name: (i + 1).to_string(),
            width: size,
        })
        .collect();
    (items, rows)
}

/// `heap 1`, `heaps 1, 4`, or the row's own name where no heap is left in it.
fn label(row: &Row, here: &[(&Item, u64)]) -> String {
    match here {
        [] => format!("heap {}", row.name),
        [(item, _)] => format!("heap {}", item.name),
        many => {
            let names: Vec<&str> = many.iter().map(|(item, _)| item.name.as_str()).collect();
            format!("heaps {}", names.join(", "))
        }
    }
}

/// The row's tokens and sizes: `● ● ○ ·  (2)`.
fn picture(
    r: usize,
    row: &Row,
    here: &[(&Item, u64)],
    before: Option<(&[u64], &[Item])>,
) -> String {
    let sizes: Vec<String> = here.iter().map(|(_, size)| size.to_string()).collect();
    let sizes = match sizes.as_slice() {
        [] => "(none left)".to_string(),
        _ => format!("({})", sizes.join(", ")),
    };
    let width = here
        .iter()
        .map(|(item, size)| item.column.saturating_add(*size))
        .fold(row.width, u64::max);
    if width > DRAWN_TOKENS {
        let short: Vec<String> = here
            .iter()
            .map(|&(_, size)| match size {
                0 => "-".to_string(),
                1..=7 => "●".repeat(size as usize),
                _ => "●●●…●●●".to_string(),
            })
            .collect();
        return format!("{}  {sizes}", short.join("  "));
    }
    let covers = |item: &Item, size: u64, column: u64| {
        item.row == r && (item.column..item.column.saturating_add(size)).contains(&column)
    };
    let cells: Vec<&str> = (0..width)
        .map(|column| {
            let now = here.iter().any(|&(item, size)| covers(item, size, column));
            let then = before.is_some_and(|(heaps, items)| {
                items
                    .iter()
                    .zip(heaps)
                    .any(|(item, &size)| covers(item, size, column))
            });
            match (now, then) {
                (true, _) => Cell::Token,
                (false, true) => Cell::TakenLast,
                (false, false) => Cell::Gone,
            }
            .symbol()
        })
        .collect();
    if cells.is_empty() {
        return sizes;
    }
    format!("{}  {sizes}", cells.join(" "))
}
