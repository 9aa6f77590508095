//! Exact arithmetic with the golden ratio φ = (1 + √5) / 2, in integers only:
//! ⌊k·φ⌋ = (k + ⌊√(5k²)⌋) / 2, the square root found by bisection with a 256-bit
//! comparison of s² against 5k², so every k up to 2^64 (and beyond) is exact.

/// ⌊k·φ⌋, the k-th lower Wythoff number, for k < 2^100.
pub(crate) fn floor_k_phi(k: u128) -> u128 {
    (k + isqrt_five_squared(k)) / 2
}

/// ⌊√(5k²)⌋ for k < 2^100: the largest s in [2k, 3k] with s² <= 5k².
fn isqrt_five_squared(k: u128) -> u128 {
    let target = mul_wide(5 * k, k);
    // Invariant: low² <= 5k² < high², since 4k² <= 5k² < 9k² for k > 0.
    let (mut low, mut high) = (2 * k, 3 * k + 1);
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        if mul_wide(mid, mid) <= target {
            low = mid;
        } else {
            high = mid;
        }
    }
    low
}

/// The full 256-bit product x·y as (high, low) 128-bit halves, which compare as tuples.
fn mul_wide(x: u128, y: u128) -> (u128, u128) {
    const HALF: u32 = 64;
    const MASK: u128 = u64::MAX as u128;
    let (x1, x0) = (x >> HALF, x & MASK);
    let (y1, y0) = (y >> HALF, y & MASK);
    let low = x0 * y0;
    let (middle, middle_carry) = (x1 * y0).overflowing_add(x0 * y1);
    let (low, low_carry) = low.overflowing_add(middle << HALF);
    let high =
        x1 * y1 + (middle >> HALF) + (u128::from(middle_carry) << HALF) + u128::from(low_carry);
    (high, low)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_products() {
        assert_eq!(mul_wide(3, 7), (0, 21));
        assert_eq!(mul_wide(1 << 64, 1 << 64), (1, 0));
        // (2^128 - 1)² = 2^256 - 2^129 + 1.
        assert_eq!(mul_wide(u128::MAX, u128::MAX), (u128::MAX - 1, 1));
        assert_eq!(mul_wide(u128::MAX, 2), (1, u128::MAX - 1));
    }

    /// The lower Wythoff numbers by their defining construction: a_k is the least number
    /// not yet used by an earlier pair (a_i, a_i + i).
    #[test]
    fn agrees_with_the_mex_construction() {
        let count = 100_000;
        let mut used = vec![false; 3 * count + 3];
        let mut next_free = 1;
        for k in 1..count {
            while used[next_free] {
                next_free += 1;
            }
            let a = next_free;
            used[a] = true;
            used[a + k] = true;
            assert_eq!(floor_k_phi(k as u128), a as u128, "k = {k}");
        }
    }

    /// Values computed with 80-digit decimal arithmetic.
    #[test]
    fn huge_arguments_are_exact() {
        assert_eq!(
            floor_k_phi(1_000_000_000_000_000_000),
            1_618_033_988_749_894_848
        );
        assert_eq!(
            floor_k_phi(u128::from(u64::MAX)),
            29_847_458_893_032_750_100
        );
        assert_eq!(floor_k_phi(1 << 64), 29_847_458_893_032_750_101);
        assert_eq!(
            floor_k_phi(12_345_678_901_234_567_890),
            19_975_728_076_389_987_012
        );
    }
}
