//! One game of a sum as the front door sees it, whatever its kind: a [`Solvable`] game, the
//! engine it chose, and the positions met so far, each interned under a small [`Id`]. The
//! door adds games of different kinds (a rule file of heaps, a game of components, a board,
//! a game written in Rust) by talking to each through this one object-safe trait; the
//! game's own position type never leaves [`Typed`].

use std::ops::ControlFlow;

use hashbrown::HashMap;

use crate::engine::{
    Analysis, Deadline, GeneralizedValue, Method, MoveList, Outcome, PositionSolver,
};
use crate::error::Error;
use crate::export::{GameGraph, GraphError, Limits as GraphLimits};
use crate::game::{PositionView, VisitMoves};
use crate::ir::Play;

use super::Opening;
use super::game_file::GameFile;
use super::limits::Limits;
use super::sketch::Sketch;
use super::solvable::{Solvable, limited_engine, located};
use super::words::Words;
use crate::source::Source;

/// A position of one game, interned by the door's engine of that game: the position of a
/// sum is one id a game.
pub type Id = u32;

/// The most moves looked at to find a move the engine names or a person typed, or the
/// moves to a value where the engine has no faster way.
pub(crate) const MOVES_SCANNED: usize = 1_000_000;

/// The most parts (heaps, components, tokens) the positions of one listing of moves hold
/// in all unless it asks for fewer: about 4 · 10^6 numbers, a few hundred MB as
/// positions are kept.
pub(crate) const PARTS_LISTED: usize = 4_000_000;

/// How much one listing of moves may hold: a count of moves, and the parts of the
/// positions they lead to in all. A move can leave a position much wider than the one it
/// starts from (a coin turned into a run of coins), so a count of moves alone does not
/// bound the memory a listing takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Listing {
    pub moves: usize,
    pub parts: usize,
}

impl Listing {
    /// At most `moves` moves, whose positions hold at most [`PARTS_LISTED`] parts.
    pub(crate) fn of(moves: usize) -> Listing {
        Listing {
            moves,
            parts: PARTS_LISTED,
        }
    }
}

/// The move of `part` from `at` to the position shown as `view` (where the view is left
/// out for its size, the move described as `description`), looked for among its first
/// [`MOVES_SCANNED`] moves: the way to find a move for a part with no faster one.
pub(crate) fn find_among_moves<P: Part + ?Sized>(
    part: &mut P,
    at: Id,
    view: &PositionView,
    description: &str,
) -> Result<Option<Id>, Error> {
    let elided = view.is_elided();
    let (moves, _) = part.moves(at, Listing::of(MOVES_SCANNED), elided)?;
    Ok(moves
        .into_iter()
        .find(|mv| match elided {
            true => mv.description == description,
            false => &part.view(mv.to) == view,
        })
        .map(|mv| mv.to))
}

/// A legal move of one game: the position it leads to and its description.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartMove {
    /// The game's position after the move.
    pub to: Id,
    /// The game's words for the move (empty where they were not asked for).
    pub description: String,
}

