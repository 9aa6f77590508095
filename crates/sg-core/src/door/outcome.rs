//! Who wins a position, and nothing else: the question `sg solve --outcome-only` asks. Each
//! game answers it its own way (a board's pruned search asks only whether the position is
//! lost, not for its value; a sum in normal play still adds the games' values).

use crate::error::Error;
use crate::report::{OutcomeAnswer, OutcomeReport};

use super::part::Id;
use super::sum::SumEngine;

impl SumEngine<'_> {
    /// Who wins `at`, with the game, play, position and method it was found by.
    pub(crate) fn outcome_answer(&mut self, at: &[Id]) -> Result<OutcomeAnswer, Error> {
        let outcome = self.outcome(at)?;
        Ok(match self.parts.as_slice() {
            [part] => OutcomeAnswer::One(OutcomeReport {
                game: part.name(),
                play: part.play(),
                position: part.view(at[0]),
                outcome,
                method: part.method().to_string(),
            }),
            parts => OutcomeAnswer::Sum(OutcomeReport {
                game: self.title(),
                play: self.play,
                position: parts.iter().zip(at).map(|(p, &id)| p.view(id)).collect(),
                outcome,
                method: self.sum_method().to_string(),
            }),
        })
    }
}
