//! What one rule lets the proof that play ends ([`super::termination`]) assume, and the
//! search that bounds a polynomial with it.
//!
//! Every number of a rule is a variable: the coordinates, the chosen numbers and runs, and
//! a fresh variable for each `min`, `max`, quotient and remainder. Each variable has
//! bounds, each one valid for every move: a chosen number its range's ends, `min(a, b)` at
//! most a and at most b, `a / 3` between (a − 2) / 3 and a / 3, `a / d` at most a / c where
//! d is at least c ≥ 1, and every `where` comparison a bound of each variable it names
//! linearly (`p < N` bounds the coordinate p by N − 1; `L < R` bounds L by R − 1 and R by
//! L + 1). A bound is a polynomial divided by a positive number.
//!
//! To show that a polynomial is at most some number, the search replaces one variable at a
//! time by a bound on the side that makes the polynomial largest (which needs the sign of
//! the variable's coefficient), chosen numbers and fresh variables first, last made first,
//! then coordinates, until what is left has no term that can be positive; a bound that
//! brings back a variable replaced before (`L` by `R − 1`) is followed, within a depth and
//! a budget. The search is sufficient, not complete: it proves what it says, and a claim it
//! cannot show is refused by the caller.

use std::cell::Cell;

use super::poly::Poly;
use super::{Choice, ReplaceRule};
use crate::ir::condition::{ArithOp, CompareOp, Expr};

/// A bound of a variable: `poly / divisor`, the divisor at least 1.
#[derive(Debug, Clone)]
struct Bound {
    poly: Poly,
    divisor: i128,
}

impl Bound {
    fn whole(poly: Poly) -> Bound {
        Bound { poly, divisor: 1 }
    }
}

/// The bounds known of each variable: lower and upper candidates (each one valid).
#[derive(Debug, Clone, Default)]
struct Bounds {
    lower: Vec<Bound>,
    upper: Vec<Bound>,
}

/// A quotient or a remainder by a number that is not a constant: its bounds wait until
/// the facts show the divisor at least 1.
struct Deferred {
    slot: usize,
    numerator: Poly,
    denominator: Poly,
    remainder: bool,
}

/// Polynomials of expressions for the proof, each `min`, `max`, quotient and remainder in
/// them a fresh variable (a slot after the rule's) with its bounds. A `min` is at least 0
/// where its arguments are polynomials of the coordinates with no negative coefficient
/// (`min(r2, 1)`), or where it is a whole coordinate of a component a move leaves (a
/// negative one is an error, not a move).
struct Abstraction {
    bounds: Vec<Bounds>,
    /// The fresh variables in the order they were made.
    made: Vec<usize>,
    /// How many coordinates a component has.
    dimension: usize,
    deferred: Vec<Deferred>,
}

