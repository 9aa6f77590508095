//! Building the table of every position below a top position, cell by cell in row-major
//! order (the last heap fastest), from the summaries of its lines and boxes.

use super::line_set::LineSet;
use super::order::TileOrder;
use super::plan::{Line, LinePlan, heaps_of, line_slots};
use crate::engine::deadline::Deadline;
use crate::engine::error::EngineError;

/// The most bitsets a cell reads: a line per direction (each heap, the diagonal) and the
/// enumerated values.
const MOST_VIEWS: usize = super::plan::MOST_HEAPS + 2;

/// The side of the tiles the cells are built in: 64 rows, columns and diagonals of a
/// 10^4-wide table keep a megabyte of bitsets, about what a core's cache holds.
const TILE: u64 = 64;

/// The values of every position `x <= top` (heap by heap), G or G⁻ by the plan's play.
#[derive(Debug, Clone)]
pub struct LineTable {
    top: Vec<u64>,
    strides: Vec<usize>,
    values: Vec<u32>,
}

/// The summaries of one direction.
struct LineState<'p> {
    line: &'p Line,
    /// Cells between one cell of the line and the next.
    step: usize,
    /// The heaps the line lowers.
    members: Vec<usize>,
    /// One bitset per line crossing the table (for a line with a tail).
    sets: Vec<LineSet>,
    /// The line's index: Σ digit·weight, where a heap off the line counts as it is and a
    /// heap on it as its difference from the line's least heap `first` (which counts not).
    weights: Vec<usize>,
    first: usize,
}

impl LineState<'_> {
    /// How far the line reaches back from `x`: its least heap.
    #[inline]
    fn reach(&self, x: &[u64]) -> u64 {
        self.members.iter().map(|&i| x[i]).min().unwrap_or(0)
    }

    #[inline]
    fn index(&self, x: &[u64], top: &[u64]) -> usize {
        let mut index = 0;
        for (i, &w) in self.weights.iter().enumerate() {
            let digit = if self.line.mask & (1 << i) == 0 {
                x[i]
            } else {
                x[i] + top[self.first] - x[self.first]
            };
            index += digit as usize * w;
        }
        index
    }
}

/// The union of the values in the box below each cell, for a set of heaps lowered
/// independently.
struct BoxState {
    members: Vec<usize>,
    step: usize,
    words: usize,
    bits: Vec<u64>,
}

fn reserve<T>(vector: &mut Vec<T>, count: u128, what: &'static str) -> Result<usize, EngineError> {
    let count_usize = usize::try_from(count).ok();
    match count_usize {
        Some(n) if vector.try_reserve_exact(n).is_ok() => Ok(n),
        _ => Err(EngineError::OutOfMemory { count, what }),
    }
}

impl LineTable {
    /// The table below `top` (which has the plan's number of heaps). The caller has
    /// weighed its cost ([`LinePlan::cost`]); memory is still reserved fallibly.
    pub fn build(plan: &LinePlan, top: &[u64]) -> Result<LineTable, EngineError> {
        LineTable::build_in_tiles(plan, top, TILE, Deadline::unlimited())
    }

    /// [`LineTable::build`], stopped with the deadline's error once `deadline` passes.
    pub fn build_until(
        plan: &LinePlan,
        top: &[u64],
        deadline: Deadline,
    ) -> Result<LineTable, EngineError> {
        LineTable::build_in_tiles(plan, top, TILE, deadline)
    }

