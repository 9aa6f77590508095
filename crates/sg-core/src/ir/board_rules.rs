//! Rule files that play on a board: `board "FILE.dot"` names the graph, `board grid R x C`
//! or `board grid "ROW" …` a grid, and one move rule says what a move is there (a token
//! along an edge, a token that erases the node it leaves, a node taken away alone, with
//! its neighbours or with its successors, two adjacent nodes taken). Lowering checks the
//! statements a board game may have, the grid's size and shape, and keeps the names of
//! `start` as written; the board itself is built, and the names looked up, by whoever
//! loads the file.

use super::error::{LowerError, LowerErrorKind};
use super::game::{Compound, Play};
use super::lower::{LoweringFailure, Override, Params, compound_of};
use crate::board::{BoardMove, BoardSource, Grid};
use crate::source::Source;
use crate::span::{Location, Span};
use crate::syntax::ast::{self, BoardSpec, StatementKind};

/// The most cells a grid may have.
pub(crate) const MAX_GRID_CELLS: u64 = 1 << 20;

/// A game on a board, as its rule file says.
#[derive(Debug, Clone)]
pub(crate) struct BoardRules {
    pub name: String,
    pub play: Play,
    pub compound: Compound,
    pub board: BoardSource,
    pub rule: BoardMove,
    /// The names of `start`, each with its span, if the file has a `start`.
    pub start: Option<Vec<(String, Span)>>,
}

/// The board game of `file`, with the `overrides` applied to its parameters, if it has a
/// `board` statement.
pub(crate) fn lower_board(
    file: &ast::File,
    source: &Source,
    overrides: &[Override],
) -> Option<Result<BoardRules, LoweringFailure>> {
    let board = file.statements.iter().find_map(|s| match &s.kind {
        StatementKind::Board(spec) => Some((spec, s.span)),
        _ => None,
    })?;
    Some(lower_board_statements(file, source, overrides, board))
}

fn lower_board_statements(
    file: &ast::File,
    source: &Source,
    overrides: &[Override],
    (spec, spec_span): (&BoardSpec, Span),
) -> Result<BoardRules, LoweringFailure> {
    let error = |span, kind| LowerError { span, kind };
    let first = file.statements.first().expect("a board statement at least");
    let StatementKind::Game { name } = &first.kind else {
        return Err(error(first.keyword, LowerErrorKind::MissingGame).into());
    };
    let line_of = |span: Span| Location::of(&source.text, span).line;
    let params = Params::collect(file, overrides, &line_of)?;
    let board = board_source(spec, spec_span, &params)?;
    let mut play: Option<(Play, Span)> = None;
    let mut compound: Option<(Compound, Span)> = None;
    let mut start: Option<(Vec<(String, Span)>, Span)> = None;
    let mut rule: Option<(BoardMove, Span)> = None;
    let mut board_seen: Option<Span> = None;
    for statement in &file.statements[1..] {
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
            StatementKind::Game { .. } => return Err(repeated("game", first.span).into()),
            StatementKind::Param { .. } => {}
            StatementKind::Component(_) => {
                return Err(error(
                    statement.keyword,
                    LowerErrorKind::NotOnBoard {
                        what: "`component`",
                    },
                )
                .into());
            }
            StatementKind::Measure(_) => {
                let kind = LowerErrorKind::MeasureWithoutComponents;
                return Err(error(statement.keyword, kind).into());
            }
            StatementKind::Heaps(_) => {
                return Err(error(
                    statement.keyword,
                    LowerErrorKind::NotOnBoard { what: "`heaps`" },
                )
                .into());
            }
            StatementKind::Play(spec) => {
                if let Some((_, first)) = play {
                    return Err(repeated("play", first).into());
                }
                let value = match spec {
                    ast::PlaySpec::Normal => Play::Normal,
                    ast::PlaySpec::Misere => Play::Misere,
                };
                play = Some((value, statement.span));
            }
            StatementKind::Compound(word) => {
                if let Some((_, first)) = compound {
                    return Err(repeated("compound", first).into());
                }
                compound = Some((compound_of(word), statement.span));
            }
            StatementKind::Start(words) => {
                if let Some((_, first)) = start {
                    return Err(repeated("start", first).into());
                }
                let names = words
                    .iter()
                    .map(|w| (ast::start_word_text(w), ast::start_word_span(w)))
                    .collect();
                start = Some((names, statement.span));
            }
            StatementKind::Board(_) => {
                if let Some(first) = board_seen {
                    return Err(repeated("board", first).into());
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
                    return Err(error(move_rule.span, LowerErrorKind::NotOnBoard { what }).into());
                };
                if let Some(condition) = &move_rule.condition {
                    return Err(error(condition.span, LowerErrorKind::WhereOnBoard).into());
                }
                if let Some((_, first)) = rule {
                    return Err(error(
                        move_rule.span,
                        LowerErrorKind::BoardRuleTwice {
                            first_line: line_of(first),
                        },
                    )
                    .into());
                }
                rule = Some((kind, move_rule.span));
            }
            StatementKind::Unknown { word } => {
                return Err(LowerError::unknown_statement(word).into());
            }
        }
    }
    let Some((rule, _)) = rule else {
        return Err(error(first.span, LowerErrorKind::NoBoardMove).into());
    };
    if let Some((names, span)) = &start
        && names.is_empty()
        && rule == BoardMove::TokenErase
    {
        return Err(error(*span, LowerErrorKind::NoTokenInStart).into());
    }
    Ok(BoardRules {
        name: name.clone(),
        play: play.map_or(Play::Normal, |(p, _)| p),
        compound: compound.map_or(Compound::Disjunctive, |(c, _)| c),
        board,
        rule,
        start: start.map(|(names, _)| names),
    })
}

