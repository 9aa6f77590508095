//! Stage 7: the one front door to the engine (docs/ARCHITECTURE.md): load a game of any kind once
//! ([`GameFile`]), or take a game written in Rust ([`Solvable`]); open a position of it, or
//! of a sum of games of different kinds ([`Door`]); ask. The engine behind the door picks
//! the method — the heap kernel and proved periods, closed forms, misère quotients, the
//! line table, component theorems, Hackenbush, the loopy analysis, the search — and says
//! which it used; the answer carries the outcome, the value, the winning (or
//! draw-keeping) moves, the remoteness and every option with who wins after it. The
//! command line, the play loop and the web page call nothing else to solve.

/// Runs `$body` with `$game` bound to the board's game, whichever kind it is.
macro_rules! with_board {
    ($board:expr, $game:ident => $body:expr) => {
        match $board {
            crate::board::Board::Tokens($game) => $body,
            crate::board::Board::Drawing($game) => $body,
            crate::board::Board::Geography($game) => $body,
            crate::board::Board::Removal($game) => $body,
        }
    };
}

mod answer;
mod check;
mod compound;
mod game_file;
mod kinds;
mod limits;
mod moves;
mod outcome;
mod part;
mod quotient;
mod remoteness;
mod said;
mod search_memo;
mod session;
mod sketch;
mod solvable;
mod solve;
mod sum;
mod summary;
mod table;
mod value_only;
mod whole_table;
mod words;

pub use answer::Answer;
pub use check::Check;
pub use game_file::{Boards, GameFile, GameKind, SERVED_KINDS, is_served, not_served, read_within};
pub use limits::Limits;
pub use said::{is_verb, one_move, words_of};
pub use session::Session;
pub use sketch::{Item, Row, Sketch};
pub use solvable::Solvable;
pub use solve::{Solved, solve};
pub use table::{Cells, HeapTables, cells, component_values};
pub use whole_table::Table;
pub use words::{Summand, Words};

pub use part::{Id, PartMove};
pub use sum::SumMove;

pub(crate) use part::{MOVES_SCANNED, Part, Typed};
pub(crate) use sum::SumEngine;

use crate::error::Error;
use crate::ir::{Compound, Play};

use compound::CompoundPart;

/// What a game is opened for: to answer a position, or to play one (where a game with no
/// start of its own may have a position to play from).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Opening {
    Answer,
    Play,
}

/// A position of a game, or of a sum of games of any kinds, ready to be asked about.
pub struct Door<'a> {
    pub(crate) engine: SumEngine<'a>,
    pub(crate) at: Vec<Id>,
}

