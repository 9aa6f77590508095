//! Remoteness on a board (Steinhaus's: 0 for a position with no move; from a won
//! position, 1 + the least remoteness of the moves that leave the opponent lost; from a
//! lost position, 1 + the greatest remoteness of all moves), by a search over whole
//! positions as bit sets. Remoteness is not a sum over pieces, so a position is searched
//! whole, with its real moves (no node left out: a node that cannot change a value can
//! still make the game longer). Who wins after each move is asked of the pruned search;
//! from a won position only the winning moves are followed.
//!
//! Positions are kept by the keys of their pieces (each up to its symmetries), so that a
//! position met turned, mirrored or with its pieces moved is found again. The search
//! keeps what it finds for later questions, and stops for good once it has kept its
//! budget of positions, or once the outcome questions it asked made the pruned search
//! search its budget of pieces (the pruned search stops in the middle of a question
//! there, so that a failed attempt costs a small share of the value's own search): a
//! remoteness past either is not known.

use hashbrown::HashMap;

use super::bits::Bits;
use super::pruned::PrunedSearch;
use super::shape::Key;
use crate::engine::error::EngineError;

/// The most positions the searches of one engine keep.
pub const MOST_POSITIONS: usize = 10_000;

/// The most pieces the pruned search may search for the outcome questions of the
/// searches of one engine.
pub const MOST_PIECES_SEARCHED: u64 = 4_000;

/// Remoteness of whole positions, found so far.
#[derive(Default)]
pub(crate) struct Remoteness<const W: usize> {
    found: HashMap<Vec<Key<W>>, u32>,
    /// Pieces the pruned search searched for these searches so far.
    pieces_searched: u64,
    /// The budget was met: no more searching.
    exhausted: bool,
}

/// A position on the search's stack: the moves it follows and what they gave so far.
struct Frame<const W: usize> {
    key: Vec<Key<W>>,
    lost: bool,
    children: Vec<Bits<W>>,
    next: usize,
    best: Option<u32>,
}

impl<const W: usize> Remoteness<W> {
    /// The remoteness of `set`, if the search finds it within its budget.
    pub(crate) fn of(
        &mut self,
        set: Bits<W>,
        search: &mut PrunedSearch<W>,
    ) -> Result<Option<u32>, EngineError> {
        let root = search.position_key(set);
        if let Some(&r) = self.found.get(&root) {
            return Ok(Some(r));
        }
        if self.exhausted {
            return Ok(None);
        }
        let searched_before = search.searched();
        search.set_budget(Some(
            MOST_PIECES_SEARCHED.saturating_sub(self.pieces_searched),
        ));
        let found = self.search(set, root, search);
        let past_budget = search.past_budget();
        search.set_budget(None);
        self.pieces_searched += search.searched() - searched_before;
        match found {
            Err(_) if past_budget => {
                self.exhausted = true;
                Ok(None)
            }
            found => found,
        }
    }

    /// The search of [`Remoteness::of`] from `set` (of key `root`), within the budget of
    /// pieces set on `search`.
    fn search(
        &mut self,
        set: Bits<W>,
        root: Vec<Key<W>>,
        search: &mut PrunedSearch<W>,
    ) -> Result<Option<u32>, EngineError> {
        let mut stack = vec![self.frame(set, root.clone(), search)?];
        while let Some(top) = stack.last_mut() {
            if let Some(&child) = top.children.get(top.next) {
                top.next += 1;
                let key = search.position_key(child);
                if let Some(&r) = self.found.get(&key) {
                    top.take(r);
                    continue;
                }
                if self.found.len() + stack.len() >= MOST_POSITIONS {
                    self.exhausted = true;
                    return Ok(None);
                }
                let frame = self.frame(child, key, search)?;
                stack.push(frame);
                continue;
            }
            let done = stack.pop().expect("the top frame");
            let r = done.best.map_or(0, |best| best + 1);
            self.found.insert(done.key, r);
            if let Some(parent) = stack.last_mut() {
                parent.take(r);
            }
        }
        Ok(self.found.get(&root).copied())
    }

    /// The frame of `set` (of key `key`): all its moves if it is lost, its winning moves
    /// if it is won.
    fn frame(
        &mut self,
        set: Bits<W>,
        key: Vec<Key<W>>,
        search: &mut PrunedSearch<W>,
    ) -> Result<Frame<W>, EngineError> {
        let lost = search.has_value(set, 0)?;
        let mut after = Vec::new();
        search
            .layout()
            .for_each_move(set, |taken| after.push(set.without(taken)));
        let children = if lost {
            after
        } else {
            let mut winning = Vec::new();
            for child in after {
                if search.has_value(child, 0)? {
                    winning.push(child);
                }
            }
            winning
        };
        Ok(Frame {
            key,
            lost,
            children,
            next: 0,
            best: None,
        })
    }
}

impl<const W: usize> Frame<W> {
    /// Takes the remoteness `r` of a move followed: the loser delays, the winner hurries.
    fn take(&mut self, r: u32) {
        self.best = Some(match (self.best, self.lost) {
            (None, _) => r,
            (Some(best), true) => best.max(r),
            (Some(best), false) => best.min(r),
        });
    }
}
