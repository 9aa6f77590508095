//! Stage 8: a person plays any impartial game against the engine, at a terminal or through pipes.
//!
//! Each turn the loop shows the position (the game's own drawing,
//! [`crate::door::Solvable::draw`], its heaps and components under names that stay for the
//! whole game) and the numbered list of legal moves, moves to the same position one line.
//! The person types a move's number, its words (as the list or a hint writes them, or
//! their start, or the game's own: `take 2 from heap 3`, `remove 0`, `fly to 2`), or the
//! position after it (`to 3 1`); Enter plays a forced move. `hint` lists the winning
//! moves (else those that keep a draw) and says which lose; `values on` marks every move
//! win, lose or draw with the moves to the end, and shows the values; `undo`, `again`,
//! `swap`, `moves`, `state`, `help` and `quit` do what they say, in any letter case. A
//! line that is not a legal move is explained and asked again, and nothing else is printed.
//! At a terminal lines are edited and recalled with the arrows, and the prompt stays alive
//! while the engine thinks (the tool's `src/play/terminal.rs`, through [`run_session`]):
//! sg says so after half a second, lines typed meanwhile wait their turn, and `quit` or
//! Ctrl-C leave at once. Any line, of any bytes
//! and any length, gets one reply; a question the engine cannot answer within its limits
//! is one error reply, and the game goes on as it stood.
//!
//! The engine plays a winning move whenever one exists, found through the front door
//! ([`crate::door`]) by the same methods `sg solve` uses; from a drawn position it keeps
//! the draw; from a lost position it makes the move it can delay longest with. Normal and
//! misère play both work, for one game or a sum of games of any kinds. Where play can come
//! back to a position (a board with cycles), a position met a third time with the same
//! player to move ends the game as a draw.
//!
//! With [`SessionOptions::json`] the session speaks the protocol of docs/JSON.md: the state
//! at the start, then exactly one reply line ([`crate::report::PlayReply`]) for every line
//! read; each state lists every legal move with the line that plays it. The web page runs
//! the same session through it.
//!
//! ```
//! use sg_core::door::Solvable;
//! use sg_core::game::{GameError, ImpartialGame, Moves};
//! use sg_core::play::{PlayOptions, play};
//! use sg_core::report::{PlayReply, Player};
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
//! let mut options = PlayOptions::default();
//! options.session.json = true;
//! let mut output = Vec::new();
//! play(&Bash, 3, &options, &mut "take 1\n".as_bytes(), &mut output).unwrap();
//! let text = String::from_utf8(output).unwrap();
//! let PlayReply::State(last) = serde_json::from_str(text.lines().last().unwrap()).unwrap() else {
//!     panic!("a state")
//! };
//! assert!(last.game_over);
//! assert_eq!(last.result.unwrap().winner, Some(Player::Sg));
//! ```

mod command;
mod failure;
mod history;
mod input;
mod layout;
mod menu;
mod protocol;
mod screen;
mod session;
mod sum_table;

use std::io::{BufRead, Write};

use sum_table::SumTable;

pub use command::quits;
pub use failure::PlayFailure;
pub use input::{Line, LineSource};

use crate::door::{Door, Limits, Solvable};
use crate::engine::DEFAULT_MAX_STATES;
use crate::error::Error;
use crate::ir::Play;
use crate::report::Player;

/// How a session is played, once the game is open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionOptions {
    /// Who moves first.
    pub first: Player,
    /// The protocol of docs/JSON.md (one JSON object a line) instead of text for a person.
    pub json: bool,
    /// Values mode from the start: each move marked win, lose or draw, and the values.
    pub show_values: bool,
    /// How long the session waits before answering each line (zero but in tests: it lets
    /// a test see sg while it thinks, whatever the speed of the machine).
    pub answer_delay: std::time::Duration,
    /// Whether the text is painted: values mode's marks and the result in colour (a
    /// terminal where `NO_COLOR` is not set; never in JSON).
    pub colour: bool,
    /// Whether each JSON state carries the boards drawn as pictures (`figures`: SVG, for
    /// Green Hackenbush and tokens on a graph), as the web page shows them.
    pub figures: bool,
}

impl Default for SessionOptions {
    /// The person first, text, values hidden.
    fn default() -> SessionOptions {
        SessionOptions {
            first: Player::You,
            json: false,
            show_values: false,
            answer_delay: std::time::Duration::ZERO,
            colour: false,
            figures: false,
        }
    }
}

/// How a game written in Rust is opened and played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayOptions {
    /// Normal play (the last to move wins) or misère play (the last to move loses).
    pub play: Play,
    /// The most positions the engine keeps in memory.
    pub max_states: u64,
    /// How the session goes.
    pub session: SessionOptions,
}

impl Default for PlayOptions {
    /// Normal play, the engine's default memory, the default session.
    fn default() -> PlayOptions {
        PlayOptions {
            play: Play::Normal,
            max_states: DEFAULT_MAX_STATES,
            session: SessionOptions::default(),
        }
    }
}

/// Plays `game` from `start` against the person whose lines come from `input`, writing
/// to `output`; the engine answers through the front door in `options.play`. Returns when
/// the person quits, the input ends or the output is closed; an error only when the engine
/// fails (a position beyond `max_states`, an error of the game) or the input cannot be
/// read.
pub fn play<G: Solvable>(
    game: &G,
    start: G::Position,
    options: &PlayOptions,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), Error> {
    let door = open(game, start, options)?;
    play_door(door, &options.session, input, output)
}

/// The door of `game` at `start`, as `options` say.
pub fn open<'g, G: Solvable>(
    game: &'g G,
    start: G::Position,
    options: &PlayOptions,
) -> Result<Door<'g>, Error> {
    let limits = Limits {
        max_states: options.max_states,
        ..Limits::default()
    };
    Door::of_game(game, start, options.play, &limits)
}

/// Plays the position of `door` (one game, or a sum of games of any kinds), reading the
/// person's lines from `input` (nothing is echoed; a prompt is written before each line
/// in text) and writing to `output`.
pub fn play_door(
    door: Door<'_>,
    options: &SessionOptions,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), Error> {
    finish(session::run(
        SumTable::new(door),
        options,
        &mut input::Piped(input),
        output,
    ))
}

/// Runs a session on the position of `door` with the person's lines from `input`, a
/// source of lines of its own (the tool's line editor at a terminal), writing to `output`.
pub fn run_session(
    door: Door<'_>,
    options: &SessionOptions,
    input: &mut dyn LineSource,
    output: &mut dyn Write,
) -> Result<(), PlayFailure> {
    session::run(SumTable::new(door), options, input, output)
}

/// A closed output ends a game quietly.
fn finish(done: Result<(), PlayFailure>) -> Result<(), Error> {
    match done {
        Ok(()) | Err(PlayFailure::Closed) => Ok(()),
        Err(PlayFailure::Error(e)) => Err(e),
    }
}
