//! Stage 9: the command line. clap parses the arguments (usage errors exit 2); each
//! subcommand lives in its own module and returns its output or an [`Error`], which the
//! one renderer prints (exit 1).

mod args;
mod check;
mod checksum;
mod games;
mod graph;
mod graph_output;
mod output_file;
mod play;
mod quotient;
mod render;
mod solve;
mod table;
mod table_box;
mod table_output;
mod table_stats;
mod text;

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

pub(crate) use args::Cli;
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
        Command::Quotient(args) => quotient::run(args),
        Command::Check(args) => check::run(args),
        Command::Graph(args) => graph::run(args),
        Command::Play(args) => play::run_command(args),
    };
    match result {
        Ok(output) => {
            let mut stdout = std::io::stdout().lock();
            match stdout
                .write_all(output.as_bytes())
                .and_then(|()| stdout.flush())
            {
                Ok(()) => ExitCode::SUCCESS,
                // A closed pipe (`sg ... | head`) is not an error worth reporting.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    report(&render(&Error::new(format!(
                        "cannot write the output: {e}"
                    ))));
                    ExitCode::from(1)
                }
            }
        }
        Err(error) => {
            report(&render(&error));
            ExitCode::from(1)
        }
    }
}

/// Writes to stderr; if stderr itself is closed or full there is nowhere left to say so,
/// and the exit code still tells (`eprint!` would panic instead).
fn report(text: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_all(text.as_bytes());
    let _ = stderr.flush();
}
