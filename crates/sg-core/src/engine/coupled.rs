//! Search over whole positions, for games whose rules touch several heaps (and for misère
//! play, where sums do not decompose). The value of a position is the mex of its options'
//! values, with the terminal value of the play convention: 0 in normal play (G), 1 in
//! misère play (G⁻); either way the player to move loses exactly when the value is 0.
//!
//! The search is iterative: a position is expanded once (its unknown options pushed on an
//! explicit stack), and finished when they are all known. Positions are memoized under a
//! canonical key (sorted where heaps are interchangeable, empty heaps dropped where they
//! do not count: in `heaps any`, and at the end of an ordered position unless a `from all`
//! rule is blocked by them). A dense array serves two-heap positions inside a given
//! square, so the tables of games like Wythoff's need no hashing.

use std::ops::ControlFlow;

use hashbrown::{HashMap, HashSet};

use super::deadline::Deadline;
use super::error::EngineError;
use super::mex::MexSet;
use crate::ir::{Game, Play};

/// Marks an empty slot of the dense array.
const UNKNOWN: u32 = u32::MAX;

pub(crate) struct CoupledSearch<'g> {
    game: &'g Game,
    terminal: u32,
    sparse: HashMap<Box<[u64]>, u32>,
    /// Two-heap positions (a, b) with a, b < side, at index a·side + b.
    dense: Vec<u32>,
    side: u64,
    /// Whether positions are sorted into their canonical keys (the dense array keeps
    /// a <= b then).
    interchangeable: bool,
    /// How many positions are memoized (sparse and dense).
    stored: u64,
    limit: u64,
    mex: MexSet,
    /// The deadline of the question under way (`--max-time`).
    deadline: Deadline,
}

impl<'g> CoupledSearch<'g> {
    pub(crate) fn new(game: &'g Game, limit: u64) -> CoupledSearch<'g> {
        CoupledSearch {
            game,
            terminal: match game.play {
                Play::Normal => 0,
                Play::Misere => 1,
            },
            sparse: HashMap::new(),
            dense: Vec::new(),
            side: 0,
            interchangeable: game.heaps_interchangeable(),
            stored: 0,
            limit,
            mex: MexSet::new(),
            deadline: Deadline::unlimited(),
        }
    }

    /// Stops a search at `deadline` (what it found before is kept).
    pub(crate) fn set_deadline(&mut self, deadline: Deadline) {
        self.deadline = deadline;
    }

    /// Keeps two-heap positions with both heaps below `side` in a dense array.
    pub(crate) fn with_dense_square(mut self, side: u64) -> CoupledSearch<'g> {
        if self.game.fixed_heap_count() == Some(2) {
            self.side = side;
            self.dense = vec![UNKNOWN; (side * side) as usize];
        }
        self
    }

    /// How many positions are memoized.
    pub(crate) fn states(&self) -> u64 {
        self.stored
    }

    /// Whether `position` lies in the dense square (whose size the caller has accepted).
    pub(crate) fn in_dense_square(&self, position: &[u64]) -> bool {
        self.dense_index(position).is_some()
    }

    /// The slot of a two-heap position (canonical or not) in the dense square, if inside.
    fn dense_index(&self, position: &[u64]) -> Option<usize> {
        let &[a, b] = position else {
            return None;
        };
        let (a, b) = if self.interchangeable && a > b {
            (b, a)
        } else {
            (a, b)
        };
        (a < self.side && b < self.side).then(|| (a * self.side + b) as usize)
    }

    /// The value of `position` if known: straight from the dense square where it lies
    /// there, otherwise by its canonical key (written into `key`).
    fn known(&self, position: &[u64], key: &mut Vec<u64>) -> Option<u32> {
        if let Some(i) = self.dense_index(position) {
            return Some(self.dense[i]).filter(|&v| v != UNKNOWN);
        }
        self.game.search_key(position, key);
        self.sparse.get(key.as_slice()).copied()
    }

    fn lookup(&self, key: &[u64]) -> Option<u32> {
        match self.dense_index(key) {
            Some(i) => Some(self.dense[i]).filter(|&v| v != UNKNOWN),
            None => self.sparse.get(key).copied(),
        }
    }

