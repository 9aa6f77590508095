//! Games whose components have several coordinates (docs/ARCHITECTURE.md): a `component n, m = n - 1`
//! statement names the coordinates, and each `move [choose k in A..B, …] to (…) (…)`
//! replaces one component by zero or more components whose coordinates are expressions
//! of the old coordinates and of the numbers the move chooses, under a `where` condition.
//! A position is a sum of components, so the generic engine values it through the game
//! trait ([`crate::game::ImpartialGame`]), one component at a time.
//!
//! Lowering ([`lower_components`]) resolves every name to a slot of one array of values
//! (the coordinates, then the chosen numbers, then the number a run `for each` walks),
//! splits `where` into the conjuncts that can be checked as soon as their names are
//! chosen, and proves that play ends ([`termination`]) before the game is accepted. Moves
//! are generated in [`moves`] in checked 128-bit arithmetic: a coordinate below 0 or above
//! 2^64 − 1 is an error located at the expression that made it.

mod compiled;
mod cycle;
mod facts;
mod impartial;
mod lower;
mod moves;
mod normal;
mod poly;
mod say;
mod termination;
pub(crate) mod wins;

use std::fmt;

use super::condition::Expr;
use super::game::{Compound, Play};
use crate::source::Source;
use crate::span::Span;

pub(crate) use lower::lower_components;
pub(crate) use moves::{ComponentMove, MAX_COMPONENTS_PER_MOVE, MoveError};
pub(crate) use say::{Say, SayPart};

/// A coordinate of a component.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Coordinate {
    pub name: String,
    /// The value taken when a component is given without it: an expression of the
    /// coordinates before it.
    pub default: Option<Expr>,
}

/// A number a move chooses: `name in low..high` (both ends included; empty when high < low).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Choice {
    pub slot: usize,
    pub low: Expr,
    pub high: Expr,
    pub span: Span,
}

/// One component a move leaves, or with `each` a run of them.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Target {
    pub coordinates: Vec<Expr>,
    /// The span of each coordinate's expression, for errors.
    pub spans: Vec<Span>,
    pub each: Option<Choice>,
    pub span: Span,
}

/// `move [choose …] to …|nothing|wins [where …]`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct ReplaceRule {
    pub choose: Vec<Choice>,
    pub targets: Vec<Target>,
    /// `wins`: the move ends play for the whole sum, the player who makes it winning (it
    /// has no targets).
    pub wins: bool,
    /// The conjuncts of `where`, each with the number of chosen numbers it needs (it is
    /// checked as soon as they are chosen: a condition on the coordinates alone comes
    /// before any range is evaluated).
    pub conditions: Vec<(usize, Expr)>,
    pub condition_span: Option<Span>,
    pub span: Span,
    /// The name of each slot: the coordinates, the chosen numbers, then one slot per run.
    pub names: Vec<String>,
    /// `say "…"`: how its moves read, if the rule says.
    pub say: Option<Say>,
}

/// A game of components with named coordinates.
#[derive(Debug, Clone)]
pub struct ComponentGame {
    /// The name in `game "NAME"`.
    pub name: String,
    /// Normal or misère play.
    pub play: Play,
    /// How the components of a position are played together.
    pub compound: Compound,
    /// Parameters after `--set` overrides, in order of definition.
    pub params: Vec<(String, u64)>,
    pub(crate) coordinates: Vec<Coordinate>,
    pub(crate) rules: Vec<ReplaceRule>,
    /// Each rule's expressions compiled, by rule ([`ComponentGame::with_rules`] keeps
    /// them in step with `rules`).
    compiled: Vec<compiled::CompiledRule>,
    /// The coordinates' names, by slot.
    pub names: Vec<String>,
    /// The measure that goes down with every move, which proves that play ends.
    pub(crate) measure: termination::Measure,
    /// The components of `start`, each as written with parameters put in (`2,3`), and
    /// its place in the rule file.
    pub start: Option<Vec<(String, Span)>>,
    /// The rule file, for locating errors found while solving.
    pub source: Source,
}

impl ComponentGame {
    /// The number of coordinates of a component.
    pub fn dimension(&self) -> usize {
        self.coordinates.len()
    }

    /// The same game with `rules` for its rules.
    pub(crate) fn with_rules(mut self, rules: Vec<ReplaceRule>) -> ComponentGame {
        self.compiled = rules.iter().map(compiled::CompiledRule::of).collect();
        self.rules = rules;
        self
    }

    /// The same game with the other winning convention.
    pub fn with_play(mut self, play: Play) -> ComponentGame {
        self.play = play;
        self
    }

    /// A component from the first coordinates, the others from their defaults; `None`
    /// when a missing coordinate has no default. A default that is negative or too large
    /// is an error.
    pub fn complete(&self, given: &[u64]) -> Option<Result<Vec<u64>, MoveError>> {
        if given.len() > self.dimension() {
            return None;
        }
        let mut values: Vec<i128> = given.iter().map(|&v| i128::from(v)).collect();
        for coordinate in &self.coordinates[given.len()..] {
            let default = coordinate.default.as_ref()?;
            match moves::coordinate(default, &values, &self.names, Span::default()) {
                Ok(v) => values.push(i128::from(v)),
                Err(e) => return Some(Err(e)),
            }
        }
        Some(Ok(values.iter().map(|&v| v as u64).collect()))
    }

