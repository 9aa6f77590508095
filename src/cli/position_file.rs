//! `sg solve GAME --position-file FILE`: the position read from a file (or from standard
//! input, with `-`) instead of the command line, so that a position of any size can be
//! given (the command line holds about 2 MB). The file holds the words one would type
//! after the game, separated by spaces, tabs or line breaks, `+ GAME HEAP…` adding games
//! to a sum; `#` starts a comment that runs to the end of its line. The words keep their
//! place in the file, so a bad heap is shown at its line and column there. `sg solve GAME
//! --positions FILE` reads one position a line the same way.

use std::io::Read;
use std::path::Path;

use super::args::SolveArgs;
use crate::Source;
use crate::door::Words;
use crate::error::Error;
use crate::span::Span;

/// The words of `sg solve`'s position: from `--position-file` when given (`-`: from
/// `input`, the command's standard input), else from the command line.
pub(super) fn solve_words(args: &SolveArgs, input: &mut dyn Read) -> Result<Words, Error> {
    match &args.position_file {
        Some(path) => read(path, input),
        None => Ok(Words::of_command_line(&args.game, &args.position)),
    }
}

/// The words of the position file `path` (`-`: `input`).
fn read(path: &Path, input: &mut dyn Read) -> Result<Words, Error> {
    let source = read_source(path, input)?;
    let words = words_of(&source.text);
    if words.is_empty() {
        return Err(Error::at(
            &source,
            Span::new(0, 0),
            "the position file holds no position: write its heaps (or components, or nodes) as on the command line",
        ));
    }
    Ok(Words {
        line: source,
        words,
    })
}

/// The positions of `--positions FILE` (`-`: `input`): the words of each line that has
/// any, placed in the whole file so that an error shows its line.
pub(super) fn positions(path: &Path, input: &mut dyn Read) -> Result<Vec<Words>, Error> {
    let source = read_source(path, input)?;
    let mut lines = Vec::new();
    let mut offset = 0;
    for line in source.text.split_inclusive('\n') {
        let words: Vec<(String, Span)> = words_of(line)
            .into_iter()
            .map(|(word, span)| (word, Span::new(span.start + offset, span.end + offset)))
            .collect();
        if !words.is_empty() {
            lines.push(Words {
                line: source.clone(),
                words,
            });
        }
        offset += line.len();
    }
    if lines.is_empty() {
        return Err(Error::at(
            &source,
            Span::new(0, 0),
            "the file of positions holds none: write one position a line, as on the command line",
        ));
    }
    Ok(lines)
}

/// The text of the file `path` (`-`: `input`), which must be UTF-8.
fn read_source(path: &Path, input: &mut dyn Read) -> Result<Source, Error> {
    let stdin = path == Path::new("-");
    let name = if stdin {
        "standard input".to_string()
    } else {
        path.display().to_string()
    };
    let mut bytes = Vec::new();
    let read = if stdin {
        input.read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|mut file| file.read_to_end(&mut bytes))
    };
    read.map_err(|e| Error::in_file(&name, format!("cannot read the position file: {e}")))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        Error::in_file(
            &name,
            format!(
                "the position file is not UTF-8 text (a bad byte at offset {})",
                e.utf8_error().valid_up_to()
            ),
        )
    })?;
    Ok(Source::new(name, text))
}

/// The words of `text` with their places: runs of characters other than white space,
/// with `#` comments left out.
fn words_of(text: &str) -> Vec<(String, Span)> {
    let mut words = Vec::new();
    let mut start = None;
    let mut comment = false;
    // A line break after the end closes the last word.
    for (at, c) in text.char_indices().chain([(text.len(), '\n')]) {
        if comment {
            comment = c != '\n';
        } else if c.is_whitespace() || c == '#' {
            if let Some(from) = start.take() {
                words.push((text[from..at].to_string(), Span::new(from, at)));
            }
            comment = c == '#';
        } else if start.is_none() {
            start = Some(at);
        }
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_keep_their_place_and_comments_are_left_out() {
        let text = "3 5\t 7 # heaps\n\n  + nim.game 4\r\n# all\n12";
        let words = words_of(text);
        let found: Vec<(&str, &str)> = words
            .iter()
            .map(|(word, span)| (word.as_str(), &text[span.start..span.end]))
            .collect();
        assert_eq!(
            found,
            [
                ("3", "3"),
                ("5", "5"),
                ("7", "7"),
                ("+", "+"),
                ("nim.game", "nim.game"),
                ("4", "4"),
                ("12", "12")
            ]
        );
        // Words after a wide white-space character are placed past all of its bytes.
        let text = "1\u{3000}22";
        let words = words_of(text);
        assert_eq!(&text[words[1].1.start..words[1].1.end], "22");
    }
}
