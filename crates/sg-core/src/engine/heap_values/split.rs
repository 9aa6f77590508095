//! The fast kernel for take-and-break games whose rules a [`SplitPlan`] expresses: G(n)
//! from the plan's per-take leaves, with sets of option values. Single heaps left and
//! whole heaps taken are a few lookups; splits into two heaps are the work: all pairs in
//! plain mode, or the pairs with a rare part ([`rare_pairs`]) plus a short walk over
//! common pairs ([`search`]) in sparse mode ([`RareSplit`]). Takes in the plan's
//! unbounded tail add the options of one more remainder per heap to running unions, so a
//! heap costs O(n) there instead of O(n²).
//!
//! Heaps are computed a *pass* at a time: from the values known, G(0..n), heaps
//! n..n + w are computed at once (a block of them per thread, on one or two threads), each
//! without the options that need a value not known yet. Those are a handful (a part or a
//! single heap left among n..n + j); once the values before it are in, heap n + j is
//! checked against them, and its value stands unless one of them equals it; the pass
//! ends before the first heap that fails (computed again as the first of the next pass).
//! A block's heaps share one walk over the rare list, and two blocks use two cores.

use super::marks::Marks;
use super::plan::{Equal, SplitPlan};
use super::rare_pairs::{self, first_part};
use super::search::{Pending, walk_pairs};
use super::sparse::{MASK_BITS, RareSplit};
use super::store::{Store, Value};
use crate::engine::error::EngineError;

/// Values must stay below 2^VALUE_BITS (the sets of values have a byte per value).
const VALUE_BITS: u32 = 24;

/// The most heaps of one pass.
pub(crate) const MAX_PASS: usize = 16;

/// When the kernel looks for a sparse split, and how it computes a pass.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Tuning {
    /// Heaps below this are computed in plain mode: too few values to choose a mask.
    pub first_review: usize,
    /// The split is used when at most one heap in this many is rare.
    pub rare_share: u64,
    /// From this heap on, heaps are computed a pass of several at a time; below, a heap
    /// is too quick for the hand-over to pay.
    pub pipeline_from: usize,
    /// Heaps per thread in a pass (1 to [`MAX_PASS`] / 2; 2, 4 and 8 share the rare
    /// walk).
    pub block: usize,
    /// Whether a pass uses two threads (when the thread pool has two).
    pub parallel: bool,
    /// Whether the walk over common pairs may use SIMD instructions (when the processor
    /// has them).
    pub simd: bool,
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning {
            first_review: 256,
            rare_share: 2,
            pipeline_from: 1 << 12,
            block: 8,
            parallel: true,
            simd: true,
        }
    }
}

/// Scratch sets for computing one heap.
#[derive(Debug, Clone)]
struct Scratch {
    /// The options of the heap being computed.
    marks: Marks,
    /// Rare values not yet found among the options (sparse mode), as a set and a list.
    pending: Marks,
    listed: Vec<u32>,
    /// The steps taken with this scratch since the kernel last collected them.
    work: u64,
}

impl Scratch {
    fn new(bits: u32) -> Scratch {
        Scratch {
            marks: Marks::new(bits),
            pending: Marks::new(bits),
            listed: Vec::new(),
            work: 0,
        }
    }
}

/// The values of heaps n, n + 1, … computed by one pass.
pub(crate) struct Pass {
    values: [u32; MAX_PASS],
    len: usize,
}

impl Pass {
    /// A pass of one heap.
    pub(crate) fn one(value: u32) -> Pass {
        let mut values = [0; MAX_PASS];
        values[0] = value;
        Pass { values, len: 1 }
    }

    pub(crate) fn values(&self) -> &[u32] {
        &self.values[..self.len]
    }
}

pub(crate) struct SplitKernel {
    plan: SplitPlan,
    /// One scratch per heap of a pass.
    scratch: Vec<Scratch>,
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
    /// The steps taken so far (collected from the scratches after each pass).
    work: u64,
}

impl SplitKernel {
    pub(crate) fn new(plan: SplitPlan, tuning: Tuning) -> SplitKernel {
        SplitKernel {
            plan,
            scratch: vec![Scratch::new(0)],
            tail_one: Marks::new(0),
            tail_two: Marks::new(0),
            histogram: Vec::new(),
            bits: 0,
            sparse: None,
            review_at: tuning.first_review,
            tuning,
            work: 0,
        }
    }

    /// The steps taken so far: sets cleared and scanned, single heaps and pairs looked
    /// at, in the units of the work estimate.
    pub(crate) fn work(&self) -> u64 {
        self.work
    }

