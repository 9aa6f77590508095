//! Lines typed to `sg play`: a bundled game chosen by the first byte, from its start or a
//! small position, the engine or the person first, text or JSON; the rest of the bytes
//! are the lines (numbers, `to …`, descriptions, `hint`, `undo`, `moves`, `help`, `quit`,
//! and anything else).

use std::path::Path;

use super::Surface;
use super::command::{Choices, Outcome, limits, sg};
use super::positions::games;

pub(crate) const SURFACE: Surface = Surface {
    name: "play",
    seeds,
    run,
};

fn seeds() -> Vec<Vec<u8>> {
    let lines = b"1\nhint\n2\nundo\nmoves\nto 1\ntake 1 from heap 1\nhelp\n0\n99\nquit\n";
    (0u8..64)
        .map(|i| [&[i, i / 2, i % 3, i % 5][..], lines].concat())
        .collect()
}

const POSITIONS: [&str; 8] = ["", "3", "5 6", "2,1", "7", "a", "ground--1", "1 2 3"];

fn run(data: &[u8], _: &Path) -> Outcome {
    let games = games();
    let mut choices = Choices::new(data);
    let game = choices.pick(&games).clone();
    let mut args = vec!["play".to_string(), game];
    args.extend(
        choices
            .pick(&POSITIONS)
            .split_whitespace()
            .map(String::from),
    );
    if choices.below(2) == 0 {
        args.extend(["--first".into(), "sg".into()]);
    }
    if choices.below(3) == 0 {
        args.push("--json".into());
    }
    args.extend(limits());
    let input = String::from_utf8_lossy(choices.rest()).into_owned();
    sg(&args, &input)
}
