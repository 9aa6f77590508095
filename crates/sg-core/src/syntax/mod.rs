//! Stage 1: text to syntax tree.
//!
//! The grammar (`grammar/game.pest`) only decides the shape of each line; names, numbers
//! and ranges are checked in `ir`. pest's types never leave this module: callers get the
//! typed tree of `ast` or a `SyntaxError` whose message names tokens, not grammar rules.
//! Expression nesting is bounded before parsing, so no input can exhaust the stack; the
//! file is parsed a line at a time, and files and lines have a largest size, so no input
//! can exhaust memory either.

pub(crate) mod ast;
mod error;
mod grammar;
mod parser;

pub(crate) use parser::parse;
pub use parser::{MAX_FILE_BYTES, MAX_LINE_BYTES, MAX_NESTING};
