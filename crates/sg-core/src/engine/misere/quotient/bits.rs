//! Sets of monoid elements as bit vectors: `words(size)` 64-bit words, element x at bit
//! x % 64 of word x / 64. The verification keeps many of them side by side in one flat
//! vector, so these work on slices.

/// The words a set of elements below `size` takes.
pub(crate) fn words(size: usize) -> usize {
    size.div_ceil(64)
}

#[inline]
pub(crate) fn contains(set: &[u64], x: u32) -> bool {
    set[x as usize / 64] >> (x % 64) & 1 == 1
}

#[inline]
pub(crate) fn insert(set: &mut [u64], x: u32) {
    set[x as usize / 64] |= 1 << (x % 64);
}

pub(crate) fn union_with(set: &mut [u64], other: &[u64]) {
    for (a, b) in set.iter_mut().zip(other) {
        *a |= b;
    }
}

pub(crate) fn is_subset(set: &[u64], of: &[u64]) -> bool {
    set.iter().zip(of).all(|(a, b)| a & !b == 0)
}

/// Whether the two sets have an element in common.
pub(crate) fn meet(set: &[u64], other: &[u64]) -> bool {
    set.iter().zip(other).any(|(a, b)| a & b != 0)
}

/// The elements of the set, in order.
pub(crate) fn elements(set: &[u64]) -> impl Iterator<Item = u32> + '_ {
    set.iter().enumerate().flat_map(|(i, &word)| {
        let mut rest = word;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                i as u32 * 64 + bit
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_of_elements() {
        let mut a = vec![0; words(130)];
        let mut b = vec![0; words(130)];
        insert(&mut a, 3);
        insert(&mut a, 129);
        insert(&mut b, 129);
        assert!(contains(&a, 129) && !contains(&a, 128));
        assert!(is_subset(&b, &a) && !is_subset(&a, &b));
        assert!(meet(&a, &b));
        union_with(&mut b, &a);
        assert_eq!(a, b);
        assert_eq!(elements(&a).collect::<Vec<_>>(), vec![3, 129]);
    }
}