/// The board a `board` statement names, its grid checked: at least one cell, at most
/// [`MAX_GRID_CELLS`] places, rows of one length made of `.` (a cell) and `#` (none).
fn board_source(spec: &BoardSpec, span: Span, params: &Params) -> Result<BoardSource, LowerError> {
    let error = |span, kind| LowerError { span, kind };
    let too_large = |span| {
        error(
            span,
            LowerErrorKind::GridTooLarge {
                limit: MAX_GRID_CELLS,
            },
        )
    };
    match spec {
        BoardSpec::File { path, string } => Ok(BoardSource::File(path.clone(), *string)),
        BoardSpec::Grid { rows, columns } => {
            let (r, c) = (params.number(rows)?, params.number(columns)?);
            if r == 0 || c == 0 {
                return Err(error(rows.span.to(columns.span), LowerErrorKind::EmptyGrid));
            }
            let places = r.checked_mul(c).filter(|&p| p <= MAX_GRID_CELLS);
            let places = places.ok_or_else(|| too_large(rows.span.to(columns.span)))?;
            let cells = vec![true; places as usize];
            Ok(BoardSource::Grid(Grid::new(r as usize, c as usize, &cells)))
        }
        BoardSpec::Shape(rows) => {
            let columns = rows[0].0.chars().count();
            let mut cells = Vec::new();
            for (text, string) in rows {
                // The text starts one byte after the opening quote.
                let at = |offset: usize, len: usize| {
                    Span::new(string.start + 1 + offset, string.start + 1 + offset + len)
                };
                if let Some((offset, c)) = text.char_indices().find(|&(_, c)| c != '.' && c != '#')
                {
                    return Err(error(
                        at(offset, c.len_utf8()),
                        LowerErrorKind::BadGridCell { found: c },
                    ));
                }
                if text.len() != columns {
                    let kind = LowerErrorKind::UnevenGrid {
                        expected: columns,
                        found: text.len(),
                    };
                    return Err(error(*string, kind));
                }
                if (cells.len() + columns) as u64 > MAX_GRID_CELLS {
                    return Err(too_large(span));
                }
                cells.extend(text.bytes().map(|b| b == b'.'));
            }
            if !cells.contains(&true) {
                return Err(error(span, LowerErrorKind::EmptyGrid));
            }
            Ok(BoardSource::Grid(Grid::new(rows.len(), columns, &cells)))
        }
    }
}
