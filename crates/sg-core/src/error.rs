//! The library's error for people: a message and, where it has one, the place in a rule
//! file or on the command line it is about. Every stage's error converts into it; the CLI
//! renders it (the library never prints).

use crate::source::Source;
use crate::span::Span;

/// An error for people: a message and, for an error in a file, the place in the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Error {
    /// What went wrong, in words.
    pub message: String,
    /// The text the error points into and the span it is about.
    pub place: Option<(Source, Span)>,
    /// For errors in a file that has no text to show (missing, a directory): its name.
    pub file: Option<String>,
}

impl Error {
    /// An error with no place in a file.
    pub fn new(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            place: None,
            file: None,
        }
    }

    /// An error at `span` of `source`.
    pub fn at(source: &Source, span: Span, message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            place: Some((source.clone(), span)),
            file: None,
        }
    }

    /// An error about the file named `file` as a whole.
    pub fn in_file(file: impl Into<String>, message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            place: None,
            file: Some(file.into()),
        }
    }
}

/// The most characters of written text quoted in a message.
const MAX_QUOTED: usize = 40;

/// Text from the input as quoted in a message: control characters escaped, and a long
/// text cut short (a 100 000-digit number is not repeated in full).
pub fn excerpt(text: &str) -> String {
    let count = text.chars().count();
    let escape = |c: char| -> String {
        if c.is_control() {
            c.escape_default().collect()
        } else {
            c.to_string()
        }
    };
    if count <= MAX_QUOTED {
        return text.chars().map(escape).collect();
    }
    let head: String = text.chars().take(MAX_QUOTED - 8).map(escape).collect();
    format!("{head}…({count} characters)")
}

#[cfg(test)]
mod tests {
    use super::excerpt;

    #[test]
    fn excerpts_are_short_and_visible() {
        assert_eq!(excerpt("move"), "move");
        assert_eq!(excerpt("a\0b\u{1b}"), "a\\u{0}b\\u{1b}");
        let long = excerpt(&"9".repeat(100_000));
        assert!(long.starts_with("99999") && long.ends_with("…(100000 characters)"));
        assert!(long.chars().count() < 60);
    }
}
