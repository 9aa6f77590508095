//! A game written in Rust, solved by the library, its winning move printed.

use sg::engine::Analyzer;
use sg::game::{GameError, ImpartialGame, Moves};

/// Take a square number of tokens (1, 4, 9, …); whoever takes the last token wins.
struct SubtractASquare;

impl ImpartialGame for SubtractASquare {
    type Position = u64;
    fn name(&self) -> String {
        "Subtract a square".into()
    }
    fn moves(&self, n: &u64, moves: &mut impl Moves<u64>) -> Result<(), GameError> {
        for k in (1..).map(|i| i * i).take_while(|k| k <= n) {
            moves.add_described(&(n - k), || format!("take {k}"));
        }
        Ok(())
    }
}

fn main() {
    let mut analyzer = Analyzer::new(&SubtractASquare, 1_000_000);
    let analysis = analyzer.analyse(&29).expect("within the limit");
    println!(
        "29 tokens: {}, Grundy value {}",
        analysis.outcome.name(),
        analysis.grundy.unwrap()
    );
    for m in &analysis.winning_moves.listed {
        println!("winning move: {} (leaves {})", m.description, m.to);
    }
}
