//! The play table of any [`ImpartialGame`]: one position, its moves as the game hands them
//! to its sink (in that order, with the game's descriptions), the answers of a
//! [`PositionSolver`] (the [`crate::engine::Analyzer`], or the engine a board or a game of
//! components chooses), and a typed move read as the position after it, written as the
//! game's view prints it (`2,3 1,1`, `a b`), or as the move's own description.
//!
//! The engine's move: a move to a lost position (P) whenever there is one, which wins;
//! else, in a drawn position, a move to a drawn one, which keeps the draw; else (every
//! move loses against perfect play) the move that leaves the opponent the most moves to
//! choose from, the first in the menu among equals. Against perfect play any lost move
//! is as good as another; against a person, more choices are more chances to go wrong,
//! and the rule needs nothing but the game's moves, so it works for every game.

use std::ops::ControlFlow;

use super::table::PlayTable;
use crate::engine::{EngineError, GeneralizedValue, Outcome, PositionSolver};
use crate::error::Error;
use crate::game::{ImpartialGame, PositionView, VisitMoves};
use crate::ir::Play;

/// The most moves looked at to choose a move or to find a typed one.
const MOVES_SCANNED: usize = 1_000_000;
/// The most moves of one option counted when the engine chooses a lasting move.
const REPLIES_COUNTED: usize = 10_000;

/// A legal move: the position it leads to and the game's description of it.
#[derive(Debug, Clone)]
pub(crate) struct GameMove<P> {
    to: P,
    description: String,
}

/// One game at one position, answered by `solver`.
pub(crate) struct GameTable<'a, G: ImpartialGame> {
    game: &'a G,
    position: G::Position,
    solver: &'a mut dyn PositionSolver<G::Position>,
    play: Play,
    /// An engine error as the person is told it.
    error: &'a dyn Fn(EngineError) -> Error,
}

impl<'a, G: ImpartialGame> GameTable<'a, G> {
    /// `game` at `position` in `play`, answered by `solver` (which must answer in `play`).
    pub(crate) fn new(
        game: &'a G,
        position: G::Position,
        solver: &'a mut dyn PositionSolver<G::Position>,
        play: Play,
        error: &'a dyn Fn(EngineError) -> Error,
    ) -> GameTable<'a, G> {
        GameTable {
            game,
            position,
            solver,
            play,
            error,
        }
    }

    /// Calls `visit` with the moves from `position` in the game's order until it breaks
    /// or `limit` moves were seen; says whether every move was seen.
    fn for_each_move_from(
        &self,
        position: &G::Position,
        limit: usize,
        visit: &mut dyn FnMut(GameMove<G::Position>) -> ControlFlow<()>,
    ) -> Result<bool, Error> {
        let mut seen = 0;
        let mut complete = true;
        let mut sink = |to: &G::Position, describe: &dyn Fn() -> String| {
            if seen == limit {
                complete = false;
                return ControlFlow::Break(());
            }
            seen += 1;
            let description = match describe() {
                words if words.is_empty() => "a move".to_string(),
                words => words,
            };
            visit(GameMove {
                to: to.clone(),
                description,
            })
        };
        self.game
            .moves(position, &mut VisitMoves::new(&mut sink))
            .map_err(|e| (self.error)(EngineError::from(e)))?;
        Ok(complete)
    }

    /// Who wins `position` for the player to move.
    fn outcome_of(&mut self, position: &G::Position) -> Result<Outcome, Error> {
        let value: GeneralizedValue = self.solver.value(position).map_err(self.error)?;
        Ok(Outcome::of_generalized(&value))
    }

    /// The moves the engine looks at, in menu order.
    fn scanned(&self) -> Result<Vec<GameMove<G::Position>>, Error> {
        self.moves(MOVES_SCANNED).map(|(moves, _)| moves)
    }

    /// How many moves the player to move has from `position` (at most
    /// [`REPLIES_COUNTED`]).
    fn replies(&self, position: &G::Position) -> Result<usize, Error> {
        let mut count = 0;
        self.for_each_move_from(position, REPLIES_COUNTED, &mut |_| {
            count += 1;
            ControlFlow::Continue(())
        })?;
        Ok(count)
    }

    /// `a b`, whitespace made single spaces.
    fn words(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// The words of `text`, sorted: a position written in another order of its parts.
    fn sorted_words(text: &str) -> Vec<&str> {
        let mut words: Vec<&str> = text.split_whitespace().collect();
        words.sort_unstable();
        words
    }
}

