//! `where` conditions: a type-checked expression over `k` (tokens taken) and `n` (the
//! heap's size before the move), evaluated in checked 128-bit arithmetic. Division by
//! zero, overflow or a shift past the width is an evaluation error reported with the
//! rule's location, the operation and its operands ([`EvalErrorKind`]). The same
//! expressions, with named variables ([`Expr::Var`]: a component's coordinates and the
//! numbers a move chooses), give the coordinates of components ([`Expr::value`]).

use std::fmt;

use crate::span::Span;
pub(crate) use crate::syntax::ast::{ArithOp, CompareOp};

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Expr {
    Int(i128),
    K,
    N,
    /// A named variable of a component's move: a slot of the values it is evaluated with.
    Var(usize),
    /// The least of its operands (`min(a, b, …)`).
    Min(Vec<Expr>),
    /// The greatest of its operands (`max(a, b, …)`).
    Max(Vec<Expr>),
    Or(Vec<Expr>),
    And(Vec<Expr>),
    Not(Box<Expr>),
    Compare(Box<Expr>, CompareOp, Box<Expr>),
    Arith(Box<Expr>, Vec<(ArithOp, Expr)>),
    Negate(Box<Expr>),
    /// `pow(a, b)`: a to the power b (b at least 0).
    Pow(Box<Expr>, Box<Expr>),
    /// `power_of_2(a)`: a condition, a is 1, 2, 4, 8, …
    PowerOf2(Box<Expr>),
    /// `prime(a)`: a condition, a is a prime number (2, 3, 5, 7, …).
    Prime(Box<Expr>),
    /// `divides(a, b)`: a condition, b is a multiple of a (0 divides only 0).
    Divides(Box<Expr>, Box<Expr>),
}

/// A checked condition on a move.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Condition {
    pub expr: Expr,
    pub span: Span,
    pub uses_n: bool,
}

/// A move that cannot be made: its condition fails to evaluate, it would overflow a heap,
/// or the position has too many moves to generate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvalError {
    pub span: Span,
    pub kind: EvalErrorKind,
    pub k: u64,
    pub n: u64,
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            EvalErrorKind::TooManyMoves { .. } => write!(f, "{}", self.kind),
            _ => write!(f, "{} at k = {}, n = {}", self.kind, self.k, self.n),
        }
    }
}

impl std::error::Error for EvalError {}

/// An operation of a condition whose value leaves the 128-bit range, with its operands:
/// `3 * 7`, `pow(2, 200)`, `-(…)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Operation {
    /// The operator as the language writes it (`+`, `<<`, `pow`, `-` alone for negation).
    pub operator: &'static str,
    /// The first operand.
    pub a: i128,
    /// The second operand, if the operator takes two.
    pub b: Option<i128>,
}

impl Operation {
    fn binary(operator: &'static str, a: i128, b: i128) -> Operation {
        Operation {
            operator,
            a,
            b: Some(b),
        }
    }

    fn unary(operator: &'static str, a: i128) -> Operation {
        Operation {
            operator,
            a,
            b: None,
        }
    }
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.operator, self.b) {
            ("pow", Some(b)) => write!(f, "pow({}, {b})", self.a),
            (op, Some(b)) => write!(f, "{} {op} {b}", self.a),
            (op, None) => write!(f, "{op}({})", self.a),
        }
    }
}

/// Why a move cannot be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EvalErrorKind {
    DivisionByZero,
    /// An operation whose value leaves the 128-bit range.
    Overflow(Operation),
    NegativeExponent,
    /// A shift by fewer than 0 or more than 127 places.
    ShiftPastWidth {
        by: i128,
    },
    HeapOverflow,
    TooManyMoves {
        limit: u64,
    },
}

impl EvalErrorKind {
    /// The error in words, with `place` (`` in `where` `` or nothing) after the name of an
    /// evaluation error: `` division by zero in `where` ``, `arithmetic overflow: 3 * 7 is
    /// past the 128-bit range`.
    pub(crate) fn describe(&self, place: &str) -> String {
        match self {
            EvalErrorKind::DivisionByZero => format!("division by zero{place}"),
            EvalErrorKind::Overflow(operation) => {
                format!("arithmetic overflow{place}: {operation} is past the 128-bit range")
            }
            EvalErrorKind::NegativeExponent => format!("a negative exponent in `pow`{place}"),
            EvalErrorKind::ShiftPastWidth { by } => {
                format!("a shift by {by} places{place}: a shift is by 0 to 127 places")
            }
            EvalErrorKind::HeapOverflow => {
                "this move would make a heap larger than 18446744073709551615".to_string()
            }
            EvalErrorKind::TooManyMoves { limit } => format!(
                "a position has more than {limit} moves under this rule: too many to generate"
            ),
        }
    }
}