    /// Adds the steps the scratches took to the kernel's.
    fn collect_work(&mut self) {
        for scratch in &mut self.scratch {
            self.work += std::mem::take(&mut scratch.work);
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
        self.sparse.as_ref().map(|s| s.count_below(len))
    }

    /// G(n) for n = `g.len()`, from G(0..n).
    pub(crate) fn next<V: Value>(&mut self, g: &[V]) -> u32 {
        self.extend_tail(g);
        let tails = self.plan.tail.map(|_| (&self.tail_one, &self.tail_two));
        let sparse = self.sparse.as_ref();
        let simd = self.tuning.simd;
        let value = heap_mex(
            g,
            g.len(),
            &self.plan,
            sparse,
            tails,
            &mut self.scratch[0],
            simd,
        );
        self.collect_work();
        value
    }

    /// G(n), G(n + 1), … for n = `g.len()`, as many as one pass gives (at least one):
    /// the same values as [`Self::next`], heap by heap.
    pub(crate) fn next_pass<V: Value>(&mut self, g: &[V]) -> Pass {
        let n = g.len();
        let threads = if self.tuning.parallel && rayon::current_num_threads() > 1 {
            2
        } else {
            1
        };
        // Wide values keep one heap per thread: their sets are large.
        let block = match self.bits > MASK_BITS {
            true => 1,
            false => self.tuning.block.clamp(1, MAX_PASS / 2),
        };
        let width = threads * block;
        if n < self.tuning.pipeline_from.max(2) || self.plan.tail.is_some() || width == 1 {
            return Pass::one(self.next(g));
        }
        let bits = self.bits;
        if self.scratch.len() < width {
            self.scratch.resize_with(width, || Scratch::new(bits));
        }
        let mut values = [0u32; MAX_PASS];
        let (plan, sparse, simd) = (&self.plan, self.sparse.as_ref(), self.tuning.simd);
        let scratch = &mut self.scratch[..width];
        if threads == 2 {
            let (first, second) = scratch.split_at_mut(block);
            let (low, high) = values[..width].split_at_mut(block);
            rayon::join(
                || block_mex(g, n, plan, sparse, simd, first, low),
                || block_mex(g, n + block, plan, sparse, simd, second, high),
            );
        } else {
            block_mex(g, n, plan, sparse, simd, scratch, &mut values[..width]);
        }
        let len = (1..width)
            .find(|&j| missing_options(g, &values[..j], plan).any(|x| x == values[j]))
            .unwrap_or(width);
        self.collect_work();
        Pass { values, len }
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

    /// Records G(n) = `value` (already pushed to `store`): widens the sets, keeps the
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
            for scratch in &mut self.scratch {
                scratch.marks.widen(bits);
                scratch.pending.widen(bits);
            }
            self.tail_one.widen(bits);
            self.tail_two.widen(bits);
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

/// The values of the options of heap n + j (n = `g.len()`, j = `ahead.len()`, `ahead` =
/// G(n..n + j)) that need a heap among n..n + j: those a pass leaves out.
fn missing_options<'a, V: Value>(
    g: &'a [V],
    ahead: &'a [u32],
    plan: &'a SplitPlan,
) -> impl Iterator<Item = u32> + 'a {
    let known = g.len();
    let heap = known + ahead.len();
    let value = move |i: usize| match i.checked_sub(known) {
        None => g[i].get(),
        Some(a) => ahead[a],
    };
    let singles = plan
        .singles
        .iter()
        .map(|&k| k as usize)
        .filter(move |&k| k < heap && heap - k >= known)
        .map(move |k| value(heap - k));
    // Splits whose larger part is not known: smaller parts below first_part.
    let pairs = rests(plan, heap).flat_map(move |(rest, _)| {
        (1..first_part(rest, known))
            .filter(move |&a| a < rest - a)
            .map(move |a| value(a) ^ value(rest - a))
    });
    singles.chain(pairs)
}

/// The values of heaps n0.. (one per scratch), from `g` = G(0..known), known ≤ n0: each
/// without the options that need a heap from known on.
fn block_mex<V: Value>(
    g: &[V],
    n0: usize,
    plan: &SplitPlan,
    sparse: Option<&RareSplit>,
    simd: bool,
    scratch: &mut [Scratch],
    out: &mut [u32],
) {
    let Some(split) = sparse else {
        for (j, (s, value)) in scratch.iter_mut().zip(out).enumerate() {
            *value = heap_mex(g, n0 + j, plan, None, None, s, simd);
        }
        return;
    };
    for (j, s) in scratch.iter_mut().enumerate() {
        s.work += base_options(g, n0 + j, plan, None, &mut s.marks);
    }
    let shared = match scratch.len() {
        2 => mark_together::<2, V>(g, n0, plan, split, scratch),
        4 => mark_together::<4, V>(g, n0, plan, split, scratch),
        8 => mark_together::<8, V>(g, n0, plan, split, scratch),
        _ => false,
    };
    if !shared {
        for (j, s) in scratch.iter_mut().enumerate() {
            s.work += rare_pairs::mark_block(g, n0 + j, plan, split, [&mut s.marks]);
        }
    }
    for (j, (s, value)) in scratch.iter_mut().zip(out).enumerate() {
        *value = sparse_mex(g, n0 + j, plan, split, s, simd);
    }
}

/// Marks the pairs with a rare part of heaps n0..n0 + B in one walk; false (nothing
/// done) unless there are B scratches.
fn mark_together<const B: usize, V: Value>(
    g: &[V],
    n0: usize,
    plan: &SplitPlan,
    split: &RareSplit,
    scratch: &mut [Scratch],
) -> bool {
    let Ok(block) = <&mut [Scratch; B]>::try_from(scratch) else {
        return false;
    };
    let work = rare_pairs::mark_block(g, n0, plan, split, block.each_mut().map(|s| &mut s.marks));
    block[0].work += work;
    true
}

/// The mex of heap `n` from `g` = G(0..known), known ≤ n: the options that need a heap
/// from known on are left out. `tails` are the running unions of the plan's tail, when it
/// has one (and known = n).
fn heap_mex<V: Value>(
    g: &[V],
    n: usize,
    plan: &SplitPlan,
    sparse: Option<&RareSplit>,
    tails: Option<(&Marks, &Marks)>,
    scratch: &mut Scratch,
    simd: bool,
) -> u32 {
    scratch.work += base_options(g, n, plan, tails, &mut scratch.marks);
    match sparse {
        None => {
            let marks = &mut scratch.marks;
            for (rest, equal) in rests(plan, n) {
                scratch.work += pair_values(g, rest, equal).map(|x| marks.insert(x)).count() as u64;
            }
            let value = marks.absent().next().unwrap_or(marks.capacity());
            scratch.work += scan_work(value);
            value
        }
        Some(split) => {
            scratch.work += rare_pairs::mark_block(g, n, plan, split, [&mut scratch.marks]);
            sparse_mex(g, n, plan, split, scratch, simd)
        }
    }
}

/// The steps of scanning a set of values for its least gap `value` (eight values a step).
fn scan_work(value: u32) -> u64 {
    u64::from(value) / 8 + 1
}

/// Clears `marks` and marks the options of heap `n` other than splits: the whole heap
/// taken, single heaps left (those known), and the tail's unions. Returns the steps taken.
fn base_options<V: Value>(
    g: &[V],
    n: usize,
    plan: &SplitPlan,
    tails: Option<(&Marks, &Marks)>,
    marks: &mut Marks,
) -> u64 {
    let known = g.len();
    marks.clear();
    let mut work = u64::from(marks.capacity());
    if n >= 1 && plan.takes_all(n as u64) {
        marks.insert(0);
    }
    for &k in &plan.singles {
        if k as usize >= n {
            break;
        }
        work += 1;
        if n - (k as usize) < known {
            marks.insert(g[n - k as usize].get());
        }
    }
    if let (Some((start, leaves)), Some((one, two))) = (plan.tail, tails)
        && n as u64 > start
    {
        if leaves.one {
            marks.union_with(one);
            work += u64::from(marks.capacity());
        }
        if leaves.two.is_some() {
            marks.union_with(two);
            work += u64::from(marks.capacity());
        }
    }
    work
}

/// The remainders n − k of the plan's splitting takes, with whether equal parts count.
fn rests(plan: &SplitPlan, n: usize) -> impl Iterator<Item = (usize, Equal)> + '_ {
    plan.pairs
        .iter()
        .take_while(move |&&(k, _)| (k as usize) < n)
        .map(move |&(k, equal)| (n - k as usize, equal))
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

/// The mex of heap `n` in sparse mode, as [`heap_mex`], once the marks hold the options
/// other than splits of two common parts.
fn sparse_mex<V: Value>(
    g: &[V],
    n: usize,
    plan: &SplitPlan,
    split: &RareSplit,
    scratch: &mut Scratch,
    simd: bool,
) -> u32 {
    let Scratch {
        marks,
        pending,
        listed,
        work,
    } = scratch;
    let known = g.len();
    // No split reaches the set's capacity, so it is the answer if nothing lower is.
    let mut answer = marks.capacity();
    pending.clear();
    listed.clear();
    for v in marks.absent() {
        if split.is_common(v) {
            answer = v;
            break;
        }
        pending.insert(v);
        listed.push(v);
    }
    *work += scan_work(answer.min(marks.capacity()));
    if listed.is_empty() {
        return answer;
    }
    // Rare values below the answer: options only if a pair of common parts reaches them.
    let mut pending = Pending {
        set: pending,
        left: listed.len(),
        listed,
        walked: 0,
    };
    for (rest, equal) in rests(plan, n) {
        if walk_pairs(g, rest, first_part(rest, known), equal, &mut pending, simd) {
            *work += pending.walked;
            return answer;
        }
    }
    *work += pending.walked;
    pending.set.first().map_or(answer, |v| v.min(answer))
}
