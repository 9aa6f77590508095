//! The kernel for games whose takes form a few intervals and never split the heap:
//! `take 1..m`, `take a..b`, `take {2..5, 9..12} leave 1`. A take k in [a, b] leaving one
//! heap reaches the heaps n − b..n − a (those from 1 on), so the options of heap n are the
//! values in a window of the heaps below it, one window per interval; from heap n to
//! n + 1 each window moves up by one, adding one value and dropping one. The values in
//! the windows are kept as counts ([`WindowCounts`]) and G(n) is their mex (with 0 when
//! n may be taken whole): O(intervals) per heap, whatever the intervals' widths, where
//! visiting the options costs their number. With the period proved from the values (the
//! periodicity theorem, checked as they arrive), any heap is answered at once.

use super::store::Value;
use crate::engine::window_counts::WindowCounts;
use crate::ir::{Game, NumberSet, RuleKind};

/// The most intervals a kernel slides (beyond, the takes are a list, not a few intervals).
const MOST_INTERVALS: usize = 64;

pub(crate) struct WindowKernel {
    /// The takes that leave one heap, as disjoint intervals [low, high], low ≥ 1.
    singles: Vec<(u64, u64)>,
    /// The takes that may take the whole heap.
    empties: NumberSet,
    counts: WindowCounts,
}

impl WindowKernel {
    /// The kernel for `game`, if every rule takes from one heap leaving at most one, with
    /// no condition, and the takes that leave one heap are at most [`MOST_INTERVALS`]
    /// bounded intervals.
    pub(crate) fn for_game(game: &Game) -> Option<WindowKernel> {
        let mut singles = Vec::new();
        let mut empties = Vec::new();
        for rule in &game.rules {
            let RuleKind::TakeBreak { take, leave, .. } = &rule.kind else {
                return None;
            };
            if rule.condition.is_some() || leave.allows(2) || leave.allows(3) {
                return None;
            }
            for &(low, high) in take.ranges() {
                let high = high?;
                let low = low.max(1);
                if low > high {
                    continue;
                }
                if leave.allows(1) {
                    singles.push((low, Some(high)));
                }
                if leave.allows(0) {
                    empties.push((low, Some(high)));
                }
            }
        }
        let singles = NumberSet::from_ranges(singles);
        if singles.ranges().len() > MOST_INTERVALS {
            return None;
        }
        Some(WindowKernel {
            singles: singles
                .ranges()
                .iter()
                .map(|&(low, high)| (low, high.expect("bounded")))
                .collect(),
            empties: NumberSet::from_ranges(empties),
            counts: WindowCounts::default(),
        })
    }

    /// The one interval a..b of takes, when that is all the rules allow and each of its
    /// takes may also take the heap whole (`take a..b`).
    pub(crate) fn one_interval(&self) -> Option<(u64, u64)> {
        let [(low, high)] = self.singles.as_slice() else {
            return None;
        };
        (self.empties.ranges() == [(*low, Some(*high))]).then_some((*low, *high))
    }

    /// How many intervals the windows slide over.
    pub(crate) fn intervals(&self) -> usize {
        self.singles.len()
    }

    /// The steps taken so far (values added and removed, levels of the mex walked).
    pub(crate) fn work(&self) -> u64 {
        self.counts.work()
    }

    /// G(n) for n = `g.len()`, from G(0..n); called for n = 0, 1, 2, … in turn.
    pub(crate) fn next<V: Value>(&mut self, g: &[V]) -> u32 {
        let n = g.len() as u64;
        for &(low, high) in &self.singles {
            // The window of interval [low, high] is the heaps max(1, n − high)..=n − low.
            if let Some(joining) = n.checked_sub(low).filter(|&r| r >= 1) {
                self.counts.add(g[joining as usize].get());
            }
            // An interval that reaches past every heap (`take 1..m` with m = 2^64 − 1)
            // drops nothing.
            let leaving = high.checked_add(1).and_then(|past| n.checked_sub(past));
            if let Some(leaving) = leaving.filter(|&r| r >= 1) {
                self.counts.remove(g[leaving as usize].get());
            }
        }
        let whole = (n >= 1 && self.empties.contains(n)).then_some(0);
        // A value is at most the number of options, so it fits in 32 bits while the heaps
        // are stored in memory (fewer than 2^32 of them).
        self.counts.mex_with(whole) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::super::{HeapValues, random_source};
    use super::*;
    use crate::{Source, parse_game};

    /// On every rule of random intervals (with and without taking the whole heap, one to
    /// four intervals of one to forty takes), the windows give the plain mex's values for
    /// every heap up to 3000.
    #[test]
    fn window_counts_match_the_plain_mex() {
        let mut random = random_source(0x1D_E5);
        for round in 0..60 {
            let intervals: Vec<String> = (0..1 + random() % 4)
                .map(|_| {
                    let low = 1 + random() % 30;
                    format!("{low}..{}", low + random() % 40)
                })
                .collect();
            let leave = ["", " leave 1", " leave 0..1"][round % 3];
            let mut rules = format!("move take {{{}}}{leave}", intervals.join(", "));
            if round % 4 == 0 {
                rules += &format!("\nmove take {} leave 0", 1 + random() % 50);
            }
            let text = format!("game \"g\"\n{rules}\n");
            let game = parse_game(Source::new("g.game", text), &[]).unwrap();
            assert!(WindowKernel::for_game(&game).is_some(), "{rules}");
            let len = 3000;
            // The windows even for one interval (which `new` answers by its closed form).
            let mut fast = HeapValues::with_tuning(&game, Some(Default::default()));
            fast.watch = None;
            fast.extend(&game, len, len).unwrap();
            let mut slow = HeapValues::with_tuning(&game, None);
            slow.watch = None;
            slow.extend(&game, len, len).unwrap();
            for n in 0..len {
                assert_eq!(fast.computed(n), slow.computed(n), "{rules} at {n}");
            }
        }
    }

    #[test]
    fn rules_outside_the_shape_are_left_to_other_kernels() {
        for rules in [
            "move take 1..",
            "move take 1..5 leave 2",
            "move take 1..5 where k != 3",
            "move take 2..4\nmove take 1 leave 0..2",
        ] {
            let text = format!("game \"g\"\n{rules}\n");
            let game = parse_game(Source::new("g.game", text), &[]).unwrap();
            assert!(WindowKernel::for_game(&game).is_none(), "{rules}");
        }
    }
}
