//! The arithmetic-periodicity theorem checked as values arrive, for games whose plan has
//! the theorem's shape ([`CofiniteTakes`]: a tail of takes that leave one heap, splits
//! only by bounded takes). The check runs when the length doubles, or sooner when a
//! candidate said how many values it needs; each run costs about the values' length, so a
//! value costs O(1) amortized.

use super::plan::SplitPlan;
use crate::engine::arithmetic_period::{ArithmeticPeriod, CofiniteTakes, prove_arithmetic_period};

/// The first length at which the check runs.
const FIRST_CHECK: u64 = 16;

pub struct ArithmeticWatch {
    takes: CofiniteTakes,
    next_check: u64,
}

impl ArithmeticWatch {
    /// A watch for games the theorem covers, from their plan.
    pub fn for_plan(plan: &SplitPlan) -> Option<ArithmeticWatch> {
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
        })
    }

    /// The game's takes, as the theorem sees them.
    pub fn takes(&self) -> &CofiniteTakes {
        &self.takes
    }

    /// Call after each new value; the proved arithmetic period once there is one.
    pub fn observe<V: Copy + Into<u64>>(&mut self, values: &[V]) -> Option<ArithmeticPeriod> {
        let len = values.len() as u64;
        if len < self.next_check {
            return None;
        }
        match prove_arithmetic_period(values, &self.takes) {
            Ok(proved) => Some(proved),
            Err(wanted) => {
                let doubled = len.saturating_mul(2);
                self.next_check = if wanted > len {
                    wanted.min(doubled)
                } else {
                    doubled
                };
                None
            }
        }
    }
}
