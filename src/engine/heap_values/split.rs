//! The fast kernel for take-and-break games whose rules a [`SplitPlan`] expresses: G(n)
//! from the plan's per-take leaves, with bitsets for the option values. Single heaps left
//! and whole heaps taken are a few lookups; splits into two heaps are the work: all pairs
//! in plain mode, or the rare pairs plus a short search in sparse mode ([`RareSplit`]).
//! Takes in the plan's unbounded tail add the options of one more remainder per heap to
//! running unions, so a heap costs O(n) there instead of O(n²).

use super::marks::Marks;
use super::plan::{Equal, SplitPlan};
use super::sparse::{MASK_BITS, RareSplit};
use super::store::{Store, Value};
use crate::engine::error::EngineError;

/// Values must stay below 2^VALUE_BITS (the sets of values have a byte per value).
const VALUE_BITS: u32 = 24;

/// When the kernel looks for a sparse split.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Tuning {
    /// Heaps below this are computed in plain mode: too few values to choose a mask.
    pub first_review: usize,
    /// The split is used when at most one heap in this many is rare.
    pub rare_share: u64,
    /// From this heap on, two heaps are computed at once on two threads (when there are
    /// two); below, a heap is too quick for the hand-over to pay.
    pub pipeline_from: usize,
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning {
            first_review: 256,
            rare_share: 8,
            pipeline_from: 1 << 12,
        }
    }
}

/// Scratch sets for computing one heap.
#[derive(Debug, Clone)]
struct Scratch {
    /// The options of the heap being computed.
    marks: Marks,
    /// Rare values not yet found among the options (sparse mode).
    pending: Marks,
}

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            marks: Marks::new(0),
            pending: Marks::new(0),
        }
    }
}

pub(crate) struct SplitKernel {
    plan: SplitPlan,
    /// One scratch per heap computed at once.
    scratch: [Scratch; 2],
    /// Running unions of the tail's options: single heaps left, pairs left.
    tail_one: Marks,
    tail_two: Marks,
    /// Heaps of each value, for choosing a mask (values below 2^MASK_BITS).
    histogram: Vec<u64>,
    /// Every value so far is below 2^bits.
    bits: u32,
    sparse: Option<RareSplit>,
    /// The heap at which to look for a mask again.
    review_at: usize,
    tuning: Tuning,
}

impl SplitKernel {
    pub(crate) fn new(plan: SplitPlan, tuning: Tuning) -> SplitKernel {
        SplitKernel {
            plan,
            scratch: [Scratch::new(), Scratch::new()],
            tail_one: Marks::new(0),
            tail_two: Marks::new(0),
            histogram: Vec::new(),
            bits: 0,
            sparse: None,
            review_at: tuning.first_review,
            tuning,
        }
    }

    /// Whether the sparse split is in use.
    #[cfg(test)]
    pub(crate) fn is_sparse(&self) -> bool {
        self.sparse.is_some()
    }

    /// What the work of a heap depends on, for estimates: the plan, the values' bits and,
    /// in sparse mode, the rare heaps below `len`.
    pub(crate) fn plan(&self) -> &SplitPlan {
        &self.plan
    }

    pub(crate) fn value_bits(&self) -> u32 {
        self.bits
    }

    pub(crate) fn rare_heaps(&self, len: usize) -> Option<usize> {
        self.sparse.as_ref().map(|s| s.heaps_between(0, len).len())
    }

    /// G(n) for n = `g.len()`, from G(0..n).
    pub(crate) fn next<V: Value>(&mut self, g: &[V]) -> u32 {
        self.extend_tail(g);
        let tails = self.plan.tail.map(|_| (&self.tail_one, &self.tail_two));
        let sparse = self.sparse.as_ref();
        heap_mex(g, g.len(), &self.plan, sparse, tails, &mut self.scratch[0])
    }

    /// G(n) and, when it can be had at once, G(n + 1), for n = `g.len()`: heap n + 1 is
    /// computed on a second thread without the options that need G(n) (a single heap of
    /// n for a take of 1; the split 1 + n for a take of 0). When G(n) then turns out to
    /// give the mex found, that answer is void and `None` says to compute G(n + 1) anew;
    /// otherwise those options cannot change it. Either way the values are those of
    /// [`Self::next`], heap by heap.
    pub(crate) fn next_two<V: Value>(&mut self, g: &[V]) -> (u32, Option<u32>) {
        let n = g.len();
        if n < self.tuning.pipeline_from.max(2) || self.plan.tail.is_some() {
            return (self.next(g), None);
        }
        let SplitKernel {
            plan,
            scratch: [first, second],
            sparse,
            ..
        } = self;
        let (plan, sparse) = (&*plan, sparse.as_ref());
        let (value, ahead) = rayon::join(
            || heap_mex(g, n, plan, sparse, None, first),
            || heap_mex(g, n + 1, plan, sparse, None, second),
        );
        let single = plan.singles.first() == Some(&1);
        let split = plan.pairs.first().is_some_and(|&(k, _)| k == 0);
        let void = (single && ahead == value) || (split && ahead == g[1].get() ^ value);
        (value, (!void).then_some(ahead))
    }

