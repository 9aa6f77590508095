//! Positions on the command line: heap sizes, and sums of games separated by `+`
//! (`GAME HEAP… + GAME HEAP…`); the word `nothing` is the position with no heaps. Bad
//! heaps are errors located in the command line.

use std::path::{Path, PathBuf};

use crate::error::Error;
use crate::game::NOTHING;
use crate::ir::{Game, parse_u64};
use crate::source::Source;
use crate::span::Span;

/// One game of a sum and its heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Component {
    pub game: PathBuf,
    pub heaps: Vec<u64>,
    /// Whether a position was given for the game (heaps, or `nothing`).
    pub given: bool,
}

impl Component {
    fn of(game: PathBuf) -> Component {
        Component {
            game,
            heaps: Vec::new(),
            given: false,
        }
    }
}

/// Splits `GAME HEAP… [+ GAME HEAP…]…` into components.
pub(crate) fn components(game: &Path, rest: &[String]) -> Result<Vec<Component>, Error> {
    let line = command_line(game, rest);
    let mut components = vec![Component::of(game.to_path_buf())];
    let mut expect_game = false;
    // Where `nothing` stands for the last game, if it does.
    let mut nothing: Option<Span> = None;
    for (arg, span) in rest.iter().zip(arg_spans(game, rest)) {
        if expect_game {
            components.push(Component::of(PathBuf::from(arg)));
            expect_game = false;
            nothing = None;
            continue;
        }
        let last = components.last_mut().expect("one component at least");
        if arg == "+" {
            expect_game = true;
        } else if let Some(at) = nothing.or((arg == NOTHING && last.given).then_some(span)) {
            return Err(Error::at(
                &line,
                at,
                format!("`{NOTHING}` is the position with no heaps: it stands alone"),
            ));
        } else if arg == NOTHING {
            last.given = true;
            nothing = Some(span);
        } else {
            let heap = parse_heap(arg).map_err(|message| Error::at(&line, span, message))?;
            last.heaps.push(heap);
            last.given = true;
        }
    }
    if expect_game {
        let end = line.text.len();
        return Err(Error::at(
            &line,
            Span::new(end, end),
            "a `+` must be followed by another game and its heaps",
        ));
    }
    Ok(components)
}

/// The heaps of a position of one game (no `+`), with located errors for bad heaps, for
/// a `+` and for a number of heaps the game does not allow.
pub(crate) fn single_game(path: &Path, rest: &[String], game: &Game) -> Result<Vec<u64>, Error> {
    let line = command_line(path, rest);
    let spans = arg_spans(path, rest);
    if let Some(plus) = rest.iter().position(|arg| arg == "+") {
        return Err(Error::at(
            &line,
            spans[plus],
            "only one game here: sums of games (`+`) are not supported",
        ));
    }
    let heaps = components(path, rest)?.remove(0).heaps;
    if let Some(expected) = game.fixed_heap_count()
        && rest == [NOTHING]
    {
        // A fixed arrangement keeps its heaps: `nothing` is every heap empty.
        return Ok(vec![0; expected]);
    }
    if let Some(expected) = game.fixed_heap_count()
        && heaps.len() != expected
    {
        let end = line.text.len();
        let span = match (spans.first(), spans.last()) {
            (Some(first), Some(last)) => first.to(*last),
            _ => Span::new(end, end),
        };
        return Err(Error::at(
            &line,
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

/// The words typed after a game, each with its place in the command line (for games
/// whose positions are not heaps).
pub(crate) struct Words {
    pub line: Source,
    pub words: Vec<(String, Span)>,
}

impl Words {
    /// The words after `path`; a `+` (a sum with another game) is refused where it stands,
    /// and so is an empty word.
    pub(crate) fn of_single_game(path: &Path, rest: &[String]) -> Result<Words, Error> {
        let line = command_line(path, rest);
        let words: Vec<(String, Span)> = rest.iter().cloned().zip(arg_spans(path, rest)).collect();
        if let Some((_, span)) = words.iter().find(|(word, _)| word == "+") {
            return Err(Error::at(
                &line,
                *span,
                "only one game here: sums of a board with other games (`+`) are not supported",
            ));
        }
        if let Some((_, span)) = words.iter().find(|(word, _)| word.is_empty()) {
            let message =
                format!("an empty word names nothing: the empty position is written `{NOTHING}`");
            return Err(Error::at(&line, *span, message));
        }
        Ok(Words { line, words })
    }

    /// Whether the words are `nothing` alone: the empty position.
    pub(crate) fn name_nothing(&self) -> bool {
        matches!(self.words.as_slice(), [(word, _)] if word == NOTHING)
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
        if arg.is_empty() {
            format!("an empty word is no heap: the position with no heaps is written `{NOTHING}`")
        } else if arg.bytes().all(|b| b.is_ascii_digit()) {
            format!("the heap `{arg}` is too large: heaps go up to {}", u64::MAX)
        } else {
            format!(
                "`{arg}` is not a heap size: a heap is a whole number from 0 to {}",
                u64::MAX
            )
        }
    })
}
