//! The one move path of a game of components: every move of every rule, and any single
//! move asked for by a theorem ([`ComponentGame::checked_move`]), is made here, with the
//! rule's ranges and conditions applied in checked arithmetic. Conditions are checked as
//! soon as the numbers they name are chosen, so a condition on the coordinates alone
//! keeps a range from being evaluated at all (`choose k in 1..a / b … where b > 0`).

use std::fmt;
use std::ops::ControlFlow;

use super::compiled::{Compiled, CompiledRule};
use super::{Choice, ComponentGame, ReplaceRule};
use crate::ir::condition::{EvalErrorKind, Expr};
use crate::ir::moves::MAX_MOVES_PER_POSITION;
use crate::span::Span;

/// The most components one move may leave (a run longer than this is refused).
pub(crate) const MAX_COMPONENTS_PER_MOVE: u64 = 1 << 20;

/// A move of a component: the rule, the numbers it chose, the components it leaves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentMove {
    pub rule: usize,
    pub chosen: Vec<i128>,
    pub components: Vec<Vec<u64>>,
}

/// A move that cannot be made, located at the expression that failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveError {
    pub span: Span,
    pub message: String,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for MoveError {}

/// `at n = 3, k = 5`: the values known when an expression failed.
fn at(names: &[String], vars: &[i128], known: usize) -> String {
    let values: Vec<String> = names[..known]
        .iter()
        .zip(vars)
        .filter(|(name, _)| !name.is_empty())
        .map(|(name, v)| format!("{name} = {v}"))
        .collect();
    if values.is_empty() {
        String::new()
    } else {
        format!(" at {}", values.join(", "))
    }
}

fn eval_error(
    kind: EvalErrorKind,
    span: Span,
    names: &[String],
    vars: &[i128],
    known: usize,
) -> MoveError {
    let what = kind.describe("");
    MoveError {
        span,
        message: format!("{what}{}", at(names, vars, known)),
    }
}

/// The value of a coordinate's expression: a whole number from 0 to 2^64 − 1, or an error.
pub(super) fn coordinate(
    expr: &Expr,
    vars: &[i128],
    names: &[String],
    span: Span,
) -> Result<u64, MoveError> {
    let known = vars.len().min(names.len());
    let value = expr
        .value(vars)
        .map_err(|kind| eval_error(kind, span, names, vars, known))?;
    u64::try_from(value).map_err(|_| {
        let why = if value < 0 {
            "this move would leave a negative coordinate"
        } else {
            "this move would leave a coordinate larger than 18446744073709551615"
        };
        MoveError {
            span,
            message: format!(
                "{why} ({} = {value}){}",
                expr.named(names),
                at(names, vars, known)
            ),
        }
    })
}

/// The visitor of moves: the rule, the numbers chosen (by slot) and the components left.
pub(super) type ComponentVisitor<'a> =
    dyn FnMut(usize, &[i128], &[Vec<u64>]) -> ControlFlow<()> + 'a;

/// One rule's enumeration from one component.
struct Walk<'a> {
    rule: &'a ReplaceRule,
    compiled: &'a CompiledRule,
    index: usize,
    vars: &'a mut [i128],
    /// The numbers to choose, when one move is asked for.
    fixed: Option<&'a [i128]>,
    /// Whether the visitor takes only the first moves: a wide range is then walked until
    /// it stops, not refused before the walk.
    partial: bool,
    budget: &'a mut u64,
    /// The components the move leaves: the first `count` of `left`, whose buffers are
    /// kept from move to move and from rule to rule (no allocation per move).
    left: &'a mut Vec<Vec<u64>>,
    count: usize,
}

