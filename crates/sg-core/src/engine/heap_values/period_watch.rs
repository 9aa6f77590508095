//! The periodicity theorem checked as values arrive. Period p is proved at length L when
//! G(i) = G(i − p) for every i in [m, L) with 2·max(n0, 1) + 2p + t ≤ L (m = n0 + p; t
//! the largest take; see [`crate::engine::period`] for the 1). Each tracked p keeps m,
//! the start of its matching run as far as known, and is looked at only when L reaches
//! that bound, the first length at which it could be proved: the check walks back from
//! the newest value over what it has not verified yet, and either proves p or finds the
//! last mismatch i, moving m to i + 1 and the next look about twice as far. A period is so proved at the first length the theorem allows, and
//! each value costs O(1) amortized. Periods above [`TRACKED`] (rare, and provable only
//! from twice their length on) are left to a full check at each doubling of the length.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::engine::period::{Period, canonical, prove_period};

/// The periods checked one by one.
const TRACKED: u64 = 1 << 16;

pub(crate) struct PeriodWatch {
    max_take: u64,
    /// For p = 1..=tracked, at index p: the run start m and the length verified up to.
    start: Vec<u64>,
    verified: Vec<u64>,
    /// (the length at which p may be proved, p).
    due: BinaryHeap<Reverse<(u64, u64)>>,
    next_full_check: u64,
}

impl PeriodWatch {
    pub(crate) fn new(max_take: u64) -> PeriodWatch {
        PeriodWatch {
            max_take,
            start: vec![0],
            verified: vec![0],
            due: BinaryHeap::new(),
            next_full_check: 2 * TRACKED,
        }
    }

    /// The largest take, t in the theorem.
    pub(crate) fn max_take(&self) -> u64 {
        self.max_take
    }

    /// The least length proving period p from a matching run that starts at m ≥ p:
    /// 2·max(m − p, 1) + 2p + t.
    fn bound(&self, p: u64, m: u64) -> u64 {
        let n0 = u128::from((m - p).max(1));
        let bound = 2 * n0 + 2 * u128::from(p) + u128::from(self.max_take);
        bound.min(u128::from(u64::MAX)) as u64
    }

    /// Call after each new value; the proved period once there is one.
    pub(crate) fn observe<V: Copy + Eq>(&mut self, values: &[V]) -> Option<Period> {
        let len = values.len() as u64;
        let t = self.max_take;
        // Period p joins once its bound for a run from m = p (preperiod 0) is reached.
        loop {
            let p = self.start.len() as u64;
            if p > TRACKED || self.bound(p, p) > len {
                break;
            }
            self.start.push(p);
            self.verified.push(p);
            self.due.push(Reverse((self.bound(p, p), p)));
        }
        let mut proved: Option<u64> = None;
        while let Some(&Reverse((at, p))) = self.due.peek() {
            if at > len {
                break;
            }
            self.due.pop();
            let i = p as usize;
            let from = self.verified[i] as usize;
            let mismatch = (from..values.len())
                .rev()
                .find(|&j| values[j] != values[j - i]);
            self.verified[i] = len;
            match mismatch {
                None => proved = Some(proved.map_or(p, |q| q.min(p))),
                Some(j) => {
                    self.start[i] = j as u64 + 1;
                    self.due.push(Reverse((self.bound(p, j as u64 + 1), p)));
                }
            }
        }
        if let Some(p) = proved {
            return Some(canonical(
                values,
                Period {
                    preperiod: self.start[p as usize] - p,
                    period: p,
                },
            ));
        }
        if len >= self.next_full_check {
            self.next_full_check = self.next_full_check.saturating_mul(2);
            return prove_period(values, t);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first length at which the watch proves a period, with the period.
    fn first_proof(values: &[u32], t: u64) -> Option<(usize, Period)> {
        let mut watch = PeriodWatch::new(t);
        (1..=values.len()).find_map(|len| watch.observe(&values[..len]).map(|p| (len, p)))
    }

    /// The first length at which the full check proves a period.
    fn first_full_proof(values: &[u32], t: u64) -> Option<(usize, Period)> {
        (1..=values.len()).find_map(|len| prove_period(&values[..len], t).map(|p| (len, p)))
    }

    #[test]
    fn proves_as_early_as_the_full_check() {
        let mut random = super::super::random_source(12345u64);
        for _ in 0..300 {
            let preperiod = (random() % 40) as usize;
            let period = 1 + (random() % 12) as usize;
            let alphabet = 1 + random() % 4;
            let head: Vec<u32> = (0..preperiod + period)
                .map(|_| (random() % alphabet) as u32)
                .collect();
            let values: Vec<u32> = (0..300)
                .map(|n| {
                    if n < preperiod {
                        head[n]
                    } else {
                        head[preperiod + (n - preperiod) % period]
                    }
                })
                .collect();
            let t = random() % 5;
            assert_eq!(first_proof(&values, t), first_full_proof(&values, t));
        }
    }

    #[test]
    fn no_period_no_proof() {
        let values: Vec<u32> = (0..500).map(|n: u32| n.count_ones() % 2).collect();
        assert_eq!(first_proof(&values, 2), None);
    }
}