/// One game of a sum, with its engine.
pub(crate) trait Part {
    /// The game's name.
    fn name(&self) -> String;
    /// The position `words` name in the game of `file` (with none, its start or default
    /// position), interned: every position read shares the engine and its memo.
    fn read(&mut self, file: &GameFile, words: &Words, opening: Opening) -> Result<Id, Error>;
    /// The play its engine answers in.
    fn play(&self) -> Play;
    /// How its engine answers.
    fn method(&self) -> Method;
    /// The position as reports show it.
    fn view(&self, at: Id) -> PositionView;
    /// The position drawn for a person, as play sketches it.
    fn draw(&self, at: Id, sketch: &Sketch<'_, Id>) -> String;
    /// The position drawn as a picture (SVG), where its game draws one.
    fn figure(&self, at: Id, sketch: &Sketch<'_, Id>) -> Option<String> {
        let _ = (at, sketch);
        None
    }
    /// How many parts (heaps, components, tokens) the position has as reports show it:
    /// the measure of what listing its options costs.
    fn width(&self, at: Id) -> usize;
    /// The position's value (a Grundy value, G⁻ in misère play, or n or ∞(K)).
    fn value(&mut self, at: Id) -> Result<GeneralizedValue, Error>;
    /// Who wins the position, as a game of its own.
    fn outcome(&mut self, at: Id) -> Result<Outcome, Error>;
    /// The remoteness of the position as a game of its own, where the engine searches it
    /// itself (`Ok(None)`: past its budget); `None` where it does not (the default).
    fn remoteness(&mut self, at: Id) -> Option<Result<Option<u32>, Error>> {
        let _ = at;
        None
    }
    /// The engine's analysis of the position as a game of its own, listing at most
    /// `max_moves` moves.
    fn analyse(&mut self, at: Id, max_moves: usize) -> Result<Analysis, Error>;
    /// The moves to positions of value `target` (normal play), at most `max_moves` listed.
    fn moves_to(&mut self, at: Id, target: u64, max_moves: usize) -> Result<MoveList, Error>;
    /// The first legal moves in the game's order, as many as `limit` holds, and whether
    /// that is all of them; with `described` false the descriptions are left empty (a
    /// search needs none).
    fn moves(
        &mut self,
        at: Id,
        limit: Listing,
        described: bool,
    ) -> Result<(Vec<PartMove>, bool), Error>;
    /// The move from `at` to the position shown as `view`, if there is one; where the
    /// view is left out for its size, the move described as `description`. The default:
    /// looked for among the moves ([`find_among_moves`]).
    fn find(
        &mut self,
        at: Id,
        view: &PositionView,
        description: &str,
    ) -> Result<Option<Id>, Error> {
        find_among_moves(self, at, view, description)
    }
    /// The same position in the form that identifies it (heaps sorted, say).
    fn canonical(&mut self, at: Id) -> Id;
    /// The position after the move a person typed in the game's own words, if the line is
    /// in them.
    fn read_move(
        &mut self,
        at: Id,
        line: &str,
        sketch: &Sketch<'_, Id>,
    ) -> Option<Result<Id, String>>;
    /// The lines of `help` on the game's own words for moves.
    fn move_help(&self) -> Option<&'static str>;
    /// The graph of the positions reachable from `at`, each valued by the engine.
    fn graph(&mut self, at: Id, limits: GraphLimits) -> Result<GameGraph, Error>;
    /// Reads `deadline` from now on: its engine refuses a question past it.
    fn set_deadline(&mut self, deadline: Deadline);
    /// Whether `text` can be the position of the game after a move from `at`, as far as
    /// the game's reader tells: where the game reads its positions as they are written
    /// (`at` itself reads back), a line it cannot read is no position a move leads to, and
    /// no move is looked at to find it; where it does not (a drawing is read as the cuts
    /// made), any line can.
    fn reads(&self, at: Id, text: &str) -> bool;
    /// The memory of the positions met so far, which the part keeps (each is named by
    /// its id), in units of [`crate::game::ImpartialGame::weight`]: what a search that
    /// meets many positions through the part counts against its state limit.
    fn kept(&self) -> u64;
}

/// A [`Solvable`] game and its engine, with the positions met so far.
pub(crate) struct Typed<'g, G: Solvable> {
    game: &'g G,
    engine: Box<dyn PositionSolver<G::Position> + 'g>,
    play: Play,
    positions: Vec<G::Position>,
    ids: HashMap<G::Position, Id>,
    /// The weight of `positions`.
    kept: u64,
}

