//! The proof that the quotient of the heaps up to N is the quotient of all heaps: the
//! periodicity theorem for misère quotients (Plambeck–Siegel, JCTA 2008, the analogue of
//! the Guy–Smith theorem for octal games; Siegel's lecture notes "Misère games and misère
//! quotients" prove it), in the form proved here.
//!
//! **Games it applies to.** Every rule is take-and-break with a bounded take (at most t
//! tokens), leaves at most m heaps, has no `unequal` and no `where` on the heap's size
//! (a condition on k alone only narrows the take set). Then the options of a heap of h
//! are: for each allowed (k, j), every way to leave j ≥ 1 heaps summing to h − k (or
//! nothing, when h = k and j = 0).
//!
//! **Theorem.** Let Q(N) be proved for the heaps 0..=N ([`super::construction`]), and
//! let Φ(h + p) = Φ(h) for all n0 ≤ h ≤ N − p, with n0 ≥ 1 and N + 1 ≥ m·(n0 + p) + t.
//! Then Q(N) is the quotient of all heaps, and Φ(h) = Φ(n0 + (h − n0) mod p) for h > N.
//!
//! **Proof.** Extend Φ to all heaps by Φ(h) = Φ(h − p) for h > N; so Φ(h) = Φ(h − p)
//! for every h ≥ n0 + p. The verification of Q(N) ([`super::verify`]) depends on the heaps
//! only through their letters (Φ(h), T(h)); if every heap h > N has the letter of a heap
//! ≤ N, the same checks prove Φ for all heaps, the generated monoid is unchanged, and so
//! is the reduction. By induction on h > N: T(h) = T(h − p). An option of h leaves j ≥ 1
//! heaps (j = 0 would need h = k ≤ t < N) summing to at least h − t ≥ m·(n0 + p), so its
//! largest heap c has c ≥ n0 + p; replacing c by c − p ≥ n0 ≥ 1 gives an option of h − p
//! (same k, same j) with the same element, since Φ(c) = Φ(c − p) (c < h). Conversely an
//! option of h − p leaves heaps summing to at least h − p − t ≥ m·n0, so its largest heap
//! c has c ≥ n0, and c + p < h gives an option of h with the same element. So the letter
//! of h is the letter of h − p, and by induction that of a heap ≤ N. ∎

use crate::engine::Period;
use crate::ir::{Game, RuleKind};

/// The most tokens a move takes and the most heaps it leaves, when the theorem applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Shape {
    pub max_take: u64,
    pub max_parts: u64,
}

impl Shape {
    /// The shape of `game`, or `None` when the theorem does not apply to it.
    pub(crate) fn of(game: &Game) -> Option<Shape> {
        let mut max_parts = 0;
        for rule in &game.rules {
            let RuleKind::TakeBreak { leave, unequal, .. } = &rule.kind else {
                return None;
            };
            if *unequal || rule.condition.as_ref().is_some_and(|c| c.uses_n) {
                return None;
            }
            max_parts = max_parts.max((0..=3).rev().find(|&j| leave.allows(j)).unwrap_or(0));
        }
        Some(Shape {
            max_take: game.max_take()?,
            max_parts: max_parts.max(1),
        })
    }

    /// The smallest period the theorem proves from Φ(0..=N), with its least preperiod.
    pub(crate) fn prove(&self, heaps: &[u32]) -> Option<Period> {
        let len = heaps.len() as u64;
        for p in 1..len {
            let n0 = first_periodic_index(heaps, p).max(1);
            let needed =
                u128::from(self.max_parts) * u128::from(n0 + p) + u128::from(self.max_take);
            if needed <= u128::from(len) {
                return Some(Period {
                    preperiod: n0,
                    period: p,
                });
            }
        }
        None
    }
}

/// The least n0 with Φ(h + p) = Φ(h) for all n0 ≤ h with h + p in `heaps`.
fn first_periodic_index(heaps: &[u32], p: u64) -> u64 {
    let p = p as usize;
    (p..heaps.len())
        .rev()
        .find(|&i| heaps[i] != heaps[i - p])
        .map_or(0, |i| (i - p + 1) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_period_needs_enough_heaps_for_the_theorem() {
        let shape = Shape {
            max_take: 2,
            max_parts: 2,
        };
        // Period 2 from n0 = 1 needs N + 1 >= 2·(1 + 2) + 2 = 8 heaps.
        let heaps = [0, 1, 2, 1, 2, 1, 2, 1];
        assert_eq!(
            shape.prove(&heaps),
            Some(Period {
                preperiod: 1,
                period: 2
            })
        );
        assert_eq!(shape.prove(&heaps[..7]), None);
        // A break in the pattern moves n0 past it.
        let heaps = [0, 1, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2];
        assert_eq!(shape.prove(&heaps).map(|p| p.preperiod), Some(2));
    }
}
