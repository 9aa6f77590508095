//! Sets of monoid elements as bit vectors: the verification keeps one per state.

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Bits {
    words: Vec<u64>,
}

impl Bits {
    /// The empty set of elements below `len`.
    pub(crate) fn new(len: usize) -> Bits {
        Bits {
            words: vec![0; len.div_ceil(64)],
        }
    }

    #[inline]
    pub(crate) fn contains(&self, x: u32) -> bool {
        self.words[x as usize / 64] >> (x % 64) & 1 == 1
    }

    #[inline]
    pub(crate) fn insert(&mut self, x: u32) {
        self.words[x as usize / 64] |= 1 << (x % 64);
    }

    pub(crate) fn union_with(&mut self, other: &Bits) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a |= b;
        }
    }

    pub(crate) fn is_subset(&self, other: &Bits) -> bool {
        self.words
            .iter()
            .zip(&other.words)
            .all(|(a, b)| a & !b == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_of_elements() {
        let mut a = Bits::new(130);
        let mut b = Bits::new(130);
        a.insert(3);
        a.insert(129);
        b.insert(129);
        assert!(a.contains(129) && !a.contains(128));
        assert!(b.is_subset(&a) && !a.is_subset(&b));
        b.union_with(&a);
        assert_eq!(a, b);
    }
}
