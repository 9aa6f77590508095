//! The proof that the quotient of the heaps up to N is the quotient of all heaps: the
//! periodicity theorem for misère quotients (Plambeck–Siegel, JCTA 2008, the analogue of
//! the Guy–Smith theorem for octal games; Siegel's lecture notes "Misère games and misère
//! quotients" prove it), in the form proved here.
//!
//! **Games it applies to.** Every rule is take-and-break with a bounded take (at most t
//! tokens), leaves at most m heaps (3 for hexadecimal codes), and has no `unequal`. A
//! `where` on k alone only narrows the take set; a `where` on the heap's size n must
//! become periodic in n for every take k ([`super::heap_size`]): c(k, n + q) = c(k, n)
//! for all n ≥ s, with one q and one s for all rules and takes (q = 1, s = 0 without such
//! a condition). Then the options of a heap of h are: for each (k, j) allowed at h, every
//! way to leave j ≥ 1 heaps summing to h − k (or nothing, when h = k and j = 0).
//!
//! **Theorem.** Let Q(N) be proved for the heaps 0..=N ([`super::construction`]), and
//! let Φ(h + p) = Φ(h) for all n0 ≤ h ≤ N − p, with n0 ≥ 1, p a multiple of q,
//! N + 1 ≥ m·(n0 + p) + t and N + 1 ≥ s + p. Then Q(N) is the quotient of all heaps, and
//! Φ(h) = Φ(n0 + (h − n0) mod p) for h > N.
//!
//! **Proof.** Extend Φ to all heaps by Φ(h) = Φ(h − p) for h > N; so Φ(h) = Φ(h − p)
//! for every h ≥ n0 + p. The verification of Q(N) ([`super::verify`]) depends on the heaps
//! only through their letters (Φ(h), T(h)); if every heap h > N has the letter of a heap
//! ≤ N, the same checks prove Φ for all heaps, the generated monoid is unchanged, and so
//! is the reduction. By induction on h > N: T(h) = T(h − p). The same (k, j) are allowed
//! at h and at h − p, since h − p ≥ N + 1 − p ≥ s and q divides p. An option of h leaves
//! j ≥ 1 heaps (j = 0 would need h = k ≤ t < N) summing to at least h − t ≥ m·(n0 + p),
//! so its largest heap c has c ≥ n0 + p; replacing c by c − p ≥ n0 ≥ 1 gives an option of
//! h − p (same k, same j) with the same element, since Φ(c) = Φ(c − p) (c < h).
//! Conversely an option of h − p leaves heaps summing to at least h − p − t ≥ m·n0, so its
//! largest heap c has c ≥ n0, and c + p < h gives an option of h with the same element.
//! So the letter of h is the letter of h − p, and by induction that of a heap ≤ N. ∎

use super::budget::Budget;
use super::heap_size::{Periodic, periodic_in_n};
use crate::engine::Period;
use crate::engine::error::EngineError;
use crate::engine::period::canonical;
use crate::ir::{Game, RuleKind};

/// The most tokens a move takes, the most heaps it leaves, and where the conditions on
/// the heap's size are periodic, when the theorem applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Shape {
    pub max_take: u64,
    pub max_parts: u64,
    /// q and s: every condition c(k, n) has c(k, n + q) = c(k, n) for n ≥ s.
    pub conditions: Periodic,
}

impl Shape {
    /// The shape of `game`, or `None` when the theorem does not apply to it.
    pub(crate) fn of(game: &Game) -> Option<Shape> {
        let max_take = game.max_take()?;
        let mut max_parts = 0;
        let mut conditions = Periodic { from: 0, period: 1 };
        for rule in &game.rules {
            let RuleKind::TakeBreak {
                take,
                leave,
                unequal,
            } = &rule.kind
            else {
                return None;
            };
            if *unequal {
                return None;
            }
            if let Some(condition) = rule.condition.as_ref().filter(|c| c.uses_n) {
                for k in take.iter_upto(max_take) {
                    conditions = conditions.and(periodic_in_n(condition, k)?)?;
                }
            }
            max_parts = max_parts.max((0..=3).rev().find(|&j| leave.allows(j)).unwrap_or(0));
        }
        Some(Shape {
            max_take,
            max_parts: max_parts.max(1),
            conditions,
        })
    }
}

/// The heap map's candidate periods, watched as heaps are added: for each p the theorem
/// could prove at the present length (m·(p + 1) + t ≤ N + 1), the last heap h with
/// Φ(h) ≠ Φ(h − p), so that the least n0 of every such p is known at once. A period joins
/// when the length first allows it, its last break found by walking back from the newest
/// heap; then each heap costs one comparison per period watched. A game with a huge take
/// (a Fibonacci number, say) so watches no period at all, however many heaps it adds.
pub(crate) struct PeriodWatch {
    shape: Shape,
    /// Index p − 1: the last break of period p, if any, for the periods watched.
    breaks: Vec<Option<u64>>,
}

impl PeriodWatch {
    pub(crate) fn new(shape: Shape) -> PeriodWatch {
        PeriodWatch {
            shape,
            breaks: Vec::new(),
        }
    }

