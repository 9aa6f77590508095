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

use std::fmt;

use super::facts::Facts;
use super::poly::Poly;
use super::{ReplaceRule, Target, cycle};
use crate::ir::condition::Expr;
use crate::ir::error::{LowerError, LowerErrorKind};

/// What goes down with every move, a polynomial of the coordinates: found (Σ weight ·
/// coordinate, weights −1, 0 or 1, plus what makes it at least 0: a number, or a
/// polynomial of the coordinates no move changes), or named by the author with `measure
/// EXPR`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Measure {
    Found(Poly),
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
        self.poly().0.iter().fold(0i128, |sum, (monomial, &c)| {
            let term = monomial
                .iter()
                .fold(c, |term, &slot| term.saturating_mul(coordinate(slot)));
            sum.saturating_add(term)
        })
    }

    /// The measure as a polynomial of the coordinates.
    fn poly(&self) -> &Poly {
        match self {
            Measure::Written(poly, _) | Measure::Found(poly) => poly,
        }
    }
}

pub(crate) struct NamedMeasure<'a> {
    measure: &'a Measure,
    names: &'a [String],
}

impl fmt::Display for NamedMeasure<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.measure {
            Measure::Written(_, text) => f.write_str(text),
            Measure::Found(poly) => poly.named(self.names).fmt(f),
        }
    }
}

/// Why a measure is not shown to prove that a rule's moves end: the target it fails.
#[derive(Debug, Clone, Copy)]
enum Failure {
    /// The component the target leaves is not shown to be at least 1 below.
    Drop(usize),
    /// Its measure is not shown to stay at least 0.
    Negative(usize),
    /// A coordinate of it is beyond the proof (`pow`, bit operations).
    Beyond(usize),
}

impl Failure {
    /// The claim not shown, and the component the rule leaves: "go down by at least 1
    /// when this rule leaves (n + k)".
    fn describe(self, rule: &ReplaceRule) -> String {
        let (claim, target) = match self {
            Failure::Drop(t) => ("go down by at least 1", t),
            Failure::Negative(t) => ("stay at least 0", t),
            Failure::Beyond(t) => (
                "go down (a coordinate uses an operation beyond the proof, which knows `+`, `-`, `*`, `/`, `%`, `<<`, `>>`, `min` and `max`)",
                t,
            ),
        };
        format!(
            "{claim} when this rule leaves {}",
            target_text(&rule.targets[target], &rule.names)
        )
    }
}

/// A target as written in a rule (`(n - k, 2 * k)`, `(i) for each i in m..n - 1`).
fn target_text(target: &Target, names: &[String]) -> String {
    let coordinates: Vec<String> = target
        .coordinates
        .iter()
        .map(|e| e.named(names).to_string())
        .collect();
    let mut text = format!("({})", coordinates.join(", "));
    if let Some(each) = &target.each {
        text.push_str(&format!(
            " for each {} in {}..{}",
            names[each.slot],
            each.low.named(names),
            each.high.named(names)
        ));
    }
    text
}

/// Whether `measure` goes down by at least 1, and stays at least 0, with every move of
/// the rule whose facts are given; else the first target it fails.
fn decreases(measure: &Poly, facts: &Facts) -> Result<(), Failure> {
    let signed = !measure.non_negative();
    for (t, target) in facts.targets.iter().enumerate() {
        let after = target
            .as_ref()
            .and_then(|t| measure.compose(t))
            .ok_or(Failure::Beyond(t))?;
        let drop = after.add(measure, -1).ok_or(Failure::Beyond(t))?;
        if !facts.at_most(&drop, -1) {
            return Err(Failure::Drop(t));
        }
        if signed && !facts.at_least(&after, 0) {
            return Err(Failure::Negative(t));
        }
    }
    Ok(())
}

/// The measure of these weights, when every rule makes it go down: with `lifted`, plus
/// the least polynomial the search finds of the coordinates no move changes (`held`) that
/// keeps it at least 0 (for `-p` with a rule `to (p * d)` where `d <= 9 and p < N`, the
/// number 9N − 9). Else the first rule and target it fails.
fn found(
    weights: &[i128],
    facts: &[Facts],
    held: &[usize],
    lifted: bool,
) -> Result<Poly, (usize, Failure)> {
    let mut measure = Poly::default();
    for (slot, &w) in weights.iter().enumerate() {
        measure = measure
            .add(&Poly::var(slot), w)
            .expect("weights are −1, 0 or 1");
    }
    if !lifted {
        for (r, rule) in facts.iter().enumerate() {
            decreases(&measure, rule).map_err(|failure| (r, failure))?;
        }
        return Ok(measure);
    }
    let mut lift = Poly::default();
    for (r, rule) in facts.iter().enumerate() {
        for (t, target) in rule.targets.iter().enumerate() {
            let after = target
                .as_ref()
                .and_then(|t| measure.compose(t))
                .and_then(|after| after.scaled(-1))
                .ok_or((r, Failure::Beyond(t)))?;
            let most = rule
                .upper_bound_in(&after, held)
                .ok_or((r, Failure::Negative(t)))?;
            lift = lift.larger_coefficients(&most);
        }
    }
    let lifted = measure.add(&lift, 1).ok_or((0, Failure::Negative(0)))?;
    for (r, rule) in facts.iter().enumerate() {
        decreases(&lifted, rule).map_err(|failure| (r, failure))?;
    }
    Ok(lifted)
}

