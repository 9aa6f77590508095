//! The value of a position, and nothing else: the question `sg solve --value-only` asks.
//! Each game is asked only for its value (a board's pruned search finds the value without
//! listing a winning move or searching the remoteness); in normal play a sum adds them by
//! Smith's rules. One game in misère play gives G⁻; a misère sum of several games has no
//! value to add, and only its outcome is searched.

use crate::engine::{GeneralizedValue, Outcome};
use crate::error::Error;
use crate::ir::Play;
use crate::report::{GeneralizedReport, ValueAnswer, ValueReport};

use super::part::Id;
use super::sum::SumEngine;

impl SumEngine<'_> {
    /// The outcome and value of `at`, with the game, play, position and method they were
    /// found by.
    pub(crate) fn value_answer(&mut self, at: &[Id]) -> Result<ValueAnswer, Error> {
        if !self.has_values() {
            return Err(Error::new(
                "a compound of games played together has outcomes but no values: ask --outcome-only",
            ));
        }
        let value = match (self.play, self.parts.len()) {
            (Play::Normal, _) | (Play::Misere, 1) => Some(GeneralizedValue::sum(&self.values(at)?)),
            (Play::Misere, _) => None,
        };
        let outcome = match &value {
            Some(value) => Outcome::of_generalized(value),
            None => self.searched_outcome(at)?,
        };
        let finite = value.as_ref().and_then(GeneralizedValue::finite);
        let misere = self.play == Play::Misere;
        let generalized_grundy = value
            .as_ref()
            .filter(|v| v.finite().is_none())
            .map(GeneralizedReport::from);
        Ok(match self.parts.as_slice() {
            [part] => ValueAnswer::One(ValueReport {
                game: part.name(),
                play: part.play(),
                position: part.view(at[0]),
                outcome,
                grundy: finite.filter(|_| !misere),
                misere_grundy: finite.filter(|_| misere),
                generalized_grundy,
                method: part.method().to_string(),
            }),
            parts => ValueAnswer::Sum(ValueReport {
                game: self.title(),
                play: self.play,
                position: parts.iter().zip(at).map(|(p, &id)| p.view(id)).collect(),
                outcome,
                grundy: finite.filter(|_| !misere),
                misere_grundy: None,
                generalized_grundy,
                method: self.sum_method().to_string(),
            }),
        })
    }
}
