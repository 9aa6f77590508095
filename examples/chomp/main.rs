//! `cargo run --release --example chomp -- WIDTH HEIGHT`: who wins Chomp on a rectangle,
//! with its Grundy value and winning moves, as the JSON line `sg solve --json` prints;
//! with `--play`, a game of it against the engine.

#[path = "../support/answer.rs"]
mod answer;
#[path = "../support/flags.rs"]
mod flags;
mod game;
#[path = "../support/sizes.rs"]
mod sizes;

use std::process::ExitCode;

const USAGE: &str = "chomp WIDTH HEIGHT [--play [--json] [--sg-first]] [--misere]";

fn main() -> ExitCode {
    let start = flags::split_flags().and_then(|(flags, args)| {
        let (width, height) = sizes::two_sizes(&args)?;
        Ok((flags, game::rectangle(width, height)?))
    });
    match start {
        Ok((flags, start)) => answer::answer_or_play(&game::Chomp, start, &flags),
        Err(e) => answer::usage_error(&e, USAGE),
    }
}
