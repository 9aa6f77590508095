//! What every example program does once it has its game and position: solve the position
//! and print the JSON line `sg solve --json` prints, or (with `--play`) play it against
//! the engine through the library's play loop; or say what is wrong.

use std::process::ExitCode;

use sg::door::{Answer, Door, Limits, Solvable};
use sg::report::to_json_line;

use super::flags::Flags;

/// Plays `position` of `game` at the terminal if the flags say `--play`, else prints its
/// answer; exit code 1 if the engine fails.
pub(crate) fn answer_or_play<G: Solvable>(
    game: &G,
    position: G::Position,
    flags: &Flags,
) -> ExitCode {
    let options = &flags.options;
    let done = if flags.play {
        let stdin = std::io::stdin();
        let stdout = std::io::stdout();
        sg::play::play(
            game,
            position,
            options,
            &mut stdin.lock(),
            &mut stdout.lock(),
        )
    } else {
        let limits = Limits {
            max_states: options.max_states,
            ..Limits::default()
        };
        Door::of_game(game, position, options.play, &limits)
            .and_then(|mut door| door.answer(0))
            .map(|answer| match answer {
                Answer::One(report) => print!("{}", to_json_line(&report)),
                Answer::Sum(report) => print!("{}", to_json_line(&report)),
            })
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Says what is wrong with the command line, and how to use it; exit code 2.
pub(crate) fn usage_error(message: &str, usage: &str) -> ExitCode {
    eprintln!("error: {message}\nusage: {usage}");
    ExitCode::from(2)
}