impl Abstraction {
    fn poly(&mut self, expr: &Expr) -> Option<Poly> {
        Some(match expr {
            Expr::Int(v) => Poly::constant(*v),
            Expr::Var(slot) => Poly::var(*slot),
            Expr::Negate(inner) => self.poly(inner)?.scaled(-1)?,
            Expr::Arith(first, rest) => {
                let mut value = self.poly(first)?;
                for (op, operand) in rest {
                    let x = self.poly(operand)?;
                    value = match op {
                        ArithOp::Divide => self.quotient(value, x, false)?,
                        ArithOp::Remainder => self.quotient(value, x, true)?,
                        ArithOp::ShiftRight => self.quotient(value, power_of_2(&x)?, false)?,
                        ArithOp::ShiftLeft => value.mul(&power_of_2(&x)?)?,
                        op => value.combined(*op, &x)?,
                    };
                }
                value
            }
            Expr::Min(items) | Expr::Max(items) => {
                let args = items
                    .iter()
                    .map(|e| self.poly(e))
                    .collect::<Option<Vec<Poly>>>()?;
                let mut bounds = Bounds::default();
                let args: Vec<Bound> = args.into_iter().map(Bound::whole).collect();
                if matches!(expr, Expr::Min(_)) {
                    if args
                        .iter()
                        .all(|a| a.poly.non_negative() && a.poly.only_below(self.dimension))
                    {
                        bounds.lower.push(Bound::whole(Poly::default()));
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

    /// `numerator / denominator` (or `%`) as a fresh variable: by a constant c ≥ 1 it is
    /// between (numerator − c + 1) / c and numerator / c (a remainder between 0 and c − 1);
    /// by anything else its bounds wait for the facts.
    fn quotient(&mut self, numerator: Poly, denominator: Poly, remainder: bool) -> Option<Poly> {
        match denominator.as_constant() {
            Some(c) if c >= 1 => {
                let bounds = if remainder {
                    Bounds {
                        lower: vec![Bound::whole(Poly::default())],
                        upper: vec![Bound::whole(Poly::constant(c - 1))],
                    }
                } else {
                    let low = numerator.add(&Poly::constant(c - 1), -1)?;
                    Bounds {
                        lower: vec![Bound {
                            poly: low,
                            divisor: c,
                        }],
                        upper: vec![Bound {
                            poly: numerator,
                            divisor: c,
                        }],
                    }
                };
                Some(self.fresh(bounds))
            }
            Some(_) => None,
            None => {
                let fresh = self.fresh(Bounds::default());
                let slot = *self.made.last().expect("a fresh variable");
                self.deferred.push(Deferred {
                    slot,
                    numerator,
                    denominator,
                    remainder,
                });
                Some(fresh)
            }
        }
    }

    fn fresh(&mut self, bounds: Bounds) -> Poly {
        let slot = self.bounds.len();
        self.bounds.push(bounds);
        self.made.push(slot);
        Poly::var(slot)
    }

    /// The candidates an expression gives as an upper (`min` splits) or lower (`max`) bound.
    fn candidates(&mut self, expr: &Expr, upper: bool) -> Vec<Bound> {
        match expr {
            Expr::Min(items) if upper => items
                .iter()
                .flat_map(|e| self.candidates(e, upper))
                .collect(),
            Expr::Max(items) if !upper => items
                .iter()
                .flat_map(|e| self.candidates(e, upper))
                .collect(),
            _ => self.poly(expr).map(Bound::whole).into_iter().collect(),
        }
    }

    /// A coordinate of a component a move leaves: a `min` that is the whole coordinate
    /// is at least 0.
    fn coordinate(&mut self, expr: &Expr) -> Option<Poly> {
        let poly = self.poly(expr)?;
        if matches!(expr, Expr::Min(_))
            && let Some(&slot) = self.made.last()
        {
            self.bounds[slot].lower.push(Bound::whole(Poly::default()));
        }
        Some(poly)
    }

    /// The fact `difference ≥ 0` as a bound of each variable in it with a constant
    /// coefficient: c·v + b ≥ 0 gives v ≥ −b / c (c > 0) or v ≤ b / −c (c < 0). A constant
    /// lower bound of a coordinate is also kept as a shift.
    fn learn(&mut self, difference: &Poly, shifts: &mut [i128]) {
        let dimension = self.dimension;
        for (slot, known) in self.bounds.iter_mut().enumerate() {
            let Some((a, b)) = difference.split(slot) else {
                continue;
            };
            let Some(c) = a.as_constant().filter(|&c| c != 0) else {
                continue;
            };
            let bound = |poly: Option<Poly>| {
                poly.map(|poly| Bound {
                    poly,
                    divisor: c.abs(),
                })
            };
            if c > 0 {
                let Some(bound) = bound(b.scaled(-1)) else {
                    continue;
                };
                if slot < dimension
                    && let Some(low) = bound.poly.as_constant()
                {
                    shifts[slot] = shifts[slot].max(ceil_div(low, bound.divisor));
                }
                known.lower.push(bound);
            } else if let Some(bound) = bound(Some(b)) {
                known.upper.push(bound);
            }
        }
    }
}

/// 2 to the power `places`, a constant from 0 to 126 (a shift by it multiplies or
/// divides by that).
fn power_of_2(places: &Poly) -> Option<Poly> {
    let places = u32::try_from(places.as_constant()?).ok()?;
    Some(Poly::constant(
        1i128.checked_shl(places).filter(|&f| f > 0)?,
    ))
}

/// ⌈a / b⌉ for b ≥ 1.
fn ceil_div(a: i128, b: i128) -> i128 {
    a.div_euclid(b) + i128::from(a.rem_euclid(b) != 0)
}

/// What one rule lets the prover assume: bounds of its variables, and coordinates that
/// `where` says are at least some number (put in as c = c' + low, c' ≥ 0).
pub(super) struct Facts {
    bounds: Vec<Bounds>,
    /// The variables in the order they are replaced: the chosen numbers, runs and fresh
    /// variables, last made first, then the coordinates.
    order: Vec<usize>,
    dimension: usize,
    /// The least value `where` shows of each coordinate (0 where it shows none).
    shifts: Vec<i128>,
    /// The coordinates of each target as polynomials (`None` where one is beyond them).
    pub(super) targets: Vec<Option<Vec<Poly>>>,
    /// How many more steps the search may take: each variable may have several bounds to
    /// try, so a rule of many chosen numbers could otherwise take for ever.
    budget: Cell<u32>,
}

/// The most steps one search may take.
const BUDGET: u32 = 100_000;

/// The most variables (chosen numbers, runs, `min`, `max`, quotients) one proof replaces:
/// the search recurses once per replacement.
const MAX_VARIABLES: usize = 512;

/// How many times one series of replacements may replace the same variable (a bound can
/// bring back one replaced before: `L ≤ R − 1` after R).
const MAX_REPLACEMENTS: u8 = 2;

impl Facts {
    pub(super) fn of(rule: &ReplaceRule, dimension: usize) -> Facts {
        let mut abstraction = Abstraction {
            bounds: vec![Bounds::default(); rule.names.len()],
            made: Vec::new(),
            dimension,
            deferred: Vec::new(),
        };
        // A range with a number in it is not empty: each upper end is at least each lower
        // end (`d in 2..r` shows r at least 2).
        let mut ranges = Vec::new();
        let mut add = |abstraction: &mut Abstraction, choice: &Choice| {
            let lower = abstraction.candidates(&choice.low, false);
            let upper = abstraction.candidates(&choice.high, true);
            for high in &upper {
                ranges.extend(lower.iter().filter_map(|low| high.poly.add(&low.poly, -1)));
            }
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
        let mut shifts = vec![0; dimension];
        for difference in &ranges {
            abstraction.learn(difference, &mut shifts);
        }
        for (_, condition) in &rule.conditions {
            for difference in differences(condition, &mut abstraction) {
                abstraction.learn(&difference, &mut shifts);
            }
        }
        let Abstraction {
            bounds,
            made,
            deferred,
            ..
        } = abstraction;
        let mut order = made;
        order.reverse();
        order.extend(0..dimension);
        let mut facts = Facts {
            bounds,
            order,
            dimension,
            shifts,
            targets,
            budget: Cell::new(BUDGET),
        };
        for quotient in deferred {
            facts.bound_quotient(&quotient);
        }
        facts
    }

    /// The bounds of a quotient or remainder by a variable divisor, where the facts show
    /// the divisor at least some c ≥ 1 and the numerator at least 0: the quotient is
    /// between 0 and numerator / c, the remainder between 0 and the numerator and below
    /// the divisor.
    fn bound_quotient(&mut self, quotient: &Deferred) {
        let Some(least) = self.least_constant(&quotient.denominator) else {
            return;
        };
        if least < 1 || !self.at_least(&quotient.numerator, 0) {
            return;
        }
        let bounds = &mut self.bounds[quotient.slot];
        bounds.lower.push(Bound::whole(Poly::default()));
        if quotient.remainder {
            bounds.upper.push(Bound::whole(quotient.numerator.clone()));
            if let Some(below) = quotient.denominator.add(&Poly::constant(1), -1) {
                bounds.upper.push(Bound::whole(below));
            }
        } else {
            bounds.upper.push(Bound {
                poly: quotient.numerator.clone(),
                divisor: least,
            });
        }
    }

    /// `p` with every coordinate known to be at least some c > 0 written as c + c'.
    fn shifted(&self, p: &Poly) -> Option<Poly> {
        let mut p = p.clone();
        for (slot, &low) in self.shifts.iter().enumerate() {
            if low > 0 {
                p = p.substitute(slot, &Poly::var(slot).add(&Poly::constant(low), 1)?)?;
            }
        }
        Some(p)
    }

    /// Whether `p ≤ limit` for every move of the rule.
    pub(super) fn at_most(&self, p: &Poly, limit: i128) -> bool {
        self.start(p.clone(), &mut |bound, divisor| {
            // divisor · p ≤ bound, so p ≤ limit where bound < divisor · (limit + 1).
            let Some(most) = limit
                .checked_add(1)
                .and_then(|l| l.checked_mul(divisor))
                .and_then(|l| l.checked_sub(1))
            else {
                return false;
            };
            self.shifted(bound).is_some_and(|b| {
                b.constant_term() <= most && b.0.iter().all(|(m, &c)| m.is_empty() || c <= 0)
            })
        })
    }

    /// Whether `p ≥ limit` for every move of the rule.
    pub(super) fn at_least(&self, p: &Poly, limit: i128) -> bool {
        p.scaled(-1).is_some_and(|negated| {
            limit
                .checked_neg()
                .is_some_and(|l| self.at_most(&negated, l))
        })
    }

    /// The greatest number shown to be at most `p`, if the search finds one.
    fn least_constant(&self, p: &Poly) -> Option<i128> {
        let negated = p.scaled(-1)?;
        let mut found = None;
        self.start(negated, &mut |bound, divisor| {
            let Some(b) = self.shifted(bound) else {
                return false;
            };
            if !b.0.iter().all(|(m, &c)| m.is_empty() || c <= 0) {
                return false;
            }
            // divisor · (−p) ≤ b ≤ its constant, so p ≥ ⌈−constant / divisor⌉.
            found = b
                .constant_term()
                .checked_neg()
                .map(|c| ceil_div(c, divisor));
            found.is_some()
        });
        found
    }

    /// A polynomial of the coordinates `held` alone that is at least `p` for every move,
    /// if the search finds one (the other coordinates must have no positive term left).
    pub(super) fn upper_bound_in(&self, p: &Poly, held: &[usize]) -> Option<Poly> {
        let mut found = None;
        self.start(p.clone(), &mut |bound, divisor| {
            let mut kept = Poly::default();
            for (m, &c) in &bound.0 {
                if m.iter().all(|s| held.contains(s)) {
                    kept.0.insert(m.clone(), c);
                } else if c > 0 {
                    return false;
                }
            }
            found = Some(kept.divided_up(divisor));
            true
        });
        found
    }

    /// Whether some bound of `slot` shows it at least 0.
    fn never_negative(&self, slot: usize) -> bool {
        slot < self.dimension
            || self.bounds[slot]
                .lower
                .iter()
                .any(|l| self.shifted(&l.poly).is_some_and(|l| l.non_negative()))
    }

    /// A new search of `p`, with the whole budget.
    fn start(&self, p: Poly, accept: &mut dyn FnMut(&Poly, i128) -> bool) -> bool {
        self.budget.set(BUDGET);
        let mut replaced_count = vec![0; self.bounds.len()];
        self.search(p, 1, &mut replaced_count, accept)
    }

    /// Replaces one variable of `p` at a time by its bounds, on the side that makes `p`
    /// largest, until `accept` takes what is left: `divisor · p ≤ bound` for the bound it
    /// is given. Whether some series of replacements was accepted.
    fn search(
        &self,
        p: Poly,
        divisor: i128,
        replaced_count: &mut [u8],
        accept: &mut dyn FnMut(&Poly, i128) -> bool,
    ) -> bool {
        let left = self.budget.get();
        if left == 0 || self.order.len() > MAX_VARIABLES + self.dimension {
            return false;
        }
        self.budget.set(left - 1);
        if p.only_below(self.dimension) && accept(&p, divisor) {
            return true;
        }
        for &slot in &self.order {
            let Some((a, b)) = p.split(slot) else {
                if slot >= self.dimension {
                    return false;
                }
                continue;
            };
            if a.is_zero() {
                continue;
            }
            // The variable must itself be at least 0 for the signs of later coefficients.
            if !self.never_negative(slot) {
                return false;
            }
            let a_shifted = self.shifted(&a);
            let grows = a_shifted.as_ref().is_some_and(Poly::non_negative);
            let shrinks = a_shifted.as_ref().is_some_and(Poly::non_positive);
            let candidates = if grows {
                &self.bounds[slot].upper
            } else if shrinks {
                &self.bounds[slot].lower
            } else if slot < self.dimension {
                continue;
            } else {
                return false;
            };
            if candidates.is_empty() && slot < self.dimension {
                continue;
            }
            if replaced_count[slot] >= MAX_REPLACEMENTS {
                return false;
            }
            replaced_count[slot] += 1;
            let found = candidates
                .iter()
                .filter(|bound| !bound.poly.uses(slot))
                .any(|bound| {
                    replaced(&a, &b, bound, divisor)
                        .is_some_and(|(q, d)| self.search(q, d, replaced_count, accept))
                });
            replaced_count[slot] -= 1;
            return found;
        }
        false
    }
}

/// a·v + b with v replaced by `bound`, for a polynomial that is `divisor` times the one
/// bounded: with a bound B / c, c·(a·v + b) ≤ a·B + c·b (on the side the sign of a
/// chose), so the divisor grows by c unless c divides a.
fn replaced(a: &Poly, b: &Poly, bound: &Bound, divisor: i128) -> Option<(Poly, i128)> {
    if let Some(exact) = a.divided_exactly(bound.divisor) {
        return Some((exact.mul(&bound.poly)?.add(b, 1)?, divisor));
    }
    let scaled = a.mul(&bound.poly)?.add(&b.scaled(bound.divisor)?, 1)?;
    Some((scaled, divisor.checked_mul(bound.divisor)?))
}

/// The facts a `where` conjunct states, each as a polynomial at least 0 (`a < b` is
/// b − a − 1 ≥ 0; `a == b` two of them).
fn differences(condition: &Expr, abstraction: &mut Abstraction) -> Vec<Poly> {
    let Expr::Compare(left, op, right) = condition else {
        return Vec::new();
    };
    let sides: &[(&Expr, &Expr, i128)] = match op {
        CompareOp::LessEqual => &[(left, right, 0)],
        CompareOp::Less => &[(left, right, 1)],
        CompareOp::GreaterEqual => &[(right, left, 0)],
        CompareOp::Greater => &[(right, left, 1)],
        CompareOp::Equal => &[(left, right, 0), (right, left, 0)],
        CompareOp::NotEqual => &[],
    };
    sides
        .iter()
        .filter_map(|(low, high, gap)| {
            let low = abstraction.poly(low)?;
            let high = abstraction.poly(high)?;
            high.add(&low, -1)?.add(&Poly::constant(*gap), -1)
        })
        .collect()
}
