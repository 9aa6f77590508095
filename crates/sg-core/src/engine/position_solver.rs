//! One interface over the engines that answer positions (the heap [`Solver`], the
//! [`Analyzer`]'s search, the loopy [`LoopyAnalyzer`], the Hackenbush theorem, the
//! component theorems), so that the front door ([`crate::door`]) treats every kind of game
//! alike: it asks for a value, an outcome, an analysis or the moves to a wanted value, and
//! the engine answers by the best method it has.

use super::analysis::{Analysis, Method, MoveList, Outcome};
use super::analyzer::Analyzer;
use super::deadline::Deadline;
use super::error::EngineError;
use super::generalized::GeneralizedValue;
use super::loopy::LoopyAnalyzer;
use super::solver::Solver;
use crate::game::ImpartialGame;

/// Answers positions of type `P`.
pub trait PositionSolver<P> {
    /// The position's value: a Grundy value (G⁻ in misère play), or n or ∞(K) in a game
    /// with cycles.
    fn value(&mut self, position: &P) -> Result<GeneralizedValue, EngineError>;

    /// Everything about the position: outcome, value, the moves to make.
    fn analyse(&mut self, position: &P) -> Result<Analysis, EngineError>;

    /// How the answers are found.
    fn method(&self) -> Method;

    /// Lists at most `max_moves` moves in later answers (all are still counted).
    fn set_max_moves(&mut self, max_moves: usize);

    /// Who wins the position. The default reads it off the value; an engine whose
    /// theorem gives the outcome without the value (Zeckendorf, a misère quotient)
    /// answers it without computing the value.
    fn outcome(&mut self, position: &P) -> Result<Outcome, EngineError> {
        Ok(Outcome::of_generalized(&self.value(position)?))
    }

    /// The moves from `position` to positions of value `target` (normal play), where the
    /// engine has a way faster than valuing every option; `None` otherwise, and the caller
    /// values the options itself.
    fn moves_to(&mut self, position: &P, target: u64) -> Option<Result<MoveList, EngineError>> {
        let _ = (position, target);
        None
    }

    /// The remoteness of `position` (the game alone), where the engine searches it
    /// itself: `Some(Ok(None))` when its search passes its budget. `None`: the engine has
    /// no such search, and the caller searches whole positions through the moves.
    fn remoteness(&mut self, position: &P) -> Option<Result<Option<u32>, EngineError>> {
        let _ = position;
        None
    }

    /// Makes ready to answer all of `positions` (an engine that values a whole graph at
    /// once explores them together rather than one by one).
    fn prepare(&mut self, positions: &[P]) -> Result<(), EngineError> {
        let _ = positions;
        Ok(())
    }

    /// Reads `deadline`, the deadline of the questions to come (the front door's, shared by
    /// every engine of a question): past it, a question is refused. An engine whose every
    /// answer takes a bounded time ignores it.
    fn set_deadline(&mut self, deadline: Deadline) {
        let _ = deadline;
    }

    /// Draws a progress bar on stderr (when it is a terminal) while a search takes long.
    fn show_progress(&mut self, on: bool) {
        let _ = on;
    }
}

impl PositionSolver<Vec<u64>> for Solver<'_> {
    fn value(&mut self, position: &Vec<u64>) -> Result<GeneralizedValue, EngineError> {
        Solver::value(self, position).map(GeneralizedValue::Finite)
    }

    fn analyse(&mut self, position: &Vec<u64>) -> Result<Analysis, EngineError> {
        Solver::analyse(self, position)
    }

    fn method(&self) -> Method {
        Solver::method(self)
    }

    fn set_max_moves(&mut self, max_moves: usize) {
        Solver::set_max_moves(self, max_moves);
    }

    fn show_progress(&mut self, on: bool) {
        Solver::show_progress(self, on);
    }

    fn set_deadline(&mut self, deadline: Deadline) {
        Solver::set_deadline(self, deadline);
    }

    fn outcome(&mut self, position: &Vec<u64>) -> Result<Outcome, EngineError> {
        Solver::outcome(self, position)
    }

    fn moves_to(
        &mut self,
        position: &Vec<u64>,
        target: u64,
    ) -> Option<Result<MoveList, EngineError>> {
        Some(Solver::moves_to(self, position, target))
    }
}

impl<G: ImpartialGame> PositionSolver<G::Position> for Analyzer<'_, G> {
    fn value(&mut self, position: &G::Position) -> Result<GeneralizedValue, EngineError> {
        Analyzer::value(self, position).map(GeneralizedValue::Finite)
    }

    fn analyse(&mut self, position: &G::Position) -> Result<Analysis, EngineError> {
        Analyzer::analyse(self, position)
    }

    fn method(&self) -> Method {
        Analyzer::method(self)
    }

    fn set_deadline(&mut self, deadline: Deadline) {
        Analyzer::set_deadline(self, deadline);
    }

    fn show_progress(&mut self, on: bool) {
        Analyzer::show_progress(self, on);
    }

    fn set_max_moves(&mut self, max_moves: usize) {
        Analyzer::set_max_moves(self, max_moves);
    }

    fn moves_to(
        &mut self,
        position: &G::Position,
        target: u64,
    ) -> Option<Result<MoveList, EngineError>> {
        Some(Analyzer::moves_to(self, position, target))
    }
}

impl<G: ImpartialGame> PositionSolver<G::Position> for LoopyAnalyzer<'_, G> {
    fn value(&mut self, position: &G::Position) -> Result<GeneralizedValue, EngineError> {
        LoopyAnalyzer::value(self, position)
    }

    fn analyse(&mut self, position: &G::Position) -> Result<Analysis, EngineError> {
        LoopyAnalyzer::analyse(self, position)
    }

    fn method(&self) -> Method {
        Method::Loopy
    }

    fn set_max_moves(&mut self, max_moves: usize) {
        LoopyAnalyzer::set_max_moves(self, max_moves);
    }

    fn prepare(&mut self, positions: &[G::Position]) -> Result<(), EngineError> {
        self.explore(positions)
    }

    fn set_deadline(&mut self, deadline: Deadline) {
        LoopyAnalyzer::set_deadline(self, deadline);
    }

    fn show_progress(&mut self, on: bool) {
        LoopyAnalyzer::show_progress(self, on);
    }
}