impl fmt::Display for EvalErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(" in `where`"))
    }
}

impl std::error::Error for EvalErrorKind {}

impl Condition {
    pub(crate) fn holds(&self, k: u64, n: u64) -> Result<bool, EvalError> {
        let fail = |kind| EvalError {
            span: self.span,
            kind,
            k,
            n,
        };
        let env = Heap {
            k: i128::from(k),
            n: i128::from(n),
        };
        eval(&self.expr, &env).map(|v| v != 0).map_err(fail)
    }
}

/// What an expression is evaluated with: a heap rule's take and heap, or the variables of
/// a component's move. Evaluation is generic over it, so a heap condition's evaluation is
/// as lean as if variables did not exist.
trait Env {
    fn k(&self) -> i128;
    fn n(&self) -> i128;
    fn var(&self, slot: usize) -> i128;
}

/// A heap rule's condition: `k` and `n` (it has no variables).
struct Heap {
    k: i128,
    n: i128,
}

impl Env for Heap {
    #[inline]
    fn k(&self) -> i128 {
        self.k
    }
    #[inline]
    fn n(&self) -> i128 {
        self.n
    }
    #[inline]
    fn var(&self, _: usize) -> i128 {
        0
    }
}

/// A component's move: its variables by slot (it has no `k` or `n` of a heap).
struct Vars<'a>(&'a [i128]);

impl Env for Vars<'_> {
    #[inline]
    fn k(&self) -> i128 {
        0
    }
    #[inline]
    fn n(&self) -> i128 {
        0
    }
    #[inline]
    fn var(&self, slot: usize) -> i128 {
        self.0[slot]
    }
}

impl Expr {
    /// The expression's value with `vars` in its variables' slots (a condition is 1 or 0).
    pub(crate) fn value(&self, vars: &[i128]) -> Result<i128, EvalErrorKind> {
        eval(self, &Vars(vars))
    }

    /// Whether the expression reads the variable in `slot`.
    pub(crate) fn uses(&self, slot: usize) -> bool {
        match self {
            Expr::Var(v) => *v == slot,
            Expr::Int(_) | Expr::K | Expr::N => false,
            Expr::Min(items) | Expr::Max(items) | Expr::Or(items) | Expr::And(items) => {
                items.iter().any(|e| e.uses(slot))
            }
            Expr::Not(inner) | Expr::Negate(inner) | Expr::PowerOf2(inner) | Expr::Prime(inner) => {
                inner.uses(slot)
            }
            Expr::Compare(a, _, b) | Expr::Pow(a, b) | Expr::Divides(a, b) => {
                a.uses(slot) || b.uses(slot)
            }
            Expr::Arith(first, rest) => first.uses(slot) || rest.iter().any(|(_, e)| e.uses(slot)),
        }
    }
}

