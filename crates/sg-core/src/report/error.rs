//! An error as data, for programs: what the command line prints on stderr as text, the
//! web page's API answers as `{"error", ["at"], ["file"]}` — the message, and where in a
//! rule file (or in the words of a position) it points, by line and column.

use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::span::Location;

/// `{"error", ["at"], ["file"]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorReport {
    /// What went wrong, in words.
    pub error: String,
    /// Where in a text the error points, if it points anywhere.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<PlaceReport>,
    /// The file the error is about as a whole (missing, unreadable, outside the folder).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
}

/// `{"source", "line", "column", "width"}`: a place in a text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaceReport {
    /// The text's name: a file, `position` for the words of a position.
    pub source: String,
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// How many characters of the line the error is about (at least 1).
    pub width: usize,
}

impl From<&Error> for ErrorReport {
    fn from(error: &Error) -> ErrorReport {
        ErrorReport {
            error: error.message.clone(),
            at: error.place.as_ref().map(|(source, span)| {
                let location = Location::of(&source.text, *span);
                PlaceReport {
                    source: source.name.clone(),
                    line: location.line,
                    column: location.column,
                    width: location.width,
                }
            }),
            file: error.file.clone(),
        }
    }
}
