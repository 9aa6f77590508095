//! Chomp: a rectangle of squares whose bottom-left square is poisoned. A move eats one
//! square and every square above it and to its right; whoever eats the poisoned square
//! loses. So a position with only the poisoned square left has no move: the player to
//! move there must eat it, and loses as in normal play.

use sg::door::Solvable;
use sg::game::{GameError, ImpartialGame, Moves};

/// What is left of the rectangle: the length of each row, bottom row (with the poisoned
/// square) first, each no longer than the one below, empty rows left out.
pub(crate) type Rows = Vec<u8>;

/// The `width` × `height` rectangle, or why there is none.
pub(crate) fn rectangle(width: u64, height: u64) -> Result<Rows, String> {
    match (u8::try_from(width), usize::try_from(height)) {
        (Ok(width), Ok(height)) if width > 0 && (1..=255).contains(&height) => {
            Ok(vec![width; height])
        }
        _ => Err(format!(
            "a rectangle of {width} x {height} squares: each side is 1 to 255 squares"
        )),
    }
}

/// Chomp on any diagram of rows.
pub(crate) struct Chomp;

/// The front door answers it by the search over its moves.
impl Solvable for Chomp {}

impl ImpartialGame for Chomp {
    type Position = Rows;

    fn name(&self) -> String {
        "Chomp".into()
    }

    fn moves(&self, rows: &Rows, moves: &mut impl Moves<Rows>) -> Result<(), GameError> {
        let mut to = Vec::with_capacity(rows.len());
        for (row, &length) in rows.iter().enumerate() {
            let first = if row == 0 { 1 } else { 0 };
            for column in first..length {
                to.clear();
                to.extend_from_slice(&rows[..row]);
                to.extend(rows[row..].iter().map(|&l| l.min(column)));
                while to.last() == Some(&0) {
                    to.pop();
                }
                let describe = || format!("eat row {row}, column {column}");
                if !moves.add_described(&to, describe) {
                    return Ok(());
                }
            }
        }
        Ok(())
    }
}
