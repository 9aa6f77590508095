//! Theorems for games of components, recognised from the IR: a game's rule must be, slot
//! for slot, the rule of a template (the same rule written in the language, lowered the
//! same way), whatever the coordinates are called. Positions the theorem does not cover
//! (misère play, sums of Fibonacci Nim piles) go to the memoized search over components.
//! Winning moves a theorem finds are made through the game's one checked move path.

use std::ops::ControlFlow;

use super::closed_form::{nim_product, zeckendorf_smallest_term, zeckendorf_wins};
use crate::engine::analysis::{
    Analysis, Estimate, Method, MoveList, Note, SearchTooLarge, Theorem, WinningMove,
};
use crate::engine::{Analyzer, EngineError, GeneralizedValue, PositionSolver};
use crate::game::{GameError, ImpartialGame};
use crate::ir::components::ReplaceRule;
use crate::ir::{ComponentGame, Play};
use crate::source::Source;

/// The theorems known for games of components.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ComponentTheory {
    /// A pile `n, m`: take k in 1..min(n, m), leaving `n - k, 2k`.
    FibonacciNim,
    /// A head at `x, y`: turn the corners of a rectangle with lower-right corner (x, y).
    TurningCorners,
    /// A head at `n`: turn it and one coin at some a < n (a head at n becomes one at a).
    Twins,
}

impl ComponentTheory {
    /// The theorem, for reports.
    pub fn theorem(self) -> Theorem {
        match self {
            ComponentTheory::FibonacciNim => Theorem::FibonacciNim,
            ComponentTheory::TurningCorners => Theorem::TurningCorners,
            ComponentTheory::Twins => Theorem::Twins,
        }
    }
}

/// The rules each theory covers, as rule files (any of them).
const FIBONACCI_NIM: [&str; 2] = [
    "move choose k in 1..min(n, m) to (n - k, 2 * k)",
    "move choose k in 1..min(m, n) to (n - k, 2 * k)",
];
const TURNING_CORNERS: [&str; 1] =
    ["move choose a in 0..x - 1, b in 0..y - 1 to (a, b) (a, y) (x, b)"];
const TWINS: [&str; 1] = ["move choose a in 0..n - 1 to (a)"];

/// The template's one rule, lowered.
fn template(coordinates: &str, rule: &str) -> ReplaceRule {
    let text = format!("game \"t\"\ncomponent {coordinates}\n{rule}\n");
    let file = crate::syntax::parse(&text).expect("a template parses");
    let game = crate::ir::lower_components(&file, &Source::new("template", text.clone()), &[])
        .expect("a template has components")
        .expect("a template lowers");
    game.rules.into_iter().next().expect("one rule")
}

/// Whether two rules make the same moves expression for expression (spans and names aside).
fn same_rule(a: &ReplaceRule, b: &ReplaceRule) -> bool {
    let same_choices = a.choose.len() == b.choose.len()
        && a.choose
            .iter()
            .zip(&b.choose)
            .all(|(x, y)| x.slot == y.slot && x.low == y.low && x.high == y.high);
    let same_targets = a.targets.len() == b.targets.len()
        && a.targets.iter().zip(&b.targets).all(|(x, y)| {
            x.coordinates == y.coordinates
                && match (&x.each, &y.each) {
                    (None, None) => true,
                    (Some(x), Some(y)) => x.slot == y.slot && x.low == y.low && x.high == y.high,
                    _ => false,
                }
        });
    let same_conditions = a.conditions.len() == b.conditions.len()
        && a.conditions.iter().zip(&b.conditions).all(|(x, y)| x == y);
    same_choices && same_targets && same_conditions
}

