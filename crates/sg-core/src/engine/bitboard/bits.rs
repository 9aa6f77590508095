//! A set of at most `64 * W` nodes as `W` machine words: the position of a board in the
//! bit-board search. Node `i` is bit `i % 64` of word `i / 64`. Shifts move every node by
//! the same distance (a grid's neighbours are its cells shifted by one place or one row),
//! so a move, a flood fill or a neighbourhood is a few word operations.

use std::ops::{BitAnd, BitOr, BitXor, Not};

/// A set of nodes `0..64 * W`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub(crate) struct Bits<const W: usize>(pub(crate) [u64; W]);

impl<const W: usize> Bits<W> {
    /// The empty set.
    pub(crate) const EMPTY: Bits<W> = Bits([0; W]);

    /// The nodes `0..n`.
    pub(crate) fn first(n: usize) -> Bits<W> {
        let mut words = [0; W];
        for (i, word) in words.iter_mut().enumerate() {
            let low = i * 64;
            *word = match n.saturating_sub(low) {
                0 => 0,
                k if k >= 64 => u64::MAX,
                k => (1 << k) - 1,
            };
        }
        Bits(words)
    }

    /// The set of one node.
    pub(crate) fn single(node: usize) -> Bits<W> {
        let mut set = Bits::EMPTY;
        set.insert(node);
        set
    }

    pub(crate) fn insert(&mut self, node: usize) {
        self.0[node / 64] |= 1 << (node % 64);
    }

    pub(crate) fn contains(&self, node: usize) -> bool {
        self.0[node / 64] >> (node % 64) & 1 == 1
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// How many nodes the set has.
    pub(crate) fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The least node, if any.
    pub(crate) fn lowest(&self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, w)| **w != 0)
            .map(|(i, w)| i * 64 + w.trailing_zeros() as usize)
    }

    /// The greatest node, if any.
    pub(crate) fn highest(&self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .rev()
            .find(|(_, w)| **w != 0)
            .map(|(i, w)| i * 64 + 63 - w.leading_zeros() as usize)
    }

    /// The set without `other`'s nodes.
    pub(crate) fn without(self, other: Bits<W>) -> Bits<W> {
        let mut words = self.0;
        for (w, o) in words.iter_mut().zip(other.0) {
            *w &= !o;
        }
        Bits(words)
    }

    /// Whether the two sets share a node.
    pub(crate) fn meets(&self, other: &Bits<W>) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }

    /// Every node moved `by` places up (towards greater numbers); those past the last
    /// word fall off.
    pub(crate) fn shifted_up(self, by: usize) -> Bits<W> {
        let (words, bits) = (by / 64, by % 64);
        let mut out = [0; W];
        for i in (words..W).rev() {
            let from = i - words;
            out[i] = self.0[from] << bits;
            if bits > 0 && from > 0 {
                out[i] |= self.0[from - 1] >> (64 - bits);
            }
        }
        Bits(out)
    }

    /// Every node moved `by` places down (towards 0); those below 0 fall off.
    pub(crate) fn shifted_down(self, by: usize) -> Bits<W> {
        let (words, bits) = (by / 64, by % 64);
        let mut out = [0; W];
        for (i, word) in out.iter_mut().enumerate().take(W.saturating_sub(words)) {
            let from = i + words;
            *word = self.0[from] >> bits;
            if bits > 0 && from + 1 < W {
                *word |= self.0[from + 1] << (64 - bits);
            }
        }
        Bits(out)
    }

    /// The `len` (at most 64) nodes from `start` on, as the low bits of a word.
    pub(crate) fn extract(&self, start: usize, len: usize) -> u64 {
        debug_assert!(len <= 64 && len > 0);
        let (word, bit) = (start / 64, start % 64);
        let mut out = self.0[word] >> bit;
        if bit > 0 && word + 1 < W {
            out |= self.0[word + 1] << (64 - bit);
        }
        if len < 64 {
            out & ((1 << len) - 1)
        } else {
            out
        }
    }

    /// Adds the nodes of `word` (at most 64 bits) moved up by `start`: the inverse of
    /// [`Bits::extract`].
    pub(crate) fn put(&mut self, start: usize, word: u64) {
        let (at, bit) = (start / 64, start % 64);
        self.0[at] |= word << bit;
        if bit > 0 && at + 1 < W {
            self.0[at + 1] |= word >> (64 - bit);
        }
    }

    /// The nodes, least first.
    pub(crate) fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let bit = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    i * 64 + bit
                })
            })
        })
    }
}

impl<const W: usize> BitAnd for Bits<W> {
    type Output = Bits<W>;
    fn bitand(mut self, other: Bits<W>) -> Bits<W> {
        for (w, o) in self.0.iter_mut().zip(other.0) {
            *w &= o;
        }
        self
    }
}

impl<const W: usize> BitOr for Bits<W> {
    type Output = Bits<W>;
    fn bitor(mut self, other: Bits<W>) -> Bits<W> {
        for (w, o) in self.0.iter_mut().zip(other.0) {
            *w |= o;
        }
        self
    }
}

impl<const W: usize> BitXor for Bits<W> {
    type Output = Bits<W>;
    fn bitxor(mut self, other: Bits<W>) -> Bits<W> {
        for (w, o) in self.0.iter_mut().zip(other.0) {
            *w ^= o;
        }
        self
    }
}

impl<const W: usize> Not for Bits<W> {
    type Output = Bits<W>;
    fn not(mut self) -> Bits<W> {
        for w in &mut self.0 {
            *w = !*w;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set<const W: usize>(nodes: &[usize]) -> Bits<W> {
        let mut s = Bits::EMPTY;
        for &v in nodes {
            s.insert(v);
        }
        s
    }

    #[test]
    fn shifts_cross_words_both_ways() {
        let s: Bits<3> = set(&[0, 63, 64, 100, 191]);
        assert_eq!(s.shifted_up(1).iter().collect::<Vec<_>>(), [1, 64, 65, 101]);
        assert_eq!(
            s.shifted_up(70).iter().collect::<Vec<_>>(),
            [70, 133, 134, 170]
        );
        assert_eq!(
            s.shifted_down(1).iter().collect::<Vec<_>>(),
            [62, 63, 99, 190]
        );
        assert_eq!(s.shifted_down(64).iter().collect::<Vec<_>>(), [0, 36, 127]);
        assert_eq!(s.shifted_up(0), s);
        assert_eq!(s.shifted_down(192), Bits::EMPTY);
    }

    #[test]
    fn counts_ends_and_words_of_bits() {
        let s: Bits<2> = set(&[3, 64, 70, 127]);
        assert_eq!(s.count(), 4);
        assert_eq!((s.lowest(), s.highest()), (Some(3), Some(127)));
        assert_eq!(Bits::<2>::EMPTY.lowest(), None);
        assert_eq!(s.extract(60, 12), 0b0100_0001_0000);
        assert_eq!(s.extract(64, 64), (1 << 63) | (1 << 6) | 1);
        let mut put = Bits::<2>::EMPTY;
        put.put(60, 0b0100_0001_0000);
        put.put(64, (1 << 63) | (1 << 6) | 1);
        put.put(0, 0b1000);
        assert_eq!(put, s);
        assert_eq!(Bits::<2>::first(70).count(), 70);
        assert!(Bits::<2>::first(70).contains(69) && !Bits::<2>::first(70).contains(70));
        assert_eq!(s.without(set(&[3, 127])), set(&[64, 70]));
        assert!(s.meets(&set(&[70])) && !s.meets(&set(&[71])));
    }
}
