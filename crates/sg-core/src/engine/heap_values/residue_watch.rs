//! The period of a subtraction game whose takes a number-theoretic condition gives
//! (`take 1.. where power_of_2(k)`, `where prime(k)`, `where k % 6 == 1`), proved from the
//! residues of its take set, checked as values arrive.
//!
//! The theorem. Let every rule take k ∈ S from one heap and leave one heap (a rule that
//! may also take the whole heap, `take K`, does so for the same k), and let p be a period.
//! For each residue c modulo p let m_c be the least take ≡ c (none if S has no such take),
//! and M the largest m_c. For n > M the options of n are the heaps n − s, s ∈ S, s < n,
//! whose residues modulo p are n − c for exactly the residues c that S has, each reached by
//! m_c < n (taking the whole heap, n ∈ S, gives heap 0, which n − m_c with c ≡ n already
//! gives).
//!
//! - Preperiod 0. If G(i) = G(i mod p) for every i < V with V ≥ M + p + 1, then for every n
//!   ≥ V the options' values are G((n − c) mod p) for those c: a set that depends on n mod p
//!   only, so G(n) = G(n − p), and by induction G is periodic from 0.
//! - Preperiod n0 > 0, when every rule's takes are periodic (period L, no primes) or
//!   bounded by B. Options n − s < n0 now count too: the heaps j < n0 with n − j ∈ S, and n
//!   itself in S, which for n past B + n0 depend on n modulo L only; so with Q = lcm(L, p),
//!   for n ≥ n0 + M + Q the options of n and of n − Q have the same values and G(n) = G(n −
//!   Q). If G(i) = G(i − p) for n0 + p ≤ i < V with V ≥ max(n0 + M + Q + p, B + n0 + Q + 1),
//!   then for n ≥ V: G(n) = G(n − Q) = G(n − p), the second step from the values below n.
//!   (B counts the least take of an unbounded set too: below it, membership is not
//!   periodic.)
//!
//! The residues come from the rules' take sets ([`TakeSet`]): a listed set is read off;
//! a periodic one (period L) has in each residue class modulo p the least member found
//! among its first lcm(L, p) takes; primes passing a periodic condition are, by
//! Dirichlet's theorem, in every class a modulo lcm(L, p) with gcd(a, lcm) = 1 that
//! passes it (infinitely many), and otherwise only the prime dividing the modulus; the
//! least prime of each class is found by trying the takes in order. A class whose least
//! take is not found within [`MOST_TRIED`] takes leaves that period unproved.

use crate::engine::period::Period;
use crate::ir::{Condition, Expr, Game, RuleKind, TakeSet, is_prime};
use crate::span::Span;

/// The most takes tried to find the least take of each residue class.
const MOST_TRIED: u64 = 1 << 24;

/// The largest period the watch looks for.
const MOST_PERIOD: u64 = 1 << 10;

/// One rule's takes: its ranges and what its condition allows.
struct RuleTakes {
    ranges: Vec<(u64, Option<u64>)>,
    set: TakeSet,
}

/// The take sets of a subtraction game, as the theorem needs them.
pub(crate) struct ResidueTakes {
    rules: Vec<RuleTakes>,
}

impl ResidueTakes {
    /// The game's takes, where the theorem applies and is needed: every rule takes and
    /// leaves one heap (or may take it all as well), with no condition on the heap's size,
    /// and some rule's condition is number-theoretic (a take set the module note lists);
    /// a rule without a condition takes all of its take set.
    pub(crate) fn of(game: &Game) -> Option<ResidueTakes> {
        let mut rules = Vec::new();
        let mut number_theoretic = false;
        for rule in &game.rules {
            let RuleKind::TakeBreak { take, leave, .. } = &rule.kind else {
                return None;
            };
            if !leave.allows(1) || leave.allows(2) || leave.allows(3) {
                return None;
            }
            let set = match &rule.condition {
                None => TakeSet::Periodic {
                    period: 1,
                    primes: false,
                    periodic: Condition {
                        expr: Expr::Int(1),
                        span: Span::default(),
                        uses_n: false,
                    },
                },
                Some(condition) if condition.settled().is_some() => return None,
                Some(condition) => {
                    number_theoretic = true;
                    condition.take_set()?
                }
            };
            rules.push(RuleTakes {
                ranges: take.ranges().to_vec(),
                set,
            });
        }
        number_theoretic.then_some(ResidueTakes { rules })
    }

