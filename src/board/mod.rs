//! Boards: games drawn as graphs in a Graphviz DOT file, read into petgraph, or grids a
//! rule file describes.
//!
//! A `digraph` is a [`TokenBoard`]: tokens move along its edges. An undirected `graph`
//! with a node named `ground` is a Green Hackenbush [`Drawing`]. A rule file with a
//! `board` statement names a DOT file or a [`Grid`] and the move played there
//! ([`of_rules`]): tokens, Geography, or taking nodes away ([`Removal`]). All implement
//! [`crate::game::ImpartialGame`], so the engine answers them as it answers any game; the
//! DOT text is read by the crate's own [`dot`] reader, whose errors carry their spans.

pub mod dot;
mod drawing;
mod geography;
mod grid;
mod removal;
mod tokens;

pub use drawing::{Drawing, GROUND};
pub use geography::Geography;
pub use grid::Grid;
pub use removal::{Removal, Taken};
pub use tokens::TokenBoard;

use std::path::Path;

use crate::error::Error;
use crate::ir::{BoardMove, BoardRules, BoardSource};
use crate::load::read_source;
use crate::source::Source;

/// A game on a board: read from a DOT file (tokens or a drawing), or chosen by a rule
/// file that names its board (tokens, Geography, taking nodes away).
#[derive(Debug, Clone)]
pub(crate) enum Board {
    Tokens(TokenBoard),
    Drawing(Drawing),
    Geography(Geography),
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

/// The game the rule file at `path` (its text `rules_source`) plays on the board it names:
/// a DOT file (a path relative to the rule file) of at most `limit` nodes and edges, or a
/// grid of at most `limit` cells.
pub(crate) fn of_rules(
    path: &Path,
    rules_source: &Source,
    rules: &BoardRules,
    limit: u64,
) -> Result<Board, Error> {
    let name = rules.name.clone();
    let taken = match rules.rule {
        BoardMove::Token | BoardMove::TokenErase => None,
        BoardMove::RemoveNode => Some(Taken::Node),
        BoardMove::RemoveNodeAndNeighbours => Some(Taken::NodeAndNeighbours),
        BoardMove::RemoveNodeAndSuccessors => Some(Taken::NodeAndSuccessors),
        BoardMove::Domino => Some(Taken::Domino),
    };
    let dot = match &rules.board {
        BoardSource::Grid(shape) => {
            let grid = Grid::new(shape);
            if grid.cell_count() as u64 > limit {
                return Err(Error::new(format!(
                    "the grid has {} cells, more than the {limit} states the search may keep (--max-states)",
                    grid.cell_count()
                )));
            }
            return Ok(match (rules.rule, taken) {
                (_, Some(taken)) => Board::Removal(Removal::on_grid(name, grid, taken)),
                (BoardMove::TokenErase, _) => {
                    Board::Geography(Geography::new(grid.board(name, false)))
                }
                (_, None) => Board::Tokens(grid.board(name, false)),
            });
        }
        BoardSource::File(file, string) => {
            let board_path = path.parent().unwrap_or(Path::new("")).join(file);
            let source = read_source(&board_path).map_err(|e| {
                Error::at(rules_source, *string, format!("the board: {}", e.message))
            })?;
            let dot = dot::parse_dot(&source.text, limit)
                .map_err(|e| Error::at(&source, e.span, e.to_string()))?;
            if taken == Some(Taken::NodeAndSuccessors) && !dot.directed {
                return Err(Error::at(
                    rules_source,
                    *string,
                    "`remove node and successors` follows the edges one way: the board must be a `digraph` (or a grid)",
                ));
            }
            dot
        }
    };
    Ok(match (rules.rule, taken) {
        (BoardMove::TokenErase, _) => Board::Geography(Geography::new(TokenBoard::new(name, &dot))),
        (_, None) => Board::Tokens(TokenBoard::new(name, &dot)),
        (_, Some(Taken::NodeAndSuccessors)) => {
            let links = TokenBoard::undirected(name.clone(), &dot);
            let board = TokenBoard::new(name, &dot);
            Board::Removal(Removal::new(board, Some(links), Taken::NodeAndSuccessors))
        }
        (_, Some(taken)) => Board::Removal(Removal::new(
            TokenBoard::undirected(name, &dot),
            None,
            taken,
        )),
    })
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
