//! What a condition on the take alone says of the set of takes it allows, where it does
//! not settle ([`super::eventual`]) but has a number-theoretic shape the engine can reason
//! about exactly: the conjuncts of `where` (its parts joined by `and`) are each
//!
//! - `power_of_2(k)`: then the takes are among 1, 2, 4, …, 2^63 and are listed, each
//!   checked against the whole condition;
//! - `prime(k)`: the takes are primes;
//! - periodic in k: the condition's value repeats with a period L (`k % 6 == 1`,
//!   `divides(3, k + 1)`, `k % 2 == 0 or k % 3 == 0`; a remainder by a number of an
//!   affine k, a `divides` by a number, and anything built from such parts and numbers).
//!
//! So the set is either listed, or the numbers whose residue modulo L passes the periodic
//! conjuncts (primes among them, with `prime(k)`). Where the residues of the set modulo a
//! period p are known (which residues it has at all, and its least member in each), the
//! engine proves the period of a subtraction game from a few values
//! (`engine/heap_values/residue_watch.rs`).

use super::condition::{ArithOp, Condition, Expr};

/// The largest period L a periodic condition is taken to have.
const MOST_PERIOD: u64 = 1 << 20;

/// The takes a condition on k alone allows, as the engine can reason about them.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum TakeSet {
    /// Finitely many takes, all of them listed in order.
    Listed(Vec<u64>),
    /// The takes k whose residue modulo `period` passes `periodic` (the periodic
    /// conjuncts), and with `primes`, that are prime.
    Periodic {
        period: u64,
        primes: bool,
        periodic: Condition,
    },
}

/// The shape of an expression's value as a function of k.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// A number.
    Constant(i128),
    /// a·k + b with a ≠ 0 (not periodic, but its remainder by a number is).
    Affine,
    /// Repeats with this period.
    Periodic(u64),
}

impl Shape {
    fn period(self) -> Option<u64> {
        match self {
            Shape::Constant(_) => Some(1),
            Shape::Periodic(p) => Some(p),
            Shape::Affine => None,
        }
    }
}

/// Both periods' least common multiple, within [`MOST_PERIOD`].
fn lcm(a: u64, b: u64) -> Option<u64> {
    let gcd = |mut x: u64, mut y: u64| {
        while y != 0 {
            (x, y) = (y, x % y);
        }
        x
    };
    (a / gcd(a, b)).checked_mul(b).filter(|&l| l <= MOST_PERIOD)
}

/// The shape of two parts combined by an operation whose result is periodic when both are
/// (two numbers give a number: period 1).
fn joined(a: Shape, b: Shape) -> Option<Shape> {
    Some(Shape::Periodic(lcm(a.period()?, b.period()?)?))
}

fn shape(expr: &Expr) -> Option<Shape> {
    Some(match expr {
        Expr::Int(c) => Shape::Constant(*c),
        Expr::K => Shape::Affine,
        Expr::Negate(inner) => match shape(inner)? {
            Shape::Constant(c) => Shape::Constant(c.checked_neg()?),
            other => other,
        },
        Expr::Arith(first, rest) => {
            let mut value = shape(first)?;
            for (op, operand) in rest {
                let operand = shape(operand)?;
                value = match (op, value, operand) {
                    (_, Shape::Constant(a), Shape::Constant(b)) => {
                        Shape::Constant(crate::ir::condition::apply(*op, a, b).ok()?)
                    }
                    (ArithOp::Add | ArithOp::Subtract, Shape::Affine, Shape::Constant(_))
                    | (ArithOp::Add | ArithOp::Subtract, Shape::Constant(_), Shape::Affine) => {
                        Shape::Affine
                    }
                    (ArithOp::Multiply, Shape::Affine, Shape::Constant(c))
                    | (ArithOp::Multiply, Shape::Constant(c), Shape::Affine)
                        if c != 0 =>
                    {
                        Shape::Affine
                    }
                    (ArithOp::Remainder, Shape::Affine, Shape::Constant(m)) if m != 0 => {
                        Shape::Periodic(u64::try_from(m.unsigned_abs()).ok()?)
                    }
                    (_, a, b) => joined(a, b)?,
                };
            }
            value
        }
        Expr::Divides(divisor, multiple) => match (shape(divisor)?, shape(multiple)?) {
            (Shape::Constant(m), Shape::Affine) if m != 0 => {
                Shape::Periodic(u64::try_from(m.unsigned_abs()).ok()?)
            }
            (a, b) => joined(a, b)?,
        },
        Expr::Compare(a, _, b) | Expr::Pow(a, b) => joined(shape(a)?, shape(b)?)?,
        Expr::Not(inner) => joined(shape(inner)?, Shape::Constant(0))?,
        Expr::Min(items) | Expr::Max(items) | Expr::And(items) | Expr::Or(items) => {
            let mut value = Shape::Constant(0);
            for item in items {
                value = joined(value, shape(item)?)?;
            }
            value
        }
        Expr::N | Expr::Var(_) | Expr::PowerOf2(_) | Expr::Prime(_) => return None,
    })
}