    /// Adds the tail's options for the remainder n − start, which heap n is the first to
    /// reach.
    fn extend_tail<V: Value>(&mut self, g: &[V]) {
        let Some((start, leaves)) = self.plan.tail else {
            return;
        };
        let Some(rest) = (g.len() as u64).checked_sub(start).map(|r| r as usize) else {
            return;
        };
        if leaves.one && rest >= 1 {
            self.tail_one.insert(g[rest].get());
        }
        if let Some(equal) = leaves.two {
            let two = &mut self.tail_two;
            pair_values(g, rest, equal).for_each(|x| two.insert(x));
        }
    }

    /// Records G(n) = `value` (already pushed to `store`): widens the bitsets, keeps the
    /// rare list, and chooses the mask again when due.
    pub(crate) fn record(&mut self, store: &Store, value: u32) -> Result<(), EngineError> {
        let n = store.len() - 1;
        let bits = 32 - value.leading_zeros();
        if bits >= VALUE_BITS {
            return Err(EngineError::KernelValueTooLarge {
                heap: n as u64,
                value: u64::from(value),
                bits: VALUE_BITS,
            });
        }
        let mut review = n + 1 >= self.review_at;
        if bits > self.bits {
            self.bits = bits;
            let [first, second] = &mut self.scratch;
            for set in [
                &mut first.marks,
                &mut first.pending,
                &mut second.marks,
                &mut second.pending,
                &mut self.tail_one,
                &mut self.tail_two,
            ] {
                set.widen(bits);
            }
            review = true;
        }
        if bits <= MASK_BITS {
            if self.histogram.len() <= value as usize {
                self.histogram.resize(1 << bits, 0);
            }
            self.histogram[value as usize] += 1;
        }
        if let Some(split) = &mut self.sparse {
            let index =
                u32::try_from(n).map_err(|_| EngineError::KernelHeapTooLarge { heap: n as u64 })?;
            review |= !split.record(index, value);
        }
        if review && n + 1 >= self.tuning.first_review {
            self.sparse = if self.bits <= MASK_BITS {
                RareSplit::choose(&self.histogram, store.iter(), self.tuning.rare_share)
            } else {
                None
            };
            self.review_at = 2 * (n + 1);
        }
        Ok(())
    }
}

/// The mex of heap `n` from `g` = G(0..known), known being n or n − 1; with n − 1, the
/// options that need G(n − 1) are left out. `tails` are the running unions of the plan's
/// tail, when it has one (and known = n).
fn heap_mex<V: Value>(
    g: &[V],
    n: usize,
    plan: &SplitPlan,
    sparse: Option<&RareSplit>,
    tails: Option<(&Marks, &Marks)>,
    scratch: &mut Scratch,
) -> u32 {
    let known = g.len();
    let marks = &mut scratch.marks;
    marks.clear();
    if n >= 1 && plan.takes_all(n as u64) {
        marks.insert(0);
    }
    for &k in &plan.singles {
        if k as usize >= n {
            break;
        }
        if n - (k as usize) < known {
            marks.insert(g[n - k as usize].get());
        }
    }
    if let (Some((start, leaves)), Some((one, two))) = (plan.tail, tails)
        && n as u64 > start
    {
        if leaves.one {
            marks.union_with(one);
        }
        if leaves.two.is_some() {
            marks.union_with(two);
        }
    }
    match sparse {
        None => {
            for (rest, equal) in rests(plan, n) {
                pair_values(g, rest, equal).for_each(|x| marks.insert(x));
            }
            marks.absent().next().unwrap_or(marks.capacity())
        }
        Some(split) => sparse_mex(g, n, plan, split, scratch),
    }
}

/// The remainders n − k of the plan's splitting takes, with whether equal parts count.
fn rests(plan: &SplitPlan, n: usize) -> impl Iterator<Item = (usize, Equal)> + '_ {
    plan.pairs
        .iter()
        .take_while(move |&&(k, _)| (k as usize) < n)
        .map(move |&(k, equal)| (n - k as usize, equal))
}

