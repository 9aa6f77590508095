//! Theorems for games of components, recognised from the IR: a game's rules must be, slot
//! for slot and in order, the rules of a template (the same rules written in the language,
//! lowered the same way), whatever the coordinates are called, both in normal form (a
//! `where` bound moved into its range: `k in 1..m where k <= n` is `k in 1..min(m, n)`).
//! A game whose rules leave the components a template leaves, but chooses its numbers
//! otherwise, is told why the theorem does not apply ([`missed_theorem`]). Positions the theorem does not cover
//! (misère play, sums of Fibonacci Nim piles) go to the memoized search over components.
//! Winning moves a theorem finds are made through the game's one checked move path.
//!
//! The coin-turning theorems (Winning Ways, ch. 14; T. S. Ferguson, *Game Theory*, part I
//! ch. 5; the values and their inverses are proved in `closed_form/coin_turning.rs`):
//! - Twins: a head at n is worth n; the one move to value t is to the head at t.
//! - Turning Turtles (coins from 1, turn one or two): a head at n is worth n; the one move
//!   to value t turns the head alone (t = 0) or with the coin at t.
//! - Ruler (coins from 1): a head at n is worth the largest power of 2 dividing n; the one
//!   run worth t is the one starting at m = ((n - 1) ^ gray⁻¹(t)) + 1, if m ≤ n.
//! - Euclid's game (Cole and Davie; `closed_form/euclid.rs`): a pair is worth the value
//!   along the Euclidean algorithm, in normal play and (G⁻, one pair) in misère play; the
//!   one move to value t takes the multiple that reaches the place worth t on its line.
//! - Mock Turtles (coins from 0, as in HDU 3537): a head at n is worth the n-th odious
//!   number; a move to value t removes the head (t = 0), turns up the head t >> 1 (t
//!   odious) or turns up a pair a < b with a ^ b = t >> 1 (t evil): b has the top bit of
//!   t >> 1, so there are as many as such b below n. Heads at 2^63 or above have values
//!   beyond 64 bits and go to the search, which refuses them by its estimate.

use std::ops::ControlFlow;

use super::closed_form::{
    euclid_move_to, euclid_value, gray_inverse, is_odious, mock_turtle_value, nim_product,
    ruler_value, zeckendorf_smallest_term, zeckendorf_wins,
};
use crate::engine::analysis::{
    Analysis, Estimate, Method, MoveList, Note, Outcome, SearchTooLarge, Theorem, WinningMove,
};
use crate::engine::component_sums::{ComponentSums, record};
use crate::engine::{Analyzer, EngineError, GeneralizedValue, PositionSolver};
use crate::game::{GameError, ImpartialGame};
use crate::ir::components::{MAX_COMPONENTS_PER_MOVE, ReplaceRule};
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
    /// A head at `n` (from 1): turn it alone, or with one coin at some a < n.
    TurningTurtles,
    /// A head at `n` (from 1): turn the run m..n (heads at m..n-1 replace it).
    Ruler,
    /// A head at `n` (from 0): turn it and up to two coins a < b < n.
    MockTurtles,
    /// A pair `a, b`: take a positive multiple of the smaller from the larger.
    Euclid,
}

impl ComponentTheory {
    /// The theorem, for reports.
    pub fn theorem(self) -> Theorem {
        match self {
            ComponentTheory::FibonacciNim => Theorem::FibonacciNim,
            ComponentTheory::TurningCorners => Theorem::TurningCorners,
            ComponentTheory::Twins => Theorem::Twins,
            ComponentTheory::TurningTurtles => Theorem::TurningTurtles,
            ComponentTheory::Ruler => Theorem::Ruler,
            ComponentTheory::MockTurtles => Theorem::MockTurtles,
            ComponentTheory::Euclid => Theorem::Euclid,
        }
    }
}

/// The rules each theory covers, as rule files (any of them; rules one a line).
const FIBONACCI_NIM: [&str; 1] = ["move choose k in 1..min(n, m) to (n - k, 2 * k)"];
const TURNING_CORNERS: [&str; 1] =
    ["move choose a in 0..x - 1, b in 0..y - 1 to (a, b) (a, y) (x, b)"];
