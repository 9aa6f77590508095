//! The misère quotient of a game, whatever its kind: of a rule file of heaps, every heap up
//! to a bound (proved for all heaps where the periodicity theorem applies); of a board or a
//! game of components, the components reachable from a position.

use crate::engine::ComponentQuotient;
use crate::engine::misere::quotient::{DEFAULT_UPTO, MisereQuotient};
use crate::error::Error;
use crate::report::QuotientReport;

use super::game_file::{GameFile, GameKind};
use super::limits::Limits;
use super::solvable::{Solvable, located};
use super::words::Words;

impl GameFile {
    /// The misère quotient: of the heaps up to `upto` (a rule file of heaps), or of the
    /// components reachable from the position the words name (or the start).
    pub fn quotient(
        &self,
        words: &Words,
        upto: Option<u64>,
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
                let upto = upto.unwrap_or(DEFAULT_UPTO);
                let quotient = MisereQuotient::compute(game, upto, limits.max_states)
                    .map_err(|e| e.into_error(game))?;
                Ok(QuotientReport::of(&game.name, &quotient))
            }
            GameKind::Components(game) => self.component_quotient(game, words, upto, limits),
            GameKind::Board(board) => {
                with_board!(board, game => self.component_quotient(game, words, upto, limits))
            }
        }
    }

    fn component_quotient<G: Solvable>(
        &self,
        game: &G,
        words: &Words,
        upto: Option<u64>,
        limits: &Limits,
    ) -> Result<QuotientReport, Error> {
        if upto.is_some() {
            return Err(Error::new(
                "--upto counts heaps: the quotient of a board or a game of components covers the components reachable from the position given",
            ));
        }
        let start = self.position_of(game, words)?;
        let quotient = ComponentQuotient::compute(game, &[start], limits.max_states)
            .map_err(|e| located(game, e))?;
        Ok(QuotientReport::of_components(game, &quotient))
    }
}
