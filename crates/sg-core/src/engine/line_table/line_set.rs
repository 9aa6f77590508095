//! A growable bitset of the values seen on one line, with its low mark: the least value
//! not in it, which only grows as the line does. Only the words from the first value
//! at or above the low mark are kept (below them every value under the mark is in the
//! set, and none over it), so a line keeps the spread of its values: a short line of large
//! values costs a few words, not the width of the largest.

#[derive(Debug, Default, Clone)]
pub(super) struct LineSet {
    /// The words from `base` on.
    words: Vec<u64>,
    /// The index of `words[0]`; before it the set holds exactly the values below `low`.
    base: usize,
    low: u32,
    /// Whether any value was inserted.
    filled: bool,
}

impl LineSet {
    pub(super) fn insert(&mut self, value: u32) {
        self.filled = true;
        if value < self.low {
            return;
        }
        let index = (value / 64) as usize;
        if self.words.is_empty() {
            self.base = index;
        } else if index < self.base {
            // Down by at least the words kept (not below the low mark's word, under which
            // nothing is read), so a line whose values come in falling order moves its
            // words a few times, not once a value.
            let floor = (self.low / 64) as usize;
            let base = index.saturating_sub(self.words.len()).max(floor);
            self.words
                .splice(0..0, std::iter::repeat_n(0, self.base - base));
            self.base = base;
        }
        let word = index - self.base;
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        self.words[word] |= 1 << (value % 64);
    }

    /// The least value not in the set (amortised over the line: the mark only moves up).
    pub(super) fn low(&mut self) -> u32 {
        while self.contains(self.low) {
            self.low += 1;
        }
        let full = ((self.low / 64) as usize).saturating_sub(self.base);
        if full >= 8 && full * 2 >= self.words.len() {
            self.words.drain(..full);
            self.base += full;
        }
        self.low
    }

    pub(super) fn is_empty(&self) -> bool {
        !self.filled
    }

    fn contains(&self, value: u32) -> bool {
        self.word((value / 64) as usize) & (1 << (value % 64)) != 0
    }

    /// The `index`-th word (0 past the end).
    #[inline]
    pub(super) fn word(&self, index: usize) -> u64 {
        match index.checked_sub(self.base) {
            Some(i) => self.words.get(i).copied().unwrap_or(0),
            None => {
                let full = (self.low / 64) as usize;
                match index.cmp(&full) {
                    std::cmp::Ordering::Less => u64::MAX,
                    std::cmp::Ordering::Equal => (1 << (self.low % 64)) - 1,
                    std::cmp::Ordering::Greater => 0,
                }
            }
        }
    }

    /// The words kept and the index of the first: enough to read the words at and above
    /// the low mark (those below it are all ones; the caller counts them so).
    #[inline]
    pub(super) fn view(&self) -> (&[u64], usize) {
        (&self.words, self.base)
    }

    /// Empties the set, keeping its memory (the cost is the words it had).
    pub(super) fn clear(&mut self) {
        self.words.clear();
        self.base = 0;
        self.low = 0;
        self.filled = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_below_the_low_mark_are_dropped_and_read_as_full() {
        let mut set = LineSet::default();
        assert!(set.is_empty());
        for v in (0..4000).chain([5000, 3]) {
            set.insert(v);
        }
        assert_eq!(set.low(), 4000);
        assert!(set.base > 0 && set.words.len() < 20, "{}", set.words.len());
        assert_eq!(set.word(0), u64::MAX);
        assert_eq!(set.word(5000 / 64), 1 << (5000 % 64));
        assert_eq!(set.word(4000 / 64 + 1), 0);
        set.clear();
        assert_eq!((set.low(), set.is_empty(), set.word(0)), (0, true, 0));
        // A line of large values keeps their words only, and grows down when needed.
        for v in [100_000, 100_001, 99_000] {
            set.insert(v);
        }
        assert!(set.words.len() < 20, "{}", set.words.len());
        set.insert(3);
        for v in [3, 99_000, 100_000, 100_001] {
            assert!(set.contains(v), "{v}");
        }
        assert!(!set.contains(2) && !set.contains(100_002) && !set.contains(64));
        assert_eq!(set.low(), 0);
    }

    /// Values in falling order, one a word: the kept words move down a few times (each
    /// time by at least as many words as are kept), not once a value.
    #[test]
    fn a_line_filled_downwards_moves_its_words_a_few_times() {
        let mut set = LineSet::default();
        let mut bases = Vec::new();
        for word in (1000..=1200u32).rev() {
            set.insert(word * 64 + 5);
            bases.push(set.base);
        }
        bases.dedup();
        assert!(bases.len() <= 10, "{bases:?}");
        assert!((1000..=1200).all(|w| set.contains(w * 64 + 5) && !set.contains(w * 64)));
    }
}
