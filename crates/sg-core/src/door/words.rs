//! The words of a position as a person typed them, each with its place in the text it came
//! from (the command line, a position file, a `start` line, a form of the web page), so that
//! every game kind reads its own words (heap sizes, coordinates `2,3`, node names) and an
//! error points at the word it is about. A sum of games is written `WORDS + GAME WORDS…`;
//! the empty position of any game is the word `nothing`.

use std::path::Path;

use crate::error::Error;
use crate::game::NOTHING;
use crate::source::Source;
use crate::span::Span;

/// Words and their places in `line`.
#[derive(Debug, Clone)]
pub struct Words {
    /// The whole text the words are in.
    pub line: Source,
    /// Each word with its span in `line`.
    pub words: Vec<(String, Span)>,
}

/// One more game of a sum: the word naming it (a path) and its position's words.
#[derive(Debug, Clone)]
pub struct Summand {
    /// The game's file as written, and where.
    pub game: (String, Span),
    /// The words of its position.
    pub words: Words,
}

impl Words {
    /// The words of `line`, split at white space.
    pub fn of_text(line: Source) -> Words {
        let mut words = Vec::new();
        let text = &line.text;
        let mut start = None;
        for (i, c) in text.char_indices() {
            match (c.is_whitespace(), start) {
                (true, Some(s)) => {
                    words.push((text[s..i].to_string(), Span::new(s, i)));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        if let Some(s) = start {
            words.push((text[s..].to_string(), Span::new(s, text.len())));
        }
        Words { line, words }
    }

    /// The words typed after `game` on the command line, placed in the line
    /// `GAME WORD WORD…` (so that an error shows the command as typed).
    pub fn of_command_line(game: &Path, rest: &[String]) -> Words {
        let mut text = game.display().to_string();
        let mut words = Vec::with_capacity(rest.len());
        for word in rest {
            text.push(' ');
            let start = text.len();
            text.push_str(word);
            words.push((word.clone(), Span::new(start, text.len())));
        }
        Words {
            line: Source::new("command line", text),
            words,
        }
    }

    /// No words at all.
    pub fn empty(line: Source) -> Words {
        Words {
            line,
            words: Vec::new(),
        }
    }

    /// Whether no word was typed.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// Whether the words are [`NOTHING`], the empty position; an error where `nothing`
    /// stands with other words, or a word is empty (no game reads one).
    pub fn names_nothing(&self) -> Result<bool, Error> {
        if let Some((_, span)) = self.words.iter().find(|(word, _)| word.is_empty()) {
            let why =
                format!("an empty word names nothing: the empty position is written `{NOTHING}`");
            return Err(self.error_at(*span, why));
        }
        match self.words.as_slice() {
            [(word, _)] if word == NOTHING => Ok(true),
            words => match words.iter().find(|(word, _)| word == NOTHING) {
                Some((_, span)) => Err(self.error_at(
                    *span,
                    format!("`{NOTHING}` is the empty position: it stands alone"),
                )),
                None => Ok(false),
            },
        }
    }

    /// An error about the word at `span`.
    pub fn error_at(&self, span: Span, message: impl Into<String>) -> Error {
        Error::at(&self.line, span, message)
    }

    /// An error about all the words (or the end of the line when there are none).
    pub fn error_about_all(&self, message: impl Into<String>) -> Error {
        let end = self.line.text.len();
        let span = match (self.words.first(), self.words.last()) {
            (Some((_, first)), Some((_, last))) => first.to(*last),
            _ => Span::new(end, end),
        };
        self.error_at(span, message)
    }

    /// Splits `WORDS [+ GAME WORDS]…` into the first game's words and the other games of
    /// the sum; a `+` with no game after it is an error just after that `+` (the end of
    /// the command line, or of its line in a file).
    pub fn split_sum(self) -> Result<(Words, Vec<Summand>), Error> {
        let mut parts = self.words.split(|(word, _)| word == "+");
        let first = Words {
            line: self.line.clone(),
            words: parts.next().unwrap_or_default().to_vec(),
        };
        let pluses = self.words.iter().filter(|(word, _)| word == "+");
        let mut others = Vec::new();
        for (part, (_, plus)) in parts.zip(pluses) {
            let Some((game, rest)) = part.split_first() else {
                return Err(Error::at(
                    &self.line,
                    Span::new(plus.end, plus.end),
                    "a `+` must be followed by another game and its position",
                ));
            };
            others.push(Summand {
                game: game.clone(),
                words: Words {
                    line: self.line.clone(),
                    words: rest.to_vec(),
                },
            });
        }
        Ok((first, others))
    }

    /// The words of one game: a `+` (a sum) is refused where it stands, saying `why`.
    pub fn single_game(&self, why: &str) -> Result<(), Error> {
        match self.words.iter().find(|(word, _)| word == "+") {
            Some((_, span)) => Err(self.error_at(*span, why)),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_keep_their_places() {
        let words = Words::of_command_line(Path::new("g.game"), &["3".into(), "+".into()]);
        assert_eq!(&*words.line.text, "g.game 3 +");
        assert_eq!(words.words[0].1, Span::new(7, 8));
        let text = Words::of_text(Source::new("f", "  1 22\n333 "));
        let spans: Vec<Span> = text.words.iter().map(|(_, s)| *s).collect();
        assert_eq!(spans, [Span::new(2, 3), Span::new(4, 6), Span::new(7, 10)]);
    }

    #[test]
    fn a_sum_splits_at_each_plus() {
        let rest: Vec<String> = ["1", "2", "+", "b.game", "3", "+", "c.dot"]
            .map(String::from)
            .to_vec();
        let (first, others) = Words::of_command_line(Path::new("a.game"), &rest)
            .split_sum()
            .unwrap();
        assert_eq!(first.words.len(), 2);
        assert_eq!(others.len(), 2);
        assert_eq!(others[0].game.0, "b.game");
        assert_eq!(others[0].words.words.len(), 1);
        assert!(others[1].words.is_empty());
        let dangling = Words::of_command_line(Path::new("a.game"), &["1".into(), "+".into()]);
        assert!(dangling.split_sum().is_err());
    }
}