/// Evaluates to an integer; booleans are 0 and 1 (types were checked in lowering).
fn eval<E: Env>(expr: &Expr, env: &E) -> Result<i128, EvalErrorKind> {
    Ok(match expr {
        Expr::Int(v) => *v,
        Expr::K => env.k(),
        Expr::N => env.n(),
        Expr::Var(slot) => env.var(*slot),
        Expr::Min(items) | Expr::Max(items) => {
            let mut best: Option<i128> = None;
            for item in items {
                let v = eval(item, env)?;
                best = Some(match (best, expr) {
                    (None, _) => v,
                    (Some(b), Expr::Min(_)) => b.min(v),
                    (Some(b), _) => b.max(v),
                });
            }
            best.expect("min and max have operands")
        }
        Expr::Or(items) => {
            for item in items {
                if eval(item, env)? != 0 {
                    return Ok(1);
                }
            }
            0
        }
        Expr::And(items) => {
            for item in items {
                if eval(item, env)? == 0 {
                    return Ok(0);
                }
            }
            1
        }
        Expr::Not(inner) => i128::from(eval(inner, env)? == 0),
        Expr::Negate(inner) => {
            let a = eval(inner, env)?;
            a.checked_neg()
                .ok_or_else(|| EvalErrorKind::Overflow(Operation::unary("-", a)))?
        }
        Expr::Compare(left, op, right) => {
            let (a, b) = (eval(left, env)?, eval(right, env)?);
            i128::from(match op {
                CompareOp::Less => a < b,
                CompareOp::LessEqual => a <= b,
                CompareOp::Greater => a > b,
                CompareOp::GreaterEqual => a >= b,
                CompareOp::Equal => a == b,
                CompareOp::NotEqual => a != b,
            })
        }
        Expr::Arith(first, rest) => {
            let mut value = eval(first, env)?;
            for (op, operand) in rest {
                value = apply(*op, value, eval(operand, env)?)?;
            }
            value
        }
        Expr::Pow(base, exponent) => power(eval(base, env)?, eval(exponent, env)?)?,
        Expr::Prime(inner) => {
            let v = eval(inner, env)?;
            let n = u64::try_from(v.max(0))
                .map_err(|_| EvalErrorKind::Overflow(Operation::unary("prime", v)))?;
            i128::from(is_prime(n))
        }
        Expr::PowerOf2(inner) => {
            let v = eval(inner, env)?;
            i128::from(v > 0 && v & (v - 1) == 0)
        }
        Expr::Divides(a, b) => {
            let (a, b) = (eval(a, env)?, eval(b, env)?);
            // Wrapping: the one remainder past the range, i128::MIN by −1, is 0.
            i128::from(if a == 0 {
                b == 0
            } else {
                b.wrapping_rem(a) == 0
            })
        }
    })
}

/// `base` to the power `exponent` (at least 0), exact wherever the value fits in 128 bits:
/// 0, 1 and −1 to any power too.
fn power(base: i128, exponent: i128) -> Result<i128, EvalErrorKind> {
    if exponent < 0 {
        return Err(EvalErrorKind::NegativeExponent);
    }
    Ok(match base {
        0 => i128::from(exponent == 0),
        1 => 1,
        -1 if exponent % 2 == 0 => 1,
        -1 => -1,
        _ => u32::try_from(exponent)
            .ok()
            .and_then(|e| base.checked_pow(e))
            .ok_or_else(|| EvalErrorKind::Overflow(Operation::binary("pow", base, exponent)))?,
    })
}

/// Whether `n` is prime: Miller–Rabin with the first twelve primes as bases, which
/// decides every number below 3.3 · 10^24, so every u64, exactly.
pub(crate) fn is_prime(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    if let Some(&p) = BASES.iter().find(|&&p| n.is_multiple_of(p)) {
        return n == p;
    }
    let multiply = |a: u64, b: u64| (u128::from(a) * u128::from(b) % u128::from(n)) as u64;
    let power = |mut base: u64, mut exponent: u64| {
        let mut result = 1;
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = multiply(result, base);
            }
            base = multiply(base, base);
            exponent >>= 1;
        }
        result
    };
    let twos = (n - 1).trailing_zeros();
    let odd = (n - 1) >> twos;
    BASES.iter().all(|&a| {
        let mut x = power(a, odd);
        if x == 1 || x == n - 1 {
            return true;
        }
        (1..twos).any(|_| {
            x = multiply(x, x);
            x == n - 1
        })
    })
}

/// `a op b` in checked arithmetic: `/` and `%` are Euclidean, the bit operations work on
/// two's complement, and a shift is by 0 to 127 places (`<<` must not overflow; `>>`
/// rounds down, so it is division by a power of 2).
pub(crate) fn apply(op: ArithOp, a: i128, b: i128) -> Result<i128, EvalErrorKind> {
    let shift = || {
        u32::try_from(b)
            .ok()
            .filter(|&b| b < 128)
            .ok_or(EvalErrorKind::ShiftPastWidth { by: b })
    };
    match op {
        ArithOp::Add => a.checked_add(b),
        ArithOp::Subtract => a.checked_sub(b),
        ArithOp::Multiply => a.checked_mul(b),
        ArithOp::Divide | ArithOp::Remainder if b == 0 => {
            return Err(EvalErrorKind::DivisionByZero);
        }
        ArithOp::Divide => a.checked_div_euclid(b),
        ArithOp::Remainder => a.checked_rem_euclid(b),
        ArithOp::BitOr => Some(a | b),
        ArithOp::Xor => Some(a ^ b),
        ArithOp::BitAnd => Some(a & b),
        ArithOp::ShiftLeft => a.checked_shl(shift()?).filter(|&v| v >> b == a),
        ArithOp::ShiftRight => Some(a >> shift()?),
    }
    .ok_or_else(|| EvalErrorKind::Overflow(Operation::binary(op.symbol(), a, b)))
}

