//! Where a `where` condition on the heap's size n becomes periodic in n, for each take k
//! of its rule: then the periodicity theorem of [`super::stability`] still applies, with
//! periods that are multiples of the condition's, once the heaps pass where it settles.
//!
//! The analysis is exact for the expressions it accepts and refuses the others (`None`).
//! With k fixed, every value is written a·n + b + r(n) for n ≥ `from`, r periodic in n
//! with period q and |r| ≤ B ([`Quasi`]):
//! - integers, k and n are such values (r = 0); sums, differences, negations and products
//!   with a constant side keep the form (the periods' least common multiple);
//! - `x % c` (Euclidean, c a positive constant) is periodic with period lcm(q, c), since
//!   a·lcm(q, c) is a multiple of c, and lies in [0, c);
//! - `x / c` (Euclidean, c a positive constant) keeps the form when c divides a:
//!   (a/c)·n + ⌊(b + r(n))/c⌋, the second part periodic with period q;
//! - `min` and `max` of values without slope are periodic;
//! - a comparison of two values settles where their difference a·n + b + r keeps its sign
//!   (for every n from ⌈(1 + B − b)/a⌉ on when a > 0, from ⌈(1 + B + b)/(−a)⌉ on when
//!   a < 0), and is periodic with period q when a = 0; `and`, `or` and `not` are periodic
//!   with the least common multiple of their operands' periods, from the last `from`.
//!
//! Anything else (a product of two values with n, a division that leaves a fraction of
//! n, a divisor that is not a positive constant) is refused.

use crate::ir::{ArithOp, Condition, Expr};

/// A condition's truth for a fixed k: c(k, n + period) = c(k, n) for every n ≥ from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Periodic {
    pub from: u64,
    pub period: u64,
}

impl Periodic {
    /// Both at once: from the later start, with the least common multiple of the periods.
    pub(crate) fn and(self, other: Periodic) -> Option<Periodic> {
        Some(Periodic {
            from: self.from.max(other.from),
            period: lcm(self.period, other.period)?,
        })
    }
}

/// a·n + b + r(n) for n ≥ from, r periodic with period `period`, |r| ≤ `bound`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Quasi {
    a: i128,
    b: i128,
    period: u64,
    bound: i128,
    from: u64,
}

impl Quasi {
    fn constant(b: i128) -> Quasi {
        Quasi {
            a: 0,
            b,
            period: 1,
            bound: 0,
            from: 0,
        }
    }

    /// The constant value, if it is one.
    fn as_constant(self) -> Option<i128> {
        (self.a == 0 && self.bound == 0).then_some(self.b)
    }

    fn plus(self, other: Quasi) -> Option<Quasi> {
        Some(Quasi {
            a: self.a.checked_add(other.a)?,
            b: self.b.checked_add(other.b)?,
            period: lcm(self.period, other.period)?,
            bound: self.bound.checked_add(other.bound)?,
            from: self.from.max(other.from),
        })
    }

    fn times(self, c: i128) -> Option<Quasi> {
        Some(Quasi {
            a: self.a.checked_mul(c)?,
            b: self.b.checked_mul(c)?,
            bound: self.bound.checked_mul(c.checked_abs()?)?,
            ..self
        })
    }

    /// A value periodic with `period` (no slope), within `bound` of 0.
    fn periodic(period: u64, bound: i128, from: u64) -> Quasi {
        Quasi {
            a: 0,
            b: 0,
            period,
            bound,
            from,
        }
    }
}

/// Where `condition` (on k and n) becomes periodic in n for the take `k`, or `None` when
/// the analysis cannot tell.
pub(crate) fn periodic_in_n(condition: &Condition, k: u64) -> Option<Periodic> {
    truth(&condition.expr, i128::from(k))
}

fn truth(expr: &Expr, k: i128) -> Option<Periodic> {
    match expr {
        Expr::And(items) | Expr::Or(items) => items
            .iter()
            .try_fold(Periodic { from: 0, period: 1 }, |all, item| {
                all.and(truth(item, k)?)
            }),
        Expr::Not(inner) => truth(inner, k),
        Expr::Compare(left, _, right) => {
            sign_of(value(left, k)?.plus(value(right, k)?.times(-1)?)?)
        }
        // An arithmetic value as a condition: true where it is not 0.
        _ => sign_of(value(expr, k)?),
    }
}

/// Where the sign of `d` (and so any comparison of it with 0) becomes periodic.
fn sign_of(d: Quasi) -> Option<Periodic> {
    if d.a == 0 {
        return Some(Periodic {
            from: d.from,
            period: d.period,
        });
    }
    // |a·n + b| > B from this n on, so the sign is a's.
    let settled = if d.a > 0 {
        ceil_div(1i128.checked_add(d.bound)?.checked_sub(d.b)?, d.a)?
    } else {
        ceil_div(
            1i128.checked_add(d.bound)?.checked_add(d.b)?,
            d.a.checked_neg()?,
        )?
    };
    Some(Periodic {
        from: d.from.max(u64::try_from(settled.max(0)).ok()?),
        period: 1,
    })
}

