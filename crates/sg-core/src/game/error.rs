//! Why a game could not give its moves: a message and, for rule files, the place in the
//! file it is about (a `where` that failed to evaluate, a heap that would overflow).

use crate::span::Span;

/// Why a game could not give its moves.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct GameError {
    /// What went wrong, in words.
    pub message: String,
    /// Where, in the game's rule file, if it has one.
    pub span: Option<Span>,
}

impl GameError {
    /// An error with no place in a file (games written in Rust).
    pub fn new(message: impl Into<String>) -> GameError {
        GameError {
            message: message.into(),
            span: None,
        }
    }
}
