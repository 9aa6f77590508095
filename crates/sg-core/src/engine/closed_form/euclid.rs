//! Euclid's game (A. J. Cole and A. J. T. Davie, *A game based on the Euclidean algorithm
//! and a winning strategy for it*, Math. Gazette 53 (1969)): a pair (a, b); a move takes a
//! positive multiple of the smaller number from the larger, leaving it at least 0; a pair
//! with a 0 is over.
//!
//! The values along the Euclidean algorithm. With a ≥ b > 0, q = ⌊a/b⌋ and r = a mod b, the
//! options of (a, b) are the pairs (r + j·b, b) for j = 0..q − 1: its own line down to
//! (r, b), whose value x is that of (b, r), the next step of the algorithm. The values
//! along the line follow from x alone: c₀ = x and c_j = mex{c₀, …, c_{j−1}}, so c_j = j when
//! x = 0, and otherwise c_j = j − 1 for 1 ≤ j ≤ x and c_j = j past x. The value of (a, b) is
//! c_q, found in O(log min(a, b)) steps from the pair (d, 0) the algorithm ends on, whose
//! value is that of a finished pair: 0 in normal play, and for G⁻ (misère play) 1. The
//! values along a line are all different, so the option of any value is one move at most.
//! A pair is lost exactly when its value is 0, which in normal play is Cole and Davie's
//! b < a < φ·b. (G. Nivasch, Discrete Math. 306 (2006), gives the same line argument a
//! closed form for Grossman's variant, which ends at (d, d).)

/// The value of the pair (a, b): G (normal play, `finished` 0) or G⁻ (misère, `finished`
/// 1), a finished pair (one number 0) being worth `finished`.
pub(crate) fn value(a: u64, b: u64, finished: u64) -> u64 {
    let mut quotients = Vec::new();
    let (mut big, mut small) = (a.max(b), a.min(b));
    while small > 0 {
        quotients.push(big / small);
        (big, small) = (small, big % small);
    }
    quotients
        .iter()
        .rev()
        .fold(finished, |base, &q| along_line(q, base))
}

/// c_q, the value of the pair q steps along a line whose base is worth `base`.
fn along_line(q: u64, base: u64) -> u64 {
    if base == 0 || q > base { q } else { q - 1 }
}

/// The move from (a, b) (both positive) to an option worth `target`: how many multiples of
/// the smaller number it takes from the larger, if one does.
pub(crate) fn move_to(a: u64, b: u64, target: u64, finished: u64) -> Option<u64> {
    let (big, small) = (a.max(b), a.min(b));
    if small == 0 {
        return None;
    }
    let q = big / small;
    let base = value(small, big % small, finished);
    // The place j on the line worth `target` (see the module note).
    let j = if target == base {
        0
    } else if base == 0 || target > base {
        target
    } else {
        target + 1
    };
    (j < q).then(|| q - j)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain recursion over the rules, for every pair up to `side`, with a finished pair
    /// worth `finished`.
    fn searched(side: usize, finished: u64) -> Vec<Vec<u64>> {
        let mut values = vec![vec![0; side + 1]; side + 1];
        for total in 0..=2 * side {
            for a in 0..=side.min(total) {
                let b = total - a;
                if b > side {
                    continue;
                }
                let options: Vec<u64> = match (a, b) {
                    (0, _) | (_, 0) => {
                        values[a][b] = finished;
                        continue;
                    }
                    (a, b) if a >= b => (1..=a / b).map(|k| values[a - k * b][b]).collect(),
                    (a, b) => (1..=b / a).map(|k| values[a][b - k * a]).collect(),
                };
                values[a][b] = (0..).find(|v| !options.contains(v)).expect("a mex");
            }
        }
        values
    }

    /// The brute-force twin: the values and every move to each value, for every pair up to
    /// 60, in normal and misère play.
    #[test]
    fn values_and_moves_agree_with_the_recursion() {
        for finished in [0, 1] {
            let values = searched(60, finished);
            for a in 0..=60u64 {
                for b in 0..=60u64 {
                    let v = values[a as usize][b as usize];
                    assert_eq!(value(a, b, finished), v, "({a}, {b}) finished {finished}");
                    if a == 0 || b == 0 {
                        continue;
                    }
                    for target in 0..=v + 2 {
                        let expected: Vec<u64> = if a >= b {
                            (1..=a / b)
                                .filter(|k| values[(a - k * b) as usize][b as usize] == target)
                                .collect()
                        } else {
                            (1..=b / a)
                                .filter(|k| values[a as usize][(b - k * a) as usize] == target)
                                .collect()
                        };
                        let found: Vec<u64> = move_to(a, b, target, finished).into_iter().collect();
                        assert_eq!(
                            found, expected,
                            "({a}, {b}) to {target}, finished {finished}"
                        );
                    }
                }
            }
        }
    }

    /// Cole and Davie: with a > b > 0 the pair is lost exactly when a < φ·b, that is
    /// a² − ab − b² < 0; and huge pairs are answered at once.
    #[test]
    fn the_lost_pairs_are_below_the_golden_ratio() {
        for a in 1..400u64 {
            for b in 1..a {
                let lost = (a * a) < a * b + b * b;
                assert_eq!(value(a, b, 0) == 0, lost, "({a}, {b})");
            }
        }
        // Consecutive Fibonacci numbers are lost; 2^63 against 1 is worth 2^63.
        assert_eq!(value(7540113804746346429, 4660046610375530309, 0), 0);
        assert_eq!(value(1 << 63, 1, 0), 1 << 63);
        assert_eq!(move_to(u64::MAX, 1, 0, 0), Some(u64::MAX));
    }
}
