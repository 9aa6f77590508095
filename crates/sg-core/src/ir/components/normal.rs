//! Rules in a normal form, so that a theorem is recognised from what a rule does rather
//! than from how it is written: a `where` comparison that bounds a chosen number by the
//! coordinates and the numbers chosen before it (`k <= n`, `a < x`, `b >= a + 1`,
//! `k == m`) becomes an end of its range (`k in 1..m where k <= n` is `k in 1..min(m, n)`),
//! and the parts of each `min` and `max` of a range's end are put in one order, without
//! parts that another part bounds (`min(n, n - 1)` is `n - 1`; `max(0, a + 1)` is `a + 1`
//! where `a` is never negative: a coordinate, or a number chosen from a range that starts
//! at 0 or above).
//!
//! The normal form makes the same moves from every component (the tests check it against
//! the rule as written on all small components), but it may evaluate a bound the rule as
//! written never reaches (the rule's range can be empty before its condition is read), so
//! it serves recognition only: moves are always made by the rule as written.

use super::poly::Poly;
use super::{Choice, ReplaceRule};
use crate::ir::condition::{ArithOp, CompareOp, Expr};

impl ReplaceRule {
    /// The rule in normal form.
    pub(crate) fn normalised(&self) -> ReplaceRule {
        let mut rule = self.clone();
        let chosen: Vec<usize> = rule.choose.iter().map(|c| c.slot).collect();
        rule.conditions.retain(|(_, condition)| {
            let Some((slot, bound)) = range_bound(condition, &chosen) else {
                return true;
            };
            let choice = rule
                .choose
                .iter_mut()
                .find(|c| c.slot == slot)
                .expect("a chosen number");
            tighten(choice, bound);
            false
        });
        // The conditions left, each comparison with a number written one way (`0 < b` and
        // `b >= 1` are `b > 0`), in one order.
        for (_, condition) in &mut rule.conditions {
            *condition = comparison(std::mem::replace(condition, Expr::Int(0)));
        }
        rule.conditions.sort_by_key(|(_, c)| c.to_string());
        // The slots known never to be negative: the coordinates, then each chosen number
        // whose range starts at 0 or above.
        let mut known: Vec<usize> =
            (0..rule.names.len() - rule.choose.len() - runs(&rule)).collect();
        for choice in &mut rule.choose {
            let is_known = |slot: usize| known.contains(&slot);
            choice.low = ordered(std::mem::replace(&mut choice.low, Expr::Int(0)), &is_known);
            choice.high = ordered(std::mem::replace(&mut choice.high, Expr::Int(0)), &is_known);
            if Poly::of(&choice.low).is_some_and(|low| low.at_least(&Poly::default(), is_known)) {
                known.push(choice.slot);
            }
        }
        rule
    }
}

/// A bound that a comparison puts on a chosen number.
enum Bound {
    AtMost(Expr),
    AtLeast(Expr),
    Exactly(Expr),
}

/// The chosen number (of those in `chosen`, by slot) a comparison bounds and its bound,
/// when the other side reads only the coordinates and the numbers chosen before it.
fn range_bound(condition: &Expr, chosen: &[usize]) -> Option<(usize, Bound)> {
    let Expr::Compare(left, op, right) = condition else {
        return None;
    };
    let (slot, other, op) = match (&**left, &**right) {
        (Expr::Var(v), other) if chosen.contains(v) => (*v, other, *op),
        (other, Expr::Var(v)) if chosen.contains(v) => (*v, other, turned(*op)?),
        _ => return None,
    };
    let position = chosen.iter().position(|&c| c == slot)?;
    if chosen[position..].iter().any(|&later| other.uses(later)) {
        return None;
    }
    let shifted =
        |by: i128| Expr::Arith(Box::new(other.clone()), vec![(ArithOp::Add, Expr::Int(by))]);
    let bound = match op {
        CompareOp::LessEqual => Bound::AtMost(other.clone()),
        CompareOp::Less => Bound::AtMost(shifted(-1)),
        CompareOp::GreaterEqual => Bound::AtLeast(other.clone()),
        CompareOp::Greater => Bound::AtLeast(shifted(1)),
        CompareOp::Equal => Bound::Exactly(other.clone()),
        CompareOp::NotEqual => return None,
    };
    Some((slot, bound))
}

/// A comparison of an expression with a number, the number on the right and the
/// comparison strict (`0 < b` and `b >= 1` are `b > 0`; `b <= 4` is `b < 5`); any other
/// condition as it is.
fn comparison(condition: Expr) -> Expr {
    let Expr::Compare(left, op, right) = condition else {
        return condition;
    };
    let (left, op, right) = match (&*left, turned(op)) {
        (Expr::Int(_), Some(swapped)) if !matches!(*right, Expr::Int(_)) => (right, swapped, left),
        _ => (left, op, right),
    };
    let strict = match (&*right, op) {
        (Expr::Int(c), CompareOp::GreaterEqual) => {
            c.checked_sub(1).map(|c| (CompareOp::Greater, c))
        }
        (Expr::Int(c), CompareOp::LessEqual) => c.checked_add(1).map(|c| (CompareOp::Less, c)),
        _ => None,
    };
    match strict {
        Some((op, c)) => Expr::Compare(left, op, Box::new(Expr::Int(c))),
        None => Expr::Compare(left, op, right),
    }
}