impl Walk<'_> {
    fn fail(&self, kind: EvalErrorKind, span: Span, known: usize) -> MoveError {
        eval_error(kind, span, &self.rule.names, self.vars, known)
    }

    /// The value of `expr` by its compiled form; where that fails, the interpreter's
    /// error.
    fn value(
        &self,
        expr: &Expr,
        compiled: &Compiled,
        span: Span,
        known: usize,
    ) -> Result<i128, MoveError> {
        match compiled.value(self.vars) {
            Some(value) => Ok(value),
            None => expr
                .value(self.vars)
                .map_err(|kind| self.fail(kind, span, known)),
        }
    }

    fn bounds(
        &self,
        choice: &Choice,
        (low, high): &(Compiled, Compiled),
        known: usize,
    ) -> Result<(i128, i128), MoveError> {
        Ok((
            self.value(&choice.low, low, choice.span, known)?,
            self.value(&choice.high, high, choice.span, known)?,
        ))
    }

    fn spend(&mut self, count: u64) -> Result<(), MoveError> {
        match self.budget.checked_sub(count) {
            Some(left) => {
                *self.budget = left;
                Ok(())
            }
            None => Err(self.too_many_moves()),
        }
    }

    fn too_many_moves(&self) -> MoveError {
        MoveError {
            span: self.rule.span,
            message: format!(
                "a component has more than {MAX_MOVES_PER_POSITION} moves under this rule: too many to generate"
            ),
        }
    }

    /// Chooses the number at `level` and beyond, checking each condition once its names
    /// are chosen, and visits each move.
    fn choose(
        &mut self,
        level: usize,
        visit: &mut ComponentVisitor,
    ) -> Result<ControlFlow<()>, MoveError> {
        let dimension = self.rule.names.len() - self.rule.choose.len() - self.runs();
        let known = dimension + level;
        let conditions = self.rule.conditions.iter().zip(&self.compiled.conditions);
        for ((needs, condition), compiled) in conditions {
            if *needs == level {
                let span = self.rule.condition_span.unwrap_or(self.rule.span);
                if self.value(condition, compiled, span, known)? == 0 {
                    return Ok(ControlFlow::Continue(()));
                }
            }
        }
        let Some(choice) = self.rule.choose.get(level) else {
            self.leave(known)?;
            return Ok(visit(
                self.index,
                &self.vars[..known],
                &self.left[..self.count],
            ));
        };
        let (low, high) = self.bounds(choice, &self.compiled.choose[level], known)?;
        if let Some(fixed) = self.fixed {
            let v = fixed[level];
            if v < low || v > high {
                return Ok(ControlFlow::Continue(()));
            }
            self.vars[choice.slot] = v;
            return self.choose(level + 1, visit);
        }
        // A range wider than the numbers left to try cannot be walked through: refused
        // (the budget spent) before the walk and before the search stores its options.
        if !self.partial && high >= low && high - low >= i128::from(*self.budget) {
            *self.budget = 0;
            return Err(self.too_many_moves());
        }
        let mut v = low;
        while v <= high {
            self.spend(1)?;
            self.vars[choice.slot] = v;
            if self.choose(level + 1, visit)?.is_break() {
                return Ok(ControlFlow::Break(()));
            }
            v += 1;
        }
        Ok(ControlFlow::Continue(()))
    }

    fn runs(&self) -> usize {
        self.rule
            .targets
            .iter()
            .filter(|t| t.each.is_some())
            .count()
    }

    /// The components the move leaves, into the first `self.count` of `self.left`.
    fn leave(&mut self, known: usize) -> Result<(), MoveError> {
        self.count = 0;
        let names = &self.rule.names;
        for (target, (compiled, run)) in self.rule.targets.iter().zip(&self.compiled.targets) {
            let (low, high, slot) = match (&target.each, run) {
                (Some(each), Some(run)) => {
                    let (low, high) = self.bounds(each, run, known)?;
                    (low, high, Some(each.slot))
                }
                _ => (0, 0, None),
            };
            if high >= low {
                let count = (high - low + 1) as u128;
                if self.count as u128 + count > u128::from(MAX_COMPONENTS_PER_MOVE) {
                    return Err(MoveError {
                        span: target.span,
                        message: format!(
                            "this move would leave more than {MAX_COMPONENTS_PER_MOVE} components{}",
                            at(names, self.vars, known)
                        ),
                    });
                }
            }
            let mut v = low;
            while v <= high {
                let seen = match slot {
                    Some(slot) => {
                        self.vars[slot] = v;
                        slot + 1
                    }
                    None => known,
                };
                if self.count == self.left.len() {
                    self.left.push(Vec::with_capacity(target.coordinates.len()));
                }
                let component = &mut self.left[self.count];
                component.clear();
                for ((expr, span), fast) in
                    target.coordinates.iter().zip(&target.spans).zip(compiled)
                {
                    let vars = &self.vars[..seen];
                    match fast.value(vars).and_then(|v| u64::try_from(v).ok()) {
                        Some(value) => component.push(value),
                        // Again, for the message: with the names this target sees.
                        None => {
                            let seen_names: Vec<String> = names[..seen]
                                .iter()
                                .enumerate()
                                .map(|(i, n)| {
                                    let visible = i < known || Some(i) == slot;
                                    if visible { n.clone() } else { String::new() }
                                })
                                .collect();
                            let e = coordinate(expr, vars, &seen_names, *span);
                            return Err(e.expect_err("the same expression fails again"));
                        }
                    }
                }
                self.count += 1;
                v += 1;
            }
        }
        Ok(())
    }
}

impl ComponentGame {
    /// Calls `visit(rule, chosen, components)` for every move from `component` (rules in
    /// order, chosen numbers in increasing order), until it breaks. A component with more
    /// moves than `MAX_MOVES_PER_POSITION` is an error, found before its wide range is
    /// walked.
    pub fn try_for_each_move(
        &self,
        component: &[u64],
        visit: &mut ComponentVisitor,
    ) -> Result<ControlFlow<()>, MoveError> {
        self.walk_moves(component, false, visit)
    }

