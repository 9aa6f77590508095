//! The one dispatch over the kinds of game a file can hold: a rule file of heaps (answered
//! by its own solver), or a board (answered through the game trait by
//! [`super::any_game`]): a DOT file, or a rule file that names a DOT file with `board` and
//! says what a move on it is. A file is a DOT file when its first word is `graph`,
//! `digraph` or `strict`, whatever its name.

use std::path::Path;

use super::position::Words;
use crate::board::dot::parse_dot;
use crate::board::{Board, Geography, NodeKayles, TokenBoard, looks_like_dot, read_board};
use crate::error::Error;
use crate::ir::{BoardMove, BoardRules, ComponentGame, Game, Override, Play, lower_board};
use crate::load::{parse_components, read_source};
use crate::source::Source;
use crate::{parse_game, syntax};

/// A game as read from a file.
pub(super) enum Loaded {
    Rules(Game),
    Board(Board, Setup),
    /// A game of components with coordinates (a `component` statement).
    Components(ComponentGame, Setup),
}

/// What a rule file says of a game on a board beyond its moves.
pub(super) struct Setup {
    /// The play unless the command line says otherwise.
    pub play: Play,
    /// The names of `start`, located in the rule file.
    pub start: Option<Words>,
}

impl Loaded {
    /// Reads the file at `path`: a board of at most `limit` nodes and edges, or a rule file
    /// with the `overrides` applied.
    pub(super) fn load(path: &Path, overrides: &[Override], limit: u64) -> Result<Loaded, Error> {
        let source = read_source(path)?;
        if !looks_like_dot(&source.text) {
            // A rule file with a syntax error is reported by the full reading below.
            if let Ok(file) = syntax::parse(&source.text)
                && let Some(rules) = lower_board(&file, &source)
            {
                let rules = rules.map_err(|e| Error::at(&source, e.span, e.to_string()))?;
                return board_of_rules(path, &source, rules, limit);
            }
            if let Some(game) = parse_components(&source, overrides) {
                let game = game?;
                let setup = Setup {
                    play: game.play,
                    start: game.start.clone().map(|words| Words {
                        line: game.source.clone(),
                        words,
                    }),
                };
                return Ok(Loaded::Components(game, setup));
            }
            return parse_game(source, overrides).map(Loaded::Rules);
        }
        if let Some(o) = overrides.first() {
            return Err(Error::new(format!(
                "--set {}={}: `{}` is a board, which has no parameters",
                o.name,
                o.value,
                path.display()
            )));
        }
        let setup = Setup {
            play: Play::Normal,
            start: None,
        };
        read_board(&source, limit).map(|board| Loaded::Board(board, setup))
    }
}

/// The game a rule file plays on the board it names (a path relative to the rule file).
fn board_of_rules(
    path: &Path,
    rules_source: &Source,
    rules: BoardRules,
    limit: u64,
) -> Result<Loaded, Error> {
    let (file, string) = &rules.board;
    let board_path = path.parent().unwrap_or(Path::new("")).join(file);
    let source = read_source(&board_path)
        .map_err(|e| Error::at(rules_source, *string, format!("the board: {}", e.message)))?;
    let dot =
        parse_dot(&source.text, limit).map_err(|e| Error::at(&source, e.span, e.to_string()))?;
    let name = rules.name.clone();
    let board = match rules.rule {
        BoardMove::Token => Board::Tokens(TokenBoard::new(name, &dot)),
        BoardMove::TokenErase => Board::Geography(Geography::new(TokenBoard::new(name, &dot))),
        BoardMove::RemoveNode | BoardMove::RemoveNodeAndNeighbours => {
            let neighbours = rules.rule == BoardMove::RemoveNodeAndNeighbours;
            Board::NodeKayles(NodeKayles::new(
                TokenBoard::undirected(name, &dot),
                neighbours,
            ))
        }
    };
    let setup = Setup {
        play: rules.play,
        start: rules.start.map(|words| Words {
            line: rules_source.clone(),
            words,
        }),
    };
    Ok(Loaded::Board(board, setup))
}

/// Runs `$body` with `$game` bound to the board's game, whichever kind it is.
macro_rules! with_board {
    ($board:expr, $game:ident => $body:expr) => {
        match $board {
            crate::board::Board::Tokens($game) => $body,
            crate::board::Board::Drawing($game) => $body,
            crate::board::Board::Geography($game) => $body,
            crate::board::Board::NodeKayles($game) => $body,
        }
    };
}
pub(super) use with_board;
