//! Arithmetic periodicity of heap-game values: G(n + p) = G(n) + s for every n >= n0
//! (period p, saltus s >= 1), proved by a finite check for take-and-break games of the kind
//! of Lasker's Nim and of the subtraction games whose take set is "all but finitely many"
//! ([`CofiniteTakes`]). Values then grow without bound, yet any G(n) is O(1).
//!
//! # The games
//! The options of a heap N are: the heap N − d for every take d >= 1 that may leave one
//! heap, where every d > m1 may (a co-finite set); the empty position when N may be taken
//! whole, which for N >= `tail` is either always or never so; and heaps a and b with
//! a + b = N − k, 1 <= a <= b, for the takes k of a finite set of splitting takes (the
//! largest t2), some of them forbidding a = b. Austin's theorem (R. Austin's thesis;
//! A. Siegel's thesis, Finite excluded subtraction sets and infinite modular Nim) says the
//! values of such a game without splits are always arithmetic-periodic in the end; with
//! splits, Lasker's Nim (G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3)
//! is the classic example.
//!
//! # The theorem
//! Let n0 >= 1, p >= 1, s >= 1, M the largest power of two dividing s, and Gf the sequence
//! that equals G below n0 + p and continues by Gf(x) = Gf(x − p) + s. Let Vmin, Vmax be
//! the least and largest of Gf(n0..n0+p), Vlow the largest of Gf(1..n0+p), Δq =
//! ⌈(Vmax − Vmin)/s⌉, K = max(1, Δq + ⌈m1/p⌉), q1 = K + ⌊(Vlow − Vmin)/s⌋ + 1, and X0
//! the largest of the first positions x >= 1 at which Gf takes each value below Vmax.
//! Let N1 be the largest of n0 + q1·p, `tail`, X0 + m1 + 1 and (with splits)
//! 2·n0 + 2p + t2. Write P(N) for the options of N whose values the periodicity carries
//! over: single heaps, the empty position, and the splits with a part a of Gf(a) < M (all
//! such a lie below n0 + p). If G = Gf below N1 + p and
//!
//! 1. the values Gf(n0..n0+p) meet every residue class mod s;
//! 2. each value below Vmax is Gf(x) for some x >= 1, or is 0 with every heap from `tail`
//!    on takeable whole;
//! 3. for N in N1..N1+p, with F = Gf(N): every value in [F − K·s, F) is in P(N), and F
//!    is not;
//! 4. for N in N1..N1+p, every split a + b of N − k (k a splitting take) whose smaller
//!    part has Gf(a) >= M, the parts from n0 + p on taken by their residues mod p, has
//!    Gf(a) + Gf(b) < F, or Gf(a) + Gf(b) − F odd, or (Gf(a) mod M) ⊕ (Gf(b) mod M) ≠
//!    F mod M;
//!
//! then G = Gf for every heap.
//!
//! Proof, by induction on N >= N1 (below, G = Gf is given). Every value v < F − K·s is
//! P(N)'s: by 1, a v >= Vmax is Gf(x) at x = n0 + r + q'·p with q'·s = v − Gf(n0 + r), and
//! the bound on v puts x at most N − m1 − 1 (by the choice of K), so d = N − x > m1 is a
//! take leaving one heap; a v < Vmax is Gf(x) at x <= X0 <= N − m1 − 1 by 2. Next, P(N +
//! p) restricted to [F(N + p) − K·s, F(N + p)] is P(N) restricted to [F(N) − K·s, F(N)],
//! plus s: a single heap x >= n0 + p of N + p is x − p of N, of value Gf(x − p) + s, for
//! the same take; heaps below n0 + p are worth at most Vlow, below both bands by the
//! choice of q1; a split a + b of N + p − k with Gf(a) < M has b − p >= n0 + p > a (as N >=
//! 2·n0 + 2p + t2), and Gf(a) ⊕ (Gf(b − p) + s) = (Gf(a) ⊕ Gf(b − p)) + s because s is a
//! multiple of M > Gf(a). So 3, checked for one N per residue class mod p, holds for every
//! N >= N1. The other options of N are splits whose smaller part has Gf(a) >= M; their
//! larger part is at least (N − t2)/2 >= n0 + p, and G mod M is periodic from n0 (M
//! divides s), so their values mod M are those of 4. The sum of the parts' values is too:
//! moving a by p within its class adds s to Gf(a) and takes it from Gf(b), and N + p adds
//! s to both the sum and F. A value x ⊕ y equals F only if x + y − F = 2·(x & y) is even
//! and not negative and the residues mod M agree, which 4 rules out. Hence [0, F) lies
//! in the options and F does not: G(N) = F. ∎
//!
//! Without splits the check is complete: every value is eventually taken (a value below
//! the mex of the far positions is left only while a near one holds it), so 1 and 2 hold
//! for the true period, and 3 is the computed mex itself. With splits it may fail where a
//! longer period helps (a larger M), so multiples 2p, 4p, … are tried too.

