//! Games of components at the front door: a component is written with its coordinates
//! separated by commas (`2,3`); a plain number is a one-coordinate component, or the first
//! coordinates with the others from their defaults (`13` = `13,12` in Fibonacci Nim). A
//! summary lists single components; the engine is the component theorems where the rules
//! are those of a theorem, else the component search.

use crate::engine::{ComponentTheorySolver, EngineError, PositionSolver, WinsAtOnceSolver};
use crate::error::Error;
use crate::game::PositionView;
use crate::ir::{ComponentGame, Play, parse_u64};
use crate::report::BoardReport;
use crate::source::Source;

use super::super::limits::Limits;
use super::super::said::{is_verb, one_move, words_of};
use super::super::sketch::Sketch;
use super::super::solvable::Solvable;
use super::super::words::Words;
use super::boards::BoardDescription;
use super::component_drawing;
use crate::error::excerpt;

/// How far each coordinate goes in the list of a summary, by the number of coordinates
/// given.
fn listed_side(given: usize) -> u64 {
    match given {
        0 | 1 => 30,
        2 => 7,
        _ => 3,
    }
}

/// The fewest coordinates a component may be given with (the rest have defaults).
pub(crate) fn required_coordinates(game: &ComponentGame) -> usize {
    game.coordinates
        .iter()
        .rposition(|c| c.default.is_none())
        .map_or(0, |i| i + 1)
}

