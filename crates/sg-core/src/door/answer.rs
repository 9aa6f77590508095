//! The answer for a position of a sum, as the reports every consumer prints: one game's
//! [`SolveReport`] (the engine's own analysis: value, winning moves, method, notes), or a
//! [`SumReport`] for several games (each game's value and method, the sum's value by
//! Smith's rules, the winning or draw-keeping moves part by part). Both carry the
//! position's remoteness and its first options, each with who wins after it and in how
//! many moves, where the search over whole positions finds them.

use crate::engine::{GeneralizedValue, MoveList, Outcome};
use crate::error::Error;
use crate::ir::Play;
use crate::report::{
    ComponentReport, GeneralizedReport, MoveReport, OptionReport, SolveReport, SumReport,
};

use super::part::{Id, Listing};
use super::remoteness::MOST_WIDTH;
use super::search_memo::Stop;
use super::sum::{SumEngine, SumMove};

/// What the door answers for a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// One game.
    One(SolveReport),
    /// A sum of several games.
    Sum(SumReport),
}

impl SumEngine<'_> {
    /// Everything about `at`: the outcome, the value, the winning moves (at most
    /// `max_moves` listed), the remoteness, and the first `options` options.
    pub(crate) fn answer(&mut self, at: &[Id], options: usize) -> Result<Answer, Error> {
        let max_moves = self.limits.max_moves;
        let mut answer = if self.parts.len() == 1 {
            let part = &mut self.parts[0];
            let analysis = part.analyse(at[0], max_moves)?;
            Answer::One(SolveReport::of(
                part.name(),
                part.play(),
                part.view(at[0]),
                &analysis,
            ))
        } else {
            Answer::Sum(self.sum_report(at)?)
        };
        // Remoteness and options are extras: a game whose moves cannot be listed (too
        // many to generate, say) is answered without them.
        let (remoteness, missing) = match self.remoteness_of(at) {
            Ok(Ok(remoteness)) => (Some(u64::from(remoteness)), None),
            Ok(Err(Stop::Cycle)) => (None, None),
            Ok(Err(stop)) => (None, Some(stop.to_string())),
            Err(e) => (None, Some(e.message)),
        };
        // Each option of a very wide position is as wide: none is listed.
        let listed = match options {
            0 => None,
            _ if self.width(at) > MOST_WIDTH => None,
            limit => self.option_reports(at, limit, remoteness.is_some()).ok(),
        };
        let (options, complete) = listed.unzip();
        match &mut answer {
            Answer::One(report) => {
                report.remoteness = remoteness;
                report.remoteness_missing = missing;
                report.options = options;
                report.options_complete = complete;
            }
            Answer::Sum(report) => {
                report.remoteness = remoteness;
                report.remoteness_missing = missing;
                report.options = options;
                report.options_complete = complete;
            }
        }
        Ok(answer)
    }

    /// The report of a sum of several games.
    fn sum_report(&mut self, at: &[Id]) -> Result<SumReport, Error> {
        let max_moves = self.limits.max_moves;
        let values = match self.play {
            Play::Normal => Some(self.values(at)?),
            Play::Misere => None,
        };
        let total = values.as_ref().map(GeneralizedValue::sum);
        let outcome = match &total {
            Some(total) => Outcome::of_generalized(total),
            None => self.outcome(at)?,
        };
        let mut winning = Vec::new();
        let mut winning_total = 0;
        let mut drawing = None;
        match (outcome, &values, total.as_ref().and_then(|t| t.finite())) {
            (Outcome::N, Some(values), Some(total)) => {
                for (i, list) in self.lists_to_zero(at, values, total, max_moves)? {
                    winning_total += list.total;
                    winning.extend(self.tagged(i, &list));
                }
            }
            (Outcome::P, ..) => {}
            (outcome, ..) => {
                let (moves, count) = self.best_moves(at, max_moves)?;
                let reports: Vec<MoveReport> =
                    moves.iter().map(|mv| self.move_report(mv)).collect();
                if outcome == Outcome::D {
                    drawing = Some((reports, count));
                } else {
                    winning = reports;
                    winning_total = count;
                }
            }
        }
        let components = (0..self.parts.len())
            .map(|i| {
                let part = &self.parts[i];
                let value = values.as_ref().map(|v| &v[i]);
                ComponentReport {
                    game: part.name(),
                    position: part.view(at[i]),
                    grundy: value.and_then(GeneralizedValue::finite),
                    generalized_grundy: value
                        .filter(|v| v.finite().is_none())
                        .map(GeneralizedReport::from),
                    method: part.method().to_string(),
                }
            })
            .collect();
        let method = self.sum_method();
        Ok(SumReport {
            game: self.title(),
            play: self.play,
            position: (0..self.parts.len())
                .map(|i| self.parts[i].view(at[i]))
                .collect(),
            components,
            outcome,
            grundy: total.as_ref().and_then(GeneralizedValue::finite),
            generalized_grundy: total
                .as_ref()
                .filter(|t| t.finite().is_none())
                .map(GeneralizedReport::from),
            winning_moves: winning,
            winning_moves_total: winning_total,
            drawing_moves_total: drawing.as_ref().map(|(_, count)| *count),
            drawing_moves: drawing.map(|(moves, _)| moves),
            method: method.to_string(),
            remoteness: None,
            remoteness_missing: None,
            options: None,
            options_complete: None,
        })
    }

    /// The moves of part `i`'s list, tagged with their game.
    fn tagged(&self, i: usize, list: &MoveList) -> Vec<MoveReport> {
        let game = self.parts[i].name();
        list.listed
            .iter()
            .map(|m| MoveReport {
                component: Some(i),
                game: Some(game.clone()),
                ..MoveReport::from(m)
            })
            .collect()
    }

    /// A move of the sum as a report names it.
    fn move_report(&self, mv: &SumMove) -> MoveReport {
        let part = &self.parts[mv.part];
        let several = self.parts.len() > 1;
        MoveReport {
            component: several.then_some(mv.part),
            game: several.then(|| part.name()),
            to: Some(part.view(mv.mv.to)),
            changes: Vec::new(),
            description: mv.mv.description.clone(),
            count: 1,
        }
    }

    /// The first `limit` options of `at`, each with who wins after it (and in how many
    /// moves, when `searched`: a position whose own remoteness was not found has options
    /// too large to search), and whether that is all of them.
    pub(crate) fn option_reports(
        &mut self,
        at: &[Id],
        limit: usize,
        searched: bool,
    ) -> Result<(Vec<OptionReport>, bool), Error> {
        let (moves, complete) = self.moves(at, Listing::of(limit), true)?;
        let outcomes = self.outcomes_after(at, &moves)?;
        // The value after each option, where adding values is what decides (several
        // games in normal play); a single game's theorem may give outcomes without values.
        let values = match (self.play, self.parts.len()) {
            (Play::Normal, 2..) => Some(self.values(at)?),
            _ => None,
        };
        let mut reports = Vec::with_capacity(moves.len());
        for (mv, outcome) in moves.iter().zip(outcomes) {
            let after = Self::after(at, mv);
            let grundy = match &values {
                Some(values) => {
                    let mut values = values.clone();
                    values[mv.part] = self.parts[mv.part].value(mv.mv.to)?;
                    GeneralizedValue::sum(&values).finite()
                }
                None => None,
            };
            reports.push(OptionReport {
                mv: self.move_report(mv),
                outcome,
                grundy,
                remoteness: match searched {
                    true => self.remoteness_of(&after)?.ok().map(u64::from),
                    false => None,
                },
            });
        }
        Ok((reports, complete))
    }
}
