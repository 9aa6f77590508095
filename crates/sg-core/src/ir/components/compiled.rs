//! A rule's expressions compiled once into closures, for the move path ([`super::moves`]):
//! each node becomes a closure over the slots' values that gives `None` where the
//! interpreter ([`Expr::value`]) gives an error, so the move path evaluates with the
//! closure and asks the interpreter again only for the error's words. A coordinate read
//! or a number is read in place (no call); a sum of two slots costs a call, not a walk
//! of the tree with a wide result.
//! Nodes that are rare in rules (`pow`, `prime`, `power_of_2`, `divides`, negation) are
//! left to the interpreter.

use std::fmt;
use std::sync::Arc;

use super::ReplaceRule;
use crate::ir::condition::{ArithOp, CompareOp, Expr, apply};

/// An expression as a closure: its value with the slots' values given, `None` where the
/// expression fails (division by zero, overflow, a shift past the width).
#[derive(Clone)]
pub(crate) enum Compiled {
    /// A number.
    Const(i128),
    /// A slot's value.
    Slot(usize),
    /// Anything else.
    Closure(Arc<Evaluate>),
}

/// A compiled node: the value from the slots' values, `None` where evaluation fails.
type Evaluate = dyn Fn(&[i128]) -> Option<i128> + Send + Sync;

/// A range's low and high ends.
type Ends = (Compiled, Compiled);

impl Compiled {
    #[inline]
    pub(crate) fn value(&self, vars: &[i128]) -> Option<i128> {
        match self {
            Compiled::Const(v) => Some(*v),
            Compiled::Slot(slot) => Some(vars[*slot]),
            Compiled::Closure(f) => f(vars),
        }
    }
}

fn node(f: impl Fn(&[i128]) -> Option<i128> + Send + Sync + 'static) -> Compiled {
    Compiled::Closure(Arc::new(f))
}

/// `expr` compiled; its values are the interpreter's wherever the interpreter gives one.
pub(crate) fn compile(expr: &Expr) -> Compiled {
    match expr {
        Expr::Int(v) => Compiled::Const(*v),
        Expr::Var(slot) => Compiled::Slot(*slot),
        Expr::Arith(first, rest) => arithmetic(compile(first), rest),
        Expr::Compare(a, op, b) => comparison(compile(a), *op, compile(b)),
        Expr::And(items) => {
            let items: Vec<Compiled> = items.iter().map(compile).collect();
            node(move |vars| {
                for item in &items {
                    if item.value(vars)? == 0 {
                        return Some(0);
                    }
                }
                Some(1)
            })
        }
        Expr::Or(items) => {
            let items: Vec<Compiled> = items.iter().map(compile).collect();
            node(move |vars| {
                for item in &items {
                    if item.value(vars)? != 0 {
                        return Some(1);
                    }
                }
                Some(0)
            })
        }
        Expr::Not(inner) => {
            let inner = compile(inner);
            node(move |vars| Some(i128::from(inner.value(vars)? == 0)))
        }
        Expr::Min(items) | Expr::Max(items) => {
            let items: Vec<Compiled> = items.iter().map(compile).collect();
            let least = matches!(expr, Expr::Min(_));
            node(move |vars| {
                let mut best = items[0].value(vars)?;
                for item in &items[1..] {
                    let v = item.value(vars)?;
                    best = if least { best.min(v) } else { best.max(v) };
                }
                Some(best)
            })
        }
        _ => {
            let expr = expr.clone();
            node(move |vars| expr.value(vars).ok())
        }
    }
}

/// `first op₁ e₁ op₂ e₂ …`, left to right; one `+` or `−` of two operands, the most
/// common shape, without the loop.
fn arithmetic(first: Compiled, rest: &[(ArithOp, Expr)]) -> Compiled {
    let rest: Vec<(ArithOp, Compiled)> = rest.iter().map(|(op, e)| (*op, compile(e))).collect();
    match rest.as_slice() {
        [(ArithOp::Add, b)] => {
            let b = b.clone();
            node(move |vars| first.value(vars)?.checked_add(b.value(vars)?))
        }
        [(ArithOp::Subtract, b)] => {
            let b = b.clone();
            node(move |vars| first.value(vars)?.checked_sub(b.value(vars)?))
        }
        _ => node(move |vars| {
            let mut value = first.value(vars)?;
            for (op, operand) in &rest {
                value = apply(*op, value, operand.value(vars)?).ok()?;
            }
            Some(value)
        }),
    }
}

