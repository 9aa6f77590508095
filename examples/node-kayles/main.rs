//! `cargo run --release --example node-kayles -- 0-1 1-2 2-3 …`: who wins Node Kayles on
//! the graph of the edges given (a lone name is a vertex without edges), with its Grundy
//! value and winning moves, as the JSON line `sg solve --json` prints.

#[path = "../support/answer.rs"]
mod answer;
mod game;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match game::NodeKayles::parse(&args) {
        Ok(graph) => answer::print_answer(&graph, &graph.whole()),
        Err(e) => answer::usage_error(&e, "node-kayles EDGE… (edges `a-b`, lone vertices `a`)"),
    }
}
