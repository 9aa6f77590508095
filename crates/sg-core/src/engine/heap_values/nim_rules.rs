//! Nim: a heap game whose options of n are exactly the heaps 0..n-1 has G(n) = n
//! (Bouton). Recognised from the rules, whatever the game is called.

use crate::ir::{Game, NumberSet, Rule, RuleKind};

/// Every rule takes from one heap without splitting or conditions, and together the rules
/// let a heap of any size n become any smaller heap, 0 included.
pub(crate) fn is_nim(game: &Game) -> bool {
    are_nim_rules(&game.rules)
}

/// The rules are Nim's moves on one heap: take-and-break without splits or conditions,
/// together taking any positive number, leaving one heap or none.
pub(crate) fn are_nim_rules<'r>(rules: impl IntoIterator<Item = &'r Rule>) -> bool {
    let mut leave_one = Vec::new();
    let mut leave_none = Vec::new();
    for rule in rules {
        let RuleKind::TakeBreak { take, leave, .. } = &rule.kind else {
            return false;
        };
        if leave.splits() || rule.condition.is_some() {
            return false;
        }
        if leave.allows(1) {
            leave_one.extend_from_slice(take.ranges());
        }
        if leave.allows(0) {
            leave_none.extend_from_slice(take.ranges());
        }
    }
    covers_all_positive(leave_one) && covers_all_positive(leave_none)
}

/// The union of the ranges holds every positive integer.
pub(crate) fn covers_all_positive(ranges: Vec<(u64, Option<u64>)>) -> bool {
    let union = NumberSet::from_ranges(ranges);
    union
        .ranges()
        .iter()
        .any(|&(low, high)| low <= 1 && high.is_none())
}