/// The comparison with its sides swapped (`a < b` is `b > a`).
fn turned(op: CompareOp) -> Option<CompareOp> {
    Some(match op {
        CompareOp::Less => CompareOp::Greater,
        CompareOp::LessEqual => CompareOp::GreaterEqual,
        CompareOp::Greater => CompareOp::Less,
        CompareOp::GreaterEqual => CompareOp::LessEqual,
        CompareOp::Equal => CompareOp::Equal,
        CompareOp::NotEqual => return None,
    })
}

/// The range of `choice` narrowed by `bound`.
fn tighten(choice: &mut Choice, bound: Bound) {
    let combine = |end: &mut Expr, bound: Expr, least: bool| {
        let old = std::mem::replace(end, Expr::Int(0));
        *end = if least {
            Expr::Min(vec![old, bound])
        } else {
            Expr::Max(vec![old, bound])
        };
    };
    match bound {
        Bound::AtMost(e) => combine(&mut choice.high, e, true),
        Bound::AtLeast(e) => combine(&mut choice.low, e, false),
        Bound::Exactly(e) => {
            combine(&mut choice.high, e.clone(), true);
            combine(&mut choice.low, e, false);
        }
    }
}

/// How many runs (`for each`) a rule has: each has a slot after the chosen numbers.
fn runs(rule: &ReplaceRule) -> usize {
    rule.targets.iter().filter(|t| t.each.is_some()).count()
}

/// An end of a range with its `min` or `max` flattened, its parts in one order, and the
/// parts another part bounds left out (the variables of `known` are never negative).
fn ordered(expr: Expr, known: &dyn Fn(usize) -> bool) -> Expr {
    let least = match &expr {
        Expr::Min(_) => true,
        Expr::Max(_) => false,
        _ => return simplified(expr),
    };
    let mut parts = Vec::new();
    let mut open = vec![expr];
    while let Some(e) = open.pop() {
        match e {
            Expr::Min(items) if least => open.extend(items),
            Expr::Max(items) if !least => open.extend(items),
            other => parts.push(simplified(other)),
        }
    }
    // A part at least another (for min; at most, for max) adds nothing.
    let redundant = |part: &Expr, other: &Expr| {
        part == other
            || Poly::of(part).zip(Poly::of(other)).is_some_and(|(p, q)| {
                if least {
                    p.at_least(&q, known)
                } else {
                    q.at_least(&p, known)
                }
            })
    };
    let mut kept: Vec<Expr> = Vec::new();
    for part in parts {
        if kept.iter().any(|k| redundant(&part, k)) {
            continue;
        }
        kept.retain(|k| !redundant(k, &part));
        kept.push(part);
    }
    kept.sort_by_key(|e| e.to_string());
    if kept.len() == 1 {
        return kept.pop().expect("one part");
    }
    if least {
        Expr::Min(kept)
    } else {
        Expr::Max(kept)
    }
}

/// A sum with its trailing constants added up and `+ 0` left out (`n - 1 + 1` is `n`), so
/// that a bound moved from `k < n` reads `n - 1` as a range's end would.
fn simplified(expr: Expr) -> Expr {
    match split_constant(expr.clone()) {
        Some((base, constant)) => with_constant(base, constant).unwrap_or(expr),
        None => expr,
    }
}

/// `expr` as a base and the constant a sum adds to it (`None` on overflow).
fn split_constant(expr: Expr) -> Option<(Expr, i128)> {
    let Expr::Arith(first, mut rest) = expr else {
        return Some(match expr {
            Expr::Int(c) => (Expr::Int(0), c),
            other => (other, 0),
        });
    };
    if !matches!(rest.first(), Some((ArithOp::Add | ArithOp::Subtract, _))) {
        return Some((Expr::Arith(first, rest), 0));
    }
    let mut constant: i128 = 0;
    while let Some((op, Expr::Int(c))) = rest.last() {
        constant = match op {
            ArithOp::Add => constant.checked_add(*c)?,
            _ => constant.checked_sub(*c)?,
        };
        rest.pop();
    }
    if !rest.is_empty() {
        return Some((Expr::Arith(first, rest), constant));
    }
    let (base, inner) = split_constant(*first)?;
    Some((base, inner.checked_add(constant)?))
}

