//! Lowering a rule file with a `component` statement: names resolved to slots, every
//! target checked to have the game's number of coordinates, `where` split into conjuncts
//! placed where their names are known, and the proof that play ends.

use super::{Choice, ComponentGame, Coordinate, ReplaceRule, Say, SayPart, Target};
use super::{termination, wins};
use crate::ir::condition::Expr;
use crate::ir::error::{LowerError, LowerErrorKind};
use crate::ir::game::{Compound, Play};
use crate::ir::lower::{
    LoweringFailure, Override, Params, Type, compound_of, error, expect, game_name, lower_expr,
    play_of,
};
use crate::source::Source;
use crate::span::{Location, Span};
use crate::syntax::ast::{self, StatementKind};

/// The most numbers one move may choose: enough for a row of each of 64 coordinates; the
/// proof that play ends tries bounds for each of them, within a budget.
pub(super) const MAX_CHOICES: usize = 64;

/// The game of components of `file`, if it has a `component` statement.
pub(crate) fn lower_components(
    file: &ast::File,
    source: &Source,
    overrides: &[Override],
) -> Option<Result<ComponentGame, LoweringFailure>> {
    file.statements
        .iter()
        .any(|s| matches!(s.kind, StatementKind::Component(_)))
        .then(|| lower_file(file, source, overrides))
}

fn lower_file(
    file: &ast::File,
    source: &Source,
    overrides: &[Override],
) -> Result<ComponentGame, LoweringFailure> {
    let name = game_name(file)?;
    let first = &file.statements[0];
    let line_of = |span: Span| Location::of(&source.text, span).line;
    let params = Params::collect(file, overrides, &line_of)?;
    let mut play: Option<(Play, Span)> = None;
    let mut compound: Option<(Compound, Span)> = None;
    let mut component: Option<(&[ast::Coordinate], Span)> = None;
    let mut start: Option<(Vec<(String, Span)>, Span)> = None;
    let mut measure: Option<(&ast::Expr, Span)> = None;
    let mut moves = Vec::new();
    for statement in &file.statements[1..] {
        let repeated = |name, first: Span| {
            let first_line = line_of(first);
            error(
                statement.keyword,
                LowerErrorKind::Repeated {
                    statement: name,
                    first_line,
                },
            )
        };
        let not_here = |what| error(statement.keyword, LowerErrorKind::NotOnComponents { what });
        match &statement.kind {
            StatementKind::Game { .. } => return Err(repeated("game", first.span).into()),
            StatementKind::Param { .. } => {}
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
            StatementKind::Component(coordinates) => {
                if let Some((_, first)) = component {
                    return Err(repeated("component", first).into());
                }
                component = Some((coordinates, statement.span));
            }
            StatementKind::Move(rule) => moves.push(rule),
            StatementKind::Measure(expr) => {
                if let Some((_, first)) = measure {
                    return Err(repeated("measure", first).into());
                }
                measure = Some((expr, statement.span));
            }
            StatementKind::Heaps(_) => return Err(not_here("`heaps`").into()),
            StatementKind::Start(words) => {
                if let Some((_, first)) = start {
                    return Err(repeated("start", first).into());
                }
                // Parameters are put in; the words are read as components when the
                // position is needed, with their errors located here.
                let words = words
                    .iter()
                    .map(|word| {
                        let values = word
                            .iter()
                            .map(|n| params.number(n).map(|v| v.to_string()))
                            .collect::<Result<Vec<_>, _>>()?;
                        Ok((values.join(","), ast::start_word_span(word)))
                    })
                    .collect::<Result<Vec<_>, LowerError>>()?;
                start = Some((words, statement.span));
            }
            StatementKind::Board(_) => return Err(not_here("`board`").into()),
            StatementKind::Unknown { word } => {
                return Err(LowerError::unknown_statement(word).into());
            }
        }
    }
    let (coordinates, _) = component.expect("a component statement");
    let coordinates = lower_coordinates(coordinates, &params)?;
    let names: Vec<String> = coordinates.iter().map(|c| c.name.clone()).collect();
    if moves.is_empty() {
        return Err(error(first.span, LowerErrorKind::NoMove).into());
    }
    let rules = moves
        .iter()
        .map(|rule| lower_rule(rule, &names, &params))
        .collect::<Result<Vec<_>, _>>()?;
    let play = play.map_or(Play::Normal, |(p, _)| p);
    let compound = compound.map_or(Compound::Disjunctive, |(c, _)| c);
    if let Some(wins) = moves.iter().zip(&rules).find(|(_, r)| r.wins) {
        let why = if play == Play::Misere {
            Some(wins::NOT_IN_MISERE)
        } else if compound != Compound::Disjunctive {
            Some(wins::NOT_IN_COMPOUNDS)
        } else {
            None
        };
        if let Some(why) = why {
            let kind = LowerErrorKind::WinsOutsideNormalSums { why };
            return Err(error(wins.0.span, kind).into());
        }
    }
    let measure = match measure {
        None => termination::prove(names.len(), &rules)?,
        Some((expr, _)) => {
            let lowered = number(expr, &params, &names)?;
            termination::check(&lowered, &names, &rules)
                .map_err(|kind| error(expr.span, kind))??
        }
    };
    let game = ComponentGame {
        name: name.clone(),
        play,
        compound,
        params: params.ordered,
        coordinates,
        rules: Vec::new(),
        compiled: Vec::new(),
        names,
        measure,
        start: start.map(|(words, _)| words),
        source: source.clone(),
    };
    Ok(game.with_rules(rules))
}

