//! `sg check GAME`: the game as the engine understands it.

use super::args::CheckArgs;
use crate::error::Error;
use crate::load::load_game;
use crate::report::{CheckReport, to_json_line};

pub(super) fn run(args: &CheckArgs) -> Result<String, Error> {
    let game = load_game(&args.game, &args.options.overrides)?;
    Ok(if args.options.json {
        to_json_line(&CheckReport::new(&game))
    } else {
        game.to_string()
    })
}
