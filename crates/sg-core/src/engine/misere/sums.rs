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
//! units are, each option built and looked up once), memoized by unit ([`Units`]), and
//! bounded by the state limit.

use super::heap_forms::{HeapForms, Reduced};
use super::units::{Units, is_replaced, moved_hash, replace_heap, unit_hash};
use crate::engine::error::EngineError;
use crate::engine::mex::MexSet;
use crate::engine::search_progress::SearchProgress;
use crate::ir::Game;

/// The most levels one unit may need before its pairs repeat with period 2.
const MAX_LEVELS: usize = 256;

/// Where a unit's pairs are kept: `levels[first..first + start + 2]`, 2-periodic from
/// `start`. A search for values only keeps no records: level 0 of unit `id` is
/// `levels[id]`.
#[derive(Debug, Clone, Copy)]
struct Record {
    first: usize,
    start: usize,
}

/// A unit of the walk in [`MisereSums::solve`] and how far its options have been gone
/// through: the option `option` of the heap at index `heap` is the next.
struct Frame {
    /// Where the unit starts in the walk's path.
    unit: usize,
    hash: u64,
    heap: usize,
    option: usize,
    /// Where the unit's finished options start in the walk's list of options.
    options: usize,
}

pub(crate) struct MisereSums<'g> {
    game: &'g Game,
    forms: HeapForms,
    /// Boxed: the table's fields would make every solver that holds a search large.
    units: Box<Units>,
    records: Vec<Record>,
    levels: Vec<[u32; 2]>,
    limit: u64,
    mex: MexSet,
    /// Whether all levels are kept (for the genus) or level 0 only (for G⁻).
    genus: bool,
    /// Boxed, like the table: it would make every solver that holds a search large.
    progress: Box<SearchProgress>,
}

