//! The second half of the sparse mex ([`super::sparse`]): rare values not reached by a
//! pair with a rare part are options only if a pair of common parts reaches them, so the
//! splits of a remainder are walked until every pending value is found (usually early:
//! common pairs produce rare values in abundance, but a heap whose value is rare walks
//! them all). The walk is the kernel's hottest loop after the rare pairs, and has two
//! forms that give the same answers:
//!
//! - portable: blocks of 16 pairs, one branch per block on the OR of their pending flags;
//! - AVX-512 (detected at run time; values stored in one or two bytes, below 2^11): 32
//!   pairs per step, bytes widened to 16-bit lanes as they are loaded, the larger parts
//!   reversed in a register, and the pending set held as a 2048-bit table in four
//!   registers (one, and one permute, while the values are below 2^9), looked up per lane
//!   by word permutes and a variable shift. A step costs about ten instructions for 32
//!   pairs; only lanes that hit a pending value (each one resolves it) leave the vector
//!   loop. Each width and table size has its own copy of the loop.

use super::marks::Marks;
use super::plan::Equal;
use super::store::{Lanes, Value};

/// Pending rare values: the set, how many are left, and a list of them as they were
/// first (those found since are no longer in the set).
pub(crate) struct Pending<'a> {
    pub set: &'a mut Marks,
    pub left: usize,
    pub listed: &'a [u32],
    /// The pairs walked so far (in whole steps or blocks), for the count of work done.
    pub walked: u64,
}

impl Pending<'_> {
    /// Takes `x` off the pending values; true when none is left.
    #[inline(always)]
    fn resolve(&mut self, x: u32) -> bool {
        if self.set.contains(x) {
            self.set.remove(x);
            self.left -= 1;
        }
        self.left == 0
    }
}

/// Walks the splits of `rest` into a smaller part from `first` and a larger one (the equal
/// split last, when allowed), resolving pending values; true once none is left. With
/// `simd`, the AVX-512 form is used where the processor and the values allow it.
pub(crate) fn walk_pairs<V: Value>(
    g: &[V],
    rest: usize,
    first: usize,
    equal: Equal,
    pending: &mut Pending,
    simd: bool,
) -> bool {
    // Smaller parts first..=last ascending, larger parts rest − first down to rest − last
    // (none when first > last, as for rest = 2, whose only split is the equal one).
    let last = (rest - 1) / 2;
    let mut from = first;
    if simd && first <= last {
        let walked = match V::lanes(g) {
            Lanes::Bytes(g) => avx512::walk(g, rest, first, last, pending),
            Lanes::Words(g) => avx512::walk(g, rest, first, last, pending),
            Lanes::None => None,
        };
        match walked {
            Some(true) => return true,
            Some(false) => from = first + (last + 1 - first) / avx512::LANES * avx512::LANES,
            None => {}
        }
    }
    if from <= last && walk_portable(&g[from..=last], &g[rest - last..=rest - from], pending) {
        return true;
    }
    rest >= 2 && rest.is_multiple_of(2) && equal == Equal::Allowed && pending.resolve(0)
}

/// Pairs `low[i]`, `high[high.len() − 1 − i]`, in blocks of 16 with one branch each.
fn walk_portable<V: Value>(low: &[V], high: &[V], pending: &mut Pending) -> bool {
    const BLOCK: usize = 16;
    let mut lows = low.chunks_exact(BLOCK);
    let mut highs = high.rchunks_exact(BLOCK);
    for (l, h) in lows.by_ref().zip(highs.by_ref()) {
        pending.walked += BLOCK as u64;
        let pairs = || l.iter().zip(h.iter().rev()).map(|(a, b)| a.get() ^ b.get());
        if pairs().fold(0u8, |hit, x| hit | pending.set.flag(x)) != 0 {
            for x in pairs() {
                if pending.resolve(x) {
                    return true;
                }
            }
        }
    }
    let tail = lows.remainder().iter().zip(highs.remainder().iter().rev());
    for (a, b) in tail {
        pending.walked += 1;
        if pending.resolve(a.get() ^ b.get()) {
            return true;
        }
    }
    false
}

#[cfg(target_arch = "x86_64")]
mod avx512 {
    use super::Pending;
    use std::arch::x86_64::*;

    /// Pairs per step: 32 lanes of 16 bits.
    pub(crate) const LANES: usize = 32;
    /// Values the table covers: 2^11 bits in 128 words.
    const TABLE_WORDS: usize = 128;
    /// Values below 2^9 need only the table's first 32 words, one register.
    const SMALL_TABLE_VALUES: usize = 512;

    /// A stored width the walk reads: 32 values at once, as 16-bit lanes.
    pub(crate) trait Lane: Copy {
        /// Loads `values[..32]` (at least 32 values).
        ///
        /// # Safety
        /// The processor has AVX-512 F and BW.
        unsafe fn load(values: &[Self]) -> __m512i;
    }