const TWINS: [&str; 1] = ["move choose a in 0..n - 1 to (a)"];
const TURNING_TURTLES: [&str; 1] = ["move to nothing
move choose a in 1..n - 1 to (a)"];
const RULER: [&str; 1] = ["move choose m in 1..n to (i) for each i in m..n - 1"];
const MOCK_TURTLES: [&str; 1] = ["move to nothing
move choose a in 0..n - 1 to (a)
move choose a in 0..n - 1, b in a + 1..n - 1 to (a) (b)"];

/// Euclid's game, the pair with equal numbers moved by either rule.
const EUCLID: [&str; 2] = [
    "move choose k in 1..a / b to (a - k * b, b) where b > 0 and a >= b
move choose k in 1..b / a to (a, b - k * a) where a > 0 and b > a",
    "move choose k in 1..a / b to (a - k * b, b) where b > 0 and a > b
move choose k in 1..b / a to (a, b - k * a) where a > 0 and b >= a",
];

/// Each theory, its coordinates and its templates.
const THEORIES: [(ComponentTheory, &str, &[&str]); 7] = [
    (ComponentTheory::FibonacciNim, "n, m", &FIBONACCI_NIM),
    (ComponentTheory::TurningCorners, "x, y", &TURNING_CORNERS),
    (ComponentTheory::Twins, "n", &TWINS),
    (ComponentTheory::TurningTurtles, "n", &TURNING_TURTLES),
    (ComponentTheory::Ruler, "n", &RULER),
    (ComponentTheory::MockTurtles, "n", &MOCK_TURTLES),
    (ComponentTheory::Euclid, "a, b", &EUCLID),
];

/// The template's rules, lowered, in normal form.
fn template(coordinates: &str, rules: &str) -> Vec<ReplaceRule> {
    let text = format!("game \"t\"\ncomponent {coordinates}\n{rules}\n");
    let file = crate::syntax::parse(&text).expect("a template parses");
    let game = crate::ir::lower_components(&file, &Source::new("template", text.clone()), &[])
        .expect("a template has components")
        .expect("a template lowers");
    game.rules.iter().map(ReplaceRule::normalised).collect()
}

/// The templates of a theory whose rules the game's (in normal form) may be compared with,
/// rule for rule.
fn comparable(
    game: &ComponentGame,
    coordinates: &str,
    templates: &[&str],
) -> Vec<Vec<ReplaceRule>> {
    if game.dimension() != coordinates.split(',').count() {
        return Vec::new();
    }
    templates
        .iter()
        .map(|t| template(coordinates, t))
        .filter(|rules| rules.len() == game.rules.len())
        .collect()
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
    let rules: Vec<ReplaceRule> = game.rules.iter().map(ReplaceRule::normalised).collect();
    THEORIES
        .iter()
        .find_map(|&(theory, coordinates, templates)| {
            comparable(game, coordinates, templates)
                .iter()
                .any(|t| t.iter().zip(&rules).all(|(a, b)| same_rule(a, b)))
                .then_some(theory)
        })
}

/// Why no theorem covers `game` although one nearly does: its rules, in normal form, leave
/// the very components a theorem's rules leave, but choose their numbers otherwise or
/// keep a condition the theorem does not have. `None` when a theorem applies, or none is
/// near.
pub fn missed_theorem(game: &ComponentGame) -> Option<String> {
    if recognise(game).is_some() {
        return None;
    }
    let rules: Vec<ReplaceRule> = game.rules.iter().map(ReplaceRule::normalised).collect();
    THEORIES
        .iter()
        .find_map(|&(theory, coordinates, templates)| {
            comparable(game, coordinates, templates)
                .iter()
                .find_map(|t| differences(t, &rules))
                .map(|why| format!("{} does not apply: {why}", theory.theorem().name()))
        })
}

/// How `rules` differ from a template's that leave the same components: the first rule
/// whose chosen numbers or conditions differ, in words (`None` if some rule leaves other
/// components, or chooses another count of numbers).
fn differences(template: &[ReplaceRule], rules: &[ReplaceRule]) -> Option<String> {
    let same_leaves = template.iter().zip(rules).all(|(t, r)| {
        t.choose.len() == r.choose.len()
            && t.targets.len() == r.targets.len()
            && t.targets.iter().zip(&r.targets).all(|(a, b)| {
                a.coordinates == b.coordinates && a.each.is_some() == b.each.is_some()
            })
    });
    if !same_leaves {
        return None;
    }
    let (t, r) = template.iter().zip(rules).find(|(t, r)| !same_rule(t, r))?;
    let names = &r.names;
    let mut why = Vec::new();
    for (a, b) in t.choose.iter().zip(&r.choose) {
        if a.low != b.low || a.high != b.high {
            why.push(format!(
                "`{}` is chosen in `{}..{}`, where the theorem needs `{}..{}`",
                names[b.slot],
                b.low.named(names),
                b.high.named(names),
                a.low.named(names),
                a.high.named(names)
            ));
        }
    }
    for (_, condition) in &r.conditions {
        if !t.conditions.iter().any(|(_, c)| c == condition) {
            why.push(format!(
                "the condition `{}` is not part of the theorem",
                condition.named(names)
            ));
        }
    }
    if why.is_empty() {
        why.push("its runs choose their numbers otherwise".to_string());
    }
    Some(format!(
        "the rule `{}` leaves the components the theorem's rule leaves, but {}",
        r.named(names),
        why.join(", and ")
    ))
}

/// Piles with at most this many takes have every winning move listed.
const MOST_TAKES_TRIED: u64 = 1_000_000;

/// Answers a game of components: by its theorem where one covers the position, else by
/// the memoized search.
pub struct ComponentTheorySolver<'g> {
    game: &'g ComponentGame,
    search: Analyzer<'g, ComponentGame>,
    /// Normal play without a theorem: values along chains, and sums component by component.
    sums: ComponentSums<'g>,
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
            sums: ComponentSums::new(game, max_states),
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
            // G⁻ of one pair by the theorem; misère sums are searched.
            (ComponentTheory::Euclid, Play::Misere) if position.len() == 1 => {
                Some(ComponentTheory::Euclid)
            }
            (_, Play::Misere) => None,
            (ComponentTheory::FibonacciNim, _) if position.len() != 1 => None,
            (ComponentTheory::MockTurtles, _)
                if position.iter().any(|c| mock_turtle_value(c[0]).is_none()) =>
            {
                None
            }
            // Its coins are numbered from 1; a "head at 0" is left to the rules.
            (ComponentTheory::TurningTurtles, _) if position.iter().any(|c| c[0] == 0) => None,
            (theory, Play::Normal) => Some(theory),
        }
    }

    /// The value of one component by a theorem that gives one.
    fn nim_value(theory: ComponentTheory, component: &[u64]) -> u64 {
        match theory {
            ComponentTheory::TurningCorners => nim_product(component[0], component[1]),
            ComponentTheory::Ruler => ruler_value(component[0]),
            ComponentTheory::MockTurtles => mock_turtle_value(component[0])
                .expect("theory_for leaves heads of 2^63 and more to the search"),
            ComponentTheory::Euclid => euclid_value(component[0], component[1], 0),
            _ => component[0],
        }
    }

    /// The XOR of the components' values.
    fn sum_value(theory: ComponentTheory, position: &[Vec<u64>]) -> u64 {
        position
            .iter()
            .fold(0, |v, c| v ^ Self::nim_value(theory, c))
    }

    /// Every move to a position of value 0, by the theorem's values: in the coin-turning
    /// games the moves of each head to the value that makes it (module note), in Turning
    /// Corners by the game's own moves. Each listed move is made through the checked move
    /// path.
    fn nim_analysis(
        &self,
        theory: ComponentTheory,
        position: &[Vec<u64>],
    ) -> Result<Analysis, EngineError> {
        let value = Self::sum_value(theory, position);
        let (found, notes) = self.nim_moves_to(theory, position, 0)?;
        let mut analysis = Analysis::of_value(
            value,
            Play::Normal,
            found,
            Method::ClosedForm(theory.theorem()),
        );
        analysis.notes = notes;
        Ok(analysis)
    }

    /// Every move to a position of value `target`, by the theorem's values (see
    /// [`Self::nim_analysis`]), and what a reader should know of the list.
    fn nim_moves_to(
        &self,
        theory: ComponentTheory,
        position: &[Vec<u64>],
        target: u64,
    ) -> Result<(MoveList, Vec<Note>), EngineError> {
        let value = Self::sum_value(theory, position);
        let mut found = MoveList::new(self.max_moves);
        let mut notes = Vec::new();
        if value != target {
            for (i, component) in position.iter().enumerate() {
                let rest = value ^ target ^ Self::nim_value(theory, component);
                let add = |found: &mut MoveList, rule: usize, chosen: &[u64]| {
                    let chosen: Vec<i128> = chosen.iter().map(|&c| i128::from(c)).collect();
                    let Some(mv) = self
                        .game
                        .checked_move(component, rule, &chosen)
                        .map_err(GameError::from)?
                    else {
                        return Ok::<(), EngineError>(());
                    };
                    record(self.game, found, position, i, &mv);
                    Ok(())
                };
                let n = component[0];
                match theory {
                    ComponentTheory::Twins => add(&mut found, 0, &[rest])?,
                    ComponentTheory::TurningTurtles if rest == 0 => add(&mut found, 0, &[])?,
                    ComponentTheory::TurningTurtles => add(&mut found, 1, &[rest])?,
                    ComponentTheory::Ruler => {
                        let Some(start) = n
                            .checked_sub(1)
                            .map(|last| last ^ gray_inverse(rest))
                            .filter(|&start| start < n)
                        else {
                            continue;
                        };
                        // The run start + 1..n - 1 is worth `rest`.
                        if n - 1 - start > MAX_COMPONENTS_PER_MOVE {
                            found.add(1, || None);
                            notes.push(Note::LongMovesCounted);
                        } else {
                            add(&mut found, 0, &[start + 1])?;
                        }
                    }
                    ComponentTheory::Euclid => {
                        let (a, b) = (component[0], component[1]);
                        if let Some(k) = euclid_move_to(a, b, rest, 0) {
                            // The rule that takes from the larger number (either, for a
                            // pair of equal numbers, as the file says).
                            let before = found.total;
                            add(&mut found, 0, &[k])?;
                            if found.total == before {
                                add(&mut found, 1, &[k])?;
                            }
                        }
                    }
                    ComponentTheory::MockTurtles if rest == 0 => add(&mut found, 0, &[])?,
                    ComponentTheory::MockTurtles if is_odious(rest) => {
                        add(&mut found, 1, &[rest >> 1])?
                    }
                    ComponentTheory::MockTurtles => Self::mock_turtle_pairs(n, rest >> 1, |b| {
                        match found.listed.len() < found.capacity {
                            true => add(&mut found, 2, &[b ^ (rest >> 1), b]).map(|()| true),
                            false => Ok(false),
                        }
                    })
                    .map(|uncounted| found.add(uncounted, || None))?,
                    _ => {
                        let flow =
                            self.game
                                .try_for_each_move(component, &mut |rule, vars, left| {
                                    if Self::sum_value(theory, left) == rest {
                                        let mv = crate::ir::components::ComponentMove {
                                            rule,
                                            chosen: vars[self.game.dimension()..].to_vec(),
                                            components: left.to_vec(),
                                        };
                                        record(self.game, &mut found, position, i, &mv);
                                    }
                                    ControlFlow::Continue(())
                                });
                        let _ = flow.map_err(GameError::from)?;
                    }
                }
            }
        }
        notes.dedup();
        Ok((found, notes))
    }

    /// The Mock Turtles pairs a < b < n with a ^ b = `half` (> 0): b ranges over the
    /// numbers below n with `half`'s top bit set, in order, and `a = b ^ half`. Each b is
    /// handed to `visit` while it returns true; the count of the pairs not handed over is
    /// returned.
    fn mock_turtle_pairs(
        n: u64,
        half: u64,
        mut visit: impl FnMut(u64) -> Result<bool, EngineError>,
    ) -> Result<u64, EngineError> {
        let bit = 1u64 << (63 - half.leading_zeros());
        let block = u128::from(bit) * 2;
        let n128 = u128::from(n);
        let count = (n128 / block) * u128::from(bit) + (n128 % block).saturating_sub(bit.into());
        let mut count = u64::try_from(count).expect("at most n pairs");
        let mut b = bit;
        while count > 0 && visit(b)? {
            count -= 1;
            b += 1;
            if b & bit == 0 {
                b |= bit;
            }
        }
        Ok(count)
    }

    /// Euclid's game on one pair in misère play: G⁻ along the Euclidean algorithm, a
    /// finished pair worth 1, and the one move to a pair worth 0 where there is one.
    fn euclid_misere_analysis(&self, component: &[u64]) -> Result<Analysis, EngineError> {
        let (a, b) = (component[0], component[1]);
        let mut found = MoveList::new(self.max_moves);
        if let Some(k) = euclid_move_to(a, b, 0, 1) {
            for rule in 0..2 {
                let Some(mv) = self
                    .game
                    .checked_move(component, rule, &[i128::from(k)])
                    .map_err(GameError::from)?
                else {
                    continue;
                };
                record(self.game, &mut found, &[component.to_vec()], 0, &mv);
                break;
            }
        }
        Ok(Analysis::of_value(
            euclid_value(a, b, 1),
            Play::Misere,
            found,
            Method::ClosedForm(Theorem::Euclid),
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
        // The search visits about n * 2n piles of up to n takes each (saturating: past
        // 2^128 the estimate only needs to say "far too many").
        let work = u128::from(n).saturating_pow(3);
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
        match (self.theory_for(position), self.play) {
            (Some(ComponentTheory::FibonacciNim), _) | (None, Play::Misere) => {
                PositionSolver::value(&mut self.search, position)
            }
            (None, Play::Normal) => Ok(GeneralizedValue::Finite(
                self.sums.value(&mut self.search, position)?,
            )),
            (Some(ComponentTheory::Euclid), Play::Misere) => Ok(GeneralizedValue::Finite(
                euclid_value(position[0][0], position[0][1], 1),
            )),
            (Some(theory), _) => Ok(GeneralizedValue::Finite(Self::sum_value(theory, position))),
        }
    }

    fn analyse(&mut self, position: &Vec<Vec<u64>>) -> Result<Analysis, EngineError> {
        match (self.theory_for(position), self.play) {
            (Some(ComponentTheory::FibonacciNim), _) => self.fibonacci_analysis(position),
            (Some(ComponentTheory::Euclid), Play::Misere) => {
                self.euclid_misere_analysis(&position[0])
            }
            (Some(theory), _) => self.nim_analysis(theory, position),
            (None, Play::Normal) => {
                let method = self.sums.method(self.search.method());
                self.sums
                    .analyse(&mut self.search, position, self.max_moves, method)
            }
            (None, Play::Misere) => self.search.analyse(position),
        }
    }

    fn set_deadline(&mut self, deadline: crate::engine::Deadline) {
        self.search.set_deadline(deadline);
        self.sums.set_deadline(deadline);
    }

    fn show_progress(&mut self, on: bool) {
        self.search.show_progress(on);
        self.sums.show_progress(on);
    }

    fn set_max_moves(&mut self, max_moves: usize) {
        self.max_moves = max_moves;
        self.search.set_max_moves(max_moves);
    }

    fn outcome(&mut self, position: &Vec<Vec<u64>>) -> Result<Outcome, EngineError> {
        match self.theory_for(position) {
            Some(ComponentTheory::FibonacciNim) => {
                let (n, m) = (position[0][0], position[0][1]);
                Ok(if zeckendorf_wins(n, m) {
                    Outcome::N
                } else {
                    Outcome::P
                })
            }
            Some(ComponentTheory::Euclid) if self.play == Play::Misere => Ok(Outcome::of_value(
                euclid_value(position[0][0], position[0][1], 1),
            )),
            Some(theory) => Ok(Outcome::of_value(Self::sum_value(theory, position))),
            None if self.play == Play::Normal => Ok(Outcome::of_value(
                self.sums.value(&mut self.search, position)?,
            )),
            None => PositionSolver::outcome(&mut self.search, position),
        }
    }

    fn moves_to(
        &mut self,
        position: &Vec<Vec<u64>>,
        target: u64,
    ) -> Option<Result<MoveList, EngineError>> {
        match self.theory_for(position) {
            None if self.play == Play::Normal => {
                Some(
                    self.sums
                        .moves_to(&mut self.search, position, target, self.max_moves),
                )
            }
            Some(ComponentTheory::FibonacciNim) | None => {
                PositionSolver::moves_to(&mut self.search, position, target)
            }
            Some(ComponentTheory::Euclid) if self.play == Play::Misere => {
                PositionSolver::moves_to(&mut self.search, position, target)
            }
            Some(theory) => Some(
                self.nim_moves_to(theory, position, target)
                    .map(|(found, _)| found),
            ),
        }
    }

    fn method(&self) -> Method {
        match (self.theory, self.play) {
            (None, Play::Normal) => self.sums.method(self.search.method()),
            (Some(ComponentTheory::Euclid), Play::Misere) => Method::ClosedForm(Theorem::Euclid),
            (Some(ComponentTheory::FibonacciNim) | None, _) | (_, Play::Misere) => {
                self.search.method()
            }
            (Some(theory), Play::Normal) => Method::ClosedForm(theory.theorem()),
        }
    }
}
