//! What can be wrong in a DOT file, each with the span it is about; the words are in the
//! `#[error]` texts.

use crate::span::Span;

/// An error in a DOT file, at the place it is about.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct DotError {
    /// Where in the file.
    pub span: Span,
    /// What is wrong.
    pub kind: DotErrorKind,
}

impl DotError {
    pub(crate) fn new(span: Span, kind: DotErrorKind) -> DotError {
        DotError { span, kind }
    }
}

/// What can be wrong in a DOT file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DotErrorKind {
    /// Something else was found where the grammar expects a token.
    #[error("expected {expected}, found {found}")]
    Expected {
        /// What the grammar expects there.
        expected: &'static str,
        /// What the file has there.
        found: String,
    },
    /// A character DOT does not allow.
    #[error("unexpected character `{}` in a DOT file", found.escape_default())]
    UnexpectedCharacter {
        /// The character.
        found: char,
    },
    /// A quoted string without its closing quote.
    #[error("this quoted string is never closed (a `\"` is missing)")]
    UnclosedString,
    /// A `/* */` comment without its end.
    #[error("this comment is never closed (a `*/` is missing)")]
    UnclosedComment,
    /// An HTML string `<…>` without its closing `>`.
    #[error("this HTML string is never closed (a `>` is missing)")]
    UnclosedHtml,
    /// An edge of the wrong kind for the graph (`--` in a `digraph`, `->` in a `graph`); `directed` is the graph's kind.
    #[error(
        "`{found}` joins the nodes of {kind}; write `{wanted}` ({hint})",
        found = if *directed { "--" } else { "->" },
        wanted = if *directed { "->" } else { "--" },
        kind = if *directed { "a `digraph`" } else { "an undirected `graph`" },
        hint = if *directed {
            "for a Green Hackenbush drawing, write `graph` and `--`, with a node named `ground`"
        } else {
            "for tokens moving along edges, write `digraph` and `->`"
        }
    )]
    WrongEdge {
        /// Whether the graph is a `digraph`.
        directed: bool,
    },
    /// Subgraphs nested deeper than `limit`.
    #[error("subgraphs nested more than {limit} deep")]
    TooDeep {
        /// The limit.
        limit: usize,
    },
    /// More nodes and edges than `limit`.
    #[error(
        "the board has more than {limit} nodes and edges (--max-states); raise the limit with --max-states N"
    )]
    TooLarge {
        /// The limit.
        limit: u64,
    },
    /// An undirected graph (a Hackenbush drawing) without its `ground` node.
    #[error(
        "an undirected graph is read as a Green Hackenbush drawing, which needs a node named `ground` (where the drawing stands); for tokens moving along edges, write `digraph` and `->`; for another game on this graph (Node Kayles, Geography, tokens both ways), name it from a rule file: `board \"FILE.dot\"` and a `move` rule (docs/LANGUAGE.md)"
    )]
    NoGround,
    /// An edge of a Hackenbush drawing not joined to the ground.
    #[error(
        "this edge does not hang from `ground`: every edge of a Green Hackenbush drawing must be joined to the ground through other edges (an edge that is not would fall at once)"
    )]
    Floating,
}
