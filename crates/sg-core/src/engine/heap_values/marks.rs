//! Sets of option values below a power of two, one byte per value: marking is a plain
//! store (no read-modify-write chain through a few hot words, as with bits), and the
//! index is masked by the size, which proves it in bounds without a check.

#[derive(Debug, Clone)]
pub(crate) struct Marks {
    flags: Vec<u8>,
}

impl Marks {
    /// An empty set of values below 2^bits.
    pub(crate) fn new(bits: u32) -> Marks {
        Marks {
            flags: vec![0; 1 << bits],
        }
    }

    /// Grows to values below 2^bits, keeping the members.
    pub(crate) fn widen(&mut self, bits: u32) {
        if 1 << bits > self.flags.len() {
            self.flags.resize(1 << bits, 0);
        }
    }

    pub(crate) fn clear(&mut self) {
        self.flags.fill(0);
    }

    #[inline(always)]
    fn slot(&self, value: u32) -> usize {
        value as usize & (self.flags.len() - 1)
    }

    /// Adds `value`, which must be below [`Self::capacity`].
    #[inline(always)]
    pub(crate) fn insert(&mut self, value: u32) {
        debug_assert!(value < self.capacity());
        let slot = self.slot(value);
        self.flags[slot] = 1;
    }

    /// Whether `value`, which must be below [`Self::capacity`], is in the set.
    #[inline(always)]
    pub(crate) fn contains(&self, value: u32) -> bool {
        debug_assert!(value < self.capacity());
        self.flags[self.slot(value)] != 0
    }

    /// 1 when `value` (below [`Self::capacity`]) is in the set, else 0.
    #[inline(always)]
    pub(crate) fn flag(&self, value: u32) -> u8 {
        self.flags[self.slot(value)]
    }

    /// Removes `value`, which must be below [`Self::capacity`].
    #[inline(always)]
    pub(crate) fn remove(&mut self, value: u32) {
        debug_assert!(value < self.capacity());
        let slot = self.slot(value);
        self.flags[slot] = 0;
    }

    /// The flags, one byte per value (a member's is 1), for loops that mark many values.
    pub(crate) fn flags_mut(&mut self) -> &mut [u8] {
        &mut self.flags
    }

    pub(crate) fn union_with(&mut self, other: &Marks) {
        for (f, o) in self.flags.iter_mut().zip(&other.flags) {
            *f |= o;
        }
    }

    /// The values below the capacity not in the set, in increasing order. Eight flags
    /// are read as one word, so a run of members costs a step per eight.
    pub(crate) fn absent(&self) -> impl Iterator<Item = u32> + '_ {
        const LOW_BITS: u64 = 0x0101_0101_0101_0101;
        self.flags.chunks(8).enumerate().flat_map(|(i, chunk)| {
            // Past the capacity (a set of fewer than 8 values) counts as present.
            let mut bytes = [1u8; 8];
            bytes[..chunk.len()].copy_from_slice(chunk);
            let mut gaps = !u64::from_le_bytes(bytes) & LOW_BITS;
            std::iter::from_fn(move || {
                (gaps != 0).then(|| {
                    let at = gaps.trailing_zeros() / 8;
                    gaps &= gaps - 1;
                    8 * i as u32 + at
                })
            })
        })
    }

    /// The least member, if any.
    pub(crate) fn first(&self) -> Option<u32> {
        self.flags.iter().position(|&f| f != 0).map(|v| v as u32)
    }

    /// One more than the largest value the set can hold.
    pub(crate) fn capacity(&self) -> u32 {
        self.flags.len() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_and_gaps() {
        let mut marks = Marks::new(7);
        for v in [0, 1, 3, 64, 127] {
            marks.insert(v);
        }
        assert!(marks.contains(64) && !marks.contains(2));
        assert_eq!(marks.absent().take(3).collect::<Vec<_>>(), vec![2, 4, 5]);
        assert_eq!(marks.absent().count(), 128 - 5);
        assert_eq!(
            marks.absent().collect::<Vec<_>>(),
            (0..128).filter(|&v| !marks.contains(v)).collect::<Vec<_>>()
        );
        let mut small = Marks::new(2);
        small.insert(1);
        assert_eq!(small.absent().collect::<Vec<_>>(), vec![0, 2, 3]);
        marks.remove(0);
        assert_eq!(marks.first(), Some(1));
        let mut other = Marks::new(6);
        other.insert(2);
        marks.union_with(&other);
        assert_eq!(marks.absent().next(), Some(0));
        marks.widen(8);
        assert_eq!(marks.capacity(), 256);
        assert!(marks.contains(127));
        marks.clear();
        assert_eq!(marks.first(), None);
    }
}
