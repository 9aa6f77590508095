//! A multiset of values kept as counts, with its mex: the options of a position whose moves
//! reach a run of positions along a line (a take interval of a heap game, a range of one
//! coordinate of a component) are the values in a window of that line, and as the
//! position moves along the line the window's ends move, each step adding or removing one
//! value. The values present (count > 0) are a bitset with levels above it: a bit per
//! word of the level below, set when that word is full, so the mex is a walk down from the
//! top, one word a level (four levels cover 2^24 values). Every step counts its work, for
//! the estimates that judge a computation before it starts.

#[derive(Debug, Clone)]
pub(crate) struct WindowCounts {
    counts: Vec<u32>,
    /// `levels[0]`: a bit per value, set while its count is positive; `levels[i + 1]`: a
    /// bit per word of `levels[i]`, set while that word is full. The top level has at most
    /// one word.
    levels: Vec<Vec<u64>>,
    /// The steps taken so far: one per value added or removed and per level walked.
    work: u64,
}

impl Default for WindowCounts {
    fn default() -> WindowCounts {
        WindowCounts {
            counts: Vec::new(),
            levels: vec![Vec::new()],
            work: 0,
        }
    }
}

impl WindowCounts {
    /// Adds one `value`.
    pub(crate) fn add(&mut self, value: u32) {
        self.work += 1;
        let v = value as usize;
        if v >= self.counts.len() {
            self.grow(v);
        }
        self.counts[v] += 1;
        if self.counts[v] == 1 {
            self.set(0, v);
        }
    }

    /// Removes one `value`, which must be present.
    pub(crate) fn remove(&mut self, value: u32) {
        self.work += 1;
        let v = value as usize;
        self.counts[v] -= 1;
        if self.counts[v] == 0 {
            self.unset(0, v);
        }
    }

    /// The least value not present.
    pub(crate) fn mex(&mut self) -> u64 {
        self.work += self.levels.len() as u64;
        let mut index = 0usize;
        for level in self.levels.iter().rev() {
            let word = level.get(index).copied().unwrap_or(0);
            index = index * 64 + word.trailing_ones() as usize;
        }
        index as u64
    }

    /// The least value neither present nor `extra`.
    pub(crate) fn mex_with(&mut self, extra: Option<u32>) -> u64 {
        match extra {
            Some(value) => {
                self.add(value);
                let mex = self.mex();
                self.remove(value);
                mex
            }
            None => self.mex(),
        }
    }

    /// The steps taken so far.
    pub(crate) fn work(&self) -> u64 {
        self.work
    }

    /// Room for values up to `value`.
    fn grow(&mut self, value: usize) {
        self.counts.resize(value + 1, 0);
        let mut words = value / 64 + 1;
        for level in &mut self.levels {
            if level.len() < words {
                level.resize(words, 0);
            }
            words = level.len().div_ceil(64);
        }
        // A new top level while the top has more than one word (new words are not full).
        while self.levels.last().is_some_and(|top| top.len() > 1) {
            let below = self.levels.last().expect("a level");
            let mut top = vec![0u64; below.len().div_ceil(64)];
            for (i, &word) in below.iter().enumerate() {
                if word == u64::MAX {
                    top[i / 64] |= 1 << (i % 64);
                }
            }
            self.levels.push(top);
        }
    }

    /// Sets bit `index` of `level`, and above it the word's bit if the word is now full.
    fn set(&mut self, level: usize, index: usize) {
        let word = &mut self.levels[level][index / 64];
        *word |= 1 << (index % 64);
        if *word == u64::MAX && level + 1 < self.levels.len() {
            self.set(level + 1, index / 64);
        }
    }

    /// Clears bit `index` of `level`, and above it the word's bit if the word was full.
    fn unset(&mut self, level: usize, index: usize) {
        let word = &mut self.levels[level][index / 64];
        let was_full = *word == u64::MAX;
        *word &= !(1 << (index % 64));
        if was_full && level + 1 < self.levels.len() {
            self.unset(level + 1, index / 64);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random adds and removes over values up to 2^15 (three levels), against the counts
    /// kept plainly.
    #[test]
    fn the_mex_follows_the_plain_counts() {
        let mut random = crate::engine::heap_values::random_source(0xC0FFEE);
        let mut counts = WindowCounts::default();
        let mut plain = vec![0u32; 1 << 15];
        let mut present: Vec<u32> = Vec::new();
        for step in 0..200_000 {
            // Mostly dense low values, so that long runs of full words occur.
            let bound = [70u64, 5000, 1 << 15][step % 3];
            if present.is_empty() || random() % 5 < 3 {
                let v = (random() % bound) as u32;
                counts.add(v);
                plain[v as usize] += 1;
                present.push(v);
            } else {
                let at = (random() % present.len() as u64) as usize;
                let v = present.swap_remove(at);
                counts.remove(v);
                plain[v as usize] -= 1;
            }
            if step % 7 == 0 {
                let expected = plain.iter().position(|&c| c == 0).unwrap_or(plain.len());
                assert_eq!(counts.mex(), expected as u64, "step {step}");
            }
        }
        // All of 0..4096 present: the mex is just past two full levels.
        let mut full = WindowCounts::default();
        for v in 0..4096 {
            full.add(v);
        }
        assert_eq!(full.mex(), 4096);
        assert_eq!(full.mex_with(Some(4096)), 4097);
        full.remove(17);
        assert_eq!(full.mex(), 17);
    }
}
