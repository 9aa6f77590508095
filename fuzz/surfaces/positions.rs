//! Positions on the command line: a bundled game (rule file or board) chosen by the first
//! byte, and the words after it made from the rest: numbers near the edges of 64 bits,
//! commas, signs, node names, cuts, `+` and another game for sums.

use std::path::Path;

use super::Surface;
use super::command::{Choices, Outcome, bundled_paths, limits, sg};

pub(crate) const SURFACE: Surface = Surface {
    name: "positions",
    seeds,
    run,
};

fn seeds() -> Vec<Vec<u8>> {
    (0u8..64)
        .map(|i| vec![i, 1, i.wrapping_mul(7), 2, 5, 0x2b, i, 3, 250])
        .collect()
}

const PIECES: [&str; 24] = [
    "0",
    "1",
    "2",
    "3",
    "10",
    "100",
    "1000000",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "-1",
    ",",
    ",",
    "+",
    "a",
    "ground--1",
    "--",
    "x",
    "1e3",
    "0x10",
    " ",
];

/// The bundled games: rule files and boards.
pub(crate) fn games() -> Vec<String> {
    [bundled_paths("game"), bundled_paths("dot")].concat()
}

/// Up to six words of a position, each of one to three pieces; a `+` may be followed by
/// another of `games`, for a sum.
pub(crate) fn words(choices: &mut Choices, games: &[String]) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for _ in 0..choices.below(7) {
        let mut word = String::new();
        for _ in 0..1 + choices.below(3) {
            word += *choices.pick(&PIECES);
        }
        if word == "+" && choices.below(2) == 0 {
            words.push(word);
            word = choices.pick(games).clone();
        }
        words.push(word);
    }
    words
}

fn run(data: &[u8], _: &Path) -> Outcome {
    let games = games();
    let mut choices = Choices::new(data);
    let game = choices.pick(&games).clone();
    let misere = choices.below(4) == 0;
    let mut args = vec!["solve".to_string(), game];
    args.extend(words(&mut choices, &games));
    if misere {
        args.push("--misere".into());
    }
    args.extend(limits());
    sg(&args, "")
}
