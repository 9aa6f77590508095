//! Which games the line table serves, read from the IR, and what a table costs.
//!
//! Served: positions of N heaps (N <= [`MOST_HEAPS`]; the game's `heaps N`, or any number
//! of heaps when no rule needs a fixed arrangement: an empty heap then takes no part in
//! any move, so keeping it in place changes nothing), every rule without a `where`, each
//! one of
//! - `take K` (leaving the rest in place or nothing: no split, no `leave 0` or `leave 1`
//!   alone), a line along each heap;
//! - `take K from all`, the line along the diagonal;
//! - `take K from J heaps`: for j = 1 a line along each heap, for j >= 2 (with K = `1..`)
//!   a box over every j heaps.
//!
//! Other rules (shifts, splits, conditions, `from J heaps` with a bounded K) make the plan
//! decline, and the generic search answers.

use crate::engine::analysis::{Estimate, SearchTooLarge};
use crate::ir::{Game, HeapLayout, NumberSet, Play, RuleKind};

/// The most heaps a served game may have (a box is kept per subset of heaps).
pub(super) const MOST_HEAPS: usize = 6;

/// Bytes per memoized position of the generic search, to weigh a table against
/// `--max-states`.
pub(super) const BYTES_PER_STATE: u128 = 100;

/// How a game's moves run: its lines and boxes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinePlan {
    pub(super) heaps: usize,
    pub(super) lines: Vec<Line>,
    /// Sets of two or more heaps (bit masks) each lowered by any positive amount.
    pub(super) boxes: Vec<u32>,
    /// The value of a cell without options: 0 in normal play, 1 in misère play.
    pub(super) terminal: u32,
}

/// The moves along one direction: the heaps of `mask` lowered by the same k.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Line {
    pub mask: u32,
    /// Bounded ranges of k, enumerated cell by cell.
    pub finite: Vec<(u64, u64)>,
    /// Every k from here on, kept as a bitset per line.
    pub tail: Option<u64>,
}

/// An inclusive range of a take set (`None`: unbounded).
type Range = (u64, Option<u64>);

/// What building a table would take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableCost {
    pub cells: u128,
    /// Elementary steps (a word of a bitset read, a cell looked up).
    pub steps: u128,
    /// Memory, in bytes.
    pub bytes: u128,
}

impl TableCost {
    /// The memory as a number of positions of the generic search (`--max-states`).
    pub fn states(&self) -> u128 {
        self.bytes.div_ceil(BYTES_PER_STATE)
    }

    /// Whether the table is within `max_work` steps and `max_states` positions of memory;
    /// if not, which estimate passes which limit.
    pub fn within(&self, max_work: u64, max_states: u64) -> Result<(), SearchTooLarge> {
        let too_large = |work, limit, estimate| {
            Err(SearchTooLarge {
                work,
                limit,
                estimate,
            })
        };
        if self.steps > u128::from(max_work) {
            return too_large(self.steps, max_work, Estimate::TableSteps);
        }
        if self.states() > u128::from(max_states) {
            return too_large(self.states(), max_states, Estimate::TableMemory);
        }
        Ok(())
    }
}

impl LinePlan {
    /// The plan of `game` for positions of `heaps` heaps, if every rule runs along lines
    /// or boxes.
    pub fn recognise(game: &Game, heaps: usize) -> Option<LinePlan> {
        if let HeapLayout::Exactly(n) = game.layout
            && n != heaps
        {
            return None;
        }
        if heaps == 0 || heaps > MOST_HEAPS {
            return None;
        }
        let all = (1u32 << heaps) - 1;
        let mut sets: Vec<(u32, Vec<Range>)> = Vec::new();
        let mut add = |mask: u32, take: &NumberSet| match sets.iter_mut().find(|s| s.0 == mask) {
            Some((_, ranges)) => ranges.extend_from_slice(take.ranges()),
            None => sets.push((mask, take.ranges().to_vec())),
        };
        let mut boxes = Vec::new();
        for rule in &game.rules {
            if rule.condition.is_some() || rule.take().min() == 0 {
                return None;
            }
            match &rule.kind {
                RuleKind::TakeBreak { take, leave, .. } if leave.bits() == 0b11 => {
                    (0..heaps).for_each(|i| add(1 << i, take));
                }
                RuleKind::FromAll { take } => add(all, take),
                RuleKind::FromSeveral {
                    take,
                    heaps: counts,
                } => {
                    for j in counts.iter_upto(heaps as u64) {
                        match j {
                            0 => return None,
                            1 => (0..heaps).for_each(|i| add(1 << i, take)),
                            _ if take.ranges() == [(1, None)] => {
                                boxes.extend((1..=all).filter(|m| u64::from(m.count_ones()) == j))
                            }
                            _ => return None,
                        }
                    }
                }
                _ => return None,
            }
        }
        boxes.sort_unstable();
        boxes.dedup();
        let lines = sets
            .into_iter()
            .map(|(mask, ranges)| {
                let set = NumberSet::from_ranges(ranges);
                let mut finite = Vec::new();
                let mut tail = None;
                for &(low, high) in set.ranges() {
                    match high {
                        Some(high) => finite.push((low, high)),
                        None => tail = Some(low),
                    }
                }
                Line { mask, finite, tail }
            })
            .collect();
        Some(LinePlan {
            heaps,
            lines,
            boxes,
            terminal: match game.play {
                Play::Normal => 0,
                Play::Misere => 1,
            },
        })
    }

