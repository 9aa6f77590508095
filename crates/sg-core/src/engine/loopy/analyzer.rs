//! Positions of a game that may loop back on itself, answered by the generalized
//! Sprague–Grundy function: the graph of the components reachable from the positions asked
//! about is explored through the game's moves (each move must turn a component into at
//! most one component), every component is labelled n or ∞(K) ([`super::labels`]), and
//! sums are decided by Smith's rules. In a position won by the player to move the moves
//! listed are the winning ones (to value 0); in a drawn position, the moves that keep the
//! draw (a move to an N-position would lose, and no move reaches a P-position).

use std::ops::ControlFlow;

use hashbrown::HashMap;

use super::labels::generalized_values;
use crate::engine::analysis::{Analysis, Method, MoveList, Outcome};
use crate::engine::error::EngineError;
use crate::engine::generalized::GeneralizedValue;
use crate::engine::moves_where::moves_where;
use crate::engine::search_progress::SearchProgress;
use crate::engine::solver::DEFAULT_MAX_MOVES;
use crate::game::{ImpartialGame, VisitMoves, move_work};

/// The vertex of the empty position (no component left).
const NOTHING: u32 = 0;

/// Answers positions of a loopy game in normal play, keeping the explored graph.
pub struct LoopyAnalyzer<'g, G: ImpartialGame> {
    game: &'g G,
    ids: HashMap<G::Position, u32>,
    /// The component of each vertex; `None` for [`NOTHING`].
    components: Vec<Option<G::Position>>,
    /// The followers of vertex v are `targets[offsets[v]..offsets[v + 1]]`, for the
    /// vertices expanded so far (in the order of their ids).
    offsets: Vec<usize>,
    targets: Vec<u32>,
    /// Values of the first `values.len()` vertices, up to date while it is all of them.
    values: Vec<GeneralizedValue>,
    /// The weight of the components kept ([`ImpartialGame::weight`]) and the moves,
    /// counted against `limit`.
    kept: u64,
    limit: u64,
    max_moves: usize,
    /// Boxed: it would make every solver that holds an analyzer large.
    progress: Box<SearchProgress>,
}

impl<'g, G: ImpartialGame> LoopyAnalyzer<'g, G> {
    /// An analyzer whose explored graph has at most `limit` components and moves together.
    pub fn new(game: &'g G, limit: u64) -> LoopyAnalyzer<'g, G> {
        LoopyAnalyzer {
            game,
            ids: HashMap::new(),
            components: vec![None],
            offsets: vec![0, 0],
            targets: Vec::new(),
            values: Vec::new(),
            kept: 0,
            limit,
            max_moves: DEFAULT_MAX_MOVES,
            progress: Box::new(SearchProgress::new("the graph of a loopy game")),
        }
    }

    /// Draw a progress bar on stderr (when it is a terminal) while a question takes long.
    pub fn show_progress(&mut self, on: bool) {
        self.progress.show(on);
    }

    /// Reads `deadline` from now on: a question past it is refused (by default there is no
    /// time limit, only the state limit).
    pub fn set_deadline(&mut self, deadline: crate::engine::Deadline) {
        self.progress.set_deadline(deadline);
    }

    /// Lists at most `max_moves` moves (all are still counted).
    pub fn with_max_moves(mut self, max_moves: usize) -> LoopyAnalyzer<'g, G> {
        self.max_moves = max_moves;
        self
    }

    /// Lists at most `max_moves` moves from now on.
    pub fn set_max_moves(&mut self, max_moves: usize) {
        self.max_moves = max_moves;
    }

    /// The value of every component of `positions` (and of everything they reach), found
    /// in one exploration.
    pub fn explore(&mut self, positions: &[G::Position]) -> Result<(), EngineError> {
        self.progress.start();
        let explored = self.explore_all(positions);
        self.progress.finish();
        explored
    }

    /// [`LoopyAnalyzer::explore`] without the clock's start and end.
    fn explore_all(&mut self, positions: &[G::Position]) -> Result<(), EngineError> {
        let mut parts = Vec::new();
        for position in positions {
            parts.clear();
            self.game.split(position, &mut parts);
            for part in parts.drain(..) {
                self.vertex(part)?;
            }
        }
        let mut next = self.offsets.len() - 1;
        while next < self.components.len() {
            self.expand(next)?;
            next += 1;
        }
        if self.values.len() < self.components.len() {
            self.values = generalized_values(&self.offsets, &self.targets);
        }
        Ok(())
    }

    /// The generalized value of a position: Smith's sum over its components.
    pub fn value(&mut self, position: &G::Position) -> Result<GeneralizedValue, EngineError> {
        self.explore(std::slice::from_ref(position))?;
        let mut parts = Vec::new();
        self.game.split(position, &mut parts);
        Ok(self.sum_of(&parts))
    }

    /// The outcome, the value, and the winning moves or the moves that keep the draw.
    pub fn analyse(&mut self, position: &G::Position) -> Result<Analysis, EngineError> {
        let value = self.value(position)?;
        let outcome = Outcome::of_generalized(&value);
        let wanted = match outcome {
            Outcome::P => None,
            Outcome::N => Some(Outcome::P),
            Outcome::D => Some(Outcome::D),
        };
        let found = match wanted {
            Some(wanted) => {
                let game = self.game;
                let mut parts = Vec::new();
                moves_where(game, position, self.max_moves, |to| {
                    parts.clear();
                    game.split(to, &mut parts);
                    Ok(Outcome::of_generalized(&self.sum_of(&parts)) == wanted)
                })?
            }
            None => MoveList::new(self.max_moves),
        };
        let drawn = outcome == Outcome::D;
        Ok(Analysis {
            outcome,
            grundy: value.finite(),
            misere_value: None,
            winning_moves: if drawn {
                MoveList::new(self.max_moves)
            } else {
                found.clone()
            },
            genus: None,
            method: Method::Loopy,
            notes: Vec::new(),
            generalized: Some(value),
            drawing_moves: drawn.then_some(found),
        })
    }

