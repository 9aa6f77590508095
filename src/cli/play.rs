//! `sg play GAME [POSITION…] [+ GAME POSITION…]…`: a person plays against the engine, at a
//! terminal or (with `--json`) through pipes, in the library's play loop ([`crate::play`]),
//! on any game or sum of games the front door opens, from the position given or the
//! games' starts.

use std::io::{BufRead, Write};

use super::args::{First, PlayArgs};
use super::games::Games;
use crate::door::Door;
use crate::error::Error;
use crate::play::play_door;
use crate::report::Player;

pub(super) fn run_command(args: &PlayArgs) -> Result<String, Error> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    play(args, &mut stdin.lock(), &mut stdout.lock())?;
    Ok(String::new())
}

/// Plays one game, reading the person's lines from `input` and writing to `output`.
pub(crate) fn play(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), Error> {
    let limits = args.engine.limits(1);
    let games = Games::load(
        &args.game,
        &args.position,
        &args.options,
        &args.engine,
        &limits,
    )?;
    let door = Door::open(&games.pairs(), &limits)?;
    let first = match args.first {
        First::You => Player::You,
        First::Sg => Player::Sg,
    };
    play_door(door, first, args.options.json, input, output)
}
