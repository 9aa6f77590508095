//! `sg check`: a game as the engine understands it, in its normal form (the text) and as a
//! report (the JSON): the rules of a rule file of heaps; the coordinates, rules, the
//! measure that proves play ends and the theorem recognised for a game of components; the
//! kind, size and rule of a board.

use crate::report::{BoardReport, CheckReport, ComponentCheckReport};

use super::game_file::{GameFile, GameKind};
use super::kinds::BoardDescription;

/// What `sg check` says of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Check {
    /// A rule file of heaps: its normal form and report.
    Heaps(String, CheckReport),
    /// A game of components: its normal form and report.
    Components(String, ComponentCheckReport),
    /// A board.
    Board(BoardReport),
}

impl Check {
    /// What `sg check` prints: the normal form of a rule file, or a board's kind, size and
    /// properties.
    pub fn text(&self) -> String {
        match self {
            Check::Heaps(text, _) | Check::Components(text, _) => text.clone(),
            Check::Board(report) => format!(
                "{} ({}): {} nodes, {} edges{}\n{}\n",
                report.game,
                report.kind,
                report.nodes,
                report.edges,
                if report.cyclic { ", with cycles" } else { "" },
                report.properties
            ),
        }
    }
}

impl GameFile {
    /// The game as the engine understands it.
    pub fn check(&self) -> Check {
        match &self.kind {
            GameKind::Heaps(game) => Check::Heaps(game.to_string(), CheckReport::new(game)),
            GameKind::Components(game) => {
                let report = ComponentCheckReport::new(game);
                let text = match (&report.theory, &report.missed_theorem) {
                    (Some(theory), _) => format!("{game}# closed form: {theory}\n"),
                    (None, Some(why)) => format!("{game}# no closed form: {why}\n"),
                    (None, None) => game.to_string(),
                };
                Check::Components(text, report)
            }
            GameKind::Board(board) => Check::Board(with_board!(board, game => game.report())),
        }
    }
}
