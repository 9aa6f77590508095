//! The entries of the components in one box of coordinates, in an array. A search from
//! a component usually reaches components no larger in any coordinate (digits lowered,
//! sheets cut); those are the box from 0 to the first component searched, and their
//! entries sit at the component's place in mixed radix: one read, no hashing, and
//! neighbouring components in nearby cells. Components outside the box are kept
//! elsewhere by the caller.
//!
//! A cell is 4 bytes: 0 for a component not kept, [`OPEN_CELL`] for one being expanded,
//! else its value plus 1; whether a move wins at once from it is a bit beside. The box is
//! made only when it holds at most [`MAX_CELLS`] cells and at most 4 cells for each state
//! the search may keep (so it takes no more memory than the map would at the limit).

/// The most cells of a box (128 MB).
const MAX_CELLS: u64 = 1 << 25;

/// Cells of a box for each state the search may keep.
const CELLS_PER_STATE: u64 = 4;

/// The cell of a component being expanded.
const OPEN_CELL: u32 = u32::MAX;

/// What a cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cell {
    /// Not kept.
    Empty,
    /// Being expanded.
    Open,
    /// Its value.
    Value(u32),
}

/// The largest value a cell holds.
pub(crate) const MAX_CELL_VALUE: u32 = OPEN_CELL - 2;

/// The box from 0 to a component, coordinate by coordinate.
pub(crate) struct ComponentBox {
    /// Each coordinate's bound plus 1.
    extents: Vec<u64>,
    cells: Vec<u32>,
    winning: Vec<u64>,
}

impl ComponentBox {
    /// The box from 0 to `corner`, if it is small enough for a search that keeps at most
    /// `limit` states and memory for it is found.
    pub(crate) fn new(corner: &[u64], limit: u64) -> Option<ComponentBox> {
        let most = MAX_CELLS.min(limit.saturating_mul(CELLS_PER_STATE));
        let extents: Vec<u64> = corner
            .iter()
            .map(|&c| c.checked_add(1))
            .collect::<Option<_>>()?;
        let size = extents
            .iter()
            .try_fold(1u64, |size, &e| size.checked_mul(e).filter(|&s| s <= most))?;
        let size = usize::try_from(size).ok()?;
        let mut cells = Vec::new();
        cells.try_reserve_exact(size).ok()?;
        cells.resize(size, 0);
        let mut winning = Vec::new();
        winning.try_reserve_exact(size.div_ceil(64)).ok()?;
        winning.resize(size.div_ceil(64), 0);
        Some(ComponentBox {
            extents,
            cells,
            winning,
        })
    }

    /// The place of `component` in the box, if it lies in it.
    pub(crate) fn place(&self, component: &[u64]) -> Option<usize> {
        if component.len() != self.extents.len() {
            return None;
        }
        let mut place = 0u64;
        for (&c, &extent) in component.iter().zip(&self.extents) {
            if c >= extent {
                return None;
            }
            place = place * extent + c;
        }
        // The place is below the number of cells, which is a usize.
        Some(place as usize)
    }

    /// What the cell at `place` holds, and whether a move wins at once there.
    pub(crate) fn get(&self, place: usize) -> (Cell, bool) {
        let cell = match self.cells[place] {
            0 => Cell::Empty,
            OPEN_CELL => Cell::Open,
            v => Cell::Value(v - 1),
        };
        (cell, self.winning[place / 64] >> (place % 64) & 1 == 1)
    }

    /// Puts `cell` (a value at most [`MAX_CELL_VALUE`]) and the winning mark at `place`.
    pub(crate) fn set(&mut self, place: usize, cell: Cell, winning: bool) {
        self.cells[place] = match cell {
            Cell::Empty => 0,
            Cell::Open => OPEN_CELL,
            Cell::Value(v) => {
                debug_assert!(v <= MAX_CELL_VALUE);
                v + 1
            }
        };
        let bit = 1u64 << (place % 64);
        if winning {
            self.winning[place / 64] |= bit;
        } else {
            self.winning[place / 64] &= !bit;
        }
    }

    /// Empties the open cells; how many there were.
    pub(crate) fn drop_open(&mut self) -> u64 {
        let mut dropped = 0;
        for cell in self.cells.iter_mut().filter(|c| **c == OPEN_CELL) {
            *cell = 0;
            dropped += 1;
        }
        dropped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_component_of_the_box_has_its_own_place_and_others_none() {
        let bx = ComponentBox::new(&[2, 0, 3], 1 << 20).expect("a small box");
        let mut places = Vec::new();
        for a in 0..4 {
            for b in 0..2 {
                for c in 0..5 {
                    let inside = a <= 2 && b == 0 && c <= 3;
                    let place = bx.place(&[a, b, c]);
                    assert_eq!(place.is_some(), inside, "{a},{b},{c}");
                    places.extend(place);
                }
            }
        }
        places.sort_unstable();
        assert_eq!(places, (0..12).collect::<Vec<_>>());
        assert_eq!(bx.place(&[0, 0]), None);
        assert_eq!(bx.place(&[0, 0, 0, 0]), None);
    }

    #[test]
    fn cells_keep_values_open_marks_and_winning_marks() {
        let mut bx = ComponentBox::new(&[9, 9], 1 << 20).expect("a small box");
        assert_eq!(bx.get(5), (Cell::Empty, false));
        bx.set(5, Cell::Open, true);
        bx.set(6, Cell::Value(0), false);
        bx.set(70, Cell::Value(MAX_CELL_VALUE), true);
        assert_eq!(bx.get(5), (Cell::Open, true));
        assert_eq!(bx.get(6), (Cell::Value(0), false));
        assert_eq!(bx.get(70), (Cell::Value(MAX_CELL_VALUE), true));
        bx.set(5, Cell::Value(3), false);
        assert_eq!(bx.get(5), (Cell::Value(3), false));
        bx.set(7, Cell::Open, false);
        bx.set(8, Cell::Open, false);
        assert_eq!(bx.drop_open(), 2);
        assert_eq!(bx.get(7), (Cell::Empty, false));
    }

    #[test]
    fn boxes_too_large_for_the_limit_or_the_machine_are_not_made() {
        assert!(ComponentBox::new(&[9, 9], 25).is_some());
        assert!(ComponentBox::new(&[9, 9], 24).is_none());
        assert!(ComponentBox::new(&[1 << 13, 1 << 13], u64::MAX).is_none());
        assert!(ComponentBox::new(&[u64::MAX], u64::MAX).is_none());
        assert!(ComponentBox::new(&[u64::MAX - 1, u64::MAX - 1], u64::MAX).is_none());
        // The box of no coordinates holds the one empty component.
        let empty = ComponentBox::new(&[], 1).expect("one cell");
        assert_eq!(empty.place(&[]), Some(0));
    }
}
