//! sg-core: impartial combinatorial games from rule files, the library of the `sg` tool.
//!
//! A game is written in the `.game` language, parsed ([`syntax`]), lowered to a validated
//! [`ir::Game`] whose move rules generate positions, and solved by the engine, which every
//! consumer reaches through the front door ([`door`]). The crate holds the layers from the
//! syntax to play (docs/ARCHITECTURE.md); the tool's dependencies (the command line, the
//! terminal, the web server) are not among its own. PNG pictures come with the feature
//! `png`; the engine's progress bars are drawn by whoever installs a
//! [`engine::ProgressSink`].
//!
//! ```
//! use sg_core::{Source, parse_game};
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
pub mod door;
pub mod engine;
pub mod error;
pub mod export;
pub mod game;
pub mod ir;
mod load;
pub mod play;
pub mod report;
mod source;
pub mod span;
mod suggest;
pub mod syntax;

pub use error::Error;
pub use load::{load_game, parse_bytes, parse_components, parse_game};
pub use source::Source;