impl<'g> MisereSums<'g> {
    /// A search that keeps every level: G⁻ and the genus of any position.
    pub(crate) fn genera(game: &'g Game, limit: u64) -> MisereSums<'g> {
        MisereSums {
            genus: true,
            ..MisereSums::values(game, limit)
        }
    }

    /// A search that keeps level 0 only: G⁻ of any position.
    pub(crate) fn values(game: &'g Game, limit: u64) -> MisereSums<'g> {
        MisereSums {
            genus: false,
            game,
            forms: HeapForms::new(),
            units: Box::new(Units::new()),
            records: Vec::new(),
            levels: Vec::new(),
            limit,
            mex: MexSet::new(),
            progress: Box::new(SearchProgress::new("misère sums")),
        }
    }

    /// Reads `deadline` from now on: a question past it is refused.
    pub(crate) fn set_deadline(&mut self, deadline: crate::engine::Deadline) {
        self.progress.set_deadline(deadline);
    }

    /// Draw a progress bar on stderr (when it is a terminal) while a question takes long.
    pub(crate) fn show_progress(&mut self, on: bool) {
        self.progress.show(on);
    }

    /// How many units are memoized.
    pub(crate) fn states(&self) -> u64 {
        self.units.len() as u64
    }

    /// The reduced form of `position`, making its heaps known.
    pub(crate) fn reduce(&mut self, position: &[u64]) -> Result<Reduced, EngineError> {
        if let Some(&largest) = position.iter().max() {
            self.forms.extend_to(self.game, largest, self.limit)?;
        }
        Ok(self.forms.reduce(position.iter().map(|&h| h as u32)))
    }

    /// G⁻ of `position` taken as one misère game.
    pub(crate) fn value(&mut self, position: &[u64]) -> Result<u64, EngineError> {
        let reduced = self.reduce(position)?;
        let id = self.solve(&reduced.heaps)?;
        Ok(u64::from(self.level(id, 0)[usize::from(reduced.star)]))
    }

    /// G⁻ of `position`, if the search finds it within `states` more memoized states
    /// (and its limit); what it memoized on the way stays for the next questions.
    pub(crate) fn value_within(
        &mut self,
        position: &[u64],
        states: u64,
    ) -> Result<u64, EngineError> {
        let limit = self.limit;
        self.limit = limit.min(self.states().saturating_add(states));
        let value = self.value(position);
        self.limit = limit;
        value
    }

    /// The genus sequence g_k = G⁻(position + k·*2) for k = 0 … start + 1; it repeats
    /// with period 2 from `start` on. Returns (g_0 …, start).
    pub(crate) fn genus_sequence(
        &mut self,
        position: &[u64],
    ) -> Result<(Vec<u64>, usize), EngineError> {
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
        if !self.genus {
            debug_assert_eq!(k, 0);
            return self.levels[id as usize];
        }
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
        self.progress.start();
        let id = self.walk(unit);
        self.progress.finish();
        id
    }

    /// [`MisereSums::solve`] without the progress bar's start and end.
    ///
    /// A depth-first walk with an explicit stack of [`Frame`]s: the top frame goes through
    /// its unit's options in order; an option unit not finished yet is pushed on top, and
    /// once it is finished its id is handed back to the frame below, which goes on from
    /// the next option. So every option unit is looked up once, and built only when it is
    /// not finished yet (a lookup compares the stored heaps with the option as it would
    /// be). Every option is smaller than its unit (heaps shrink), so no unit is on the
    /// stack twice and the stack is no deeper than the longest play.
    fn walk(&mut self, unit: &[u32]) -> Result<u32, EngineError> {
        let hash = unit_hash(unit);
        if let Some(id) = self.units.get(unit, hash) {
            return Ok(id);
        }
        // The units of the frames, end to end; the top frame's unit is the last.
        let mut path: Vec<u32> = unit.to_vec();
        let mut frames = vec![Frame {
            unit: 0,
            hash,
            heap: 0,
            option: 0,
            options: 0,
        }];
        // The finished options (id, whether a `*` is left) of the frames, end to end.
        let mut options: Vec<(u32, bool)> = Vec::new();
        let mut child: Vec<u32> = Vec::new();
        loop {
            let top = frames
                .last_mut()
                .expect("a frame until the root is finished");
            let unit = &path[top.unit..];
            let mut descend = None;
            while top.heap < unit.len() {
                let heap = unit[top.heap];
                let heap_options = self.forms.options(heap);
                if (top.heap > 0 && unit[top.heap - 1] == heap) || top.option == heap_options.len()
                {
                    top.heap += 1;
                    top.option = 0;
                    continue;
                }
                let option = &heap_options[top.option];
                let hash = moved_hash(top.hash, heap, &option.heaps);
                match self.units.find(hash, |heaps| {
                    is_replaced(heaps, unit, top.heap, &option.heaps)
                }) {
                    Some(id) => {
                        options.push((id, option.star));
                        top.option += 1;
                        self.progress.tick(self.states(), self.limit)?;
                    }
                    None => {
                        replace_heap(unit, top.heap, &option.heaps, &mut child);
                        descend = Some(hash);
                        break;
                    }
                }
            }
            if let Some(hash) = descend {
                if self.states() + frames.len() as u64 >= self.limit {
                    return Err(EngineError::StateLimit { limit: self.limit });
                }
                self.progress.tick(self.states(), self.limit)?;
                frames.push(Frame {
                    unit: path.len(),
                    hash,
                    heap: 0,
                    option: 0,
                    options: options.len(),
                });
                path.extend_from_slice(&child);
                continue;
            }
            let done = frames.pop().expect("the top frame");
            let id = self.finish(&path[done.unit..], done.hash, &options[done.options..])?;
            path.truncate(done.unit);
            options.truncate(done.options);
            let Some(parent) = frames.last_mut() else {
                return Ok(id);
            };
            let heap = path[parent.unit + parent.heap];
            options.push((id, self.forms.options(heap)[parent.option].star));
            parent.option += 1;
        }
    }

    /// Computes the pairs of a unit whose option units are all finished.
    fn finish(
        &mut self,
        unit: &[u32],
        hash: u64,
        options: &[(u32, bool)],
    ) -> Result<u32, EngineError> {
        let options_start = if self.genus {
            options
                .iter()
                .map(|&(id, _)| self.records[id as usize].start)
                .max()
                .unwrap_or(0)
        } else {
            0
        };
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
                return Err(EngineError::GenusNotPeriodic { levels: MAX_LEVELS });
            }
        };
        self.mex = mex;
        if u32::try_from(self.units.len()).is_err() {
            return Err(EngineError::StateLimit { limit: self.limit });
        }
        if self.genus {
            self.records.push(Record { first, start });
        }
        Ok(self.units.insert(unit, hash))
    }
}

/// A value as stored (32 bits).
fn checked(value: u64) -> Result<u32, EngineError> {
    u32::try_from(value).map_err(|_| EngineError::ValueTooWide { bits: 32 })
}
