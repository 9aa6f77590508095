//! The transposition table of the bit-board search: the values of pieces, bounded in
//! number (and so in memory: a slot is a key and two small numbers, 16 bytes on boards of
//! up to 64 nodes). Slots are grouped in buckets of [`BUCKET`], two cache lines on such
//! boards, aligned (a key's bucket is chosen by its hash, and the key is kept whole, so an
//! answer is never another piece's; a piece whose bucket is full goes to the one beside
//! it): a look-up reads two lines, rarely four, which matters because look-ups miss the
//! cache more often than not. The table starts small (it stays in the cache on a small
//! board) and doubles when it is three quarters full (or a quarter full and a bucket and
//! the one beside it are full), up to the slots its budget holds; from then on a new piece
//! takes the slot of the piece with the fewest nodes in its bucket (the cheapest to find
//! again). A table is only a memory: a piece forgotten is searched again, so the budget
//! bounds memory, never correctness.

use super::shape::Key;

/// Slots per bucket.
const BUCKET: usize = 8;
/// The buckets of a new table.
const FIRST_BUCKETS: usize = 1 << 12;

/// A piece and its value. The key's fields lie beside the numbers, so that on boards of
/// up to 64 nodes a slot takes 16 bytes.
#[derive(Clone, Copy)]
struct Slot<const W: usize> {
    bits: [u64; W],
    /// The key's shape; 0 for an empty slot.
    shape: u16,
    value: u16,
    /// The nodes of the piece: what it costs to find again.
    cost: u16,
}

impl<const W: usize> Slot<W> {
    const EMPTY: Slot<W> = Slot {
        bits: [0; W],
        shape: 0,
        value: 0,
        cost: 0,
    };

    #[inline]
    fn holds(&self, key: &Key<W>) -> bool {
        self.shape == key.shape && self.bits == key.bits
    }

    fn key(&self) -> Key<W> {
        Key {
            shape: self.shape,
            bits: self.bits,
        }
    }
}

/// The slots of one bucket, aligned on a cache line.
#[derive(Clone, Copy)]
#[repr(align(64))]
struct Bucket<const W: usize>([Slot<W>; BUCKET]);

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
    buckets: Vec<Bucket<W>>,
    most_buckets: usize,
    figures: TableFigures,
}

impl<const W: usize> Table<W> {
    /// An empty table that keeps at most about `most` pieces (at least a bucket's worth):
    /// as many buckets as fit, a power of two.
    pub(crate) fn new(most: u64) -> Table<W> {
        let fit = most.max(BUCKET as u64);
        // A power of two of buckets, the largest the budget holds.
        let most_buckets = 1usize << (63 - (fit / BUCKET as u64).leading_zeros());
        Table {
            buckets: empty_buckets(FIRST_BUCKETS.min(most_buckets))
                .expect("a small first table fits in memory"),
            most_buckets,
            figures: TableFigures {
                capacity: (most_buckets * BUCKET) as u64,
                ..TableFigures::default()
            },
        }
    }

    /// The figures so far.
    pub(crate) fn figures(&self) -> TableFigures {
        self.figures
    }

    /// The slots the table has now.
    fn slots(&self) -> u64 {
        (self.buckets.len() * BUCKET) as u64
    }

    /// The value of the piece `key`, if kept.
    #[inline]
    pub(crate) fn get(&mut self, key: &Key<W>) -> Option<u16> {
        self.figures.lookups += 1;
        let found = self.place_of(key).map(|(b, i)| self.buckets[b].0[i].value);
        self.figures.hits += u64::from(found.is_some());
        found
    }

