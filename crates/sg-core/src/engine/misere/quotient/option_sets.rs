//! The visited states of [`super::verify::least_failure`]'s search, kept by their sets of
//! option elements (as MisereSolver keeps its states, with the stronger check of
//! [`super::verify`] on top).
//!
//! A state of a word G is (Φ(G), S(G)) with S(G) = ⋃_{t ∈ T(G)} (P : t), T(G) the
//! elements of G's options. The set S(G) takes one bit per element of the candidate
//! (10 KB for 80 000 elements), T(G) a few hundred numbers at most: so a state keeps
//! T(G), sorted, in one shared vector, and S(G) is worked out only for the state being
//! taken. A new state (x, S) is needless when a kept state (x, S′) has S′ ⊆ S, which is
//! read from T′: S′ ⊆ S exactly when (P : t) ⊆ S for every t ∈ T′, at once for the t in
//! T (T′ ⊆ T is the cheap case, and it needs no S).

use super::bits;
use super::budget::{Budget, reserve};
use super::verify::Divisors;
use crate::engine::error::EngineError;

/// States side by side: each an element and a sorted set of option elements.
pub(crate) struct OptionStates {
    elements: Vec<u32>,
    /// Where each state's option elements end in `options`.
    ends: Vec<usize>,
    options: Vec<u32>,
    /// The kept states of each element.
    by_element: Vec<Vec<u32>>,
}

impl OptionStates {
    /// No state yet, for a candidate of `size` elements.
    pub(crate) fn new(size: usize) -> OptionStates {
        OptionStates {
            elements: Vec::new(),
            ends: Vec::new(),
            options: Vec::new(),
            by_element: vec![Vec::new(); size],
        }
    }

    /// The element of state `i`.
    pub(crate) fn element(&self, i: usize) -> u32 {
        self.elements[i]
    }

    /// The option elements of state `i`, sorted.
    pub(crate) fn options(&self, i: usize) -> &[u32] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.options[start..self.ends[i]]
    }

    /// Whether a kept state of `element` has its option elements among `options` (then
    /// its set is inside this one's).
    pub(crate) fn includes_options_of(&self, element: u32, options: &[u32]) -> bool {
        self.by_element[element as usize]
            .iter()
            .any(|&i| is_sorted_subset(self.options(i as usize), options))
    }

    /// Whether a kept state of `element` has a set inside `set`, the set of `options`.
    pub(crate) fn dominated(
        &self,
        element: u32,
        options: &[u32],
        set: &[u64],
        divisors: &Divisors,
    ) -> bool {
        self.by_element[element as usize].iter().any(|&i| {
            self.options(i as usize).iter().all(|t| {
                options.binary_search(t).is_ok() || bits::is_subset(divisors.of_element(*t), set)
            })
        })
    }

    /// Keeps a state, within the memory limits (checked as each vector doubles).
    pub(crate) fn push(
        &mut self,
        element: u32,
        options: &[u32],
        budget: &Budget,
    ) -> Result<usize, EngineError> {
        grow(&mut self.options, options.len(), budget)?;
        grow(&mut self.ends, 1, budget)?;
        grow(&mut self.elements, 1, budget)?;
        self.options.extend_from_slice(options);
        self.ends.push(self.options.len());
        self.elements.push(element);
        let index = self.elements.len() - 1;
        self.by_element[element as usize].push(index as u32);
        Ok(index)
    }
}

/// Makes room for `more` items, checking the doubled vector against the memory limits
/// when it is about to double.
pub(crate) fn grow<T>(items: &mut Vec<T>, more: usize, budget: &Budget) -> Result<(), EngineError> {
    let len = items.len() + more;
    if len > items.capacity() {
        let bytes = (len.max(2 * items.capacity()) as u64).saturating_mul(size_of::<T>() as u64);
        budget.hold(bytes)?;
        budget.fits(bytes)?;
    }
    reserve(items, more)
}

/// Whether every element of the sorted `small` is in the sorted `large`.
fn is_sorted_subset(small: &[u32], large: &[u32]) -> bool {
    if small.len() > large.len() {
        return false;
    }
    let mut rest = large;
    small.iter().all(|x| match rest.binary_search(x) {
        Ok(at) => {
            rest = &rest[at + 1..];
            true
        }
        Err(_) => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_subsets() {
        assert!(is_sorted_subset(&[], &[1]));
        assert!(is_sorted_subset(&[2, 5], &[1, 2, 3, 5]));
        assert!(!is_sorted_subset(&[2, 4], &[1, 2, 3, 5]));
        assert!(!is_sorted_subset(&[1, 2], &[2]));
    }

    #[test]
    fn states_keep_their_option_elements() {
        let budget = Budget::new(u64::MAX);
        let mut states = OptionStates::new(4);
        assert_eq!(states.push(0, &[], &budget).unwrap(), 0);
        assert_eq!(states.push(3, &[1, 2], &budget).unwrap(), 1);
        assert_eq!(states.options(1), &[1, 2]);
        assert_eq!(states.element(1), 3);
        assert!(states.includes_options_of(3, &[0, 1, 2]));
        assert!(!states.includes_options_of(3, &[1]));
        assert!(!states.includes_options_of(2, &[1, 2]));
    }
}
