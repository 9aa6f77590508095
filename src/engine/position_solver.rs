//! One interface over the engines that answer a game through the game trait (the
//! [`Analyzer`]'s search, the loopy [`LoopyAnalyzer`], the Hackenbush theorem), so that a
//! caller such as the command line treats every kind of game alike.

use std::time::Duration;

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

    /// Refuses a question whose search runs longer than `max_time` (`None`: no time
    /// limit). An engine that answers without a search ignores it.
    fn set_max_time(&mut self, max_time: Option<Duration>) {
        let _ = max_time;
    }

    /// Draws a progress bar on stderr (when it is a terminal) while a search takes long.
    fn show_progress(&mut self, on: bool) {
        let _ = on;
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

    fn set_max_time(&mut self, max_time: Option<Duration>) {
        Analyzer::set_max_time(self, max_time);
    }

    fn show_progress(&mut self, on: bool) {
        Analyzer::show_progress(self, on);
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

    fn set_max_time(&mut self, max_time: Option<Duration>) {
        LoopyAnalyzer::set_max_time(self, max_time);
    }

    fn show_progress(&mut self, on: bool) {
        LoopyAnalyzer::show_progress(self, on);
    }
}
