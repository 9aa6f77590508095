//! Misère play of a game whose every rule touches one heap: positions are sums, but
//! Sprague–Grundy does not add them up. Where every heap is tame the tame rule answers
//! at once ([`super::tame`]); otherwise the memoized search over reduced sums
//! ([`super::sums`]) does, and it also gives the genus of any position.

use super::quotient::{DEFAULT_UPTO, MisereQuotient};
use super::sums::MisereSums;
use super::tame::{TameHeaps, tame_value};
use crate::engine::analysis::Method;
use crate::engine::analysis::{Analysis, Note};
use crate::engine::error::EngineError;
use crate::engine::genus::Genus;
use crate::engine::heap_values::HeapValues;
use crate::ir::Game;

pub(crate) struct MisereSumSolver<'g> {
    game: &'g Game,
    /// The search for values; replaced by one that keeps every level once a genus is
    /// asked for (which then serves the values too).
    sums: MisereSums<'g>,
    genera: bool,
    /// Whether the search draws a progress bar.
    progress: bool,
    kernel: HeapValues,
    tame: TameHeaps,
    limit: u64,
    /// The misère quotient, once tried: `Some(None)` when none is proved within the limits.
    quotient: Option<Option<Box<MisereQuotient>>>,
}

impl<'g> MisereSumSolver<'g> {
    pub(crate) fn new(game: &'g Game, limit: u64) -> MisereSumSolver<'g> {
        MisereSumSolver {
            game,
            sums: MisereSums::values(game, limit),
            genera: false,
            progress: false,
            kernel: HeapValues::new(game),
            tame: TameHeaps::new(),
            limit,
            quotient: None,
        }
    }

    /// Draw a progress bar on stderr (when it is a terminal) while the search takes long.
    pub(crate) fn show_progress(&mut self, on: bool) {
        self.progress = on;
        self.sums.show_progress(on);
    }

    /// G⁻ of the position by the tame rule, when every heap is tame.
    pub(crate) fn tame_value(&mut self, position: &[u64]) -> Result<Option<u64>, EngineError> {
        let mut components = Vec::with_capacity(position.len());
        for &heap in position {
            match self.tame.heap(
                self.game,
                &mut self.kernel,
                &mut self.sums,
                heap,
                self.limit,
            )? {
                Some(tame) => components.push(tame),
                None => return Ok(None),
            }
        }
        Ok(Some(tame_value(components)))
    }

    /// G⁻ of the position by the search, whatever its heaps.
    pub(crate) fn searched_value(&mut self, position: &[u64]) -> Result<u64, EngineError> {
        self.sums.value(position)
    }

    /// G⁻ of the position and how it was found.
    pub(crate) fn value(&mut self, position: &[u64]) -> Result<(u64, Method), EngineError> {
        Ok(match self.tame_value(position)? {
            Some(value) => (value, Method::MisereTame),
            None => (self.searched_value(position)?, Method::MisereSearch),
        })
    }

    /// The genus of the position taken as one game.
    pub(crate) fn genus(&mut self, position: &[u64]) -> Result<Genus, EngineError> {
        let mut normal = 0;
        for &heap in position {
            normal ^= self.kernel.value(self.game, heap, self.limit)?;
        }
        if !self.genera {
            self.sums = MisereSums::genera(self.game, self.limit);
            self.sums.show_progress(self.progress);
            self.genera = true;
        }
        let (sequence, start) = self.sums.genus_sequence(position)?;
        Ok(Genus::new(normal, &sequence, start))
    }

    // --- Misère quotient hook: positions a proved quotient covers are answered from it.

    /// The analysis of `position` from the game's misère quotient, when one is proved and
    /// covers the position and the tame rule does not already answer it (`None`: the
    /// search answers). G⁻ and the genus are still searched for small positions.
    pub(crate) fn quotient_analysis(
        &mut self,
        position: &[u64],
        max_moves: usize,
    ) -> Result<Option<Analysis>, EngineError> {
        if self.tame_value(position)?.is_some() {
            return Ok(None);
        }
        let (game, limit) = (self.game, self.limit);
        let quotient = self.quotient.get_or_insert_with(|| {
            MisereQuotient::compute(game, DEFAULT_UPTO, limit.min(QUOTIENT_WORK))
                .ok()
                .map(Box::new)
        });
        let Some(quotient) = quotient.as_ref().filter(|q| q.covers(position)) else {
            return Ok(None);
        };
        let mut analysis = quotient.analyse(game, position, max_moves)?;
        if position.iter().sum::<u64>() <= SEARCHED_TOKENS {
            analysis.misere_value = Some(self.searched_value(position)?);
            analysis.genus = Some(self.genus(position)?);
        } else {
            analysis.notes.push(Note::QuotientGivesOutcome);
        }
        Ok(Some(analysis))
    }
}

/// The work a solve may spend looking for a quotient before the search takes over.
const QUOTIENT_WORK: u64 = 10_000_000;

/// Positions of at most this many tokens also get G⁻ and the genus by the search.
const SEARCHED_TOKENS: u64 = 24;
