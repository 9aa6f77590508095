//! A named text that errors point into: a rule file, or the command line.

use std::sync::Arc;

/// A rule file (or DOT file) and its name, for error messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// The name shown in messages: the path, or a made-up name.
    pub name: String,
    /// The text.
    pub text: Arc<str>,
}

impl Source {
    /// The text `text` named `name`.
    pub fn new(name: impl Into<String>, text: impl Into<Arc<str>>) -> Source {
        Source {
            name: name.into(),
            text: text.into(),
        }
    }
}