impl<G: ImpartialGame> PlayTable for GameTable<'_, G> {
    type Move = GameMove<G::Position>;
    type Snapshot = G::Position;

    fn title(&self) -> String {
        self.game.name()
    }

    fn play(&self) -> Play {
        self.play
    }

    fn view(&self) -> PositionView {
        self.game.view(&self.position)
    }

    fn view_after(&self, mv: &Self::Move) -> PositionView {
        self.game.view(&mv.to)
    }

    fn text_after(&self, mv: &Self::Move) -> String {
        self.view_after(mv).to_string()
    }

    fn describe(&self, mv: &Self::Move) -> String {
        mv.description.clone()
    }

    fn draw(&self) -> String {
        format!("    {}\n", self.view())
    }

    fn for_each_move(
        &self,
        limit: usize,
        visit: &mut dyn FnMut(Self::Move) -> ControlFlow<()>,
    ) -> Result<bool, Error> {
        self.for_each_move_from(&self.position, limit, visit)
    }

    fn apply(&mut self, mv: &Self::Move) {
        self.position = mv.to.clone();
    }

    fn snapshot(&self) -> G::Position {
        self.position.clone()
    }

    fn restore(&mut self, snapshot: G::Position) {
        self.position = snapshot;
    }

    fn outcome(&mut self) -> Result<Outcome, Error> {
        let position = self.position.clone();
        self.outcome_of(&position)
    }

    fn winning_moves(&mut self, limit: usize) -> Result<Vec<Self::Move>, Error> {
        if self.outcome()? != Outcome::N {
            return Ok(Vec::new());
        }
        let mut wins = Vec::new();
        for mv in self.scanned()? {
            if wins.len() == limit {
                break;
            }
            if self.outcome_of(&mv.to)? == Outcome::P {
                wins.push(mv);
            }
        }
        Ok(wins)
    }

    fn engine_move(&mut self) -> Result<Option<Self::Move>, Error> {
        if let Some(win) = self.winning_moves(1)?.into_iter().next() {
            return Ok(Some(win));
        }
        let drawn = self.outcome()? == Outcome::D;
        let mut best: Option<(usize, Self::Move)> = None;
        for mv in self.scanned()? {
            if drawn {
                if self.outcome_of(&mv.to)? == Outcome::D {
                    return Ok(Some(mv));
                }
                continue;
            }
            let replies = self.replies(&mv.to)?;
            if best.as_ref().is_none_or(|(most, _)| replies > *most) {
                best = Some((replies, mv));
            }
        }
        match best {
            Some((_, mv)) => Ok(Some(mv)),
            // A drawn position always has a move that keeps the draw; this is only
            // reached when the moves looked at were cut short.
            None => Ok(self.moves(1)?.0.into_iter().next()),
        }
    }

    fn read_move(&mut self, line: &str) -> Result<Result<Self::Move, String>, Error> {
        let typed = Self::words(line);
        let said = |mv: &Self::Move| {
            let canonical = self.game.canonical(&mv.to);
            [
                self.game.view(&mv.to).to_string(),
                self.game.view(&canonical).to_string(),
            ]
        };
        let moves = self.scanned()?;
        if let Some(mv) = moves
            .iter()
            .find(|mv| said(mv).contains(&typed) || mv.description.eq_ignore_ascii_case(&typed))
        {
            return Ok(Ok(mv.clone()));
        }
        // The parts of the position in another order: taken when only one position fits.
        let sorted = Self::sorted_words(&typed);
        let mut fits = moves
            .iter()
            .filter(|mv| said(mv).iter().any(|s| Self::sorted_words(s) == sorted));
        let Some(first) = fits.next() else {
            return Ok(Err(format!(
                "no legal move leads to {typed} (type a move's number, the position after it as the menu writes it, or `moves` to list them)"
            )));
        };
        let target = self.game.canonical(&first.to);
        if fits.any(|mv| self.game.canonical(&mv.to) != target) {
            return Ok(Err(format!(
                "more than one move leads to {typed} in some order: write the position as the menu does"
            )));
        }
        Ok(Ok(first.clone()))
    }

    fn help(&self) -> String {
        "\
Type a move in one of these ways:
  3                      the move numbered 3 in the list
  to 3 1                 the position after your move, as the list writes it
  a move's description   as the list writes it
"
        .to_string()
    }
}
