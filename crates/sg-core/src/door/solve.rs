//! What `sg solve` (and the web page's analysis) answers for games and the words of their
//! positions: one game named with no position — a game of heaps or of components (with
//! its start answered in the summary), or a board without a start — gets its summary;
//! anything else is a position, answered by [`Door::answer`].

use crate::error::Error;
use crate::report::SummaryReport;

use super::game_file::{GameFile, GameKind};
use super::limits::Limits;
use super::words::Words;
use super::{Answer, Door};

/// The summary of a game, or the answer for a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Solved {
    /// A game named with no position.
    Summary(SummaryReport),
    /// A position of one game or of a sum.
    Answer(Answer),
}

/// The summary of the one game of `games` if it is named with no position to answer,
/// else the answer for the position, listing its first `options` options.
pub fn solve(
    games: &[(&GameFile, Words)],
    options: usize,
    limits: &Limits,
) -> Result<Solved, Error> {
    if let [(file, words)] = games
        && words.is_empty()
        && (matches!(file.kind, GameKind::Heaps(_) | GameKind::Components(_)) || !file.has_start())
    {
        return Ok(Solved::Summary(file.summary(limits)?));
    }
    Ok(Solved::Answer(Door::open(games, limits)?.answer(options)?))
}
