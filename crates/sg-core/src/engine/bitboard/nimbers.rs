//! Sets of nimbers below [`Nimbers::BOUND`], as a bit set: the values a pruned search asks
//! about and the values a component may still have. A component's value is at most its
//! number of moves, and the bit-board search takes only boards whose components have
//! fewer moves than the bound.

/// A set of values `0..BOUND`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Nimbers([u64; WORDS]);

const WORDS: usize = 8;

impl Nimbers {
    /// One more than the greatest value a set holds.
    pub(crate) const BOUND: usize = 64 * WORDS;

    pub(crate) const EMPTY: Nimbers = Nimbers([0; WORDS]);

    /// The values `0..=last`.
    pub(crate) fn upto(last: usize) -> Nimbers {
        let mut set = Nimbers::EMPTY;
        let n = (last + 1).min(Nimbers::BOUND);
        for (i, word) in set.0.iter_mut().enumerate() {
            *word = match n.saturating_sub(i * 64) {
                0 => 0,
                k if k >= 64 => u64::MAX,
                k => (1 << k) - 1,
            };
        }
        set
    }

    /// The set of `value` alone.
    pub(crate) fn single(value: u16) -> Nimbers {
        let mut set = Nimbers::EMPTY;
        set.insert(value);
        set
    }

    pub(crate) fn insert(&mut self, value: u16) {
        let v = usize::from(value);
        self.0[v / 64] |= 1 << (v % 64);
    }

    pub(crate) fn remove(&mut self, value: u16) {
        let v = usize::from(value);
        self.0[v / 64] &= !(1 << (v % 64));
    }

    pub(crate) fn contains(&self, value: u16) -> bool {
        let v = usize::from(value);
        v < Nimbers::BOUND && self.0[v / 64] >> (v % 64) & 1 == 1
    }

    /// Whether the two sets share a value.
    pub(crate) fn meets(&self, other: &Nimbers) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }

    /// The least value, if any.
    pub(crate) fn min(&self) -> Option<u16> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, w)| **w != 0)
            .map(|(i, w)| (i * 64 + w.trailing_zeros() as usize) as u16)
    }

    /// The greatest value, if any.
    pub(crate) fn max(&self) -> Option<u16> {
        self.0
            .iter()
            .enumerate()
            .rev()
            .find(|(_, w)| **w != 0)
            .map(|(i, w)| (i * 64 + 63 - w.leading_zeros() as usize) as u16)
    }

    /// The values of both sets.
    pub(crate) fn and(mut self, other: &Nimbers) -> Nimbers {
        for (w, o) in self.0.iter_mut().zip(&other.0) {
            *w &= o;
        }
        self
    }

    /// Each value XOR-ed with `x` (values that would pass the bound are dropped).
    pub(crate) fn xor_each(&self, x: u16) -> Nimbers {
        if x == 0 {
            return *self;
        }
        let mut out = Nimbers::EMPTY;
        for v in self.iter() {
            let moved = v ^ x;
            if usize::from(moved) < Nimbers::BOUND {
                out.insert(moved);
            }
        }
        out
    }

    /// The values of this set that `other` has not.
    pub(crate) fn without(mut self, other: &Nimbers) -> Nimbers {
        for (w, o) in self.0.iter_mut().zip(&other.0) {
            *w &= !o;
        }
        self
    }

    /// The set without the values below 16 whose bits `low` has.
    pub(crate) fn without_low(mut self, low: u16) -> Nimbers {
        self.0[0] &= !u64::from(low);
        self
    }

    /// The values below 16, as bits.
    pub(crate) fn low_bits<T: From<u16>>(&self) -> T {
        T::from(self.0[0] as u16)
    }

    /// The values, least first.
    pub(crate) fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let bit = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    (i * 64 + bit) as u16
                })
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_of_values_across_words() {
        let mut s = Nimbers::upto(70);
        assert_eq!((s.min(), s.max()), (Some(0), Some(70)));
        s.remove(0);
        s.remove(70);
        assert_eq!((s.min(), s.max()), (Some(1), Some(69)));
        assert_eq!(Nimbers::upto(600).max(), Some(511));
        assert!(!Nimbers::single(3).meets(&Nimbers::single(4)));
        assert_eq!(
            Nimbers::upto(3).xor_each(5).iter().collect::<Vec<_>>(),
            [4, 5, 6, 7]
        );
        assert_eq!(
            Nimbers::upto(9).and(&Nimbers::single(9)),
            Nimbers::single(9)
        );
        assert!(!Nimbers::EMPTY.contains(0) && !Nimbers::EMPTY.contains(600));
    }
}
