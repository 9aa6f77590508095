//! The library's error for people: a message and, where it has one, the place in a rule
//! file or on the command line it is about. Every stage's error converts into it; the CLI
//! renders it (the library never prints).

use crate::source::Source;
use crate::span::Span;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Error {
    pub message: String,
    /// The text the error points into and the span it is about.
    pub place: Option<(Source, Span)>,
    /// For errors in a file that has no text to show (missing, a directory): its name.
    pub file: Option<String>,
}

impl Error {
    pub fn new(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            place: None,
            file: None,
        }
    }

    pub fn at(source: &Source, span: Span, message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            place: Some((source.clone(), span)),
            file: None,
        }
    }

    pub fn in_file(file: impl Into<String>, message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            place: None,
            file: Some(file.into()),
        }
    }
}