impl<'g, G: Solvable> Typed<'g, G> {
    /// `game` in `play`, answered by the engine it chooses within `limits`.
    pub(crate) fn new(game: &'g G, play: Play, limits: &Limits) -> Result<Typed<'g, G>, Error> {
        let engine = limited_engine(game, play, limits)?;
        Ok(Typed {
            game,
            engine,
            play,
            positions: Vec::new(),
            ids: HashMap::new(),
            kept: 0,
        })
    }

    /// The id of `position`, interned if it is new.
    pub(crate) fn intern(&mut self, position: G::Position) -> Id {
        if let Some(&id) = self.ids.get(&position) {
            return id;
        }
        let id = Id::try_from(self.positions.len()).expect("fewer than 2^32 positions met");
        self.kept += self.game.weight(&position);
        self.positions.push(position.clone());
        self.ids.insert(position, id);
        id
    }

    fn at(&self, at: Id) -> &G::Position {
        &self.positions[at as usize]
    }

    /// The move's description, or "move to …" when the game gives none.
    fn described(&self, to: &G::Position, describe: &dyn Fn() -> String) -> String {
        match describe() {
            words if words.is_empty() => format!("move to {}", self.game.view(to)),
            words => words,
        }
    }

    /// The move from `at` described as `description` (only that one position is kept).
    fn find_described(&mut self, at: Id, description: &str) -> Result<Option<Id>, Error> {
        let game = self.game;
        let from = self.at(at).clone();
        let mut hit = None;
        let mut visit = |to: &G::Position, describe: &dyn Fn() -> String| {
            if self.described(to, describe) == description {
                hit = Some(to.clone());
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        };
        game.moves(&from, &mut VisitMoves::first(MOVES_SCANNED, &mut visit))
            .map_err(|e| located(game, e.into()))?;
        Ok(hit.map(|position| self.intern(position)))
    }

    /// The moves to a value, found by valuing every option (an engine with no faster way).
    fn scan_moves_to(&mut self, at: Id, target: u64, max_moves: usize) -> Result<MoveList, Error> {
        let (moves, complete) = self.moves(at, Listing::of(MOVES_SCANNED), true)?;
        if !complete {
            return Err(Error::new(format!(
                "{} has more than {MOVES_SCANNED} moves from {}: too many to look for the moves to value {target} one by one",
                self.game.name(),
                self.view(at)
            )));
        }
        let mut found = MoveList::new(max_moves);
        for mv in moves {
            if self.value(mv.to)? == GeneralizedValue::Finite(target) {
                found.add(1, || {
                    Some(crate::engine::WinningMove::single(
                        self.view(mv.to),
                        mv.description.clone(),
                    ))
                });
            }
        }
        Ok(found)
    }
}

impl<G: Solvable> Part for Typed<'_, G> {
    fn name(&self) -> String {
        self.game.name()
    }

    fn read(&mut self, file: &GameFile, words: &Words, opening: Opening) -> Result<Id, Error> {
        let position = file.position_of(self.game, words, opening)?;
        Ok(self.intern(position))
    }

    fn play(&self) -> Play {
        self.play
    }

    fn method(&self) -> Method {
        self.engine.method()
    }

    fn view(&self, at: Id) -> PositionView {
        self.game.view(self.at(at))
    }

    fn draw(&self, at: Id, sketch: &Sketch<'_, Id>) -> String {
        let sketch = sketch.map_before(sketch.before.map(|b| self.at(b)));
        self.game.draw(self.at(at), &sketch)
    }

    fn figure(&self, at: Id, sketch: &Sketch<'_, Id>) -> Option<String> {
        let sketch = sketch.map_before(sketch.before.map(|b| self.at(b)));
        let figure = self.game.figure(self.at(at), &sketch)?;
        Some(figure.svg())
    }

    fn width(&self, at: Id) -> usize {
        self.game.parts(self.at(at))
    }

    fn value(&mut self, at: Id) -> Result<GeneralizedValue, Error> {
        let position = &self.positions[at as usize];
        self.engine
            .value(position)
            .map_err(|e| located(self.game, e))
    }

    fn outcome(&mut self, at: Id) -> Result<Outcome, Error> {
        let position = &self.positions[at as usize];
        self.engine
            .outcome(position)
            .map_err(|e| located(self.game, e))
    }

    fn remoteness(&mut self, at: Id) -> Option<Result<Option<u32>, Error>> {
        let position = &self.positions[at as usize];
        let game = self.game;
        self.engine
            .remoteness(position)
            .map(|found| found.map_err(|e| located(game, e)))
    }

    fn analyse(&mut self, at: Id, max_moves: usize) -> Result<Analysis, Error> {
        let position = &self.positions[at as usize];
        self.engine.set_max_moves(max_moves);
        self.engine
            .analyse(position)
            .map_err(|e| located(self.game, e))
    }

    fn moves_to(&mut self, at: Id, target: u64, max_moves: usize) -> Result<MoveList, Error> {
        let position = &self.positions[at as usize];
        self.engine.set_max_moves(max_moves);
        match self.engine.moves_to(position, target) {
            Some(found) => found.map_err(|e| located(self.game, e)),
            None => self.scan_moves_to(at, target, max_moves),
        }
    }

    fn moves(
        &mut self,
        at: Id,
        limit: Listing,
        described: bool,
    ) -> Result<(Vec<PartMove>, bool), Error> {
        let game = self.game;
        let from = self.at(at).clone();
        let mut found: Vec<(G::Position, String)> = Vec::new();
        let mut complete = true;
        let mut parts = 0usize;
        let mut visit = |to: &G::Position, describe: &dyn Fn() -> String| {
            parts = parts.saturating_add(game.parts(to));
            if found.len() == limit.moves || parts > limit.parts {
                complete = false;
                return ControlFlow::Break(());
            }
            let description = match described {
                true => self.described(to, describe),
                false => String::new(),
            };
            found.push((to.clone(), description));
            ControlFlow::Continue(())
        };
        game.moves(
            &from,
            &mut VisitMoves::first(limit.moves.saturating_add(1), &mut visit),
        )
        .map_err(|e| located(game, e.into()))?;
        let moves = found
            .into_iter()
            .map(|(to, description)| PartMove {
                to: self.intern(to),
                description,
            })
            .collect();
        Ok((moves, complete))
    }

    fn find(
        &mut self,
        at: Id,
        view: &PositionView,
        description: &str,
    ) -> Result<Option<Id>, Error> {
        if view.is_elided() {
            return self.find_described(at, description);
        }
        if let Some(position) = self.game.read_back(view) {
            return Ok(Some(self.intern(position)));
        }
        find_among_moves(self, at, view, description)
    }

    fn canonical(&mut self, at: Id) -> Id {
        let canonical = self.game.canonical(self.at(at));
        self.intern(canonical)
    }

    fn read_move(
        &mut self,
        at: Id,
        line: &str,
        sketch: &Sketch<'_, Id>,
    ) -> Option<Result<Id, String>> {
        let sketch = sketch.map_before(sketch.before.map(|b| self.at(b)));
        let read = self.game.read_move(self.at(at), line, &sketch)?;
        Some(read.map(|position| self.intern(position)))
    }

    fn move_help(&self) -> Option<&'static str> {
        self.game.move_help()
    }

    fn set_deadline(&mut self, deadline: Deadline) {
        self.engine.set_deadline(deadline);
    }

    fn kept(&self) -> u64 {
        self.kept
    }

    fn reads(&self, at: Id, text: &str) -> bool {
        let read = |text: &str| {
            let words = Words::of_text(Source::new("position", text));
            self.game.read_position(&words).is_ok()
        };
        !read(&self.view(at).to_string()) || read(text)
    }

    fn graph(&mut self, at: Id, limits: GraphLimits) -> Result<GameGraph, Error> {
        let (game, engine) = (self.game, &mut self.engine);
        let position = &self.positions[at as usize];
        GameGraph::explore(game, self.play, position, limits, &mut |p| engine.value(p)).map_err(
            |e| match e {
                GraphError::Engine(e) => located(game, e),
                other => Error::new(other.to_string()),
            },
        )
    }
}
