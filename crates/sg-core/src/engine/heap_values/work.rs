//! The work of computing heap values, estimated before it starts: a step is about what the
//! kernels do in a nanosecond, one option looked at or one value of a set cleared or
//! scanned (the generic path, slower per option, counts more steps for each). The cost of
//! heap n is a polynomial in n of degree at most 3 between a few breakpoints (where a take
//! interval starts or ends), read off the rules and the kernel's state, and the cost of
//! heaps from..to its sum: summed exactly over short pieces, by Simpson's rule (exact for
//! cubics) over the long ones, so the estimate is instant for any range and the progress
//! bar can show how much of it is done. Each kernel counts the steps it really takes in
//! the same units, and the tests hold the two within a factor of 10.
//!
//! The polynomials, per rule of a take set and the heaps it may leave (k taken, r = n − k
//! left): a take costs 1 to try and 1 for leaving 0 or 1 heaps, r/2 for a split in two and
//! r²/12 in three, summed over the takes k <= n of the set (so a bounded set of c takes
//! costs c times that once n passes its end, and only the takes below n before). The fast
//! kernel clears and scans its set of values per heap (the values seen so far, or about
//! n when they grow with the heap) and, in its sparse mode, visits pairs with a rare part
//! (the rare heaps so far, assumed to grow as the square root of the heap) instead of all
//! n/2 pairs. These are estimates: conditions and early exits only make the work smaller.

use super::all_but::AllButKernel;
use super::plan::SplitPlan;
use super::window::WindowKernel;
use crate::ir::{Game, RuleKind};

/// Steps per option of the generic computation (measured: about 16 times slower per
/// option than the kernels' inner loops).
pub(super) const GENERIC_OPTION: f64 = 16.0;

/// Steps of the generic computation per heap, besides its options.
pub(super) const GENERIC_HEAP: f64 = 8.0;

/// Pieces this short are summed heap by heap.
const EXACT_PIECE: u64 = 64;

/// The estimated cost of heap n: c0 + c1·n + c2·n² + c3·n³ + h·√n steps, plus the terms
/// of take intervals.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) struct WorkModel {
    coefficients: [f64; 4],
    half: f64,
    intervals: Vec<IntervalTerm>,
}

/// The takes k in low..=high (no end: unbounded), each costing c0 + c1·r + c2·r² steps
/// at heap n with r = n − k, for the takes k <= n.
#[derive(Debug, Clone, Copy, PartialEq)]
struct IntervalTerm {
    low: u64,
    high: Option<u64>,
    per_take: [f64; 3],
}

impl IntervalTerm {
    /// The cost at heap `x`, with the takes that count decided at heap `at` (the same
    /// piece between breakpoints: `x` may be a point between heaps).
    fn cost(&self, x: f64, at: f64) -> f64 {
        let low = self.low as f64;
        if at < low {
            return 0.0;
        }
        // The takes low..=top leave r from x − top to x − low.
        let top = match self.high {
            Some(high) if (high as f64) < at => high as f64,
            _ => x,
        };
        let count = top - low + 1.0;
        let mean = x - (top + low) / 2.0;
        let sum = count * mean;
        let squares = count * mean * mean + count * (count * count - 1.0) / 12.0;
        let [c0, c1, c2] = self.per_take;
        c0 * count + c1 * sum + c2 * squares
    }
}

/// What the fast kernel's cost depends on, as it stands.
pub(crate) struct KernelState {
    /// Every value so far is below 2^bits.
    pub bits: u32,
    /// The rare heaps so far and how many heaps were computed, in sparse mode.
    pub rare: Option<(u64, u64)>,
}

impl WorkModel {
    /// No work at all (Nim's closed form).
    pub(crate) fn none() -> WorkModel {
        WorkModel::default()
    }

    fn add(&mut self, degree: usize, amount: f64) {
        self.coefficients[degree] += amount;
    }

    /// The takes and options of [`Game::heap_options`], each looked at once (and costing
    /// about [`GENERIC_OPTION`] steps: generated one by one, conditions evaluated on the
    /// tree).
    pub(crate) fn generic(game: &Game) -> WorkModel {
        let mut model = WorkModel::none();
        model.add(0, GENERIC_HEAP);
        for rule in &game.rules {
            let RuleKind::TakeBreak { take, leave, .. } = &rule.kind else {
                continue;
            };
            // A take is tried, then leaves one heap, or pairs, or triples.
            let mut per_take = [1.0, 0.0, 0.0];
            if leave.allows(1) {
                per_take[0] += 1.0;
            }
            if leave.allows(2) {
                per_take[1] += 0.5;
            }
            if leave.allows(3) {
                per_take[2] += 1.0 / 12.0;
            }
            for &(low, high) in take.ranges() {
                model.intervals.push(IntervalTerm {
                    low,
                    high,
                    per_take: per_take.map(|c| c * GENERIC_OPTION),
                });
            }
        }
        model
    }

