//! A take-and-break game compiled for the fast kernel: for each number of tokens taken,
//! which numbers of heaps may be left. Rules are merged (a take allowed by several rules
//! gets the union of their leaves; equal parts are allowed when any rule allowing the
//! split lacks `unequal`), and conditions on k alone are evaluated once, here. Takes from
//! `tail` on are all allowed alike (an unbounded, unconditional take set), so their
//! options grow with the heap and are kept as running unions by the kernel.
//!
//! Games the plan cannot express fall back to the generic path: rules of other kinds,
//! splits into three heaps, conditions on the heap's size n, a condition on an unbounded
//! take set that does not settle ([`crate::ir::Settled`]: one that does lists the takes
//! before it settles) unless it allows finitely many takes, which are listed (`where
//! power_of_2(k)`: [`TakeSet::Listed`]; not beside an unbounded take set), too many
//! explicit takes, or a condition that fails to evaluate (the generic path reports that
//! error at the heap where it occurs).

use std::collections::BTreeMap;

use crate::ir::{Game, RuleKind, TakeSet};

/// The most explicit takes a plan lists.
const EXPLICIT_TAKES: u64 = 1 << 16;

/// What a take allows.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Leaves {
    /// The whole heap taken (k = n).
    pub none: bool,
    /// One heap of n − k left.
    pub one: bool,
    /// Two heaps left, with whether they may be of equal size.
    pub two: Option<Equal>,
}

/// Whether a split into two heaps may leave them equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Equal {
    Allowed,
    Forbidden,
}

