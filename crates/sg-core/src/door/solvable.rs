//! What the front door needs of a game beyond its moves: reading a position from a
//! person's words, the position answered when none is given, the positions a summary
//! lists, the rule file its errors are located in, the engine that answers it best, and
//! the reading back of a position from its view (so that a move an engine names by the
//! position it leads to can be made).
//!
//! Every kind of game sg reads implements it ([`super::kinds`]); a game written in Rust
//! implements it too, often with no method at all: the defaults answer it by the generic
//! search over its moves.

use crate::engine::{Analyzer, EngineError, PositionSolver};
use crate::error::Error;
use crate::game::{ImpartialGame, PositionView};
use crate::ir::Play;
use crate::source::Source;

use super::limits::Limits;
use super::sketch::Sketch;
use super::words::Words;

/// A game the front door answers.
pub trait Solvable: ImpartialGame {
    /// The position the words name. The default: the game reads no position from words.
    fn read_position(&self, words: &Words) -> Result<Self::Position, Error> {
        Err(words.error_about_all(format!(
            "{} reads no position from words: its positions are given in Rust",
            self.name()
        )))
    }

    /// The position answered when no words are given, if the game has one.
    fn default_position(&self) -> Option<Self::Position> {
        None
    }

    /// The position a game is played from when no words are given and it has neither a
    /// start nor a default position. The default: none.
    fn play_start(&self) -> Option<Self::Position> {
        None
    }

    /// The positions a summary and a table list, each with its label (single nodes,
    /// pieces of a board, small components).
    fn listed(&self) -> Vec<(String, Self::Position)> {
        Vec::new()
    }

    /// The rule file errors found while solving are located in, if the game has one.
    fn source(&self) -> Option<&Source> {
        None
    }

    /// The engine that answers the game in `play` within `limits`: by default the
    /// memoized search over the game's own moves.
    fn engine(
        &self,
        play: Play,
        limits: &Limits,
    ) -> Result<Box<dyn PositionSolver<Self::Position> + '_>, EngineError>
    where
        Self: Sized,
    {
        Ok(search(self, play, limits))
    }

    /// The position whose view is `view`, where the game can read it back (`None`: the
    /// door then looks for the move among the options).
    fn read_back(&self, view: &PositionView) -> Option<Self::Position> {
        let _ = view;
        None
    }

    /// The position drawn for a person, one line or more, each ending with a newline;
    /// `sketch` names its items and places them, and gives the position before the last
    /// move, to mark it. The default: the position as reports write it.
    fn draw(&self, position: &Self::Position, sketch: &Sketch<'_, &Self::Position>) -> String {
        let _ = sketch;
        format!("    {}\n", self.view(position))
    }

    /// The position drawn as a picture, where the game is a board a picture shows better
    /// than lines of text (Green Hackenbush, tokens on a graph, a grid); `sketch.before`
    /// marks the last move. The default: none.
    fn figure(
        &self,
        position: &Self::Position,
        sketch: &Sketch<'_, &Self::Position>,
    ) -> Option<crate::export::Figure> {
        let _ = (position, sketch);
        None
    }

    /// The position after the move a person typed in the game's own words (`take 2 from
    /// heap 3`), `None` when the line is not in them, or why no legal move is meant. The
    /// default: the game has no words of its own (its moves are typed as the position after
    /// them, or as their descriptions).
    ///
    /// `sketch` gives the names play shows the position's items by (`heap 3`).
    fn read_move(
        &self,
        position: &Self::Position,
        line: &str,
        sketch: &Sketch<'_, &Self::Position>,
    ) -> Option<Result<Self::Position, String>> {
        let _ = (position, line, sketch);
        None
    }

    /// The lines of `help` on the moves [`Solvable::read_move`] reads, if any.
    fn move_help(&self) -> Option<&'static str> {
        None
    }
}

/// The game's engine in `play` within `limits`, with the deadline of a question starting now
/// and the progress bar they ask for: the one factory of engines the door uses.
pub(crate) fn limited_engine<'g, G: Solvable>(
    game: &'g G,
    play: Play,
    limits: &Limits,
) -> Result<Box<dyn PositionSolver<G::Position> + 'g>, Error> {
    let mut engine = game.engine(play, limits).map_err(|e| located(game, e))?;
    engine.set_deadline(limits.deadline());
    engine.show_progress(limits.progress);
    Ok(engine)
}

/// The memoized search over `game`'s own moves, in `play`.
pub(crate) fn search<'g, G: ImpartialGame>(
    game: &'g G,
    play: Play,
    limits: &Limits,
) -> Box<dyn PositionSolver<G::Position> + 'g> {
    Box::new(
        Analyzer::new(game, limits.max_states)
            .with_play(play)
            .with_max_moves(limits.max_moves),
    )
}

/// An engine error, located in the game's rule file where it has a place there.
pub(crate) fn located<G: Solvable>(game: &G, error: EngineError) -> Error {
    match (&error, game.source()) {
        (EngineError::Eval(e), Some(source)) => Error::at(source, e.span, error.to_string()),
        (
            EngineError::Game(crate::game::GameError {
                span: Some(span), ..
            }),
            Some(source),
        ) => Error::at(source, *span, error.to_string()),
        _ => Error::new(error.to_string()),
    }
}
