//! The proof that play ends, made when a rule file is read. A measure is a weighted sum
//! of a component's coordinates (weights −1, 0 or 1: `n`, `w + h`, `s − c`); it proves
//! the game finite when every component a move leaves has a measure at least 1 below the
//! component it replaces and never below 0 (then every chain of moves is finite, and so
//! is every sum, by the multiset ordering).
//!
//! Each claim is checked symbolically: the difference of measures is a polynomial in the
//! coordinates and the chosen numbers, and the chosen numbers are eliminated one at a
//! time, last chosen first, by putting in the bound that makes the polynomial largest (a
//! range's end, a `min` term, or a `where` comparison such as `c + k <= s`), which needs
//! the sign of its coefficient. What is left, a polynomial in the coordinates (which are
//! never negative, and at least c where `where` says so), must be at most −1. The proof is
//! sufficient, not complete: a game it cannot prove is refused, naming the rule and, when
//! one is found among small components ([`super::cycle`]), a cycle of moves. The rules
//! are proved in normal form ([`super::normal`]), which makes the same moves with the
//! `where` bounds of its chosen numbers in their ranges (`k == m + 1` bounds k both ways).

use std::cell::Cell;
use std::collections::BTreeMap;
use std::fmt;

use super::{Choice, ReplaceRule, cycle};
use crate::ir::condition::{ArithOp, CompareOp, Expr};
use crate::ir::error::{LowerError, LowerErrorKind};

/// What goes down with every move: found (Σ weight · coordinate, weights −1, 0 or 1), or
/// named by the author with `measure EXPR` (a polynomial of the coordinates).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Measure {
    Found(Vec<i128>),
    Written(Poly, String),
}

impl Measure {
    /// The measure written with the coordinates' names (`s - c`).
    pub(crate) fn named<'a>(&'a self, names: &'a [String]) -> NamedMeasure<'a> {
        NamedMeasure {
            measure: self,
            names,
        }
    }

    /// The measure of a component with these coordinates, saturating at the bounds of
    /// i128 (an order for the searches' work, not a proof).
    pub(crate) fn at(&self, coordinates: &[u64]) -> i128 {
        let coordinate = |slot: usize| coordinates.get(slot).map_or(0, |&c| i128::from(c));
        match self {
            Measure::Found(weights) => weights.iter().enumerate().fold(0i128, |sum, (slot, &w)| {
                sum.saturating_add(w.saturating_mul(coordinate(slot)))
            }),
            Measure::Written(poly, _) => poly.0.iter().fold(0i128, |sum, (monomial, &c)| {
                let term = monomial
                    .iter()
                    .fold(c, |term, &slot| term.saturating_mul(coordinate(slot)));
                sum.saturating_add(term)
            }),
        }
    }

    /// The measure as a polynomial of the coordinates.
    fn poly(&self) -> Option<Poly> {
        match self {
            Measure::Written(poly, _) => Some(poly.clone()),
            Measure::Found(weights) => weights
                .iter()
                .enumerate()
                .try_fold(Poly::default(), |sum, (slot, &w)| {
                    sum.add(&Poly::var(slot), w)
                }),
        }
    }
}

pub(crate) struct NamedMeasure<'a> {
    measure: &'a Measure,
    names: &'a [String],
}

impl fmt::Display for NamedMeasure<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let weights = match self.measure {
            Measure::Written(_, text) => return f.write_str(text),
            Measure::Found(weights) => weights,
        };
        let mut first = true;
        for (w, name) in weights.iter().zip(self.names) {
            match (*w, first) {
                (0, _) => continue,
                (1, true) => write!(f, "{name}")?,
                (-1, true) => write!(f, "-{name}")?,
                (1, false) => write!(f, " + {name}")?,
                (_, _) => write!(f, " - {name}")?,
            }
            first = false;
        }
        Ok(())
    }
}

/// A polynomial: monomials (sorted lists of slots) and their coefficients.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Poly(BTreeMap<Vec<usize>, i128>);

impl Poly {
    fn constant(c: i128) -> Poly {
        let mut p = Poly::default();
        p.0.insert(Vec::new(), c);
        p.normalised()
    }

    fn var(slot: usize) -> Poly {
        let mut p = Poly::default();
        p.0.insert(vec![slot], 1);
        p
    }