    impl Lane for u16 {
        #[inline]
        #[target_feature(enable = "avx512f,avx512bw")]
        unsafe fn load(values: &[u16]) -> __m512i {
            assert!(values.len() >= LANES);
            // SAFETY: 32 words inside the slice.
            unsafe { _mm512_loadu_si512(values.as_ptr().cast()) }
        }
    }

    impl Lane for u8 {
        #[inline]
        #[target_feature(enable = "avx512f,avx512bw")]
        unsafe fn load(values: &[u8]) -> __m512i {
            assert!(values.len() >= LANES);
            // SAFETY: 32 bytes inside the slice, zero-extended to words (vpmovzxbw).
            unsafe { _mm512_cvtepu8_epi16(_mm256_loadu_si256(values.as_ptr().cast())) }
        }
    }

    /// The whole steps of 32 pairs from `first` (smaller parts) of the splits of `rest`;
    /// `None` when the processor or the values do not allow it (nothing done), otherwise
    /// whether every pending value is found.
    pub(crate) fn walk<T: Lane>(
        g: &[T],
        rest: usize,
        first: usize,
        last: usize,
        pending: &mut Pending,
    ) -> Option<bool> {
        if pending.set.capacity() as usize > TABLE_WORDS * 16
            || !is_x86_feature_detected!("avx512bw")
        {
            return None;
        }
        // SAFETY: the features are detected just above.
        Some(unsafe {
            if pending.set.capacity() as usize <= SMALL_TABLE_VALUES {
                walk_steps::<T, true>(g, rest, first, last, pending)
            } else {
                walk_steps::<T, false>(g, rest, first, last, pending)
            }
        })
    }

    /// The walk's steps; with `SMALL`, every value is below [`SMALL_TABLE_VALUES`] and a
    /// lane's table word is one permute of the first register.
    #[target_feature(enable = "avx512f,avx512bw")]
    fn walk_steps<T: Lane, const SMALL: bool>(
        g: &[T],
        rest: usize,
        first: usize,
        last: usize,
        p: &mut Pending,
    ) -> bool {
        let mut table = [0u16; TABLE_WORDS];
        for &v in p.listed.iter().filter(|&&v| p.set.contains(v)) {
            table[v as usize >> 4] |= 1 << (v & 15);
        }
        // SAFETY: each load reads 32 words inside the table.
        let load = |i: usize| unsafe { _mm512_loadu_si512(table[i * LANES..].as_ptr().cast()) };
        let mut t = [load(0), load(1), load(2), load(3)];
        let reverse = _mm512_set_epi16(
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
            24, 25, 26, 27, 28, 29, 30, 31,
        );
        let (fifteen, one, upper) = (
            _mm512_set1_epi16(15),
            _mm512_set1_epi16(1),
            _mm512_set1_epi16(64),
        );
        let mut a = first;
        while a + LANES <= last + 1 {
            p.walked += LANES as u64;
            let low = &g[a..a + LANES];
            let high = &g[rest - a - (LANES - 1)..=rest - a];
            // SAFETY: the features are enabled here.
            let (low_v, high_v) = unsafe { (T::load(low), T::load(high)) };
            let x = _mm512_xor_si512(low_v, _mm512_permutexvar_epi16(reverse, high_v));
            // Word x >> 4 of the table (from the lower or upper pair of registers), bit x & 15.
            let word = _mm512_srli_epi16::<4>(x);
            let words = if SMALL {
                _mm512_permutexvar_epi16(word, t[0])
            } else {
                let lower = _mm512_permutex2var_epi16(t[0], word, t[1]);
                let higher = _mm512_permutex2var_epi16(t[2], word, t[3]);
                _mm512_mask_blend_epi16(_mm512_test_epi16_mask(word, upper), lower, higher)
            };
            let bits = _mm512_srlv_epi16(words, _mm512_and_si512(x, fifteen));
            let mut hits = _mm512_test_epi16_mask(bits, one);
            if hits != 0 {
                let mut lanes = [0u16; LANES];
                // SAFETY: the store writes the 32 words of `lanes`.
                unsafe { _mm512_storeu_si512(lanes.as_mut_ptr().cast(), x) };
                // Branch-free per lane (lanes may repeat a value): take the value off the
                // set and the table, counting it if it was there.
                while hits != 0 {
                    let v = u32::from(lanes[hits.trailing_zeros() as usize]);
                    hits &= hits - 1;
                    p.left -= usize::from(p.set.flag(v));
                    p.set.remove(v);
                    // Clear bit v & 15 of word v >> 4: lane (v >> 4) & 31 of register v >> 9.
                    let word = v >> 4;
                    let bit = _mm512_maskz_set1_epi16(1 << (word & 31), 1 << (v & 15));
                    t[word as usize >> 5] = _mm512_andnot_si512(bit, t[word as usize >> 5]);
                }
                if p.left == 0 {
                    return true;
                }
            }
            a += LANES;
        }
        false
    }
}