/// `base + constant`, a sum kept flat as the parser makes it.
fn with_constant(base: Expr, constant: i128) -> Option<Expr> {
    if constant == 0 {
        return Some(base);
    }
    let term = if constant < 0 {
        (ArithOp::Subtract, Expr::Int(constant.checked_neg()?))
    } else {
        (ArithOp::Add, Expr::Int(constant))
    };
    Some(match base {
        Expr::Int(b) => Expr::Int(b.checked_add(constant)?),
        Expr::Arith(first, mut rest)
            if matches!(rest.first(), Some((ArithOp::Add | ArithOp::Subtract, _))) =>
        {
            rest.push(term);
            Expr::Arith(first, rest)
        }
        other => Expr::Arith(Box::new(other), vec![term]),
    })
}

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow;

    use crate::ir::ComponentGame;
    use crate::ir::components::every_component as components;
    use crate::{Source, syntax};

    fn game(rules: &str, coordinates: &str) -> ComponentGame {
        let text = format!("game \"g\"\ncomponent {coordinates}\n{rules}\n");
        let file = syntax::parse(&text).unwrap();
        crate::ir::lower_components(&file, &Source::new("g", text.clone()), &[])
            .unwrap()
            .unwrap()
    }

    /// Every move of `game` from `component`: its rule, its numbers, what it leaves; or
    /// the error that stops them.
    type Found = Result<Vec<(usize, Vec<i128>, Vec<Vec<u64>>)>, String>;

    fn moves(game: &ComponentGame, component: &[u64]) -> Found {
        let mut found = Vec::new();
        let dimension = game.dimension();
        let every_move = game.try_for_each_move(component, &mut |rule, vars, left| {
            found.push((rule, vars[dimension..].to_vec(), left.to_vec()));
            ControlFlow::Continue(())
        });
        assert!(every_move.map_err(|e| e.to_string())?.is_continue());
        found.sort();
        Ok(found)
    }

    /// Rules written with `where` bounds, and the bundled rules of components.
    const RULES: [(&str, &str); 10] = [
        (
            "n, m",
            "move choose k in 1..m to (n - k, 2 * k) where k <= n",
        ),
        ("n", "move choose a in 0..n to (a) where a < n"),
        (
            "n",
            "move to nothing\nmove choose a in 0..n - 1 to (a)\nmove choose a in 0..n - 1, b in 0..n - 1 to (a) (b) where b > a",
        ),
        (
            "x, y",
            "move choose a in 0..x, b in 0..y to (a, b) (a, y) (x, b) where a < x and b < y",
        ),
        (
            "n, m",
            "move choose k in 0..n to (n - k, m) where k >= 1 and k <= m and k != 3",
        ),
        (
            "n, m",
            "move choose k in 0..n to (n - k, m + 0) where 2 > k and k == m - 1 + 2",
        ),
        (
            "s, c",
            "move choose k in 1..min(c * c, s - c) to (s, c + k)",
        ),
        (
            "w, h",
            "move choose x in 2..w - 2 to (x, h) (w - x, h)\nmove choose y in 2..h - 2 to (w, y) (w, h - y)",
        ),
        (
            "n",
            "move choose m in 1..n to (i) for each i in m..n - 1 where m >= n - 2",
        ),
        (
            "a, b",
            "move choose k in 1..a / b to (a - k * b, b) where a >= b and b >= 1\nmove choose k in 1..b / a to (a, b - k * a) where 0 < a and b > a",
        ),
    ];

    /// The brute-force twin of the normal form: it makes exactly the moves of the rule as
    /// written, from every component with coordinates at most 6.
    #[test]
    fn normal_forms_make_the_same_moves() {
        for (coordinates, rules) in RULES {
            let game = game(rules, coordinates);
            let normal = game.rules.iter().map(|r| r.normalised()).collect();
            let twin = game.clone().with_rules(normal);
            for component in components(game.dimension(), 6) {
                assert_eq!(
                    moves(&game, &component),
                    moves(&twin, &component),
                    "{rules} at {component:?}"
                );
            }
        }
    }

    #[test]
    fn where_bounds_become_range_ends() {
        let shown = |coordinates: &str, rules: &str| {
            let game = game(rules, coordinates);
            let rule = game.rules[game.rules.len() - 1].normalised();
            rule.named(&rule.names).to_string()
        };
        assert_eq!(
            shown("n, m", RULES[0].1),
            "choose k in 1..min(n, m) to (n - k, 2 * k)"
        );
        assert_eq!(shown("n", RULES[1].1), "choose a in 0..n - 1 to (a)");
        assert_eq!(
            shown("n", RULES[2].1),
            "choose a in 0..n - 1, b in a + 1..n - 1 to (a) (b)"
        );
        assert_eq!(
            shown("n, m", RULES[4].1),
            "choose k in 1..min(n, m) to (n - k, m) where k != 3"
        );
        assert_eq!(
            shown("n, m", RULES[5].1),
            "choose k in m + 1..min(n, 1) to (n - k, m + 0)"
        );
    }
}
