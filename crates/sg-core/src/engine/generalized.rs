//! The generalized Sprague–Grundy value of a position (C. A. B. Smith, 1966): a number n,
//! as in finite games, or ∞(K), where K is the set of the finite values among the
//! position's options. Smith's rules decide sums: finite values add by XOR, n + ∞(K) is
//! ∞(K ⊕ n), and a sum of two or more infinite values is ∞(∅). A position of value 0 is
//! lost for the player to move (P), n > 0 is won (N), ∞(K) is won when 0 ∈ K (move to a
//! position of value 0) and a draw (D) otherwise (`Outcome::of_generalized`).

use std::fmt;

/// A generalized Sprague–Grundy value: a number or ∞(K).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum GeneralizedValue {
    /// A number n: the position is a Nim heap of n.
    Finite(u64),
    /// ∞(K): K sorted, each value once.
    Infinite(Vec<u64>),
}

impl GeneralizedValue {
    /// The value if it is a number.
    pub fn finite(&self) -> Option<u64> {
        match self {
            GeneralizedValue::Finite(n) => Some(*n),
            GeneralizedValue::Infinite(_) => None,
        }
    }

    /// The value of a sum of games of these values (Smith's rules).
    pub fn sum<'a>(values: impl IntoIterator<Item = &'a GeneralizedValue>) -> GeneralizedValue {
        let mut finite = 0;
        let mut infinite: Option<&[u64]> = None;
        let mut infinities = 0;
        for value in values {
            match value {
                GeneralizedValue::Finite(n) => finite ^= n,
                GeneralizedValue::Infinite(k) => {
                    infinities += 1;
                    infinite = Some(k);
                }
            }
        }
        match (infinities, infinite) {
            (0, _) => GeneralizedValue::Finite(finite),
            (1, Some(k)) => {
                let mut shifted: Vec<u64> = k.iter().map(|v| v ^ finite).collect();
                shifted.sort_unstable();
                GeneralizedValue::Infinite(shifted)
            }
            _ => GeneralizedValue::Infinite(Vec::new()),
        }
    }
}

/// `3`, `∞(0,2)`, `∞(∅)`.
impl fmt::Display for GeneralizedValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GeneralizedValue::Finite(n) => write!(f, "{n}"),
            GeneralizedValue::Infinite(k) if k.is_empty() => f.write_str("∞(∅)"),
            GeneralizedValue::Infinite(k) => {
                let items: Vec<String> = k.iter().map(u64::to_string).collect();
                write!(f, "∞({})", items.join(","))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::GeneralizedValue::{Finite, Infinite};
    use super::*;
    use crate::engine::Outcome;

    #[test]
    fn smiths_rules() {
        assert_eq!(GeneralizedValue::sum(&[Finite(3), Finite(5)]), Finite(6));
        let one = GeneralizedValue::sum(&[Finite(2), Infinite(vec![0, 3]), Finite(1)]);
        assert_eq!(one, Infinite(vec![0, 3]));
        assert_eq!(Outcome::of_generalized(&one), Outcome::N);
        let shifted = GeneralizedValue::sum(&[Finite(1), Infinite(vec![0, 3])]);
        assert_eq!(shifted, Infinite(vec![1, 2]));
        assert_eq!(Outcome::of_generalized(&shifted), Outcome::D);
        let two = GeneralizedValue::sum(&[Infinite(vec![0]), Infinite(vec![0])]);
        assert_eq!(two, Infinite(vec![]));
        assert_eq!(Outcome::of_generalized(&two), Outcome::D);
        assert_eq!(GeneralizedValue::sum(&[]), Finite(0));
        assert_eq!(
            [Finite(4), Infinite(vec![]), Infinite(vec![0, 2])].map(|v| v.to_string()),
            ["4", "∞(∅)", "∞(0,2)"]
        );
    }
}
