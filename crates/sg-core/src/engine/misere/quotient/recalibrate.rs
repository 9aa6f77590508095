//! A refuted candidate refined (MisereSolver's recalibration). The least position the
//! candidate decides wrongly is known, with its true outcome
//! ([`super::verify::least_failure`]). The heaps of that position are the suspects: for
//! each set of them, fewest first, the candidate is rebuilt with those heaps on their own cyclic factors, long enough to count them as
//! often as the position holds them (and at least as long as their old element's
//! powers), and the first rebuild whose implied P-portion decides the position rightly
//! is the next candidate. It is reduced by that P-portion to stay small; nothing about it
//! is trusted until [`super::verify`] proves it.

use super::budget::Budget;
use super::candidate::{Candidate, Factor, index_and_period};
use super::letters::HeapOptions;
use super::marking::mark_p_portion;
use super::monoid::Multiply;
use super::reduce::{distinct, reduce};
use crate::engine::error::EngineError;

/// The most sets of suspects tried for one refuted position.
const MAX_SUSPECT_SETS: usize = 64;

/// A candidate that decides `position` as `should_be_p`, built from `candidate` by
/// freeing some of the position's heaps; `None` when no set of suspects does.
pub(crate) fn recalibrate(
    candidate: &Candidate,
    options: &HeapOptions,
    position: &[u64],
    should_be_p: bool,
    budget: &mut Budget,
) -> Result<Option<Candidate>, EngineError> {
    let mut suspects: Vec<usize> = position.iter().map(|&h| h as usize).collect();
    suspects.sort_unstable();
    suspects.dedup();
    suspects.retain(|&h| options.has_moves(h as u64));
    let mut tried = 0;
    for size in 1..=suspects.len() {
        for set in combinations(&suspects, size) {
            tried += 1;
            if tried > MAX_SUSPECT_SETS {
                return Ok(None);
            }
            let factors: Vec<Factor> = set
                .iter()
                .map(|&heap| {
                    let copies = position.iter().filter(|&&h| h as usize == heap).count() as u32;
                    let (index, period) =
                        index_and_period(&candidate.monoid, candidate.heaps[heap]);
                    Factor {
                        heap,
                        index: index.max(copies.saturating_sub(1)).max(1),
                        period: period.max(2),
                    }
                })
                .collect();
            let rebuilt = candidate.with_factors(candidate.heaps.len(), &factors, budget)?;
            let alphabet = options.alphabet(&rebuilt.monoid, &rebuilt.heaps, budget)?;
            let Some(marking) = mark_p_portion(&rebuilt.monoid, &alphabet, budget)? else {
                continue;
            };
            let p = marking.p;
            let element = rebuilt
                .monoid
                .product_of(position.iter().map(|&h| rebuilt.heaps[h as usize]));
            if p[element as usize] == should_be_p {
                let reduced = reduce(&rebuilt.monoid, &p, &distinct(&rebuilt.heaps), budget)?;
                return Ok(Some(Candidate {
                    heaps: rebuilt
                        .heaps
                        .iter()
                        .map(|&x| reduced.class[x as usize])
                        .collect(),
                    monoid: reduced.monoid,
                }));
            }
        }
    }
    Ok(None)
}

/// Every `size`-element subset of `items`, in lexicographic order.
fn combinations(items: &[usize], size: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut chosen: Vec<usize> = (0..size).collect();
    loop {
        all.push(chosen.iter().map(|&i| items[i]).collect());
        let Some(i) = (0..size)
            .rev()
            .find(|&i| chosen[i] < items.len() - size + i)
        else {
            return all;
        };
        chosen[i] += 1;
        for j in i + 1..size {
            chosen[j] = chosen[j - 1] + 1;
        }
    }
}