    /// Heap `heaps.len() − 1` was added: the smallest period the theorem now proves, with
    /// its least preperiod (which may be 0, below the theorem's n0 ≥ 1). Each comparison
    /// of two heaps is a unit of work charged to `budget`.
    pub(crate) fn push(
        &mut self,
        heaps: &[u32],
        budget: &mut Budget,
    ) -> Result<Option<Period>, EngineError> {
        let last = heaps.len() - 1;
        let len = u128::from(last as u64 + 1);
        let (m, t) = (
            u128::from(self.shape.max_parts),
            u128::from(self.shape.max_take),
        );
        let last_break = |p: usize| (p..=last).rev().find(|&h| heaps[h] != heaps[h - p]);
        let mut work = self.breaks.len() as u64;
        for (i, known) in self.breaks.iter_mut().enumerate() {
            if heaps[last] != heaps[last - (i + 1)] {
                *known = Some(last as u64);
            }
        }
        // The periods the length now allows join, with their last breaks.
        while m * (self.breaks.len() as u128 + 2) + t <= len && self.breaks.len() < last {
            let p = self.breaks.len() + 1;
            let found = last_break(p);
            work += (last - found.unwrap_or(p - 1)) as u64;
            self.breaks.push(found.map(|h| h as u64));
        }
        budget.work(work)?;
        let Periodic { from: s, period: q } = self.shape.conditions;
        for p in (q..=self.breaks.len() as u64).step_by(q as usize) {
            let n0 = self.breaks[p as usize - 1].map_or(0, |b| b + 1 - p);
            if m * u128::from(n0.max(1) + p) + t <= len && u128::from(s) + u128::from(p) <= len {
                let proved = Period {
                    preperiod: n0,
                    period: p,
                };
                return Ok(Some(canonical(heaps, proved)));
            }
        }
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first period proved as the heaps are added one by one, and after how many.
    fn first_proof(shape: Shape, heaps: &[u32]) -> Option<(usize, Period)> {
        let mut watch = PeriodWatch::new(shape);
        let budget = &mut Budget::new(u64::MAX);
        (1..=heaps.len())
            .find_map(|len| watch.push(&heaps[..len], budget).unwrap().map(|p| (len, p)))
    }

    #[test]
    fn a_period_needs_enough_heaps_for_the_theorem() {
        let shape = Shape {
            max_take: 2,
            max_parts: 2,
            conditions: Periodic { from: 0, period: 1 },
        };
        // Period 2 from n0 = 1 needs N + 1 >= 2·(1 + 2) + 2 = 8 heaps.
        let heaps = [0, 1, 2, 1, 2, 1, 2, 1];
        let period = Period {
            preperiod: 1,
            period: 2,
        };
        assert_eq!(first_proof(shape, &heaps), Some((8, period)));
        assert_eq!(first_proof(shape, &heaps[..7]), None);
        // A break in the pattern moves n0 past it.
        let heaps = [0, 1, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2];
        let proof = first_proof(shape, &heaps);
        assert_eq!(proof.map(|(_, p)| p.preperiod), Some(2));
    }

    #[test]
    fn the_preperiod_is_the_least_even_below_one() {
        // 1, a, 1, a, …: period 2 from heap 0 (the theorem checks it from 1).
        let shape = Shape {
            max_take: 3,
            max_parts: 2,
            conditions: Periodic { from: 0, period: 1 },
        };
        let heaps = [0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
        let proof = first_proof(shape, &heaps).map(|(_, p)| p);
        assert_eq!(
            proof,
            Some(Period {
                preperiod: 0,
                period: 2
            })
        );
    }

    /// The watch finds the period a scan of all periods finds, at the same heap.
    #[test]
    fn watching_agrees_with_a_scan_of_every_period() {
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        for (from, period) in [(0, 1), (5, 2), (12, 3), (30, 1)] {
            let shape = Shape {
                max_take: 3,
                max_parts: 2,
                conditions: Periodic { from, period },
            };
            agrees_on_random_heap_maps(shape, &mut state);
        }
    }

    /// The watch against the scan on 200 heap maps, periodic after a preperiod.
    fn agrees_on_random_heap_maps(shape: Shape, state: &mut u64) {
        for _ in 0..200 {
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            let (pre, period) = (*state % 9, 1 + *state / 9 % 6);
            let heaps: Vec<u32> = (0..60)
                .map(|h| {
                    if h < pre {
                        10 + h as u32
                    } else {
                        ((h - pre) % period) as u32
                    }
                })
                .collect();
            let mut watch = PeriodWatch::new(shape);
            let budget = &mut Budget::new(u64::MAX);
            for len in 1..=heaps.len() {
                assert_eq!(
                    watch.push(&heaps[..len], budget).unwrap(),
                    scan(shape, &heaps[..len]),
                    "{heaps:?}"
                );
            }
        }
    }

    /// Every period tried in turn, from scratch.
    fn scan(shape: Shape, heaps: &[u32]) -> Option<Period> {
        let len = heaps.len() as u64;
        let Periodic { from, period } = shape.conditions;
        (1..len)
            .filter(|p| p % period == 0 && from + p <= len)
            .find_map(|p| {
                let last_break = (p as usize..heaps.len())
                    .rev()
                    .find(|&i| heaps[i] != heaps[i - p as usize]);
                let n0 = last_break.map_or(0, |i| i as u64 + 1 - p);
                let needed = shape.max_parts * (n0.max(1) + p) + shape.max_take;
                (needed <= len).then(|| {
                    canonical(
                        heaps,
                        Period {
                            preperiod: n0,
                            period: p,
                        },
                    )
                })
            })
    }
}
