//! Errors found while lowering a syntax tree to a game: each with the span it is about.

use crate::error::excerpt;
use crate::span::Span;
use crate::suggest;
use crate::syntax::ast;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub(crate) struct LowerError {
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
pub(crate) enum LowerErrorKind {
    #[error("the file is empty: a game starts with `game \"NAME\"` and has at least one `move`")]
    EmptyFile,
    #[error("unknown statement `{}`{}", excerpt(found), hint(suggestion))]
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
    #[error("unknown parameter `{}`{}", excerpt(name), hint(suggestion))]
    UnknownParameter {
        name: String,
        suggestion: Option<String>,
    },
    #[error(
        "parameter `{}` is defined twice (first on line {first_line})",
        excerpt(name)
    )]
    ParameterTwice { name: String, first_line: usize },
    #[error("`{}` is too large: numbers go up to {max}", excerpt(text), max = u64::MAX)]
    NumberTooLarge { text: String },
    #[error("`{}` is not a number", excerpt(text))]
    NotANumber { text: String },
    #[error("the range {low}..{high} is empty: its end is below its start")]
    InvertedRange { low: u64, high: u64 },
    #[error(
        "`leave {}` is out of range: a move leaves 0, 1, 2 or 3 heaps",
        excerpt(value)
    )]
    LeaveOutOfRange { value: String },
    #[error("`{digit}` is not an octal or hexadecimal digit")]
    BadOctalDigit { digit: char },
    #[error("an octal code has at most one digit before the point: write it like 0.77 or 4.07")]
    BadOctalCode,
    #[error(
        "digit `{digit}` before the point would take 0 tokens without splitting: only 0, 4, 8 or c may stand there"
    )]
    OctalPassMove { digit: char },
    #[error("the octal code {} allows no move", excerpt(code))]
    OctalNoMove { code: String },
    #[error("{what} needs a fixed arrangement of heaps: add `heaps N` or `heaps ordered`")]
    NeedsFixedHeaps { what: &'static str },
    #[error(
        "splitting a heap needs `heaps any`: with `heaps {layout}` the number of heaps cannot change"
    )]
    SplitNeedsAnyHeaps { layout: String },
    #[error("`start` has {found} heap{s}, but the game has exactly {expected}", s = if *found == 1 { "" } else { "s" })]
    StartHeapCount { expected: usize, found: usize },
    #[error(
        "`{word}` is a component of several coordinates, but a heap is one number: write `start` with heap sizes separated by spaces"
    )]
    StartHeapComma { word: String },
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
    #[error(
        "`move {rule}` is played on a board: add `board \"FILE.dot\"` or `board grid R x C`, what it is played on"
    )]
    BoardMoveWithoutBoard { rule: &'static str },
    #[error(
        "this game is played on a board: it is read with its board (`sg solve`, `table`, `graph`, `check`), not as a game of heaps"
    )]
    PlayedOnBoard,
    #[error(
        "{what} is for games of heaps; a game on a board moves with `move token`, `move token erase`, `move remove node`, `move remove node and neighbours`, `move remove node and successors` or `move domino`"
    )]
    NotOnBoard { what: &'static str },
    #[error("a grid has at least one cell")]
    EmptyGrid,
    #[error("a grid has at most {limit} places")]
    GridTooLarge { limit: u64 },
    #[error("`{found}` is no cell of a grid: a row is made of `.` (a cell) and `#` (no cell)")]
    BadGridCell { found: char },
    #[error(
        "this row has {found} places, but the first row has {expected}: the rows of a grid are all as long"
    )]
    UnevenGrid { expected: usize, found: usize },
    #[error("a game on a board has one `move` rule (the first is on line {first_line})")]
    BoardRuleTwice { first_line: usize },
    #[error("the game has no `move`: add one, such as `move token`")]
    NoBoardMove,
    #[error("`move token erase` plays one token: `start` names the node it stands on")]
    NoTokenInStart,
    #[error("`where` conditions are for heap moves: a board move has none")]
    WhereOnBoard,
    #[error(
        "this game is played on components with coordinates: it is read with its `component` statement (`sg solve`, `table`, `graph`, `check`), not as a game of heaps"
    )]
    PlayedOnComponents,
    #[error(
        "a `to` move replaces a component by others: add `component NAME, …` naming the coordinates of a component"
    )]
    ReplaceWithoutComponent,
    #[error("{what} is for games of heaps; a game of components moves with `move … to (…)`")]
    NotOnComponents { what: &'static str },
    #[error("`say` needs words: the text between the quotes is blank")]
    SayEmpty,
    #[error(
        "a move that wins at once is read in normal play of a sum (`compound disjunctive`) only: {why}"
    )]
    WinsOutsideNormalSums { why: &'static str },
    #[error(
        "unknown name `{}`: not a coordinate, a chosen number or a parameter{}",
        excerpt(name),
        hint(suggestion)
    )]
    UnknownName {
        name: String,
        suggestion: Option<String>,
    },
    #[error(
        "`{}` is already a name here (a coordinate, a chosen number or a parameter): choose another",
        excerpt(name)
    )]
    NameTwice { name: String },
    #[error(
        "unknown function `{}`: expressions know `min(a, b, …)`, `max(a, b, …)`, `pow(a, b)`, `power_of_2(a)`, `prime(a)` and `divides(a, b)`",
        excerpt(name)
    )]
    UnknownFunction { name: String },
    #[error("`{function}` needs {}", match count {
        None => "two numbers or more".to_string(),
        Some(1) => "one number".to_string(),
        Some(n) => format!("{n} numbers"),
    })]
    ArgumentCount {
        function: String,
        count: Option<usize>,
    },
    #[error("a component of this game has {expected} coordinate{s}, but this one has {found}", s = if *expected == 1 { "" } else { "s" })]
    CoordinateCount { expected: usize, found: usize },
    #[error("a move chooses at most {limit} numbers")]
    TooManyChoices { limit: usize },
    #[error("{0}")]
    NoEnd(String),
    #[error(
        "`measure` names what goes down with every move of a game of components: add `component NAME, …`"
    )]
    MeasureWithoutComponents,
    #[error("a measure is a polynomial of the coordinates: numbers, names, `+`, `-` and `*`")]
    MeasureNotPolynomial,
    #[error(
        "the measure `{measure}` cannot be shown to go down by at least 1 with every move of this rule and stay at least 0: it is not shown to {reason}"
    )]
    MeasureFails { measure: String, reason: String },
}

impl LowerError {
    /// A statement keyword nobody knows, with the nearest known one.
    pub(super) fn unknown_statement(word: &ast::Word) -> LowerError {
        const STATEMENTS: [&str; 9] = [
            "game",
            "param",
            "heaps",
            "play",
            "start",
            "board",
            "component",
            "measure",
            "move",
        ];
        let suggestion = suggest::closest(&word.text, STATEMENTS).map(str::to_string);
        LowerError {
            span: word.span,
            kind: LowerErrorKind::UnknownStatement {
                found: word.text.clone(),
                suggestion,
            },
        }
    }
}