/// The conjuncts of an expression: its parts joined by `and`, at any depth.
fn conjuncts(expr: &Expr) -> Vec<&Expr> {
    match expr {
        Expr::And(items) => items.iter().flat_map(conjuncts).collect(),
        other => vec![other],
    }
}

impl Condition {
    /// The set of takes this condition allows, where its conjuncts have the shapes the
    /// module note lists; `None` for others (and for a condition on n).
    pub(crate) fn take_set(&self) -> Option<TakeSet> {
        if self.uses_n {
            return None;
        }
        let parts = conjuncts(&self.expr);
        let power = Expr::PowerOf2(Box::new(Expr::K));
        if parts.contains(&&power) {
            let listed = (0..64)
                .map(|i| 1u64 << i)
                .filter_map(|k| self.holds(k, k).map(|holds| holds.then_some(k)).transpose())
                .collect::<Result<Vec<u64>, _>>()
                .ok()?;
            return Some(TakeSet::Listed(listed));
        }
        let mut period = 1;
        let mut primes = false;
        let mut periodic = Vec::new();
        for part in parts {
            match part {
                Expr::Prime(inner) if **inner == Expr::K => primes = true,
                other => {
                    period = lcm(period, shape(other)?.period()?)?;
                    periodic.push(other.clone());
                }
            }
        }
        if !primes && period == 1 {
            // A constant condition settles; it is no concern of this analysis.
            return None;
        }
        let periodic = Condition {
            expr: Expr::And(periodic),
            span: self.span,
            uses_n: false,
        };
        Some(TakeSet::Periodic {
            period,
            primes,
            periodic,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Source, parse_game};

    fn take_set(condition: &str) -> Option<TakeSet> {
        let text = format!("game \"g\"\nmove take 1.. where {condition}\n");
        let game = parse_game(Source::new("g.game", text), &[]).unwrap();
        game.rules[0].condition.as_ref().unwrap().take_set()
    }

    fn period_of(condition: &str) -> Option<(u64, bool)> {
        match take_set(condition)? {
            TakeSet::Periodic { period, primes, .. } => Some((period, primes)),
            TakeSet::Listed(_) => None,
        }
    }

    /// The brute-force twin of the analysis: each periodic condition's value repeats with
    /// the period found, on every k up to 2000 (or a listed set is exactly the takes that
    /// pass).
    #[test]
    fn shapes_are_found_and_hold() {
        for (condition, expected) in [
            ("k % 2 == 1", Some((2, false))),
            ("divides(3, k + 1)", Some((3, false))),
            ("k % 2 == 0 or k % 3 == 0", Some((6, false))),
            (
                "(2 * k + 1) % 5 != 3 and not divides(4, k)",
                Some((20, false)),
            ),
            ("prime(k)", Some((1, true))),
            ("prime(k) and k % 4 == 1", Some((4, true))),
            ("k % 2 == 0 and prime(k)", Some((2, true))),
            ("k > 5 and k % 2 == 0", None),
            ("prime(k + 1)", None),
            ("k * k % 7 == 2", None),
        ] {
            assert_eq!(period_of(condition), expected, "{condition}");
            let Some(TakeSet::Periodic {
                period, periodic, ..
            }) = take_set(condition)
            else {
                continue;
            };
            for k in 1..2000u64 {
                assert_eq!(
                    periodic.holds(k, k),
                    periodic.holds(k + period, k + period),
                    "{condition} at {k}"
                );
            }
        }
        let listed = take_set("power_of_2(k) and k % 3 == 1").unwrap();
        let expected: Vec<u64> = (0..64).map(|i| 1u64 << i).filter(|k| k % 3 == 1).collect();
        assert_eq!(listed, TakeSet::Listed(expected));
        assert_eq!(
            take_set("power_of_2(k)"),
            Some(TakeSet::Listed((0..64).map(|i| 1u64 << i).collect()))
        );
    }
}
