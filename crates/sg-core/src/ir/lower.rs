//! Lowering: the syntax tree becomes a validated [`Game`]. Parameters are resolved (with
//! command-line overrides), numbers and ranges checked, every rule turned into one of
//! the [`RuleKind`]s, and the rules checked against the game's heap layout.

use hashbrown::HashMap;

use super::condition::{Condition, Expr};
use super::error::{LowerError, LowerErrorKind};
use super::game::{Compound, Game, HeapLayout, Play};
use super::number_set::NumberSet;
use super::rule::{LeaveSet, Rule, RuleKind};
use super::take_set::TakeSet;
use crate::source::Source;
use crate::span::{Location, Span};
use crate::suggest;
use crate::syntax::ast::{self, StatementKind};

/// The most heaps `heaps N` may ask for.
pub(crate) const MAX_FIXED_HEAPS: u64 = 1 << 20;

/// A `--set NAME=INT` from the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Override {
    /// The parameter's name.
    pub name: String,
    /// Its value as typed (checked when the game is lowered).
    pub value: String,
}

/// An override that names no parameter of the game, or whose value is no number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct OverrideError {
    /// Which override (in the order given).
    pub index: usize,
    pub kind: LowerErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum LoweringFailure {
    InFile(LowerError),
    InOverride(OverrideError),
}

impl From<LowerError> for LoweringFailure {
    fn from(e: LowerError) -> Self {
        LoweringFailure::InFile(e)
    }
}

pub(super) fn error(span: Span, kind: LowerErrorKind) -> LowerError {
    LowerError { span, kind }
}

/// The game's name, from the first statement, which must be `game "…"`.
pub(crate) fn game_name(file: &ast::File) -> Result<&String, LowerError> {
    let Some(first) = file.statements.first() else {
        return Err(error(file.end, LowerErrorKind::EmptyFile));
    };
    match &first.kind {
        StatementKind::Game { name } => Ok(name),
        StatementKind::Unknown { word } => Err(LowerError::unknown_statement(word)),
        _ => Err(error(first.keyword, LowerErrorKind::MissingGame)),
    }
}

pub(crate) fn lower(
    file: &ast::File,
    source: &Source,
    overrides: &[Override],
) -> Result<Game, LoweringFailure> {
    let name = game_name(file)?;
    let first = &file.statements[0];
    let line_of = |span: Span| Location::of(&source.text, span).line;
    let params = Params::collect(file, overrides, &line_of)?;

    let mut layout: Option<(HeapLayout, Span)> = None;
    let mut play: Option<(Play, Span)> = None;
    let mut compound: Option<(Compound, Span)> = None;
    let mut start: Option<(Vec<u64>, Span)> = None;
    let mut rules = Vec::new();
    for statement in &file.statements[1..] {
        let repeated = |statement_name, first: Span| {
            error(
                statement.keyword,
                LowerErrorKind::Repeated {
                    statement: statement_name,
                    first_line: line_of(first),
                },
            )
        };
        match &statement.kind {
            StatementKind::Game { .. } => return Err(repeated("game", first.span).into()),
            StatementKind::Param { .. } => {}
            StatementKind::Heaps(spec) => {
                if let Some((_, first)) = layout {
                    return Err(repeated("heaps", first).into());
                }
                layout = Some((heap_layout(spec, &params)?, statement.span));
            }
            StatementKind::Play(spec) => {
                if let Some((_, first)) = play {
                    return Err(repeated("play", first).into());
                }
                play = Some((play_of(spec), statement.span));
            }
            StatementKind::Compound(word) => {
                if let Some((_, first)) = compound {
                    return Err(repeated("compound", first).into());
                }
                compound = Some((compound_of(word), statement.span));
            }
            StatementKind::Start(heaps) => {
                if let Some((_, first)) = start {
                    return Err(repeated("start", first).into());
                }
                let values = heaps
                    .iter()
                    .map(|word| match word.as_slice() {
                        [heap] => params.number(heap),
                        _ => Err(error(
                            ast::start_word_span(word),
                            LowerErrorKind::StartHeapComma {
                                word: ast::start_word_text(word),
                            },
                        )),
                    })
                    .collect::<Result<_, _>>()?;
                start = Some((values, statement.span));
            }
            StatementKind::Move(rule) => rules.extend(lower_rule(rule, &params)?),
            StatementKind::Board(_) => {
                return Err(error(statement.keyword, LowerErrorKind::PlayedOnBoard).into());
            }
            StatementKind::Component(_) => {
                return Err(error(statement.keyword, LowerErrorKind::PlayedOnComponents).into());
            }
            StatementKind::Measure(_) => {
                let kind = LowerErrorKind::MeasureWithoutComponents;
                return Err(error(statement.keyword, kind).into());
            }
            StatementKind::Unknown { word } => {
                return Err(LowerError::unknown_statement(word).into());
            }
        }
    }
    let layout = layout.map_or(HeapLayout::Any, |(l, _)| l);
    if rules.is_empty() {
        return Err(error(first.span, LowerErrorKind::NoMove).into());
    }
    check_rules_fit_layout(&rules, layout)?;
    if let (HeapLayout::Exactly(expected), Some((heaps, span))) = (layout, &start)
        && heaps.len() != expected
    {
        let kind = LowerErrorKind::StartHeapCount {
            expected,
            found: heaps.len(),
        };
        return Err(error(*span, kind).into());
    }
    Ok(Game {
        name: name.clone(),
        layout,
        play: play.map_or(Play::Normal, |(p, _)| p),
        compound: compound.map_or(Compound::Disjunctive, |(c, _)| c),
        start: start.map(|(s, _)| s),
        params: params.ordered,
        rules,
        source: source.clone(),
    })
}

