//! `cargo run --release --example chomp -- WIDTH HEIGHT`: who wins Chomp on a rectangle,
//! with its Grundy value and winning moves, as the JSON line `sg solve --json` prints.

#[path = "../support/answer.rs"]
mod answer;
mod game;
#[path = "../support/sizes.rs"]
mod sizes;

use std::process::ExitCode;

const USAGE: &str = "chomp WIDTH HEIGHT";

fn main() -> ExitCode {
    let start = sizes::two_sizes().and_then(|(width, height)| game::rectangle(width, height));
    match start {
        Ok(start) => answer::print_answer(&game::Chomp, &start),
        Err(e) => answer::usage_error(&e, USAGE),
    }
}
