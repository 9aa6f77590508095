//! `cargo run --release --example node-kayles -- 0-1 1-2 2-3 …`: who wins Node Kayles on
//! the graph of the edges given (a lone name is a vertex without edges), with its Grundy
//! value and winning moves, as the JSON line `sg solve --json` prints.

mod game;

use std::process::ExitCode;

use sg::engine::{Analyzer, DEFAULT_MAX_STATES};
use sg::ir::Play;
use sg::report::{SolveReport, to_json_line};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let graph = match game::NodeKayles::parse(&args) {
        Ok(graph) => graph,
        Err(e) => {
            eprintln!("error: {e}\nusage: node-kayles EDGE… (edges `a-b`, lone vertices `a`)");
            return ExitCode::from(2);
        }
    };
    let mut analyzer = Analyzer::new(&graph, DEFAULT_MAX_STATES);
    match SolveReport::analyse(&graph, Play::Normal, &mut analyzer, &graph.whole()) {
        Ok(report) => {
            print!("{}", to_json_line(&report));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
