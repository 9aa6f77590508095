//! Polynomials with integer coefficients over the slots of a rule (its coordinates, chosen
//! numbers and the variables the proof that play ends makes), in checked 128-bit
//! arithmetic: the algebra of that proof ([`super::termination`]) and of the normal form
//! ([`super::normal`]). An operation that would overflow gives `None`, and the proof that
//! needed it fails rather than claims anything.

use std::collections::BTreeMap;
use std::fmt;

use crate::ir::condition::{ArithOp, Expr};

/// A polynomial: monomials (sorted lists of slots) and their coefficients, none zero.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Poly(pub(super) BTreeMap<Vec<usize>, i128>);

impl Poly {
    pub(super) fn constant(c: i128) -> Poly {
        let mut p = Poly::default();
        p.0.insert(Vec::new(), c);
        p.normalised()
    }

    pub(super) fn var(slot: usize) -> Poly {
        let mut p = Poly::default();
        p.0.insert(vec![slot], 1);
        p
    }

    fn normalised(mut self) -> Poly {
        self.0.retain(|_, c| *c != 0);
        self
    }

    pub(super) fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// `self + sign · other`.
    pub(super) fn add(&self, other: &Poly, sign: i128) -> Option<Poly> {
        let mut sum = self.clone();
        for (m, c) in &other.0 {
            let entry = sum.0.entry(m.clone()).or_insert(0);
            *entry = entry.checked_add(c.checked_mul(sign)?)?;
        }
        Some(sum.normalised())
    }

    pub(super) fn mul(&self, other: &Poly) -> Option<Poly> {
        let mut product = Poly::default();
        for (ma, ca) in &self.0 {
            for (mb, cb) in &other.0 {
                let mut m = ma.clone();
                m.extend(mb);
                m.sort_unstable();
                let entry = product.0.entry(m).or_insert(0);
                *entry = entry.checked_add(ca.checked_mul(*cb)?)?;
            }
        }
        Some(product.normalised())
    }

    /// `c · self`.
    pub(super) fn scaled(&self, c: i128) -> Option<Poly> {
        Poly::default().add(self, c)
    }

    /// `self / c` when c divides every coefficient.
    pub(super) fn divided_exactly(&self, c: i128) -> Option<Poly> {
        let mut quotient = Poly::default();
        for (m, coefficient) in &self.0 {
            if c == 0 || coefficient % c != 0 {
                return None;
            }
            quotient.0.insert(m.clone(), coefficient / c);
        }
        Some(quotient)
    }

    /// A polynomial at least `self / c` (c ≥ 1) wherever every variable is at least 0:
    /// each coefficient divided by c and rounded up.
    pub(super) fn divided_up(&self, c: i128) -> Poly {
        let mut quotient = Poly::default();
        for (m, coefficient) in &self.0 {
            quotient.0.insert(
                m.clone(),
                coefficient.div_euclid(c) + i128::from(coefficient.rem_euclid(c) != 0),
            );
        }
        quotient.normalised()
    }

    /// The polynomial whose every coefficient is the larger of the two: at least both
    /// wherever every variable is at least 0.
    pub(super) fn larger_coefficients(&self, other: &Poly) -> Poly {
        let mut most = self.clone();
        for (m, c) in &other.0 {
            let entry = most.0.entry(m.clone()).or_insert(0);
            *entry = (*entry).max(*c);
        }
        for (m, c) in &mut most.0 {
            if !other.0.contains_key(m) {
                *c = (*c).max(0);
            }
        }
        most.normalised()
    }

    /// `self` with `slot` replaced by `value`.
    pub(super) fn substitute(&self, slot: usize, value: &Poly) -> Option<Poly> {
        let mut result = Poly::default();
        for (m, c) in &self.0 {
            let mut term = Poly::constant(*c);
            for &s in m {
                term = if s == slot {
                    term.mul(value)?
                } else {
                    term.mul(&Poly::var(s))?
                };
            }
            result = result.add(&term, 1)?;
        }
        Some(result)
    }

    /// `self` with every slot s below `values.len()` replaced by `values[s]`, all at once.
    pub(super) fn compose(&self, values: &[Poly]) -> Option<Poly> {
        let mut result = Poly::default();
        for (m, c) in &self.0 {
            let mut term = Poly::constant(*c);
            for &s in m {
                term = term.mul(values.get(s).unwrap_or(&Poly::var(s)))?;
            }
            result = result.add(&term, 1)?;
        }
        Some(result)
    }

    /// `self` as a·v + b, when v appears at most linearly.
    pub(super) fn split(&self, slot: usize) -> Option<(Poly, Poly)> {
        let (mut a, mut b) = (Poly::default(), Poly::default());
        for (m, c) in &self.0 {
            match m.iter().filter(|&&s| s == slot).count() {
                0 => {
                    b.0.insert(m.clone(), *c);
                }
                1 => {
                    let rest: Vec<usize> = m.iter().copied().filter(|&s| s != slot).collect();
                    a.0.insert(rest, *c);
                }
                _ => return None,
            }
        }
        Some((a, b))
    }

    /// Whether `slot` appears in a monomial.
    pub(super) fn uses(&self, slot: usize) -> bool {
        self.0.keys().flatten().any(|&s| s == slot)
    }

    /// At least 0 whenever every variable is: every coefficient is.
    pub(super) fn non_negative(&self) -> bool {
        self.0.values().all(|&c| c >= 0)
    }

