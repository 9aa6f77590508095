//! Nim multiplication, the value of Turning Corners (Winning Ways ch. 14, the Tartan
//! theorem: a coin-turning game on a grid whose moves are the products of two one-row
//! games' moves is worth the nim product of their values; Turning Corners is Twins times
//! Twins, and a coin of Twins at x is worth x). With F = 2^(2^k) a Fermat 2-power
//! and a, b, c, d < F: (aF + b)(cF + d) = ((a+b)(c+d) + bd)F + ac·(F/2) + bd, where + is
//! XOR, since F·F = F + F/2.

/// The nim product of `x` and `y`.
pub fn nim_product(x: u64, y: u64) -> u64 {
    product(x, y, 64)
}

/// The nim product of numbers below 2^`bits` (`bits` a power of 2).
fn product(x: u64, y: u64, bits: u32) -> u64 {
    if x < 2 || y < 2 {
        return x * y;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a, b) = (x >> half, x & mask);
    let (c, d) = (y >> half, y & mask);
    let ac = product(a, c, half);
    let bd = product(b, d, half);
    let cross = product(a ^ b, c ^ d, half);
    ((cross ^ bd) << half) ^ product(ac, 1u64 << (half - 1), half) ^ bd
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_products_match_the_mex_definition() {
        // x*y = mex{a*y + x*b + a*b : a < x, b < y}, + being XOR (below 256: a field).
        const N: usize = 32;
        let mut table = [[0u64; N]; N];
        for x in 0..N {
            for y in 0..N {
                let mut seen = [false; 256];
                for a in 0..x {
                    for b in 0..y {
                        seen[(table[a][y] ^ table[x][b] ^ table[a][b]) as usize] = true;
                    }
                }
                table[x][y] = seen.iter().position(|s| !s).unwrap() as u64;
                assert_eq!(nim_product(x as u64, y as u64), table[x][y], "{x} * {y}");
            }
        }
    }

    #[test]
    fn large_products_are_a_field() {
        // Associative, distributive over XOR, and 2^32 * 2^32 = 2^32 + 2^31 (F·F = F + F/2).
        let f = 1u64 << 32;
        assert_eq!(nim_product(f, f), f ^ (f >> 1));
        let (a, b, c) = (
            0xdead_beef_1234_5678,
            0x0123_4567_89ab_cdef,
            0xfeed_f00d_0000_ffff,
        );
        assert_eq!(
            nim_product(nim_product(a, b), c),
            nim_product(a, nim_product(b, c))
        );
        assert_eq!(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c));
    }
}
