//! Where the person's lines come from: a reader (pipes, a test, the web page's session),
//! which is shown the prompt on the output, or a terminal, read through a line editor
//! (rustyline): the arrows move in the line and through the lines typed before, and
//! Ctrl-D or Ctrl-C ends the game.

use std::io::{BufRead, Write};

use rustyline::error::ReadlineError;

use super::failure::{PlayFailure, write_out};
use crate::error::Error;

/// A source of the person's lines.
pub(crate) trait LineSource {
    /// The next line, `None` at the end of the input; `prompt` is shown first where the
    /// source shows one (`output` is where the game is written).
    fn next_line(
        &mut self,
        prompt: &str,
        output: &mut dyn Write,
    ) -> Result<Option<String>, PlayFailure>;
}

/// Lines from a reader; the prompt is written to the output.
pub(crate) struct Piped<'i>(pub(crate) &'i mut dyn BufRead);

impl LineSource for Piped<'_> {
    fn next_line(
        &mut self,
        prompt: &str,
        output: &mut dyn Write,
    ) -> Result<Option<String>, PlayFailure> {
        write_out(output, prompt.as_bytes())?;
        let mut line = String::new();
        let read = self
            .0
            .read_line(&mut line)
            .map_err(|e| Error::new(format!("cannot read the input: {e}")))?;
        Ok((read > 0).then_some(line))
    }
}

/// Lines from the terminal, edited in place, with a history.
pub(crate) struct Terminal(rustyline::DefaultEditor);

impl Terminal {
    /// The terminal's line editor.
    pub(crate) fn new() -> Result<Terminal, Error> {
        rustyline::DefaultEditor::new()
            .map(Terminal)
            .map_err(|e| Error::new(format!("cannot read the terminal: {e}")))
    }
}

impl LineSource for Terminal {
    fn next_line(
        &mut self,
        prompt: &str,
        output: &mut dyn Write,
    ) -> Result<Option<String>, PlayFailure> {
        output
            .flush()
            .map_err(|e| Error::new(format!("cannot write the output: {e}")))?;
        match self.0.readline(prompt) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    // A history that refuses a line loses nothing the game needs.
                    let _ = self.0.add_history_entry(line.as_str());
                }
                Ok(Some(line))
            }
            Err(ReadlineError::Eof | ReadlineError::Interrupted) => Ok(None),
            Err(e) => Err(Error::new(format!("cannot read the terminal: {e}")).into()),
        }
    }
}
