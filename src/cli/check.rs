//! `sg check GAME`: the game as the engine understands it.

use super::any_game;
use super::args::CheckArgs;
use super::loaded::{Loaded, with_board};
use crate::engine::DEFAULT_MAX_STATES;
use crate::error::Error;
use crate::report::{CheckReport, ComponentCheckReport, to_json_line};

pub(super) fn run(args: &CheckArgs) -> Result<String, Error> {
    let game = match Loaded::load(&args.game, &args.options.overrides, DEFAULT_MAX_STATES)? {
        Loaded::Rules(game) => game,
        Loaded::Board(board, setup) => {
            return with_board!(&board, game => any_game::check(game, &setup, args));
        }
        Loaded::Components(game, _) => {
            let report = ComponentCheckReport::new(&game);
            return Ok(if args.options.json {
                to_json_line(&report)
            } else {
                match (report.theory, report.missed_theorem) {
                    (Some(theory), _) => format!("{game}# closed form: {theory}\n"),
                    (None, Some(why)) => format!("{game}# no closed form: {why}\n"),
                    (None, None) => game.to_string(),
                }
            });
        }
    };
    Ok(if args.options.json {
        to_json_line(&CheckReport::new(&game))
    } else {
        game.to_string()
    })
}
