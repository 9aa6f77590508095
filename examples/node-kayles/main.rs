//! `cargo run --release --example node-kayles -- 0-1 1-2 2-3 …`: who wins Node Kayles on
//! the graph of the edges given (a lone name is a vertex without edges), with its Grundy
//! value and winning moves, as the JSON line `sg solve --json` prints; with `--play`, a
//! game of it against the engine.

#[path = "../support/answer.rs"]
mod answer;
#[path = "../support/flags.rs"]
mod flags;
mod game;

use std::process::ExitCode;

const USAGE: &str =
    "node-kayles EDGE… [--play [--json] [--sg-first]] [--misere] (edges `a-b`, lone vertices `a`)";

fn main() -> ExitCode {
    let start =
        flags::split_flags().and_then(|(flags, args)| Ok((flags, game::NodeKayles::parse(&args)?)));
    match start {
        Ok((flags, graph)) => {
            let whole = graph.whole();
            answer::answer_or_play(&graph, whole, &flags)
        }
        Err(e) => answer::usage_error(&e, USAGE),
    }
}