    pub(super) fn non_positive(&self) -> bool {
        self.0.values().all(|&c| c <= 0)
    }

    pub(super) fn constant_term(&self) -> i128 {
        self.0.get(&Vec::new()).copied().unwrap_or(0)
    }

    /// The constant, when the polynomial is one.
    pub(super) fn as_constant(&self) -> Option<i128> {
        self.0
            .keys()
            .all(Vec::is_empty)
            .then(|| self.constant_term())
    }

    /// The polynomial an expression of `+`, `-`, `*` and integers is (`None` for others).
    pub(crate) fn of(expr: &Expr) -> Option<Poly> {
        Some(match expr {
            Expr::Int(v) => Poly::constant(*v),
            Expr::Var(slot) => Poly::var(*slot),
            Expr::Negate(inner) => Poly::of(inner)?.scaled(-1)?,
            Expr::Arith(first, rest) => {
                let mut value = Poly::of(first)?;
                for (op, operand) in rest {
                    value = value.combined(*op, &Poly::of(operand)?)?;
                }
                value
            }
            _ => return None,
        })
    }

    /// `self op other` for the operations of polynomials: `+`, `-` and `*`.
    pub(super) fn combined(&self, op: ArithOp, other: &Poly) -> Option<Poly> {
        match op {
            ArithOp::Add => self.add(other, 1),
            ArithOp::Subtract => self.add(other, -1),
            ArithOp::Multiply => self.mul(other),
            _ => None,
        }
    }

    /// Whether `self ≥ other` whenever every variable is at least 0, for polynomials whose
    /// variables all satisfy `known` (`n ≥ n - 1`, `a + 1 ≥ 0`).
    pub(crate) fn at_least(&self, other: &Poly, known: impl Fn(usize) -> bool) -> bool {
        self.add(other, -1).is_some_and(|difference| {
            difference.non_negative() && difference.0.keys().flatten().all(|&s| known(s))
        })
    }

    /// Whether every variable of `self` is below `slot`.
    pub(super) fn only_below(&self, slot: usize) -> bool {
        self.0.keys().flatten().all(|&s| s < slot)
    }

    /// The polynomial written with `names[slot]` for each variable (`9 * n - p - 9`).
    pub(super) fn named<'a>(&'a self, names: &'a [String]) -> NamedPoly<'a> {
        NamedPoly { poly: self, names }
    }
}

pub(super) struct NamedPoly<'a> {
    poly: &'a Poly,
    names: &'a [String],
}

/// The terms with a positive coefficient, then the others, each part in the order of the
/// slots with the constant last (`9 * n - p - 9`); `0` for the zero polynomial.
impl fmt::Display for NamedPoly<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Positive terms first, then negative ones, each with its constant last.
        let part = |positive: bool| {
            let terms = self
                .poly
                .0
                .iter()
                .filter(move |(_, c)| (**c > 0) == positive);
            terms
                .clone()
                .filter(|(m, _)| !m.is_empty())
                .chain(terms.filter(|(m, _)| m.is_empty()))
        };
        let terms = part(true).chain(part(false));
        let mut first = true;
        for (monomial, &c) in terms {
            let sign = if c < 0 { "-" } else { "+" };
            match (first, c < 0) {
                (true, true) => write!(f, "-")?,
                (true, false) => {}
                (false, _) => write!(f, " {sign} ")?,
            }
            first = false;
            let size = c.unsigned_abs();
            let names: Vec<String> = monomial
                .iter()
                .map(|&s| {
                    self.names
                        .get(s)
                        .cloned()
                        .unwrap_or_else(|| format!("${s}"))
                })
                .collect();
            match (size, names.is_empty()) {
                (_, true) => write!(f, "{size}")?,
                (1, false) => write!(f, "{}", names.join(" * "))?,
                (_, false) => write!(f, "{size} * {}", names.join(" * "))?,
            }
        }
        if first {
            write!(f, "0")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polynomials_print_with_their_names() {
        let names = ["p".to_string(), "n".to_string()];
        let p = Poly::var(1)
            .scaled(9)
            .and_then(|q| q.add(&Poly::var(0), -1))
            .and_then(|q| q.add(&Poly::constant(9), -1))
            .unwrap();
        assert_eq!(p.named(&names).to_string(), "9 * n - p - 9");
        let q = Poly::constant(891).add(&Poly::var(0), -1).unwrap();
        assert_eq!(q.named(&names).to_string(), "891 - p");
        assert_eq!(Poly::default().named(&names).to_string(), "0");
        let square = Poly::var(0).mul(&Poly::var(1)).unwrap();
        assert_eq!(square.named(&names).to_string(), "p * n");
    }

    #[test]
    fn rounded_division_and_larger_coefficients_bound_from_above() {
        // (3p - 4) / 2 ≤ 2p - 2 for p ≥ 0.
        let p = Poly::var(0)
            .scaled(3)
            .and_then(|q| q.add(&Poly::constant(4), -1))
            .unwrap();
        let half = p.divided_up(2);
        let names = ["p".to_string()];
        assert_eq!(half.named(&names).to_string(), "2 * p - 2");
        let other = Poly::var(1).add(&Poly::constant(-7), 1).unwrap();
        let both = half.larger_coefficients(&other);
        assert_eq!(both.0.get(&vec![0]), Some(&2));
        assert_eq!(both.0.get(&vec![1]), Some(&1));
        assert_eq!(both.constant_term(), -2);
    }
}
