//! Rule files that play on a board: a small random graph (up to 8 nodes) in a DOT file
//! beside a rule file with a board move, a play and a `start` chosen by the bytes, the
//! rule file's text then mutated by the rest; one command is run on it.

use std::path::Path;

use super::Surface;
use super::command::{Choices, Outcome, bundled_paths, graph_limits, limits, sg, write};

pub(crate) const SURFACE: Surface = Surface {
    name: "board_rules",
    seeds,
    run,
};

fn seeds() -> Vec<Vec<u8>> {
    (0u8..48)
        .map(|i| vec![i, i / 4, i * 3, 7, 12, 5, 0x31, 0x20, 0x32, 9, i, 200, 17])
        .collect()
}

const MOVES: [&str; 5] = [
    "move token",
    "move token erase",
    "move remove node",
    "move remove node and neighbours",
    "move take 1..2",
];

fn run(data: &[u8], dir: &Path) -> Outcome {
    let mut choices = Choices::new(data);
    let nodes = 1 + choices.below(8);
    let directed = choices.below(2) == 0;
    let mut dot = String::from(if directed {
        "digraph b {\n"
    } else {
        "graph b {\n"
    });
    for _ in 0..choices.below(14) {
        let (a, b) = (choices.below(nodes), choices.below(nodes));
        dot += &format!("{a} {} {b};\n", if directed { "->" } else { "--" });
    }
    dot += "}\n";
    // A bundled board now and then, as it is.
    let board = if choices.below(5) == 0 {
        let boards = bundled_paths("dot");
        std::fs::read_to_string(choices.pick(&boards)).expect("read a bundled board")
    } else {
        dot
    };
    write(dir, "board.dot", board.as_bytes());
    let mut text = format!(
        "game \"fuzz\"\nboard \"board.dot\"\n{}\n",
        choices.pick(&MOVES)
    );
    if choices.below(3) == 0 {
        text += "play misere\n";
    }
    if choices.below(2) == 0 {
        let words: Vec<String> = (0..choices.below(4))
            .map(|_| choices.below(nodes + 1).to_string())
            .collect();
        text += &format!("start {}\n", words.join(" "));
    }
    // The rest of the bytes overwrite some of the text.
    let mut bytes = text.into_bytes();
    let rest = choices.rest();
    for pair in rest.chunks(2).take(4) {
        if let [at, byte] = *pair {
            let at = usize::from(at) % bytes.len();
            bytes[at] = byte;
        }
    }
    let file = write(dir, "fuzz.game", &bytes);
    let mut args: Vec<String> = match data.first().map_or(0, |b| b % 5) {
        0 => return sg(&["check".into(), file], ""),
        1 => vec!["table".into(), file],
        2 => [
            vec!["graph".into(), file, "--format".into(), "dot".into()],
            graph_limits(),
        ]
        .concat(),
        3 => {
            let mut args = vec!["play".into(), file, "--first".into(), "sg".into()];
            args.extend(limits());
            return sg(&args, "1\n1\nhint\nundo\n2\nquit\n");
        }
        _ => vec!["solve".into(), file],
    };
    args.extend(limits());
    sg(&args, "")
}
