//! Stage 5: the command line. clap parses the arguments (usage errors exit 2); each
//! subcommand lives in its own module and returns its output or an [`Error`], which the
//! one renderer prints (exit 1).

mod args;
mod check;
mod graph;
mod output_file;
mod position;
mod render;
mod solve;
mod summary;
mod table;

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

pub use args::Cli;
use args::Command;
pub use render::render;

use crate::error::Error;

/// Runs `sg` with the given arguments (the first is the program name) and returns the
/// process exit code: 0 success, 1 an error in the rule file or the position, 2 usage.
pub fn run(args: impl IntoIterator<Item = OsString>) -> ExitCode {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(e.exit_code() as u8);
        }
    };
    let result: Result<String, Error> = match &cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Table(args) => table::run(args),
        Command::Check(args) => check::run(args),
        Command::Graph(args) => graph::run(args),
    };
    match result {
        Ok(output) => {
            let mut stdout = std::io::stdout().lock();
            // A closed pipe (`sg ... | head`) is not an error worth reporting.
            let _ = stdout.write_all(output.as_bytes());
            let _ = stdout.flush();
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprint!("{}", render(&error));
            ExitCode::from(1)
        }
    }
}