    fn normalised(mut self) -> Poly {
        self.0.retain(|_, c| *c != 0);
        self
    }

    fn add(&self, other: &Poly, sign: i128) -> Option<Poly> {
        let mut sum = self.clone();
        for (m, c) in &other.0 {
            let entry = sum.0.entry(m.clone()).or_insert(0);
            *entry = entry.checked_add(c.checked_mul(sign)?)?;
        }
        Some(sum.normalised())
    }

    fn mul(&self, other: &Poly) -> Option<Poly> {
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

    /// `self` with `slot` replaced by `value`.
    fn substitute(&self, slot: usize, value: &Poly) -> Option<Poly> {
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
    fn compose(&self, values: &[Poly]) -> Option<Poly> {
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
    fn split(&self, slot: usize) -> Option<(Poly, Poly)> {
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

    /// At least 0 whenever every variable is: every coefficient is.
    fn non_negative(&self) -> bool {
        self.0.values().all(|&c| c >= 0)
    }

    fn non_positive(&self) -> bool {
        self.0.values().all(|&c| c <= 0)
    }

    fn constant_term(&self) -> i128 {
        self.0.get(&Vec::new()).copied().unwrap_or(0)
    }

    /// The polynomial an expression of `+`, `-`, `*` and integers is (`None` for others).
    pub(crate) fn of(expr: &Expr) -> Option<Poly> {
        Abstraction::exact().poly(expr)
    }

    /// Whether `self ≥ other` whenever every variable is at least 0, for polynomials whose
    /// variables all satisfy `known` (`n ≥ n - 1`, `a + 1 ≥ 0`).
    pub(crate) fn at_least(&self, other: &Poly, known: impl Fn(usize) -> bool) -> bool {
        self.add(other, -1).is_some_and(|difference| {
            difference.non_negative() && difference.0.keys().flatten().all(|&s| known(s))
        })
    }

    /// Whether every variable of `self` is below `slot`.
    fn only_below(&self, slot: usize) -> bool {
        self.0.keys().flatten().all(|&s| s < slot)
    }
}

/// The bounds known of each variable: lower and upper candidates (each one valid).
#[derive(Debug, Clone, Default)]
struct Bounds {
    lower: Vec<Poly>,
    upper: Vec<Poly>,
}

/// Polynomials of expressions for the proof, each `min` or `max` in them a fresh variable
/// (a slot after the rule's) whose bounds are its arguments: min(a, b) ≤ a and ≤ b,
/// max(a, b) ≥ a and ≥ b. A `min` is at least 0 where its arguments are polynomials of
/// the coordinates with no negative coefficient (`min(r2, 1)`), or where it is a whole
/// coordinate of a component a move leaves (a negative one is an error, not a move).
struct Abstraction {
    bounds: Vec<Bounds>,
    /// The fresh variables in the order they were made.
    made: Vec<usize>,
    /// How many coordinates a component has; `None` where `min` and `max` are refused.
    dimension: Option<usize>,
}

impl Abstraction {
    /// An abstraction that refuses `min` and `max`.
    fn exact() -> Abstraction {
        Abstraction {
            bounds: Vec::new(),
            made: Vec::new(),
            dimension: None,
        }
    }

    fn poly(&mut self, expr: &Expr) -> Option<Poly> {
        Some(match expr {
            Expr::Int(v) => Poly::constant(*v),
            Expr::Var(slot) => Poly::var(*slot),
            Expr::Negate(inner) => Poly::default().add(&self.poly(inner)?, -1)?,
            Expr::Arith(first, rest) => {
                let mut value = self.poly(first)?;
                for (op, operand) in rest {
                    let x = self.poly(operand)?;
                    value = match op {
                        ArithOp::Add => value.add(&x, 1)?,
                        ArithOp::Subtract => value.add(&x, -1)?,
                        ArithOp::Multiply => value.mul(&x)?,
                        _ => return None,
                    };
                }
                value
            }
            Expr::Min(items) | Expr::Max(items) => {
                let dimension = self.dimension?;
                let args = items
                    .iter()
                    .map(|e| self.poly(e))
                    .collect::<Option<Vec<Poly>>>()?;
                let mut bounds = Bounds::default();
                if matches!(expr, Expr::Min(_)) {
                    if args
                        .iter()
                        .all(|a| a.non_negative() && a.only_below(dimension))
                    {
                        bounds.lower.push(Poly::default());
                    }
                    bounds.upper = args;
                } else {
                    bounds.lower = args;
                }
                self.fresh(bounds)
            }
            _ => return None,
        })
    }

    fn fresh(&mut self, bounds: Bounds) -> Poly {
        let slot = self.bounds.len();
        self.bounds.push(bounds);
        self.made.push(slot);
        Poly::var(slot)
    }

    /// The candidates an expression gives as an upper (`min` splits) or lower (`max`) bound.
    fn candidates(&mut self, expr: &Expr, upper: bool) -> Vec<Poly> {
        match expr {
            Expr::Min(items) if upper => items
                .iter()
                .flat_map(|e| self.candidates(e, upper))
                .collect(),
            Expr::Max(items) if !upper => items
                .iter()
                .flat_map(|e| self.candidates(e, upper))
                .collect(),
            _ => self.poly(expr).into_iter().collect(),
        }
    }

    /// A coordinate of a component a move leaves: a `min` that is the whole coordinate
    /// is at least 0.
    fn coordinate(&mut self, expr: &Expr) -> Option<Poly> {
        let poly = self.poly(expr)?;
        if matches!(expr, Expr::Min(_))
            && let Some(&slot) = self.made.last()
        {
            self.bounds[slot].lower.push(Poly::default());
        }
        Some(poly)
    }
}

/// What one rule lets the prover assume: bounds of its variables, and coordinates that
/// `where` says are at least some number (put in as c = c' + low, c' ≥ 0).
struct Facts {
    bounds: Vec<Bounds>,
    /// The chosen numbers, runs and fresh variables, eliminated last made first.
    order: Vec<usize>,
    shifts: Vec<(usize, i128)>,
    /// The coordinates of each target as polynomials (`None` where one is beyond them).
    targets: Vec<Option<Vec<Poly>>>,
    /// How many more eliminations the proof may try: each variable may have several
    /// bounds to try, so a rule of many chosen numbers could otherwise take for ever.
    budget: Cell<u32>,
}

/// The most eliminations one proof (a measure against a rule) may try.
const BUDGET: u32 = 100_000;

/// The most variables (chosen numbers, runs, `min` and `max`) one proof eliminates: it
/// recurses once per variable.
const MAX_VARIABLES: usize = 512;

impl Facts {
    fn of(rule: &ReplaceRule, dimension: usize) -> Facts {
        let mut abstraction = Abstraction {
            bounds: vec![Bounds::default(); rule.names.len()],
            made: Vec::new(),
            dimension: Some(dimension),
        };
        let add = |abstraction: &mut Abstraction, choice: &Choice| {
            let lower = abstraction.candidates(&choice.low, false);
            let upper = abstraction.candidates(&choice.high, true);
            abstraction.bounds[choice.slot].lower.extend(lower);
            abstraction.bounds[choice.slot].upper.extend(upper);
            abstraction.made.push(choice.slot);
        };
        for choice in &rule.choose {
            add(&mut abstraction, choice);
        }
        let mut targets = Vec::with_capacity(rule.targets.len());
        for target in &rule.targets {
            if let Some(each) = &target.each {
                add(&mut abstraction, each);
            }
            let coordinates = target
                .coordinates
                .iter()
                .map(|e| abstraction.coordinate(e))
                .collect();
            targets.push(coordinates);
        }
        let Abstraction {
            mut bounds, made, ..
        } = abstraction;
        let mut shifts = Vec::new();
        for (_, condition) in &rule.conditions {
            let Expr::Compare(left, op, right) = condition else {
                continue;
            };
            // difference >= gap, with the comparison turned around as needed.
            let (low, high, gap) = match op {
                CompareOp::LessEqual => (left, right, 0),
                CompareOp::Less => (left, right, 1),
                CompareOp::GreaterEqual => (right, left, 0),
                CompareOp::Greater => (right, left, 1),
                _ => continue,
            };
            let (Some(low), Some(high)) = (Poly::of(low), Poly::of(high)) else {
                continue;
            };
            let Some(difference) = high
                .add(&low, -1)
                .and_then(|d| d.add(&Poly::constant(gap), -1))
            else {
                continue;
            };
            // difference >= 0: a bound of each variable that appears in it with ±1.
            for (slot, known) in bounds.iter_mut().enumerate() {
                let Some((a, b)) = difference.split(slot) else {
                    continue;
                };
                let coefficient = if a.0.len() == 1 {
                    a.0.get(&Vec::new())
                } else {
                    None
                };
                match coefficient {
                    // v + b >= 0: v >= -b.
                    Some(1) => {
                        let bound = Poly::default().add(&b, -1).unwrap_or_default();
                        if slot < dimension && b.0.keys().all(Vec::is_empty) {
                            shifts.push((slot, bound.constant_term()));
                        } else if slot >= dimension {
                            known.lower.push(bound);
                        }
                    }
                    // -v + b >= 0: v <= b.
                    Some(-1) if slot >= dimension => known.upper.push(b),
                    _ => {}
                }
            }
        }
        let mut order = made;
        order.reverse();
        Facts {
            bounds,
            order,
            shifts,
            targets,
            budget: Cell::new(BUDGET),
        }
    }

    /// `p` with every coordinate known to be at least some c > 0 written as c + c'.
    fn shifted(&self, p: &Poly) -> Option<Poly> {
        let mut p = p.clone();
        for &(slot, low) in &self.shifts {
            if low > 0 {
                p = p.substitute(slot, &Poly::var(slot).add(&Poly::constant(low), 1)?)?;
            }
        }
        Some(p)
    }

    /// Whether `p` is at most `most` (largest = true) or at least `most` (false) for every
    /// choice, eliminating the variables from `step` of the order on.
    fn bounded(&self, p: &Poly, step: usize, largest: bool, limit: i128) -> bool {
        let left = self.budget.get();
        if left == 0 || self.order.len() > MAX_VARIABLES {
            return false;
        }
        self.budget.set(left - 1);
        let Some(&slot) = self.order.get(step) else {
            return self.final_check(p, largest, limit);
        };
        let Some((a, b)) = p.split(slot) else {
            return false;
        };
        if a.0.is_empty() {
            return self.bounded(&b, step + 1, largest, limit);
        }
        // The variable must itself be at least 0 for the signs of later coefficients.
        if !self.bounds[slot]
            .lower
            .iter()
            .any(|l| self.shifted(l).is_some_and(|l| l.non_negative()))
        {
            return false;
        }
        let a_shifted = self.shifted(&a);
        let grows = a_shifted.as_ref().is_some_and(Poly::non_negative);
        let shrinks = a_shifted.as_ref().is_some_and(Poly::non_positive);
        let use_upper = if grows {
            largest
        } else if shrinks {
            !largest
        } else {
            return false;
        };
        let candidates = if use_upper {
            &self.bounds[slot].upper
        } else {
            &self.bounds[slot].lower
        };
        candidates.iter().any(|bound| {
            p.substitute(slot, bound)
                .is_some_and(|q| self.bounded(&q, step + 1, largest, limit))
        })
    }

    /// What is left, over the coordinates: all of its terms of the right sign after the
    /// shifts, and its constant within the limit.
    fn final_check(&self, p: &Poly, largest: bool, limit: i128) -> bool {
        let Some(p) = self.shifted(p) else {
            return false;
        };
        let terms_ok =
            p.0.iter()
                .all(|(m, c)| m.is_empty() || if largest { *c <= 0 } else { *c >= 0 });
        let constant = p.constant_term();
        terms_ok
            && if largest {
                constant <= limit
            } else {
                constant >= limit
            }
    }
}

/// Whether `measure` goes down by at least 1, and stays at least 0, with every move of
/// `rule`.
fn decreases(measure: &Measure, rule: &ReplaceRule, dimension: usize) -> bool {
    let facts = Facts::of(rule, dimension);
    let Some(before) = measure.poly() else {
        return false;
    };
    let signed = !before.non_negative();
    facts.targets.iter().all(|target| {
        let Some(after) = target.as_ref().and_then(|t| before.compose(t)) else {
            return false;
        };
        let Some(drop) = after.add(&before, -1) else {
            return false;
        };
        facts.bounded(&drop, 0, true, -1) && (!signed || facts.bounded(&after, 0, false, 0))
    })
}

/// The measures tried, simplest first: the sum of the coordinates, each coordinate alone,
/// then every other choice of weights −1, 0, 1 (for up to four coordinates).
fn measures(dimension: usize) -> Vec<Measure> {
    let mut all = vec![Measure::Found(vec![1; dimension])];
    for i in 0..dimension {
        let mut weights = vec![0; dimension];
        weights[i] = 1;
        all.push(Measure::Found(weights));
    }
    if dimension <= 4 {
        let count = 3usize.pow(dimension as u32);
        for code in 0..count {
            let weights: Vec<i128> = (0..dimension)
                .map(|i| (code / 3usize.pow(i as u32) % 3) as i128 - 1)
                .collect();
            let measure = Measure::Found(weights.clone());
            if weights.iter().any(|&w| w > 0) && !all.contains(&measure) {
                all.push(measure);
            }
        }
    }
    all
}

/// A measure that proves the game ends, or an error: a cycle of moves found among small
/// components, at the rule of its first step, or else the rule no measure could be found
/// for (the rule that fails the measure the most rules agree with).
pub(super) fn prove(dimension: usize, written: &[ReplaceRule]) -> Result<Measure, LowerError> {
    // The normal forms make the same moves, with more of their bounds in the ranges.
    let rules: Vec<ReplaceRule> = written.iter().map(ReplaceRule::normalised).collect();
    let mut best: Option<(usize, usize)> = None;
    for measure in measures(dimension) {
        let failing: Vec<usize> = (0..rules.len())
            .filter(|&i| !decreases(&measure, &rules[i], dimension))
            .collect();
        match failing.first() {
            None => return Ok(measure),
            Some(&first) => {
                if best.is_none_or(|(count, _)| failing.len() < count) {
                    best = Some((failing.len(), first));
                }
            }
        }
    }
    let explored = match cycle::find(written, dimension) {
        cycle::Found::Cycle(cycle) => return Err(cycle_error(written, &cycle)),
        cycle::Found::NoneUpTo(Some(side)) => {
            format!(" (none do among components with every coordinate at most {side})")
        }
        cycle::Found::NoneUpTo(None) => String::new(),
    };
    let (_, rule) = best.expect("at least one measure tried");
    Err(LowerError {
        span: rules[rule].span,
        kind: LowerErrorKind::NoEnd(format!(
            "cannot prove that play ends: with this rule no measure of the coordinates (their sum, one of them, or a difference such as s - c) goes down with every move and stays at least 0; a coordinate may grow without bound, or moves may come back to an earlier component{explored}; if some polynomial of the coordinates does go down, name it with `measure EXPR`"
        )),
    })
}

/// The measure the author named, `expr` over the coordinates `names`, if every rule
/// makes it go down: an error of the expression (not a polynomial), or of the first rule
/// it fails.
pub(super) fn check(
    expr: &Expr,
    names: &[String],
    rules: &[ReplaceRule],
) -> Result<Result<Measure, LowerError>, LowerErrorKind> {
    let poly = Poly::of(expr).ok_or(LowerErrorKind::MeasureNotPolynomial)?;
    let measure = Measure::Written(poly, expr.named(names).to_string());
    Ok(
        match rules.iter().find(|r| !decreases(&measure, r, names.len())) {
            None => Ok(measure),
            Some(rule) => Err(LowerError {
                span: rule.span,
                kind: LowerErrorKind::MeasureFails {
                    measure: measure.named(names).to_string(),
                },
            }),
        },
    )
}

/// The error of a cycle of moves, at the rule of its first step.
fn cycle_error(rules: &[ReplaceRule], cycle: &cycle::Cycle) -> LowerError {
    let first = cycle.rules[0];
    let by = if cycle.rules.iter().all(|&r| r == first) {
        String::new()
    } else {
        let numbers: Vec<String> = cycle.rules.iter().map(|r| (r + 1).to_string()).collect();
        format!(
            " (its steps are moves of the move statements {} of the file, in order; this is statement {})",
            numbers.join(", "),
            first + 1
        )
    };
    LowerError {
        span: rules[first].span,
        kind: LowerErrorKind::NoEnd(format!(
            "play may never end: moves come back to an earlier component, {}{by}",
            cycle.path()
        )),
    }
}