fn comparison(a: Compiled, op: CompareOp, b: Compiled) -> Compiled {
    match op {
        CompareOp::Less => compare(a, b, |x, y| x < y),
        CompareOp::LessEqual => compare(a, b, |x, y| x <= y),
        CompareOp::Greater => compare(a, b, |x, y| x > y),
        CompareOp::GreaterEqual => compare(a, b, |x, y| x >= y),
        CompareOp::Equal => compare(a, b, |x, y| x == y),
        CompareOp::NotEqual => compare(a, b, |x, y| x != y),
    }
}

/// A comparison by `test`, made for each operator (so the test is inlined).
fn compare(
    a: Compiled,
    b: Compiled,
    test: impl Fn(i128, i128) -> bool + Send + Sync + 'static,
) -> Compiled {
    node(move |vars| Some(i128::from(test(a.value(vars)?, b.value(vars)?))))
}

/// A rule's expressions compiled, in the places the rule holds them.
#[derive(Clone)]
pub(crate) struct CompiledRule {
    /// The conditions, in the rule's order.
    pub conditions: Vec<Compiled>,
    /// Each choice's low and high ends.
    pub choose: Vec<Ends>,
    /// Each target's coordinates, and its run's ends.
    pub targets: Vec<(Vec<Compiled>, Option<Ends>)>,
}

impl CompiledRule {
    pub(crate) fn of(rule: &ReplaceRule) -> CompiledRule {
        let ends = |low: &Expr, high: &Expr| (compile(low), compile(high));
        CompiledRule {
            conditions: rule.conditions.iter().map(|(_, c)| compile(c)).collect(),
            choose: rule.choose.iter().map(|c| ends(&c.low, &c.high)).collect(),
            targets: rule
                .targets
                .iter()
                .map(|t| {
                    let coordinates = t.coordinates.iter().map(compile).collect();
                    (coordinates, t.each.as_ref().map(|e| ends(&e.low, &e.high)))
                })
                .collect(),
        }
    }
}

impl fmt::Debug for CompiledRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("CompiledRule")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::condition::Expr;

    /// Every expression of a few hand-made shapes, on a grid of slot values including
    /// the edges of the 128-bit range: the compiled value is the interpreter's, and
    /// `None` exactly where the interpreter fails.
    #[test]
    fn compiled_expressions_agree_with_the_interpreter() {
        use ArithOp::*;
        let var = Expr::Var;
        let int = Expr::Int;
        let arith = |a: Expr, rest: Vec<(ArithOp, Expr)>| Expr::Arith(Box::new(a), rest);
        let cmp = |a: Expr, op, b: Expr| Expr::Compare(Box::new(a), op, Box::new(b));
        let mut exprs = vec![
            int(7),
            var(0),
            arith(var(0), vec![(Add, var(1))]),
            arith(var(0), vec![(Subtract, int(1))]),
            arith(var(1), vec![(Multiply, var(0)), (Divide, var(2))]),
            arith(var(0), vec![(Remainder, var(1)), (ShiftLeft, var(2))]),
            arith(
                var(0),
                vec![(ShiftRight, var(2)), (Xor, var(1)), (BitAnd, int(6))],
            ),
            Expr::Min(vec![var(0), var(1), int(3)]),
            Expr::Max(vec![var(2), arith(var(0), vec![(Subtract, var(1))])]),
            Expr::Pow(Box::new(var(0)), Box::new(var(2))),
            Expr::Negate(Box::new(var(1))),
            Expr::Divides(Box::new(var(1)), Box::new(var(0))),
        ];
        let ops = [
            CompareOp::Less,
            CompareOp::LessEqual,
            CompareOp::Greater,
            CompareOp::GreaterEqual,
            CompareOp::Equal,
            CompareOp::NotEqual,
        ];
        for op in ops {
            exprs.push(cmp(var(0), op, arith(var(1), vec![(Add, int(1))])));
        }
        let (a, b) = (
            exprs[exprs.len() - 1].clone(),
            exprs[exprs.len() - 4].clone(),
        );
        exprs.push(Expr::And(vec![a.clone(), b.clone()]));
        exprs.push(Expr::Or(vec![a.clone(), b]));
        exprs.push(Expr::Not(Box::new(a)));
        let values = [
            0,
            1,
            2,
            3,
            5,
            64,
            127,
            128,
            -1,
            -7,
            i128::MAX,
            i128::MIN,
            i128::MAX - 1,
        ];
        for expr in &exprs {
            let compiled = compile(expr);
            for &x in &values {
                for &y in &values {
                    for &z in &values {
                        let vars = [x, y, z];
                        assert_eq!(
                            compiled.value(&vars),
                            expr.value(&vars).ok(),
                            "{expr:?} at {vars:?}"
                        );
                    }
                }
            }
        }
    }
}
