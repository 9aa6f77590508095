//! What every example program does once it has its game and position: solve the position
//! and print the JSON line `sg solve --json` prints, or (with `--play`) play it against
//! the engine through the library's play loop; or say what is wrong.

use std::io::IsTerminal;
use std::process::ExitCode;

use sg::door::{Answer, Door, Limits, Solvable};
use sg::report::to_json_line;

use super::flags::Flags;

/// Plays `position` of `game` at the terminal if the flags say `--play`, else prints its
/// answer; exit code 1 if the engine fails.
pub(crate) fn answer_or_play<G>(game: G, position: G::Position, flags: &Flags) -> ExitCode
where
    G: Solvable + Send + 'static,
    G::Position: Send,
{
    let options = &flags.options;
    let stdin = std::io::stdin();
    let at_terminal = stdin.is_terminal() && std::io::stdout().is_terminal();
    let done = if flags.play && at_terminal && !options.session.json {
        let mut options = *options;
        options.session.colour = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        sg::play::play_at_terminal(game, position, &options)
    } else if flags.play {
        let stdout = std::io::stdout();
        sg::play::play(
            &game,
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
        Door::of_game(&game, position, options.play, &limits)
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

/// `--help`: what the program does, its usage and its flags; exit code 0.
pub(crate) fn help(about: &str, usage: &str) -> ExitCode {
    println!(
        "{about}\n\nusage: {usage}\n\nflags:\n{}",
        super::flags::FLAGS
    );
    ExitCode::SUCCESS
}
