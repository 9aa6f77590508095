//! Misère Nim (Bouton): the player to move loses exactly when every heap has at most one
//! token and their number is odd, or some heap has two or more and the XOR is 0. The
//! misère Grundy value of the position is the XOR, with 1 added by XOR when no heap has
//! two or more (the tame rule, every Nim heap being tame). Heaps of any size, in O(heaps)
//! per position and O(heaps) per candidate move.

use super::theory::{Theory, TheoryAnswer};
use crate::engine::analysis::{MoveList, Outcome, Theorem};
use crate::engine::error::EngineError;
use crate::engine::heap_values::nim_rules::is_nim;
use crate::ir::{Action, Game, Parts, Play};

pub(crate) struct MisereNim;

impl MisereNim {
    /// Nim's rules (see [`is_nim`]) in misère play.
    pub(crate) fn recognise(game: &Game) -> Option<MisereNim> {
        (game.play == Play::Misere && is_nim(game)).then_some(MisereNim)
    }
}

/// The heaps other than one, summarised.
#[derive(Clone, Copy)]
struct Others {
    xor: u64,
    large: usize,
}

impl Others {
    /// G⁻ of these heaps with one heap of `size` added.
    fn value_with(self, size: u64) -> u64 {
        let xor = self.xor ^ size;
        if self.large > 0 || size >= 2 {
            xor
        } else {
            xor ^ 1
        }
    }
}

impl Theory for MisereNim {
    fn theorem(&self) -> Theorem {
        Theorem::MisereNim
    }

    fn grundy(&self, position: &[u64]) -> Option<u64> {
        let xor = position.iter().fold(0, |acc, &h| acc ^ h);
        let large = position.iter().filter(|&&h| h >= 2).count();
        Some(Others { xor, large }.value_with(0))
    }

    fn analyse(
        &self,
        game: &Game,
        position: &[u64],
        max_moves: usize,
    ) -> Result<TheoryAnswer, EngineError> {
        let xor = position.iter().fold(0, |acc, &h| acc ^ h);
        let large = position.iter().filter(|&&h| h >= 2).count();
        let value = Others { xor, large }.value_with(0);
        let mut winning_moves = MoveList::new(max_moves);
        if value != 0 {
            for (heap, &size) in position.iter().enumerate() {
                let others = Others {
                    xor: xor ^ size,
                    large: large - usize::from(size >= 2),
                };
                let mut targets = vec![size ^ xor, 0, 1];
                targets.sort_unstable();
                targets.dedup();
                for target in targets {
                    if target < size && others.value_with(target) == 0 {
                        let parts: &[u64] = if target == 0 { &[] } else { &[target] };
                        let action = Action::TakeBreak {
                            heap,
                            taken: size - target,
                            parts: Parts::new(parts),
                        };
                        winning_moves.add_action(game, position, action)?;
                    }
                }
            }
        }
        Ok(TheoryAnswer {
            outcome: Outcome::of_value(value),
            grundy: Some(value),
            winning_moves,
            note: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::misere::brute_force::{BruteForce, misere_game, small_positions};

    /// Outcome, G⁻ and every winning move, against the plain recursion, on all positions
    /// of 3 heaps up to 7 and of 4 heaps up to 5 (zeros included: `heaps 3` keeps them).
    #[test]
    fn rule_matches_brute_force() {
        for (heaps, largest) in [(3usize, 7u64), (4, 5)] {
            let game = misere_game(&format!("heaps {heaps}\nmove take 1.."));
            let theory = MisereNim::recognise(&game).expect("Nim's rules are recognised");
            let mut brute = BruteForce::new(&game);
            let mut checked = 0;
            for sorted in small_positions(heaps, largest + 1) {
                if sorted.len() != heaps {
                    continue;
                }
                // Heaps 1..=largest+1 shifted down by one: sizes 0..=largest.
                let position: Vec<u64> = sorted.iter().map(|h| h - 1).collect();
                let answer = theory.analyse(&game, &position, usize::MAX).unwrap();
                let value = brute.value(&position);
                assert_eq!(answer.grundy, Some(value), "{position:?}");
                assert_eq!(answer.outcome, Outcome::of_value(value), "{position:?}");
                let mut expected = brute.winning_targets(&position);
                let mut found: Vec<Vec<u64>> = answer
                    .winning_moves
                    .listed
                    .into_iter()
                    .map(|m| m.to.numbers().expect("heaps").to_vec())
                    .collect();
                found.sort();
                expected.sort();
                assert_eq!(found, expected, "{position:?}");
                checked += 1;
            }
            assert!(checked > 100);
        }
    }

    #[test]
    fn only_nim_in_misere_play_is_recognised() {
        assert!(MisereNim::recognise(&misere_game("move take 1..")).is_some());
        assert!(MisereNim::recognise(&misere_game("move take 1..3")).is_none());
        let normal = misere_game("move take 1..").with_play(Play::Normal);
        assert!(MisereNim::recognise(&normal).is_none());
    }
}
