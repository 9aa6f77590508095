//! The options of a piece of a grid under the rule "a node and its successors" (an order
//! right and down: Chomp, any poset game drawn on a grid), worked out on the piece's rows
//! as words. Successors lie to the right and below, so what a move at a node takes is
//! found in one pass down the rows: in the node's row, the run of cells from it to the
//! right; in each row below, the runs reached from the cells just above, to their right
//! (adding the cells reached to their row carries through each run: one addition a row).
//! What is left is the piece's rows less those runs. It is one piece, and keyed from
//! these rows at once, when its rows are runs with no gap between them and each meets the
//! next (a path runs along each row and down between them); otherwise it is split as
//! any set of nodes is. So a move costs a few word operations a row, where taking
//! successors and splitting node by node costs a few a node.

use super::bits::Bits;
use super::layout::{Layout, Topology};
use crate::board::Taken;

/// What a move of the order leaves.
pub(crate) enum Left<'a, const W: usize> {
    /// One piece: its rows from its top row to its bottom row, and its nodes.
    Piece { rows: &'a [u64], bits: Bits<W> },
    /// Nodes that may be several pieces, or none.
    Nodes(Bits<W>),
}

/// Room for the rows of a piece and of what a move leaves, reused from piece to piece.
#[derive(Default)]
pub(crate) struct OrderRows {
    rows: Vec<u64>,
    left: Vec<u64>,
}

impl<const W: usize> Layout<W> {
    /// Whether the rule is an order on a grid, whose options
    /// [`Layout::for_each_order_option`] lists.
    pub(crate) fn is_grid_order(&self) -> bool {
        self.taken() == Taken::NodeAndSuccessors && self.grid_columns().is_some()
    }

    /// Calls `each` with what every move of `piece` takes and what it leaves, the moves
    /// in the order of [`Layout::for_each_move`]; for an order on a grid only.
    pub(crate) fn for_each_order_option(
        &self,
        piece: Bits<W>,
        room: &mut OrderRows,
        mut each: impl FnMut(Bits<W>, Left<'_, W>),
    ) {
        let Topology::Grid { columns, .. } = &self.topology else {
            unreachable!("the options of an order are listed on grids only");
        };
        let columns = *columns;
        let (Some(first), Some(last)) = (piece.lowest(), piece.highest()) else {
            return;
        };
        let (top, bottom) = (first / columns, last / columns);
        let OrderRows { rows, left } = room;
        rows.clear();
        rows.extend((top..=bottom).map(|r| piece.extract(r * columns, columns)));
        for v in piece.iter() {
            let (row_of_v, column) = (v / columns - top, v % columns);
            left.clear();
            left.extend_from_slice(rows);
            let mut taken = Bits::EMPTY;
            let mut reached = 1u64 << column;
            for (r, &row) in rows.iter().enumerate().skip(row_of_v) {
                let from = reached & row;
                if from == 0 {
                    break;
                }
                // From each cell reached, the run of the row to its right.
                let runs = (row.wrapping_add(from) ^ row) & row | from;
                left[r] = row & !runs;
                taken.put((top + r) * columns, runs);
                reached = runs;
            }
            let bits = piece.without(taken);
            match one_piece(left) {
                Some(rows) => each(taken, Left::Piece { rows, bits }),
                None => each(taken, Left::Nodes(bits)),
            }
        }
    }
}

/// The rows of `rows` from the first that has a cell to the last, if they are one piece
/// by the rule of the module note; `None` otherwise (or if no row has a cell).
fn one_piece(rows: &[u64]) -> Option<&[u64]> {
    let first = rows.iter().position(|&row| row != 0)?;
    let last = rows.iter().rposition(|&row| row != 0)?;
    let rows = &rows[first..=last];
    let mut above = rows[0];
    for &row in rows {
        let one_run = row & row.wrapping_add(row & row.wrapping_neg()) == 0;
        if row & above == 0 || !one_run {
            return None;
        }
        above = row;
    }
    Some(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Removal};

    /// Every move of every position of a 4 x 4 grid (and of a 3 x 5 one) under the order
    /// takes what the node-by-node rule takes, and leaves one piece exactly when the
    /// split finds one, with the same rows.
    #[test]
    fn order_options_by_rows_are_those_of_the_nodes() {
        for (rows, columns) in [(4, 4), (3, 5), (2, 8)] {
            let grid = Grid::new(rows, columns, &vec![true; rows * columns]);
            let game = Removal::on_grid("g".into(), grid, Taken::NodeAndSuccessors);
            let layout = Layout::<1>::of(&game).expect("a small grid fits");
            let mut room = OrderRows::default();
            let mut pieces_seen = 0;
            for set in 1u64..1 << (rows * columns) {
                let piece = Bits([set]);
                let mut moves = Vec::new();
                layout.for_each_move(piece, |taken| moves.push(taken));
                let mut listed = Vec::new();
                layout.for_each_order_option(piece, &mut room, |taken, left| {
                    let (bits, rows) = match left {
                        Left::Piece { rows, bits } => (bits, Some(rows.to_vec())),
                        Left::Nodes(bits) => (bits, None),
                    };
                    listed.push((taken, bits, rows));
                });
                assert_eq!(listed.len(), moves.len());
                for ((taken, bits, rows), expected) in listed.into_iter().zip(moves) {
                    assert_eq!(taken, expected, "{set:b}");
                    assert_eq!(bits, piece.without(taken));
                    if let Some(rows) = rows {
                        pieces_seen += 1;
                        let mut parts = Vec::new();
                        layout.split_plain(bits, &mut parts);
                        assert_eq!(parts, [bits], "{set:b}");
                        let top = bits.lowest().expect("a piece") / columns;
                        for (r, &row) in rows.iter().enumerate() {
                            assert_eq!(row, bits.extract((top + r) * columns, columns));
                        }
                    }
                }
            }
            assert!(pieces_seen > 1000);
        }
    }
}