    /// [`LineTable::build`], visiting the cells in tiles of `tile` × `tile` over the last
    /// two heaps ([`TileOrder`]).
    pub(super) fn build_in_tiles(
        plan: &LinePlan,
        top: &[u64],
        tile: u64,
        deadline: Deadline,
    ) -> Result<LineTable, EngineError> {
        assert_eq!(
            top.len(),
            plan.heaps,
            "a top position with the plan's heaps"
        );
        let d = top.len();
        let cost = plan.cost(top);
        let mut values: Vec<u32> = Vec::new();
        let cells = reserve(&mut values, cost.cells, "table cells")?;
        values.resize(cells, 0);
        let mut strides = vec![1usize; d];
        for i in (0..d.saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * (top[i + 1] as usize + 1);
        }
        let step = |mask: u32| heaps_of(mask).map(|i| strides[i]).sum::<usize>();
        let mut lines = Vec::with_capacity(plan.lines.len());
        for line in &plan.lines {
            let first = heaps_of(line.mask).min_by_key(|&i| top[i]).unwrap_or(0);
            let mut weights = vec![0usize; d];
            let mut weight = 1usize;
            for i in (0..d).rev() {
                if line.mask & (1 << i) != 0 && i == first {
                    continue;
                }
                weights[i] = weight;
                let radix = if line.mask & (1 << i) == 0 {
                    top[i] + 1
                } else {
                    top[i] + top[first] + 1
                };
                weight = weight.saturating_mul(radix as usize);
            }
            let mut sets = Vec::new();
            if line.tail.is_some() {
                let slots = reserve(&mut sets, line_slots(line.mask, top), "line bitsets")?;
                sets.resize_with(slots, LineSet::default);
            }
            lines.push(LineState {
                line,
                step: step(line.mask),
                members: heaps_of(line.mask).collect(),
                sets,
                weights,
                first,
            });
        }
        let words = usize::try_from(plan.box_words(top)).unwrap_or(usize::MAX);
        let mut boxes = Vec::with_capacity(plan.boxes.len());
        for &mask in &plan.boxes {
            let mut bits = Vec::new();
            let len = reserve(
                &mut bits,
                cost.cells.saturating_mul(words as u128),
                "box bitsets",
            )?;
            bits.resize(len, 0);
            boxes.push(BoxState {
                members: heaps_of(mask).collect(),
                step: step(mask),
                words,
                bits,
            });
        }
        let mut table = LineTable {
            top: top.to_vec(),
            strides,
            values,
        };
        let mut x = vec![0u64; d];
        let mut sorted = vec![0u64; d];
        let mut extra = LineSet::default();
        let mut active: Vec<(usize, usize)> = Vec::with_capacity(lines.len());
        let order = TileOrder::new(top, tile);
        let mut ticks = deadline.ticks();
        for _ in 0..cells {
            ticks.tick()?;
            let f = table.index_below(&x);
            // Feed each line the value t cells behind; note the lines that hold values.
            let mut low = 0u32;
            let mut any = false;
            active.clear();
            for (j, state) in lines.iter_mut().enumerate() {
                let Some(tail) = state.line.tail else {
                    continue;
                };
                let id = state.index(&x, top);
                let reach = state.reach(&x);
                let set = &mut state.sets[id];
                if reach >= tail {
                    set.insert(table.values[f - tail as usize * state.step]);
                }
                if !set.is_empty() {
                    any = true;
                    low = low.max(set.low());
                    active.push((j, id));
                }
            }
            let value = match table.sorted_twin(&x, &mut sorted) {
                Some(v) => v,
                None => {
                    for state in &lines {
                        let reach = state.reach(&x);
                        for &(a, b) in &state.line.finite {
                            for k in a..=b.min(reach) {
                                extra.insert(table.values[f - k as usize * state.step]);
                                any = true;
                            }
                        }
                    }
                    let inside = |b: &BoxState| b.members.iter().all(|&i| x[i] >= 1);
                    any |= boxes.iter().any(inside);
                    let value = if any {
                        // On the stack: a line per direction (at most the heaps and the
                        // diagonal) and the enumerated values.
                        let mut views: [(&[u64], usize); MOST_VIEWS] = [(&[], 0); MOST_VIEWS];
                        let mut count = 0;
                        for &(j, id) in &active {
                            views[count] = lines[j].sets[id].view();
                            count += 1;
                        }
                        if !extra.is_empty() {
                            views[count] = extra.view();
                            count += 1;
                        }
                        let views = &views[..count];
                        let word = |w: usize| {
                            let mut word = 0;
                            for &(words, base) in views {
                                if let Some(i) = w.checked_sub(base) {
                                    word |= words.get(i).copied().unwrap_or(0);
                                }
                            }
                            for b in boxes.iter().filter(|b| inside(b)) {
                                if w < b.words {
                                    word |= b.bits[(f - b.step) * b.words + w];
                                }
                            }
                            word
                        };
                        mex_from(low, word)
                    } else {
                        u64::from(plan.terminal)
                    };
                    extra.clear();
                    u32::try_from(value)
                        .ok()
                        .filter(|&v| v != u32::MAX)
                        .ok_or(EngineError::ValueTooWide { bits: 32 })?
                }
            };
            table.values[f] = value;
            for b in &mut boxes {
                let w = b.words;
                let at = f * w;
                b.bits[at + (value as usize / 64)] |= 1 << (value % 64);
                for &i in &b.members {
                    if x[i] >= 1 {
                        let from = (f - table.strides[i]) * w;
                        for k in 0..w {
                            b.bits[at + k] |= b.bits[from + k];
                        }
                    }
                }
            }
            order.advance(&mut x);
        }
        Ok(table)
    }

    /// The value of the cell with the same heaps in increasing order, when `x` is not in
    /// order and that cell is in the table (it comes earlier in row-major order).
    #[inline]
    fn sorted_twin(&self, x: &[u64], sorted: &mut [u64]) -> Option<u32> {
        if x.windows(2).all(|w| w[0] <= w[1]) {
            return None;
        }
        sorted.copy_from_slice(x);
        sorted.sort_unstable();
        self.index(sorted).map(|i| self.values[i])
    }

    fn index(&self, position: &[u64]) -> Option<usize> {
        if position.len() != self.top.len() || position.iter().zip(&self.top).any(|(p, t)| p > t) {
            return None;
        }
        Some(self.index_below(position))
    }

    /// The index of a position known to lie in the table.
    #[inline]
    fn index_below(&self, position: &[u64]) -> usize {
        position
            .iter()
            .zip(&self.strides)
            .map(|(&p, &s)| p as usize * s)
            .sum()
    }

    /// The value of `position`, if it lies in the table.
    pub fn value(&self, position: &[u64]) -> Option<u64> {
        self.index(position).map(|i| u64::from(self.values[i]))
    }

    /// The top position.
    pub fn top(&self) -> &[u64] {
        &self.top
    }

    /// The rows of the table in order: the values along the last heap.
    pub fn rows(&self) -> impl Iterator<Item = &[u32]> {
        let row = self.top.last().map_or(1, |&t| t as usize + 1);
        self.values.chunks(row)
    }

    /// Every value, in row-major order.
    pub fn values(&self) -> &[u32] {
        &self.values
    }
}

/// The least value >= `low` whose bit is clear in `word(w)` (bits below `low` count as
/// set).
#[inline]
fn mex_from(low: u32, word: impl Fn(usize) -> u64) -> u64 {
    let mut w = (low / 64) as usize;
    let mut bits = word(w) | ((1u64 << (low % 64)) - 1);
    while bits == u64::MAX {
        w += 1;
        bits = word(w);
    }
    w as u64 * 64 + u64::from(bits.trailing_ones())
}
