//! The one dispatch over the kinds of game a file can hold: a rule file of heaps (answered
//! by its own solver), or a board (answered through the game trait by
//! [`super::any_game`]): a DOT file, or a rule file that names a DOT file with `board` and
//! says what a move on it is. A file is a DOT file when its first word is `graph`,
//! `digraph` or `strict`, whatever its name.

use std::path::Path;

use super::position::Words;
use crate::board::{self, Board, looks_like_dot, read_board};
use crate::error::Error;
use crate::ir::{ComponentGame, Game, Override, Play};
use crate::load::{parse_board_rules, parse_components, read_source};
use crate::parse_game;

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
            if let Some(rules) = parse_board_rules(&source, overrides) {
                let rules = rules?;
                let setup = Setup {
                    play: rules.play,
                    start: rules.start.clone().map(|words| Words {
                        line: source.clone(),
                        words,
                    }),
                };
                let board =
                    board::of_rules(path, &source, rules.name, rules.board, rules.rule, limit)?;
                return Ok(Loaded::Board(board, setup));
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

/// Runs `$body` with `$game` bound to the board's game, whichever kind it is.
macro_rules! with_board {
    ($board:expr, $game:ident => $body:expr) => {
        match $board {
            crate::board::Board::Tokens($game) => $body,
            crate::board::Board::Drawing($game) => $body,
            crate::board::Board::Geography($game) => $body,
            crate::board::Board::Removal($game) => $body,
        }
    };
}
pub(super) use with_board;
