//! Games of components with moves that win at once (`move … wins`; the reduction is in
//! the IR's `components/wins.rs`): the memoized search over the game's moves, which leave
//! out the moves that hand the opponent a win, values them. A position with a component a
//! move wins from is won in every sum, so its analysis gives no Grundy value; its value
//! (for tables and play) is the one of the position alone, never 0. The values of single
//! components, and of sums without a winning component, come from the table of component
//! values ([`ComponentTable`]).

use super::analysis::{Analysis, Method, MoveList, Note};
use super::analyzer::Analyzer;
use super::component_table::ComponentTable;
use super::{Deadline, EngineError, GeneralizedValue, PositionSolver};
use crate::game::GameError;
use crate::ir::{ComponentGame, Play};

/// The search for a game with `wins` moves, saying where a position is won at once.
pub struct WinsAtOnceSolver<'g> {
    game: &'g ComponentGame,
    search: Analyzer<'g, ComponentGame>,
    table: ComponentTable<'g>,
}

impl<'g> WinsAtOnceSolver<'g> {
    /// The search over `game`'s positions in normal play, keeping at most `max_states`.
    pub fn new(game: &'g ComponentGame, max_states: u64) -> WinsAtOnceSolver<'g> {
        WinsAtOnceSolver {
            game,
            search: Analyzer::new(game, max_states).with_play(Play::Normal),
            table: ComponentTable::new(game, max_states),
        }
    }
}

impl PositionSolver<Vec<Vec<u64>>> for WinsAtOnceSolver<'_> {
    /// A sum without a winning component is worth the XOR of its components' values, and
    /// a single component its own value: both from the table; any other position is
    /// valued as a whole by the search.
    fn value(&mut self, position: &Vec<Vec<u64>>) -> Result<GeneralizedValue, EngineError> {
        let winning = self
            .game
            .winning_count(position)
            .map_err(|e| EngineError::Game(GameError::from(e)))?;
        if winning > 0 && position.len() > 1 {
            return PositionSolver::value(&mut self.search, position);
        }
        let (search, table) = (&mut self.search, &mut self.table);
        let mut total = 0;
        for component in position {
            total ^= table.value(component, &mut |whole| search.value(&whole.to_vec()))?;
        }
        Ok(GeneralizedValue::Finite(total))
    }

    fn analyse(&mut self, position: &Vec<Vec<u64>>) -> Result<Analysis, EngineError> {
        let mut analysis = self.search.analyse(position)?;
        let winning = self
            .game
            .winning_count(position)
            .map_err(|e| EngineError::Game(GameError::from(e)))?;
        if winning > 0 {
            analysis.grundy = None;
            analysis.notes.push(Note::WonAtOnce);
        }
        Ok(analysis)
    }

    fn method(&self) -> Method {
        self.search.method()
    }

    fn set_max_moves(&mut self, max_moves: usize) {
        self.search.set_max_moves(max_moves);
    }

    fn moves_to(
        &mut self,
        position: &Vec<Vec<u64>>,
        target: u64,
    ) -> Option<Result<MoveList, EngineError>> {
        PositionSolver::moves_to(&mut self.search, position, target)
    }

    fn set_deadline(&mut self, deadline: Deadline) {
        self.search.set_deadline(deadline);
        self.table.progress().set_deadline(deadline);
    }

    fn show_progress(&mut self, on: bool) {
        self.search.show_progress(on);
        self.table.progress().show(on);
    }
}