/// G(n + period) = G(n) + saltus for every n >= preperiod.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArithmeticPeriod {
    /// The first heap from which the pattern holds.
    pub preperiod: u64,
    /// The period p.
    pub period: u64,
    /// The saltus s: G(n + p) - G(n) for n past the preperiod.
    pub saltus: u64,
}

impl ArithmeticPeriod {
    /// G(n) from `base`, the values below preperiod + period; `None` when it does not fit
    /// in 64 bits.
    pub fn value(&self, n: u64, base: impl Fn(u64) -> u64) -> Option<u64> {
        let (index, periods) = self.reduce(n);
        base(index).checked_add(periods.checked_mul(self.saltus)?)
    }

    /// n as the index below preperiod + period of its class and the periods above it.
    pub fn reduce(&self, n: u64) -> (u64, u64) {
        if n < self.preperiod + self.period {
            (n, 0)
        } else {
            let offset = n - self.preperiod;
            (self.preperiod + offset % self.period, offset / self.period)
        }
    }
}

/// The options of a game the theorem covers (see the module note): every take from
/// `tail` (>= 1) on may leave one heap, and may take the whole heap when `tail_takes_all`;
/// below `tail`, the takes listed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CofiniteTakes {
    pub tail: u64,
    pub tail_takes_all: bool,
    /// Takes below `tail` that may leave one heap, ascending.
    pub singles: Vec<u64>,
    /// Takes below `tail` that may take the whole heap, ascending.
    pub empties: Vec<u64>,
    /// Takes that may split what is left in two, ascending, with whether the two heaps
    /// may be equal.
    pub pairs: Vec<(u64, bool)>,
}

impl CofiniteTakes {
    /// Whether taking `k` (>= 1) may leave one heap.
    pub(crate) fn leaves_one(&self, k: u64) -> bool {
        k >= self.tail || self.singles.binary_search(&k).is_ok()
    }

    /// Whether a heap of `n` (>= 1) may be taken whole.
    pub(crate) fn takes_all(&self, n: u64) -> bool {
        if n >= self.tail {
            self.tail_takes_all
        } else {
            self.empties.binary_search(&n).is_ok()
        }
    }

    /// m1: the largest take that may not leave one heap (0 when every take may).
    fn largest_exception(&self) -> u64 {
        (1..self.tail)
            .rev()
            .find(|&k| !self.leaves_one(k))
            .unwrap_or(0)
    }

    /// t2: the largest splitting take.
    fn largest_split(&self) -> u64 {
        self.pairs.last().map_or(0, |&(k, _)| k)
    }
}

/// What the check says about a candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Proved,
    /// The values agree so far, but the theorem needs this many.
    NeedsLength(u64),
    Fails,
}

/// The sequence a candidate predicts: the computed values below n0 + p, then shifted
/// copies. Positions are far below 2^64 (they index computed values or a few periods
/// beyond), and so are values, so plain arithmetic cannot overflow.
struct Predicted<'a, V> {
    values: &'a [V],
    n0: u64,
    p: u64,
    s: u64,
}

impl<V: Copy + Into<u64>> Predicted<'_, V> {
    fn at(&self, x: u64) -> u64 {
        let base = self.n0 + self.p;
        if x < base {
            self.values[x as usize].into()
        } else {
            let back = (x - self.n0) / self.p;
            self.values[(x - back * self.p) as usize].into() + back * self.s
        }
    }
}

/// The most candidates (with their multiples) tried per search.
const CANDIDATES: usize = 4;
/// The largest multiple of a period tried.
const MULTIPLES: u64 = 16;

