//! The transposition table of the bit-board search: the values of pieces, bounded in
//! number (and so in memory: a slot is a key and two small numbers). Slots are grouped in buckets of [`BUCKET`] (a key's bucket is chosen by its
//! hash, and the key is kept whole, so an answer is never another piece's). The table
//! starts small and doubles when it is three quarters full (or half full and a bucket is
//! full), up to the slots its budget holds; from then on a new piece takes the slot of the piece with the fewest
//! nodes in its bucket (the cheapest to find again). A table is only a memory: a piece
//! forgotten is searched again, so the budget bounds memory, never correctness.

use super::shape::Key;

/// Slots per bucket.
const BUCKET: usize = 8;
/// The buckets of a new table.
const FIRST_BUCKETS: usize = 1 << 17;

#[derive(Clone, Copy)]
struct Slot<const W: usize> {
    key: Key<W>,
    value: u16,
    /// The nodes of the piece: what it costs to find again.
    cost: u16,
}

/// What a table has done, for `--stats` and the progress bar.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct TableFigures {
    /// Pieces kept now.
    pub(crate) kept: u64,
    /// The most pieces the budget allows.
    pub(crate) capacity: u64,
    /// Pieces stored in all.
    pub(crate) stored: u64,
    /// Pieces that took the slot of another (the budget was full).
    pub(crate) replaced: u64,
    /// Look-ups that found their piece.
    pub(crate) hits: u64,
    /// Look-ups in all.
    pub(crate) lookups: u64,
}

/// Values of pieces, within a memory budget.
pub(crate) struct Table<const W: usize> {
    slots: Vec<Slot<W>>,
    most_slots: usize,
    figures: TableFigures,
}

impl<const W: usize> Table<W> {
    /// An empty table that keeps at most about `most` pieces (at least a bucket's worth):
    /// as many buckets as fit, a power of two.
    pub(crate) fn new(most: u64) -> Table<W> {
        let fit = most.max(BUCKET as u64);
        // A power of two of buckets, the largest the budget holds.
        let most_buckets = 1usize << (63 - (fit / BUCKET as u64).leading_zeros());
        let most_slots = most_buckets * BUCKET;
        let mut table = Table {
            slots: Vec::new(),
            most_slots,
            figures: TableFigures {
                capacity: most_slots as u64,
                ..TableFigures::default()
            },
        };
        table.slots = empty_slots(FIRST_BUCKETS.min(most_buckets) * BUCKET)
            .expect("a small first table fits in memory");
        table
    }

    /// The figures so far.
    pub(crate) fn figures(&self) -> TableFigures {
        self.figures
    }

    /// The value of the piece `key`, if kept.
    #[inline]
    pub(crate) fn get(&mut self, key: &Key<W>) -> Option<u16> {
        self.figures.lookups += 1;
        let start = self.bucket(key);
        let found = self.slots[start..start + BUCKET]
            .iter()
            .find(|slot| slot.key == *key)
            .map(|slot| slot.value);
        self.figures.hits += u64::from(found.is_some());
        found
    }

    /// Keeps the value of the piece `key` of `nodes` nodes.
    pub(crate) fn store(&mut self, key: Key<W>, value: u16, nodes: u32) {
        if self.figures.kept * 4 >= self.slots.len() as u64 * 3 {
            self.grow();
        }
        let slot = Slot {
            key,
            value,
            cost: nodes.min(u32::from(u16::MAX)) as u16,
        };
        self.figures.stored += 1;
        let start = self.bucket(&key);
        let bucket = &mut self.slots[start..start + BUCKET];
        if let Some(same) = bucket.iter_mut().find(|s| s.key == key) {
            *same = slot;
            return;
        }
        if let Some(empty) = bucket.iter_mut().find(|s| s.key.shape == 0) {
            *empty = slot;
            self.figures.kept += 1;
            return;
        }
        // A full bucket in a table less than half full is bad luck, not a lack of room.
        if self.figures.kept * 2 >= self.slots.len() as u64 && self.grow() {
            return self.store(key, value, nodes);
        }
        let bucket = &mut self.slots[start..start + BUCKET];
        let cheapest = bucket
            .iter_mut()
            .min_by_key(|s| s.cost)
            .expect("a bucket has slots");
        *cheapest = slot;
        self.figures.replaced += 1;
    }

    /// Twice the buckets, every piece moved to its new bucket, if the budget allows; the
    /// table stays as it is (and says so) when it does not or the memory cannot be had.
    fn grow(&mut self) -> bool {
        if self.slots.len() >= self.most_slots {
            return false;
        }
        let Some(larger) = empty_slots(self.slots.len() * 2) else {
            self.most_slots = self.slots.len();
            self.figures.capacity = self.most_slots as u64;
            return false;
        };
        let old = std::mem::replace(&mut self.slots, larger);
        self.figures.kept = 0;
        for slot in old.into_iter().filter(|s| s.key.shape != 0) {
            let start = self.bucket(&slot.key);
            if let Some(empty) = self.slots[start..start + BUCKET]
                .iter_mut()
                .find(|s| s.key.shape == 0)
            {
                *empty = slot;
                self.figures.kept += 1;
            }
        }
        true
    }

    /// The first slot of the bucket of `key`.
    #[inline]
    fn bucket(&self, key: &Key<W>) -> usize {
        let buckets = self.slots.len() / BUCKET;
        (hash(key) as usize & (buckets - 1)) * BUCKET
    }
}

/// `count` empty slots, or `None` if the memory cannot be had.
fn empty_slots<const W: usize>(count: usize) -> Option<Vec<Slot<W>>> {
    let mut slots = Vec::new();
    slots.try_reserve_exact(count).ok()?;
    slots.resize(
        count,
        Slot {
            key: Key::NONE,
            value: 0,
            cost: 0,
        },
    );
    Some(slots)
}

/// A hash of a key whose low bits depend on all its bits.
#[inline]
fn hash<const W: usize>(key: &Key<W>) -> u64 {
    let mut h = u64::from(key.shape).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    for &word in &key.bits {
        h = (h ^ word).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        h ^= h >> 31;
    }
    h = h.wrapping_mul(0x94d0_49bb_1331_11eb);
    h ^ (h >> 29)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(n: u64) -> Key<1> {
        Key {
            shape: 1,
            bits: [n],
        }
    }

    #[test]
    fn a_table_keeps_what_fits_and_forgets_the_cheapest() {
        let mut table: Table<1> = Table::new(5000);
        let capacity = table.figures().capacity;
        assert_eq!(capacity, 4096);
        assert_eq!(Table::<1>::new(1 << 30).slots.len(), FIRST_BUCKETS * BUCKET);
        assert_eq!(Table::<1>::new(0).figures().capacity, BUCKET as u64);
        assert_eq!(table.slots.len(), 4096);
        for n in 1..=capacity * 2 {
            table.store(key(n), (n % 7) as u16, (n % 5) as u32);
        }
        let figures = table.figures();
        assert!(figures.kept <= capacity && figures.replaced >= capacity);
        let mut found = 0;
        for n in 1..=capacity * 2 {
            if let Some(v) = table.get(&key(n)) {
                assert_eq!(v, (n % 7) as u16);
                found += 1;
            }
        }
        assert_eq!(found, figures.kept);
        // A large budget grows the table instead of replacing.
        let mut large: Table<1> = Table::new(1 << 20);
        for n in 1..=50_000 {
            large.store(key(n), 1, 3);
        }
        assert_eq!(large.figures().replaced, 0);
        assert!((1..=50_000).all(|n| large.get(&key(n)) == Some(1)));
    }
}
