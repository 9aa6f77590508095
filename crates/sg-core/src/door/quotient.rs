//! The misère quotient of a game, whatever its kind: of a rule file of heaps, heap by heap
//! until it is proved for all heaps (where the periodicity theorem applies) or a bound,
//! or until a limit stops it (time, memory, a heap no quotient is found for: then with
//! what is proved so far, where and why it stopped, and how to go on); of a board or a game of
//! components, the components reachable from a position, within the time limit too (past
//! it, an error: a closure is proved whole or not at all). The time limit is the earlier
//! of `--time-limit` and the question's `--max-time`.

use std::time::Duration;

use crate::engine::misere::quotient::MisereQuotient;
use crate::engine::misere::quotient::budget::Budget;
use crate::engine::{ComponentQuotient, Deadline};
use crate::error::Error;
use crate::report::{QuotientReport, StopReport};

use super::game_file::{GameFile, GameKind};
use super::limits::Limits;
use super::solvable::{Solvable, located};
use super::words::Words;

impl GameFile {
    /// The misère quotient: of the heaps up to `upto` (a rule file of heaps; no bound
    /// without it) or until it is proved for all heaps, within `time`, or of the components
    /// reachable from the position the words name (or the start).
    pub fn quotient(
        &self,
        words: &Words,
        upto: Option<u64>,
        time: Duration,
        limits: &Limits,
    ) -> Result<QuotientReport, Error> {
        match &self.kind {
            GameKind::Heaps(game) => {
                if let Some((word, span)) = words.words.first() {
                    return Err(words.error_at(
                        *span,
                        format!(
                            "`{word}`: the quotient of a heap game covers every position of its heaps; say how far with --upto N"
                        ),
                    ));
                }
                let deadline = Deadline::quotient_time_limit(time).earlier(limits.deadline());
                let mut budget = Budget::new(limits.max_states)
                    .with_deadline(deadline)
                    .with_max_memory(limits.max_memory);
                let mut quotient = MisereQuotient::new(game).map_err(|e| e.into_error(game))?;
                if limits.progress {
                    quotient.show_progress(time);
                }
                let stopped = match quotient.extend_to(upto.unwrap_or(u64::MAX), &mut budget) {
                    Ok(()) => None,
                    Err(e) => match quotient.stop(&e) {
                        Some(stop) => Some(StopReport::from(&stop)),
                        None => return Err(e.into_error(game)),
                    },
                };
                Ok(QuotientReport {
                    stopped,
                    ..QuotientReport::of(&game.name, &quotient)
                })
            }
            GameKind::Components(game) => self.component_quotient(game, words, upto, time, limits),
            GameKind::Board(board) => {
                with_board!(board, game => self.component_quotient(game, words, upto, time, limits))
            }
        }
    }

    fn component_quotient<G: Solvable>(
        &self,
        game: &G,
        words: &Words,
        upto: Option<u64>,
        time: Duration,
        limits: &Limits,
    ) -> Result<QuotientReport, Error> {
        if upto.is_some() {
            return Err(Error::new(
                "--upto counts heaps: the quotient of a board or a game of components covers the components reachable from the position given",
            ));
        }
        let start = self.position_of(game, words, super::Opening::Answer)?;
        let deadline = Deadline::quotient_time_limit(time).earlier(limits.deadline());
        let quotient =
            ComponentQuotient::compute_until(game, &[start], limits.max_states, deadline)
                .map_err(|e| located(game, e))?;
        if quotient.components().is_empty() {
            return Err(words.error_about_all(
                "the position has no components, so no sum of components is reached from it: its quotient is the trivial one, of order 1; give a position with components",
            ));
        }
        Ok(QuotientReport::of_components(game, &quotient))
    }
}
