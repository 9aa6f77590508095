//! `cargo run --release --example cram -- WIDTH HEIGHT`: who wins Cram on an empty board,
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
            eprintln!("usage: cram WIDTH HEIGHT (two whole numbers)");
            return ExitCode::from(2);
        }
    };
    let board = match game::Board::new(sizes[0], sizes[1]) {
        Ok(board) => board,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let mut analyzer = Analyzer::new(&game::Cram, DEFAULT_MAX_STATES);
    match SolveReport::analyse(&game::Cram, Play::Normal, &mut analyzer, &board) {
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
