//! Edges a domino game can do without. Under dominoes, let `A` and `D` be two nodes not
//! joined, each with exactly the two neighbours `B` and `C` (twins: on a grid, opposite
//! corners of a 2 x 2 square whose other sides are empty). Then a position keeps its
//! value when the edges `A-B` and `D-C` are taken out of the board, and if that leaves it
//! in pieces, its value is the sum of theirs.
//!
//! By induction on the position `S` (with `A`, `B`, `C`, `D` in `S`; `G` the board and
//! `H` the board without the two edges). Swapping `A` and `D` maps `G` onto itself, so the
//! domino `A-B` leaves the same game as `D-B`, and `D-C` as `A-C`: the options `G` has and
//! `H` has not repeat options both have. Of those both have: a domino away from the four
//! leaves the pattern whole (induction); `A-C` and `B-D` take an end of each edge, so
//! `G` and `H` agree after them; a domino on `B` and another node leaves `A` and `D`
//! pendant at `C` in `G` and only `A` in `H` (`D` alone, which never moves again), the same
//! value by the first rule of [`super::idle`]; on `C` and another node the same with `B`.
//!
//! The cuts of several such squares hold together: a cut edge of one is no edge of
//! another (a corner has no other neighbour), so each stays a pair of twins when the
//! others are cut, and a piece of `H` that holds both ends of a cut edge holds its whole
//! square, whose twins are twins in the piece too: the piece of `H` is worth what its
//! nodes are worth on `G`. So the pieces are found with the cut edges left out, and
//! each is then a set of nodes like any other.
//!
//! Found on grids (by word operations, as the idle nodes are); on other boards no edge is
//! cut.

use super::bits::Bits;
use super::layout::{Layout, Topology};

impl<const W: usize> Layout<W> {
    /// The edges of `set` that the twins let go, on a grid: the place left of each
    /// (its right neighbour is the other end). Empty on other boards.
    pub(crate) fn twin_cuts(&self, set: Bits<W>) -> Bits<W> {
        let Topology::Grid {
            columns,
            not_first_column,
            not_last_column,
            ..
        } = &self.topology
        else {
            return Bits::EMPTY;
        };
        let columns = *columns;
        // The places with a neighbour to the right, left, below and above.
        let right = set & (set & *not_first_column).shifted_down(1);
        let left = set & (set & *not_last_column).shifted_up(1);
        let below = set & set.shifted_down(columns);
        let above = set & set.shifted_up(columns);
        let corner = |yes: Bits<W>, no: Bits<W>| yes.without(no);
        // Twins top left and bottom right: each the top left place of its square.
        let top_left = corner(right & below, left | above);
        let bottom_right = corner(left & above, right | below);
        let falling = top_left & bottom_right.shifted_down(columns + 1);
        // Twins top right and bottom left.
        let top_right = corner(left & below, right | above);
        let bottom_left = corner(right & above, left | below);
        let rising = top_right.shifted_down(1) & bottom_left.shifted_down(columns);
        // The square's two edges across: its top left place and the one below it.
        let squares = falling | rising;
        squares | squares.shifted_up(columns)
    }
}

#[cfg(test)]
mod tests {
    use super::super::pruned::PrunedSearch;
    use super::super::shape::tests::piece;
    use super::*;
    use crate::board::{Grid, Removal, Taken};
    use std::collections::HashMap;

    /// The layout of a whole grid of the size of `rows` under dominoes, and the set of
    /// the places of `rows` (`.` a place).
    fn grid(rows: &[&str]) -> (Layout<1>, Bits<1>) {
        let columns = rows[0].len();
        let whole = Grid::new(rows.len(), columns, &vec![true; rows.len() * columns]);
        let game = Removal::on_grid("g".into(), whole, Taken::Domino);
        let layout = Layout::of(&game).expect("a small grid fits");
        (layout, piece(rows).0)
    }

    #[test]
    fn the_squares_of_twins_are_cut_across() {
        // Twins at (1, 1) and (2, 2): the edges (1, 1)-(1, 2) and (2, 1)-(2, 2) go; and
        // so do those of the squares at the top right and at the bottom left.
        let (layout, set) = grid(&[".#..", "#...", "...#", "..#."]);
        let cuts: Vec<usize> = layout.twin_cuts(set).iter().collect();
        assert_eq!(cuts, [2, 5, 6, 8, 9, 12]);
        // A place below (2, 2) and one left of (3, 0): only the top right square is cut.
        let (layout, set) = grid(&[".#..", "#...", "...#", "...."]);
        assert_eq!(layout.twin_cuts(set).iter().collect::<Vec<_>>(), [2, 6]);
        // Twins at (0, 1) and (1, 0), the other way; and at (1, 2) and (2, 1).
        let (layout, set) = grid(&["..#", "...", "#.."]);
        assert_eq!(
            layout.twin_cuts(set).iter().collect::<Vec<_>>(),
            [0, 3, 4, 7]
        );
        // A full rectangle has no twins.
        let (layout, set) = grid(&["....", "....", "...."]);
        assert!(layout.twin_cuts(set).is_empty());
    }

    /// The value of `set` under dominoes on a grid of `columns` columns, by the plain mex
    /// over every move.
    fn plain(set: u64, columns: usize, memo: &mut HashMap<u64, u16>) -> u16 {
        if let Some(&v) = memo.get(&set) {
            return v;
        }
        let mut seen = 0u64;
        for v in 0..64 {
            for w in [v + 1, v + columns] {
                let across = w == v + 1 && w % columns != 0;
                let domino = (1u64 << v) | (1u64.checked_shl(w as u32).unwrap_or(0));
                if (across || w == v + columns) && w < 64 && set & domino == domino {
                    seen |= 1 << plain(set & !domino, columns, memo);
                }
            }
        }
        let value = seen.trailing_ones() as u16;
        memo.insert(set, value);
        value
    }

    /// Every position of a 4 x 4 and a 3 x 5 grid: the search, which cuts the twins'
    /// edges, against the plain mex; many of them are cut into pieces.
    #[test]
    fn every_position_of_small_grids_keeps_its_value_when_twins_are_cut() {
        for (rows, columns) in [(4, 4), (3, 5)] {
            let whole = Grid::new(rows, columns, &vec![true; rows * columns]);
            let game = Removal::on_grid("g".into(), whole, Taken::Domino);
            let layout = Layout::<1>::of(&game).expect("a small grid fits");
            let mut search = PrunedSearch::new(layout.clone(), 1 << 20);
            let mut memo = HashMap::new();
            let mut cut_apart = 0;
            for set in 0..1u64 << (rows * columns) {
                let bits = Bits([set]);
                let cuts = layout.twin_cuts(bits);
                let mut pieces = Vec::new();
                layout.split(bits, &mut pieces);
                let mut plain_pieces = Vec::new();
                layout.split_plain(bits, &mut plain_pieces);
                cut_apart += usize::from(!cuts.is_empty() && pieces.len() > plain_pieces.len());
                assert_eq!(
                    search.value_of(bits).unwrap(),
                    plain(set, columns, &mut memo),
                    "{set:#x} on {rows} x {columns}"
                );
            }
            assert!(cut_apart > 100, "{cut_apart} positions cut apart");
        }
    }
}
