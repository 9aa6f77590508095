//! What can be wrong in a DOT file, each with the span it is about; the words are in the
//! `#[error]` texts.

use crate::span::Span;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct DotError {
    pub span: Span,
    pub kind: DotErrorKind,
}

impl DotError {
    pub(crate) fn new(span: Span, kind: DotErrorKind) -> DotError {
        DotError { span, kind }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DotErrorKind {
    #[error("expected {expected}, found {found}")]
    Expected {
        expected: &'static str,
        found: String,
    },
    #[error("unexpected character `{}` in a DOT file", found.escape_default())]
    UnexpectedCharacter { found: char },
    #[error("this quoted string is never closed (a `\"` is missing)")]
    UnclosedString,
    #[error("this comment is never closed (a `*/` is missing)")]
    UnclosedComment,
    #[error("this HTML string is never closed (a `>` is missing)")]
    UnclosedHtml,
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
    WrongEdge { directed: bool },
    #[error("subgraphs nested more than {limit} deep")]
    TooDeep { limit: usize },
    #[error(
        "the board has more than {limit} nodes and edges (--max-states); raise the limit with --max-states N"
    )]
    TooLarge { limit: u64 },
    #[error(
        "an undirected graph is read as a Green Hackenbush drawing, which needs a node named `ground` (where the drawing stands); for tokens moving along edges, write `digraph` and `->`"
    )]
    NoGround,
    #[error(
        "this edge does not hang from `ground`: every edge of a Green Hackenbush drawing must be joined to the ground through other edges (an edge that is not would fall at once)"
    )]
    Floating,
}
