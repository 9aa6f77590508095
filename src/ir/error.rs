//! Errors found while lowering a syntax tree to a game: each with the span it is about.

use crate::span::Span;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct LowerError {
    pub span: Span,
    pub kind: LowerErrorKind,
}

/// " (did you mean `x`?)" or nothing.
fn hint(suggestion: &Option<String>) -> String {
    suggestion
        .as_ref()
        .map_or(String::new(), |s| format!("; did you mean `{s}`?"))
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LowerErrorKind {
    #[error("the file is empty: a game starts with `game \"NAME\"` and has at least one `move`")]
    EmptyFile,
    #[error("unknown statement `{found}`{}", hint(suggestion))]
    UnknownStatement {
        found: String,
        suggestion: Option<String>,
    },
    #[error("the first statement must be `game \"NAME\"`")]
    MissingGame,
    #[error("`{statement}` is given twice (first on line {first_line})")]
    Repeated {
        statement: &'static str,
        first_line: usize,
    },
    #[error("unknown parameter `{name}`{}", hint(suggestion))]
    UnknownParameter {
        name: String,
        suggestion: Option<String>,
    },
    #[error("parameter `{name}` is defined twice (first on line {first_line})")]
    ParameterTwice { name: String, first_line: usize },
    #[error("`{text}` is too large: numbers go up to {max}", max = u64::MAX)]
    NumberTooLarge { text: String },
    #[error("`{text}` is not a number")]
    NotANumber { text: String },
    #[error("the range {low}..{high} is empty: its end is below its start")]
    InvertedRange { low: u64, high: u64 },
    #[error("`leave {value}` is out of range: a move leaves 0, 1, 2 or 3 heaps")]
    LeaveOutOfRange { value: String },
    #[error("`{digit}` is not an octal or hexadecimal digit")]
    BadOctalDigit { digit: char },
    #[error("an octal code has at most one digit before the point: write it like 0.77 or 4.07")]
    BadOctalCode,
    #[error(
        "digit `{digit}` before the point would take 0 tokens without splitting: only 0, 4, 8 or c may stand there"
    )]
    OctalPassMove { digit: char },
    #[error("the octal code {code} allows no move")]
    OctalNoMove { code: String },
    #[error("{what} needs a fixed arrangement of heaps: add `heaps N` or `heaps ordered`")]
    NeedsFixedHeaps { what: &'static str },
    #[error(
        "splitting a heap needs `heaps any`: with `heaps {layout}` the number of heaps cannot change"
    )]
    SplitNeedsAnyHeaps { layout: String },
    #[error("`start` has {found} heap{s}, but the game has exactly {expected}", s = if *found == 1 { "" } else { "s" })]
    StartHeapCount { expected: usize, found: usize },
    #[error("the game has no `move`: add at least one move rule")]
    NoMove,
    #[error("`heaps 0` has no heaps: give at least 1")]
    NoHeaps,
    #[error("`heaps {count}` is too many heaps for one position")]
    TooManyHeaps { count: u64 },
    #[error("this rule allows no move: {why}")]
    NoPossibleMove { why: &'static str },
    #[error("{context} needs {expected}, but this is {found}")]
    TypeMismatch {
        context: &'static str,
        expected: &'static str,
        found: &'static str,
    },
}