    /// Asks the processor to bring the bucket of `key` into the cache, so that a look-up
    /// soon after does not wait for memory: several such loads overlap, where look-ups one
    /// after the other would each wait in turn.
    #[inline]
    pub(crate) fn prefetch(&self, key: &Key<W>) {
        let bucket = &self.buckets[self.bucket(key)];
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let start = std::ptr::from_ref(bucket).cast::<i8>();
            for line in (0..size_of::<Bucket<W>>()).step_by(64) {
                // SAFETY: a prefetch only hints; the address lies inside a bucket of the
                // table.
                unsafe { _mm_prefetch::<_MM_HINT_T0>(start.add(line)) };
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = bucket;
    }

    /// Where the piece `key` is kept: in its bucket, or in the bucket beside it when its
    /// own was full (a full bucket stays full: slots are only ever taken over).
    #[inline]
    fn place_of(&self, key: &Key<W>) -> Option<(usize, usize)> {
        let home = self.bucket(key);
        for b in [home, self.beside(home)] {
            let slots = &self.buckets[b].0;
            if let Some(i) = slots.iter().position(|slot| slot.holds(key)) {
                return Some((b, i));
            }
            if slots[BUCKET - 1].shape == 0 {
                return None;
            }
        }
        None
    }

    /// Keeps the value of the piece `key` of `nodes` nodes.
    pub(crate) fn store(&mut self, key: Key<W>, value: u16, nodes: u32) {
        if self.figures.kept * 4 >= self.slots() * 3 {
            self.grow();
        }
        let slot = Slot {
            bits: key.bits,
            shape: key.shape,
            value,
            cost: nodes.min(u32::from(u16::MAX)) as u16,
        };
        self.figures.stored += 1;
        if let Some((b, i)) = self.place_of(&key) {
            self.buckets[b].0[i] = slot;
            return;
        }
        if self.put(slot) {
            self.figures.kept += 1;
            return;
        }
        // Both buckets full in a table less than a quarter full is bad luck, not a lack
        // of room.
        if self.figures.kept * 4 >= self.slots() && self.grow() {
            return self.store(key, value, nodes);
        }
        let home = self.bucket(&key);
        let cheapest = self.buckets[home]
            .0
            .iter_mut()
            .min_by_key(|s| s.cost)
            .expect("a bucket has slots");
        *cheapest = slot;
        self.figures.replaced += 1;
    }

    /// Puts `slot` (a piece not kept) in the first empty slot of its bucket or else of the
    /// bucket beside it; `false` if both are full.
    fn put(&mut self, slot: Slot<W>) -> bool {
        let home = self.bucket(&slot.key());
        for b in [home, self.beside(home)] {
            if let Some(empty) = self.buckets[b].0.iter_mut().find(|s| s.shape == 0) {
                *empty = slot;
                return true;
            }
        }
        false
    }

    /// Twice the buckets, every piece moved to its new bucket, if the budget allows; the
    /// table stays as it is (and says so) when it does not or the memory cannot be had.
    fn grow(&mut self) -> bool {
        if self.buckets.len() >= self.most_buckets {
            return false;
        }
        let Some(larger) = empty_buckets(self.buckets.len() * 2) else {
            self.most_buckets = self.buckets.len();
            self.figures.capacity = self.slots();
            return false;
        };
        let old = std::mem::replace(&mut self.buckets, larger);
        self.figures.kept = 0;
        for slot in old.iter().flat_map(|b| b.0).filter(|s| s.shape != 0) {
            if self.put(slot) {
                self.figures.kept += 1;
            }
        }
        true
    }

    /// The bucket that takes the pieces of bucket `b` when it is full.
    #[inline]
    fn beside(&self, b: usize) -> usize {
        (b ^ 1) & (self.buckets.len() - 1)
    }

    /// The bucket of `key`.
    #[inline]
    fn bucket(&self, key: &Key<W>) -> usize {
        hash(key) as usize & (self.buckets.len() - 1)
    }
}

/// `count` empty buckets, or `None` if the memory cannot be had.
fn empty_buckets<const W: usize>(count: usize) -> Option<Vec<Bucket<W>>> {
    let mut buckets = Vec::new();
    buckets.try_reserve_exact(count).ok()?;
    buckets.resize(count, Bucket([Slot::EMPTY; BUCKET]));
    Some(buckets)
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
        assert_eq!(
            Table::<1>::new(1 << 30).slots(),
            (FIRST_BUCKETS * BUCKET) as u64
        );
        assert_eq!(Table::<1>::new(0).figures().capacity, BUCKET as u64);
        assert_eq!(table.slots(), 4096);
        assert_eq!(std::mem::size_of::<Slot<1>>(), 16);
        assert_eq!(std::mem::size_of::<Bucket<1>>(), 128);
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
