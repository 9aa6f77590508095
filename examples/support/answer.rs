//! What every example program does once it has its game and position: solve the position
//! and print the JSON line `sg solve --json` prints, or say what is wrong.

use std::process::ExitCode;

use sg::engine::{Analyzer, DEFAULT_MAX_STATES};
use sg::game::ImpartialGame;
use sg::ir::Play;
use sg::report::{SolveReport, to_json_line};

/// Prints the answer for `position` of `game` in normal play; exit code 1 if the engine
/// gives none.
pub(crate) fn print_answer<G: ImpartialGame>(game: &G, position: &G::Position) -> ExitCode {
    let mut analyzer = Analyzer::new(game, DEFAULT_MAX_STATES);
    match SolveReport::analyse(game, Play::Normal, &mut analyzer, position) {
        Ok(report) => {
            print!("{}", to_json_line(&report));
            ExitCode::SUCCESS
        }
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
