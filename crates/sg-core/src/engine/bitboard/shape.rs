//! The key a piece is remembered by. On a grid, the game of a piece depends only on its
//! shape: moved to the corner, and turned or mirrored where the rule does not tell the
//! images apart (any of the eight symmetries of the square when moves look only at which
//! cells touch; only the swap of rows and columns for an order right and down). The key is
//! the least image, packed row by row in its own bounding box, with its height and width,
//! so that it does not depend on the board the piece lies on (any grid's pieces of the
//! same shape share it). Keys are ordered by shape first, so a piece wider than tall is
//! keyed by one of its images that are wider than tall, and only a square bounding box
//! needs the eight. A piece of at most 8 x 8 cells is keyed by its rows as the bytes of one
//! word, which a few word operations turn and mirror; a larger one by its outline when
//! its rows and columns are runs ([`super::outline`]), else by its rows packed at its
//! width. On any other board the key is the set of nodes itself.

use super::bits::Bits;
use super::outline::outline_key;

/// A piece as the transposition table keys it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub(crate) struct Key<const W: usize> {
    /// Height and width on a grid (`h << 8 | w`), [`Key::NODES`] on another board, and 0
    /// for no piece (an empty slot of the table); with the top bit set, the key of what
    /// is ruled out ([`Key::ruled_out`]).
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

/// Room for the rows of a piece, reused from key to key.
#[derive(Default)]
pub(crate) struct Rows {
    /// The rows of a piece as they lie on the grid.
    given: Vec<u64>,
    /// The same moved to the piece's left.
    rows: Vec<u64>,
    columns: Vec<u64>,
}

impl<const W: usize> Key<W> {
    /// The shape of the key of a piece of a board that is not a grid.
    pub(crate) const NODES: u16 = 1;

    /// The key under which the table keeps the values a piece is known not to have: its
    /// own with the top bit of the shape set (no grid shape has it).
    pub(crate) fn ruled_out(mut self) -> Key<W> {
        self.shape |= 0x8000;
        self
    }

    /// The key of `piece` on a board that is not a grid.
    pub(crate) fn of_nodes(piece: Bits<W>) -> Key<W> {
        Key {
            shape: Key::<W>::NODES,
            bits: piece.0,
        }
    }

    /// The key of `piece`, a non-empty set of places of a grid of `columns` columns (at
    /// most 64 rows and 64 columns).
    pub(crate) fn of_grid_piece(
        piece: Bits<W>,
        columns: usize,
        symmetry: Symmetry,
        room: &mut Rows,
    ) -> Key<W> {
        let top = piece.lowest().expect("a piece has a cell") / columns;
        let bottom = piece.highest().expect("a piece has a cell") / columns;
        let mut rows = std::mem::take(&mut room.given);
        rows.clear();
        rows.extend((top..=bottom).map(|r| piece.extract(r * columns, columns)));
        let key = Key::of_rows(&rows, symmetry, room);
        room.given = rows;
        key
    }

    /// The key of the piece whose rows, from its top row to its bottom row, are `rows`
    /// (each the cells of one row of the grid as the low bits of a word, at most 64 rows).
    pub(crate) fn of_rows(rows: &[u64], symmetry: Symmetry, room: &mut Rows) -> Key<W> {
        let height = rows.len();
        let flips = symmetry == Symmetry::Dihedral;
        let spread = rows.iter().fold(0, |all, &row| all | row);
        let left = spread.trailing_zeros();
        let width = (64 - spread.leading_zeros() - left) as usize;
        if height <= 8 && width <= 8 {
            let mut square = 0;
            for (r, &row) in rows.iter().enumerate() {
                square |= (row >> left) << (8 * r);
            }
            return least_in_square(square, height, width, flips);
        }
        let rows_of = &mut room.rows;
        rows_of.clear();
        rows_of.extend(rows.iter().map(|&row| row >> left));
        if let Some(key) = outline_key(rows_of, width, symmetry) {
            return key;
        }
        let rows = &*rows_of;
        let upright = (height <= width).then(|| least_of_flips(rows, width, flips));
        if height < width {
            return upright.expect("computed when not taller than wide");
        }
        let columns_of = &mut room.columns;
        columns_of.clear();
        columns_of.resize(width, 0);
        for (r, &row) in rows.iter().enumerate() {
            let mut rest = row;
            while rest != 0 {
                columns_of[rest.trailing_zeros() as usize] |= 1 << r;
                rest &= rest - 1;
            }
        }
        let transposed = least_of_flips(columns_of, height, flips);
        match upright {
            Some(upright) if upright < transposed => upright,
            _ => transposed,
        }
    }
}

