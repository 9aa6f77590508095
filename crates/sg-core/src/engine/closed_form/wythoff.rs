//! Wythoff's game: two heaps; take any positive number from one heap, or the same positive
//! number from both. The P-positions are (a_k, a_k + k) and their mirror images, with
//! a_k = ⌊k·φ⌋ (Wythoff, 1907), computed exactly ([`floor_k_phi`]). Every positive integer
//! is in exactly one of the pairs, so a heap h has exactly one P-partner, and the winning
//! moves are: lower either heap to the partner of the other, or take from both down to the
//! P-position with the same difference. The Grundy value has no closed form: it is 0 on
//! P-positions, and otherwise left to the search.

use super::golden::floor_k_phi;
use super::theory::{Theory, TheoryAnswer, positions_below};
use crate::engine::analysis::{MoveList, Outcome, Theorem};
use crate::engine::error::EngineError;
use crate::engine::heap_values::nim_rules::{are_nim_rules, covers_all_positive};
use crate::ir::{Action, Game, HeapLayout, Parts, RuleKind};

pub(crate) struct Wythoff;

impl Wythoff {
    /// Two heaps; Nim's moves on one heap and `take 1.. from all`, without conditions.
    pub(crate) fn recognise(game: &Game) -> Option<Wythoff> {
        if game.layout != HeapLayout::Exactly(2) {
            return None;
        }
        let (from_all, one_heap): (Vec<_>, Vec<_>) = game
            .rules
            .iter()
            .partition(|r| matches!(r.kind, RuleKind::FromAll { .. }));
        let diagonal_takes: Vec<_> = from_all
            .iter()
            .filter(|r| r.condition.is_none())
            .flat_map(|r| r.take().ranges().iter().copied())
            .collect();
        let complete = from_all.iter().all(|r| r.condition.is_none())
            && covers_all_positive(diagonal_takes)
            && are_nim_rules(one_heap);
        complete.then_some(Wythoff)
    }
}

/// The heap that makes a P-position together with a heap of `h` (in u128: the partner of
/// a heap near 2^64 may exceed it).
fn partner(h: u64) -> u128 {
    if h == 0 {
        return 0;
    }
    let h = u128::from(h);
    // ⌊h/φ⌋ = ⌊h·φ⌋ − h. With k = ⌈h/φ⌉, h is the lower number a_k exactly when
    // ⌊k·φ⌋ = h; otherwise h is the upper number b_j with a_j = ⌊h/φ⌋.
    let below = floor_k_phi(h) - h;
    let k = below + 1;
    if floor_k_phi(k) == h { h + k } else { below }
}

/// Whether the player to move from (x, y) loses.
fn is_p(x: u64, y: u64) -> bool {
    let (low, high) = (x.min(y), x.max(y));
    floor_k_phi(u128::from(high - low)) == u128::from(low)
}

impl Theory for Wythoff {
    fn theorem(&self) -> Theorem {
        Theorem::Wythoff
    }

    fn grundy(&self, position: &[u64]) -> Option<u64> {
        match position {
            [x, y] if is_p(*x, *y) => Some(0),
            _ => None,
        }
    }

    fn analyse(
        &self,
        game: &Game,
        position: &[u64],
        max_moves: usize,
    ) -> Result<TheoryAnswer, EngineError> {
        let &[x, y] = position else {
            return Err(EngineError::HeapCount {
                expected: 2,
                found: position.len(),
            });
        };
        let outcome = Outcome::of_value(u64::from(!is_p(x, y)));
        let mut winning_moves = MoveList::new(max_moves);
        if outcome == Outcome::N {
            for (heap, other) in [(0, y), (1, x)] {
                let size = position[heap];
                let wanted = partner(other);
                if wanted < u128::from(size) {
                    // wanted < size fits in u64.
                    let wanted = wanted as u64;
                    let parts: &[u64] = if wanted == 0 { &[] } else { &[wanted] };
                    let action = Action::TakeBreak {
                        heap,
                        taken: size - wanted,
                        parts: Parts::new(parts),
                    };
                    winning_moves.add_action(game, position, action)?;
                }
            }
            let low = x.min(y);
            let same_difference = floor_k_phi(u128::from(x.max(y) - low));
            if same_difference < u128::from(low) {
                let taken = low - same_difference as u64;
                winning_moves.add_action(game, position, Action::FromAll { taken })?;
            }
        }
        Ok(TheoryAnswer {
            outcome,
            grundy: self.grundy(position),
            winning_moves,
            note: None,
        })
    }

    /// (a+1)(b+1) positions, each with at most a + b + min(a, b) moves.
    fn search_cost(&self, position: &[u64]) -> u128 {
        let moves = position.iter().map(|&h| u128::from(h)).sum::<u128>() * 2 + 1;
        positions_below(position).saturating_mul(moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_pair_the_first_p_positions() {
        let pairs = [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15)];
        for (a, b) in pairs {
            assert_eq!(partner(a), u128::from(b));
            assert_eq!(partner(b), u128::from(a));
            assert!(is_p(a, b) && is_p(b, a));
        }
        assert!(!is_p(2, 2) && !is_p(0, 1) && !is_p(3, 6));
    }

    #[test]
    fn every_heap_has_one_partner() {
        for h in 0..20_000u64 {
            let p = partner(h);
            let p = u64::try_from(p).expect("small partner");
            assert!(is_p(h, p), "h = {h}");
            assert_eq!(partner(p), u128::from(h), "h = {h}");
        }
    }

    #[test]
    fn partner_of_the_largest_heap_exceeds_it() {
        let max = u128::from(u64::MAX);
        let p = partner(u64::MAX);
        // u64::MAX is the lower number a_k with k = p - max, or the upper partner of p.
        if p > max {
            assert_eq!(floor_k_phi(p - max), max);
        } else {
            assert_eq!(partner(p as u64), max);
        }
        assert_eq!(
            partner(1_618_033_988_749_894_848),
            2_618_033_988_749_894_848
        );
    }
}
