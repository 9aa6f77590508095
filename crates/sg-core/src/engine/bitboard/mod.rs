//! The bit-board search: games of taking nodes away from a board (a node alone, with its
//! neighbours, with its successors, or two joined by a domino: Cram, Chomp, Node Kayles,
//! poset games), whatever the rule file says, for boards of at most 256 nodes in normal
//! play. A position is a set of bits ([`bits`]); the board gives each rule's moves as the
//! bits they take and splits a position into its connected pieces ([`layout`]); a piece is
//! remembered by the least image of its shape on a grid, else by its nodes ([`shape`]), in
//! a table bounded in size ([`table`]); under dominoes a piece is first rid of nodes
//! ([`idle`]) and edges ([`twins`]) that do not change its value; values are found by the pruned search of Beling and
//! Rogalski ([`pruned`]), which asks of each option only what the answer needs. An outcome
//! or a winning move asks only whether a sum has the value wanted, which prunes most.
//! Remoteness is searched over whole positions as bit sets ([`remoteness`]).
//!
//! Boards larger than 256 nodes, misère play, and boards on which a piece may have 512
//! moves or more are left to the plain search over components
//! ([`crate::engine::Analyzer`]), which the tests hold this search to on every small board.

mod bits;
mod idle;
mod layout;
mod mirror;
mod nimbers;
mod order_rows;
mod outline;
mod pruned;
mod remoteness;
pub use remoteness::{
    MOST_PIECES_SEARCHED as BOARD_REMOTENESS_PIECES, MOST_POSITIONS as BOARD_REMOTENESS_POSITIONS,
};
mod shape;
mod table;
mod twins;

use super::deadline::Deadline;

use self::layout::Layout;
use self::pruned::PrunedSearch;
use self::remoteness::Remoteness;
use super::analysis::{Analysis, Method, MoveList, Outcome};
use super::error::EngineError;
use super::generalized::GeneralizedValue;
use super::moves_where::moves_where;
use super::position_solver::PositionSolver;
use super::solver::DEFAULT_MAX_MOVES;
use crate::board::Removal;
use crate::ir::Play;

/// The bit-board engine for `game` in normal play, if the board fits (at most 256 nodes,
/// fewer than 512 moves); its table keeps at most about `max_pieces` pieces.
pub fn board_solver<'g>(
    game: &'g Removal,
    max_pieces: u64,
) -> Option<Box<dyn PositionSolver<Vec<u32>> + 'g>> {
    fn boxed<'g, const W: usize>(
        game: &'g Removal,
        max_pieces: u64,
    ) -> Option<Box<dyn PositionSolver<Vec<u32>> + 'g>> {
        let layout = Layout::<W>::of(game)?;
        Some(Box::new(BitBoardSolver {
            game,
            search: PrunedSearch::new(layout, max_pieces),
            remoteness: Remoteness::default(),
            max_moves: DEFAULT_MAX_MOVES,
        }))
    }
    boxed::<1>(game, max_pieces)
        .or_else(|| boxed::<2>(game, max_pieces))
        .or_else(|| boxed::<4>(game, max_pieces))
}

/// Answers positions of a board game by the pruned search over its pieces.
struct BitBoardSolver<'g, const W: usize> {
    game: &'g Removal,
    search: PrunedSearch<W>,
    remoteness: Remoteness<W>,
    max_moves: usize,
}

impl<const W: usize> BitBoardSolver<'_, W> {
    /// Runs `question` on the search, its clock started.
    fn timed<T>(
        &mut self,
        question: impl FnOnce(&mut Self) -> Result<T, EngineError>,
    ) -> Result<T, EngineError> {
        self.search.progress().start();
        let answer = question(self);
        self.search.progress().finish();
        answer
    }

    /// The moves from `position` to positions of value `target`, the first few listed.
    fn moves_list(&mut self, position: &Vec<u32>, target: u64) -> Result<MoveList, EngineError> {
        let search = &mut self.search;
        moves_where(self.game, position, self.max_moves, |to| {
            search.has_value(search.layout().bits_of(to), target)
        })
    }
}

impl<const W: usize> PositionSolver<Vec<u32>> for BitBoardSolver<'_, W> {
    fn value(&mut self, position: &Vec<u32>) -> Result<GeneralizedValue, EngineError> {
        let set = self.search.layout().bits_of(position);
        let value = self.timed(|s| s.search.value_of(set))?;
        Ok(GeneralizedValue::Finite(u64::from(value)))
    }

    fn analyse(&mut self, position: &Vec<u32>) -> Result<Analysis, EngineError> {
        let set = self.search.layout().bits_of(position);
        self.timed(|s| {
            let value = u64::from(s.search.value_before_moves(set)?);
            let winning = match value {
                0 => MoveList::new(s.max_moves),
                _ => s.moves_list(position, 0)?,
            };
            Ok(Analysis::of_value(
                value,
                Play::Normal,
                winning,
                Method::BoardPieces,
            ))
        })
    }

    fn method(&self) -> Method {
        Method::BoardPieces
    }

    fn set_max_moves(&mut self, max_moves: usize) {
        self.max_moves = max_moves;
    }

    fn outcome(&mut self, position: &Vec<u32>) -> Result<Outcome, EngineError> {
        let set = self.search.layout().bits_of(position);
        let lost = self.timed(|s| s.search.has_value(set, 0))?;
        Ok(if lost { Outcome::P } else { Outcome::N })
    }

    fn moves_to(
        &mut self,
        position: &Vec<u32>,
        target: u64,
    ) -> Option<Result<MoveList, EngineError>> {
        Some(self.timed(|s| s.moves_list(position, target)))
    }

    fn remoteness(&mut self, position: &Vec<u32>) -> Option<Result<Option<u32>, EngineError>> {
        let set = self.search.layout().bits_of(position);
        Some(self.timed(|s| s.remoteness.of(set, &mut s.search)))
    }

    fn set_deadline(&mut self, deadline: Deadline) {
        self.search.progress().set_deadline(deadline);
    }

    fn show_progress(&mut self, on: bool) {
        self.search.progress().show(on);
    }
}
