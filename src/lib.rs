//! sg: impartial combinatorial games from rule files.
//!
//! A game is written in the `.game` language, parsed ([`syntax`]), lowered to a validated
//! [`ir::Game`] whose move rules generate positions, and solved by the engine.
//!
//! ```
//! use sg::{Source, parse_game};
//!
//! let text = "game \"Kayles\"\nmove take 1..2 leave 0..2\n";
//! let game = parse_game(Source::new("kayles.game", text), &[]).unwrap();
//! assert!(game.is_sum());
//! assert_eq!(game.max_take(), Some(2));
//! // From a row of 3 pins: take 1 or 2, leaving the rest as one row or two.
//! let moves = game.moves(&[3]).unwrap();
//! let described: Vec<String> = moves.iter().map(|m| game.describe(&[3], m)).collect();
//! assert!(described.contains(&"take 1 from the heap of 3, leaving 1 and 1".to_string()));
//! ```

pub mod board;
pub mod cli;
pub mod door;
pub mod engine;
mod error;
pub mod export;
pub mod game;
pub mod ir;
mod load;
pub mod play;
pub mod report;
pub mod serve;
mod source;
pub mod span;
mod suggest;
pub mod syntax;

pub use error::Error;
pub use load::{load_game, parse_bytes, parse_components, parse_game};
pub use source::Source;
