//! `sg play GAME [POSITION…] [+ GAME POSITION…]…`: a person plays against the engine, at a
//! terminal or (with `--json`) through pipes, in the library's play loop ([`crate::play`]),
//! on any game or sum of games the front door opens, from the position given or the
//! games' starts.

use std::io::{BufRead, Write};

use super::args::{First, PlayArgs};
use super::games::Games;
use crate::door::Door;
use crate::error::Error;
use crate::play::{SessionOptions, play_door, play_files_at_terminal};
use crate::report::Player;

/// Plays one game, at the terminal's line editor if `at_terminal` (and not JSON), else
/// reading the person's lines from `input`; writing to `output`.
pub(crate) fn play(
    args: &PlayArgs,
    at_terminal: bool,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), Error> {
    let at_terminal = at_terminal && !args.options.json;
    let limits = crate::door::Limits {
        // At a terminal sg says when it is thinking; a progress bar would draw over the
        // line being edited.
        progress: !at_terminal && !args.engine.quiet,
        ..args.engine.limits(1)
    };
    let games = Games::load(
        &args.game,
        &args.position,
        &args.options,
        &args.engine,
        &limits,
    )?;
    let options = SessionOptions {
        first: match args.first {
            First::You => Player::You,
            First::Sg => Player::Sg,
        },
        json: args.options.json,
        show_values: args.show_values,
    };
    if at_terminal {
        let games = games.files.into_iter().zip(games.words).collect();
        return play_files_at_terminal(games, limits, &options);
    }
    let door = Door::open(&games.pairs(), &limits)?;
    play_door(door, &options, input, output)
}