impl<'a> Door<'a> {
    /// The sum of the games of `files` at the positions their `words` name (a game given
    /// no words is at its `start`, or its default position), within `limits`.
    pub fn open(files: &[(&'a GameFile, Words)], limits: &Limits) -> Result<Door<'a>, Error> {
        Door::open_for(files, limits, Opening::Answer)
    }

    /// [`Door::open`] for a game to be played: a game given no words and no start is
    /// played from [`Solvable::play_start`] where it has one (a board of tokens: a token
    /// on each node no edge leads into).
    pub fn open_to_play(
        files: &[(&'a GameFile, Words)],
        limits: &Limits,
    ) -> Result<Door<'a>, Error> {
        Door::open_for(files, limits, Opening::Play)
    }

    fn open_for(
        files: &[(&'a GameFile, Words)],
        limits: &Limits,
        opening: Opening,
    ) -> Result<Door<'a>, Error> {
        apart(files.iter().map(|(file, _)| *file))?;
        let mut parts = Vec::with_capacity(files.len());
        let mut at = Vec::with_capacity(files.len());
        for (file, words) in files {
            let mut part = file.part(limits)?;
            at.push(part.read(file, words, opening)?);
            parts.push(part);
        }
        Ok(Door {
            engine: SumEngine::new(parts, *limits)?,
            at,
        })
    }

    /// A game written in Rust at `position`, in `play`, within `limits`.
    pub fn of_game<G: Solvable>(
        game: &'a G,
        position: G::Position,
        play: Play,
        limits: &Limits,
    ) -> Result<Door<'a>, Error> {
        let mut part = Typed::new(game, play, limits)?;
        let at = part.intern(position);
        Ok(Door {
            engine: SumEngine::new(vec![Box::new(part)], *limits)?,
            at: vec![at],
        })
    }

    /// The graph of the positions reachable from the position (of one game), each valued
    /// by the engine, within `limits` (nodes and edges; the memory of its positions and
    /// the deadline are the question's, from the limits the door was opened with).
    pub fn graph(
        &mut self,
        limits: crate::export::Limits,
    ) -> Result<crate::export::GameGraph, Error> {
        if self.engine.len() > 1 {
            return Err(Error::new(
                "the graph of a sum of several games is not drawn: draw each game's graph",
            ));
        }
        let limits = crate::export::Limits {
            states: self.engine.limits.max_states,
            deadline: self.engine.deadline,
            ..limits
        };
        self.engine.part(0).graph(self.at[0], limits)
    }

    /// When the question must be answered by (`--max-time`, from the limits the door was
    /// opened with): work done with the door's answers, a picture say, keeps to it too.
    pub fn deadline(&self) -> crate::engine::Deadline {
        self.engine.deadline
    }

    /// Everything about the position: outcome, value, winning (or draw-keeping) moves,
    /// method, remoteness, and its first `options` options with who wins after each.
    pub fn answer(&mut self, options: usize) -> Result<Answer, Error> {
        self.engine.answer(&self.at, options)
    }

    /// Who wins the position, and nothing else (on a board: whether it is lost, without
    /// its value).
    pub fn outcome(&mut self) -> Result<crate::report::OutcomeAnswer, Error> {
        self.engine.outcome_answer(&self.at)
    }

    /// Who wins the position and its value, and nothing else (on a board: the value
    /// without the winning moves or the remoteness).
    pub fn value(&mut self) -> Result<crate::report::ValueAnswer, Error> {
        self.engine.value_answer(&self.at)
    }
}

/// Refuses a sum of several games where one is played as a compound other than the sum,
/// or has a move that wins at once.
fn apart<'a>(files: impl ExactSizeIterator<Item = &'a GameFile>) -> Result<(), Error> {
    if files.len() < 2 {
        return Ok(());
    }
    for file in files {
        if file.compound != Compound::Disjunctive {
            return Err(Error::new(format!(
                "`{}` is played as a {} compound: its games are the words of its position, and it is not added to other games (`+`)",
                file.path.display(),
                file.compound.name()
            )));
        }
        if let GameKind::Components(game) = &file.kind
            && game.has_winning_moves()
        {
            return Err(Error::new(format!(
                "`{}` has a move that wins at once, ending play for the whole sum: its positions have no value to add, and it is not added to other games (`+`)",
                file.path.display()
            )));
        }
    }
    Ok(())
}

impl GameFile {
    /// The game as a part of a sum, with its engine and no position yet: each position is
    /// read into it ([`Part::read`]), and the engine's memo serves them all.
    pub(crate) fn part<'a>(&'a self, limits: &Limits) -> Result<Box<dyn Part + 'a>, Error> {
        match &self.kind {
            GameKind::Heaps(game) => self.typed(game, limits),
            GameKind::Components(game) => self.typed(game, limits),
            GameKind::Board(board) => with_board!(board, game => self.typed(game, limits)),
        }
    }

    /// Whether the game has a position to answer when no words are given.
    pub fn has_start(&self) -> bool {
        self.start.is_some()
            || match &self.kind {
                GameKind::Heaps(game) => game.default_position().is_some(),
                GameKind::Components(game) => game.default_position().is_some(),
                GameKind::Board(board) => {
                    with_board!(board, game => game.default_position().is_some())
                }
            }
    }

    /// The position of `game` the words name (`nothing`: the empty position), or its
    /// start, or its default position.
    pub(crate) fn position_of<G: Solvable>(
        &self,
        game: &G,
        words: &Words,
        opening: Opening,
    ) -> Result<G::Position, Error> {
        if words.names_nothing()? {
            return game.read_position(&Words::empty(words.line.clone()));
        }
        if !words.is_empty() {
            return game.read_position(words);
        }
        if let Some(start) = &self.start {
            return game.read_position(start);
        }
        let play_start = match opening {
            Opening::Play => game.play_start(),
            Opening::Answer => None,
        };
        game.default_position().or(play_start).ok_or_else(|| {
            words.error_about_all(format!(
                "`{}` has no start position: give the position after the game",
                self.path.display()
            ))
        })
    }

    fn typed<'a, G: Solvable>(
        &'a self,
        game: &'a G,
        limits: &Limits,
    ) -> Result<Box<dyn Part + 'a>, Error> {
        let part = Typed::new(game, self.play, limits)?;
        if self.compound == Compound::Disjunctive {
            return Ok(Box::new(part));
        }
        Ok(Box::new(CompoundPart::new(
            Box::new(part),
            self.compound,
            limits,
        )?))
    }

    /// The words of the games of a compound: one game a word, from `words` or else from
    /// `start`.
    pub(crate) fn compound_words<'w>(&'w self, words: &'w Words) -> Result<&'w Words, Error> {
        match (&self.start, words.is_empty()) {
            (Some(start), true) => Ok(start),
            (None, true) => Err(words.error_about_all(format!(
                "a {} compound is answered for a position: give its games after the game, one a word",
                self.compound.name()
            ))),
            (_, false) => Ok(words),
        }
    }
}