/// A name not yet taken by a coordinate, a chosen number or a parameter.
fn fresh(word: &ast::Word, names: &[String], params: &Params) -> Result<String, LowerError> {
    let taken = names.contains(&word.text) || params.ordered.iter().any(|(n, _)| *n == word.text);
    if taken {
        let kind = LowerErrorKind::NameTwice {
            name: word.text.clone(),
        };
        return Err(error(word.span, kind));
    }
    Ok(word.text.clone())
}

fn lower_coordinates(
    coordinates: &[ast::Coordinate],
    params: &Params,
) -> Result<Vec<Coordinate>, LowerError> {
    let mut names: Vec<String> = Vec::new();
    let mut lowered = Vec::new();
    for c in coordinates {
        let name = fresh(&c.name, &names, params)?;
        let default = c
            .default
            .as_ref()
            .map(|d| number(d, params, &names))
            .transpose()?;
        names.push(name.clone());
        lowered.push(Coordinate { name, default });
    }
    Ok(lowered)
}

/// An integer expression over the variables `names`.
fn number(expr: &ast::Expr, params: &Params, names: &[String]) -> Result<Expr, LowerError> {
    let (lowered, ty) = lower_expr(expr, params, Some(names), &mut false)?;
    expect(Type::Int, ty, expr.span, "a coordinate")?;
    Ok(lowered)
}

fn lower_rule(
    rule: &ast::MoveRule,
    coordinates: &[String],
    params: &Params,
) -> Result<ReplaceRule, LowerError> {
    let ast::MoveKind::Replace {
        choose,
        targets,
        wins,
    } = &rule.kind
    else {
        let what = match rule.kind {
            ast::MoveKind::Shift { .. } => "`move shift`",
            ast::MoveKind::Octal { .. } => "`move octal`",
            ast::MoveKind::Token { .. } | ast::MoveKind::Remove { .. } | ast::MoveKind::Domino => {
                "a board move"
            }
            _ => "`move take`",
        };
        return Err(error(rule.span, LowerErrorKind::NotOnComponents { what }));
    };
    if choose.len() > MAX_CHOICES {
        let kind = LowerErrorKind::TooManyChoices { limit: MAX_CHOICES };
        return Err(error(choose[MAX_CHOICES].span, kind));
    }
    let mut names = coordinates.to_vec();
    let mut choices = Vec::with_capacity(choose.len());
    for binding in choose {
        choices.push(choice(binding, &mut names, params)?);
    }
    let chosen = names.len();
    let conditions = match &rule.condition {
        None => Vec::new(),
        Some(condition) => {
            let (lowered, ty) = lower_expr(condition, params, Some(&names), &mut false)?;
            expect(Type::Bool, ty, condition.span, "`where`")?;
            conjuncts(lowered, coordinates.len(), chosen)
        }
    };
    let mut lowered_targets = Vec::with_capacity(targets.len());
    for target in targets {
        let target = lower_target(target, coordinates.len(), chosen, &mut names, params)?;
        lowered_targets.push(target);
    }
    let say = rule
        .say
        .as_ref()
        .map(|say| lower_say(say, &names[..chosen], params))
        .transpose()?;
    Ok(ReplaceRule {
        choose: choices,
        targets: lowered_targets,
        wins: *wins,
        conditions,
        condition_span: rule.condition.as_ref().map(|c| c.span),
        span: rule.span,
        names,
        say,
    })
}

