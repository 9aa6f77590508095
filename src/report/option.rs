//! One option of a position in an answer: the move, the position it leads to, who wins
//! there and in how many moves, so that a person (or the web page) can see every move
//! coloured by what it does ("win in 5", "lose in 2", "draw").

use serde::{Deserialize, Serialize};

use crate::engine::Outcome;
use crate::game::PositionView;

/// `{["component", "game",] "to", "move", "outcome", ["grundy",] ["remoteness"]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionReport {
    /// In a sum of games: the index of the game the move is made in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// In a sum of games: that game's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// The position after the move (in a sum: that game's position).
    pub to: PositionView,
    /// The move in words.
    #[serde(rename = "move")]
    pub description: String,
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
