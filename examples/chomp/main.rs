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

const ABOUT: &str = "Chomp on a WIDTH x HEIGHT rectangle: who wins, with its Grundy value and winning moves\n(the JSON line of `sg solve --json`); with --play, a game of it against the engine\n(`eat 0 2` eats row 0, column 2 and everything above and to its right).";
const USAGE: &str =
    "chomp WIDTH HEIGHT [--play [--json] [--first you|sg] [--show-values]] [--misere] [--help]";

fn main() -> ExitCode {
    let (flags, args) = match flags::split_flags() {
        Ok(split) => split,
        Err(e) => return answer::usage_error(&e, USAGE),
    };
    if flags.help {
        return answer::help(ABOUT, USAGE);
    }
    match sizes::two_sizes(&args).and_then(|(width, height)| game::rectangle(width, height)) {
        Ok(start) => answer::answer_or_play(game::Chomp, start, &flags),
        Err(e) => answer::usage_error(&e, USAGE),
    }
}