impl Expr {
    /// Binding strength: operands that bind more loosely than their place needs are
    /// printed in parentheses.
    fn precedence(&self) -> u8 {
        match self {
            Expr::Or(_) => 1,
            Expr::And(_) => 2,
            Expr::Not(_) => 3,
            Expr::Compare(..) => 4,
            Expr::Arith(_, rest) => match rest.first() {
                Some((ArithOp::BitOr, _)) => 5,
                Some((ArithOp::Xor, _)) => 6,
                Some((ArithOp::BitAnd, _)) => 7,
                Some((ArithOp::ShiftLeft | ArithOp::ShiftRight, _)) => 8,
                Some((ArithOp::Add | ArithOp::Subtract, _)) => 9,
                _ => 10,
            },
            Expr::Negate(_) => 11,
            Expr::Int(_)
            | Expr::K
            | Expr::N
            | Expr::Var(_)
            | Expr::Min(_)
            | Expr::Max(_)
            | Expr::Pow(..)
            | Expr::PowerOf2(_)
            | Expr::Prime(_)
            | Expr::Divides(..) => 12,
        }
    }
}

/// An expression printed with the names of its variables.
pub(crate) struct Named<'a> {
    expr: &'a Expr,
    names: &'a [String],
}

impl Expr {
    /// The expression printed with `names[slot]` for each variable.
    pub(crate) fn named<'a>(&'a self, names: &'a [String]) -> Named<'a> {
        Named { expr: self, names }
    }
}

/// Prints the expression with only the parentheses its meaning needs.
impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.named(&[]).fmt(f)
    }
}