fn value(expr: &Expr, k: i128) -> Option<Quasi> {
    Some(match expr {
        Expr::Int(v) => Quasi::constant(*v),
        Expr::K => Quasi::constant(k),
        Expr::N => Quasi {
            a: 1,
            ..Quasi::constant(0)
        },
        Expr::Negate(inner) => value(inner, k)?.times(-1)?,
        Expr::Min(items) | Expr::Max(items) => {
            let mut all = Quasi::constant(0);
            let mut bound = 0i128;
            for item in items {
                let item = value(item, k)?;
                if item.a != 0 {
                    return None;
                }
                bound = bound.max(item.b.checked_abs()?.checked_add(item.bound)?);
                all = all.plus(Quasi::periodic(item.period, 0, item.from))?;
            }
            Quasi::periodic(all.period, bound, all.from)
        }
        Expr::Arith(first, rest) => {
            let mut x = value(first, k)?;
            for (op, operand) in rest {
                let y = value(operand, k)?;
                x = match op {
                    ArithOp::Add => x.plus(y)?,
                    ArithOp::Subtract => x.plus(y.times(-1)?)?,
                    ArithOp::Multiply => match (x.as_constant(), y.as_constant()) {
                        (Some(c), _) => y.times(c)?,
                        (_, Some(c)) => x.times(c)?,
                        _ => return None,
                    },
                    ArithOp::Remainder => {
                        let c = y.as_constant().filter(|&c| c > 0)?;
                        let period = lcm(x.period, u64::try_from(c).ok()?)?;
                        Quasi::periodic(period, c - 1, x.from)
                    }
                    ArithOp::Divide => {
                        let c = y.as_constant().filter(|&c| c > 0)?;
                        if x.a % c != 0 {
                            return None;
                        }
                        let rest = x.b.checked_abs()?.checked_add(x.bound)? / c + 1;
                        Quasi {
                            a: x.a / c,
                            ..Quasi::periodic(x.period, rest, x.from)
                        }
                    }
                    // Bit operations and shifts are left to the evaluation: no theorem.
                    ArithOp::BitAnd
                    | ArithOp::BitOr
                    | ArithOp::Xor
                    | ArithOp::ShiftLeft
                    | ArithOp::ShiftRight => return None,
                };
            }
            x
        }
        Expr::Var(_)
        | Expr::Or(_)
        | Expr::And(_)
        | Expr::Not(_)
        | Expr::Compare(..)
        | Expr::Pow(..)
        | Expr::PowerOf2(_)
        | Expr::Prime(_)
        | Expr::Divides(..) => {
            return None;
        }
    })
}

/// ⌈x / y⌉ for y > 0.
fn ceil_div(x: i128, y: i128) -> Option<i128> {
    let quotient = x.checked_div_euclid(y)?;
    if x.checked_rem_euclid(y)? == 0 {
        Some(quotient)
    } else {
        quotient.checked_add(1)
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The least common multiple (`None` past 2^64).
fn lcm(a: u64, b: u64) -> Option<u64> {
    (a / gcd(a, b)).checked_mul(b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Source, parse_game};

    fn condition(text: &str) -> Condition {
        let source = format!("game \"g\"\nmove take 1..3 where {text}\n");
        let game = parse_game(Source::new("g.game", source), &[]).unwrap();
        game.rules[0].condition.clone().unwrap()
    }

    /// Every periodicity found holds over a long stretch of evaluations (a brute-force
    /// twin of the analysis), for every take.
    #[test]
    fn periods_found_hold_where_evaluated() {
        let conditions = [
            "k < n",
            "n % 3 != 0",
            "n % 4 == 1 or k == 2",
            "2 * n - 7 > 3 * k",
            "n * 4 / 2 > 9 + k",
            "(n + k) % 5 < 2 and n > 10",
            "not (n % 6 == k)",
            "n % 3 + n > 20",
            "min(n % 4, 2) == 1",
            "max(k, n % 7) > 3",
            "n % k == 0",
            "-n + 40 > k",
            "n - n % 2 > 9",
        ];
        for text in conditions {
            let condition = condition(text);
            for k in 1..=3 {
                let found = periodic_in_n(&condition, k)
                    .unwrap_or_else(|| panic!("{text}: no period found"));
                for n in found.from..found.from + 300 {
                    assert_eq!(
                        condition.holds(k, n),
                        condition.holds(k, n + found.period),
                        "{text}, k = {k}: period {} from {}, at n = {n}",
                        found.period,
                        found.from
                    );
                }
            }
        }
    }

    #[test]
    fn what_cannot_be_analysed_is_refused() {
        for text in ["n * n > 50", "n / 2 > k", "n % n == 0", "k % (n - n) == 0"] {
            assert_eq!(periodic_in_n(&condition(text), 2), None, "{text}");
        }
    }

    #[test]
    fn settling_and_periods_are_as_small_as_the_rules_say() {
        assert_eq!(
            periodic_in_n(&condition("k < n"), 2),
            Some(Periodic { from: 3, period: 1 })
        );
        assert_eq!(
            periodic_in_n(&condition("n % 3 != 0"), 1),
            Some(Periodic { from: 0, period: 3 })
        );
    }
}