/// The parameters of a game, overrides applied.
pub(super) struct Params {
    values: HashMap<String, u64>,
    pub(super) ordered: Vec<(String, u64)>,
}

impl Params {
    pub(super) fn collect(
        file: &ast::File,
        overrides: &[Override],
        line_of: &dyn Fn(Span) -> usize,
    ) -> Result<Params, LoweringFailure> {
        let mut values = HashMap::new();
        let mut first_span = HashMap::new();
        let mut ordered = Vec::new();
        for statement in &file.statements {
            if let StatementKind::Param { name, value } = &statement.kind {
                if let Some(&first) = first_span.get(&name.text) {
                    let kind = LowerErrorKind::ParameterTwice {
                        name: name.text.clone(),
                        first_line: line_of(first),
                    };
                    return Err(error(name.span, kind).into());
                }
                let value = literal(value)?;
                first_span.insert(name.text.clone(), name.span);
                values.insert(name.text.clone(), value);
                ordered.push((name.text.clone(), value));
            }
        }
        for (index, o) in overrides.iter().enumerate() {
            let fail = |kind| LoweringFailure::InOverride(OverrideError { index, kind });
            let Some(slot) = ordered.iter_mut().find(|(name, _)| *name == o.name) else {
                let suggestion = suggest::closest(&o.name, ordered.iter().map(|(n, _)| n.as_str()))
                    .map(str::to_string);
                return Err(fail(LowerErrorKind::UnknownParameter {
                    name: o.name.clone(),
                    suggestion,
                }));
            };
            let value = parse_u64(&o.value).map_err(fail)?;
            slot.1 = value;
            values.insert(o.name.clone(), value);
        }
        Ok(Params { values, ordered })
    }

    pub(super) fn number(&self, number: &ast::Number) -> Result<u64, LowerError> {
        match &number.kind {
            ast::NumberKind::Literal(_) => literal(number),
            ast::NumberKind::Param(name) => self.lookup(name, number.span),
        }
    }

    fn lookup(&self, name: &str, span: Span) -> Result<u64, LowerError> {
        self.values.get(name).copied().ok_or_else(|| {
            let suggestion = suggest::closest(name, self.ordered.iter().map(|(n, _)| n.as_str()))
                .map(str::to_string);
            error(
                span,
                LowerErrorKind::UnknownParameter {
                    name: name.to_string(),
                    suggestion,
                },
            )
        })
    }

    fn set(&self, set: &ast::NumberSet) -> Result<NumberSet, LowerError> {
        let mut ranges = Vec::with_capacity(set.items.len());
        for item in &set.items {
            ranges.push(match item {
                ast::SetItem::Single(n) => {
                    let v = self.number(n)?;
                    (v, Some(v))
                }
                ast::SetItem::Range { span, low, high } => {
                    let low = self.number(low)?;
                    let high = high.as_ref().map(|h| self.number(h)).transpose()?;
                    if let Some(high) = high.filter(|&h| h < low) {
                        return Err(error(*span, LowerErrorKind::InvertedRange { low, high }));
                    }
                    (low, high)
                }
            });
        }
        Ok(NumberSet::from_ranges(ranges))
    }
}

