//! Where a condition on the take alone settles: from some k on, `where` is always true or
//! always false. A rule like `take 1.. where k != 2 and k != 5` then allows every take but
//! a finite few, and one like `take 1.. where k <= 5` only finitely many, which the
//! engine's fast paths can use.
//!
//! The analysis is exact for the expressions it accepts and refuses the others: every
//! arithmetic operand must be affine in k (a·k + b: integers, k, sums, differences,
//! negation, products with a constant side, and `/` or `%` between constants), and a
//! comparison of two affine sides settles where their difference a·k + b keeps its sign:
//! for every k from ⌈(1 − b)/a⌉ on when a > 0 (it stays at least 1), from ⌈(1 + b)/−a⌉
//! on when a < 0, and at once when a = 0. `and`, `or` and `not` settle where all their
//! operands have. A condition on n, or one like `k % 2 == 0`, does not settle.

use super::condition::{ArithOp, CompareOp, Condition, Expr, apply};

/// A condition's value for every take from `from` on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Settled {
    pub from: u64,
    pub holds: bool,
}

/// a·k + b.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Affine {
    a: i128,
    b: i128,
}

impl Condition {
    /// Where this condition settles, or `None` when the analysis cannot tell (or it
    /// depends on the heap's size).
    pub(crate) fn settled(&self) -> Option<Settled> {
        if self.uses_n {
            return None;
        }
        settle(&self.expr)
    }
}

fn settle(expr: &Expr) -> Option<Settled> {
    match expr {
        Expr::And(items) | Expr::Or(items) => {
            let want_all = matches!(expr, Expr::And(_));
            let mut from = 0;
            let mut holds = want_all;
            for item in items {
                let settled = settle(item)?;
                from = from.max(settled.from);
                holds = if want_all {
                    holds && settled.holds
                } else {
                    holds || settled.holds
                };
            }
            Some(Settled { from, holds })
        }
        Expr::Not(inner) => settle(inner).map(|s| Settled {
            from: s.from,
            holds: !s.holds,
        }),
        Expr::Compare(left, op, right) => {
            let (left, right) = (affine(left)?, affine(right)?);
            let difference = Affine {
                a: left.a.checked_sub(right.a)?,
                b: left.b.checked_sub(right.b)?,
            };
            compare(difference, *op)
        }
        // An arithmetic value as a condition: true where it is not 0.
        _ => compare(affine(expr)?, CompareOp::NotEqual),
    }
}