impl fmt::Display for Named<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = self.names;
        // `expr`, in parentheses when it binds more loosely than `needed`.
        let operand = |f: &mut fmt::Formatter<'_>, expr: &Expr, needed: u8| {
            let named = expr.named(names);
            if expr.precedence() < needed {
                write!(f, "({named})")
            } else {
                write!(f, "{named}")
            }
        };
        let chain = |f: &mut fmt::Formatter<'_>, items: &[Expr], word: &str, needed: u8| {
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    write!(f, "{word}")?;
                }
                operand(f, item, needed)?;
            }
            Ok(())
        };
        match self.expr {
            Expr::Int(v) => write!(f, "{v}"),
            Expr::K => write!(f, "k"),
            Expr::N => write!(f, "n"),
            Expr::Var(slot) => match names.get(*slot) {
                Some(name) => write!(f, "{name}"),
                None => write!(f, "${slot}"),
            },
            Expr::Min(items) | Expr::Max(items) => {
                let word = if matches!(self.expr, Expr::Min(_)) {
                    "min"
                } else {
                    "max"
                };
                write!(f, "{word}(")?;
                chain(f, items, ", ", 0)?;
                write!(f, ")")
            }
            Expr::Pow(a, b) => write!(f, "pow({}, {})", a.named(names), b.named(names)),
            Expr::PowerOf2(a) => write!(f, "power_of_2({})", a.named(names)),
            Expr::Prime(a) => write!(f, "prime({})", a.named(names)),
            Expr::Divides(a, b) => write!(f, "divides({}, {})", a.named(names), b.named(names)),
            Expr::Or(items) => chain(f, items, " or ", 1),
            Expr::And(items) => chain(f, items, " and ", 2),
            Expr::Not(inner) => {
                write!(f, "not ")?;
                // A prefix repeats, so a `not` operand needs no parentheses; a comparison
                // gets them anyway, for the reader.
                let needed = if matches!(**inner, Expr::Not(_)) {
                    0
                } else {
                    5
                };
                operand(f, inner, needed)
            }
            Expr::Negate(inner) => {
                // `- -k`, not `--k`, for the reader.
                let gap = if matches!(**inner, Expr::Negate(_)) {
                    " "
                } else {
                    ""
                };
                write!(f, "-{gap}")?;
                operand(f, inner, 11)
            }
            Expr::Compare(a, op, b) => {
                let op = match op {
                    CompareOp::Less => "<",
                    CompareOp::LessEqual => "<=",
                    CompareOp::Greater => ">",
                    CompareOp::GreaterEqual => ">=",
                    CompareOp::Equal => "==",
                    CompareOp::NotEqual => "!=",
                };
                operand(f, a, 5)?;
                write!(f, " {op} ")?;
                operand(f, b, 5)
            }
            Expr::Arith(first, rest) => {
                let level = self.expr.precedence();
                operand(f, first, level)?;
                for (op, item) in rest {
                    write!(f, " {} ", op.symbol())?;
                    // Left to right: a later operand of the same strength keeps its parentheses.
                    operand(f, item, level + 1)?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn condition(expr: Expr) -> Condition {
        Condition {
            expr,
            span: Span::default(),
            uses_n: true,
        }
    }

    #[test]
    fn evaluates_half_heap_rule() {
        // k <= n / 2
        let c = condition(Expr::Compare(
            Box::new(Expr::K),
            CompareOp::LessEqual,
            Box::new(Expr::Arith(
                Box::new(Expr::N),
                vec![(ArithOp::Divide, Expr::Int(2))],
            )),
        ));
        assert_eq!(c.holds(2, 5), Ok(true));
        assert_eq!(c.holds(3, 5), Ok(false));
    }

    /// Miller–Rabin against trial division on every number below 10^5, and on numbers
    /// near 2^64 whose factors are known.
    #[test]
    fn primes_are_told_from_composites() {
        let trial = |n: u64| {
            n > 1
                && (2..)
                    .take_while(|d| d * d <= n)
                    .all(|d| !n.is_multiple_of(d))
        };
        for n in 0..100_000 {
            assert_eq!(is_prime(n), trial(n), "{n}");
        }
        assert!(is_prime(18_446_744_073_709_551_557)); // the largest prime below 2^64
        assert!(!is_prime(18_446_744_073_709_551_615)); // 3 · 5 · 17 · 257 · 641 · 65537 · 6700417
        assert!(!is_prime(3_825_123_056_546_413_051)); // a strong pseudoprime to bases 2..23
        assert!(is_prime(4_294_967_291));
    }

    #[test]
    fn division_by_zero_is_an_error() {
        let c = condition(Expr::Compare(
            Box::new(Expr::Arith(
                Box::new(Expr::K),
                vec![(
                    ArithOp::Remainder,
                    Expr::Arith(Box::new(Expr::N), vec![(ArithOp::Subtract, Expr::Int(3))]),
                )],
            )),
            CompareOp::Equal,
            Box::new(Expr::Int(0)),
        ));
        assert_eq!(
            c.holds(1, 3).unwrap_err().kind,
            EvalErrorKind::DivisionByZero
        );
        assert_eq!(c.holds(2, 5), Ok(true));
    }

    #[test]
    fn an_evaluation_error_names_the_operation_and_its_operands() {
        let overflow = |operator, a, b| EvalErrorKind::Overflow(Operation::binary(operator, a, b));
        assert_eq!(
            apply(ArithOp::Add, i128::MAX, 1),
            Err(overflow("+", i128::MAX, 1))
        );
        assert_eq!(
            apply(ArithOp::ShiftLeft, 3, 126),
            Err(overflow("<<", 3, 126))
        );
        assert_eq!(
            apply(ArithOp::ShiftRight, 3, -1),
            Err(EvalErrorKind::ShiftPastWidth { by: -1 })
        );
        assert_eq!(apply(ArithOp::ShiftRight, -3, 127), Ok(-1));
        assert_eq!(power(-2, 127), Ok(i128::MIN));
        assert_eq!(power(2, 127), Err(overflow("pow", 2, 127)));
        let negate = Expr::Negate(Box::new(Expr::Arith(
            Box::new(Expr::Int(i128::MIN + 1)),
            vec![(ArithOp::Subtract, Expr::K)],
        )));
        let kind = eval(&negate, &Heap { k: 1, n: 1 }).unwrap_err();
        assert_eq!(
            kind,
            EvalErrorKind::Overflow(Operation::unary("-", i128::MIN))
        );
        assert_eq!(
            kind.to_string(),
            "arithmetic overflow in `where`: -(-170141183460469231731687303715884105728) is past \
             the 128-bit range"
        );
        assert_eq!(
            overflow("pow", 10, 40).describe(""),
            "arithmetic overflow: pow(10, 40) is past the 128-bit range"
        );
        assert_eq!(
            EvalErrorKind::ShiftPastWidth { by: 200 }.describe(""),
            "a shift by 200 places: a shift is by 0 to 127 places"
        );
    }
}
