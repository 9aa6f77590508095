//! Positions answered from a quotient: the element of a position is the product of its
//! heaps' elements, the position is a P-position exactly when that element lies in the
//! P-portion, and a move wins exactly when it leads to a P-position, i.e. when the other
//! heaps' product times the element of what the move leaves lies in the P-portion.
//!
//! The products of the other heaps come from prefix and suffix products (the monoid has
//! no inverses), and the winning options of a heap size are worked out once for each
//! product of the other heaps they meet.

use hashbrown::HashMap;

use super::MisereQuotient;
use crate::engine::error::EngineError;
use crate::engine::{Analysis, Method, MoveList, Note, Outcome, QuotientScope};
use crate::ir::Game;
use crate::ir::{Action, Parts};

/// Heaps larger than this are not searched option by option for winning moves (the
/// note [`Note::HugeHeapsNotSearched`] says so).
pub(crate) const ENUMERATION_LIMIT: u64 = 1 << 16;

/// An option of a heap: tokens taken, heaps left, and its element.
struct HeapOption {
    taken: u64,
    parts: Vec<u64>,
    element: u32,
}

impl MisereQuotient {
    /// The element of `position`, if every heap is covered.
    pub(crate) fn position_element(&self, position: &[u64]) -> Option<u32> {
        position
            .iter()
            .try_fold(0, |x, &n| Some(self.product(x, self.heap_element(n)?)))
    }

    /// Who wins `position`: its element lies in the P-portion or not; `None` when a heap
    /// is not covered.
    pub(crate) fn outcome(&self, position: &[u64]) -> Option<Outcome> {
        let element = self.position_element(position)?;
        Some(match self.is_p(element) {
            true => Outcome::P,
            false => Outcome::N,
        })
    }

    /// Whether the quotient answers `position` (every heap covered).
    pub(crate) fn covers(&self, position: &[u64]) -> bool {
        position.iter().all(|&n| self.heap_element(n).is_some())
    }

    /// Records every winning move of `position` (which the quotient covers) into `found`;
    /// returns whether some heap was too large to search.
    pub(crate) fn winning_moves(
        &self,
        game: &Game,
        position: &[u64],
        found: &mut MoveList,
    ) -> Result<bool, EngineError> {
        let elements: Vec<u32> = position
            .iter()
            .map(|&n| self.heap_element(n).expect("a covered heap"))
            .collect();
        let mut suffix = vec![0u32; elements.len() + 1];
        for i in (0..elements.len()).rev() {
            suffix[i] = self.product(elements[i], suffix[i + 1]);
        }
        let mut options: HashMap<u64, Vec<HeapOption>> = HashMap::new();
        let mut winners: HashMap<(u64, u32), Vec<usize>> = HashMap::new();
        let mut skipped = false;
        let mut prefix = 0u32;
        for (i, &size) in position.iter().enumerate() {
            let others = self.product(prefix, suffix[i + 1]);
            prefix = self.product(prefix, elements[i]);
            if size > ENUMERATION_LIMIT {
                skipped = true;
                continue;
            }
            if !options.contains_key(&size) {
                options.insert(size, self.heap_options(game, size)?);
            }
            let list = &options[&size];
            let wins = winners.entry((size, others)).or_insert_with(|| {
                (0..list.len())
                    .filter(|&k| self.is_p(self.product(others, list[k].element)))
                    .collect()
            });
            for &k in wins.iter() {
                let option = &list[k];
                if found.listed.len() < found.capacity {
                    let action = Action::TakeBreak {
                        heap: i,
                        taken: option.taken,
                        parts: Parts::new(&option.parts),
                    };
                    found.add_action(game, position, action)?;
                } else {
                    // The option came from the rules: counted without building the move.
                    found.add(1, || None);
                }
            }
        }
        Ok(skipped)
    }

    /// The options of a heap of `size`, with their elements, each once (the generator
    /// merges rules that overlap) and in the order of the game's moves.
    fn heap_options(&self, game: &Game, size: u64) -> Result<Vec<HeapOption>, EngineError> {
        let mut found: Vec<(u64, Vec<u64>)> = Vec::new();
        game.heap_options(size, &mut |_, taken, parts| {
            found.push((taken, parts.to_vec()))
        })?;
        Ok(found
            .into_iter()
            .map(|(taken, parts)| {
                let element = self
                    .position_element(&parts)
                    .expect("the parts of a covered heap are covered");
                HeapOption {
                    taken,
                    parts,
                    element,
                }
            })
            .collect())
    }
}

impl MisereQuotient {
    /// Everything the quotient says about `position` (covered): the outcome and every
    /// winning move, with the method line naming the quotient.
    pub(crate) fn analyse(
        &self,
        game: &Game,
        position: &[u64],
        max_moves: usize,
    ) -> Result<Analysis, EngineError> {
        let outcome = self.outcome(position).expect("a covered position");
        let mut winning_moves = MoveList::new(max_moves);
        let mut notes = Vec::new();
        if outcome == Outcome::N && self.winning_moves(game, position, &mut winning_moves)? {
            notes.push(Note::HugeHeapsNotSearched);
        }
        let mut analysis =
            Analysis::of_outcome(outcome, winning_moves, Method::MisereQuotient(self.scope()));
        analysis.notes = notes;
        Ok(analysis)
    }

    /// What the method line says of the quotient.
    pub(crate) fn scope(&self) -> QuotientScope {
        QuotientScope {
            order: self.order(),
            period: self.period(),
            largest: self.largest(),
        }
    }
}
