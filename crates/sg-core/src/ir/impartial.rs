//! A rule file's game as an [`ImpartialGame`]: positions are lists of heap sizes, moves
//! come from the checked generator ([`Game::try_for_each_move`]) with their descriptions,
//! and a position splits into single heaps when every rule touches one heap (a sum), and
//! otherwise stays one component, canonical as the search keys it: sorted where heaps are
//! interchangeable, empty heaps dropped where they do not count.

use std::ops::ControlFlow;

use super::condition::EvalError;
use super::game::{Game, HeapLayout};
use super::moves::Move;
use super::rule::RuleKind;
use crate::game::{GameError, ImpartialGame, Moves, PositionView};

impl ImpartialGame for Game {
    type Position = Vec<u64>;

    fn name(&self) -> String {
        self.name.clone()
    }

    fn moves(
        &self,
        position: &Vec<u64>,
        moves: &mut impl Moves<Vec<u64>>,
    ) -> Result<(), GameError> {
        let mut next = Vec::new();
        let _ = self
            .try_for_each_move(position, &mut |rule, action, to| {
                next.clear();
                next.extend_from_slice(to);
                let describe = || {
                    let mv = Move {
                        rule,
                        action: action.clone(),
                        position: to.to_vec(),
                    };
                    self.describe(position, &mv)
                };
                if moves.add_described(&next, describe) {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            })
            .map_err(GameError::from)?;
        Ok(())
    }

    fn split(&self, position: &Vec<u64>, components: &mut Vec<Vec<u64>>) {
        if self.is_sum() {
            components.extend(position.iter().filter(|&&h| h > 0).map(|&h| vec![h]));
            return;
        }
        let mut key = Vec::with_capacity(position.len());
        self.search_key(position, &mut key);
        components.push(key);
    }

    /// Heaps sorted where they are interchangeable, empty heaps dropped under `heaps any`
    /// (trailing empty stairs of an ordered position are kept, to be seen).
    fn canonical(&self, position: &Vec<u64>) -> Vec<u64> {
        let mut heaps: Vec<u64> = if self.layout == HeapLayout::Any {
            position.iter().copied().filter(|&h| h > 0).collect()
        } else {
            position.clone()
        };
        if self.heaps_interchangeable() {
            heaps.sort_unstable();
        }
        heaps
    }

    fn parts(&self, position: &Vec<u64>) -> usize {
        position.len()
    }

    fn view(&self, position: &Vec<u64>) -> PositionView {
        PositionView::Numbers(position.clone())
    }
}

impl From<EvalError> for GameError {
    fn from(e: EvalError) -> GameError {
        GameError {
            message: e.to_string(),
            span: Some(e.span),
        }
    }
}

impl Game {
    /// Writes into `key` the form under which searches over whole positions memoize
    /// `position`: sorted where heaps are interchangeable, empty heaps dropped where they
    /// do not count (under `heaps any`, and at the end of an ordered position unless a
    /// `from all` rule is blocked by them).
    pub(crate) fn search_key(&self, position: &[u64], key: &mut Vec<u64>) {
        key.clear();
        key.extend_from_slice(position);
        let from_all = self
            .rules
            .iter()
            .any(|r| matches!(r.kind, RuleKind::FromAll { .. }));
        match self.layout {
            HeapLayout::Any => key.retain(|&h| h > 0),
            HeapLayout::Ordered if !from_all => {
                while key.last() == Some(&0) {
                    key.pop();
                }
            }
            HeapLayout::Ordered | HeapLayout::Exactly(_) => {}
        }
        if self.heaps_interchangeable() {
            key.sort_unstable();
        }
    }
}
