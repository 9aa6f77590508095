//! Closed-form theories: classes of games with a theorem that answers positions of any
//! size at once. Each is recognised from the IR (never from the game's name) and is
//! cross-checked in tests against the plain search on all small positions.

mod misere_nim;
mod nim;
mod staircase;
mod theory;

pub use nim::is_nim;
pub use theory::Theory;

use crate::ir::{Game, Play};

/// The theory that covers `game` as it is played, if one does.
pub fn recognise(game: &Game) -> Option<Box<dyn Theory>> {
    match game.play {
        Play::Normal => {
            staircase::StaircaseNim::recognise(game).map(|t| Box::new(t) as Box<dyn Theory>)
        }
        Play::Misere => {
            misere_nim::MisereNim::recognise(game).map(|t| Box::new(t) as Box<dyn Theory>)
        }
    }
}
