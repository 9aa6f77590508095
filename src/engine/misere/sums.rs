//! The memoized search over misère sums of heaps, with Nim heaps of 2 added for the genus.
//!
//! A position is reduced ([`HeapForms`]) to its sorted heaps other than `0` and `*` (the
//! *unit*) and one bit for an odd number of `*`. For each unit U the search keeps the pairs
//! s_k(U) = (G⁻(U + k·*2), G⁻(U + k·*2 + *)) for k = 0, 1, 2, …: the first is Conway's
//! genus sequence g_k of U, the second the same with a `*` added. The options of
//! U + k·*2 + ε·* are the moves in U (the unit U″ that remains, with ε flipped by the
//! number of `*` the move leaves), a `*2` taken to 0 or to `*` (level k − 1, the new `*`
//! cancelling an old one), and, when ε = 1, the `*` taken:
//!
//! ```text
//! a_k = mex({s_k(U″)[ε″]} ∪ {a_{k-1}, b_{k-1}})          (a_0 = 1 when U has no move)
//! b_k = mex({s_k(U″)[1-ε″]} ∪ {a_k, a_{k-1}, b_{k-1}})
//! ```
//!
//! **Periodicity, proved per unit.** Say every option unit has s_{k+2} = s_k for k ≥ K′.
//! Then s_k(U) = F_k(s_{k-1}(U)) where F_k depends only on the options' level-k values,
//! so F_{k+2} = F_k for k ≥ K′. If s_{j+2}(U) = s_j(U) for some j ≥ K′, then
//! s_{j+3} = F_{j+3}(s_{j+2}) = F_{j+1}(s_j) = s_{j+1}, and so on: s(U) is 2-periodic
//! from j. The search takes the first such j as U's start, stores s_0 … s_{j+1} and reads
//! any later level from them. No genus is assumed periodic; each is shown so from its
//! options (Conway's theorem says a j always exists; a unit that needs more than
//! [`MAX_LEVELS`] levels is reported as an error, not guessed).
//!
//! Built for values only ([`MisereSums::values`]), the search keeps level 0 alone, which
//! is all G⁻ needs and about half the work.
//!
//! The search is iterative (an explicit stack; a unit is finished once all its option
//! units are), memoized by unit, and bounded by the state limit.

use hashbrown::HashMap;

use super::heap_forms::{HeapForms, Reduced};
use crate::engine::error::EngineError;
use crate::engine::mex::MexSet;
use crate::ir::Game;

/// The most levels one unit may need before its pairs repeat with period 2.
const MAX_LEVELS: usize = 256;

/// Where a unit's pairs are kept: `levels[first..first + start + 2]`, 2-periodic from
/// `start` (level 0 alone, `levels[first]`, in a search for values only).
#[derive(Debug, Clone, Copy)]
struct Record {
    first: usize,
    start: usize,
}

pub struct MisereSums<'g> {
    game: &'g Game,
    forms: HeapForms,
    index: HashMap<Box<[u32]>, u32>,
    records: Vec<Record>,
    levels: Vec<[u32; 2]>,
    limit: u64,
    mex: MexSet,
    /// Whether all levels are kept (for the genus) or level 0 only (for G⁻).
    genus: bool,
}

