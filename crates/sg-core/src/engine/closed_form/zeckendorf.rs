//! Fibonacci Nim (HDU 2516; M. J. Whinihan, *Fibonacci Nim*, Fibonacci Quarterly 1
//! (1963)): a pile of n with limit m (a move takes 1..m and sets the next limit to twice
//! the take) is lost for the player to move exactly when the smallest term of n's
//! Zeckendorf representation is larger than m. Taking that term wins: the next term is at
//! least two Fibonacci numbers up, more than twice it.

/// The smallest term of the Zeckendorf representation of `n` (n ≥ 1): the sum of
/// non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, … that makes n.
pub fn smallest_term(n: u64) -> u64 {
    debug_assert!(n > 0);
    let mut fibs = vec![1u64, 2];
    while let Some(next) = fibs[fibs.len() - 1].checked_add(fibs[fibs.len() - 2]) {
        if next > n {
            break;
        }
        fibs.push(next);
    }
    let mut rest = n;
    let mut smallest = n;
    for &f in fibs.iter().rev() {
        if f <= rest {
            rest -= f;
            smallest = f;
        }
    }
    smallest
}

/// Whether the player to move wins a pile of `n` with limit `m`.
pub(crate) fn wins(n: u64, m: u64) -> bool {
    n > 0 && smallest_term(n) <= m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smallest_terms() {
        assert_eq!(smallest_term(1), 1);
        assert_eq!(smallest_term(4), 1); // 3 + 1
        assert_eq!(smallest_term(12), 1); // 8 + 3 + 1
        assert_eq!(smallest_term(13), 13);
        assert_eq!(smallest_term(10), 2); // 8 + 2
        assert_eq!(smallest_term(832_040), 832_040);
        assert!(smallest_term(u64::MAX) >= 1);
    }
}
