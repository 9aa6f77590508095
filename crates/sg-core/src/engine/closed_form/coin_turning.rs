//! Values of one head in the coin-turning games Ruler and Mock Turtles (Winning Ways,
//! ch. 14; T. S. Ferguson, *Game Theory*, part I ch. 5), and the inverses a winning move
//! needs.
//!
//! - Ruler (coins from 1; turn a run of coins ending at the head): the head at n is worth
//!   the largest power of 2 dividing n. The values of the heads 1..j XOR to the Gray code
//!   j ^ (j >> 1) (by induction: adding the power 2^k dividing j + 1 flips exactly the bit
//!   the Gray code flips), so the run m..n-1 is worth gray(n - 1) ^ gray(m - 1) =
//!   gray((n - 1) ^ (m - 1)); the one run worth t starts at m = ((n - 1) ^ gray⁻¹(t)) + 1.
//! - Mock Turtles (coins from 0; turn 1, 2 or 3 coins, the rightmost from heads to
//!   tails): the head at n is worth the n-th odious number, 2n or 2n + 1, whichever has an
//!   odd number of ones. So a value is odious exactly when it is one head's, the head
//!   being `value >> 1`; two heads a, b are worth 2(a ^ b) + parity(a ^ b), so a pair worth
//!   an even (evil) t is a pair with a ^ b = t >> 1.

/// The value of a Ruler head at `n`: the largest power of 2 dividing n (0 for n = 0).
pub(crate) fn ruler_value(n: u64) -> u64 {
    n & n.wrapping_neg()
}

/// The j with gray(j) = t.
pub(crate) fn gray_inverse(t: u64) -> u64 {
    let mut j = t;
    let mut shift = 1;
    while shift < 64 {
        j ^= j >> shift;
        shift *= 2;
    }
    j
}

/// Whether `v` has an odd number of ones.
pub(crate) fn is_odious(v: u64) -> bool {
    v.count_ones() % 2 == 1
}

/// The value of a Mock Turtles head at `n` (coins from 0), or `None` when it does not fit
/// in 64 bits (n ≥ 2^63).
pub(crate) fn mock_turtle_value(n: u64) -> Option<u64> {
    let twice = n.checked_mul(2)?;
    Some(if is_odious(twice) { twice } else { twice + 1 })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The XOR of the Ruler values of the heads 1..=j (the module note's claim).
    fn gray(j: u64) -> u64 {
        j ^ (j >> 1)
    }

    #[test]
    fn gray_is_the_xor_of_ruler_values_and_is_inverted() {
        let mut xor = 0;
        for j in 1..5000u64 {
            xor ^= ruler_value(j);
            assert_eq!(gray(j), xor);
            assert_eq!(gray_inverse(gray(j)), j);
        }
        assert_eq!(gray_inverse(gray(u64::MAX)), u64::MAX);
    }

    #[test]
    fn mock_turtle_values_are_the_odious_numbers_in_order() {
        let odious: Vec<u64> = (0..2000).filter(|&v| is_odious(v)).take(900).collect();
        for (n, &v) in odious.iter().enumerate() {
            assert_eq!(mock_turtle_value(n as u64), Some(v));
        }
        assert_eq!(mock_turtle_value(1 << 63), None);
        assert!(mock_turtle_value((1 << 63) - 1).is_some());
    }
}