/// The least key of a piece of `height` rows of `width` cells, at most 8 of each, given
/// as `square` (row r the byte r), among its images: flipped, mirrored and transposed by a
/// few word operations (the key's bits are that word).
fn least_in_square<const W: usize>(
    square: u64,
    height: usize,
    width: usize,
    flips: bool,
) -> Key<W> {
    let mut best = (u16::MAX, u64::MAX);
    if height <= width {
        best = best.min(least_flip(square, height, width, flips));
    }
    if height >= width {
        best = best.min(least_flip(transpose_square(square), width, height, flips));
    }
    let mut bits = [0; W];
    bits[0] = best.1;
    Key {
        shape: best.0,
        bits,
    }
}

/// The least of `square` (`height` rows of `width` cells) and, with `flips`, of it upside
/// down, mirrored, or both, with its shape.
#[inline]
fn least_flip(square: u64, height: usize, width: usize, flips: bool) -> (u16, u64) {
    let shape = shape_of(height, width);
    if !flips {
        return (shape, square);
    }
    let upside_down = square.swap_bytes() >> (8 * (8 - height));
    let mirror = |s: u64| s.reverse_bits().swap_bytes() >> (8 - width);
    let least = square
        .min(upside_down)
        .min(mirror(square))
        .min(mirror(upside_down));
    (shape, least)
}

/// The shape of a key of `height` rows of `width` cells.
fn shape_of(height: usize, width: usize) -> u16 {
    ((height as u16) << 8) | width as u16
}

/// The 8 x 8 square of bits `square` (row r the byte r, column c its bit c) with rows and
/// columns swapped.
fn transpose_square(square: u64) -> u64 {
    let mut x = square;
    let t = (x ^ (x >> 7)) & 0x00aa_00aa_00aa_00aa;
    x ^= t ^ (t << 7);
    let t = (x ^ (x >> 14)) & 0x0000_cccc_0000_cccc;
    x ^= t ^ (t << 14);
    let t = (x ^ (x >> 28)) & 0x0000_0000_f0f0_f0f0;
    x ^ t ^ (t << 28)
}

/// The least key of the rows `rows` (each `width` bits) and, with `flips`, of the same rows
/// upside down, mirrored, or both.
fn least_of_flips<const W: usize>(rows: &[u64], width: usize, flips: bool) -> Key<W> {
    let shape = shape_of(rows.len(), width);
    let mut best = pack(rows.iter().copied(), width);
    if flips {
        let mirror = |row: &u64| row.reverse_bits() >> (64 - width);
        for bits in [
            pack(rows.iter().rev().copied(), width),
            pack(rows.iter().map(mirror), width),
            pack(rows.iter().rev().map(mirror), width),
        ] {
            if bits < best {
                best = bits;
            }
        }
    }
    Key { shape, bits: best }
}

