//! The key of a piece on a grid by its outline, when every row and every column of it is
//! one run of cells (an orthogonally convex piece: the bars of Chomp, a staircase, a
//! rectangle with its corners bitten). Such a piece is told by the first cell and the
//! length of each row, one byte a row; its transpose by the same of each column, which the
//! rows give in one pass over each (a column starts at the first row that reaches it and
//! ends at the last), without moving a cell. The other images turn the list around (upside
//! down) or each line end for end (mirrored). So a large piece is keyed in a few steps a
//! line, where the key of its cells must turn every cell.
//!
//! Outline keys have a shape of their own (their height is counted from 64, past every
//! grid's), so that they never meet a key of cells; whether a piece is keyed by its outline
//! depends only on its shape up to the symmetries (convex, and at most 16 lines a side),
//! so that all its images are.

use super::shape::{Key, Symmetry};

/// The most rows, and columns, of a piece keyed by its outline: a line's first cell and
/// its length less one take 4 bits each.
const MOST_LINES: usize = 16;

/// The key of the piece whose rows are `rows` (row `r` of its bounding box as the low
/// `width` bits of a word), up to `symmetry`, if the piece is orthogonally convex and has
/// at most 16 rows and 16 columns, and its outline fits in the key (a byte a line); `None`
/// otherwise.
pub(super) fn outline_key<const W: usize>(
    rows: &[u64],
    width: usize,
    symmetry: Symmetry,
) -> Option<Key<W>> {
    let height = rows.len();
    if height.max(width) > MOST_LINES.min(8 * W) {
        return None;
    }
    // Each row one run: adding its lowest cell carries through the run and past it.
    if rows
        .iter()
        .any(|&row| row == 0 || row & row.wrapping_add(row & row.wrapping_neg()) != 0)
    {
        return None;
    }
    // One pass down the rows: each column's first row (where it first meets a row) and
    // its cells below that, counted in 4-bit fields, one a column; a column met again
    // after a row that missed it is not a run.
    let (mut reached, mut ended, mut tops, mut more) = (0u64, 0u64, 0u64, 0u64);
    let mut row_bytes = [0u64; 2];
    for (r, &row) in rows.iter().enumerate() {
        if row & ended != 0 {
            return None;
        }
        ended |= reached & !row;
        tops |= spread(row & !reached) * r as u64;
        more += spread(row & reached);
        reached |= row;
        row_bytes[r / 8] |=
            u64::from(line_byte(row.trailing_zeros(), row.count_ones())) << (8 * (r % 8));
    }
    if reached != (1 << width) - 1 {
        // A column with no cell (the piece is not connected).
        return None;
    }
    let row_bytes = u128::from(row_bytes[0]) | u128::from(row_bytes[1]) << 64;
    let column_bytes = u128::from(bytes_of(tops)) << 4
        | u128::from(bytes_of(more))
        | (u128::from(bytes_of(tops >> 32)) << 4 | u128::from(bytes_of(more >> 32))) << 64;
    let (lines, across, bits) = if symmetry == Symmetry::Dihedral {
        least_image(row_bytes, height, width).min(least_image(column_bytes, width, height))
    } else {
        (height, width, row_bytes).min((width, height, column_bytes))
    };
    Some(Key {
        shape: outline_shape(lines, across),
        bits: packed(bits),
    })
}

/// The byte of a line whose first place is `first` and which has `length` places.
fn line_byte(first: u32, length: u32) -> u8 {
    (first << 4 | (length - 1)) as u8
}

/// The 16 low bits of `x` each moved to the lowest bit of a 4-bit field.
fn spread(x: u64) -> u64 {
    let x = (x | x << 24) & 0x0000_00ff_0000_00ff;
    let x = (x | x << 12) & 0x000f_000f_000f_000f;
    let x = (x | x << 6) & 0x0303_0303_0303_0303;
    (x | x << 3) & 0x1111_1111_1111_1111
}

/// The 8 low 4-bit fields of `x` each moved to the low half of a byte.
fn bytes_of(x: u64) -> u64 {
    let x = x & 0xffff_ffff;
    let x = (x | x << 16) & 0x0000_ffff_0000_ffff;
    let x = (x | x << 8) & 0x00ff_00ff_00ff_00ff;
    (x | x << 4) & 0x0f0f_0f0f_0f0f_0f0f
}

