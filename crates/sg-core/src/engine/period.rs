//! Periodicity of heap-game values, proved by the octal periodicity theorem (Guy–Smith):
//! for a take-and-break game whose moves take at most `t` tokens and leave at most two
//! heaps, if G(n + p) = G(n) for all n0 <= n < 2·n0 + p + t, then G(n + p) = G(n) for
//! every n >= n0. The proof pairs a split a + b of n + p with the split a + (b − p) of n,
//! which needs b − p >= 1: so the range is checked from n0 but with n0 at least 1 in its
//! bound (octal 0.4 has G = 0, 0, 0, 1: period 1 is not proved by G(0..3)). The search
//! reports the smallest period and, for it, the smallest preperiod.

/// G(n + period) = G(n) for every n >= preperiod.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// The first n from which G(n + period) = G(n).
    pub preperiod: u64,
    /// The period.
    pub period: u64,
}

impl Period {
    /// The index below `preperiod + period` whose value equals G(n).
    pub fn reduce(&self, n: u64) -> u64 {
        if n < self.preperiod + self.period {
            n
        } else {
            self.preperiod + (n - self.preperiod) % self.period
        }
    }
}

/// The smallest period the theorem proves from `values` (G(0), G(1), …) for a game whose
/// moves take at most `max_take` tokens, or `None` when the values do not prove one yet.
pub fn prove_period<V: Copy + Eq>(values: &[V], max_take: u64) -> Option<Period> {
    let len = values.len() as u64;
    let t = max_take;
    for p in 1..len {
        let n0 = first_periodic_index(values, p);
        // The theorem needs G(n + p) = G(n) for n0 <= n < 2·max(n0, 1) + p + t, so values
        // up to index 2·max(n0, 1) + 2p + t - 1 must be known.
        let needed = 2u128 * u128::from(n0.max(1)) + 2 * u128::from(p) + u128::from(t);
        if needed <= u128::from(len) {
            return Some(canonical(
                values,
                Period {
                    preperiod: n0,
                    period: p,
                },
            ));
        }
    }
    None
}

/// The least n0 such that G(n + p) = G(n) for all n0 <= n with n + p inside `values`.
fn first_periodic_index<V: Copy + Eq>(values: &[V], p: u64) -> u64 {
    let p = p as usize;
    (p..values.len())
        .rev()
        .find(|&i| values[i] != values[i - p])
        .map_or(0, |i| (i - p + 1) as u64)
}

/// The least period and preperiod, given a proved one: a proved period's divisors that
/// also hold over one whole period hold forever; returns the smallest, with its own least
/// preperiod.
pub(crate) fn canonical<V: Copy + Eq>(values: &[V], proved: Period) -> Period {
    let p = proved.period;
    for d in (1..p).filter(|&d| p.is_multiple_of(d)) {
        let start = proved.preperiod as usize;
        let end = start + p as usize;
        let d_usize = d as usize;
        if end + d_usize <= values.len() && (start..end).all(|n| values[n + d_usize] == values[n]) {
            return Period {
                preperiod: first_periodic_index(values, d),
                period: d,
            };
        }
    }
    proved
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proves_bash_game_period() {
        // Take 1..3: G(n) = n mod 4.
        let values: Vec<u32> = (0..40).map(|n| n % 4).collect();
        assert_eq!(
            prove_period(&values, 3),
            Some(Period {
                preperiod: 0,
                period: 4
            })
        );
    }

    #[test]
    fn too_few_values_prove_nothing() {
        let values: Vec<u32> = (0..6).map(|n| n % 4).collect();
        assert_eq!(prove_period(&values, 3), None);
    }

    #[test]
    fn splits_need_the_range_from_one() {
        // Octal 0.4 (take 1, leave two heaps): G = 0, 0, 0, 1, 1, 2, …
        assert_eq!(prove_period(&[0u32, 0, 0], 1), None);
    }

    #[test]
    fn finds_preperiod_and_reduces() {
        let mut values: Vec<u32> = vec![5, 6, 7];
        values.extend((0..60).map(|n| n % 3));
        let period = prove_period(&values, 1).unwrap();
        assert_eq!(
            period,
            Period {
                preperiod: 3,
                period: 3
            }
        );
        assert_eq!(
            values[period.reduce(1_000_000) as usize],
            ((1_000_000 - 3) % 3) as u32
        );
    }
}
