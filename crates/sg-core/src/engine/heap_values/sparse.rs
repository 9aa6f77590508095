//! The sparse-space split of heap values (Flammenkamp's observation for octal games):
//! with a mask M, call a value *common* when popcount(v & M) is odd and *rare* when it is
//! even. Parity of popcount is linear over XOR, so
//!
//!   common ^ common = rare,   rare ^ rare = rare,   rare ^ common = common.
//!
//! For many games a good M makes nearly every G(n) common, and only a few heaps (listed
//! in [`RareSplit::heaps`]) have rare values. Then, for the splits of a heap:
//!
//! - every common option value comes from a pair with a rare part, so marking the pairs
//!   that have a rare part (a pass over the short rare list) finds every common option;
//! - a rare value not marked so far is an option only if some pair of common parts
//!   reaches it: the kernel looks for such pairs, stopping as soon as every rare value
//!   below the least unmarked common value is accounted for, which usually takes a few
//!   steps because common pairs produce rare values in abundance.
//!
//! The answer never depends on the mask (any M gives a true split); M only decides the
//! speed. It is chosen as the mask with the fewest rare heaps so far, computed for all
//! masks at once by a Walsh–Hadamard transform of the histogram of values, and chosen
//! again when the values outgrow it or its rare list doubles.

/// Values up to this many bits can have a mask chosen (2^16 masks to compare).
pub(crate) const MASK_BITS: u32 = 16;

#[derive(Debug, Clone)]
pub(crate) struct RareSplit {
    mask: u32,
    /// Heaps n ≥ 1 (the parts of splits) whose value is rare, ascending, and their values
    /// (two lists, so that the kernel's loop over them reads each sequentially).
    heaps: Vec<u32>,
    values: Vec<u32>,
    /// The rare list length at which the mask is chosen again.
    review_at: usize,
}

impl RareSplit {
    #[inline(always)]
    pub(crate) fn is_common(&self, value: u32) -> bool {
        (value & self.mask).count_ones() & 1 == 1
    }

    /// The rare heaps in `start..end`, and their values.
    pub(crate) fn heaps_between(&self, start: usize, end: usize) -> (&[u32], &[u32]) {
        let below = |bound: usize| self.heaps.partition_point(|&a| (a as usize) < bound);
        let range = below(start)..below(end).max(below(start));
        (&self.heaps[range.clone()], &self.values[range])
    }

    /// How many heaps below `end` are rare.
    pub(crate) fn count_below(&self, end: usize) -> usize {
        self.heaps.partition_point(|&a| (a as usize) < end)
    }

    /// Records heap `n` of value `value`; false when the mask should be chosen again.
    pub(crate) fn record(&mut self, n: u32, value: u32) -> bool {
        if n > 0 && !self.is_common(value) {
            self.heaps.push(n);
            self.values.push(value);
        }
        self.heaps.len() < self.review_at
    }

    /// The best split for the values so far (`histogram[v]` heaps of value v, all values
    /// below 2^MASK_BITS), or `None` when no mask leaves at most one heap in `rare_share`
    /// rare.
    pub(crate) fn choose(
        histogram: &[u64],
        values: impl Iterator<Item = u32>,
        rare_share: u64,
    ) -> Option<RareSplit> {
        let size = histogram.len().next_power_of_two().max(2);
        let heaps: u64 = histogram.iter().sum();
        let mut spectrum: Vec<i64> = vec![0; size];
        for (s, &h) in spectrum.iter_mut().zip(histogram) {
            *s = h as i64;
        }
        walsh_hadamard(&mut spectrum);
        // Heaps with popcount(v & m) even: (heaps + spectrum[m]) / 2.
        let (mask, rare) = (1..size)
            .map(|m| (m as u32, (heaps as i64 + spectrum[m]) as u64 / 2))
            .min_by_key(|&(m, rare)| (rare, m))?;
        if rare * rare_share > heaps {
            return None;
        }
        let mut split = RareSplit {
            mask,
            heaps: Vec::new(),
            values: Vec::new(),
            review_at: 0,
        };
        for (n, v) in values.enumerate().skip(1) {
            if (v & mask).count_ones() & 1 == 0 {
                split.heaps.push(n as u32);
                split.values.push(v);
            }
        }
        split.review_at = 2 * split.heaps.len() + 64;
        Some(split)
    }
}

/// In place: f[m] becomes Σ_v f[v] · (−1)^popcount(v & m); `f.len()` a power of two.
fn walsh_hadamard(f: &mut [i64]) {
    let mut half = 1;
    while half < f.len() {
        for block in f.chunks_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high) {
                (*a, *b) = (*a + *b, *a - *b);
            }
        }
        half *= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transform_counts_parities() {
        let histogram = [3u64, 1, 4, 1, 5, 9, 2, 6];
        let mut f: Vec<i64> = histogram.iter().map(|&h| h as i64).collect();
        walsh_hadamard(&mut f);
        for (m, &transformed) in f.iter().enumerate() {
            let direct: i64 = (0..8)
                .map(|v: usize| {
                    let sign = if (v & m).count_ones().is_multiple_of(2) {
                        1
                    } else {
                        -1
                    };
                    sign * histogram[v] as i64
                })
                .sum();
            assert_eq!(transformed, direct);
        }
    }

    #[test]
    fn picks_the_mask_with_fewest_rare_heaps() {
        // Mostly values 1, 2 (odd parity under mask 3), a few 0 and 3 (even).
        let values: Vec<u32> = (0..100)
            .map(|n| match n {
                0 | 50 => 0,
                70 => 3,
                _ => 1 + n % 2,
            })
            .collect();
        let mut histogram = vec![0u64; 4];
        for &v in &values {
            histogram[v as usize] += 1;
        }
        let split = RareSplit::choose(&histogram, values.iter().copied(), 8).unwrap();
        assert_eq!(split.mask, 3);
        assert_eq!(split.heaps_between(1, 100), (&[50, 70][..], &[0, 3][..]));
        assert_eq!(split.heaps_between(1, 70), (&[50][..], &[0][..]));
        assert_eq!(split.heaps_between(51, 71), (&[70][..], &[3][..]));
        assert_eq!(split.count_below(71), 2);
        assert!(split.is_common(1) && split.is_common(2) && !split.is_common(0));
    }

    #[test]
    fn no_split_when_rare_heaps_are_not_scarce() {
        let values: Vec<u32> = (0..64).map(|n| n % 4).collect();
        let histogram = vec![16u64; 4];
        assert!(RareSplit::choose(&histogram, values.into_iter(), 8).is_none());
    }
}
