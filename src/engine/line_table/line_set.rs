//! A growable bitset of the values seen on one line, with its low mark: the least value
//! not in it, which only grows as the line does.

#[derive(Debug, Default, Clone)]
pub struct LineSet {
    words: Vec<u64>,
    low: u32,
    /// Whether any value was inserted.
    filled: bool,
}

impl LineSet {
    pub fn insert(&mut self, value: u32) {
        let word = (value / 64) as usize;
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        self.words[word] |= 1 << (value % 64);
        self.filled = true;
    }

    /// The least value not in the set (amortised over the line: the mark only moves up).
    pub fn low(&mut self) -> u32 {
        while self.contains(self.low) {
            self.low += 1;
        }
        self.low
    }

    pub fn is_empty(&self) -> bool {
        !self.filled
    }

    fn contains(&self, value: u32) -> bool {
        self.words
            .get((value / 64) as usize)
            .is_some_and(|w| w & (1 << (value % 64)) != 0)
    }

    /// The `index`-th word (0 past the end).
    #[inline]
    pub fn word(&self, index: usize) -> u64 {
        self.words.get(index).copied().unwrap_or(0)
    }

    /// Empties the set, keeping its memory (the cost is the words it had).
    pub fn clear(&mut self) {
        self.words.clear();
        self.low = 0;
        self.filled = false;
    }
}