/// Where `a·k + b op 0` settles.
fn compare(d: Affine, op: CompareOp) -> Option<Settled> {
    let sign = |value: i128| value.signum();
    let (from, sign) = if d.a == 0 {
        (0, sign(d.b))
    } else if d.a > 0 {
        // a·k + b >= 1 from k = ⌈(1 − b)/a⌉ on.
        (ceil_div(1i128.checked_sub(d.b)?, d.a)?, 1)
    } else {
        // a·k + b <= −1 from k = ⌈(1 + b)/(−a)⌉ on.
        (ceil_div(d.b.checked_add(1)?, d.a.checked_neg()?)?, -1)
    };
    let holds = match op {
        CompareOp::Less => sign < 0,
        CompareOp::LessEqual => sign <= 0,
        CompareOp::Greater => sign > 0,
        CompareOp::GreaterEqual => sign >= 0,
        CompareOp::Equal => sign == 0,
        CompareOp::NotEqual => sign != 0,
    };
    Some(Settled {
        from: u64::try_from(from.max(0)).ok()?,
        holds,
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

/// The expression as a·k + b, when it is one.
fn affine(expr: &Expr) -> Option<Affine> {
    Some(match expr {
        Expr::Int(v) => Affine { a: 0, b: *v },
        Expr::K => Affine { a: 1, b: 0 },
        Expr::Negate(inner) => {
            let inner = affine(inner)?;
            Affine {
                a: inner.a.checked_neg()?,
                b: inner.b.checked_neg()?,
            }
        }
        Expr::Arith(first, rest) => {
            let mut value = affine(first)?;
            for (op, operand) in rest {
                let x = affine(operand)?;
                value = match op {
                    ArithOp::Add => Affine {
                        a: value.a.checked_add(x.a)?,
                        b: value.b.checked_add(x.b)?,
                    },
                    ArithOp::Subtract => Affine {
                        a: value.a.checked_sub(x.a)?,
                        b: value.b.checked_sub(x.b)?,
                    },
                    ArithOp::Multiply => match (value.a, x.a) {
                        (0, _) => Affine {
                            a: x.a.checked_mul(value.b)?,
                            b: x.b.checked_mul(value.b)?,
                        },
                        (_, 0) => Affine {
                            a: value.a.checked_mul(x.b)?,
                            b: value.b.checked_mul(x.b)?,
                        },
                        _ => return None,
                    },
                    // Other operations between constants only (and never by zero: that
                    // fails where evaluated).
                    _ if value.a == 0 && x.a == 0 => Affine {
                        a: 0,
                        b: apply(*op, value.b, x.b).ok()?,
                    },
                    _ => return None,
                };
            }
            value
        }
        Expr::N
        | Expr::Var(_)
        | Expr::Min(_)
        | Expr::Max(_)
        | Expr::Or(_)
        | Expr::And(_)
        | Expr::Not(_)
        | Expr::Compare(..)
        | Expr::Pow(..)
        | Expr::PowerOf2(_)
        | Expr::Prime(_)
        | Expr::Divides(..) => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Source, parse_game};

    fn condition(text: &str) -> Condition {
        let source = format!("game \"g\"\nmove take 1.. where {text}\n");
        let game = parse_game(Source::new("g.game", source), &[]).unwrap();
        game.rules[0].condition.clone().unwrap()
    }

    #[test]
    fn finitely_many_exceptions_settle_true() {
        let settled = condition("k != 2 and k != 5").settled().unwrap();
        assert_eq!(
            settled,
            Settled {
                from: 6,
                holds: true
            }
        );
        let settled = condition("k > 3 or k == 1").settled().unwrap();
        assert_eq!(
            settled,
            Settled {
                from: 4,
                holds: true
            }
        );
    }

    #[test]
    fn bounds_settle_false() {
        let settled = condition("k <= 5").settled().unwrap();
        assert_eq!(
            settled,
            Settled {
                from: 6,
                holds: false
            }
        );
        // Settled from 5 in fact; the analysis waits for a difference of at least 1.
        let settled = condition("not (2 * k - 1 >= 9)").settled().unwrap();
        assert_eq!(
            settled,
            Settled {
                from: 6,
                holds: false
            }
        );
    }

    #[test]
    fn what_does_not_settle_or_cannot_be_analysed_is_none() {
        for text in ["k % 2 == 0", "k * k > 10", "k <= n / 2", "k / 2 != 3"] {
            assert_eq!(condition(text).settled(), None, "{text}");
        }
    }

    /// On every comparison of two small affine sides, joined to a bound on k, the settled
    /// value is the evaluated one on a long stretch from the point found.
    #[test]
    fn settling_agrees_with_evaluation() {
        let ops = ["<", "<=", ">", ">=", "==", "!="];
        let sides = [
            "0 * k + 7",
            "2 * k - 9",
            "11 - 3 * k",
            "k + 20 / 3",
            "-(k - 4)",
        ];
        for left in sides {
            for right in sides {
                for op in ops {
                    for bound in ["k < 6", "k != 13"] {
                        let text = format!("{left} {op} {right} or not ({bound})");
                        let condition = condition(&text);
                        let settled = condition.settled().expect("affine conditions settle");
                        for k in settled.from..settled.from + 200 {
                            assert_eq!(condition.holds(k, 0), Ok(settled.holds), "{text} at {k}");
                        }
                    }
                }
            }
        }
    }
}
