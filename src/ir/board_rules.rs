//! Rule files that play on a board: `board "FILE.dot"` names the graph, and one move rule
//! says what a move is there (a token along an edge, a token that erases the node it
//! leaves, a node taken away alone or with its neighbours). Lowering checks the statements
//! a board game may have and keeps the names of `start` as written; the board itself is
//! read, and the names looked up, by whoever loads the file.

use super::error::{LowerError, LowerErrorKind};
use super::game::Play;
use crate::source::Source;
use crate::span::{Location, Span};
use crate::syntax::ast::{self, StatementKind};

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
}

impl BoardMove {
    /// The board move a rule of the syntax tree is, if it is one.
    pub(crate) fn of(kind: &ast::MoveKind) -> Option<BoardMove> {
        match kind {
            ast::MoveKind::Token { erase: false } => Some(BoardMove::Token),
            ast::MoveKind::Token { erase: true } => Some(BoardMove::TokenErase),
            ast::MoveKind::Remove { neighbours: false } => Some(BoardMove::RemoveNode),
            ast::MoveKind::Remove { neighbours: true } => Some(BoardMove::RemoveNodeAndNeighbours),
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
        }
    }
}

/// A game on a board, as its rule file says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct BoardRules {
    pub name: String,
    pub play: Play,
    /// The DOT file's path as written, and the span of its quoted string.
    pub board: (String, Span),
    pub rule: BoardMove,
    /// The names of `start`, each with its span, if the file has a `start`.
    pub start: Option<Vec<(String, Span)>>,
}

/// The board game of `file`, if it has a `board` statement.
pub(crate) fn lower_board(
    file: &ast::File,
    source: &Source,
) -> Option<Result<BoardRules, LowerError>> {
    let board = file.statements.iter().find_map(|s| match &s.kind {
        StatementKind::Board { path, string } => Some((path.clone(), *string)),
        _ => None,
    })?;
    Some(lower_board_statements(file, source, board))
}

fn lower_board_statements(
    file: &ast::File,
    source: &Source,
    board: (String, Span),
) -> Result<BoardRules, LowerError> {
    let error = |span, kind| LowerError { span, kind };
    let first = file.statements.first().expect("a board statement at least");
    let StatementKind::Game { name } = &first.kind else {
        return Err(error(first.keyword, LowerErrorKind::MissingGame));
    };
    let mut play: Option<(Play, Span)> = None;
    let mut start: Option<(Vec<(String, Span)>, Span)> = None;
    let mut rule: Option<(BoardMove, Span)> = None;
    let mut board_seen: Option<Span> = None;
    for statement in &file.statements[1..] {
        let line_of = |span: Span| Location::of(&source.text, span).line;
        let repeated = |name, first: Span| {
            error(
                statement.keyword,
                LowerErrorKind::Repeated {
                    statement: name,
                    first_line: line_of(first),
                },
            )
        };
        match &statement.kind {
            StatementKind::Game { .. } => return Err(repeated("game", first.span)),
            StatementKind::Param { .. } => {}
            StatementKind::Component(_) => {
                return Err(error(
                    statement.keyword,
                    LowerErrorKind::NotOnBoard {
                        what: "`component`",
                    },
                ));
            }
            StatementKind::Heaps(_) => {
                return Err(error(
                    statement.keyword,
                    LowerErrorKind::NotOnBoard { what: "`heaps`" },
                ));
            }
            StatementKind::Play(spec) => {
                if let Some((_, first)) = play {
                    return Err(repeated("play", first));
                }
                let value = match spec {
                    ast::PlaySpec::Normal => Play::Normal,
                    ast::PlaySpec::Misere => Play::Misere,
                };
                play = Some((value, statement.span));
            }
            StatementKind::Start(words) => {
                if let Some((_, first)) = start {
                    return Err(repeated("start", first));
                }
                let names = words
                    .iter()
                    .map(|w| (ast::start_word_text(w), ast::start_word_span(w)))
                    .collect();
                start = Some((names, statement.span));
            }
            StatementKind::Board { .. } => {
                if let Some(first) = board_seen {
                    return Err(repeated("board", first));
                }
                board_seen = Some(statement.span);
            }
            StatementKind::Move(move_rule) => {
                let Some(kind) = BoardMove::of(&move_rule.kind) else {
                    let what = match move_rule.kind {
                        ast::MoveKind::Shift { .. } => "`move shift`",
                        ast::MoveKind::Octal { .. } => "`move octal`",
                        ast::MoveKind::Replace { .. } => "`move … to`",
                        _ => "`move take`",
                    };
                    return Err(error(move_rule.span, LowerErrorKind::NotOnBoard { what }));
                };
                if let Some(condition) = &move_rule.condition {
                    return Err(error(condition.span, LowerErrorKind::WhereOnBoard));
                }
                if let Some((_, first)) = rule {
                    return Err(error(
                        move_rule.span,
                        LowerErrorKind::BoardRuleTwice {
                            first_line: line_of(first),
                        },
                    ));
                }
                rule = Some((kind, move_rule.span));
            }
            StatementKind::Unknown { word } => return Err(LowerError::unknown_statement(word)),
        }
    }
    let Some((rule, _)) = rule else {
        return Err(error(first.span, LowerErrorKind::NoBoardMove));
    };
    if let Some((names, span)) = &start
        && names.is_empty()
        && rule == BoardMove::TokenErase
    {
        return Err(error(*span, LowerErrorKind::NoTokenInStart));
    }
    Ok(BoardRules {
        name: name.clone(),
        play: play.map_or(Play::Normal, |(p, _)| p),
        board,
        rule,
        start: start.map(|(names, _)| names),
    })
}