    /// The number of options of the position `top` (saturating): a bound on every value
    /// in the table below it, since options only grow with the heaps.
    pub(super) fn options_bound(&self, top: &[u64]) -> u128 {
        let lines = self.lines.iter().map(|line| {
            let reach = u128::from(reach(line.mask, top));
            let finite = line
                .finite
                .iter()
                .map(|&(a, b)| (u128::from(b).min(reach) + 1).saturating_sub(u128::from(a)));
            let tail = line
                .tail
                .map_or(0, |t| (reach + 1).saturating_sub(u128::from(t)));
            saturating_sum(finite).saturating_add(tail)
        });
        let boxes = self.boxes.iter().map(|&mask| {
            heaps_of(mask).fold(1u128, |acc, i| acc.saturating_mul(u128::from(top[i])))
        });
        lines
            .chain(boxes)
            .fold(1u128, |acc, n| acc.saturating_add(n))
    }

    /// Words of a box's bitset for a table below `top`.
    pub(super) fn box_words(&self, top: &[u64]) -> u128 {
        self.options_bound(top) / 64 + 1
    }

    /// An estimate of the work and memory of the table of every position below `top`.
    pub fn cost(&self, top: &[u64]) -> TableCost {
        let cells = top
            .iter()
            .fold(1u128, |acc, &h| acc.saturating_mul(u128::from(h) + 1));
        let top_reach = |mask| u128::from(reach(mask, top));
        let per_cell_lines = saturating_sum(self.lines.iter().map(|line| {
            let finite = saturating_sum(line.finite.iter().map(|&(a, b)| {
                (u128::from(b).min(top_reach(line.mask)) + 1).saturating_sub(u128::from(a))
            }));
            // Insert, low mark, and a few words of the mex scan.
            finite.saturating_add(if line.tail.is_some() { 4 } else { 0 })
        }));
        let words = self.box_words(top);
        let per_cell_boxes = saturating_sum(
            self.boxes
                .iter()
                .map(|&m| words.saturating_mul(u128::from(m.count_ones()) + 2)),
        );
        let steps = cells.saturating_mul(saturating_sum(
            [2, per_cell_lines, per_cell_boxes].into_iter(),
        ));
        // Each line keeps the spread of its values, about twice its cells in bits (an
        // estimate: the words below its low mark are dropped), besides its slot.
        let line_bytes = saturating_sum(self.lines.iter().filter(|line| line.tail.is_some()).map(
            |line| {
                line_slots(line.mask, top)
                    .saturating_mul(56)
                    .saturating_add(cells / 4)
            },
        ));
        let box_bytes = words.saturating_mul(8 * self.boxes.len() as u128);
        let bytes = cells
            .saturating_mul(box_bytes.saturating_add(4))
            .saturating_add(line_bytes);
        TableCost {
            cells,
            steps,
            bytes,
        }
    }
}

/// The sum of `terms`, saturating: the estimates only compare against limits, and a heap
/// near 2^64 makes products and sums of counts overflow even 128 bits.
fn saturating_sum(terms: impl Iterator<Item = u128>) -> u128 {
    terms.fold(0, u128::saturating_add)
}

/// The heaps (indices) of a mask.
pub(super) fn heaps_of(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |i| mask & (1 << i) != 0)
}

/// How far a line of `mask` reaches back from `position`: its least heap.
pub(super) fn reach(mask: u32, position: &[u64]) -> u64 {
    heaps_of(mask).map(|i| position[i]).min().unwrap_or(0)
}

/// How many lines of direction `mask` cross the box below `top`: the heaps off the line
/// as they are, those on it as differences from the line's least heap.
pub(super) fn line_slots(mask: u32, top: &[u64]) -> u128 {
    let first = heaps_of(mask).min_by_key(|&i| top[i]).unwrap_or(0);
    (0..top.len()).fold(1u128, |acc, i| {
        let radix = if mask & (1 << i) == 0 {
            u128::from(top[i]) + 1
        } else if i == first {
            1
        } else {
            u128::from(top[i]) + u128::from(top[first]) + 1
        };
        acc.saturating_mul(radix)
    })
}