    /// [`ComponentGame::try_for_each_move`]; with `partial` (the visitor breaks after the
    /// first moves) a wide range is walked until the visitor breaks, not refused at once.
    pub(crate) fn walk_moves(
        &self,
        component: &[u64],
        partial: bool,
        visit: &mut ComponentVisitor,
    ) -> Result<ControlFlow<()>, MoveError> {
        let mut budget = MAX_MOVES_PER_POSITION;
        let mut scratch = Scratch::default();
        for index in 0..self.rules.len() {
            let flow = walk(
                self.numbered(index),
                component,
                None,
                partial,
                &mut budget,
                &mut scratch,
                visit,
            )?;
            if flow.is_break() {
                return Ok(flow);
            }
        }
        Ok(ControlFlow::Continue(()))
    }

    /// Rule number `index`, with its compiled form.
    pub(super) fn numbered(&self, index: usize) -> NumberedRule<'_> {
        (&self.rules[index], &self.compiled[index], index)
    }

    /// Every move from `component`, collected.
    pub fn moves_of(&self, component: &[u64]) -> Result<Vec<ComponentMove>, MoveError> {
        let mut moves = Vec::new();
        let dimension = self.dimension();
        let _ = self.try_for_each_move(component, &mut |rule, vars, left| {
            moves.push(ComponentMove {
                rule,
                chosen: vars[dimension..].to_vec(),
                components: left.to_vec(),
            });
            ControlFlow::Continue(())
        })?;
        Ok(moves)
    }

    /// The move of rule `rule` from `component` with the numbers `chosen` (one per
    /// `choose`), or `None` when the rule does not allow it: every range and condition
    /// is applied, as when moves are enumerated. This is how a theorem's move is made.
    pub fn checked_move(
        &self,
        component: &[u64],
        rule: usize,
        chosen: &[i128],
    ) -> Result<Option<ComponentMove>, MoveError> {
        let Some(replace) = self.rules.get(rule) else {
            return Ok(None);
        };
        if chosen.len() != replace.choose.len() || component.len() != self.dimension() {
            return Ok(None);
        }
        let mut found = None;
        let mut budget = MAX_MOVES_PER_POSITION;
        let _ = walk(
            self.numbered(rule),
            component,
            Some(chosen),
            false,
            &mut budget,
            &mut Scratch::default(),
            &mut |_, _, left| {
                found = Some(left.to_vec());
                ControlFlow::Break(())
            },
        )?;
        Ok(found.map(|components| ComponentMove {
            rule,
            chosen: chosen.to_vec(),
            components,
        }))
    }

    /// The move in the words of its rule's `say` ("take 3, leaving 10"), or else in the
    /// plain form ("k = 3: 13,12 to 10,6", "13 to nothing", "1,3 wins").
    pub fn describe(&self, component: &[u64], mv: &ComponentMove) -> String {
        let rule = &self.rules[mv.rule];
        let said = rule.say.as_ref().and_then(|say| {
            let vars: Vec<i128> = component
                .iter()
                .map(|&v| i128::from(v))
                .chain(mv.chosen.iter().copied())
                .collect();
            say.words(&vars)
        });
        said.unwrap_or_else(|| self.plain_description(component, mv))
    }

    /// The move in the plain form, whatever its rule says: "k = 3: 13,12 to 10,6".
    pub fn plain_description(&self, component: &[u64], mv: &ComponentMove) -> String {
        let rule = &self.rules[mv.rule];
        super::say::plain(&rule.names, rule.wins, component, mv)
    }
}

/// The buffers a walk works in, kept from rule to rule.
#[derive(Default)]
pub(super) struct Scratch {
    /// The components a move leaves.
    left: Vec<Vec<u64>>,
}

/// The most slots whose values a walk keeps on the stack (more are in a vector).
const SLOTS_ON_STACK: usize = 16;

/// A rule, its expressions compiled, and its number.
pub(super) type NumberedRule<'a> = (&'a ReplaceRule, &'a CompiledRule, usize);

/// Calls `visit` for every move of `rule` from `component`, or with `fixed` for the one
/// move with those chosen numbers, spending `budget` on the numbers tried.
pub(super) fn walk(
    (rule, compiled, index): NumberedRule,
    component: &[u64],
    fixed: Option<&[i128]>,
    partial: bool,
    budget: &mut u64,
    scratch: &mut Scratch,
    visit: &mut ComponentVisitor,
) -> Result<ControlFlow<()>, MoveError> {
    let slots = rule.names.len();
    let mut on_stack = [0i128; SLOTS_ON_STACK];
    let mut on_heap = Vec::new();
    let vars: &mut [i128] = if slots <= SLOTS_ON_STACK {
        &mut on_stack[..slots]
    } else {
        on_heap.resize(slots, 0);
        &mut on_heap
    };
    for (slot, &v) in component.iter().enumerate() {
        vars[slot] = i128::from(v);
    }
    let mut walk = Walk {
        rule,
        compiled,
        index,
        vars,
        fixed,
        partial,
        budget,
        left: &mut scratch.left,
        count: 0,
    };
    walk.choose(0, visit)
}
