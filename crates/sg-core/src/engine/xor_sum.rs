//! Pairs of numbers with a given sum and XOR: x + y = T and x ⊕ y = w hold exactly when
//! x & y = A with A = (T − w)/2 (T − w even and non-negative) and A & w = 0, and then x =
//! A + z for a submask z of w (y being A + (w − z)). So the x of a residue class mod m
//! within a range are counted, and the first of them listed in increasing order, by a
//! digit walk over the bits of x from the top: the bits of A are fixed, those of w free,
//! and the state is x's residue so far with whether x is still equal to the range's ends
//! on the bits walked. A table of completions per bit and state counts the solutions and
//! guides the listing, so each listed x costs one walk.
//!
//! The engine uses it for the splits of a huge heap in a game with an arithmetic period:
//! the parts' values lie on two arithmetic progressions whose sum is fixed.

/// Which x are wanted: x ≡ `residue` (mod `modulus`) and `low` <= x <= `high`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Window {
    pub modulus: u64,
    pub residue: u64,
    pub low: u128,
    pub high: u128,
}

/// The x of `window` with x + y = `sum`, x ⊕ y = `xor` for some y: how many there are, and
/// the first `listed` of them in increasing order.
pub(crate) fn xor_sum_solutions(
    sum: u128,
    xor: u128,
    window: Window,
    listed: usize,
) -> (u128, Vec<u128>) {
    let Some(and) = sum.checked_sub(xor).filter(|d| d % 2 == 0).map(|d| d / 2) else {
        return (0, Vec::new());
    };
    if and & xor != 0 || window.low > window.high || window.modulus == 0 {
        return (0, Vec::new());
    }
    let walk = Walk::new(and, xor, window);
    let count = walk.completions[walk.bits][walk.start()];
    let mut found = Vec::new();
    if count > 0 && listed > 0 {
        walk.list(walk.bits, walk.start(), 0, listed, &mut found);
    }
    (count, found)
}

/// The walk over the bits of x, from bit `bits − 1` down to 0.
struct Walk {
    and: u128,
    xor: u128,
    window: Window,
    bits: usize,
    /// 2^i mod m.
    powers: Vec<u64>,
    /// completions[i][state]: the ways to choose bits i − 1..0 from `state`.
    completions: Vec<Vec<u128>>,
}

/// A state: the residue so far, whether x is above `low` already and below `high`.
#[derive(Debug, Clone, Copy)]
struct State {
    residue: u64,
    above_low: bool,
    below_high: bool,
}

impl Walk {
    fn new(and: u128, xor: u128, window: Window) -> Walk {
        let bits = (128 - (and | xor | window.high).leading_zeros() as usize).max(1);
        let m = window.modulus;
        let mut powers = Vec::with_capacity(bits);
        let mut power = 1 % m;
        for _ in 0..bits {
            powers.push(power);
            power = ((u128::from(power) * 2) % u128::from(m)) as u64;
        }
        let mut walk = Walk {
            and,
            xor,
            window,
            bits,
            powers,
            completions: Vec::with_capacity(bits + 1),
        };
        let states = 4 * m as usize;
        let last: Vec<u128> = (0..states)
            .map(|index| u128::from(walk.state(index).residue == window.residue % m))
            .collect();
        walk.completions.push(last);
        for bit in 0..bits {
            let below = &walk.completions[bit];
            let level: Vec<u128> = (0..states)
                .map(|index| {
                    walk.choices(bit)
                        .filter_map(|b| walk.step(walk.state(index), bit, b))
                        .map(|next| below[walk.index(next)])
                        .fold(0u128, u128::saturating_add)
                })
                .collect();
            walk.completions.push(level);
        }
        walk
    }

    fn start(&self) -> usize {
        self.index(State {
            residue: 0,
            above_low: false,
            below_high: false,
        })
    }

    fn index(&self, state: State) -> usize {
        state.residue as usize * 4
            + usize::from(state.above_low) * 2
            + usize::from(state.below_high)
    }

    fn state(&self, index: usize) -> State {
        State {
            residue: (index / 4) as u64,
            above_low: index & 2 != 0,
            below_high: index & 1 != 0,
        }
    }

    /// The values bit `bit` of x may take, 0 first.
    fn choices(&self, bit: usize) -> impl Iterator<Item = u128> {
        let fixed = self.and >> bit & 1;
        let free = self.xor >> bit & 1 == 1;
        [0, 1]
            .into_iter()
            .filter(move |&b| if free { true } else { b == fixed })
    }

    /// The state after setting bit `bit` of x to `b`, or `None` when x leaves the range.
    fn step(&self, state: State, bit: usize, b: u128) -> Option<State> {
        let (low, high) = (self.window.low >> bit & 1, self.window.high >> bit & 1);
        if (!state.above_low && b < low) || (!state.below_high && b > high) {
            return None;
        }
        let m = u128::from(self.window.modulus);
        let added = if b == 1 {
            u128::from(self.powers[bit])
        } else {
            0
        };
        Some(State {
            residue: ((u128::from(state.residue) + added) % m) as u64,
            above_low: state.above_low || b > low,
            below_high: state.below_high || b < high,
        })
    }

    /// Lists the solutions below level `level` from `state`, x's higher bits being
    /// `prefix`, smallest first, until `found` holds `wanted`.
    fn list(&self, level: usize, state: usize, prefix: u128, wanted: usize, found: &mut Vec<u128>) {
        if level == 0 {
            found.push(prefix);
            return;
        }
        let bit = level - 1;
        for b in self.choices(bit) {
            if found.len() == wanted {
                return;
            }
            if let Some(next) = self.step(self.state(state), bit, b) {
                let next = self.index(next);
                if self.completions[bit][next] > 0 {
                    self.list(bit, next, prefix | b << bit, wanted, found);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every small case against the plain search over x.
    #[test]
    fn counts_and_lists_as_the_plain_search() {
        for sum in 0..40u128 {
            for xor in 0..40u128 {
                for modulus in 1..5u64 {
                    for residue in 0..modulus {
                        for (low, high) in [(0, 40), (3, 17), (9, 8), (12, 12)] {
                            let window = Window {
                                modulus,
                                residue,
                                low,
                                high,
                            };
                            let plain: Vec<u128> = (low..=high.min(sum))
                                .filter(|&x| x ^ (sum - x) == xor)
                                .filter(|&x| x % u128::from(modulus) == u128::from(residue))
                                .collect();
                            let (count, first) = xor_sum_solutions(sum, xor, window, 3);
                            assert_eq!(count, plain.len() as u128, "{sum} {xor} {window:?}");
                            assert_eq!(
                                first,
                                plain[..plain.len().min(3)],
                                "{sum} {xor} {window:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn huge_sums_are_counted_without_listing_everything() {
        // x & y = 2^79 and x ^ y = 2^40 − 2: x = 2^79 + z for every even z below 2^40.
        let xor = (1u128 << 40) - 2;
        let sum = (1u128 << 80) + xor;
        let window = Window {
            modulus: 1,
            residue: 0,
            low: 0,
            high: u128::MAX,
        };
        let (count, first) = xor_sum_solutions(sum, xor, window, 2);
        assert_eq!(count, 1 << 39);
        let and = (sum - xor) / 2;
        assert_eq!(first, vec![and, and + 2]);
    }
}
