//! Stage 8: a person plays any impartial game against the engine, at a terminal or through pipes.
//!
//! Each turn the loop shows the position (the game's [`ImpartialGame::view`]) and a
//! numbered menu of the legal moves, with the game's descriptions. The person types a
//! move's number, the position after it (`to 3 1` where the position is one number), or
//! the move's description; `hint` shows the winning moves, `undo` takes back the
//! person's last move and the engine's answer, `moves` lists every move, `help` and
//! `quit` do what they say. A line that is not a legal move is explained and asked again;
//! the end of the input ends the game, unfinished.
//!
//! The engine plays a winning move whenever one exists, found through the front door
//! ([`crate::door`]) by the same methods `sg solve` uses; from a drawn position it keeps
//! the draw; from a lost position it makes the move it can delay longest with. Normal and
//! misère play both work, for one game or a sum of games of any kinds.
//!
//! With [`PlayOptions::json`] every output is one JSON object a line:
//! [`crate::report::PlayState`] at the start and after each engine move,
//! [`crate::report::PlayHint`] for `hint`, [`crate::report::PlayError`] for a refused line
//! (docs/JSON.md gives the shapes).
//!
//! `sg play` runs the same loop on the same table: games of heaps add their own words for
//! moves ("take 2 from heap 3") and a drawing of the heaps through [`Solvable`].
//!
//! ```
//! use sg::door::Solvable;
//! use sg::game::{GameError, ImpartialGame, Moves};
//! use sg::play::{PlayOptions, play};
//! use sg::report::{PlayState, Player};
//!
//! /// Subtract 1 or 2 from a counter; the last to move wins.
//! struct Bash;
//!
//! impl ImpartialGame for Bash {
//!     type Position = u64;
//!     fn name(&self) -> String {
//!         "Bash".into()
//!     }
//!     fn moves(&self, n: &u64, moves: &mut impl Moves<u64>) -> Result<(), GameError> {
//!         for k in 1..=2.min(*n) {
//!             moves.add_described(&(n - k), || format!("take {k}"));
//!         }
//!         Ok(())
//!     }
//! }
//!
//! /// The front door answers Bash by the search over its moves.
//! impl Solvable for Bash {}
//!
//! // From 3 every move loses: the person types "take 1" (the move's description), the
//! // engine takes the other 2 and wins.
//! let options = PlayOptions { json: true, ..PlayOptions::default() };
//! let mut output = Vec::new();
//! play(&Bash, 3, &options, &mut "take 1\n".as_bytes(), &mut output).unwrap();
//! let text = String::from_utf8(output).unwrap();
//! let last: PlayState = serde_json::from_str(text.lines().last().unwrap()).unwrap();
//! assert!(last.game_over);
//! assert_eq!(last.winner, Some(Player::Sg));
//! ```

mod command;
mod session;
mod sum_table;
mod table;

use std::io::{BufRead, Write};

pub(crate) use session::{PlayFailure, run};
pub(crate) use sum_table::SumTable;

use crate::door::{Door, Limits, Solvable};
use crate::engine::DEFAULT_MAX_STATES;
use crate::error::Error;
use crate::ir::Play;
use crate::report::Player;

/// How a game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayOptions {
    /// Normal play (the last to move wins) or misère play (the last to move loses).
    pub play: Play,
    /// Who moves first.
    pub first: Player,
    /// One JSON object a line instead of text for a person.
    pub json: bool,
    /// The most positions the engine keeps in memory.
    pub max_states: u64,
}

impl Default for PlayOptions {
    /// Normal play, the person first, text, the engine's default memory.
    fn default() -> PlayOptions {
        PlayOptions {
            play: Play::Normal,
            first: Player::You,
            json: false,
            max_states: DEFAULT_MAX_STATES,
        }
    }
}

/// Plays `game` from `start` against the person whose lines come from `input`, writing
/// to `output`; the engine answers through the front door in `options.play`. Returns when
/// the game is over, the person quits, the input ends or the output is closed; an error
/// only when the engine fails (a position beyond `max_states`, an error of the game) or
/// the input cannot be read.
pub fn play<G: Solvable>(
    game: &G,
    start: G::Position,
    options: &PlayOptions,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), Error> {
    let limits = Limits {
        max_states: options.max_states,
        ..Limits::default()
    };
    let door = Door::of_game(game, start, options.play, &limits)?;
    play_door(door, options.first, options.json, input, output)
}

/// Plays the position of `door` (one game, or a sum of games of any kinds), `first` to
/// move, as [`play`] does.
pub fn play_door(
    door: Door<'_>,
    first: Player,
    json: bool,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), Error> {
    match run(SumTable::new(door), first, json, input, output) {
        Ok(()) | Err(PlayFailure::Closed) => Ok(()),
        Err(PlayFailure::Error(e)) => Err(e),
    }
}