/// The arithmetic period the theorem proves from `values` (G(0), G(1), …) of a game with
/// these takes: the least period whose pattern covers the later values, tried with its
/// multiples. `Err(length)`: nothing proved yet, but a candidate would be decided once
/// `length` values are known; `Err(0)`: no candidate.
pub(crate) fn prove_arithmetic_period<V: Copy + Into<u64>>(
    values: &[V],
    takes: &CofiniteTakes,
) -> Result<ArithmeticPeriod, u64> {
    let len = values.len() as u64;
    let mut wanted: Option<u64> = None;
    for run in candidate_runs(values).take(CANDIDATES) {
        let n0 = run.start.saturating_sub(run.p).max(1);
        let mut multiple = 1;
        while multiple <= MULTIPLES && 4 * multiple * run.p <= len {
            match check(values, takes, n0, multiple * run.p, multiple * run.s) {
                Verdict::Proved => {
                    return Ok(ArithmeticPeriod {
                        preperiod: run.start - run.p,
                        period: run.p,
                        saltus: run.s,
                    });
                }
                Verdict::NeedsLength(length) => {
                    wanted = Some(wanted.map_or(length, |w| w.min(length)));
                }
                Verdict::Fails => {}
            }
            multiple *= 2;
        }
    }
    Err(wanted.unwrap_or(0))
}

/// The pattern the values show without proof: the least period p whose constant
/// difference s = G(n + p) − G(n) >= 1 holds over at least the later half of the values and
/// three periods.
pub(crate) fn apparent_arithmetic_period<V: Copy + Into<u64>>(
    values: &[V],
) -> Option<ArithmeticPeriod> {
    candidate_runs(values).next().map(|run| ArithmeticPeriod {
        preperiod: run.start - run.p,
        period: run.p,
        saltus: run.s,
    })
}

/// G(i) − G(i − p) = s for every i from `start` (>= p) to the end.
#[derive(Debug, Clone, Copy)]
struct Run {
    p: u64,
    s: u64,
    start: u64,
}

/// The runs of a constant positive difference that cover the later half of the values
/// and three periods, by increasing period.
fn candidate_runs<V: Copy + Into<u64>>(values: &[V]) -> impl Iterator<Item = Run> + '_ {
    let len = values.len();
    let at = move |i: usize| -> i128 { i128::from(values[i].into()) };
    (1..=len / 3).filter_map(move |p| {
        let s = at(len - 1) - at(len - 1 - p);
        if s < 1 {
            return None;
        }
        let mut start = len - 1;
        // Scanning stops at the first difference that breaks the run or makes it too short.
        let least = (len / 2).min(len - 3 * p);
        while start > p && start > least && at(start - 1) - at(start - 1 - p) == s {
            start -= 1;
        }
        let long = start <= least || start == p;
        let covers = len - start >= 3 * p && start <= len / 2;
        (long && covers).then(|| {
            // The run's true start, below the half where scanning stopped.
            while start > p && at(start - 1) - at(start - 1 - p) == s {
                start -= 1;
            }
            Run {
                p: p as u64,
                s: s as u64,
                start: start as u64,
            }
        })
    })
}

