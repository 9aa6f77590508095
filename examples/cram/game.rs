//! Cram: players take turns to cover two adjacent empty squares of a board with a domino,
//! across or down; the player who cannot place one loses. A board breaks up into regions
//! as it fills, and each region is a game of its own: [`ImpartialGame::split`] hands the
//! engine the regions, each cut to its bounding box and turned to one of its eight
//! symmetric forms, so the engine meets every region shape only once.

use serde::Serialize;
use sg::door::{Sketch, Solvable, is_verb, one_move, words_of};
use sg::game::{GameError, ImpartialGame, Moves, PositionView};

/// Empty squares of a board of at most 64 squares: bit `row * width + column` is set
/// when that square is empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub(crate) struct Board {
    pub width: u8,
    pub height: u8,
    pub empty: u64,
}

impl Board {
    /// The empty `width` × `height` board, or why there is none.
    pub(crate) fn new(width: u64, height: u64) -> Result<Board, String> {
        let squares = width.checked_mul(height).filter(|&s| s <= 64);
        match squares {
            Some(squares) if width > 0 && height > 0 => Ok(Board {
                width: width as u8,
                height: height as u8,
                empty: if squares == 64 {
                    u64::MAX
                } else {
                    (1 << squares) - 1
                },
            }),
            _ => Err(format!(
                "a board of {width} x {height} squares: boards have 1 to 64 squares"
            )),
        }
    }

    fn bit(&self, row: u32, column: u32) -> u64 {
        1 << (row * u32::from(self.width) + column)
    }

    /// The empty squares as (row, column).
    fn squares(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        let width = u32::from(self.width);
        (0..64)
            .filter(|i| self.empty >> i & 1 == 1)
            .map(move |i| (i / width, i % width))
    }

