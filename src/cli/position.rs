//! Positions on the command line: heap sizes, and sums of games separated by `+`
//! (`GAME HEAP… + GAME HEAP…`). Bad heaps are errors located in the command line, or in
//! the position file the words were read from ([`super::position_file`]).

use std::path::{Path, PathBuf};

use crate::error::Error;
use crate::ir::{Game, parse_u64};
use crate::source::Source;
use crate::span::Span;

/// One game of a sum and its heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Component {
    pub game: PathBuf,
    pub heaps: Vec<u64>,
}

/// Splits `GAME HEAP… [+ GAME HEAP…]…` into components.
pub(crate) fn components(game: &Path, rest: &[String]) -> Result<Vec<Component>, Error> {
    components_in(game, &Words::of_command_line(game, rest))
}

/// The components of a position typed as `words` (on the command line or in a position
/// file) after the game `game`.
pub(crate) fn components_in(game: &Path, words: &Words) -> Result<Vec<Component>, Error> {
    let mut components = vec![Component {
        game: game.to_path_buf(),
        heaps: Vec::new(),
    }];
    let mut expect_game = false;
    for (arg, span) in &words.words {
        if expect_game {
            components.push(Component {
                game: PathBuf::from(arg),
                heaps: Vec::new(),
            });
            expect_game = false;
        } else if arg == "+" {
            expect_game = true;
        } else {
            let heap = parse_heap(arg).map_err(|message| words.error_at(*span, message))?;
            components
                .last_mut()
                .expect("one component at least")
                .heaps
                .push(heap);
        }
    }
    if expect_game {
        let end = words.line.text.len();
        return Err(words.error_at(
            Span::new(end, end),
            "a `+` must be followed by another game and its heaps",
        ));
    }
    Ok(components)
}

/// The heaps of a position of one game (no `+`), with located errors for bad heaps, for
/// a `+` and for a number of heaps the game does not allow.
pub(crate) fn single_game(path: &Path, rest: &[String], game: &Game) -> Result<Vec<u64>, Error> {
    single_game_in(path, &Words::of_command_line(path, rest), game)
}

/// [`single_game`] for a position typed as `words`.
pub(crate) fn single_game_in(path: &Path, words: &Words, game: &Game) -> Result<Vec<u64>, Error> {
    let words = words.refusing_sums("only one game here: sums of games (`+`) are not supported")?;
    let heaps = components_in(path, words)?.remove(0).heaps;
    if let Some(expected) = game.fixed_heap_count()
        && heaps.len() != expected
    {
        let end = words.line.text.len();
        let span = match (words.words.first(), words.words.last()) {
            (Some((_, first)), Some((_, last))) => first.to(*last),
            _ => Span::new(end, end),
        };
        return Err(words.error_at(
            span,
            format!(
                "a position of {} has exactly {expected} heaps, but {} were given",
                game.name,
                heaps.len()
            ),
        ));
    }
    Ok(heaps)
}

/// The words typed after a game, each with its place in the command line (or in the
/// position file they were read from).
pub(crate) struct Words {
    pub line: Source,
    pub words: Vec<(String, Span)>,
}

impl Words {
    /// The words after `path` on the command line.
    pub(crate) fn of_command_line(path: &Path, rest: &[String]) -> Words {
        Words {
            line: command_line(path, rest),
            words: rest.iter().cloned().zip(arg_spans(path, rest)).collect(),
        }
    }

    /// The words after `path`; a `+` (a sum with another game) is refused where it stands.
    pub(crate) fn of_single_game(path: &Path, rest: &[String]) -> Result<Words, Error> {
        Words::of_command_line(path, rest).single_game()
    }

    /// The same words, where a `+` (a sum of a board with other games) is refused.
    pub(crate) fn single_game(self) -> Result<Words, Error> {
        self.refusing_sums(
            "only one game here: sums of a board with other games (`+`) are not supported",
        )?;
        Ok(self)
    }

    /// The words, or `message` at the first `+`.
    fn refusing_sums(&self, message: &str) -> Result<&Words, Error> {
        match self.words.iter().find(|(word, _)| word == "+") {
            Some((_, span)) => Err(self.error_at(*span, message)),
            None => Ok(self),
        }
    }

    /// An error about the word at `span`.
    pub(crate) fn error_at(&self, span: Span, message: impl Into<String>) -> Error {
        Error::at(&self.line, span, message)
    }
}

/// Where each argument after the game sits in the command line.
fn arg_spans(game: &Path, rest: &[String]) -> Vec<Span> {
    let mut offset = game.display().to_string().len() + 1;
    rest.iter()
        .map(|arg| {
            let span = Span::new(offset, offset + arg.len());
            offset += arg.len() + 1;
            span
        })
        .collect()
}

fn command_line(game: &Path, rest: &[String]) -> Source {
    let mut text = game.display().to_string();
    for arg in rest {
        text.push(' ');
        text.push_str(arg);
    }
    Source::new("command line", text)
}

fn parse_heap(arg: &str) -> Result<u64, String> {
    parse_u64(arg).map_err(|_| {
        if arg.bytes().all(|b| b.is_ascii_digit()) && !arg.is_empty() {
            format!("the heap `{arg}` is too large: heaps go up to {}", u64::MAX)
        } else {
            format!(
                "`{arg}` is not a heap size: a heap is a whole number from 0 to {}",
                u64::MAX
            )
        }
    })
}
