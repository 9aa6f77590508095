//! What a rule file says a game on a board is: the board it is played on (a DOT file or
//! a grid) and the one move rule played there. Lowering (in `ir`) checks the rule file and
//! fills these in; [`super::build`] makes the game.

use super::grid::Grid;
use crate::span::Span;
use crate::syntax::ast::{self, RemoveWith};

/// What a move on the board is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BoardMove {
    /// `move token`: push one token along one edge (either way along an undirected edge).
    Token,
    /// `move token erase`: one token moves along an edge and the node it leaves is erased
    /// (Geography).
    TokenErase,
    /// `move remove node`: take one node away, with its edges.
    RemoveNode,
    /// `move remove node and neighbours`: take a node and its neighbours away (Node Kayles).
    RemoveNodeAndNeighbours,
    /// `move remove node and successors`: take a node and every node after it away (a
    /// poset game: Chomp, the divisor game).
    RemoveNodeAndSuccessors,
    /// `move domino`: take two adjacent nodes away (Cram).
    Domino,
}

impl BoardMove {
    /// The board move a rule of the syntax tree is, if it is one.
    pub(crate) fn of(kind: &ast::MoveKind) -> Option<BoardMove> {
        match kind {
            ast::MoveKind::Token { erase: false } => Some(BoardMove::Token),
            ast::MoveKind::Token { erase: true } => Some(BoardMove::TokenErase),
            ast::MoveKind::Remove { with } => Some(match with {
                RemoveWith::Nothing => BoardMove::RemoveNode,
                RemoveWith::Neighbours => BoardMove::RemoveNodeAndNeighbours,
                RemoveWith::Successors => BoardMove::RemoveNodeAndSuccessors,
            }),
            ast::MoveKind::Domino => Some(BoardMove::Domino),
            _ => None,
        }
    }

    /// The rule as written.
    pub(crate) fn name(self) -> &'static str {
        match self {
            BoardMove::Token => "token",
            BoardMove::TokenErase => "token erase",
            BoardMove::RemoveNode => "remove node",
            BoardMove::RemoveNodeAndNeighbours => "remove node and neighbours",
            BoardMove::RemoveNodeAndSuccessors => "remove node and successors",
            BoardMove::Domino => "domino",
        }
    }
}

/// What a game on a board is played on.
#[derive(Debug, Clone)]
pub(crate) enum BoardSource {
    /// A DOT file: its path as written, and the span of its quoted string.
    File(String, Span),
    /// A grid.
    Grid(Grid),
}