    /// For a preperiod: B and L such that past B whether a rule allows a take k depends
    /// on k modulo L only: B is the largest take of the bounded take sets and the least
    /// of the unbounded ones, L the period of the unbounded ones; `None` where a take set
    /// is primes.
    pub(crate) fn bounds(&self) -> Option<(u64, u64)> {
        let (mut most, mut period) = (0u64, 1u64);
        for rule in &self.rules {
            for &(low, high) in &rule.ranges {
                match (&rule.set, high) {
                    (TakeSet::Periodic { primes: true, .. }, _) => return None,
                    (TakeSet::Listed(takes), _) => {
                        let last = takes
                            .iter()
                            .copied()
                            .filter(|&k| high.is_none_or(|h| k <= h));
                        most = most.max(last.max().unwrap_or(0));
                    }
                    (TakeSet::Periodic { .. }, Some(high)) => most = most.max(high),
                    (TakeSet::Periodic { period: l, .. }, None) => {
                        most = most.max(low);
                        period = lcm(period, *l)?;
                    }
                }
            }
        }
        Some((most, period))
    }

    /// For period p: the least take in each residue class modulo p (`None` where S has
    /// none), or `None` where one is not found within the takes tried.
    fn least_in_classes(&self, p: u64) -> Option<Vec<Option<u64>>> {
        let mut least: Vec<Option<u64>> = vec![None; p as usize];
        let mut found = |k: u64| {
            let c = (k % p) as usize;
            least[c] = Some(least[c].map_or(k, |m| m.min(k)));
        };
        for rule in &self.rules {
            for &(low, high) in &rule.ranges {
                let low = low.max(1);
                let high = high.unwrap_or(u64::MAX);
                if low > high {
                    continue;
                }
                match &rule.set {
                    TakeSet::Listed(takes) => takes
                        .iter()
                        .filter(|&&k| (low..=high).contains(&k))
                        .for_each(|&k| found(k)),
                    TakeSet::Periodic {
                        period,
                        primes: false,
                        periodic,
                    } => {
                        // Every class the set has shows among its first lcm(L, p) takes.
                        let span = lcm(*period, p)?;
                        let last = high.min(low.saturating_add(span - 1));
                        for k in low..=last {
                            if periodic.holds(k, k).ok()? {
                                found(k);
                            }
                        }
                    }
                    TakeSet::Periodic {
                        period,
                        primes: true,
                        periodic,
                    } => {
                        let modulus = lcm(*period, p)?;
                        let mut wanted = prime_classes(modulus, p, periodic, (low, high))?;
                        let last = high.min(low.saturating_add(MOST_TRIED));
                        let mut k = low;
                        while wanted.iter().any(|&w| w) && k <= last {
                            if wanted[(k % p) as usize] && periodic.holds(k, k).ok()? && is_prime(k)
                            {
                                wanted[(k % p) as usize] = false;
                                found(k);
                            }
                            k += 1;
                        }
                        // A class of primes not found within the range tried is unknown,
                        // unless the whole range was tried.
                        if wanted.iter().any(|&w| w) && last < high {
                            return None;
                        }
                    }
                }
            }
        }
        Some(least)
    }
}

/// For a game the theorem applies to with no take set of primes, and period p: (B, Q)
/// such that the takes k > B that leave a heap of the periodic range fall into classes
/// modulo Q = lcm(L, p) whose members all make moves of the same kind to heaps of the
/// same value (which rules allow k depends on k modulo L past B).
pub(crate) fn take_classes(game: &Game, p: u64) -> Option<(u64, u64)> {
    let (most, period) = ResidueTakes::of(game)?.bounds()?;
    Some((most, lcm(period, p)?))
}

