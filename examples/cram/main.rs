//! `cargo run --release --example cram -- WIDTH HEIGHT`: who wins Cram on an empty board,
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

const ABOUT: &str = "Cram on an empty WIDTH x HEIGHT board: who wins, with its Grundy value and winning\nmoves (the JSON line of `sg solve --json`); with --play, a game of it against the engine\n(`0 1 across` places a domino on row 0, columns 1 and 2).";
const USAGE: &str =
    "cram WIDTH HEIGHT [--play [--json] [--first you|sg] [--show-values]] [--misere] [--help]";

fn main() -> ExitCode {
    let (flags, args) = match flags::split_flags() {
        Ok(split) => split,
        Err(e) => return answer::usage_error(&e, USAGE),
    };
    if flags.help {
        return answer::help(ABOUT, USAGE);
    }
    match sizes::two_sizes(&args).and_then(|(width, height)| game::Board::new(width, height)) {
        Ok(start) => answer::answer_or_play(game::Cram, start, &flags),
        Err(e) => answer::usage_error(&e, USAGE),
    }
}