/// The weights tried, simplest first: the sum of the coordinates, each coordinate alone,
/// then every other choice of weights −1, 0, 1 (for up to four coordinates).
fn weights(dimension: usize) -> Vec<Vec<i128>> {
    let mut all = vec![vec![1; dimension]];
    for i in 0..dimension {
        let mut weights = vec![0; dimension];
        weights[i] = 1;
        all.push(weights);
    }
    if dimension <= 4 {
        let count = 3usize.pow(dimension as u32);
        for code in 0..count {
            let weights: Vec<i128> = (0..dimension)
                .map(|i| (code / 3usize.pow(i as u32) % 3) as i128 - 1)
                .collect();
            if weights.iter().any(|&w| w != 0) && !all.contains(&weights) {
                all.push(weights);
            }
        }
    }
    all
}

/// The coordinates no rule changes: every component every rule leaves has the same
/// value there as the one it replaces.
fn held(dimension: usize, rules: &[ReplaceRule]) -> Vec<usize> {
    (0..dimension)
        .filter(|&slot| {
            rules.iter().all(|rule| {
                rule.targets
                    .iter()
                    .all(|target| target.coordinates[slot] == Expr::Var(slot))
            })
        })
        .collect()
}

/// A measure that proves the game ends, or an error: a cycle of moves found among small
/// components, at the rule of its first step, or else at the first rule that fails the
/// measure the most rules agree with, naming that measure and what it is not shown to do.
/// Measures of weights alone are tried first, then each lifted to stay at least 0.
pub(super) fn prove(dimension: usize, written: &[ReplaceRule]) -> Result<Measure, LowerError> {
    // The normal forms make the same moves, with more of their bounds in the ranges.
    let rules: Vec<ReplaceRule> = written.iter().map(ReplaceRule::normalised).collect();
    let facts: Vec<Facts> = rules.iter().map(|r| Facts::of(r, dimension)).collect();
    let held = held(dimension, &rules);
    let mut best: Option<(usize, Vec<i128>, usize, Failure)> = None;
    for lifted in [false, true] {
        for weights in weights(dimension) {
            // A measure of weights at least 0 is never negative: lifting adds nothing.
            let skip = if lifted {
                !weights.iter().any(|&w| w < 0)
            } else {
                !weights.iter().any(|&w| w > 0)
            };
            if skip {
                continue;
            }
            let failing: Vec<(usize, Failure)> = facts
                .iter()
                .enumerate()
                .filter_map(|(r, f)| {
                    found(&weights, std::slice::from_ref(f), &held, lifted)
                        .err()
                        .map(|(_, failure)| (r, failure))
                })
                .collect();
            match failing.first() {
                None => {
                    if let Ok(measure) = found(&weights, &facts, &held, lifted) {
                        return Ok(Measure::Found(measure));
                    }
                }
                Some(&(rule, failure)) => {
                    if best
                        .as_ref()
                        .is_none_or(|(count, ..)| failing.len() < *count)
                    {
                        best = Some((failing.len(), weights, rule, failure));
                    }
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
    let (_, weights, rule, failure) = best.expect("at least one measure tried");
    let names = &written[rule].names;
    let mut tried = Poly::default();
    for (slot, &w) in weights.iter().enumerate() {
        tried = tried
            .add(&Poly::var(slot), w)
            .expect("weights are −1, 0 or 1");
    }
    Err(LowerError {
        span: rules[rule].span,
        kind: LowerErrorKind::NoEnd(format!(
            "cannot prove that play ends: no measure found (a sum or difference of the coordinates, plus a number or the coordinates no move changes) goes down with every move of this rule and stays at least 0; the one most rules make go down, `{}`, is not shown to {}; a coordinate may grow without bound, or moves may come back to an earlier component{explored}; if some polynomial of the coordinates does go down, name it with `measure EXPR`",
            tried.named(names),
            failure.describe(&written[rule]),
        )),
    })
}

/// The measure the author named, `expr` over the coordinates `names`, if every rule
/// makes it go down: an error of the expression (not a polynomial), or of the first rule
/// it fails, saying which claim fails for which component it leaves.
pub(super) fn check(
    expr: &Expr,
    names: &[String],
    written: &[ReplaceRule],
) -> Result<Result<Measure, LowerError>, LowerErrorKind> {
    let poly = Poly::of(expr).ok_or(LowerErrorKind::MeasureNotPolynomial)?;
    let measure = Measure::Written(poly, expr.named(names).to_string());
    for rule in written {
        let facts = Facts::of(&rule.normalised(), names.len());
        if let Err(failure) = decreases(measure.poly(), &facts) {
            return Ok(Err(LowerError {
                span: rule.span,
                kind: LowerErrorKind::MeasureFails {
                    measure: measure.named(names).to_string(),
                    reason: failure.describe(rule),
                },
            }));
        }
    }
    Ok(Ok(measure))
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

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow;

    use crate::ir::ComponentGame;
    use crate::ir::components::every_component as components;
    use crate::{Source, syntax};

    /// The game of these rules, or the message of the error that refuses it.
    fn game(text: &str) -> Result<ComponentGame, String> {
        let text = format!("game \"g\"\n{text}\n");
        let file = syntax::parse(&text).map_err(|e| e.to_string())?;
        match crate::ir::lower_components(&file, &Source::new("g", text.clone()), &[]) {
            Some(Ok(game)) => Ok(game),
            Some(Err(e)) => Err(format!("{e:?}")),
            None => Err("not a game of components".to_string()),
        }
    }

    /// The brute-force twin of the proof: from every small component, every component
    /// every move leaves has a measure at least 0 and at least 1 below. Moves are counted,
    /// so that a game with no move at all cannot pass unseen.
    fn measure_holds(game: &ComponentGame, side: u64) -> usize {
        let mut moves = 0;
        for component in components(game.dimension(), side) {
            let before = game.measure.at(&component);
            let _ = game.try_for_each_move(&component, &mut |_, _, left| {
                for target in left {
                    let after = game.measure.at(target);
                    assert!(
                        after >= 0 && after < before,
                        "{}: measure {} at {component:?} is {before}, at {target:?} is {after}",
                        game.name,
                        game.measure.named(&game.names)
                    );
                }
                moves += 1;
                ControlFlow::Continue(())
            });
        }
        moves
    }

    /// Products, quotients, remainders, shifts and coordinates ordered by `where`, each
    /// proved with the measure shown and checked on every small component.
    #[test]
    fn products_quotients_and_ordered_coordinates_are_proved() {
        let cases = [
            // HDU 1517: multiply by 2..9 while below N.
            (
                "param N = 40\ncomponent p\nmove choose d in 2..9 to (p * d) where p >= 1 and p < N",
                "351 - p",
            ),
            // The same with the bound as a coordinate no move changes.
            (
                "component p, n\nmove choose d in 2..9 to (p * d, n) where p >= 1 and p < n",
                "9 * n - p",
            ),
            // Halving, by a number and by a chosen number.
            (
                "component r\nmove to (r / 2) where r > 0\nmove to (r - 1) where r > 0",
                "r",
            ),
            ("component r\nmove choose d in 2..r to (r / d)", "r"),
            ("component r\nmove to (r >> 1) where r >= 1", "r"),
            ("component r\nmove choose d in 2..r to (r % d)", "r"),
            (
                "component a, b\nmove to (a % b, b) where b > 0 and a >= b",
                "a + b",
            ),
            // ABC 206 F: an interval (l, r) and a chosen interval inside it.
            (
                "component l, r\nmove choose L in l..r, R in L..r to (l, L) (R, r) where L < R",
                "r - l",
            ),
            // One rule per interval of the input, the interval's ends as numbers.
            (
                "component l, r\nmove to (l, 3) (5, r) where l <= 3 and 5 <= r\nmove to (l, 1) (4, r) where l <= 1 and 4 <= r",
                "r - l",
            ),
            // A growing coordinate bounded by another that shrinks.
            (
                "component s, c\nmove choose k in 1..s - c to (s, c + k)\nmove to (s - 1, c) where c < s",
                "s - c",
            ),
        ];
        for (rules, measure) in cases {
            let game = game(rules).unwrap_or_else(|e| panic!("{rules}: {e}"));
            assert_eq!(
                game.measure.named(&game.names).to_string(),
                measure,
                "{rules}"
            );
            assert!(measure_holds(&game, 12) > 0, "{rules}");
        }
    }

    #[test]
    fn a_failed_proof_names_the_measure_and_the_component() {
        let refused = |rules: &str| game(rules).expect_err(rules);
        let error = refused("component n\nmove choose k in 1..2 to (n + k)");
        assert!(
            error.contains("the one most rules make go down, `n`, is not shown to go down by at least 1 when this rule leaves (n + k)"),
            "{error}"
        );
        // Two facts that a is at least 1 show it at least 1, not 2: `a - 1` may go below 0.
        let error = refused("component a\nmeasure a - 1\nmove to (a - 1) where a >= 1 and a >= 1");
        assert!(
            error.contains("reason: \"stay at least 0 when this rule leaves (a - 1)\""),
            "{error}"
        );
        let error = refused(
            "component p\nmeasure 50 - p\nmove choose d in 2..9 to (p * d) where p >= 1 and p < 10",
        );
        assert!(
            error.contains(
                "measure: \"50 - p\", reason: \"stay at least 0 when this rule leaves (p * d)\""
            ),
            "{error}"
        );
    }

    /// A small random number generator (xorshift), so that the rules are the same on
    /// every run.
    struct Random(u64);

    impl Random {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }

        fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
            items[self.below(items.len())]
        }
    }

    /// An expression of the names given, of the shapes the proof knows and a few it does not.
    fn expression(random: &mut Random, names: &[&str], depth: usize) -> String {
        let name = random.pick(names).to_string();
        if depth == 0 {
            return match random.below(3) {
                0 => random.below(4).to_string(),
                _ => name,
            };
        }
        let a = expression(random, names, depth - 1);
        let b = expression(random, names, depth - 1);
        match random.below(12) {
            0 => format!("{a} + {b}"),
            1 => format!("{a} - {b}"),
            2 => format!("{a} * {b}"),
            3 => format!("{a} / {}", 1 + random.below(3)),
            4 => format!("{a} / {b}"),
            5 => format!("{a} % {}", 1 + random.below(3)),
            6 => format!("min({a}, {b})"),
            7 => format!("max({a}, {b})"),
            8 => format!("{a} - {}", 1 + random.below(2)),
            9 => format!("{a} >> 1"),
            10 => format!("({a}) xor {b}"),
            _ => name,
        }
    }

    /// A coordinate of a target for the coordinate `x`: mostly shapes that may shrink it.
    fn coordinate(random: &mut Random, x: &str, names: &[&str]) -> String {
        let e = expression(random, names, 1);
        let c = 1 + random.below(3);
        match random.below(10) {
            0 => format!("{x} - {c}"),
            1 => format!("{x} / {}", c + 1),
            2 => format!("{x} - {e}"),
            3 => format!("min({x} - 1, {e})"),
            4 => format!("{x} * {e}"),
            5 => format!("{x} % {e}"),
            6 => format!("{x} / {e}"),
            7 => format!("{x} + {e}"),
            8 => x.to_string(),
            _ => expression(random, names, 2),
        }
    }

    /// The twin on random rules: every rule set the proof accepts keeps its measure on
    /// every small component. (Most random rules are refused; enough are accepted.)
    #[test]
    fn every_proof_accepted_holds_on_small_components() {
        let mut random = Random(0x9e37_79b9_7f4a_7c15);
        let mut accepted = 0;
        for _ in 0..800 {
            let dimension = 1 + random.below(2);
            let coordinates = ["a", "b"][..dimension].to_vec();
            let mut text = format!("component {}\n", coordinates.join(", "));
            for _ in 0..1 + random.below(2) {
                let mut names = coordinates.clone();
                let mut rule = "move ".to_string();
                if random.below(2) == 0 {
                    let low = expression(&mut random, &names, 1);
                    let high = expression(&mut random, &names, 1);
                    rule.push_str(&format!("choose k in {low}..{high} "));
                    names.push("k");
                }
                rule.push_str("to");
                for _ in 0..1 + random.below(2) {
                    let target: Vec<String> = coordinates
                        .iter()
                        .map(|x| coordinate(&mut random, x, &names))
                        .collect();
                    rule.push_str(&format!(" ({})", target.join(", ")));
                }
                let facts: Vec<String> = (0..random.below(4))
                    .map(|_| {
                        let op = random.pick(&["<", "<=", ">", ">=", "=="]);
                        let left = match random.below(2) {
                            0 => random.pick(&names).to_string(),
                            _ => expression(&mut random, &names, 1),
                        };
                        format!("{left} {op} {}", expression(&mut random, &names, 1))
                    })
                    .collect();
                if !facts.is_empty() {
                    rule.push_str(&format!(" where {}", facts.join(" and ")));
                }
                text.push_str(&rule);
                text.push('\n');
            }
            if let Ok(game) = game(&text) {
                accepted += 1;
                measure_holds(&game, 9);
            }
        }
        assert!(accepted > 100, "only {accepted} random games accepted");
    }
}