#[cfg(not(target_arch = "x86_64"))]
mod avx512 {
    use super::Pending;

    pub const LANES: usize = 32;

    pub trait Lane {}
    impl Lane for u8 {}
    impl Lane for u16 {}

    pub fn walk<T: Lane>(_: &[T], _: usize, _: usize, _: usize, _: &mut Pending) -> Option<bool> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::heap_values::random_source;

    /// The walk's answer and the pending values it leaves, for values below 2^bits.
    fn run<V: Value>(
        g: &[V],
        (rest, first, bits): (usize, usize, u32),
        wanted: &[u32],
        simd: bool,
    ) -> (bool, Vec<u32>) {
        let mut set = Marks::new(bits);
        for &v in wanted {
            set.insert(v);
        }
        let mut pending = Pending {
            set: &mut set,
            left: wanted.len(),
            listed: wanted,
            walked: 0,
        };
        let done = walk_pairs(g, rest, first, Equal::Allowed, &mut pending, simd);
        let left = pending.left;
        let remaining: Vec<u32> = (0..1 << bits).filter(|&v| set.contains(v)).collect();
        assert_eq!(remaining.len(), left);
        (done, remaining)
    }

    /// Whether the AVX-512 walk can run on this processor.
    fn simd_available() -> bool {
        #[cfg(target_arch = "x86_64")]
        return std::arch::is_x86_feature_detected!("avx512bw");
        #[cfg(not(target_arch = "x86_64"))]
        false
    }

    /// The SIMD form runs wherever the processor has it, so the test below checks it
    /// there against the portable one and a plain scan.
    #[test]
    fn simd_walk_runs_where_the_processor_has_it() {
        let g: Vec<u16> = (0..100).map(|i| (i * 7 % 64) as u16).collect();
        let mut set = Marks::new(11);
        set.insert(1);
        let mut pending = Pending {
            set: &mut set,
            left: 1,
            listed: &[1],
            walked: 0,
        };
        let ran = avx512::walk(&g, 99, 1, 49, &mut pending).is_some();
        assert_eq!(ran, simd_available());
        let bytes: Vec<u8> = g.iter().map(|&x| x as u8).collect();
        let ran = avx512::walk(&bytes, 99, 1, 49, &mut pending).is_some();
        assert_eq!(ran, simd_available());
    }

    /// Both forms find exactly the pending values some split reaches, on random values
    /// and remainders (with lengths that leave partial steps and blocks), with the values
    /// stored in two bytes and, where they fit, in one (values below 2^8 and 2^9 use the
    /// one-register table, below 2^11 the four-register one).
    #[test]
    fn simd_and_portable_walks_agree_with_a_plain_scan() {
        let mut random = random_source(0x2545_F491_4F6C_DD1D);
        for round in 0..400 {
            let len = 2 + (random() % 700) as usize;
            let bits = [3, 8, 9, 11][round % 4];
            let g: Vec<u16> = (0..len).map(|_| (random() % (1 << bits)) as u16).collect();
            let rest = 2 + (random() as usize) % (2 * len - 3);
            let first = (rest + 1).saturating_sub(len).max(1);
            let wanted: Vec<u32> = {
                let mut w: Vec<u32> = (0..1 + random() % 6)
                    .map(|_| (random() % (1 << bits)) as u32)
                    .collect();
                w.sort_unstable();
                w.dedup();
                w
            };
            let reached = |v: u32| {
                (first..=(rest - 1) / 2).any(|a| u32::from(g[a] ^ g[rest - a]) == v)
                    || (v == 0 && rest.is_multiple_of(2))
            };
            let expected: Vec<u32> = wanted.iter().copied().filter(|&v| !reached(v)).collect();
            let bytes: Option<Vec<u8>> = g.iter().map(|&x| u8::try_from(x).ok()).collect();
            for simd in [false, true] {
                let case = (rest, first, bits);
                let mut runs = vec![("two bytes", run(&g, case, &wanted, simd))];
                if let Some(bytes) = &bytes {
                    runs.push(("one byte", run(bytes, case, &wanted, simd)));
                }
                for (width, (done, remaining)) in runs {
                    let case = format!("round {round} simd {simd} {width}");
                    assert_eq!(done, expected.is_empty(), "{case}");
                    // A walk may stop early only when everything is found.
                    if !done {
                        assert_eq!(remaining, expected, "{case}");
                    }
                }
            }
        }
    }
}
