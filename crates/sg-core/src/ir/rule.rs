//! Validated move rules. Every form of the language lowers to one of four kinds; an
//! octal code lowers to one take-and-break rule per non-zero digit.

use std::fmt;

use super::condition::Condition;
use super::number_set::NumberSet;
use crate::span::Span;

/// Which numbers of heaps a take-and-break move may leave: bit `j` allows `j` heaps (0..=3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct LeaveSet(u8);

impl LeaveSet {
    pub(crate) const MAX_HEAPS: u64 = 3;

    pub(crate) fn from_bits(bits: u8) -> LeaveSet {
        LeaveSet(bits & 0b1111)
    }

    pub(crate) fn bits(self) -> u8 {
        self.0
    }

    pub(crate) fn allows(self, heaps: u64) -> bool {
        heaps <= Self::MAX_HEAPS && self.0 & (1 << heaps) != 0
    }

    /// The numbers of heaps allowed, in increasing order.
    pub(crate) fn counts(self) -> impl Iterator<Item = u64> {
        (0..=Self::MAX_HEAPS).filter(move |&j| self.allows(j))
    }

    /// Whether a move may split what is left into two or more heaps.
    pub(crate) fn splits(self) -> bool {
        self.0 & 0b1100 != 0
    }
}

impl fmt::Display for LeaveSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ranges = self.counts().map(|j| (j, Some(j))).collect();
        write!(f, "{}", NumberSet::from_ranges(ranges))
    }
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum RuleKind {
    /// Take k ∈ `take` from one heap and leave the rest as j non-empty heaps, j ∈ `leave`
    /// (with `unequal`, of pairwise different sizes). In a position of fixed shape
    /// (`heaps N`, `heaps ordered`) leaving 0 heaps leaves an empty heap in place.
    TakeBreak {
        take: NumberSet,
        leave: LeaveSet,
        unequal: bool,
    },
    /// Take the same k ∈ `take` from every heap.
    FromAll { take: NumberSet },
    /// Choose j ∈ `heaps` different heaps and take some k ∈ `take` from each.
    FromSeveral { take: NumberSet, heaps: NumberSet },
    /// Move k ∈ `take` tokens from heap i to heap i − `distance` (1-based); tokens
    /// carried below heap 1 leave the game.
    Shift { take: NumberSet, distance: u64 },
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Rule {
    pub kind: RuleKind,
    pub condition: Option<Condition>,
    /// Where the rule was written.
    pub span: Span,
    /// The condition as written, for display.
    pub condition_text: Option<String>,
    /// Where the condition allows only listed takes (`power_of_2(k)`), those of `take`
    /// among them: the only takes worth trying.
    pub listed_takes: Option<NumberSet>,
}

impl Rule {
    /// The tokens each move takes, whatever the kind.
    pub(crate) fn take(&self) -> &NumberSet {
        match &self.kind {
            RuleKind::TakeBreak { take, .. }
            | RuleKind::FromAll { take }
            | RuleKind::FromSeveral { take, .. }
            | RuleKind::Shift { take, .. } => take,
        }
    }

    /// The takes worth trying: the listed ones where the condition lists them, else all
    /// of `take`.
    pub(crate) fn takes_tried(&self) -> &NumberSet {
        self.listed_takes.as_ref().unwrap_or_else(|| self.take())
    }

    /// Whether every move of this rule changes one heap only and leaves the others as they
    /// are, so that the Sprague–Grundy theorem applies.
    pub(crate) fn is_local(&self) -> bool {
        matches!(self.kind, RuleKind::TakeBreak { .. })
    }

    /// The most tokens one move takes from a heap, or `None` when unbounded.
    pub(crate) fn max_take(&self) -> Option<u64> {
        self.take().max()
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            RuleKind::TakeBreak {
                take,
                leave,
                unequal,
            } => {
                write!(f, "take {take} leave {leave}")?;
                if *unequal {
                    write!(f, " unequal")?;
                }
            }
            RuleKind::FromAll { take } => write!(f, "take {take} from all")?,
            RuleKind::FromSeveral { take, heaps } => write!(f, "take {take} from {heaps} heaps")?,
            RuleKind::Shift { take, distance } => write!(f, "shift {take} by {distance}")?,
        }
        if let Some(text) = &self.condition_text {
            write!(f, " where {text}")?;
        }
        Ok(())
    }
}
