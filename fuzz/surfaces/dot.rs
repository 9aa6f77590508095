//! DOT files: the bytes are a board (tokens on a `digraph`, Green Hackenbush on a
//! `graph`), read and answered by one command chosen by the first byte, with node names
//! taken from the file for the position.

use std::path::Path;

use super::Surface;
use super::command::{Choices, Outcome, bundled, graph_limits, limits, sg, write};

pub(crate) const SURFACE: Surface = Surface {
    name: "dot",
    seeds,
    run,
};

fn seeds() -> Vec<Vec<u8>> {
    let mut seeds = bundled("dot");
    seeds.push(b"digraph { a -> b -> c; a -> c; c -> a [label=x] }".to_vec());
    seeds.push(b"graph g { ground -- a -- b -- ground; b -- c; c -- c }".to_vec());
    seeds.push(b"strict digraph { subgraph s { x; y } -> z; \"q r\" -> x }".to_vec());
    seeds
}

/// The words of `text` that may be node names, the first few.
pub(crate) fn names(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty() && !["graph", "digraph", "strict", "subgraph"].contains(w))
        .take(16)
        .map(String::from)
        .collect()
}

fn run(data: &[u8], dir: &Path) -> Outcome {
    let Some((&command, text)) = data.split_first() else {
        return Outcome::default();
    };
    let file = write(dir, "fuzz.dot", text);
    let names = names(&String::from_utf8_lossy(text));
    let mut choices = Choices::new(&data[data.len().saturating_sub(4)..]);
    let mut position = Vec::new();
    if !names.is_empty() {
        for _ in 0..choices.below(3) {
            let name = choices.pick(&names);
            // Hackenbush positions are cuts `a--b`; token boards take names.
            if command & 8 != 0 {
                position.push(format!("{name}--{}", choices.pick(&names)));
            } else {
                position.push(name.clone());
            }
        }
    }
    let mut args: Vec<String> = match command % 6 {
        0 => vec!["check".into(), file],
        1 => vec!["table".into(), file],
        2 => [vec!["solve".into(), file], position].concat(),
        3 => [vec!["solve".into(), file, "--misere".into()], position].concat(),
        4 => [
            vec!["graph".into(), file, "--format".into(), "dot".into()],
            position,
        ]
        .concat(),
        _ => [
            vec!["graph".into(), file, "--format".into(), "svg".into()],
            position,
        ]
        .concat(),
    };
    if command % 6 >= 4 {
        args.extend(graph_limits());
    }
    if command % 6 != 0 {
        args.extend(limits());
    }
    sg(&args, "")
}