/// The rows `rows`, each `width` bits, one after the other from bit 0.
#[inline]
fn pack<const W: usize>(rows: impl Iterator<Item = u64>, width: usize) -> [u64; W] {
    let mut bits = [0; W];
    let mut at = 0;
    for row in rows {
        let (word, bit) = (at / 64, at % 64);
        bits[word] |= row << bit;
        if bit + width > 64 {
            bits[word + 1] |= row >> (64 - bit);
        }
        at += width;
    }
    bits
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// The places of the `.` of `rows` on a grid of their width.
    pub(in super::super) fn piece<const W: usize>(rows: &[&str]) -> (Bits<W>, usize) {
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
        Key::of_grid_piece(set, columns, symmetry, &mut Rows::default())
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
        // A square box: the eight images of a corner of three cells.
        let corner = key(&["..", ".#"], Symmetry::Dihedral);
        for image in [["..", "#."], [".#", ".."], ["#.", ".."]] {
            assert_eq!(key(&image, Symmetry::Dihedral), corner);
        }
    }

    #[test]
    fn an_order_keeps_its_direction() {
        let corner = key(&["..", ".#"], Symmetry::Transpose);
        assert_eq!(key(&["#..", "#.#"], Symmetry::Transpose), corner);
        assert_ne!(key(&[".#", ".."], Symmetry::Transpose), corner);
        assert_ne!(key(&["#.", ".."], Symmetry::Transpose), corner);
        let bar = key(&["...", "###"], Symmetry::Transpose);
        assert_eq!(key(&["#.", "#.", "#."], Symmetry::Transpose), bar);
        assert_eq!(Key::of_nodes(piece::<2>(&["..#"]).0).shape, Key::<2>::NODES);
    }

    /// The transposition of a square of bits is its own inverse and swaps rows and columns.
    #[test]
    fn a_square_of_bits_is_transposed() {
        let square = 0x0000_0000_0000_0107; // row 0: columns 0, 1, 2; row 1: column 0
        assert_eq!(transpose_square(square), 0x0000_0000_0001_0103);
        let mut x = 0x1234_5678_9abc_def0u64;
        for _ in 0..4 {
            assert_eq!(transpose_square(transpose_square(x)), x);
            x = x.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }

    /// The rows of a piece of `rows` x `columns` places whose cell at (r, c) is `cell(r, c)`.
    fn drawn(rows: usize, columns: usize, cell: impl Fn(usize, usize) -> bool) -> Vec<String> {
        (0..rows)
            .map(|r| {
                (0..columns)
                    .map(|c| if cell(r, c) { '.' } else { '#' })
                    .collect()
            })
            .collect()
    }

    fn key_of_drawn(rows: &[String]) -> Key<2> {
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        key(&rows, Symmetry::Dihedral)
    }

    /// Random pieces in boxes of up to 8 x 8 share their key with their image turned by a
    /// quarter and mirrored (rows and columns swapped and reversed), and not with the same
    /// piece less a cell.
    #[test]
    fn small_pieces_share_keys_with_their_images() {
        let mut x = 12345u64;
        for _ in 0..300 {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let (rows, columns) = (1 + (x >> 61) as usize, 1 + (x >> 58) as usize % 8);
            let cell = |r: usize, c: usize| r + c == 0 || (x >> ((r * 8 + c) % 56)) & 1 == 1;
            let piece = drawn(rows, columns, cell);
            let image = drawn(columns, rows, |r, c| cell(rows - 1 - c, columns - 1 - r));
            assert_eq!(key_of_drawn(&piece), key_of_drawn(&image), "{piece:?}");
            let less = drawn(rows, columns, |r, c| r + c > 0 && cell(r, c));
            if less.iter().any(|row| row.contains('.')) {
                assert_ne!(key_of_drawn(&piece), key_of_drawn(&less), "{piece:?}");
            }
        }
    }

    /// The least image of the cells `cells` under `symmetry`, each moved to the corner:
    /// a plain canonical form to hold keys to.
    fn canonical(cells: &[(usize, usize)], symmetry: Symmetry) -> Vec<(usize, usize)> {
        type Image = fn((usize, usize)) -> (isize, isize);
        let images: &[Image] = match symmetry {
            Symmetry::Transpose => &[
                |(r, c)| (r as isize, c as isize),
                |(r, c)| (c as isize, r as isize),
            ],
            Symmetry::Dihedral => &[
                |(r, c)| (r as isize, c as isize),
                |(r, c)| (c as isize, r as isize),
                |(r, c)| (-(r as isize), c as isize),
                |(r, c)| (r as isize, -(c as isize)),
                |(r, c)| (-(r as isize), -(c as isize)),
                |(r, c)| (c as isize, -(r as isize)),
                |(r, c)| (-(c as isize), r as isize),
                |(r, c)| (-(c as isize), -(r as isize)),
            ],
        };
        images
            .iter()
            .map(|image| {
                let moved: Vec<(isize, isize)> = cells.iter().map(|&v| image(v)).collect();
                let top = moved.iter().map(|v| v.0).min().expect("a cell");
                let left = moved.iter().map(|v| v.1).min().expect("a cell");
                let mut out: Vec<(usize, usize)> = moved
                    .iter()
                    .map(|&(r, c)| ((r - top) as usize, (c - left) as usize))
                    .collect();
                out.sort_unstable();
                out
            })
            .min()
            .expect("an image")
    }

    /// Twin of the keys of large pieces (outline or cells): on random pieces of up to
    /// 18 x 18 cells, staircases and random blobs (connected or not, which the key does
    /// not ask), two pieces share a key exactly when they are images of each other.
    #[test]
    fn keys_of_large_pieces_are_their_plain_canonical_forms() {
        let mut x = 99u64;
        let mut next = move || {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            x >> 33
        };
        for symmetry in [Symmetry::Transpose, Symmetry::Dihedral] {
            let mut seen: std::collections::HashMap<Key<8>, Vec<(usize, usize)>> =
                std::collections::HashMap::new();
            for _ in 0..3000 {
                let (h, w) = (1 + next() as usize % 18, 1 + next() as usize % 18);
                let mut cells = Vec::new();
                match next() % 3 {
                    // A staircase: rows from a first place, of lengths that shrink.
                    0 => {
                        let mut length = w;
                        for r in 0..h {
                            let first = (next() % 2) as usize * usize::from(r == 0);
                            cells.extend((first..length.max(first + 1)).map(|c| (r, c)));
                            length = length.saturating_sub(next() as usize % 3).max(1);
                        }
                    }
                    // A rectangle with two corners bitten.
                    1 => {
                        let (a, b) = (next() as usize % h, next() as usize % w);
                        for r in 0..h {
                            for c in 0..w {
                                if !(r < a && c < b || r + a >= h + a.min(1) && c + 1 > w - b / 2) {
                                    cells.push((r, c));
                                }
                            }
                        }
                    }
                    _ => {
                        for r in 0..h {
                            for c in 0..w {
                                if next() % 4 != 0 {
                                    cells.push((r, c));
                                }
                            }
                        }
                    }
                }
                if cells.is_empty() {
                    continue;
                }
                let mut set = Bits::<8>::EMPTY;
                for &(r, c) in &cells {
                    set.insert(r * 20 + c);
                }
                let key = Key::of_grid_piece(set, 20, symmetry, &mut Rows::default());
                let form = canonical(&cells, symmetry);
                // Its transpose, and for the square's symmetries turned a half turn.
                let mut image = Bits::<8>::EMPTY;
                let mut turned = Bits::<8>::EMPTY;
                let bottom = cells.iter().map(|v| v.0).max().expect("a cell");
                let right = cells.iter().map(|v| v.1).max().expect("a cell");
                for &(r, c) in &cells {
                    image.insert(c * 20 + r);
                    turned.insert((bottom - r) * 20 + (right - c));
                }
                let image_key = Key::of_grid_piece(image, 20, symmetry, &mut Rows::default());
                assert_eq!(image_key, key, "{cells:?}");
                if symmetry == Symmetry::Dihedral {
                    let turned_key = Key::of_grid_piece(turned, 20, symmetry, &mut Rows::default());
                    assert_eq!(turned_key, key, "{cells:?}");
                }
                if let Some(before) = seen.get(&key) {
                    assert_eq!(before, &form, "{symmetry:?} {cells:?}");
                }
                seen.insert(key, form);
            }
            let forms: std::collections::HashSet<_> = seen.values().collect();
            assert_eq!(forms.len(), seen.len(), "one key per form");
            assert!(seen.keys().any(|k| k.shape >> 8 > 64), "some outline keys");
            assert!(
                seen.keys()
                    .any(|k| k.shape >> 8 <= 64 && k.shape & 0xff > 8)
            );
        }
    }

    /// Rows that cross a word: a piece of 5 rows of 20 cells.
    #[test]
    fn keys_of_wide_pieces_cross_words() {
        let rows = [
            "....................",
            "#..................#",
            "##................##",
            "###..............###",
            "####............####",
        ];
        let flipped: Vec<&str> = rows.iter().rev().copied().collect();
        assert_eq!(
            key(&rows, Symmetry::Dihedral),
            key(&flipped, Symmetry::Dihedral)
        );
        assert_eq!(key(&rows, Symmetry::Dihedral).shape, (5 << 8) | 20);
    }
}
