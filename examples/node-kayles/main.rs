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

const ABOUT: &str = "Node Kayles on the graph of the edges given: who wins, with its Grundy value and\nwinning moves (the JSON line of `sg solve --json`); with --play, a game of it against\nthe engine (`take 3` takes vertex 3 and its neighbours).";
const USAGE: &str = "node-kayles EDGE… [--play [--json] [--first you|sg] [--show-values]] [--misere] [--help] (edges `a-b`, lone vertices `a`)";

fn main() -> ExitCode {
    let (flags, args) = match flags::split_flags() {
        Ok(split) => split,
        Err(e) => return answer::usage_error(&e, USAGE),
    };
    if flags.help {
        return answer::help(ABOUT, USAGE);
    }
    match game::NodeKayles::parse(&args) {
        Ok(graph) => {
            let whole = graph.whole();
            answer::answer_or_play(graph, whole, &flags)
        }
        Err(e) => answer::usage_error(&e, USAGE),
    }
}
