//! Reading Graphviz DOT files: a lexer and a recursive-descent parser written for this
//! crate. The DOT crates on crates.io did not fit: `dot-parser` is GPL-licensed, and
//! `graphviz-rust` reports errors as strings without a place and keeps no spans for the
//! nodes and edges that later errors point at. A pest grammar would fit the language but
//! keeps a queue of every token of the parse, which for a board of a million edges costs
//! far more memory than the board; the hand-written reader keeps only the graph.

mod error;
mod lexer;
mod parser;

pub use error::{DotError, DotErrorKind};
pub use parser::{DotEdge, DotGraph, DotNode, MAX_NESTING, parse_dot};
