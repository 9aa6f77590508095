//! Validated sets of non-negative integers: a sorted union of disjoint inclusive ranges,
//! the last of which may be unbounded.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NumberSet {
    /// Sorted, disjoint, non-adjacent `(low, high)` ranges; `high = None` is unbounded.
    ranges: Vec<(u64, Option<u64>)>,
}

impl NumberSet {
    /// Builds the union of the given inclusive ranges (each with `low <= high`).
    pub(crate) fn from_ranges(mut ranges: Vec<(u64, Option<u64>)>) -> NumberSet {
        ranges.sort_by_key(|&(low, _)| low);
        let mut merged: Vec<(u64, Option<u64>)> = Vec::with_capacity(ranges.len());
        for (low, high) in ranges {
            if let Some(last) = merged.last_mut() {
                let touches = match last.1 {
                    None => true,
                    Some(h) => low <= h.saturating_add(1),
                };
                if touches {
                    last.1 = match (last.1, high) {
                        (Some(a), Some(b)) => Some(a.max(b)),
                        _ => None,
                    };
                    continue;
                }
            }
            merged.push((low, high));
        }
        NumberSet { ranges: merged }
    }

    pub(crate) fn contains(&self, value: u64) -> bool {
        self.ranges
            .iter()
            .any(|&(low, high)| low <= value && high.is_none_or(|h| value <= h))
    }

    /// The smallest member (0 for the empty set).
    pub(crate) fn min(&self) -> u64 {
        self.ranges.first().map_or(0, |r| r.0)
    }

    /// The largest member, or `None` when the set is unbounded.
    pub(crate) fn max(&self) -> Option<u64> {
        self.ranges.last().and_then(|r| r.1)
    }

    /// Whether the set is exactly `{value}`.
    pub(crate) fn is_only(&self, value: u64) -> bool {
        self.ranges == [(value, Some(value))]
    }

    /// The members `<= limit`, in increasing order.
    pub(crate) fn iter_upto(&self, limit: u64) -> impl Iterator<Item = u64> + '_ {
        self.ranges
            .iter()
            .take_while(move |&&(low, _)| low <= limit)
            .flat_map(move |&(low, high)| low..=high.map_or(limit, |h| h.min(limit)))
    }

    /// The ranges, for closed-form recognition.
    pub(crate) fn ranges(&self) -> &[(u64, Option<u64>)] {
        &self.ranges
    }
}

impl fmt::Display for NumberSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let item = |&(low, high): &(u64, Option<u64>)| match high {
            Some(h) if h == low => low.to_string(),
            Some(h) => format!("{low}..{h}"),
            None => format!("{low}.."),
        };
        match self.ranges.as_slice() {
            [one] => write!(f, "{}", item(one)),
            many => {
                let items: Vec<String> = many.iter().map(item).collect();
                write!(f, "{{{}}}", items.join(", "))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merges_and_prints() {
        let set = NumberSet::from_ranges(vec![(4, Some(4)), (1, Some(1)), (3, Some(3))]);
        assert_eq!(set.to_string(), "{1, 3..4}");
        assert!(set.contains(3) && !set.contains(2));
        assert_eq!(set.max(), Some(4));
        let open = NumberSet::from_ranges(vec![(1, None), (5, Some(9))]);
        assert_eq!(open.to_string(), "1..");
        assert_eq!(open.max(), None);
        assert_eq!(open.iter_upto(3).collect::<Vec<_>>(), vec![1, 2, 3]);
        assert_eq!(set.iter_upto(100).collect::<Vec<_>>(), vec![1, 3, 4]);
        assert_eq!(
            NumberSet::from_ranges(vec![(u64::MAX, None)])
                .iter_upto(5)
                .count(),
            0
        );
    }
}