/// The theory that covers `game`'s rules, if one does.
pub fn recognise(game: &ComponentGame) -> Option<ComponentTheory> {
    let [rule] = game.rules.as_slice() else {
        return None;
    };
    let is = |coordinates: &str, templates: &[&str]| {
        game.dimension() == coordinates.split(',').count()
            && templates
                .iter()
                .any(|t| same_rule(rule, &template(coordinates, t)))
    };
    if is("n, m", &FIBONACCI_NIM) {
        Some(ComponentTheory::FibonacciNim)
    } else if is("x, y", &TURNING_CORNERS) {
        Some(ComponentTheory::TurningCorners)
    } else if is("n", &TWINS) {
        Some(ComponentTheory::Twins)
    } else {
        None
    }
}

/// Piles with at most this many takes have every winning move listed.
const MOST_TAKES_TRIED: u64 = 1_000_000;

/// Answers a game of components: by its theorem where one covers the position, else by
/// the memoized search.
pub struct ComponentTheorySolver<'g> {
    game: &'g ComponentGame,
    search: Analyzer<'g, ComponentGame>,
    theory: Option<ComponentTheory>,
    play: Play,
    max_states: u64,
    max_moves: usize,
}

impl<'g> ComponentTheorySolver<'g> {
    /// A solver for `game` whose searches store at most `max_states` components.
    pub fn new(game: &'g ComponentGame, max_states: u64) -> ComponentTheorySolver<'g> {
        ComponentTheorySolver {
            game,
            search: Analyzer::new(game, max_states).with_play(game.play),
            theory: recognise(game),
            play: game.play,
            max_states,
            max_moves: crate::engine::DEFAULT_MAX_MOVES,
        }
    }

    /// The same solver in the given play.
    pub fn with_play(mut self, play: Play) -> ComponentTheorySolver<'g> {
        self.play = play;
        self.search = self.search.with_play(play);
        self
    }

