//! Stage 2: boards: games drawn as graphs in a Graphviz DOT file, read into petgraph, or
//! grids a rule file describes.
//!
//! A `digraph` is a [`TokenBoard`]: tokens move along its edges. An undirected `graph`
//! with a node named `ground` is a Green Hackenbush [`Drawing`]. A rule file with a
//! `board` statement names a DOT file or a [`Grid`] and the move played there
//! (`build.rs`): tokens, Geography, or taking nodes away ([`Removal`]). All implement
//! [`crate::game::ImpartialGame`], so the engine answers them as it answers any game; the
//! DOT text is read by the crate's own [`dot`] reader, whose errors carry their spans.

mod build;
pub mod dot;
mod drawing;
mod geography;
mod grid;
mod removal;
mod rule;
mod tokens;

pub use drawing::{Drawing, GROUND};
pub use geography::Geography;
pub use grid::Grid;
pub use removal::{Removal, Taken};
pub use tokens::TokenBoard;

pub(crate) use build::of_rules;
pub(crate) use rule::{BoardMove, BoardSource};

use crate::error::Error;
use crate::source::Source;

/// A game on a board: read from a DOT file (tokens or a drawing), or chosen by a rule
/// file that names its board (tokens, Geography, taking nodes away).
#[derive(Debug, Clone)]
pub enum Board {
    /// Tokens on a directed graph.
    Tokens(TokenBoard),
    /// A Green Hackenbush drawing.
    Drawing(Drawing),
    /// Geography: one token, erasing the nodes it leaves.
    Geography(Geography),
    /// Nodes taken away: alone, with their neighbours, with their successors, or two
    /// adjacent ones.
    Removal(Removal),
}

/// Whether `text` is a DOT graph rather than a rule file: its first word, after blanks
/// and comments, is `strict`, `graph` or `digraph`.
pub(crate) fn looks_like_dot(text: &str) -> bool {
    let mut rest = text.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        if rest.starts_with('#') || rest.starts_with("//") {
            rest = rest.find('\n').map_or("", |i| &rest[i..]);
        } else if let Some(comment) = rest.strip_prefix("/*") {
            rest = comment.find("*/").map_or("", |i| &comment[i + 2..]);
        } else {
            break;
        }
    }
    let word: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphabetic())
        .collect::<String>()
        .to_ascii_lowercase();
    matches!(word.as_str(), "strict" | "graph" | "digraph")
}

/// Reads the board in `source`, whose nodes and edges number at most `limit` together.
/// The board is named after the graph's name, or else after its file.
pub(crate) fn read_board(source: &Source, limit: u64) -> Result<Board, Error> {
    let located = |e: dot::DotError| Error::at(source, e.span, e.to_string());
    let graph = dot::parse_dot(&source.text, limit).map_err(located)?;
    let name = graph.name.clone().unwrap_or_else(|| {
        std::path::Path::new(&source.name)
            .file_stem()
            .map_or_else(|| source.name.clone(), |s| s.to_string_lossy().into_owned())
    });
    if graph.directed {
        Ok(Board::Tokens(TokenBoard::new(name, &graph)))
    } else {
        Drawing::new(name, &graph)
            .map(Board::Drawing)
            .map_err(located)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dot_files_are_told_from_rule_files() {
        for text in [
            "digraph {}",
            "/* x */ strict graph {}",
            "# c\n// d\nGraph {}",
        ] {
            assert!(looks_like_dot(text), "{text}");
        }
        for text in ["game \"g\"", "# graph\ngame \"g\"", "graphs", ""] {
            assert!(!looks_like_dot(text), "{text}");
        }
    }
}