/// The theorem's check for n0, p, s (see the module note).
fn check<V: Copy + Into<u64>>(
    values: &[V],
    takes: &CofiniteTakes,
    n0: u64,
    p: u64,
    s: u64,
) -> Verdict {
    let len = values.len() as u64;
    if n0 + p > len {
        return Verdict::Fails;
    }
    let g = Predicted { values, n0, p, s };
    // The values known must be the predicted ones.
    if (n0 + p..len).any(|x| values[x as usize].into() != g.at(x)) {
        return Verdict::Fails;
    }
    let first: Vec<u64> = (n0..n0 + p).map(|x| g.at(x)).collect();
    let (v_min, v_max) = (
        *first.iter().min().expect("p >= 1"),
        *first.iter().max().expect("p >= 1"),
    );
    let v_low = (1..n0 + p).map(|x| g.at(x)).max().unwrap_or(0);
    // 1: every residue class mod s.
    if p < s {
        return Verdict::Fails;
    }
    let mut classes = vec![false; s as usize];
    for &v in &first {
        classes[(v % s) as usize] = true;
    }
    if classes.contains(&false) {
        return Verdict::Fails;
    }
    // 2: every value below Vmax, at its first position (values are at least Vmax past
    // the block Δq + 1).
    let dq = (v_max - v_min).div_ceil(s);
    let mut first_at = vec![None; v_max as usize];
    for x in 1..n0 + (dq + 1) * p {
        let v = g.at(x);
        if v < v_max && first_at[v as usize].is_none() {
            first_at[v as usize] = Some(x);
        }
    }
    let mut x0 = 0;
    for (v, at) in first_at.iter().enumerate() {
        match at {
            Some(x) => x0 = x0.max(*x),
            None if v == 0 && takes.tail_takes_all => {}
            None => return Verdict::Fails,
        }
    }
    let m1 = takes.largest_exception();
    let k = (dq + m1.div_ceil(p)).max(1);
    let q1 = k + (v_low - v_min) / s + 1;
    let mut n1 = [n0 + q1 * p, takes.tail, x0 + m1 + 1]
        .into_iter()
        .max()
        .expect("three bounds");
    if !takes.pairs.is_empty() {
        n1 = n1.max(2 * n0 + 2 * p + takes.largest_split());
    }
    if n1 + p > len {
        return Verdict::NeedsLength(n1 + p);
    }
    let m = s & s.wrapping_neg();
    let small: Vec<u64> = (1..n0 + p).filter(|&a| g.at(a) < m).collect();
    let mut band = vec![false; (k * s + 1) as usize];
    for n in n1..n1 + p {
        let f = g.at(n);
        let bottom = f - k * s;
        band.fill(false);
        let mut mark = |v: u64| {
            if (bottom..=f).contains(&v) {
                band[(v - bottom) as usize] = true;
            }
        };
        // 3: single heaps (none below the scanned ones reach the band), and splits with
        // a small part.
        let scanned = p * (k + dq + 2);
        for x in n.saturating_sub(scanned).max(1)..n {
            if takes.leaves_one(n - x) {
                mark(g.at(x));
            }
        }
        for &(take, equal) in &takes.pairs {
            for &a in &small {
                let b = n - take - a;
                if a < b || (a == b && equal) {
                    mark(g.at(a) ^ g.at(b));
                }
            }
        }
        if band[..(k * s) as usize].contains(&false) || band[(k * s) as usize] {
            return Verdict::Fails;
        }
        // 4: the other splits, by their parts' residues and the sum of their values.
        let low = |v: u64| v & (m - 1);
        for &(take, _) in &takes.pairs {
            let large_low = (1..n0 + p).filter(|&a| g.at(a) >= m);
            let by_residue = (n0 + p..n0 + 2 * p).collect::<Vec<_>>();
            for a in large_low.chain(by_residue) {
                let (x, y) = (g.at(a), g.at(n - take - a));
                let sum = x + y;
                if sum >= f && (sum - f).is_multiple_of(2) && low(x ^ y) == low(f) {
                    return Verdict::Fails;
                }
            }
        }
    }
    Verdict::Proved
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lasker_takes() -> CofiniteTakes {
        CofiniteTakes {
            tail: 1,
            tail_takes_all: true,
            singles: vec![],
            empties: vec![],
            pairs: vec![(0, true)],
        }
    }

    /// Lasker's Nim: heaps 4q + 1..=4q + 4 are worth 4q + (1, 2, 4, 3).
    fn lasker(n: u64) -> u64 {
        n.checked_sub(1)
            .map_or(0, |m| m / 4 * 4 + [1, 2, 4, 3][(m % 4) as usize])
    }

    #[test]
    fn proves_laskers_nim_from_a_few_values() {
        // The pattern must cover three periods past its start (5) before it is tried.
        let values: Vec<u64> = (0..17).map(lasker).collect();
        let proved = prove_arithmetic_period(&values, &lasker_takes()).unwrap();
        assert_eq!(
            proved,
            ArithmeticPeriod {
                preperiod: 1,
                period: 4,
                saltus: 4
            }
        );
        let base = |n: u64| values[n as usize];
        for n in [
            10_000_000,
            10_000_001,
            1_000_000_000_003,
            1_000_000_000_000_000_002,
        ] {
            assert_eq!(proved.value(n, base), Some(lasker(n)), "{n}");
        }
        assert_eq!(proved.value(u64::MAX, base), None);
        assert!(prove_arithmetic_period(&values[..16], &lasker_takes()).is_err());
    }

    #[test]
    fn a_false_pattern_is_not_proved() {
        // Lasker's values with the class 4k + 3 raised from 103 on: a pattern of period 4
        // from 100 that the game's options contradict.
        let mut values: Vec<u64> = (0..400).map(lasker).collect();
        for n in (103..400).step_by(4) {
            values[n] += 4;
        }
        assert!(prove_arithmetic_period(&values, &lasker_takes()).is_err());
        // A pattern the game's options contradict: G(n) = n with Lasker's splits.
        let values: Vec<u64> = (0..64).collect();
        assert!(prove_arithmetic_period(&values, &lasker_takes()).is_err());
    }

    #[test]
    fn apparent_patterns_need_the_later_half() {
        let values: Vec<u64> = (0..40).map(|n| n / 3 * 2 + n % 3).collect();
        assert_eq!(
            apparent_arithmetic_period(&values),
            Some(ArithmeticPeriod {
                preperiod: 0,
                period: 3,
                saltus: 2
            })
        );
        let values: Vec<u64> = (0..40).map(|n| if n < 30 { n % 5 } else { n }).collect();
        assert_eq!(apparent_arithmetic_period(&values), None);
    }
}