/// The residue classes modulo p in which a range holds primes passing `periodic`, by
/// Dirichlet's theorem: the classes a modulo `modulus` (a multiple of p and of the
/// condition's period) prime to it that pass, and the primes dividing the modulus that
/// are in the range and pass.
fn prime_classes(
    modulus: u64,
    p: u64,
    periodic: &Condition,
    (low, high): (u64, u64),
) -> Option<Vec<bool>> {
    let mut wanted = vec![false; p as usize];
    for a in 1..=modulus {
        let divisor = gcd(a, modulus);
        let passes = |k: u64| periodic.holds(k, k);
        if divisor == 1 {
            // Infinitely many primes, so some in an unbounded range; a bounded one is
            // tried whole or not at all.
            if passes(a).ok()? {
                wanted[(a % p) as usize] = true;
            }
        } else if divisor == a && is_prime(a) && (low..=high).contains(&a) && passes(a).ok()? {
            // The one prime of its class: a itself, dividing the modulus.
            wanted[(a % p) as usize] = true;
        }
    }
    Some(wanted)
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn lcm(a: u64, b: u64) -> Option<u64> {
    (a / gcd(a, b)).checked_mul(b).filter(|&l| l <= 1 << 26)
}

/// The theorem checked as values arrive: for each period p up to [`MOST_PERIOD`] the last
/// i with G(i) ≠ G(i − p); the least period whose run has been seen twice is proved once
/// the values reach the length the theorem needs for it.
pub(crate) struct ResidueWatch {
    takes: ResidueTakes,
    /// At index p, the last i with G(i) ≠ G(i − p), plus one (0: none).
    mismatch: Vec<usize>,
    /// M for each period looked at (`None`: a class's least take was not found).
    reach: hashbrown::HashMap<u64, Option<u64>>,
    /// The values the current candidate needs, once known.
    needs: Option<u64>,
}

impl ResidueWatch {
    pub(crate) fn new(takes: ResidueTakes) -> ResidueWatch {
        ResidueWatch {
            takes,
            mismatch: vec![0; MOST_PERIOD as usize + 1],
            reach: hashbrown::HashMap::new(),
            needs: None,
        }
    }

    /// The values needed to prove the current candidate, once known (for the search's
    /// length).
    pub(crate) fn needs(&self) -> Option<u64> {
        self.needs
    }

    /// Call after each new value; the proved period once there is one.
    pub(crate) fn observe<V: Copy + Eq>(&mut self, values: &[V]) -> Option<Period> {
        let len = values.len();
        let newest = len - 1;
        for p in 1..=newest.min(MOST_PERIOD as usize) {
            if values[newest] != values[newest - p] {
                self.mismatch[p] = newest + 1;
            }
        }
        // The least period seen twice after its preperiod.
        let (p, preperiod) = (1..=(len / 2).min(MOST_PERIOD as usize)).find_map(|p| {
            let preperiod = self.mismatch[p].saturating_sub(p);
            (len >= preperiod + 2 * p).then_some((p as u64, preperiod as u64))
        })?;
        let takes = &self.takes;
        let reach = *self.reach.entry(p).or_insert_with(|| {
            let least = takes.least_in_classes(p)?;
            Some(least.into_iter().flatten().max().unwrap_or(0))
        });
        let needed = match preperiod {
            0 => reach?.checked_add(p + 1)?,
            n0 => {
                let (most, period) = self.takes.bounds()?;
                let q = lcm(period, p)?;
                let from_residues = n0.checked_add(reach?)?.checked_add(q)?.checked_add(p)?;
                let past_bounded = most.checked_add(n0)?.checked_add(q)?.checked_add(1)?;
                from_residues.max(past_bounded)
            }
        };
        self.needs = Some(needed);
        (len as u64 >= needed).then_some(Period {
            preperiod,
            period: p,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::game_of_rules as game;

    /// G(0..len) by the plain mex over the rules' moves.
    fn searched(rules: &str, len: u64) -> Vec<u64> {
        let game = game(rules);
        let mut values: Vec<u64> = Vec::new();
        for n in 0..len {
            let mut options = Vec::new();
            game.heap_options(n, &mut |_, _, parts| {
                options.push(parts.iter().fold(0, |x, &h| x ^ values[h as usize]));
            })
            .unwrap();
            values.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        values
    }

    /// The brute-force twin of the theorem: for each game, the period the watch proves
    /// from the first values (preperiod and period, as expected; none where the values
    /// have none or the theorem cannot tell) holds on the values searched far beyond.
    #[test]
    fn periods_proved_from_residues_hold_far_beyond() {
        for (rules, expected) in [
            ("move take 1.. where power_of_2(k)", Some((0, 3))),
            (
                "move take 1.. where power_of_2(k) and k != 2",
                Some((0, 12)),
            ),
            ("move take 1.. where prime(k)", None),
            ("move take 1.. where prime(k)\nmove take 1", Some((0, 4))),
            ("move take 1.. where k % 2 == 1", Some((0, 2))),
            ("move take 1.. where divides(3, k) or k % 6 == 1", None),
            ("move take 1.. leave 1 where prime(k)", None),
            (
                "move take 1.. where prime(k) and k % 4 == 1\nmove take 1",
                Some((0, 2)),
            ),
            (
                "move take 1.. where k % 6 == 1 or k % 6 == 5\nmove take {2, 3}",
                Some((0, 4)),
            ),
            ("move take 1.. where divides(3, k + 2)", Some((2, 3))),
            (
                "move take 1.. where k % 5 == 2 or k % 5 == 3\nmove take 1..4",
                Some((0, 5)),
            ),
            ("move take 2.. where k % 4 != 1", None),
        ] {
            let reference = searched(rules, 2000);
            let mut watch = ResidueWatch::new(ResidueTakes::of(&game(rules)).expect(rules));
            let proved = (1..=reference.len())
                .find_map(|len| watch.observe(&reference[..len]).map(|p| (len, p)));
            assert_eq!(
                proved.map(|(_, p)| (p.preperiod, p.period)),
                expected,
                "{rules}"
            );
            let Some((len, period)) = proved else {
                continue;
            };
            assert!(len < 100, "{rules}: proved only at {len}");
            for (n, &v) in reference.iter().enumerate() {
                assert_eq!(
                    v,
                    reference[period.reduce(n as u64) as usize],
                    "{rules} at {n}"
                );
            }
        }
        // The theorem is not claimed where it does not apply.
        assert!(ResidueTakes::of(&game("move take 1.. where k <= 5")).is_none());
        assert!(ResidueTakes::of(&game("move take 1.. leave 0..2 where prime(k)")).is_none());
        assert!(ResidueTakes::of(&game("move take 1.. where prime(n - k)")).is_none());
    }

    /// The brute-force twin on many small games: rule sets drawn from number-theoretic,
    /// bounded, late-starting and listed takes (with a preperiod or without); every period
    /// the watch proves holds on all the values searched far beyond it.
    #[test]
    fn proved_periods_of_random_rule_sets_hold() {
        let pool = [
            "move take 1.. where k % 2 == 1",
            "move take 1.. where k % 3 != 0",
            "move take 4.. where k % 3 == 1",
            "move take 9.. where k % 4 == 2",
            "move take 2.. where divides(3, k + 1)",
            "move take 1..7 where k % 2 == 0",
            "move take 3..20 where k % 5 != 1",
            "move take 1.. where prime(k)",
            "move take 5.. where prime(k) and k % 4 == 3",
            "move take 1.. where power_of_2(k)",
            "move take 1.. leave 0..1 where k % 4 == 3",
            "move take {1, 4}",
            "move take 2..3",
            "move take 6",
        ];
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |bound: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound as u64) as usize
        };
        let mut proved_count = 0;
        for _ in 0..100 {
            let rules: Vec<&str> = (0..1 + next(3)).map(|_| pool[next(pool.len())]).collect();
            let rules = rules.join("\n");
            let Some(takes) = ResidueTakes::of(&game(&rules)) else {
                continue;
            };
            let reference = searched(&rules, 1000);
            let mut watch = ResidueWatch::new(takes);
            let Some(period) =
                (1..=reference.len()).find_map(|len| watch.observe(&reference[..len]))
            else {
                continue;
            };
            proved_count += 1;
            for (n, &v) in reference.iter().enumerate() {
                assert_eq!(
                    v,
                    reference[period.reduce(n as u64) as usize],
                    "{rules} at {n}: {period:?}"
                );
            }
        }
        assert!(proved_count > 30, "only {proved_count} periods proved");
    }
}
