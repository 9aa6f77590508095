//! The raw syntax tree of a rule file: what was written, with spans, before any checking.
//! Numbers stay as text here so that lowering can report an overflow at its place.

use crate::span::Span;

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct File {
    pub statements: Vec<Statement>,
    /// The span at the end of the text, for errors about something missing.
    pub end: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Statement {
    pub span: Span,
    /// The span of the statement's keyword.
    pub keyword: Span,
    pub kind: StatementKind,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum StatementKind {
    Game {
        name: String,
    },
    Param {
        name: Word,
        value: Number,
    },
    Heaps(HeapsSpec),
    Play(PlaySpec),
    /// `compound KIND`: how the components of a position are played together.
    Compound(Word),
    /// `start 3 5` or `start 2,3 4,5`: each word, as the numbers its commas separate.
    Start(Vec<Vec<Number>>),
    Move(MoveRule),
    /// `board "FILE"` or `board grid …`: what the game is played on, as written.
    Board(BoardSpec),
    /// `component NAME [= EXPR], …`: the coordinates of a component, with defaults.
    Component(Vec<Coordinate>),
    /// `measure EXPR`: what goes down with every move, named by the author.
    Measure(Expr),
    Unknown {
        word: Word,
    },
}

/// What a game on a board is played on.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum BoardSpec {
    /// `board "FILE"`: a DOT file, its path as written and the span of the quoted string.
    File { path: String, string: Span },
    /// `board grid R x C`: a full grid of R rows and C columns.
    Grid { rows: Number, columns: Number },
    /// `board grid "ROW" …`: a shape, each row as written (`.` a cell, `#` none) with the
    /// span of its quoted string.
    Shape(Vec<(String, Span)>),
}

/// A coordinate of a component and its default, an expression of the coordinates before it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Coordinate {
    pub name: Word,
    pub default: Option<Expr>,
}

/// `NAME in LOW..HIGH`: a number a move chooses (both ends included).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Binding {
    pub span: Span,
    pub name: Word,
    pub low: Expr,
    pub high: Expr,
}

/// `(EXPR, …) [for each NAME in LOW..HIGH]`: one new component, or a run of them.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Target {
    pub span: Span,
    pub coordinates: Vec<Expr>,
    pub each: Option<Binding>,
}

/// A name as written, with its span.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Word {
    pub span: Span,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum HeapsSpec {
    Any,
    Ordered,
    Count(Number),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PlaySpec {
    Normal,
    Misere,
}

/// An integer literal or a parameter name.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Number {
    pub span: Span,
    pub kind: NumberKind,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum NumberKind {
    Literal(String),
    Param(String),
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct NumberSet {
    pub span: Span,
    pub items: Vec<SetItem>,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum SetItem {
    Single(Number),
    Range {
        span: Span,
        low: Number,
        high: Option<Number>,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MoveRule {
    pub span: Span,
    pub kind: MoveKind,
    pub condition: Option<Expr>,
    /// `say "…"`: how a move of the rule reads.
    pub say: Option<Say>,
}

/// `say "take {k}, leaving {n - k}"`: words, and expressions in braces.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Say {
    /// The span of `say` and its quoted text.
    pub span: Span,
    pub parts: Vec<SayPart>,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum SayPart {
    /// Words written as they are.
    Words(String),
    /// `{EXPR}`: the expression's value.
    Value(Expr),
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum MoveKind {
    Take {
        take: NumberSet,
        target: TakeTarget,
    },
    Shift {
        take: NumberSet,
        distance: Number,
    },
    Octal {
        code: Word,
    },
    /// `token [erase]`: a token along an edge, erasing the node it leaves.
    Token {
        erase: bool,
    },
    /// `remove node [and neighbours | and successors]`.
    Remove {
        with: RemoveWith,
    },
    /// `domino`: two adjacent nodes taken away.
    Domino,
    /// `[choose BINDING, …] to TARGET… | to nothing`: one component replaced by others;
    /// `[choose BINDING, …] wins`: a move that wins at once (no targets).
    Replace {
        choose: Vec<Binding>,
        targets: Vec<Target>,
        wins: bool,
    },
}

/// What `remove node` takes away with the node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RemoveWith {
    /// Only the node.
    Nothing,
    /// `and neighbours`.
    Neighbours,
    /// `and successors`: every node after it.
    Successors,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum TakeTarget {
    /// `take K`: what is left stays as one heap.
    OneHeap,
    /// `take K leave L [unequal]`.
    Leave { leave: NumberSet, unequal: bool },
    /// `take K from all`.
    FromAll { span: Span },
    /// `take K from J heaps`.
    FromHeaps(NumberSet),
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Expr {
    pub span: Span,
    pub kind: ExprKind,
}

/// Operator chains are kept flat (`a + b - c` is one node), so the tree's depth grows
/// only with parentheses, which the parser bounds.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum ExprKind {
    Integer(String),
    K,
    N,
    Name(String),
    /// `name(a, b, …)`.
    Call(Word, Vec<Expr>),
    Or(Vec<Expr>),
    And(Vec<Expr>),
    Not(Box<Expr>),
    Compare(Box<Expr>, CompareOp, Box<Expr>),
    Arith(Box<Expr>, Vec<(ArithOp, Expr)>),
    Negate(Box<Expr>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CompareOp {
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Equal,
    NotEqual,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ArithOp {
    Add,
    Subtract,
    Multiply,
    Divide,
    Remainder,
    BitOr,
    Xor,
    BitAnd,
    ShiftLeft,
    ShiftRight,
}

impl ArithOp {
    /// The operator as the language writes it.
    pub(crate) fn symbol(self) -> &'static str {
        match self {
            ArithOp::Add => "+",
            ArithOp::Subtract => "-",
            ArithOp::Multiply => "*",
            ArithOp::Divide => "/",
            ArithOp::Remainder => "%",
            ArithOp::BitOr => "|",
            ArithOp::Xor => "xor",
            ArithOp::BitAnd => "&",
            ArithOp::ShiftLeft => "<<",
            ArithOp::ShiftRight => ">>",
        }
    }
}

/// The span of a word of `start` (`2,3`).
pub(crate) fn start_word_span(word: &[Number]) -> Span {
    let first = word.first().expect("a word has a number").span;
    word.iter().fold(first, |span, n| span.to(n.span))
}

/// A word of `start` as written.
pub(crate) fn start_word_text(word: &[Number]) -> String {
    word.iter()
        .map(|n| match &n.kind {
            NumberKind::Literal(text) | NumberKind::Param(text) => text.as_str(),
        })
        .collect::<Vec<_>>()
        .join(",")
}