    /// A one-line summary of what the engine relies on.
    pub fn properties(&self) -> String {
        let names: Vec<&str> = self.coordinates.iter().map(|c| c.name.as_str()).collect();
        let names = names.join(", ");
        let measure = self.measure.named(&self.names);
        match self.compound {
            Compound::Disjunctive => format!(
                "a position is a sum of components ({names}), each move replaces one component by others: Sprague-Grundy values per component, XOR for the sum; play ends because {measure} goes down with every move"
            ),
            other => format!(
                "a position lists games, each a component ({names}), played as the {} compound: a move plays {}; play ends because {measure} goes down with every move",
                other.name(),
                other.moves_in()
            ),
        }
    }
}

/// The game in normal form, for `sg check`: every default, range and condition written
/// out, one move per line.
impl fmt::Display for ComponentGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "game \"{}\"", self.name)?;
        for (name, value) in &self.params {
            writeln!(f, "param {name} = {value}")?;
        }
        let coordinates: Vec<String> = self
            .coordinates
            .iter()
            .map(|c| match &c.default {
                Some(d) => format!("{} = {}", c.name, d.named(&self.names)),
                None => c.name.clone(),
            })
            .collect();
        writeln!(f, "component {}", coordinates.join(", "))?;
        writeln!(f, "play {}", self.play.name())?;
        if self.compound != Compound::Disjunctive {
            writeln!(f, "compound {}", self.compound.name())?;
        }
        if let termination::Measure::Written(..) = &self.measure {
            writeln!(f, "measure {}", self.measure.named(&self.names))?;
        }
        if let Some(start) = &self.start {
            let words: Vec<&str> = start.iter().map(|(word, _)| word.as_str()).collect();
            writeln!(f, "start {}", words.join(" "))?;
        }
        for rule in &self.rules {
            write!(f, "move {}", rule.named(&rule.names))?;
            match &rule.say {
                Some(say) => writeln!(f, " {}", say.named(&rule.names))?,
                None => writeln!(f)?,
            }
        }
        writeln!(f, "# {}", self.properties())
    }
}

impl ReplaceRule {
    /// The rule in normal form with the game's names.
    pub(crate) fn named<'a>(&'a self, names: &'a [String]) -> NamedRule<'a> {
        NamedRule { rule: self, names }
    }
}

/// A rule printed with names.
pub(crate) struct NamedRule<'a> {
    rule: &'a ReplaceRule,
    names: &'a [String],
}

impl fmt::Display for NamedRule<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = self.names;
        let choice = |c: &Choice| {
            format!(
                "{} in {}..{}",
                names[c.slot],
                c.low.named(names),
                c.high.named(names)
            )
        };
        if !self.rule.choose.is_empty() {
            let chosen: Vec<String> = self.rule.choose.iter().map(choice).collect();
            write!(f, "choose {} ", chosen.join(", "))?;
        }
        if self.rule.wins {
            write!(f, "wins")?;
        } else {
            write!(f, "to")?;
        }
        if self.rule.targets.is_empty() && !self.rule.wins {
            write!(f, " nothing")?;
        }
        for target in &self.rule.targets {
            let coordinates: Vec<String> = target
                .coordinates
                .iter()
                .map(|e| e.named(names).to_string())
                .collect();
            write!(f, " ({})", coordinates.join(", "))?;
            if let Some(each) = &target.each {
                write!(f, " for each {}", choice(each))?;
            }
        }
        if !self.rule.conditions.is_empty() {
            let parts: Vec<String> = self
                .rule
                .conditions
                .iter()
                .map(|(_, e)| {
                    let text = e.named(names).to_string();
                    if matches!(e, Expr::Or(_)) {
                        format!("({text})")
                    } else {
                        text
                    }
                })
                .collect();
            write!(f, " where {}", parts.join(" and "))?;
        }
        Ok(())
    }
}

/// Every component with `dimension` coordinates, each at most `side` (for the tests that
/// check a rule's proofs and forms against its moves on all small components).
#[cfg(test)]
pub(crate) fn every_component(dimension: usize, side: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..dimension {
        all = all
            .into_iter()
            .flat_map(|c: Vec<u64>| (0..=side).map(move |v| [c.clone(), vec![v]].concat()))
            .collect();
    }
    all
}

/// The game of components whose rule file is `game "g"` then `text` (for the tests).
#[cfg(test)]
pub(crate) fn game_of(text: &str) -> ComponentGame {
    let text = format!("game \"g\"\n{text}\n");
    crate::parse_components(&crate::Source::new("g.game", text), &[])
        .expect("a game of components")
        .expect("it lowers")
}
