//! The key a piece is remembered by. On a grid, the game of a piece depends only on its
//! shape: moved to the corner, and turned or mirrored where the rule does not tell the
//! images apart (any of the eight symmetries of the square when moves look only at which
//! cells touch; only the swap of rows and columns for an order right and down). The key is
//! the least image, packed row by row in its own bounding box, with its height and width,
//! so that it does not depend on the board the piece lies on (any grid's pieces of the
//! same shape share it). On any other board the key is the set of nodes itself.

use super::bits::Bits;

/// A piece as the transposition table keys it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub(crate) struct Key<const W: usize> {
    /// Height and width on a grid (`h << 8 | w`), [`Key::NODES`] on another board, and 0
    /// for no piece (an empty slot of the table).
    pub(crate) shape: u16,
    pub(crate) bits: [u64; W],
}

/// Which images of a piece on a grid are the same game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Symmetry {
    /// The eight symmetries of the square.
    Dihedral,
    /// The piece and its transpose.
    Transpose,
}

impl<const W: usize> Key<W> {
    /// The shape of the key of a piece of a board that is not a grid.
    pub(crate) const NODES: u16 = 1;

    /// The key of no piece.
    pub(crate) const NONE: Key<W> = Key {
        shape: 0,
        bits: [0; W],
    };

    /// The key of `piece` on a board that is not a grid.
    pub(crate) fn of_nodes(piece: Bits<W>) -> Key<W> {
        Key {
            shape: Key::<W>::NODES,
            bits: piece.0,
        }
    }

    /// The key of `piece`, a non-empty set of places of a grid of `columns` columns (at
    /// most 64 rows and 64 columns).
    pub(crate) fn of_grid_piece(piece: Bits<W>, columns: usize, symmetry: Symmetry) -> Key<W> {
        let top = piece.lowest().expect("a piece has a cell") / columns;
        let bottom = piece.highest().expect("a piece has a cell") / columns;
        let height = bottom - top + 1;
        let mut rows = [0u64; 64];
        let mut spread = 0;
        for (r, row) in rows.iter_mut().enumerate().take(height) {
            *row = piece.extract((top + r) * columns, columns);
            spread |= *row;
        }
        let left = spread.trailing_zeros() as usize;
        let width = 64 - spread.leading_zeros() as usize - left;
        for row in rows.iter_mut().take(height) {
            *row >>= left;
        }
        let rows = &rows[..height];
        let mut best = least_of_flips(rows, width, symmetry == Symmetry::Dihedral);
        let mut columns_of = [0u64; 64];
        for (r, &row) in rows.iter().enumerate() {
            let mut rest = row;
            while rest != 0 {
                let c = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                columns_of[c] |= 1 << r;
            }
        }
        let transposed =
            least_of_flips(&columns_of[..width], height, symmetry == Symmetry::Dihedral);
        if transposed < best {
            best = transposed;
        }
        best
    }
}

/// The least key of the rows `rows` (each `width` bits) and, with `flips`, of the same rows
/// upside down, mirrored, or both.
fn least_of_flips<const W: usize>(rows: &[u64], width: usize, flips: bool) -> Key<W> {
    let shape = ((rows.len() as u16) << 8) | width as u16;
    let pack = |order: &mut dyn Iterator<Item = u64>| {
        let mut bits = Bits::<W>::EMPTY;
        for (i, row) in order.enumerate() {
            bits.deposit(i * width, row);
        }
        Key {
            shape,
            bits: bits.0,
        }
    };
    let mut best = pack(&mut rows.iter().copied());
    if flips {
        let mirror = |row: u64| row.reverse_bits() >> (64 - width);
        for key in [
            pack(&mut rows.iter().rev().copied()),
            pack(&mut rows.iter().map(|&r| mirror(r))),
            pack(&mut rows.iter().rev().map(|&r| mirror(r))),
        ] {
            if key < best {
                best = key;
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The places of the `.` of `rows` on a grid of their width.
    fn piece(rows: &[&str]) -> (Bits<2>, usize) {
        let columns = rows[0].len();
        let mut set = Bits::EMPTY;
        for (r, row) in rows.iter().enumerate() {
            for (c, b) in row.bytes().enumerate() {
                if b == b'.' {
                    set.insert(r * columns + c);
                }
            }
        }
        (set, columns)
    }

    fn key(rows: &[&str], symmetry: Symmetry) -> Key<2> {
        let (set, columns) = piece(rows);
        Key::of_grid_piece(set, columns, symmetry)
    }

    #[test]
    fn the_eight_images_of_a_shape_share_a_key_wherever_it_lies() {
        let l = key(&[".#", ".#", ".."], Symmetry::Dihedral);
        for image in [
            &["..", ".#", ".#"][..],
            &["#.", "#.", ".."][..],
            &["..", "#.", "#."][..],
            &["...", "##."][..],
            &["##.", "..."][..],
            &["...", ".##"][..],
            &[".##", "..."][..],
            &["####", "##.#", "##.#", "##.."][..],
            &["###.", "#..."][..],
        ] {
            assert_eq!(key(image, Symmetry::Dihedral), l, "{image:?}");
        }
        assert_ne!(key(&["....", "####"], Symmetry::Dihedral), l);
        assert_ne!(key(&["...", "#.#"], Symmetry::Dihedral), l);
    }

    #[test]
    fn an_order_keeps_its_direction() {
        let corner = key(&["..", ".#"], Symmetry::Transpose);
        assert_eq!(key(&["#..", "#.#"], Symmetry::Transpose), corner);
        assert_ne!(key(&[".#", ".."], Symmetry::Transpose), corner);
        assert_ne!(key(&["#.", ".."], Symmetry::Transpose), corner);
        let bar = key(&["...", "###"], Symmetry::Transpose);
        assert_eq!(key(&["#.", "#.", "#."], Symmetry::Transpose), bar);
        assert_eq!(Key::of_nodes(piece(&["..#"]).0).shape, Key::<2>::NODES);
    }
}
