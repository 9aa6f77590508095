//! `cargo run --release --example cram -- WIDTH HEIGHT`: who wins Cram on an empty board,
//! with its Grundy value and winning moves, as the JSON line `sg solve --json` prints.

#[path = "../support/answer.rs"]
mod answer;
mod game;
#[path = "../support/sizes.rs"]
mod sizes;

use std::process::ExitCode;

const USAGE: &str = "cram WIDTH HEIGHT";

fn main() -> ExitCode {
    let start = sizes::two_sizes().and_then(|(width, height)| game::Board::new(width, height));
    match start {
        Ok(start) => answer::print_answer(&game::Cram, &start),
        Err(e) => answer::usage_error(&e, USAGE),
    }
}
