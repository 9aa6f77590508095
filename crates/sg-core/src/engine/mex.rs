//! The minimum excludant of a set of small non-negative integers, with a reusable bitset.

#[derive(Debug, Default, Clone)]
pub(crate) struct MexSet {
    words: Vec<u64>,
    /// Words that may be non-zero: `words[..dirty]`.
    dirty: usize,
}

impl MexSet {
    pub(crate) fn new() -> MexSet {
        MexSet::default()
    }

    /// Empties the set, keeping its memory.
    pub(crate) fn clear(&mut self) {
        self.words[..self.dirty].fill(0);
        self.dirty = 0;
    }

    pub(crate) fn insert(&mut self, value: u64) {
        let word = (value / 64) as usize;
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        self.words[word] |= 1 << (value % 64);
        self.dirty = self.dirty.max(word + 1);
    }

    /// The least value not in the set.
    pub(crate) fn mex(&self) -> u64 {
        for (i, &w) in self.words[..self.dirty].iter().enumerate() {
            if w != u64::MAX {
                return i as u64 * 64 + u64::from(w.trailing_ones());
            }
        }
        self.dirty as u64 * 64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_of_sets() {
        let mut set = MexSet::new();
        assert_eq!(set.mex(), 0);
        for v in [0, 1, 2, 4] {
            set.insert(v);
        }
        assert_eq!(set.mex(), 3);
        set.clear();
        for v in 0..130 {
            set.insert(v);
        }
        assert_eq!(set.mex(), 130);
        set.clear();
        set.insert(1);
        assert_eq!(set.mex(), 0);
    }
}
