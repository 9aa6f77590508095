//! The arithmetic-periodicity theorem checked as values arrive, for games whose plan has
//! the theorem's shape ([`CofiniteTakes`]: a tail of takes that leave one heap, splits
//! only by bounded takes). The check runs when the length doubles, or sooner when a
//! candidate said how many values it needs; each run costs about the values' length, so a
//! value costs O(1) amortized.

use super::plan::SplitPlan;
use crate::engine::arithmetic_period::{ArithmeticPeriod, CofiniteTakes, prove_arithmetic_period};

/// The first length at which the check runs.
const FIRST_CHECK: u64 = 16;

pub(crate) struct ArithmeticWatch {
    takes: CofiniteTakes,
    next_check: u64,
    proved: Option<ArithmeticPeriod>,
}

impl ArithmeticWatch {
    /// A watch for games the theorem covers, from their plan.
    pub(crate) fn for_plan(plan: &SplitPlan) -> Option<ArithmeticWatch> {
        let (tail, leaves) = plan.tail?;
        if !leaves.one || leaves.two.is_some() {
            return None;
        }
        Some(ArithmeticWatch {
            takes: CofiniteTakes {
                tail,
                tail_takes_all: leaves.none,
                singles: plan.singles.clone(),
                empties: plan.empties.clone(),
                pairs: plan
                    .pairs
                    .iter()
                    .map(|&(k, equal)| (k, equal == super::plan::Equal::Allowed))
                    .collect(),
            },
            next_check: FIRST_CHECK,
            proved: None,
        })
    }

    /// The game's takes, as the theorem sees them.
    pub(crate) fn takes(&self) -> &CofiniteTakes {
        &self.takes
    }

    /// The arithmetic period, once proved.
    pub(crate) fn proved(&self) -> Option<ArithmeticPeriod> {
        self.proved
    }

    /// Call after each new value (until a period is proved).
    pub(crate) fn observe<V: Copy + Into<u64>>(&mut self, values: &[V]) {
        let len = values.len() as u64;
        if len < self.next_check || self.proved.is_some() {
            return;
        }
        match prove_arithmetic_period(values, &self.takes) {
            Ok(proved) => self.proved = Some(proved),
            Err(wanted) => {
                let doubled = len.saturating_mul(2);
                self.next_check = if wanted > len {
                    wanted.min(doubled)
                } else {
                    doubled
                };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{HeapValues, random_source};
    use crate::ir::Game;
    use crate::load::game_of_rules as game;

    /// Heaps on which every proof is checked against the values computed one by one.
    const CHECKED: u64 = 3000;

    /// G(0..len) by the generic mex over every option, with no theorem.
    fn slow_values(game: &Game, len: u64) -> Vec<u64> {
        let mut table = HeapValues::with_tuning(game, None);
        table.watch = None;
        table.arithmetic_watch = None;
        table.extend(game, len, len).unwrap();
        (0..len).map(|n| table.computed(n)).collect()
    }

    /// Rules of all-but-finitely-many takes: the takes leaving one heap miss a few, the
    /// whole heap may be taken always, never or for a few sizes, and (with `splits`) a few
    /// bounded takes split the rest in two.
    fn random_rules(random: &mut impl FnMut() -> u64, splits: bool) -> String {
        let excluded: Vec<String> = (0..random() % 4)
            .map(|_| format!("k != {}", 1 + random() % 7))
            .collect();
        let condition = if excluded.is_empty() {
            String::new()
        } else {
            format!(" where {}", excluded.join(" and "))
        };
        let mut rules = match random() % 3 {
            0 => format!("move take 1..{condition}"),
            1 => format!("move take 1.. leave 1{condition}\nmove take {{1, 3}} leave 0"),
            _ => format!("move take 1.. leave 1{condition}"),
        };
        if splits {
            for _ in 0..1 + random() % 2 {
                let take = random() % 4;
                let unequal = if random().is_multiple_of(3) {
                    " unequal"
                } else {
                    ""
                };
                rules += &format!("\nmove take {take} leave 2{unequal}");
            }
        }
        rules
    }

    /// Random games of a kind until `wanted` of them have a proved arithmetic period, each
    /// proof checked against the slow values (about one game in three with splits is
    /// proved from 3000 values; the others look aperiodic there, or have long periods).
    fn check_random_proofs(seed: u64, splits: bool, wanted: usize) {
        let mut random = random_source(seed);
        let mut proved = Vec::new();
        let mut tried = Vec::new();
        while proved.len() < wanted && tried.len() < 10 * wanted {
            let rules = random_rules(&mut random, splits);
            tried.push(rules.clone());
            let game = game(&rules);
            let mut values = HeapValues::new(&game);
            if values.is_nim() {
                continue;
            }
            assert!(values.cofinite_takes().is_some(), "{rules}");
            values.extend(&game, CHECKED, CHECKED).unwrap();
            let Some(period) = values.arithmetic_period() else {
                continue;
            };
            let slow = slow_values(&game, CHECKED);
            for (n, &expected) in slow.iter().enumerate() {
                assert_eq!(
                    values.known(n as u64),
                    Ok(Some(expected)),
                    "{rules}: {period:?} at {n}"
                );
            }
            proved.push(rules);
        }
        assert_eq!(proved.len(), wanted, "proved only {proved:?} of {tried:?}");
    }

    #[test]
    fn all_but_subtraction_proofs_match_the_slow_values() {
        check_random_proofs(0xA11_B07, false, 25);
    }

    #[test]
    fn lasker_like_proofs_match_the_slow_values() {
        check_random_proofs(0x1A5_CE5, true, 25);
    }
}
