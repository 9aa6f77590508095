//! The first half of the sparse mex ([`super::sparse`]): every split with a rare part,
//! marked for B consecutive heaps n0..n0 + B in one walk over the rare list. For a take
//! of k, heap n0 + j pairs rare part a with the part n0 + j − k − a: the B partners of a
//! are B neighbouring values, so one walk reads each rare entry once and each partner's
//! cache line once for all B heaps (the partners of one heap alone are scattered over the
//! whole table, a cache miss apiece once the table outgrows the first-level cache).
//!
//! Heaps past the known values (n0 + j ≥ known) leave out the splits whose larger part is
//! not known yet, exactly as [`super::split`] does for one heap: the shared walk covers
//! the parts every heap of the block can pair, and the few parts at either end that only
//! some heaps can are marked for those heaps alone.

use super::marks::Marks;
use super::plan::{Equal, SplitPlan};
use super::sparse::RareSplit;
use super::store::Value;

/// The least smaller part a of a split of `rest` whose larger part rest − a is known.
pub(crate) fn first_part(rest: usize, known: usize) -> usize {
    (rest + 1).saturating_sub(known).max(1)
}

/// Marks, for heaps n0..n0 + B (`marks[j]` for heap n0 + j), the values of the splits
/// with a rare part whose other part is known (`g` = the known values); returns how many
/// pairs it looked at.
pub(crate) fn mark_block<const B: usize, V: Value>(
    g: &[V],
    n0: usize,
    plan: &SplitPlan,
    split: &RareSplit,
    mut marks: [&mut Marks; B],
) -> u64 {
    let known = g.len();
    let mut work = 0;
    for &(k, equal) in &plan.pairs {
        let k = k as usize;
        if k >= n0 + B - 1 {
            break;
        }
        let forbid = equal == Equal::Forbidden;
        let rest = |j: usize| n0 + j - k;
        // Rare parts lo..hi pair with a known part for every heap of the block.
        let (lo, hi) = (first_part(n0 + B - 1 - k, known), n0.saturating_sub(k));
        if k >= n0 || lo >= hi {
            for (j, set) in marks.iter_mut().enumerate().filter(|&(j, _)| n0 + j > k) {
                work += mark_range(
                    g,
                    rest(j),
                    forbid,
                    split,
                    first_part(rest(j), known),
                    rest(j),
                    set,
                );
            }
            continue;
        }
        let rest0 = hi;
        for (j, set) in marks.iter_mut().enumerate() {
            work += mark_range(
                g,
                rest(j),
                forbid,
                split,
                first_part(rest(j), known),
                lo,
                set,
            );
            work += mark_range(g, rest(j), forbid, split, rest0, rest(j), set);
        }
        let (parts, values) = split.heaps_between(lo, hi);
        work += (parts.len() * B) as u64;
        // The flags themselves, so that the loop keeps them in registers.
        let mut sets = marks.each_mut().map(|m| m.flags_mut());
        let slot = sets[0].len() - 1;
        for (&a, &v) in parts.iter().zip(values) {
            let a = a as usize;
            // Partner of a for heap n0 + j: rest0 + j − a, all known since a ≥ lo.
            let base = rest0 - a;
            let partners = &g[base..base + B];
            // Heap n0 + j with rest0 + j = 2a would split into equal parts.
            let equal_for = (2 * a).wrapping_sub(rest0);
            if forbid && equal_for < B {
                for (j, set) in sets.iter_mut().enumerate() {
                    if j != equal_for {
                        set[(v ^ partners[j].get()) as usize & slot] = 1;
                    }
                }
            } else {
                for (set, partner) in sets.iter_mut().zip(partners) {
                    set[(v ^ partner.get()) as usize & slot] = 1;
                }
            }
        }
    }
    work
}

/// Marks the splits of `rest` whose rare part is in start..end (parts whose partner is
/// known), leaving out equal halves when `forbid`; returns how many it looked at.
fn mark_range<V: Value>(
    g: &[V],
    rest: usize,
    forbid: bool,
    split: &RareSplit,
    start: usize,
    end: usize,
    marks: &mut Marks,
) -> u64 {
    let (parts, values) = split.heaps_between(start, end);
    for (&a, &v) in parts.iter().zip(values) {
        let a = a as usize;
        if !(forbid && 2 * a == rest) {
            marks.insert(v ^ g[rest - a].get());
        }
    }
    parts.len() as u64
}