fn literal(number: &ast::Number) -> Result<u64, LowerError> {
    match &number.kind {
        ast::NumberKind::Literal(text) => parse_u64(text).map_err(|kind| error(number.span, kind)),
        ast::NumberKind::Param(text) => Err(error(
            number.span,
            LowerErrorKind::NotANumber { text: text.clone() },
        )),
    }
}

/// Parses a decimal integer of at most `u64::MAX`.
pub(crate) fn parse_u64(text: &str) -> Result<u64, LowerErrorKind> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(LowerErrorKind::NotANumber {
            text: text.to_string(),
        });
    }
    text.parse().map_err(|_| LowerErrorKind::NumberTooLarge {
        text: text.to_string(),
    })
}

fn heap_layout(spec: &ast::HeapsSpec, params: &Params) -> Result<HeapLayout, LowerError> {
    Ok(match spec {
        ast::HeapsSpec::Any => HeapLayout::Any,
        ast::HeapsSpec::Ordered => HeapLayout::Ordered,
        ast::HeapsSpec::Count(number) => {
            let count = params.number(number)?;
            if count == 0 {
                return Err(error(number.span, LowerErrorKind::NoHeaps));
            }
            if count > MAX_FIXED_HEAPS {
                return Err(error(number.span, LowerErrorKind::TooManyHeaps { count }));
            }
            HeapLayout::Exactly(count as usize)
        }
    })
}

fn lower_rule(rule: &ast::MoveRule, params: &Params) -> Result<Vec<Rule>, LowerError> {
    let condition = rule
        .condition
        .as_ref()
        .map(|c| lower_condition(c, params))
        .transpose()?;
    let no_move = |why| error(rule.span, LowerErrorKind::NoPossibleMove { why });
    let kinds = match &rule.kind {
        ast::MoveKind::Token { .. } | ast::MoveKind::Remove { .. } | ast::MoveKind::Domino => {
            let rule_name = crate::board::BoardMove::of(&rule.kind)
                .expect("a board move")
                .name();
            return Err(error(
                rule.span,
                LowerErrorKind::BoardMoveWithoutBoard { rule: rule_name },
            ));
        }
        ast::MoveKind::Take { take, target } => {
            let take = params.set(take)?;
            let kind = match target {
                ast::TakeTarget::OneHeap => RuleKind::TakeBreak {
                    take,
                    leave: LeaveSet::from_bits(0b11),
                    unequal: false,
                },
                ast::TakeTarget::Leave { leave, unequal } => RuleKind::TakeBreak {
                    take,
                    leave: leave_set(leave, params)?,
                    unequal: *unequal,
                },
                ast::TakeTarget::FromAll { .. } => RuleKind::FromAll { take },
                ast::TakeTarget::FromHeaps(heaps) => {
                    let heaps = params.set(heaps)?;
                    if heaps.is_only(0) {
                        return Err(no_move("it takes from 0 heaps"));
                    }
                    if heaps.is_only(1) {
                        RuleKind::TakeBreak {
                            take,
                            leave: LeaveSet::from_bits(0b11),
                            unequal: false,
                        }
                    } else {
                        RuleKind::FromSeveral { take, heaps }
                    }
                }
            };
            vec![kind]
        }
        ast::MoveKind::Shift { take, distance } => {
            let take = params.set(take)?;
            let distance = params.number(distance)?;
            if distance == 0 {
                return Err(no_move("shifting by 0 leaves every token where it is"));
            }
            vec![RuleKind::Shift { take, distance }]
        }
        ast::MoveKind::Octal { code } => super::octal::rules(code)?,
        ast::MoveKind::Replace { .. } => {
            return Err(error(rule.span, LowerErrorKind::ReplaceWithoutComponent));
        }
    };
    for kind in &kinds {
        let only_zero = kind_take(kind).is_only(0);
        let splits = matches!(kind, RuleKind::TakeBreak { leave, .. } if leave.splits());
        if only_zero && !splits {
            return Err(no_move(
                "taking 0 tokens changes nothing (use `leave 2` to split)",
            ));
        }
    }
    let condition_text = rule.condition.as_ref().map(|_| {
        let c = condition.as_ref().expect("lowered with the text");
        c.expr.to_string()
    });
    // A condition that allows only listed takes narrows the takes tried to them.
    let listed = match condition.as_ref().and_then(|c| c.take_set()) {
        Some(TakeSet::Listed(takes)) => Some(takes),
        _ => None,
    };
    Ok(kinds
        .into_iter()
        .map(|kind| Rule {
            listed_takes: listed.as_ref().map(|takes| {
                let take = kind_take(&kind);
                NumberSet::from_ranges(
                    takes
                        .iter()
                        .filter(|&&k| take.contains(k))
                        .map(|&k| (k, Some(k)))
                        .collect(),
                )
            }),
            kind,
            condition: condition.clone(),
            span: rule.span,
            condition_text: condition_text.clone(),
        })
        .collect())
}

