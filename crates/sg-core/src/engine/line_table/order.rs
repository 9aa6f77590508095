//! The order in which the table's cells are built: the heaps before the last two in
//! row-major order, the last two in square tiles, the tiles row by row and the cells of a
//! tile row by row. Every cell still comes after each cell below it (heap by heap) and
//! after its sorted twin, which is all the build needs; and a tile reads the bitsets of
//! only its own few rows, columns and diagonals many times over while they sit in the
//! cache, where row-major order sweeps every column's and diagonal's bitset once a row
//! (a 10^4-wide table: tens of megabytes a row, read from memory).

/// Cells of the box below `top`, in tiles of `side` × `side` over the last two heaps.
pub(super) struct TileOrder<'t> {
    top: &'t [u64],
    side: u64,
}

impl<'t> TileOrder<'t> {
    pub(super) fn new(top: &'t [u64], side: u64) -> TileOrder<'t> {
        assert!(side >= 1, "a tile has at least one cell a side");
        TileOrder { top, side }
    }

    /// Moves `x` to the next cell; false (and `x` back at the origin) after the last.
    pub(super) fn advance(&self, x: &mut [u64]) -> bool {
        let d = x.len();
        if d >= 2 {
            let (r, c) = (d - 2, d - 1);
            let (r0, c0) = (x[r] / self.side * self.side, x[c] / self.side * self.side);
            let r_end = (r0 + (self.side - 1)).min(self.top[r]);
            let c_end = (c0 + (self.side - 1)).min(self.top[c]);
            if x[c] < c_end {
                x[c] += 1;
                return true;
            }
            if x[r] < r_end {
                x[r] += 1;
                x[c] = c0;
                return true;
            }
            if c_end < self.top[c] {
                x[r] = r0;
                x[c] = c_end + 1;
                return true;
            }
            if r_end < self.top[r] {
                x[r] = r_end + 1;
                x[c] = 0;
                return true;
            }
            x[r] = 0;
            x[c] = 0;
        }
        // The heaps before the tiled two, the last of them fastest.
        for i in (0..d.saturating_sub(2)).rev().chain((d < 2).then_some(0)) {
            if x[i] < self.top[i] {
                x[i] += 1;
                return true;
            }
            x[i] = 0;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every cell once, each after every cell below it, and in tiles: the cells of a tile
    /// come one after another.
    #[test]
    fn cells_come_once_after_those_below_and_tile_by_tile() {
        for (top, side) in [
            (&[9u64, 9][..], 4u64),
            (&[6, 13], 5),
            (&[3, 7, 5], 3),
            (&[0, 4], 2),
            (&[7], 3),
            (&[5, 5], 1),
        ] {
            let order = TileOrder::new(top, side);
            let mut x = vec![0; top.len()];
            let mut seen = vec![x.clone()];
            while order.advance(&mut x) {
                seen.push(x.clone());
            }
            let cells: u64 = top.iter().map(|t| t + 1).product();
            assert_eq!(seen.len() as u64, cells, "{top:?}");
            for (i, cell) in seen.iter().enumerate() {
                for later in &seen[i + 1..] {
                    assert!(
                        later.iter().zip(cell).any(|(l, c)| l > c),
                        "{top:?}: {later:?} after {cell:?}"
                    );
                }
                let mut twin = cell.clone();
                twin.sort_unstable();
                if let Some(at) = seen.iter().position(|s| *s == twin) {
                    assert!(at <= i, "{top:?}: {cell:?} before its sorted twin");
                }
            }
            if top.len() == 2 {
                // The tile of a cell, as (tile row, tile column), never comes back.
                let tiles: Vec<(u64, u64)> =
                    seen.iter().map(|x| (x[0] / side, x[1] / side)).collect();
                let mut runs = tiles.clone();
                runs.dedup();
                let mut sorted = runs.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(runs.len(), sorted.len(), "{top:?}: a tile left and resumed");
                assert_eq!(runs, sorted, "{top:?}: tiles row by row");
            }
        }
    }
}
