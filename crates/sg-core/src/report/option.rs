//! One option of a position in an answer: the move (as a winning move is reported), who
//! wins after it and in how many moves, so that a person (or the web page) can see every
//! move coloured by what it does ("win in 5", "lose in 2", "draw").

use serde::{Deserialize, Serialize};

use super::move_report::MoveReport;
use crate::engine::Outcome;

/// `{["component", "game",] "to", "move", "outcome", ["grundy",] ["remoteness"]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionReport {
    /// The move: in a sum, the game it is made in; the position after it; its words.
    #[serde(flatten)]
    pub mv: MoveReport,
    /// Who wins after the move, for the player who then moves: P means the move wins.
    pub outcome: Outcome,
    /// The Grundy value of the whole position after the move, where it is known (normal
    /// play).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grundy: Option<u64>,
    /// Moves to the end from the position after the move with best play, where the
    /// search found it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u64>,
}

impl OptionReport {
    /// What the move does for the player who makes it, in a few words: `win in 3`,
    /// `lose in 2`, `draw`, or `win` / `lose` where the remoteness is not known.
    pub fn verdict(&self) -> String {
        let (word, moves) = match self.outcome {
            Outcome::P => ("win", self.remoteness.map(|r| r + 1)),
            Outcome::N => ("lose", self.remoteness.map(|r| r + 1)),
            Outcome::D => return "draw".to_string(),
        };
        match moves {
            Some(moves) => format!("{word} in {moves}"),
            None => word.to_string(),
        }
    }
}
