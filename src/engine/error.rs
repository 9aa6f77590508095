//! What can stop the engine: a limit reached, a `where` that cannot be evaluated, a
//! position the game does not allow, or a question no method here can answer.

use crate::ir::EvalError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    #[error(
        "the search reached the limit of {limit} positions (--max-states); raise it with --max-states N"
    )]
    StateLimit { limit: u64 },
    #[error(transparent)]
    Eval(#[from] EvalError),
    #[error(
        "a heap of {heap} is too large: no period of this game's values is proved within the limit of {limit} values (--max-states), so they would have to be computed one by one up to {heap}; raise --max-states if memory allows"
    )]
    HeapTooLarge { heap: u64, limit: u64 },
    #[error(
        "computing the misere quotient reached the limit of {limit} units of work (--max-states); the quotient may be too large: raise it with --max-states N"
    )]
    QuotientLimit { limit: u64 },
    #[error("a position of this game has exactly {expected} heaps, but {found} were given")]
    HeapCount { expected: usize, found: usize },
    #[error("{0}")]
    Unsupported(String),
}

impl EngineError {
    /// The error for people; a failed `where` points at the rule in the game's file.
    pub fn into_error(self, game: &crate::ir::Game) -> crate::error::Error {
        match &self {
            EngineError::Eval(e) => crate::error::Error::at(&game.source, e.span, self.to_string()),
            _ => crate::error::Error::new(self.to_string()),
        }
    }
}
