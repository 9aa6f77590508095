//! The work of computing heap values, estimated before it starts: a step is about what the
//! kernels do in a nanosecond, one option looked at or one value of a set cleared or
//! scanned (the generic path, slower per option, counts more steps for each). The cost of heap n is a polynomial in n of degree at
//! most 3, read off the rules and the kernel's state, and the cost of heaps from..to its
//! sum, in closed form: so the estimate is instant for any range, and the progress bar
//! can show how much of it is done.
//!
//! The polynomials, per rule of a take set and the heaps it may leave (k taken, r = n − k
//! left): a take costs 1 for leaving 0 or 1 heaps, r/2 for a split in two and r²/12 in
//! three; a bounded take set of c takes costs c times that at r ≈ n, an unbounded one the
//! sum over r <= n (n, n²/4, n³/36). The fast kernel clears and scans its set of values
//! per heap (the values seen so far, or about n when they grow with the heap) and, in its
//! sparse mode, visits pairs with a rare part (the rare heaps so far, assumed to grow as
//! the square root of the heap) instead of all n/2 pairs. These are estimates: conditions and
//! early exits only make the work smaller.

use super::all_but::AllButKernel;
use super::plan::SplitPlan;
use super::window::WindowKernel;
use crate::ir::{Game, RuleKind};

/// Steps per option of the generic computation (measured: about 16 times slower per
/// option than the kernels' inner loops).
const GENERIC_OPTION: f64 = 16.0;

/// The estimated cost of heap n: c0 + c1·n + c2·n² + c3·n³ + h·√n steps.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub(crate) struct WorkModel {
    coefficients: [f64; 4],
    half: f64,
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

    /// The options of [`Game::heap_options`], each looked at once (and costing about
    /// [`GENERIC_OPTION`] steps: generated one by one, conditions evaluated on the tree).
    pub(crate) fn generic(game: &Game) -> WorkModel {
        let mut model = WorkModel::none();
        model.add(0, 8.0);
        for rule in &game.rules {
            let RuleKind::TakeBreak { take, leave, .. } = &rule.kind else {
                continue;
            };
            let (pairs, triples) = (leave.allows(2), leave.allows(3));
            for &(low, high) in take.ranges() {
                match high {
                    Some(high) => {
                        let count = (high - low) as f64 + 1.0;
                        model.add(0, count);
                        if pairs {
                            model.add(1, count / 2.0);
                        }
                        if triples {
                            model.add(2, count / 12.0);
                        }
                    }
                    None => {
                        model.add(1, 1.0);
                        if pairs {
                            model.add(2, 1.0 / 4.0);
                        }
                        if triples {
                            model.add(3, 1.0 / 36.0);
                        }
                    }
                }
            }
        }
        for c in &mut model.coefficients {
            *c *= GENERIC_OPTION;
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

    /// The estimated steps for heaps `from..to`.
    pub(crate) fn steps(&self, from: u64, to: u64) -> f64 {
        if to <= from {
            return 0.0;
        }
        let sums_below = |n: u64| power_sums(n as f64);
        let (high, low) = (sums_below(to), sums_below(from));
        // Σ √i for i in from..to, as the integral of √x (close for the long ranges that
        // matter).
        let roots = |n: u64| 2.0 / 3.0 * (n as f64).powf(1.5);
        self.coefficients
            .iter()
            .zip(high.iter().zip(low))
            .map(|(c, (h, l))| c * (h - l))
            .sum::<f64>()
            + self.half * (roots(to) - roots(from))
    }
}

/// Σ i^d for i in 0..n, d = 0..=3.
fn power_sums(n: f64) -> [f64; 4] {
    let m = n - 1.0;
    [
        n,
        m * n / 2.0,
        m * n * (2.0 * m + 1.0) / 6.0,
        (m * n / 2.0).powi(2),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Source, parse_game};

    fn game(rules: &str) -> Game {
        let text = format!("game \"g\"\n{rules}\n");
        parse_game(Source::new("g.game", text), &[]).unwrap()
    }

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
