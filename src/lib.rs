//! sg: the tool on top of the library [`sg_core`]: the command line ([`cli`]), play at a
//! terminal ([`play`]), the web page ([`serve`]) and the engine's progress bars. The
//! library's layers are re-exported under their own names, so a program (or a test) that
//! uses `sg::door` reaches the same front door as one that depends on `sg-core` alone.
//!
//! ```
//! use sg::{Source, parse_game};
//!
//! let text = "game \"Kayles\"\nmove take 1..2 leave 0..2\n";
//! let game = parse_game(Source::new("kayles.game", text), &[]).unwrap();
//! assert_eq!(game.max_take(), Some(2));
//! ```

pub mod cli;
pub mod serve;

use sg_core::error;

pub use sg_core::{
    Error, Source, board, door, engine, export, game, ir, load_game, parse_bytes, parse_components,
    parse_game, report, span, syntax,
};

/// Stage 8: play, from the library (one loop, one table for every game and sum, its
/// protocol), with the line editor of the terminal here.
pub mod play {
    pub use sg_core::play::*;

    mod terminal;

    pub use terminal::{play_at_terminal, play_files_at_terminal};
}