impl<'g> MisereSums<'g> {
    /// A search that keeps every level: G⁻ and the genus of any position.
    pub fn genera(game: &'g Game, limit: u64) -> MisereSums<'g> {
        MisereSums {
            genus: true,
            ..MisereSums::values(game, limit)
        }
    }

    /// A search that keeps level 0 only: G⁻ of any position.
    pub fn values(game: &'g Game, limit: u64) -> MisereSums<'g> {
        MisereSums {
            genus: false,
            game,
            forms: HeapForms::new(),
            index: HashMap::new(),
            records: Vec::new(),
            levels: Vec::new(),
            limit,
            mex: MexSet::new(),
        }
    }

    /// How many units are memoized.
    pub fn states(&self) -> u64 {
        self.records.len() as u64
    }

    /// The reduced form of `position`, making its heaps known.
    pub fn reduce(&mut self, position: &[u64]) -> Result<Reduced, EngineError> {
        if let Some(&largest) = position.iter().max() {
            self.forms.extend_to(self.game, largest, self.limit)?;
        }
        Ok(self.forms.reduce(position.iter().map(|&h| h as u32)))
    }

    /// G⁻ of `position` taken as one misère game.
    pub fn value(&mut self, position: &[u64]) -> Result<u64, EngineError> {
        let reduced = self.reduce(position)?;
        let id = self.solve(&reduced.heaps)?;
        Ok(u64::from(self.level(id, 0)[usize::from(reduced.star)]))
    }

    /// The genus sequence g_k = G⁻(position + k·*2) for k = 0 … start + 1; it repeats
    /// with period 2 from `start` on. Returns (g_0 …, start).
    pub fn genus_sequence(&mut self, position: &[u64]) -> Result<(Vec<u64>, usize), EngineError> {
        assert!(
            self.genus,
            "the genus needs a search that keeps every level"
        );
        let reduced = self.reduce(position)?;
        let id = self.solve(&reduced.heaps)?;
        let record = self.records[id as usize];
        let side = usize::from(reduced.star);
        let values = (0..record.start + 2)
            .map(|k| u64::from(self.levels[record.first + k][side]))
            .collect();
        Ok((values, record.start))
    }

    /// The pair of level `k` of a finished unit.
    fn level(&self, id: u32, k: usize) -> [u32; 2] {
        let record = self.records[id as usize];
        let k = if k < record.start + 2 {
            k
        } else {
            record.start + (k - record.start) % 2
        };
        self.levels[record.first + k]
    }

    /// Finishes `unit` and everything below it; returns its record's index.
    fn solve(&mut self, unit: &[u32]) -> Result<u32, EngineError> {
        if let Some(&id) = self.index.get(unit) {
            return Ok(id);
        }
        let mut stack: Vec<Box<[u32]>> = vec![unit.into()];
        let mut options: Vec<(u32, bool)> = Vec::new();
        let mut child: Vec<u32> = Vec::new();
        while let Some(top) = stack.last() {
            if self.index.contains_key(top) {
                stack.pop();
                continue;
            }
            let top = top.clone();
            options.clear();
            let mut missing = false;
            for (i, &heap) in top.iter().enumerate() {
                if i > 0 && top[i - 1] == heap {
                    continue;
                }
                for option in self.forms.options(heap) {
                    child.clear();
                    child.extend_from_slice(&top[..i]);
                    child.extend_from_slice(&top[i + 1..]);
                    child.extend_from_slice(&option.heaps);
                    child.sort_unstable();
                    match self.index.get(child.as_slice()) {
                        Some(&id) => options.push((id, option.star)),
                        None => {
                            missing = true;
                            stack.push(child.as_slice().into());
                        }
                    }
                }
            }
            if missing {
                if self.states() + stack.len() as u64 > self.limit {
                    return Err(EngineError::StateLimit { limit: self.limit });
                }
                continue;
            }
            stack.pop();
            self.finish(top, &options)?;
        }
        Ok(self.index[unit])
    }

    /// Computes the pairs of a unit whose option units are all finished.
    fn finish(&mut self, unit: Box<[u32]>, options: &[(u32, bool)]) -> Result<(), EngineError> {
        let options_start = options
            .iter()
            .map(|&(id, _)| self.records[id as usize].start)
            .max()
            .unwrap_or(0);
        let first = self.levels.len();
        let mut mex = std::mem::take(&mut self.mex);
        let mut k: usize = 0;
        let start = loop {
            let previous = k.checked_sub(1).map(|p| self.levels[first + p]);
            let side = |flip: bool, extra: &[u32], mex: &mut MexSet| {
                mex.clear();
                for &(id, star) in options {
                    mex.insert(u64::from(self.level(id, k)[usize::from(star != flip)]));
                }
                for &v in extra.iter().chain(previous.iter().flatten()) {
                    mex.insert(u64::from(v));
                }
                mex.mex()
            };
            let a = if options.is_empty() && k == 0 {
                1
            } else {
                side(false, &[], &mut mex)
            };
            let a = checked(a)?;
            let b = checked(side(true, &[a], &mut mex))?;
            self.levels.push([a, b]);
            if !self.genus {
                // Only level 0 is kept and read.
                break 0;
            }
            if k >= options_start + 2 && self.levels[first + k] == self.levels[first + k - 2] {
                self.levels.pop();
                break k - 2;
            }
            k += 1;
            if k > MAX_LEVELS {
                self.mex = mex;
                return Err(EngineError::Unsupported(format!(
                    "the genus of a position did not become periodic within {MAX_LEVELS} copies of *2"
                )));
            }
        };
        self.mex = mex;
        let id = u32::try_from(self.records.len())
            .map_err(|_| EngineError::StateLimit { limit: self.limit })?;
        self.records.push(Record { first, start });
        self.index.insert(unit, id);
        Ok(())
    }
}

/// A value as stored (32 bits).
fn checked(value: u64) -> Result<u32, EngineError> {
    u32::try_from(value).map_err(|_| {
        EngineError::Unsupported("a misere Grundy value does not fit in 32 bits".into())
    })
}