    /// The fast kernel for this plan, as it stands.
    pub(crate) fn split_kernel(plan: &SplitPlan, state: &KernelState) -> WorkModel {
        let mut model = WorkModel::none();
        let growing = plan.tail.is_some_and(|(_, leaves)| leaves.one);
        // The set of values, cleared and scanned per heap (twice: a union and a scan
        // with a tail).
        if growing {
            model.add(1, 2.0);
        } else {
            model.add(0, 2.0 * f64::from(1u32 << state.bits.min(24)));
        }
        model.add(0, 8.0 + plan.singles.len() as f64);
        let pair_takes = plan.pairs.len() as f64;
        match state.rare {
            None => model.add(1, pair_takes / 2.0),
            Some((rare, computed)) => {
                model.add(0, pair_takes * 64.0);
                // A pair with a rare part is a lookup in a short list: half a step. Rare
                // heaps thin out as heaps grow (0.161, 0.6, 0.007 and Grundy's game gain
                // far fewer than in proportion), so their number is taken to grow as √n.
                let per_root = rare as f64 / (computed.max(1) as f64).sqrt();
                model.half += pair_takes * 0.5 * per_root;
            }
        }
        if let Some((_, leaves)) = plan.tail
            && leaves.two.is_some()
        {
            model.add(1, 0.5);
        }
        model
    }

    /// The kernel for all-but-finitely-many takes.
    pub(crate) fn all_but(kernel: &AllButKernel) -> WorkModel {
        let mut model = WorkModel::none();
        model.add(0, kernel.steps_per_heap() as f64);
        model
    }

    /// The kernel that slides windows over take intervals: each heap moves both ends of
    /// every window and walks the levels of the mex.
    pub(crate) fn window(kernel: &WindowKernel) -> WorkModel {
        let mut model = WorkModel::none();
        model.add(0, 2.0 * kernel.intervals() as f64 + 4.0);
        model
    }

    /// The estimated steps of heap `x` but for the root term (between heaps: the
    /// polynomial of the piece that holds heap `at`).
    fn cost(&self, x: f64, at: f64) -> f64 {
        let [c0, c1, c2, c3] = self.coefficients;
        c0 + x * (c1 + x * (c2 + x * c3))
            + self
                .intervals
                .iter()
                .map(|term| term.cost(x, at))
                .sum::<f64>()
    }

    /// The estimated steps for heaps `from..to`.
    pub(crate) fn steps(&self, from: u64, to: u64) -> f64 {
        if to <= from {
            return 0.0;
        }
        // Breakpoints: where an interval's takes start to count, and where they all do.
        let mut cuts: Vec<u64> = self
            .intervals
            .iter()
            .flat_map(|t| [Some(t.low), t.high.and_then(|h| h.checked_add(1))])
            .flatten()
            .filter(|&c| from < c && c < to)
            .collect();
        cuts.extend([from, to]);
        cuts.sort_unstable();
        cuts.dedup();
        cuts.windows(2)
            .map(|piece| {
                let (a, b) = (piece[0], piece[1]);
                let at = a as f64;
                if b - a <= EXACT_PIECE {
                    (a..b)
                        .map(|n| self.cost(n as f64, n as f64) + self.half * (n as f64).sqrt())
                        .sum()
                } else {
                    // Σ f(n) for a ≤ n < b as the integral of f from a − ½ to b − ½: by
                    // Simpson's rule for the cubic, in closed form for the root.
                    let (x0, x1) = (a as f64 - 0.5, b as f64 - 0.5);
                    let mid = (x0 + x1) / 2.0;
                    let roots = |x: f64| 2.0 / 3.0 * x.max(0.0).powf(1.5);
                    (x1 - x0) / 6.0
                        * (self.cost(x0, at) + 4.0 * self.cost(mid, at) + self.cost(x1, at))
                        + self.half * (roots(x1) - roots(x0))
                }
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::game_of_rules as game;

    #[test]
    fn sums_in_closed_form_match_the_plain_sums() {
        let mut model = WorkModel::none();
        for (degree, amount) in [(0, 3.0), (1, 0.5), (2, 0.25), (3, 2.0)] {
            model.add(degree, amount);
        }
        let plain: f64 = (5..40u64)
            .map(|n| {
                let n = n as f64;
                3.0 + 0.5 * n + 0.25 * n * n + 2.0 * n * n * n
            })
            .sum();
        assert!((model.steps(5, 40) - plain).abs() < 1e-6 * plain);
        assert_eq!(model.steps(40, 5), 0.0);
        let roots = WorkModel {
            half: 3.0,
            ..WorkModel::none()
        };
        let plain: f64 = (1000..100_000u64).map(|n| 3.0 * (n as f64).sqrt()).sum();
        assert!((roots.steps(1000, 100_000) - plain).abs() < 1e-3 * plain);
    }

    /// The generic estimate is within a small factor of the options really visited.
    #[test]
    fn generic_estimates_track_the_options() {
        for rules in [
            "move take 1..",
            "move take 1..3 leave 0..2",
            "move take 0 leave 2\nmove take 1..",
            "move take 1.. leave 3",
        ] {
            let game = game(rules);
            let mut options = 0u64;
            for n in 0..300 {
                game.heap_options(n, &mut |_, _, _| options += 1).unwrap();
            }
            let estimate = WorkModel::generic(&game).steps(0, 300);
            let ratio = estimate / (GENERIC_OPTION * options as f64);
            assert!(
                (0.5..8.0).contains(&ratio),
                "{rules}: {estimate} for {options}"
            );
        }
    }
}
