//! Moore's Nim_k: a move takes any positive number of tokens from each of 1 to k heaps
//! (Moore, 1910). Written in binary, a position is lost for the player to move exactly
//! when every digit column sums to a multiple of k + 1. With k = 1 it is Nim, whose Grundy
//! value is the XOR; for k >= 2 the Grundy value has no closed form (0 on P-positions,
//! otherwise left to the search).
//!
//! Winning moves: in small positions every move is tried against the rule; in large ones
//! Moore's construction gives one. Going down the binary digits, it keeps the heaps
//! already lowered (whose lower digits are then free): a column whose sum s is not a
//! multiple of k + 1 is fixed either by setting k + 1 − (s mod (k + 1)) free digits, or,
//! when there are too few free heaps, by clearing the digit in s mod (k + 1) more heaps,
//! which then become free. Either way at most k heaps are ever lowered.

use super::theory::{Theory, TheoryAnswer, positions_below};
use crate::engine::analysis::{MoveList, Note, Outcome, Theorem};
use crate::engine::error::EngineError;
use crate::engine::heap_values::nim_rules::covers_all_positive;
use crate::ir::{Action, Game, RuleKind};

/// Positions with at most this many moves (by the product of (h + 1)) have every winning
/// move listed.
const LISTED_MOVES: u128 = 1 << 16;

pub(crate) struct MooreNim {
    /// The most heaps one move may take from; `None` for any number.
    most_heaps: Option<u64>,
}

impl MooreNim {
    /// One `take 1.. from 1..k heaps` rule without a condition; any other rules take from
    /// one heap without splitting or conditions (moves the first rule has already).
    pub(crate) fn recognise(game: &Game) -> Option<MooreNim> {
        let mut most_heaps = None;
        for rule in &game.rules {
            if rule.condition.is_some() {
                return None;
            }
            match &rule.kind {
                RuleKind::FromSeveral { take, heaps } if most_heaps.is_none() => {
                    let &[(low, high)] = heaps.ranges() else {
                        return None;
                    };
                    let usable = low <= 1 && high.is_none_or(|h| h >= 1);
                    if !usable || !covers_all_positive(take.ranges().to_vec()) {
                        return None;
                    }
                    most_heaps = Some(high);
                }
                RuleKind::TakeBreak { leave, .. } if !leave.splits() => {}
                _ => return None,
            }
        }
        most_heaps.map(|most_heaps| MooreNim { most_heaps })
    }

    /// k + 1 for this position: a bound k at least the number of heaps acts as no bound.
    fn modulus(&self, position: &[u64]) -> u64 {
        let heaps = position.len() as u64;
        self.most_heaps.map_or(heaps, |k| k.min(heaps)) + 1
    }

    fn is_p(&self, position: &[u64]) -> bool {
        let modulus = self.modulus(position);
        (0..u64::BITS).all(|bit| column_sum(position, bit, &[]).is_multiple_of(modulus))
    }
}

/// How many heaps not marked in `skip` have binary digit `bit` set.
fn column_sum(position: &[u64], bit: u32, skip: &[bool]) -> u64 {
    position
        .iter()
        .enumerate()
        .filter(|&(i, &h)| !skip.get(i).copied().unwrap_or(false) && h >> bit & 1 == 1)
        .count() as u64
}

/// Moore's construction: the (heap, tokens taken) of one winning move from an N-position,
/// in increasing heap order.
fn winning_takes(position: &[u64], modulus: u64) -> Vec<(usize, u64)> {
    let mut next = position.to_vec();
    let mut lowered = vec![false; position.len()];
    let mut free: Vec<usize> = Vec::new();
    for bit in (0..u64::BITS).rev() {
        let mask = 1u64 << bit;
        for &i in &free {
            next[i] &= !mask;
        }
        let excess = column_sum(position, bit, &lowered) % modulus;
        if excess == 0 {
            continue;
        }
        let missing = (modulus - excess) as usize;
        if missing <= free.len() {
            for &i in &free[..missing] {
                next[i] |= mask;
            }
        } else {
            let cleared: Vec<usize> = (0..position.len())
                .filter(|&i| !lowered[i] && position[i] & mask != 0)
                .take(excess as usize)
                .collect();
            for i in cleared {
                next[i] &= !mask;
                lowered[i] = true;
                free.push(i);
            }
        }
    }
    free.sort_unstable();
    free.into_iter()
        .map(|i| (i, position[i] - next[i]))
        .collect()
}

impl Theory for MooreNim {
    fn theorem(&self) -> Theorem {
        Theorem::MooreNim
    }

    fn grundy(&self, position: &[u64]) -> Option<u64> {
        if self.modulus(position) == 2 {
            Some(position.iter().fold(0, |acc, &h| acc ^ h))
        } else if self.is_p(position) {
            Some(0)
        } else {
            None
        }
    }

    fn analyse(
        &self,
        game: &Game,
        position: &[u64],
        max_moves: usize,
    ) -> Result<TheoryAnswer, EngineError> {
        let p = self.is_p(position);
        let mut winning_moves = MoveList::new(max_moves);
        let mut note = None;
        if !p && positions_below(position) <= LISTED_MOVES {
            for mv in game.moves(position)? {
                if self.is_p(&mv.position) {
                    winning_moves.add_move(game, position, mv, 1, "");
                }
            }
        } else if !p {
            let takes = winning_takes(position, self.modulus(position));
            winning_moves.add_action(game, position, Action::FromSeveral { takes })?;
            note = Some(Note::OneMooreMove);
        }
        Ok(TheoryAnswer {
            outcome: if p { Outcome::P } else { Outcome::N },
            grundy: self.grundy(position),
            winning_moves,
            note,
        })
    }

    /// The positions below, each with at most as many moves.
    fn search_cost(&self, position: &[u64]) -> u128 {
        let below = positions_below(position);
        below.saturating_mul(below)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn construction_reaches_a_p_position_within_k_heaps() {
        for k in 1..=4u64 {
            let theory = MooreNim {
                most_heaps: Some(k),
            };
            for seed in 0..2000u64 {
                // A spread of positions: 2 to 7 heaps with large, varied sizes.
                let heaps = 2 + (seed % 6) as usize;
                let position: Vec<u64> = (0..heaps as u64)
                    .map(|i| {
                        (seed + 1)
                            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                            .rotate_left(7 * i as u32 + 1)
                    })
                    .collect();
                if theory.is_p(&position) {
                    continue;
                }
                let takes = winning_takes(&position, theory.modulus(&position));
                assert!(!takes.is_empty() && takes.len() as u64 <= k, "{position:?}");
                let mut next = position.clone();
                for &(i, taken) in &takes {
                    assert!(taken > 0 && taken <= position[i]);
                    next[i] -= taken;
                }
                assert!(theory.is_p(&next), "{position:?} -> {next:?}");
            }
        }
    }
}
