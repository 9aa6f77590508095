//! One take interval, `take a..b` (the heap may be taken whole, as `take` allows): G(n) =
//! ⌊(n mod (a + b)) / a⌋, so any heap is answered at once whatever a and b are, where
//! the windows ([`super::window`]) would first compute the values up to the period.
//!
//! Proof, by induction on n (p = a + b, r = n mod p, j = ⌊r / a⌋): the takes reach the
//! heaps n − b..n − a (and 0 when n ≤ b), whose residues mod p are every residue but the
//! 2a − 1 from r − a + 1 to r + a − 1 (for n < p: the residues 0..n − a). The values j' < j
//! each keep the residue j'·a ≤ r − a among them; the value j, worn only by the residues
//! ja..ja + a − 1, which all lie within a − 1 of r, is missing. So the mex is j. (The
//! subtraction game of an interval; Berlekamp, Conway and Guy, *Winning Ways*, ch. 4.)
//! The tests check it against the windows on every interval up to 40.

use crate::ir::Game;

use super::window::WindowKernel;

/// `take low..high`, leaving one heap or none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TakeInterval {
    low: u64,
    high: u64,
}

/// A run of moves of one heap that leave the same value: takes `first..=last`.
pub(crate) struct Run {
    pub first: u64,
    pub last: u64,
}

impl TakeInterval {
    /// The interval of `game`, if its rules are one `take a..b` (leaving one heap or none,
    /// no condition) and a + b fits in 64 bits.
    pub(crate) fn of(game: &Game) -> Option<TakeInterval> {
        let (low, high) = WindowKernel::for_game(game)?.one_interval()?;
        low.checked_add(high)?;
        Some(TakeInterval { low, high })
    }

    /// The period a + b.
    pub(crate) fn period(&self) -> u64 {
        self.low + self.high
    }

    /// (a, b).
    pub(crate) fn bounds(&self) -> (u64, u64) {
        (self.low, self.high)
    }

    /// G(n).
    pub(crate) fn value(&self, n: u64) -> u64 {
        n % self.period() / self.low
    }

    /// The moves of a heap of `n` to a heap (or nothing) of value `wanted`, as runs of
    /// takes, the smallest takes first.
    pub(crate) fn moves_to(&self, n: u64, wanted: u64) -> Vec<Run> {
        let p = self.period();
        let Some(top) = n.checked_sub(self.low) else {
            return Vec::new();
        };
        // The heaps left run from r_low to top; those of value `wanted` have residues
        // wanted·a..wanted·a + a − 1 (none when that passes the period).
        let r_low = n.saturating_sub(self.high);
        let Some(from) = wanted.checked_mul(self.low).filter(|&f| f < p) else {
            return Vec::new();
        };
        let to = (from + self.low - 1).min(p - 1);
        let mut runs = Vec::new();
        // Blocks of residues from..=to, from the highest heap left down (takes rising).
        let mut base = top - top % p;
        loop {
            let (lo, hi) = (base + from, base + to);
            let (lo, hi) = (lo.max(r_low), hi.min(top));
            if lo <= hi {
                runs.push(Run {
                    first: n - hi,
                    last: n - lo,
                });
            }
            if base < r_low || base == 0 {
                break;
            }
            base -= p;
        }
        runs
    }
}

#[cfg(test)]
mod tests {
    use super::super::HeapValues;
    use super::*;
    use crate::load::game_of_rules as game;

    /// The formula against the windows, and its moves against every take, on every
    /// interval a..b with 1 <= a <= b <= 40 and every heap below 500.
    #[test]
    fn the_formula_is_the_windows_values_and_moves() {
        for a in 1..=40u64 {
            for b in a..=40 {
                let game = game(&format!("move take {a}..{b}"));
                let interval = TakeInterval::of(&game).expect("one interval");
                let mut windows = HeapValues::with_tuning(&game, Some(Default::default()));
                windows.watch = None;
                windows.extend(&game, 500, 500).unwrap();
                for n in 0..500 {
                    assert_eq!(interval.value(n), windows.computed(n), "{a}..{b} at {n}");
                    for wanted in 0..=b / a + 1 {
                        let takes: Vec<u64> = (a..=b.min(n))
                            .filter(|&k| windows.computed(n - k) == wanted)
                            .collect();
                        let runs: Vec<u64> = interval
                            .moves_to(n, wanted)
                            .iter()
                            .flat_map(|run| run.first..=run.last)
                            .collect();
                        assert_eq!(runs, takes, "{a}..{b} at {n} to {wanted}");
                    }
                }
            }
        }
    }

    #[test]
    fn only_one_interval_that_may_take_the_heap_whole() {
        assert!(TakeInterval::of(&game("move take 3..7")).is_some());
        for rules in [
            "move take 3..7 leave 1",
            "move take {1..2, 5..6}",
            "move take 3..7\nmove take 9 leave 0",
            "move take 1..",
        ] {
            assert!(TakeInterval::of(&game(rules)).is_none(), "{rules}");
        }
    }
}
