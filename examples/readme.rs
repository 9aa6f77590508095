//! A game written in Rust, answered by the front door as a rule file is: who wins, the
//! Grundy value, how many moves the game lasts, and the winning move.

use sg::door::{Answer, Door, Limits, Solvable};
use sg::game::{GameError, ImpartialGame, Moves};
use sg::ir::Play;

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

/// What the door needs beyond the moves: here nothing, so the memoized search answers it.
impl Solvable for SubtractASquare {}

fn main() -> Result<(), sg::Error> {
    let limits = Limits::default();
    let mut door = Door::of_game(&SubtractASquare, 29, Play::Normal, &limits)?;
    let Answer::One(report) = door.answer(0)? else {
        unreachable!("one game is answered as one game")
    };
    println!(
        "29 tokens: {}, Grundy value {}, won in {} moves",
        report.outcome.name(),
        report.grundy.expect("a game without cycles has a value"),
        report.remoteness.expect("within the limits")
    );
    for m in &report.winning_moves {
        println!("winning move: {}", m.description);
    }
    Ok(())
}