/// The shape of an outline key of `lines` lines each across `across` places: its height
/// counted from 64, past every grid's.
fn outline_shape(lines: usize, across: usize) -> u16 {
    (((lines + 64) as u16) << 8) | across as u16
}

/// The least of the `count` lines `bytes` (a byte each, the first the lowest: its first
/// place and its length less one, among `across` places), of them upside down, mirrored,
/// and both: the number of lines, the places across, and the bytes.
fn least_image(bytes: u128, count: usize, across: usize) -> (usize, usize, u128) {
    let (mut upside_down, mut mirrored, mut both) = (0u128, 0u128, 0u128);
    for i in 0..count {
        let byte = (bytes >> (8 * i)) as u8;
        let (first, length) = (u32::from(byte >> 4), u32::from(byte & 15) + 1);
        let turned = u128::from(line_byte(across as u32 - first - length, length));
        let j = count - 1 - i;
        upside_down |= u128::from(byte) << (8 * j);
        mirrored |= turned << (8 * i);
        both |= turned << (8 * j);
    }
    (
        count,
        across,
        bytes.min(upside_down).min(mirrored).min(both),
    )
}

/// The bytes `bits` as the words of a key (the first 8 bytes the first word).
fn packed<const W: usize>(bits: u128) -> [u64; W] {
    let mut words = [0; W];
    words[0] = bits as u64;
    if W > 1 {
        words[1] = (bits >> 64) as u64;
    }
    words
}

#[cfg(test)]
mod tests {
    use super::super::shape::tests::piece;
    use super::*;

    /// The rows of the piece drawn by `rows` (`.` a cell), each from the piece's left.
    fn rows_of(drawn: &[&str]) -> (Vec<u64>, usize) {
        let (set, columns) = piece::<4>(drawn);
        let rows: Vec<u64> = (0..drawn.len())
            .map(|r| set.extract(r * columns, columns))
            .collect();
        let spread = rows.iter().fold(0, |a, &r| a | r);
        let left = spread.trailing_zeros();
        let width = (64 - spread.leading_zeros() - left) as usize;
        (rows.iter().map(|r| r >> left).collect(), width)
    }

    fn key(drawn: &[&str], symmetry: Symmetry) -> Option<Key<2>> {
        let (rows, width) = rows_of(drawn);
        outline_key(&rows, width, symmetry)
    }

    #[test]
    fn convex_pieces_share_the_outline_key_of_their_images() {
        let staircase = ["#...", "....", "...#", ".###"];
        let transposed = ["#...", "...#", "...#", "..##"];
        let upside_down = [".###", "...#", "....", "#..."];
        let a = key(&staircase, Symmetry::Transpose).expect("convex");
        assert_eq!(key(&transposed, Symmetry::Transpose), Some(a));
        assert_ne!(key(&upside_down, Symmetry::Transpose), Some(a));
        let d = key(&staircase, Symmetry::Dihedral).expect("convex");
        assert_eq!(key(&upside_down, Symmetry::Dihedral), Some(d));
        assert_eq!(key(&transposed, Symmetry::Dihedral), Some(d));
        assert_eq!(a.shape >> 8, 64 + 4);
    }

    #[test]
    fn only_convex_pieces_of_at_most_sixteen_lines_have_an_outline_key() {
        assert_eq!(key(&["..#", "#..", "..."], Symmetry::Dihedral), None);
        assert_eq!(key(&[".#.", "...", "..."], Symmetry::Dihedral), None);
        assert_eq!(key(&["...", ".#.", "..."], Symmetry::Dihedral), None);
        assert!(key(&[&".".repeat(16)], Symmetry::Dihedral).is_some());
        assert_eq!(key(&[&".".repeat(17)], Symmetry::Dihedral), None);
        let tall = vec!["."; 9];
        assert_eq!(outline_key::<1>(&[1; 9], 1, Symmetry::Transpose), None);
        assert!(key(&tall, Symmetry::Transpose).is_some());
    }
}