    /// Smith's sum of the values of explored components.
    fn sum_of(&self, parts: &[G::Position]) -> GeneralizedValue {
        GeneralizedValue::sum(
            parts
                .iter()
                .map(|part| &self.values[self.ids[part] as usize]),
        )
    }

    /// The vertex of `component`, added (unexpanded) if new.
    fn vertex(&mut self, component: G::Position) -> Result<u32, EngineError> {
        if let Some(&id) = self.ids.get(&component) {
            return Ok(id);
        }
        if self.kept.saturating_add(self.targets.len() as u64) >= self.limit {
            return Err(EngineError::StateLimit { limit: self.limit });
        }
        let id = u32::try_from(self.components.len()).map_err(|_| EngineError::StateLimit {
            limit: u64::from(u32::MAX),
        })?;
        self.kept += self.game.weight(&component);
        self.ids.insert(component.clone(), id);
        self.components.push(Some(component));
        Ok(id)
    }

    /// Lists the followers of vertex `v`, the next one to expand.
    fn expand(&mut self, v: usize) -> Result<(), EngineError> {
        let component = self.components[v]
            .clone()
            .expect("only NOTHING has no component");
        let game = self.game;
        let mut parts = Vec::new();
        let mut reached = Vec::new();
        let mut split = None;
        let mut out_of_time = None;
        let states = self.kept.saturating_add(self.targets.len() as u64);
        let (progress, limit) = (&mut self.progress, self.limit);
        let from = game.weight(&component);
        let mut visit = |to: &G::Position, describe: &dyn Fn() -> String| {
            if let Err(e) = progress.tick_by(move_work(game, from, to), states, limit) {
                out_of_time = Some(e);
                return ControlFlow::Break(());
            }
            parts.clear();
            game.split(to, &mut parts);
            match parts.len() {
                0 => reached.push(None),
                1 => reached.push(parts.pop()),
                _ => {
                    split = Some(describe());
                    return ControlFlow::Break(());
                }
            }
            ControlFlow::Continue(())
        };
        game.moves(&component, &mut VisitMoves::new(&mut visit))?;
        if let Some(e) = out_of_time {
            return Err(e);
        }
        if let Some(description) = split {
            return Err(EngineError::LoopySplit {
                from: game.view(&component).to_string(),
                description: if description.is_empty() {
                    "a move".to_string()
                } else {
                    format!("the move `{description}`")
                },
            });
        }
        for part in reached {
            let id = match part {
                None => NOTHING,
                Some(part) => self.vertex(part)?,
            };
            self.targets.push(id);
        }
        self.offsets.push(self.targets.len());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameError;
    use crate::game::Moves;

    /// A counter on a circle of `n` places that may step forward 1 or 2, or stop (leave
    /// the game) from place 0.
    struct Circle(u32);

    impl ImpartialGame for Circle {
        type Position = Vec<u32>;
        fn name(&self) -> String {
            "circle".into()
        }
        fn moves(&self, p: &Vec<u32>, moves: &mut impl Moves<Vec<u32>>) -> Result<(), GameError> {
            for (i, &c) in p.iter().enumerate() {
                for step in 1..=2 {
                    let mut next = p.clone();
                    next[i] = (c + step) % self.0;
                    moves.add(&next);
                }
                if c == 0 {
                    let mut next = p.clone();
                    next.remove(i);
                    moves.add(&next);
                }
            }
            Ok(())
        }
        fn split(&self, p: &Vec<u32>, parts: &mut Vec<Vec<u32>>) {
            parts.extend(p.iter().map(|&c| vec![c]));
        }
    }

    #[test]
    fn sums_follow_smiths_rules() {
        let game = Circle(3);
        let mut analyzer = LoopyAnalyzer::new(&game, 1000);
        // Place 0 can stop, so it wins: it is 0's only finite move? Its options are 1, 2
        // and nothing (0).
        let values: Vec<GeneralizedValue> =
            (0..3).map(|c| analyzer.value(&vec![c]).unwrap()).collect();
        for (c, v) in values.iter().enumerate() {
            assert_ne!(Outcome::of_generalized(v), Outcome::P, "place {c}");
        }
        let both = analyzer.value(&vec![0, 0]).unwrap();
        assert_eq!(both, GeneralizedValue::sum([&values[0], &values[0]]));
        let analysis = analyzer.analyse(&vec![0]).unwrap();
        assert_eq!(analysis.outcome, Outcome::N);
        assert!(analysis.winning_moves.total >= 1);
    }

    /// A move that splits a component of a loopy game is refused, naming the move.
    struct Splitting;

    impl ImpartialGame for Splitting {
        type Position = Vec<u32>;
        fn name(&self) -> String {
            "splitting".into()
        }
        fn moves(&self, p: &Vec<u32>, moves: &mut impl Moves<Vec<u32>>) -> Result<(), GameError> {
            if p == &vec![2] {
                moves.add_described(&vec![1, 1], || "split".into());
            }
            Ok(())
        }
        fn split(&self, p: &Vec<u32>, parts: &mut Vec<Vec<u32>>) {
            parts.extend(p.iter().map(|&c| vec![c]));
        }
    }

    #[test]
    fn splitting_moves_are_refused() {
        let mut analyzer = LoopyAnalyzer::new(&Splitting, 100);
        assert_eq!(
            analyzer.value(&vec![2]),
            Err(EngineError::LoopySplit {
                from: "2".into(),
                description: "the move `split`".into()
            })
        );
    }
}
