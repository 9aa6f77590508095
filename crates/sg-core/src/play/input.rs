//! Where the person's lines come from: a reader (pipes, a test, the web page's session),
//! which is shown the prompt on the output, or the tool's line editor at a terminal. Any
//! bytes make a line: one that is not UTF-8 text, or longer than [`MOST_BYTES`], is read
//! to its end (never kept whole in memory) and answered with one error, and the game goes
//! on.

use std::io::{BufRead, Write};

use super::failure::{PlayFailure, write_out};
use crate::error::Error;

/// The longest line read; a longer one is refused whole.
pub(crate) const MOST_BYTES: usize = 64 * 1024;

/// One line as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// A line of text.
    Text(String),
    /// A line that cannot be read as text, and why.
    Unreadable(String),
}

/// A source of the person's lines.
pub trait LineSource {
    /// The next line, `None` at the end of the input; `prompt` is shown first where the
    /// source shows one (`output` is where the game is written).
    fn next_line(
        &mut self,
        prompt: &str,
        output: &mut dyn Write,
    ) -> Result<Option<Line>, PlayFailure>;
}

/// Lines from a reader; the prompt is written to the output.
pub(crate) struct Piped<'i>(pub(crate) &'i mut dyn BufRead);

impl LineSource for Piped<'_> {
    fn next_line(
        &mut self,
        prompt: &str,
        output: &mut dyn Write,
    ) -> Result<Option<Line>, PlayFailure> {
        write_out(output, prompt.as_bytes())?;
        read_line(self.0).map_err(|e| Error::new(format!("cannot read the input: {e}")).into())
    }
}

/// The next line of `input` (its end of line dropped), `None` at the end of the input.
fn read_line(input: &mut dyn BufRead) -> std::io::Result<Option<Line>> {
    let mut kept = Vec::new();
    let mut length = 0usize;
    let mut ended = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            break;
        }
        let (part, used) = match buffer.iter().position(|&b| b == b'\n') {
            Some(end) => {
                ended = true;
                (&buffer[..end], end + 1)
            }
            None => (buffer, buffer.len()),
        };
        let room = MOST_BYTES.saturating_sub(kept.len());
        kept.extend_from_slice(&part[..part.len().min(room)]);
        length = length.saturating_add(part.len());
        input.consume(used);
        if ended {
            break;
        }
    }
    if !ended && length == 0 {
        return Ok(None);
    }
    if kept.last() == Some(&b'\r') && length == kept.len() {
        kept.pop();
    }
    if length > MOST_BYTES {
        return Ok(Some(Line::Unreadable(format!(
            "the line is {length} bytes long, more than the {MOST_BYTES} read: type a shorter one"
        ))));
    }
    Ok(Some(match String::from_utf8(kept) {
        Ok(text) => Line::Text(text),
        Err(e) => Line::Unreadable(format!(
            "the line is not UTF-8 text (byte {} is not): type it again",
            e.utf8_error().valid_up_to() + 1
        )),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<Line> {
        let mut input = std::io::BufReader::with_capacity(7, bytes);
        std::iter::from_fn(|| read_line(&mut input).unwrap()).collect()
    }

    #[test]
    fn lines_end_with_their_end_of_line_or_the_input() {
        assert_eq!(
            lines(b"take 1\r\nhint\n\nquit"),
            [
                Line::Text("take 1".into()),
                Line::Text("hint".into()),
                Line::Text(String::new()),
                Line::Text("quit".into())
            ]
        );
        assert_eq!(lines(b""), []);
    }

    #[test]
    fn bytes_that_are_not_text_make_one_unreadable_line() {
        let read = lines(b"\xff\xfe take 1\nstate\n");
        assert!(
            matches!(&read[0], Line::Unreadable(why) if why.contains("byte 1 is not")),
            "{read:?}"
        );
        assert_eq!(read[1], Line::Text("state".into()));
    }

    #[test]
    fn a_line_too_long_is_read_to_its_end_and_refused_once() {
        let mut bytes = vec![b'7'; 3 * MOST_BYTES];
        bytes.extend_from_slice(b"\nhint\n");
        let read = lines(&bytes);
        assert_eq!(read.len(), 2);
        assert!(
            matches!(&read[0], Line::Unreadable(why) if why.contains(&format!("{} bytes long", 3 * MOST_BYTES))),
            "{read:?}"
        );
        assert_eq!(read[1], Line::Text("hint".into()));
    }
}
