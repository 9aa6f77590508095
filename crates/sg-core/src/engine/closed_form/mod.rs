//! Closed-form theories: classes of games with a theorem that answers positions of any
//! size at once. Each is recognised from the IR (never from the game's name) and is
//! cross-checked in tests against the plain search on all small positions.

mod coin_turning;
mod euclid;
mod golden;
mod misere_nim;
mod moore;
mod nim_product;
mod staircase;
mod theory;
mod wythoff;
mod zeckendorf;

pub(crate) use coin_turning::{gray_inverse, is_odious, mock_turtle_value, ruler_value};
pub(crate) use euclid::{move_to as euclid_move_to, value as euclid_value};
pub use nim_product::nim_product;
pub(crate) use theory::Theory;
pub use zeckendorf::smallest_term as zeckendorf_smallest_term;
pub(crate) use zeckendorf::wins as zeckendorf_wins;

use crate::ir::{Game, Play};

/// The theory that covers `game` as it is played, if one does.
pub(super) fn recognise(game: &Game) -> Option<Box<dyn Theory>> {
    fn boxed(theory: impl Theory + 'static) -> Box<dyn Theory> {
        Box::new(theory)
    }
    match game.play {
        Play::Misere => misere_nim::MisereNim::recognise(game).map(boxed),
        Play::Normal => staircase::StaircaseNim::recognise(game)
            .map(boxed)
            .or_else(|| wythoff::Wythoff::recognise(game).map(boxed))
            .or_else(|| moore::MooreNim::recognise(game).map(boxed)),
    }
}
