//! The game a rule file plays on its board: the board read from the DOT file it names
//! (beside it, or wherever its loader reads boards from) or the grid it describes, and the
//! move rule applied there.

use super::rule::{BoardMove, BoardSource};
use super::{Board, Geography, Removal, Taken, TokenBoard, dot};
use crate::error::Error;
use crate::source::Source;

/// The game named `name` that a rule file (its text `rules_source`) plays on `board` with
/// `rule`: a DOT file (its text given by `read` from the name the rule file writes) of at
/// most `limit` nodes and edges, or a grid of at most `limit` cells.
pub(crate) fn of_rules(
    read: &dyn Fn(&str) -> Result<Source, Error>,
    rules_source: &Source,
    name: String,
    board: BoardSource,
    rule: BoardMove,
    limit: u64,
) -> Result<Board, Error> {
    let taken = match rule {
        BoardMove::Token | BoardMove::TokenErase => None,
        BoardMove::RemoveNode => Some(Taken::Node),
        BoardMove::RemoveNodeAndNeighbours => Some(Taken::NodeAndNeighbours),
        BoardMove::RemoveNodeAndSuccessors => Some(Taken::NodeAndSuccessors),
        BoardMove::Domino => Some(Taken::Domino),
    };
    let dot = match board {
        BoardSource::Grid(grid) => {
            if grid.cell_count() as u64 > limit {
                return Err(Error::new(format!(
                    "the grid has {} cells, more than the {limit} states the search may keep (--max-states)",
                    grid.cell_count()
                )));
            }
            return Ok(match (rule, taken) {
                (_, Some(taken)) => Board::Removal(Removal::on_grid(name, grid, taken)),
                (BoardMove::TokenErase, _) => {
                    Board::Geography(Geography::new(grid.board(name, false)))
                }
                (_, None) => Board::Tokens(grid.board(name, false)),
            });
        }
        BoardSource::File(file, string) => {
            let source = read(&file).map_err(|e| {
                Error::at(rules_source, string, format!("the board: {}", e.message))
            })?;
            let dot = dot::parse_dot(&source.text, limit)
                .map_err(|e| Error::at(&source, e.span, e.to_string()))?;
            if taken == Some(Taken::NodeAndSuccessors) && !dot.directed {
                return Err(Error::at(
                    rules_source,
                    string,
                    "`remove node and successors` follows the edges one way: the board must be a `digraph` (or a grid)",
                ));
            }
            dot
        }
    };
    Ok(match (rule, taken) {
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