    /// Lists at most `max_moves` winning moves (all are still counted).
    pub fn with_max_moves(mut self, max_moves: usize) -> ComponentTheorySolver<'g> {
        self.max_moves = max_moves;
        self.search = self.search.with_max_moves(max_moves);
        self
    }

    /// The theory that answers `position`, if one does.
    fn theory_for(&self, position: &[Vec<u64>]) -> Option<ComponentTheory> {
        match (self.theory?, self.play) {
            (_, Play::Misere) => None,
            (ComponentTheory::FibonacciNim, _) if position.len() != 1 => None,
            (theory, Play::Normal) => Some(theory),
        }
    }

    /// The value of one component by a theorem that gives one: the nim product of a
    /// corner's coordinates, or the place of a twin.
    fn nim_value(theory: ComponentTheory, component: &[u64]) -> u64 {
        match theory {
            ComponentTheory::TurningCorners => nim_product(component[0], component[1]),
            _ => component[0],
        }
    }

    /// The XOR of the components' values.
    fn sum_value(theory: ComponentTheory, position: &[Vec<u64>]) -> u64 {
        position
            .iter()
            .fold(0, |v, c| v ^ Self::nim_value(theory, c))
    }

    /// Every move to a position of value 0, by the theorem's values: in Twins the one move
    /// of each component that can make it (to the place `n XOR value`), in Turning Corners
    /// by the game's own moves. Each is made through the checked move path.
    fn nim_analysis(
        &self,
        theory: ComponentTheory,
        position: &[Vec<u64>],
    ) -> Result<Analysis, EngineError> {
        let value = Self::sum_value(theory, position);
        let mut found = MoveList::new(self.max_moves);
        if value != 0 {
            for (i, component) in position.iter().enumerate() {
                let rest = value ^ Self::nim_value(theory, component);
                let mut add = |mv: crate::ir::components::ComponentMove| {
                    let mut to = position.to_vec();
                    to.splice(i..=i, mv.components.iter().cloned());
                    found.add(1, || {
                        Some(WinningMove::single(
                            self.game.view(&to),
                            self.game.describe(component, &mv),
                        ))
                    });
                };
                if theory == ComponentTheory::Twins {
                    let mv = self
                        .game
                        .checked_move(component, 0, &[i128::from(rest)])
                        .map_err(GameError::from)?;
                    mv.into_iter().for_each(add);
                    continue;
                }
                let flow = self
                    .game
                    .try_for_each_move(component, &mut |rule, vars, left| {
                        if Self::sum_value(theory, left) == rest {
                            add(crate::ir::components::ComponentMove {
                                rule,
                                chosen: vars[self.game.dimension()..].to_vec(),
                                components: left.to_vec(),
                            });
                        }
                        ControlFlow::Continue(())
                    });
                let _ = flow.map_err(GameError::from)?;
            }
        }
        Ok(Analysis::of_value(
            value,
            Play::Normal,
            found,
            Method::ClosedForm(theory.theorem()),
        ))
    }

    /// Fibonacci Nim on one pile: the outcome by Zeckendorf, the winning takes through the
    /// checked move path, the Grundy value by search where that is small enough.
    fn fibonacci_analysis(&mut self, position: &[Vec<u64>]) -> Result<Analysis, EngineError> {
        let (n, m) = (position[0][0], position[0][1]);
        let wins = zeckendorf_wins(n, m);
        let mut found = MoveList::new(self.max_moves);
        let mut notes = Vec::new();
        if wins {
            let most = n.min(m);
            let takes: Box<dyn Iterator<Item = u64>> = if most <= MOST_TAKES_TRIED {
                Box::new((1..=most).filter(|&k| !zeckendorf_wins(n - k, 2 * k)))
            } else {
                notes.push(Note::OneZeckendorfMove);
                Box::new(std::iter::once(zeckendorf_smallest_term(n)))
            };
            for k in takes {
                let Some(mv) = self
                    .game
                    .checked_move(&position[0], 0, &[i128::from(k)])
                    .map_err(GameError::from)?
                else {
                    continue;
                };
                found.add(1, || {
                    Some(WinningMove::single(
                        self.game.view(&mv.components),
                        self.game.describe(&position[0], &mv),
                    ))
                });
            }
        }
        // The search visits about n * 2n piles of up to n takes each.
        let work = u128::from(n).pow(3);
        let grundy = if !wins {
            Some(0)
        } else if work <= u128::from(self.max_states) {
            Some(self.search.value(&position.to_vec())?)
        } else {
            notes.push(Note::GrundyNotSearched(SearchTooLarge {
                work,
                limit: self.max_states,
                estimate: Estimate::SearchSteps,
            }));
            None
        };
        let mut analysis = Analysis::of_value(
            u64::from(wins),
            Play::Normal,
            found,
            Method::ClosedForm(Theorem::FibonacciNim),
        );
        analysis.grundy = grundy;
        analysis.notes = notes;
        Ok(analysis)
    }
}

impl PositionSolver<Vec<Vec<u64>>> for ComponentTheorySolver<'_> {
    fn value(&mut self, position: &Vec<Vec<u64>>) -> Result<GeneralizedValue, EngineError> {
        match self.theory_for(position) {
            Some(ComponentTheory::FibonacciNim) | None => {
                PositionSolver::value(&mut self.search, position)
            }
            Some(theory) => Ok(GeneralizedValue::Finite(Self::sum_value(theory, position))),
        }
    }

    fn analyse(&mut self, position: &Vec<Vec<u64>>) -> Result<Analysis, EngineError> {
        match self.theory_for(position) {
            Some(ComponentTheory::FibonacciNim) => self.fibonacci_analysis(position),
            Some(theory) => self.nim_analysis(theory, position),
            None => self.search.analyse(position),
        }
    }

    fn method(&self) -> Method {
        match (self.theory, self.play) {
            (Some(ComponentTheory::FibonacciNim) | None, _) | (_, Play::Misere) => {
                self.search.method()
            }
            (Some(theory), Play::Normal) => Method::ClosedForm(theory.theorem()),
        }
    }
}