fn kind_take(kind: &RuleKind) -> &NumberSet {
    match kind {
        RuleKind::TakeBreak { take, .. }
        | RuleKind::FromAll { take }
        | RuleKind::FromSeveral { take, .. }
        | RuleKind::Shift { take, .. } => take,
    }
}

fn leave_set(set: &ast::NumberSet, params: &Params) -> Result<LeaveSet, LowerError> {
    let values = params.set(set)?;
    let out_of_range = || {
        let value = values.to_string();
        error(set.span, LowerErrorKind::LeaveOutOfRange { value })
    };
    match values.max() {
        Some(max) if max <= LeaveSet::MAX_HEAPS => {}
        _ => return Err(out_of_range()),
    }
    let bits = values
        .iter_upto(LeaveSet::MAX_HEAPS)
        .fold(0u8, |bits, j| bits | 1 << j);
    Ok(LeaveSet::from_bits(bits))
}

fn check_rules_fit_layout(rules: &[Rule], layout: HeapLayout) -> Result<(), LowerError> {
    for rule in rules {
        match (&rule.kind, layout) {
            (RuleKind::FromAll { .. }, HeapLayout::Any) => {
                let kind = LowerErrorKind::NeedsFixedHeaps { what: "`from all`" };
                return Err(error(rule.span, kind));
            }
            (RuleKind::Shift { .. }, HeapLayout::Any) => {
                let kind = LowerErrorKind::NeedsFixedHeaps { what: "`shift`" };
                return Err(error(rule.span, kind));
            }
            (RuleKind::TakeBreak { leave, .. }, HeapLayout::Exactly(_) | HeapLayout::Ordered)
                if leave.splits() =>
            {
                let layout = match layout {
                    HeapLayout::Exactly(n) => n.to_string(),
                    _ => "ordered".to_string(),
                };
                return Err(error(
                    rule.span,
                    LowerErrorKind::SplitNeedsAnyHeaps { layout },
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Type {
    Int,
    Bool,
}

impl Type {
    fn name(self) -> &'static str {
        match self {
            Type::Int => "a number",
            Type::Bool => "a condition",
        }
    }
}

fn lower_condition(expr: &ast::Expr, params: &Params) -> Result<Condition, LowerError> {
    let mut uses_n = false;
    let (lowered, ty) = lower_expr(expr, params, None, &mut uses_n)?;
    expect(Type::Bool, ty, expr.span, "`where`")?;
    Ok(Condition {
        expr: lowered,
        span: expr.span,
        uses_n,
    })
}

pub(super) fn expect(
    expected: Type,
    found: Type,
    span: Span,
    context: &'static str,
) -> Result<(), LowerError> {
    if expected == found {
        return Ok(());
    }
    let kind = LowerErrorKind::TypeMismatch {
        context,
        expected: expected.name(),
        found: found.name(),
    };
    Err(error(span, kind))
}

/// Lowers an expression of a heap rule (`names` is `None`: `k` and `n` are the take and
/// the heap) or of a component's move (`names` are its variables, by slot: `k` and `n`
/// are names like any other).
pub(super) fn lower_expr(
    expr: &ast::Expr,
    params: &Params,
    names: Option<&[String]>,
    uses_n: &mut bool,
) -> Result<(Expr, Type), LowerError> {
    use ast::ExprKind as K;
    let mut operand = |e: &ast::Expr, want: Type, context| {
        let (lowered, ty) = lower_expr(e, params, names, uses_n)?;
        expect(want, ty, e.span, context)?;
        Ok::<Expr, LowerError>(lowered)
    };
    Ok(match &expr.kind {
        K::Integer(text) => {
            let value = parse_u64(text).map_err(|kind| error(expr.span, kind))?;
            (Expr::Int(i128::from(value)), Type::Int)
        }
        K::K | K::N if names.is_some() => {
            let name = if matches!(expr.kind, K::K) { "k" } else { "n" };
            (variable(name, expr.span, params, names)?, Type::Int)
        }
        K::K => (Expr::K, Type::Int),
        K::N => {
            *uses_n = true;
            (Expr::N, Type::Int)
        }
        K::Name(name) => (variable(name, expr.span, params, names)?, Type::Int),
        K::Call(function, args) => {
            let name = function.text.as_str();
            let count = match name {
                "min" | "max" => None,
                "power_of_2" | "prime" => Some(1),
                "pow" | "divides" => Some(2),
                _ => {
                    let kind = LowerErrorKind::UnknownFunction {
                        name: function.text.clone(),
                    };
                    return Err(error(function.span, kind));
                }
            };
            let context = match name {
                "min" | "max" => "`min` and `max`",
                "pow" => "`pow`",
                "power_of_2" => "`power_of_2`",
                "prime" => "`prime`",
                _ => "`divides`",
            };
            let mut lowered = args
                .iter()
                .map(|a| operand(a, Type::Int, context))
                .collect::<Result<Vec<_>, _>>()?;
            let wrong_count = match count {
                None => lowered.len() < 2,
                Some(count) => lowered.len() != count,
            };
            if wrong_count {
                let kind = LowerErrorKind::ArgumentCount {
                    function: function.text.clone(),
                    count,
                };
                return Err(error(expr.span, kind));
            }
            let mut next = || Box::new(lowered.remove(0));
            match name {
                "min" => (Expr::Min(lowered), Type::Int),
                "max" => (Expr::Max(lowered), Type::Int),
                "pow" => (Expr::Pow(next(), next()), Type::Int),
                "power_of_2" => (Expr::PowerOf2(next()), Type::Bool),
                "prime" => (Expr::Prime(next()), Type::Bool),
                _ => (Expr::Divides(next(), next()), Type::Bool),
            }
        }
        K::Or(items) | K::And(items) => {
            let context = if matches!(expr.kind, K::Or(_)) {
                "`or`"
            } else {
                "`and`"
            };
            let lowered = items
                .iter()
                .map(|i| operand(i, Type::Bool, context))
                .collect::<Result<Vec<_>, _>>()?;
            let node = if matches!(expr.kind, K::Or(_)) {
                Expr::Or(lowered)
            } else {
                Expr::And(lowered)
            };
            (node, Type::Bool)
        }
        K::Not(inner) => (
            Expr::Not(Box::new(operand(inner, Type::Bool, "`not`")?)),
            Type::Bool,
        ),
        K::Negate(inner) => (
            Expr::Negate(Box::new(operand(inner, Type::Int, "`-`")?)),
            Type::Int,
        ),
        K::Compare(a, op, b) => {
            let a = operand(a, Type::Int, "a comparison")?;
            let b = operand(b, Type::Int, "a comparison")?;
            (Expr::Compare(Box::new(a), *op, Box::new(b)), Type::Bool)
        }
        K::Arith(first, rest) => {
            let first = operand(first, Type::Int, "arithmetic")?;
            let rest = rest
                .iter()
                .map(|(op, e)| Ok((*op, operand(e, Type::Int, "arithmetic")?)))
                .collect::<Result<Vec<_>, LowerError>>()?;
            (Expr::Arith(Box::new(first), rest), Type::Int)
        }
    })
}

/// A name in an expression: a variable of a component's move (by slot), else a parameter.
fn variable(
    name: &str,
    span: Span,
    params: &Params,
    names: Option<&[String]>,
) -> Result<Expr, LowerError> {
    let Some(names) = names else {
        return Ok(Expr::Int(i128::from(params.lookup(name, span)?)));
    };
    if let Some(slot) = names.iter().position(|n| n == name) {
        return Ok(Expr::Var(slot));
    }
    if let Some(&value) = params.values.get(name) {
        return Ok(Expr::Int(i128::from(value)));
    }
    let known = names
        .iter()
        .map(String::as_str)
        .chain(params.ordered.iter().map(|(n, _)| n.as_str()));
    let suggestion = suggest::closest(name, known).map(str::to_string);
    let kind = LowerErrorKind::UnknownName {
        name: name.to_string(),
        suggestion,
    };
    Err(error(span, kind))
}

/// The compound a `compound` statement names (the grammar allows only the four words).
pub(super) fn compound_of(word: &ast::Word) -> Compound {
    Compound::named(&word.text).expect("a compound the grammar allows")
}

/// The play convention a `play` statement names.
pub(super) fn play_of(spec: &ast::PlaySpec) -> Play {
    match spec {
        ast::PlaySpec::Normal => Play::Normal,
        ast::PlaySpec::Misere => Play::Misere,
    }
}
