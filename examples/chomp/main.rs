//! `cargo run --release --example chomp -- WIDTH HEIGHT`: who wins Chomp on a rectangle,
//! with its Grundy value and winning moves, as the JSON line `sg solve --json` prints.

mod game;

use std::process::ExitCode;

use sg::engine::{Analyzer, DEFAULT_MAX_STATES};
use sg::ir::Play;
use sg::report::{SolveReport, to_json_line};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let sizes: Vec<u64> = match args.iter().map(|a| a.parse()).collect() {
        Ok(sizes) if args.len() == 2 => sizes,
        _ => {
            eprintln!("usage: chomp WIDTH HEIGHT (two whole numbers)");
            return ExitCode::from(2);
        }
    };
    let rows = match game::rectangle(sizes[0], sizes[1]) {
        Ok(rows) => rows,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let mut analyzer = Analyzer::new(&game::Chomp, DEFAULT_MAX_STATES);
    match SolveReport::analyse(&game::Chomp, Play::Normal, &mut analyzer, &rows) {
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
