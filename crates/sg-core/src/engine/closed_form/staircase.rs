//! Staircase Nim: heap i is stair i of an ordered position, and a move carries any
//! positive number of tokens from stair i to stair i−1 (off the board from stair 1).
//! Moves between an even stair and the odd stair below act on the odd stairs like Nim
//! moves (adding or removing tokens), and every move changes exactly one odd stair, so the
//! Grundy value is the XOR of the odd stairs (1, 3, 5, … in 1-based numbering).

use super::theory::{Theory, TheoryAnswer};
use crate::engine::analysis::{MoveList, Outcome, Theorem};
use crate::engine::error::EngineError;
use crate::ir::{Action, Game, HeapLayout, RuleKind};

pub(crate) struct StaircaseNim;

impl StaircaseNim {
    /// One rule, `shift 1.. by 1` without a condition, on ordered heaps.
    pub(crate) fn recognise(game: &Game) -> Option<StaircaseNim> {
        let [rule] = game.rules.as_slice() else {
            return None;
        };
        let unbounded_from_one = |take: &crate::ir::NumberSet| take.ranges() == [(1, None)];
        match &rule.kind {
            RuleKind::Shift { take, distance: 1 }
                if game.layout == HeapLayout::Ordered
                    && rule.condition.is_none()
                    && unbounded_from_one(take) =>
            {
                Some(StaircaseNim)
            }
            _ => None,
        }
    }
}

impl Theory for StaircaseNim {
    fn theorem(&self) -> Theorem {
        Theorem::StaircaseNim
    }

    fn grundy(&self, position: &[u64]) -> Option<u64> {
        Some(position.iter().step_by(2).fold(0, |acc, &h| acc ^ h))
    }

    fn analyse(
        &self,
        game: &Game,
        position: &[u64],
        max_moves: usize,
    ) -> Result<TheoryAnswer, EngineError> {
        let total = self
            .grundy(position)
            .expect("staircase Nim gives every value");
        let mut winning_moves = MoveList::new(max_moves);
        if total != 0 {
            let mut add = |from: usize, to: Option<usize>, moved: u64| {
                winning_moves.add_action(game, position, Action::Shift { from, to, moved })
            };
            for (index, &size) in position.iter().enumerate() {
                if index % 2 == 0 {
                    // An odd stair: lower it to size ^ total.
                    let wanted = size ^ total;
                    if wanted < size {
                        add(index, index.checked_sub(1), size - wanted)?;
                    }
                } else {
                    // An even stair: raise the odd stair below it to below ^ total.
                    let below = position[index - 1];
                    let wanted = below ^ total;
                    if wanted > below && wanted - below <= size {
                        add(index, Some(index - 1), wanted - below)?;
                    }
                }
            }
        }
        Ok(TheoryAnswer {
            outcome: Outcome::of_value(total),
            grundy: Some(total),
            winning_moves,
            note: None,
        })
    }
}