    fn store(&mut self, key: &[u64], value: u32) {
        self.stored += 1;
        match self.dense_index(key) {
            Some(i) => self.dense[i] = value,
            None => {
                self.sparse.insert(key.into(), value);
            }
        }
    }

    /// The value of `position` (G in normal play, G⁻ in misère play).
    pub(crate) fn value(&mut self, position: &[u64]) -> Result<u64, EngineError> {
        let mut key = Vec::new();
        self.game.search_key(position, &mut key);
        if let Some(v) = self.lookup(&key) {
            return Ok(u64::from(v));
        }
        // Each entry: a canonical position and whether its options were pushed already.
        let mut stack: Vec<(Box<[u64]>, bool)> = vec![(key.into(), false)];
        let mut child = Vec::new();
        // The unknown options of the position being expanded, each once (many moves can
        // lead to one canonical position).
        let mut pending: HashSet<Box<[u64]>> = HashSet::new();
        // Read every few moves: a position may have thousands.
        let mut ticks = self.deadline.ticks();
        let mut late = None;
        while let Some((current, expanded)) = stack.pop() {
            ticks.tick()?;
            if self.lookup(&current).is_some() {
                continue;
            }
            if !expanded {
                // One pass finds the unknown options and, when there are none, the value.
                pending.clear();
                let mut mex = std::mem::take(&mut self.mex);
                mex.clear();
                let mut any = false;
                let room = self
                    .limit
                    .saturating_sub(self.states() + stack.len() as u64);
                let flow = self.game.try_for_each_move(&current, &mut |_, _, next| {
                    if let Err(e) = ticks.tick() {
                        late = Some(e);
                        return ControlFlow::Break(());
                    }
                    any = true;
                    let known = self.known(next, &mut child);
                    if known.is_none() {
                        self.game.search_key(next, &mut child);
                    }
                    match known {
                        Some(v) => mex.insert(u64::from(v)),
                        None if !pending.contains(child.as_slice()) => {
                            if pending.len() as u64 >= room {
                                return ControlFlow::Break(());
                            }
                            pending.insert(child.as_slice().into());
                        }
                        None => {}
                    }
                    ControlFlow::Continue(())
                })?;
                // A break: the deadline passed, or the options would not fit under the limit.
                if let Some(e) = late {
                    return Err(e);
                }
                if flow.is_break() {
                    return Err(EngineError::StateLimit { limit: self.limit });
                }
                let value = if any {
                    mex.mex()
                } else {
                    u64::from(self.terminal)
                };
                self.mex = mex;
                if pending.is_empty() {
                    self.store(&current, checked_value(value)?);
                    continue;
                }
                stack.push((current, true));
                stack.extend(pending.drain().map(|p| (p, false)));
                if self.states() + stack.len() as u64 > self.limit {
                    return Err(EngineError::StateLimit { limit: self.limit });
                }
                continue;
            }
            let value = self.mex_of_options(&current)?;
            self.store(&current, value);
        }
        let mut key = Vec::new();
        self.game.search_key(position, &mut key);
        Ok(u64::from(self.lookup(&key).expect("the root was solved")))
    }

    /// The mex of the options' values, all of which are known.
    fn mex_of_options(&mut self, position: &[u64]) -> Result<u32, EngineError> {
        let mut mex = std::mem::take(&mut self.mex);
        mex.clear();
        let mut child = Vec::new();
        let mut any = false;
        self.game.for_each_move(position, &mut |_, _, next| {
            any = true;
            let value = self
                .known(next, &mut child)
                .expect("options are solved before their parent");
            mex.insert(u64::from(value));
        })?;
        let value = if any {
            mex.mex()
        } else {
            u64::from(self.terminal)
        };
        self.mex = mex;
        checked_value(value)
    }
}

/// A value as stored: 32 bits, the largest kept as the empty-slot mark.
fn checked_value(value: u64) -> Result<u32, EngineError> {
    u32::try_from(value)
        .ok()
        .filter(|&v| v != UNKNOWN)
        .ok_or(EngineError::ValueTooWide { bits: 32 })
}
