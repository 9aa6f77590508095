//! The engine for any [`ImpartialGame`]: values, outcomes and winning moves of positions
//! in normal play (Sprague–Grundy over components, [`ComponentSearch`]) and in misère play
//! (a search over sums of components, [`MisereComponentSums`]). Rule files reach the same
//! search through their own [`crate::engine::Solver`], which adds the heap kernel and the
//! closed forms in front of it.

use super::analysis::{Analysis, Method, MoveList};
use super::component_search::ComponentSearch;
use super::error::EngineError;
use super::misere::MisereComponentSums;
use super::moves_where::moves_where;
use super::solver::DEFAULT_MAX_MOVES;
use crate::game::ImpartialGame;
use crate::ir::Play;

/// Answers positions of `game`, keeping what it has computed for the next question.
pub struct Analyzer<'g, G: ImpartialGame> {
    game: &'g G,
    play: Play,
    normal: ComponentSearch<'g, G>,
    misere: MisereComponentSums<'g, G>,
    max_moves: usize,
}

impl<'g, G: ImpartialGame> Analyzer<'g, G> {
    /// An analyzer in normal play that keeps at most `max_states` positions in memory.
    pub fn new(game: &'g G, max_states: u64) -> Analyzer<'g, G> {
        Analyzer {
            game,
            play: Play::Normal,
            normal: ComponentSearch::new(game, max_states),
            misere: MisereComponentSums::new(game, max_states),
            max_moves: DEFAULT_MAX_MOVES,
        }
    }

    /// The same analyzer in the given play.
    pub fn with_play(mut self, play: Play) -> Analyzer<'g, G> {
        self.play = play;
        self
    }

    /// Lists at most `max_moves` winning moves (all are still counted).
    pub fn with_max_moves(mut self, max_moves: usize) -> Analyzer<'g, G> {
        self.max_moves = max_moves;
        self
    }

    /// Draw a progress bar on stderr (when it is a terminal) while a question takes long.
    pub fn show_progress(&mut self, on: bool) {
        self.normal.show_progress(on);
        self.misere.show_progress(on);
    }

    /// Reads `deadline` from now on: a question past it is refused (by default there is no
    /// time limit, only the state limit).
    pub fn set_deadline(&mut self, deadline: crate::engine::Deadline) {
        self.normal.set_deadline(deadline);
        self.misere.set_deadline(deadline);
    }

    /// Lists at most `max_moves` winning moves from now on.
    pub fn set_max_moves(&mut self, max_moves: usize) {
        self.max_moves = max_moves;
    }

    /// The game analysed.
    pub fn game(&self) -> &'g G {
        self.game
    }

    /// The play convention.
    pub fn play(&self) -> Play {
        self.play
    }

    /// The position's value: its Grundy value in normal play, G⁻ in misère play (the player
    /// to move loses exactly when it is 0).
    pub fn value(&mut self, position: &G::Position) -> Result<u64, EngineError> {
        match self.play {
            Play::Normal => self.normal.value(position),
            Play::Misere => self.misere.value(position, &mut self.normal),
        }
    }

    /// How this analyzer finds its answers.
    pub fn method(&self) -> Method {
        match self.play {
            Play::Normal => Method::Components,
            Play::Misere => Method::MisereComponents,
        }
    }

    /// The moves from `position` to positions of value `target` (0: the winning moves),
    /// the first few listed and all counted.
    pub fn moves_to(
        &mut self,
        position: &G::Position,
        target: u64,
    ) -> Result<MoveList, EngineError> {
        let (play, normal, misere) = (self.play, &mut self.normal, &mut self.misere);
        moves_where(self.game, position, self.max_moves, |to| {
            let value = match play {
                Play::Normal => normal.value(to)?,
                Play::Misere => misere.value(to, normal)?,
            };
            Ok(value == target)
        })
    }

    /// Everything about one position: its outcome, its value and its winning moves.
    pub fn analyse(&mut self, position: &G::Position) -> Result<Analysis, EngineError> {
        let value = self.value(position)?;
        let winning_moves = if value == 0 {
            MoveList::new(self.max_moves)
        } else {
            self.moves_to(position, 0)?
        };
        Ok(Analysis::of_value(
            value,
            self.play,
            winning_moves,
            self.method(),
        ))
    }
}