impl Leaves {
    fn union(self, other: Leaves) -> Leaves {
        Leaves {
            none: self.none || other.none,
            one: self.one || other.one,
            two: match (self.two, other.two) {
                (Some(Equal::Allowed), _) | (_, Some(Equal::Allowed)) => Some(Equal::Allowed),
                (a, b) => a.or(b),
            },
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SplitPlan {
    /// Takes k ≥ 1 that may leave one heap, ascending.
    pub singles: Vec<u64>,
    /// Takes that may leave two heaps, ascending.
    pub pairs: Vec<(u64, Equal)>,
    /// Takes k ≥ 1 that may take the whole heap, ascending.
    pub empties: Vec<u64>,
    /// Every take from `.0` on (at least 1) allows these leaves.
    pub tail: Option<(u64, Leaves)>,
}

impl SplitPlan {
    pub(crate) fn compile(game: &Game) -> Option<SplitPlan> {
        // Explicit takes run below `explicit_end`; unbounded rules start a common tail.
        let mut explicit_end = 1u64;
        let mut listed: Vec<(u64, Leaves)> = Vec::new();
        let mut tail = Leaves::default();
        let mut has_tail = false;
        let mut rules = Vec::new();
        for rule in &game.rules {
            let RuleKind::TakeBreak {
                take,
                leave,
                unequal,
            } = &rule.kind
            else {
                return None;
            };
            if leave.allows(3) || rule.condition.as_ref().is_some_and(|c| c.uses_n) {
                return None;
            }
            let leaves = Leaves {
                none: leave.allows(0),
                one: leave.allows(1),
                two: leave.allows(2).then_some(if *unequal {
                    Equal::Forbidden
                } else {
                    Equal::Allowed
                }),
            };
            for &(low, high) in take.ranges() {
                match high {
                    Some(high) => explicit_end = explicit_end.max(high.checked_add(1)?),
                    // A condition on an unbounded take set must settle: the takes
                    // before it are listed, those after allowed alike or not at all.
                    None => match rule.condition.as_ref().map(|c| c.settled()) {
                        // A condition that allows finitely many takes lists them
                        // (`power_of_2(k)`: at most 64).
                        Some(None) => match rule.condition.as_ref().and_then(|c| c.take_set()) {
                            Some(TakeSet::Listed(takes)) => {
                                listed.extend(
                                    takes.into_iter().filter(|&k| k >= low).map(|k| (k, leaves)),
                                );
                            }
                            _ => return None,
                        },
                        Some(Some(settled)) if !settled.holds => {
                            explicit_end = explicit_end.max(low.max(settled.from));
                        }
                        settled => {
                            let from = settled.flatten().map_or(low, |s| low.max(s.from));
                            explicit_end = explicit_end.max(from);
                            tail = tail.union(leaves);
                            has_tail = true;
                        }
                    },
                }
            }
            rules.push((rule, take, leaves));
        }
        if explicit_end > EXPLICIT_TAKES || (has_tail && !listed.is_empty()) {
            return None;
        }
        let mut plan = SplitPlan {
            singles: Vec::new(),
            pairs: Vec::new(),
            empties: Vec::new(),
            tail: has_tail.then_some((explicit_end, tail)),
        };
        for k in 0..explicit_end {
            let mut leaves = Leaves::default();
            for &(rule, take, rule_leaves) in &rules {
                if !take.contains(k) {
                    continue;
                }
                let allowed = match &rule.condition {
                    Some(condition) => condition.holds(k, k).ok()?,
                    None => true,
                };
                if allowed {
                    leaves = leaves.union(rule_leaves);
                }
            }
            if k >= 1 && leaves.one {
                plan.singles.push(k);
            }
            if k >= 1 && leaves.none {
                plan.empties.push(k);
            }
            if let Some(equal) = leaves.two {
                plan.pairs.push((k, equal));
            }
        }
        // The listed takes past the explicit ones (those before are listed above).
        let mut past: BTreeMap<u64, Leaves> = BTreeMap::new();
        for (k, leaves) in listed.into_iter().filter(|&(k, _)| k >= explicit_end) {
            let entry = past.entry(k).or_default();
            *entry = entry.union(leaves);
        }
        for (k, leaves) in past {
            if leaves.one {
                plan.singles.push(k);
            }
            if leaves.none {
                plan.empties.push(k);
            }
            if let Some(equal) = leaves.two {
                plan.pairs.push((k, equal));
            }
        }
        Some(plan)
    }

    /// Whether taking all of a heap of `n` (n ≥ 1) is a move.
    pub(crate) fn takes_all(&self, n: u64) -> bool {
        self.empties.binary_search(&n).is_ok()
            || self
                .tail
                .is_some_and(|(start, leaves)| leaves.none && n >= start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Source, parse_game};

    fn plan(rules: &str) -> Option<SplitPlan> {
        let text = format!("game \"g\"\n{rules}\n");
        SplitPlan::compile(&parse_game(Source::new("g.game", text), &[]).unwrap())
    }

    #[test]
    fn octal_digits_become_leaves_per_take() {
        // 0.161: take 1 leaving nothing, take 2 leaving one or two heaps, take 3 leaving nothing.
        let p = plan("move octal 0.161").unwrap();
        assert_eq!(p.singles, vec![2]);
        assert_eq!(p.pairs, vec![(2, Equal::Allowed)]);
        assert_eq!(p.empties, vec![1, 3]);
        assert_eq!(p.tail, None);
        assert!(p.takes_all(3) && !p.takes_all(2));
    }

    #[test]
    fn rules_merge_and_unequal_yields_to_equal() {
        let p = plan("move take 0 leave 2 unequal\nmove take 0 leave 2").unwrap();
        assert_eq!(p.pairs, vec![(0, Equal::Allowed)]);
        let p = plan("move take 0 leave 2 unequal").unwrap();
        assert_eq!(p.pairs, vec![(0, Equal::Forbidden)]);
    }

    #[test]
    fn conditions_on_k_narrow_the_takes() {
        let p = plan("move take 1..6 leave 1 where k % 2 == 0").unwrap();
        assert_eq!(p.singles, vec![2, 4, 6]);
    }

    #[test]
    fn a_condition_that_allows_few_takes_lists_them() {
        let p = plan("move take 1.. where power_of_2(k)\nmove take 3 leave 0..2").unwrap();
        let powers: Vec<u64> = (0..64).map(|i| 1u64 << i).collect();
        assert_eq!(p.singles, [vec![1, 2, 3], powers[2..].to_vec()].concat());
        assert_eq!(p.pairs, vec![(3, Equal::Allowed)]);
        assert!(p.takes_all(1 << 40) && !p.takes_all(5));
        // Beside an unbounded take set the generic path answers.
        assert_eq!(
            plan("move take 1.. where power_of_2(k)\nmove take 5.."),
            None
        );
    }

    #[test]
    fn unbounded_takes_form_a_tail() {
        let p = plan("move take 3.. leave 0..2\nmove take 1 leave 1").unwrap();
        assert_eq!(p.singles, vec![1]);
        let (start, leaves) = p.tail.unwrap();
        assert_eq!(start, 3);
        assert!(leaves.none && leaves.one && leaves.two == Some(Equal::Allowed));
        assert!(p.takes_all(7) && !p.takes_all(2));
    }

    #[test]
    fn conditions_that_settle_bound_or_open_the_takes() {
        // All takes but 2 and 5: listed below 6, a tail from 6.
        let p = plan("move take 1.. where k != 2 and k != 5").unwrap();
        assert_eq!(
            (p.singles.clone(), p.empties.clone()),
            (vec![1, 3, 4], vec![1, 3, 4])
        );
        let (start, leaves) = p.tail.unwrap();
        assert_eq!(start, 6);
        assert!(leaves.one && leaves.none && leaves.two.is_none());
        // Takes up to 5 only: no tail.
        let p = plan("move take 1.. where k <= 5").unwrap();
        assert_eq!((p.singles, p.tail), (vec![1, 2, 3, 4, 5], None));
    }

    #[test]
    fn what_the_plan_cannot_express_is_refused() {
        assert_eq!(plan("move take 1 leave 3"), None);
        assert_eq!(plan("move take 1..3 where n > 4"), None);
        assert_eq!(plan("move take 2.. leave 1 where k % 2 == 0"), None);
        assert_eq!(plan("move take 1.. where k > n / 2"), None);
        assert_eq!(plan("move take 1..100000000"), None);
        assert_eq!(plan("heaps 2\nmove take 1 from all"), None);
    }
}
