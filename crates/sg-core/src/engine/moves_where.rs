//! The moves of a position that a test picks (to a value, to a lost position, …), listed
//! as an answer lists them: every one counted, the first `max_moves` described. Each
//! engine brings its own test; the walk over the game's moves is this one.

use std::ops::ControlFlow;

use super::analysis::{MoveList, WinningMove};
use super::error::EngineError;
use crate::game::{ImpartialGame, VisitMoves};

/// The moves from `position` to positions `picked` says yes to; the first error of
/// `picked` ends the walk and is the answer.
pub(crate) fn moves_where<G: ImpartialGame>(
    game: &G,
    position: &G::Position,
    max_moves: usize,
    mut picked: impl FnMut(&G::Position) -> Result<bool, EngineError>,
) -> Result<MoveList, EngineError> {
    let mut found = MoveList::new(max_moves);
    let mut failure = None;
    let mut visit = |to: &G::Position, describe: &dyn Fn() -> String| match picked(to) {
        Ok(true) => {
            found.add(1, || {
                Some(WinningMove::single(game.view_after_move(to), describe()))
            });
            ControlFlow::Continue(())
        }
        Ok(false) => ControlFlow::Continue(()),
        Err(e) => {
            failure = Some(e);
            ControlFlow::Break(())
        }
    };
    game.moves(position, &mut VisitMoves::new(&mut visit))?;
    match failure {
        Some(e) => Err(e),
        None => Ok(found),
    }
}