/// `2,3`.
fn label(component: &[u64]) -> String {
    component
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

impl ComponentGame {
    /// The component one word names, or why it names none.
    fn read_component(&self, word: &str) -> Result<Vec<u64>, String> {
        let given = word
            .split(',')
            .map(|part| {
                parse_u64(part).map_err(|_| {
                    format!(
                        "`{}` is not a component: write its coordinates ({}) as whole numbers separated by commas, such as {}",
                        crate::error::excerpt(word),
                        self.names.join(", "),
                        vec!["3"; self.dimension()].join(",")
                    )
                })
            })
            .collect::<Result<Vec<u64>, String>>()?;
        match self.complete(&given) {
            Some(Ok(component)) => Ok(component),
            Some(Err(e)) => Err(format!(
                "the default coordinates of `{}`: {}",
                crate::error::excerpt(word),
                e.message
            )),
            None => Err(format!(
                "a component of {} has {} coordinate{} ({}){}, but `{}` gives {}",
                self.name,
                self.dimension(),
                if self.dimension() == 1 { "" } else { "s" },
                self.names.join(", "),
                match required_coordinates(self) {
                    r if r < self.dimension() => {
                        format!(", of which the first {r} must be given")
                    }
                    _ => String::new(),
                },
                crate::error::excerpt(word),
                given.len()
            )),
        }
    }
}

impl Solvable for ComponentGame {
    /// One word per component: its coordinates separated by commas.
    fn read_position(&self, words: &Words) -> Result<Vec<Vec<u64>>, Error> {
        words
            .words
            .iter()
            .map(|(word, span)| {
                self.read_component(word)
                    .map_err(|why| words.error_at(*span, why))
            })
            .collect()
    }

    /// Single components, the given coordinates from 0 up to a few (the rest defaults).
    fn listed(&self) -> Vec<(String, Vec<Vec<u64>>)> {
        let given = required_coordinates(self).max(1);
        let side = listed_side(given);
        let mut listed = Vec::new();
        let mut digits = vec![0u64; given];
        loop {
            if let Some(Ok(component)) = self.complete(&digits) {
                listed.push((label(&component), vec![component]));
            }
            let Some(i) = (0..given).rev().find(|&i| digits[i] < side) else {
                return listed;
            };
            digits[i] += 1;
            digits[i + 1..].iter_mut().for_each(|d| *d = 0);
        }
    }

    fn source(&self) -> Option<&Source> {
        Some(&self.source)
    }

    fn engine(
        &self,
        play: Play,
        limits: &Limits,
    ) -> Result<Box<dyn PositionSolver<Vec<Vec<u64>>> + '_>, EngineError> {
        // A move that wins at once makes a position more than the XOR of its components
        // where one is winning: the search over whole positions, which splits the others
        // (the IR's wins.rs). Misère play is refused there as in the rule file.
        if let Some(rule) = self.rules.iter().find(|r| r.wins) {
            if play == Play::Misere {
                return Err(EngineError::Game(crate::game::GameError {
                    message: format!(
                        "a move that wins at once is read in normal play only: {}",
                        crate::ir::components::wins::NOT_IN_MISERE
                    ),
                    span: Some(rule.span),
                }));
            }
            let mut solver = WinsAtOnceSolver::new(self, limits.max_states);
            solver.set_max_moves(limits.max_moves);
            return Ok(Box::new(solver));
        }
        Ok(Box::new(
            ComponentTheorySolver::new(self, limits.max_states)
                .with_play(play)
                .with_max_moves(limits.max_moves),
        ))
    }

    /// A move in the plain form (`k = 1: 20,19 to 19,2`, what the list shows for a rule
    /// without `say`), or `take K [from NAME]`: the move that lowers a component's first
    /// coordinate by K and leaves it one component (a Fibonacci Nim pile, say).
    fn read_move(
        &self,
        position: &Vec<Vec<u64>>,
        line: &str,
        sketch: &Sketch<'_, &Vec<Vec<u64>>>,
    ) -> Option<Result<Vec<Vec<u64>>, String>> {
        if let Some(after) = self.plain_move(position, line) {
            let what = format!("written `{}`", excerpt(line.trim()));
            return Some(one_move(self, position, &what, |to| *to == after));
        }
        let words = words_of(line);
        if !words
            .first()
            .is_some_and(|w| is_verb(w, &["take", "remove"]))
        {
            return None;
        }
        let (taken, from) = match words[1..] {
            [k] => (k, None),
            [k, from, name] if is_verb(from, &["from"]) => (k, Some(name)),
            [k, from, _, name] if is_verb(from, &["from"]) => (k, Some(name)),
            _ => {
                return Some(Err(format!(
                    "say `take K` or `take K from {} NAME`",
                    self.names[0]
                )));
            }
        };
        let Ok(taken) = parse_u64(taken) else {
            return Some(Err(format!("`{}` is not a number to take", excerpt(taken))));
        };
        let index = match from {
            None => None,
            Some(name) => match sketch.item_of_word(name, position.len()) {
                Some(i) => Some(i),
                None => return Some(Err(format!("there is no `{}` here", excerpt(name)))),
            },
        };
        let what = match index {
            Some(i) => format!("takes {taken} from {}", sketch.name_of(i)),
            None => format!("takes {taken}"),
        };
        Some(one_move(self, position, &what, |after| {
            after.len() == position.len()
                && (0..position.len()).any(|i| {
                    index.is_none_or(|j| i == j)
                        && position[i].first().and_then(|n| n.checked_sub(taken))
                            == after[i].first().copied()
                        && taken > 0
                        && position
                            .iter()
                            .zip(after)
                            .enumerate()
                            .all(|(j, (a, b))| j == i || a == b)
                })
        }))
    }

    fn move_help(&self) -> Option<&'static str> {
        Some(
            "  take 3                 lower a component's first number by 3 (`take 3 from 2`: from component 2)\n",
        )
    }

    /// Each component on its line under its name; Fibonacci Nim piles as tokens with the
    /// most a player may take, sheets `w,h` as rectangles.
    fn draw(&self, position: &Vec<Vec<u64>>, sketch: &Sketch<'_, &Vec<Vec<u64>>>) -> String {
        component_drawing::draw(self, position, sketch)
    }

    /// A row of coins (Turning Turtles, Ruler, Twins, Mock Turtles) as a picture whose
    /// coins play the moves that turn them.
    fn figure(
        &self,
        position: &Vec<Vec<u64>>,
        sketch: &Sketch<'_, &Vec<Vec<u64>>>,
    ) -> Option<crate::export::Figure> {
        component_drawing::coin_figure(self, position, sketch).map(crate::export::Figure::Coins)
    }

    /// Numbers for one-coordinate components, lists of coordinates for the others.
    fn read_back(&self, view: &PositionView) -> Option<Vec<Vec<u64>>> {
        match view {
            PositionView::Numbers(numbers) if self.dimension() == 1 => {
                Some(numbers.iter().map(|&n| vec![n]).collect())
            }
            PositionView::Components(components)
                if components.iter().all(|c| c.len() == self.dimension()) =>
            {
                Some(components.clone())
            }
            _ => None,
        }
    }
}

impl BoardDescription for ComponentGame {
    fn report(&self) -> BoardReport {
        BoardReport {
            game: self.name.clone(),
            kind: "components".into(),
            nodes: 0,
            edges: 0,
            cyclic: false,
            properties: self.properties(),
        }
    }
}