/// The least smaller part a of a split of `rest` whose larger part rest − a is known.
fn first_part(rest: usize, known: usize) -> usize {
    (rest + 1).saturating_sub(known).max(1)
}

/// G(a) ^ G(rest − a) for every split of `rest` into two heaps whose parts are in `g`
/// (a < rest − a, then the equal split when allowed).
#[inline(always)]
fn pair_values<V: Value>(g: &[V], rest: usize, equal: Equal) -> impl Iterator<Item = u32> + '_ {
    let half = rest / 2;
    let first = first_part(rest, g.len());
    let (low, high) = if rest < 2 || first >= rest.div_ceil(2) {
        (&g[..0], &g[..0])
    } else {
        (&g[first..rest.div_ceil(2)], &g[half + 1..=rest - first])
    };
    let equal_split = (rest >= 2 && rest.is_multiple_of(2) && equal == Equal::Allowed).then_some(0);
    low.iter()
        .zip(high.iter().rev())
        .map(|(a, b)| a.get() ^ b.get())
        .chain(equal_split)
}

/// Takes `x` off the pending values; true when none is left.
#[inline(always)]
fn resolve(pending: &mut Marks, x: u32, unresolved: &mut usize) -> bool {
    if pending.contains(x) {
        pending.remove(x);
        *unresolved -= 1;
    }
    *unresolved == 0
}

/// The mex of heap `n` in sparse mode, as [`heap_mex`]; the marks hold the options other
/// than splits.
fn sparse_mex<V: Value>(
    g: &[V],
    n: usize,
    plan: &SplitPlan,
    split: &RareSplit,
    scratch: &mut Scratch,
) -> u32 {
    let Scratch { marks, pending } = scratch;
    let known = g.len();
    // Every pair with a rare part.
    for (rest, equal) in rests(plan, n) {
        let rare = split.heaps_between(first_part(rest, known), rest);
        // A forbidden equal split of two rare halves is left out.
        let equal_half = (equal == Equal::Forbidden && rest.is_multiple_of(2))
            .then(|| {
                rare.binary_search_by_key(&(rest as u32 / 2), |&(a, _)| a)
                    .ok()
            })
            .flatten();
        let (before, after) = match equal_half {
            Some(i) => (&rare[..i], &rare[i + 1..]),
            None => (rare, &rare[..0]),
        };
        for &(a, value) in before.iter().chain(after) {
            marks.insert(value ^ g[rest - a as usize].get());
        }
    }
    // No split reaches the set's capacity, so it is the answer if nothing lower is.
    let mut answer = marks.capacity();
    let mut unresolved = 0usize;
    pending.clear();
    for v in marks.absent() {
        if split.is_common(v) {
            answer = v;
            break;
        }
        pending.insert(v);
        unresolved += 1;
    }
    if unresolved == 0 {
        return answer;
    }
    // Rare values below the answer: options only if a pair of common parts reaches them.
    // Pairs are tested by blocks, one branch per block.
    const BLOCK: usize = 16;
    for (rest, equal) in rests(plan, n) {
        let first = first_part(rest, known);
        let last = (rest - 1) / 2;
        // Smaller parts first..=last ascending, larger parts rest − first down to rest − last
        // (none when first > last, as for rest = 2, whose only split is the equal one).
        let (low, high) = if first <= last {
            (&g[first..=last], &g[rest - last..=rest - first])
        } else {
            (&g[..0], &g[..0])
        };
        let mut lows = low.chunks_exact(BLOCK);
        let mut highs = high.rchunks_exact(BLOCK);
        for (l, h) in lows.by_ref().zip(highs.by_ref()) {
            let pairs = || l.iter().zip(h.iter().rev()).map(|(a, b)| a.get() ^ b.get());
            if pairs().fold(0u8, |hit, x| hit | pending.flag(x)) != 0 {
                for x in pairs() {
                    if resolve(pending, x, &mut unresolved) {
                        return answer;
                    }
                }
            }
        }
        let tail = lows
            .remainder()
            .iter()
            .zip(highs.remainder().iter().rev())
            .map(|(a, b)| a.get() ^ b.get());
        let equal_split =
            (rest >= 2 && rest.is_multiple_of(2) && equal == Equal::Allowed).then_some(0);
        for x in tail.chain(equal_split) {
            if resolve(pending, x, &mut unresolved) {
                return answer;
            }
        }
    }
    pending.first().map_or(answer, |v| v.min(answer))
}
