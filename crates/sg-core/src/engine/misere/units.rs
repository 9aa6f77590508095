//! The units of the misère search (sorted multisets of heaps), interned: each unit gets an
//! id in the order it is added, the heaps of all units are kept end to end in one arena,
//! and a hash table of ids finds the id of a unit.
//!
//! A unit is hashed as the wrapping sum of a mixed value of each of its heaps, so the
//! hash of an option unit follows from its parent's in constant time ([`moved_hash`]): a
//! move takes one heap out and puts the heaps it leaves in. Ids are always found by
//! comparing the heaps themselves, so the hash decides only speed, never an answer.

use hashbrown::HashTable;

/// The mixed value of one heap (the SplitMix64 finaliser).
fn heap_hash(heap: u32) -> u64 {
    let mut z = u64::from(heap).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The hash of a unit (of any multiset of heaps: the order does not matter).
pub(crate) fn unit_hash(heaps: &[u32]) -> u64 {
    heaps
        .iter()
        .fold(0, |sum, &heap| sum.wrapping_add(heap_hash(heap)))
}

/// The hash of the unit that remains when `heap` of a unit of hash `hash` is replaced by
/// `left`.
pub(crate) fn moved_hash(hash: u64, heap: u32, left: &[u32]) -> u64 {
    hash.wrapping_sub(heap_hash(heap))
        .wrapping_add(unit_hash(left))
}

/// The heaps of `unit` with its heap at `index` replaced by the sorted heaps `left`, in
/// sorted order (one merge).
struct Replaced<'a> {
    unit: &'a [u32],
    index: usize,
    left: &'a [u32],
    /// The next places in `unit` and `left`.
    old: usize,
    new: usize,
}

impl Iterator for Replaced<'_> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.old == self.index {
            self.old += 1;
        }
        match (self.unit.get(self.old), self.left.get(self.new)) {
            (Some(&old), Some(&new)) if new < old => {
                self.new += 1;
                Some(new)
            }
            (Some(&old), _) => {
                self.old += 1;
                Some(old)
            }
            (None, new) => {
                self.new += 1;
                new.copied()
            }
        }
    }
}

fn replaced<'a>(unit: &'a [u32], index: usize, left: &'a [u32]) -> Replaced<'a> {
    Replaced {
        unit,
        index,
        left,
        old: 0,
        new: 0,
    }
}

/// `unit` with its heap at `index` replaced by the sorted heaps `left`, sorted, into `out`.
pub(crate) fn replace_heap(unit: &[u32], index: usize, left: &[u32], out: &mut Vec<u32>) {
    out.clear();
    out.extend(replaced(unit, index, left));
}

/// Whether `heaps` is `unit` with its heap at `index` replaced by the sorted heaps `left`
/// (what [`replace_heap`] would build, without building it).
pub(crate) fn is_replaced(heaps: &[u32], unit: &[u32], index: usize, left: &[u32]) -> bool {
    heaps.len() + 1 == unit.len() + left.len()
        && heaps.iter().copied().eq(replaced(unit, index, left))
}

#[derive(Default)]
pub(crate) struct Units {
    /// The heaps of every unit, in the order of their ids.
    heaps: Vec<u32>,
    /// `ends[id]`: where the heaps of unit `id` end in `heaps` (they start where those of
    /// `id − 1` end).
    ends: Vec<usize>,
    table: HashTable<u32>,
}

impl Units {
    pub(crate) fn new() -> Units {
        Units::default()
    }

    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    /// The id of `unit`, whose hash is `hash`, if it was added.
    pub(crate) fn get(&self, unit: &[u32], hash: u64) -> Option<u32> {
        self.find(hash, |heaps| heaps == unit)
    }

    /// The id of the unit whose hash is `hash` and whose heaps are `is`, if it was added.
    pub(crate) fn find(&self, hash: u64, is: impl Fn(&[u32]) -> bool) -> Option<u32> {
        self.table
            .find(hash, |&id| is(stored(&self.heaps, &self.ends, id)))
            .copied()
    }

    /// Adds `unit` (absent so far), whose hash is `hash`, under the next id.
    pub(crate) fn insert(&mut self, unit: &[u32], hash: u64) -> u32 {
        debug_assert!(self.get(unit, hash).is_none());
        let id = u32::try_from(self.len()).expect("fewer units than the state limit");
        self.heaps.extend_from_slice(unit);
        self.ends.push(self.heaps.len());
        let Units { heaps, ends, table } = self;
        table.insert_unique(hash, id, |&other| unit_hash(stored(heaps, ends, other)));
        id
    }
}

/// The heaps of unit `id` in the arena `heaps` with the ends `ends`.
fn stored<'a>(heaps: &'a [u32], ends: &[usize], id: u32) -> &'a [u32] {
    let id = id as usize;
    let start = if id == 0 { 0 } else { ends[id - 1] };
    &heaps[start..ends[id]]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::misere::brute_force::small_positions;

    #[test]
    fn replacing_a_heap_keeps_the_unit_sorted() {
        let mut out = Vec::new();
        for (unit, index, left, expected) in [
            (&[2, 5, 5, 9][..], 1, &[1, 7][..], &[1, 2, 5, 7, 9][..]),
            (&[3], 0, &[], &[]),
            (&[3, 4], 1, &[2, 3], &[2, 3, 3]),
            (&[2, 2, 6], 2, &[9], &[2, 2, 9]),
        ] {
            replace_heap(unit, index, left, &mut out);
            assert_eq!(out, expected);
            let hash = moved_hash(unit_hash(unit), unit[index], left);
            assert_eq!(hash, unit_hash(expected));
        }
    }

    #[test]
    fn replacing_a_heap_matches_sorting_on_all_small_units() {
        let small = |len: usize| -> Vec<Vec<u32>> {
            small_positions(len, 4)
                .iter()
                .map(|p| p.iter().map(|&h| h as u32).collect())
                .collect()
        };
        let mut out = Vec::new();
        let units = small(4);
        for unit in units.iter().filter(|u| !u.is_empty()) {
            for left in small(2) {
                for index in 0..unit.len() {
                    replace_heap(unit, index, &left, &mut out);
                    let mut expected = [&unit[..index], &unit[index + 1..], &left].concat();
                    expected.sort_unstable();
                    assert_eq!(out, expected, "{unit:?} [{index}] -> {left:?}");
                    for other in &units {
                        assert_eq!(
                            is_replaced(other, unit, index, &left),
                            *other == expected,
                            "{other:?} =? {unit:?} [{index}] -> {left:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn units_are_found_by_their_heaps() {
        let mut units = Units::new();
        let all: [&[u32]; 4] = [&[], &[2], &[2, 3], &[3, 3]];
        for (id, unit) in all.iter().enumerate() {
            assert_eq!(units.insert(unit, unit_hash(unit)), id as u32);
        }
        for (id, unit) in all.iter().enumerate() {
            assert_eq!(units.get(unit, unit_hash(unit)), Some(id as u32));
        }
        assert_eq!(units.get(&[2, 2], unit_hash(&[2, 2])), None);
    }
}
