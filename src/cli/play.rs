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
        answer_delay: answer_delay(),
        colour: at_terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
        figures: false,
    };
    if at_terminal {
        let games = games.files.into_iter().zip(games.words).collect();
        return play_files_at_terminal(games, limits, &options);
    }
    let door = Door::open_to_play(&games.pairs(), &limits)?;
    play_door(door, &options, input, output)
}

/// The environment variable that makes sg wait before each answer, in milliseconds: a
/// test sees the terminal while sg thinks, whatever the speed of the machine.
const DELAY_KNOB: &str = "SG_PLAY_DELAY_MS";

/// The delay [`DELAY_KNOB`] asks for (none where it is not set).
fn answer_delay() -> std::time::Duration {
    std::env::var(DELAY_KNOB)
        .ok()
        .and_then(|ms| ms.trim().parse().ok())
        .map_or(std::time::Duration::ZERO, std::time::Duration::from_millis)
}
