//! Chomp: a rectangle of squares whose bottom-left square is poisoned. A move eats one
//! square and every square above it and to its right; whoever eats the poisoned square
//! loses. So a position with only the poisoned square left has no move: the player to
//! move there must eat it, and loses as in normal play.

use sg::door::{Sketch, Solvable, is_verb, one_move, words_of};
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

/// The front door answers it by the search over its moves; a move is said `eat R C`, and
/// the rows are drawn as a grid with the poisoned square.
impl Solvable for Chomp {
    /// `eat 0 2`, `eat row 0, column 2`.
    fn read_move(
        &self,
        rows: &Rows,
        line: &str,
        _: &Sketch<'_, &Rows>,
    ) -> Option<Result<Rows, String>> {
        let words = words_of(line);
        if !words.first().is_some_and(|w| is_verb(w, &["eat", "chomp"])) {
            return None;
        }
        let numbers: Vec<&str> = words[1..]
            .iter()
            .copied()
            .filter(|w| !is_verb(w, &["row", "column", "at"]))
            .collect();
        let [row, column] = numbers[..] else {
            return Some(Err("say `eat ROW COLUMN`, such as `eat 0 2`".into()));
        };
        let (Ok(row), Ok(column)) = (row.parse::<usize>(), column.parse::<u8>()) else {
            return Some(Err("a row and a column are whole numbers from 0".into()));
        };
        if row >= rows.len() || column >= rows[row] {
            return Some(Err(format!(
                "no square is left at row {row}, column {column}"
            )));
        }
        if (row, column) == (0, 0) {
            return Some(Err(
                "the poisoned square is never eaten: whoever must eat it has no move and loses"
                    .into(),
            ));
        }
        let mut after: Rows = rows[..row].to_vec();
        after.extend(rows[row..].iter().map(|&l| l.min(column)));
        while after.last() == Some(&0) {
            after.pop();
        }
        let what = format!("eats row {row}, column {column}");
        Some(one_move(self, rows, &what, |to| *to == after))
    }

    fn move_help(&self) -> Option<&'static str> {
        Some(
            "  eat 0 2                eat the square of row 0, column 2 and all above and to its right\n",
        )
    }

    /// The rows top down, `▣` the poisoned square, `□` what the last move ate.
    fn draw(&self, rows: &Rows, sketch: &Sketch<'_, &Rows>) -> String {
        let before = sketch.before.unwrap_or(rows);
        let height = before.len().max(rows.len());
        let width = before.iter().chain(rows).copied().max().unwrap_or(0);
        let mut text = String::new();
        for row in (0..height).rev() {
            let now = rows.get(row).copied().unwrap_or(0);
            let then = before.get(row).copied().unwrap_or(0);
            let squares: Vec<&str> = (0..width.max(then))
                .map(|column| match (row, column) {
                    (0, 0) => "▣",
                    _ if column < now => "■",
                    _ if column < then => "□",
                    _ => " ",
                })
                .collect();
            text += &format!("    {row:>3}  {}\n", squares.join(" ").trim_end());
        }
        let columns: Vec<String> = (0..width).map(|c| (c % 10).to_string()).collect();
        text += &format!("         {}   (▣ is poisoned)\n", columns.join(" "));
        text
    }
}

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
