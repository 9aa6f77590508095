//! Parameters set on the command line: a bundled game chosen by the first byte (most have
//! parameters: `param rows = 4`), one to three `--set NAME=VALUE` made of its parameters'
//! names or other words and of values near the edges of the numbers, then one command
//! (`check`, `solve`, `table`, `graph`, `play`).

use std::path::Path;

use super::Surface;
use super::command::{Choices, Outcome, bundled_paths, graph_limits, limits, sg};

pub(crate) const SURFACE: Surface = Surface {
    name: "settings",
    seeds,
    run,
};

fn seeds() -> Vec<Vec<u8>> {
    (0u8..64)
        .map(|i| vec![i, i % 5, 1, i % 11, 2, i / 3, 0, i % 7, 4])
        .collect()
}

const VALUES: [&str; 16] = [
    "0",
    "1",
    "2",
    "3",
    "6",
    "64",
    "1000",
    "65536",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "-1",
    "-9223372036854775808",
    "",
    "x",
    "2=3",
];

const OTHER_NAMES: [&str; 4] = ["", "nope", "rows ", "r-s"];

/// The names of the parameters a rule file declares (`param NAME = …`).
fn parameters(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.trim().strip_prefix("param "))
        .filter_map(|rest| rest.split('=').next())
        .map(|name| name.trim().to_string())
        .collect()
}

fn run(data: &[u8], _: &Path) -> Outcome {
    let games = bundled_paths("game");
    let mut choices = Choices::new(data);
    let game = choices.pick(&games).clone();
    let text = std::fs::read_to_string(&game).expect("read a bundled game");
    let mut names = parameters(&text);
    names.extend(OTHER_NAMES.map(String::from));
    let command = choices.below(5);
    let mut args = match command {
        0 => vec!["check".to_string(), game],
        1 => vec!["table".into(), game, "--upto".into(), "6".into()],
        2 => [
            vec!["graph".into(), game, "--format".into(), "dot".into()],
            graph_limits(),
        ]
        .concat(),
        3 => vec!["play".into(), game],
        _ => vec!["solve".into(), game],
    };
    for _ in 0..1 + choices.below(3) {
        let name = choices.pick(&names).clone();
        args.push("--set".into());
        args.push(format!("{name}={}", choices.pick(&VALUES)));
    }
    if choices.below(4) == 0 {
        args.push("--misere".into());
    }
    args.extend(limits());
    // Lines typed to `sg play`.
    sg(&args, if command == 3 { "1\nhint\nquit\n" } else { "" })
}
