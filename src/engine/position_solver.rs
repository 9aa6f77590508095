//! One interface over the engines that answer a game through the game trait (the
//! [`Analyzer`]'s search, the loopy [`LoopyAnalyzer`], the Hackenbush theorem), so that a
//! caller such as the command line treats every kind of game alike.

use super::analysis::{Analysis, Method};
use super::analyzer::Analyzer;
use super::error::EngineError;
use super::generalized::GeneralizedValue;
use super::loopy::LoopyAnalyzer;
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

    /// Makes ready to answer all of `positions` (an engine that values a whole graph at
    /// once explores them together rather than one by one).
    fn prepare(&mut self, positions: &[P]) -> Result<(), EngineError> {
        let _ = positions;
        Ok(())
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

    fn prepare(&mut self, positions: &[G::Position]) -> Result<(), EngineError> {
        self.explore(positions)
    }
}
