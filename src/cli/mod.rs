//! Stage 10: the command line. clap parses the arguments (usage errors exit 2); each
//! subcommand lives in its own module and returns its output or an [`Error`], which the
//! one renderer prints (exit 1).

mod args;
mod check;
mod checksum;
mod games;
mod graph;
mod graph_output;
mod hyphen_words;
mod output_file;
mod play;
mod position_file;
mod progress_bars;
mod quotient;
mod render;
mod serve;
mod solve;
mod table;
mod table_box;
mod table_output;
mod table_stats;
mod text;

use std::ffi::OsString;
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use clap::Parser;

pub(crate) use args::Cli;
use args::Command;
pub use render::render;

use crate::error::Error;

/// Runs `sg` with the given arguments (the first is the program name) and returns the
/// process exit code: 0 success, 1 an error in the rule file or the position, 2 usage.
pub fn run(args: impl IntoIterator<Item = OsString>) -> ExitCode {
    let at_terminal = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    // No stream is locked for the whole run: threads of `sg play` at a terminal write too.
    run_streams(
        args,
        &mut std::io::BufReader::new(std::io::stdin()),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
        at_terminal,
    )
}

/// [`run`] with the standard streams given: `sg play` reads its lines from `input` (and
/// `sg solve --position-file -` its position), the output goes to `output` and the errors
/// to `errors` (the fuzz targets run the commands in one process this way).
pub fn run_with(
    args: impl IntoIterator<Item = OsString>,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    errors: &mut dyn Write,
) -> ExitCode {
    run_streams(args, input, output, errors, false)
}

/// [`run_with`]; `sg play` reads the terminal through its line editor if `at_terminal`
/// (standard input and output are a terminal).
fn run_streams(
    args: impl IntoIterator<Item = OsString>,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    errors: &mut dyn Write,
    at_terminal: bool,
) -> ExitCode {
    crate::engine::set_progress_sink(Box::new(progress_bars::TerminalBars));
    let args = hyphen_words::with_hyphen_words(args.into_iter().collect());
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let text = e.render().to_string();
            let _ = if e.use_stderr() {
                errors.write_all(text.as_bytes())
            } else {
                output.write_all(text.as_bytes())
            };
            return ExitCode::from(e.exit_code() as u8);
        }
    };
    let result: Result<String, Error> = match &cli.command {
        Command::Solve(args) => solve::run(args, input),
        Command::Table(args) => table::run(args),
        Command::Quotient(args) => quotient::run(args),
        Command::Check(args) => check::run(args),
        Command::Graph(args) => graph::run(args),
        Command::Play(args) => play::play(args, at_terminal, input, output).map(|()| String::new()),
        Command::Serve(args) => serve::run(args),
    };
    match result {
        Ok(text) => match output
            .write_all(text.as_bytes())
            .and_then(|()| output.flush())
        {
            Ok(()) => ExitCode::SUCCESS,
            // A closed pipe (`sg ... | head`) is not an error worth reporting.
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(e) => {
                report(
                    errors,
                    &render(&Error::new(format!("cannot write the output: {e}"))),
                );
                ExitCode::from(1)
            }
        },
        Err(error) => {
            report(errors, &render(&error));
            ExitCode::from(1)
        }
    }
}

/// Writes to stderr; if stderr itself is closed or full there is nowhere left to say so,
/// and the exit code still tells (`eprint!` would panic instead).
fn report(errors: &mut dyn Write, text: &str) {
    let _ = errors.write_all(text.as_bytes());
    let _ = errors.flush();
}
