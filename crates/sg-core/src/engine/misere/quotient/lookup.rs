//! Positions answered from a quotient: the element of a position is the product of its
//! heaps' elements, the position is a P-position exactly when that element lies in the
//! P-portion, and a move wins exactly when it leads to a P-position, i.e. when the other
//! heaps' product times the element of what the move leaves lies in the P-portion.
//!
//! The products of the other heaps come from prefix and suffix products (the monoid has
//! no inverses); the options of a heap size are counted once per element, and a heap's
//! winning moves are the options whose element, times the other heaps' product, lies in
//! the P-portion.

use hashbrown::HashMap;

use super::MisereQuotient;
use crate::engine::deadline::Deadline;
use crate::engine::error::EngineError;
use crate::engine::{Analysis, Method, MoveList, Note, Outcome, QuotientScope};
use crate::ir::Game;
use crate::ir::{Action, Parts};

/// Heaps larger than this are not searched option by option for winning moves (the
/// note [`Note::HugeHeapsNotSearched`] says so).
pub(crate) const ENUMERATION_LIMIT: u64 = 1 << 16;

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
    /// returns whether some heap was too large to search. The options of each heap size
    /// are kept as a count per element (a few numbers, whatever the heap), and only the
    /// listed moves are built, by going through a heap's options again: the memory is the
    /// quotient's, not the heaps'. The deadline is read at every heap.
    pub(crate) fn winning_moves(
        &self,
        game: &Game,
        position: &[u64],
        found: &mut MoveList,
        deadline: Deadline,
    ) -> Result<bool, EngineError> {
        let elements: Vec<u32> = position
            .iter()
            .map(|&n| self.heap_element(n).expect("a covered heap"))
            .collect();
        let mut suffix = vec![0u32; elements.len() + 1];
        for i in (0..elements.len()).rev() {
            suffix[i] = self.product(elements[i], suffix[i + 1]);
        }
        let mut counts: HashMap<u64, Vec<(u32, u64)>> = HashMap::new();
        let mut skipped = false;
        let mut prefix = 0u32;
        for (i, &size) in position.iter().enumerate() {
            deadline.check()?;
            let others = self.product(prefix, suffix[i + 1]);
            prefix = self.product(prefix, elements[i]);
            if size > ENUMERATION_LIMIT {
                skipped = true;
                continue;
            }
            if !counts.contains_key(&size) {
                counts.insert(size, self.option_counts(game, size)?);
            }
            let wins = |element: u32| self.is_p(self.product(others, element));
            let winning: u64 = counts[&size]
                .iter()
                .filter(|&&(element, _)| wins(element))
                .map(|&(_, count)| count)
                .sum();
            if winning == 0 {
                continue;
            }
            let before = found.total;
            if found.listed.len() < found.capacity {
                let mut failure = None;
                game.heap_options(size, &mut |_, taken, parts| {
                    if found.listed.len() == found.capacity || failure.is_some() {
                        return;
                    }
                    let element = self.position_element(parts).expect("covered parts");
                    if wins(element) {
                        let action = Action::TakeBreak {
                            heap: i,
                            taken,
                            parts: Parts::new(parts),
                        };
                        failure = found.add_action(game, position, action).err();
                    }
                })?;
                if let Some(e) = failure {
                    return Err(e.into());
                }
            }
            // The options not listed came from the rules: counted without building them.
            let listed = u64::try_from(found.total - before).expect("at most a heap's options");
            found.add(winning - listed, || None);
        }
        Ok(skipped)
    }

    /// How many options of a heap of `size` have each element (the elements in order).
    fn option_counts(&self, game: &Game, size: u64) -> Result<Vec<(u32, u64)>, EngineError> {
        let mut counts: HashMap<u32, u64> = HashMap::new();
        game.heap_options(size, &mut |_, _, parts| {
            let element = self
                .position_element(parts)
                .expect("the parts of a covered heap are covered");
            *counts.entry(element).or_default() += 1;
        })?;
        let mut counts: Vec<(u32, u64)> = counts.into_iter().collect();
        counts.sort_unstable();
        Ok(counts)
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
        deadline: Deadline,
    ) -> Result<Analysis, EngineError> {
        let outcome = self.outcome(position).expect("a covered position");
        let mut winning_moves = MoveList::new(max_moves);
        let mut notes = Vec::new();
        if outcome == Outcome::N
            && self.winning_moves(game, position, &mut winning_moves, deadline)?
        {
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