/// `say "…"`: its expressions over the coordinates and the chosen numbers (a run's number
/// is not seen: it belongs to its target).
fn lower_say(say: &ast::Say, names: &[String], params: &Params) -> Result<Say, LowerError> {
    let parts = say
        .parts
        .iter()
        .map(|part| match part {
            ast::SayPart::Words(words) => Ok(SayPart::Words(words.clone())),
            ast::SayPart::Value(expr) => number(expr, params, names).map(SayPart::Value),
        })
        .collect::<Result<Vec<_>, LowerError>>()?;
    let blank = |part: &SayPart| matches!(part, SayPart::Words(w) if w.trim().is_empty());
    if parts.iter().all(blank) {
        return Err(error(say.span, LowerErrorKind::SayEmpty));
    }
    Ok(Say { parts })
}

/// `name in low..high`, its bounds over the names so far; the name gets the next slot.
fn choice(
    binding: &ast::Binding,
    names: &mut Vec<String>,
    params: &Params,
) -> Result<Choice, LowerError> {
    let low = number(&binding.low, params, names)?;
    let high = number(&binding.high, params, names)?;
    let name = fresh(&binding.name, names, params)?;
    names.push(name);
    Ok(Choice {
        slot: names.len() - 1,
        low,
        high,
        span: binding.span,
    })
}

/// One target: its run's number gets a slot of its own, seen by this target only.
fn lower_target(
    target: &ast::Target,
    dimension: usize,
    chosen: usize,
    names: &mut Vec<String>,
    params: &Params,
) -> Result<Target, LowerError> {
    if target.coordinates.len() != dimension {
        let kind = LowerErrorKind::CoordinateCount {
            expected: dimension,
            found: target.coordinates.len(),
        };
        return Err(error(target.span, kind));
    }
    // Earlier runs' names are out of scope here (their slots keep an empty name).
    let mut scope: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, n)| if i < chosen { n.clone() } else { String::new() })
        .collect();
    let each = match &target.each {
        None => None,
        Some(binding) => {
            let each = choice(binding, &mut scope, params)?;
            names.push(scope[each.slot].clone());
            Some(each)
        }
    };
    let coordinates = target
        .coordinates
        .iter()
        .map(|e| number(e, params, &scope))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Target {
        coordinates,
        spans: target.coordinates.iter().map(|e| e.span).collect(),
        each,
        span: target.span,
    })
}

/// The conjuncts of a condition, each with the number of chosen numbers it needs (the
/// chosen numbers sit in slots `dimension..chosen`).
fn conjuncts(condition: Expr, dimension: usize, chosen: usize) -> Vec<(usize, Expr)> {
    let parts = match condition {
        Expr::And(parts) => parts,
        other => vec![other],
    };
    parts
        .into_iter()
        .map(|part| {
            let needs = (dimension..chosen)
                .rev()
                .find(|&slot| part.uses(slot))
                .map_or(0, |slot| slot - dimension + 1);
            (needs, part)
        })
        .collect()
}