    /// The empty squares connected to those of `seed` (across or down).
    fn region(&self, seed: u64) -> u64 {
        let width = u32::from(self.width);
        let full = self.empty;
        let mut left_column = 0u64;
        for row in 0..u32::from(self.height) {
            left_column |= 1 << (row * width);
        }
        let right_column = left_column << (width - 1);
        let mut region = seed;
        loop {
            let grown = region
                | (region & !right_column) << 1
                | (region & !left_column) >> 1
                | region.checked_shl(width).unwrap_or(0)
                | region.checked_shr(width).unwrap_or(0);
            let grown = grown & full;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// The squares `mask` of this board as a board of their own: cut to their bounding
    /// box, in the least of its eight symmetric forms.
    fn canonical_part(&self, mask: u64) -> Board {
        let part = Board {
            empty: mask,
            ..*self
        };
        let (mut top, mut left, mut bottom, mut right) = (u32::MAX, u32::MAX, 0, 0);
        for (row, column) in part.squares() {
            (top, bottom) = (top.min(row), bottom.max(row));
            (left, right) = (left.min(column), right.max(column));
        }
        let (height, width) = (bottom - top + 1, right - left + 1);
        let mut best: Option<Board> = None;
        for symmetry in 0..8 {
            let transposed = symmetry & 4 != 0;
            let (w, h) = if transposed {
                (height, width)
            } else {
                (width, height)
            };
            let mut form = Board {
                width: w as u8,
                height: h as u8,
                empty: 0,
            };
            for (row, column) in part.squares() {
                let (mut r, mut c) = (row - top, column - left);
                if symmetry & 1 != 0 {
                    r = height - 1 - r;
                }
                if symmetry & 2 != 0 {
                    c = width - 1 - c;
                }
                if transposed {
                    (r, c) = (c, r);
                }
                form.empty |= form.bit(r, c);
            }
            if best.is_none_or(|b| form < b) {
                best = Some(form);
            }
        }
        best.expect("eight forms")
    }
}

/// Cram on boards of at most 64 squares.
pub(crate) struct Cram;

/// The front door answers it by the search over its moves; a move is said `0 1 across`,
/// and the board is drawn as a grid.
impl Solvable for Cram {
    /// `0 1 across`, `down 2 0`: a domino with its top or left square at row, column.
    fn read_move(
        &self,
        board: &Board,
        line: &str,
        _: &Sketch<'_, &Board>,
    ) -> Option<Result<Board, String>> {
        let words = words_of(line);
        let way = words.iter().find(|w| is_verb(w, &["across", "down"]))?;
        let numbers: Vec<u32> = words.iter().filter_map(|w| w.parse().ok()).collect();
        let [row, column] = numbers[..] else {
            return None;
        };
        let across = is_verb(way, &["across"]);
        let (width, height) = (u32::from(board.width), u32::from(board.height));
        let other = if across {
            (row, column + 1)
        } else {
            (row + 1, column)
        };
        if other.0 >= height || other.1 >= width {
            return Some(Err(format!(
                "a domino {way} at row {row}, column {column} would leave the board"
            )));
        }
        let covered = board.bit(row, column) | board.bit(other.0, other.1);
        let what = format!("places a domino {way} at row {row}, column {column}");
        Some(one_move(self, board, &what, |to| {
            to.empty == board.empty & !covered && board.empty & covered == covered
        }))
    }

    fn move_help(&self) -> Option<&'static str> {
        Some(
            "  0 1 across             a domino on row 0, columns 1 and 2 (`0 1 down`: rows 0 and 1)\n",
        )
    }

    /// The board as a grid: `·` empty, `■` covered, `▣` covered by the last move.
    fn draw(&self, board: &Board, sketch: &Sketch<'_, &Board>) -> String {
        let columns: Vec<String> = (0..board.width).map(|c| (c % 10).to_string()).collect();
        let mut text = format!("         {}\n", columns.join(" "));
        for row in 0..u32::from(board.height) {
            let squares: Vec<&str> = (0..u32::from(board.width))
                .map(|column| {
                    let bit = board.bit(row, column);
                    match (board.empty & bit, sketch.before.map(|b| b.empty & bit)) {
                        (0, Some(b)) if b != 0 => "▣",
                        (0, _) => "■",
                        _ => "·",
                    }
                })
                .collect();
            text += &format!("    {row:>3}  {}\n", squares.join(" "));
        }
        text
    }
}

impl ImpartialGame for Cram {
    type Position = Board;

    fn name(&self) -> String {
        "Cram".into()
    }

    fn moves(&self, board: &Board, moves: &mut impl Moves<Board>) -> Result<(), GameError> {
        let (width, height) = (u32::from(board.width), u32::from(board.height));
        for (row, column) in board.squares() {
            let here = board.bit(row, column);
            let neighbours = [
                (column + 1 < width).then(|| (board.bit(row, column + 1), "across")),
                (row + 1 < height).then(|| (board.bit(row + 1, column), "down")),
            ];
            for (there, way) in neighbours.into_iter().flatten() {
                if board.empty & there != 0 {
                    let to = Board {
                        empty: board.empty & !here & !there,
                        ..*board
                    };
                    let describe = || format!("a domino {way} at row {row}, column {column}");
                    if !moves.add_described(&to, describe) {
                        return Ok(());
                    }
                }
            }
        }
        Ok(())
    }

    /// The regions of two squares or more (a single square takes no domino).
    fn split(&self, board: &Board, parts: &mut Vec<Board>) {
        let mut left = board.empty;
        while left != 0 {
            let region = board.region(left & left.wrapping_neg());
            left &= !region;
            if region.count_ones() >= 2 {
                parts.push(board.canonical_part(region));
            }
        }
    }

    /// Rows top to bottom, `.` for an empty square and `#` for a covered one.
    fn view(&self, board: &Board) -> PositionView {
        let rows = (0..u32::from(board.height))
            .map(|row| {
                (0..u32::from(board.width))
                    .map(|column| match board.empty & board.bit(row, column) {
                        0 => '#',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        PositionView::Names(rows)
    }
}
