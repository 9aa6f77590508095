//! Misère quotients (Plambeck–Siegel, "Misère quotients for impartial games", JCTA 2008;
//! Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 2005; Siegel,
//! *Combinatorial Game Theory*, ch. V): each heap size maps to an element of a finite
//! commutative monoid Q, a position to the product of its heaps' elements, and the
//! position is a misère P-position exactly when that product lies in the P-portion P ⊆ Q.
//!
//! The parts, one concept each:
//! - [`budget`]: what the construction may spend (memory, work, time), and fallible
//!   allocation;
//! - [`bits`]: sets of elements as bit vectors;
//! - [`monoid`]: finite commutative monoids by their tables (products, cyclic monoids,
//!   generated submonoids);
//! - [`letters`]: a heap as what the checks see of it, Φ(h) and its options' elements;
//! - [`marking`]: the P-portion a candidate monoid implies;
//! - [`verify`]: the proof that a candidate is right for every position of its heaps
//!   (the theorem is stated and proved there);
//! - [`candidate`]: candidates built from a known quotient with cyclic factors;
//! - [`product`]: submonoids of direct products, without the product's table;
//! - [`recalibrate`]: a refuted candidate refined at the position that refutes it;
//! - [`reduce`]: the candidate reduced to the quotient (elements no multiplier tells
//!   apart are one);
//! - [`stable`]: a heap that acts as an element the quotient has, placed by the states
//!   of the last proof;
//! - [`construction`]: the quotient of heaps 0..=n, heap by heap;
//! - [`stability`]: the periodicity theorem that makes it the quotient of all heaps, and
//!   [`heap_size`]: where a `where` on the heap's size becomes periodic, as it needs;
//! - [`presentation`]: generators, relations and names of elements;
//! - [`progress`]: the progress bar of a long construction;
//! - [`lookup`]: positions answered from the quotient (outcome and winning moves);
//! - [`on_demand`]: the quotient a solver builds as far as its positions need;
//! - [`stop`]: where and why a construction stopped, with what it proved;
//! - [`closure`]: the quotient of any game's components reachable from given positions.

mod bits;
pub(crate) mod budget;
mod candidate;
mod closure;
mod construction;
mod heap_size;
mod letters;
mod lookup;
mod marking;
mod monoid;
mod on_demand;
mod option_sets;
mod presentation;
mod product;
mod progress;
mod recalibrate;
mod reduce;
mod stability;
mod stable;
mod stop;
mod verify;

use crate::engine::quotient_stop::QuotientStop;
pub use closure::ComponentQuotient;
pub(crate) use on_demand::QuotientOnDemand;
pub(crate) use presentation::Presentation;

use budget::Budget;
use construction::Bounded;
use monoid::Multiply;
use progress::QuotientProgress;
use stability::{PeriodWatch, Shape};

use crate::engine::Period;
use crate::engine::error::EngineError;
use crate::ir::{Game, Play};

/// How long `sg quotient` builds a quotient by default, in seconds.
pub const DEFAULT_SECONDS: u64 = 60;

/// A proved misère quotient of a heap game's heaps 0..=n, or of all heaps once a period
/// is proved.
pub(crate) struct MisereQuotient {
    bounded: Bounded,
    /// Set when the periodicity theorem proves it for all heaps.
    period: Option<Period>,
    /// The candidate periods, when the theorem applies to the game.
    watch: Option<PeriodWatch>,
    progress: QuotientProgress,
}

impl MisereQuotient {
    /// The quotient of heap 0 of `game` (played misère); [`MisereQuotient::extend_to`]
    /// adds more.
    pub(crate) fn new(game: &Game) -> Result<MisereQuotient, EngineError> {
        if !game.is_sum() {
            return Err(EngineError::QuotientNotSum);
        }
        let game = &game.clone().with_play(Play::Misere);
        let bounded = Bounded::of_rules(game)?;
        let mut watch = Shape::of(game).map(PeriodWatch::new);
        // Heap 0 alone: one comparison at most, within any budget.
        let unbounded = &mut Budget::new(u64::MAX);
        let period = match watch.as_mut() {
            Some(watch) => watch.push(&bounded.heaps, unbounded)?,
            None => None,
        };
        Ok(MisereQuotient {
            bounded,
            period,
            watch,
            progress: QuotientProgress::hidden(),
        })
    }

    /// Draws a progress bar against the time `limit` while heaps are added (when stderr
    /// is a terminal).
    pub(crate) fn show_progress(&mut self, limit: std::time::Duration) {
        self.progress = QuotientProgress::shown(limit);
    }

    /// Draws no progress bar from now on (and clears the one drawn).
    pub(crate) fn hide_progress(&mut self) {
        self.progress = QuotientProgress::hidden();
    }

    /// The quotient of `game` built heap by heap up to heap `upto`, stopping as soon as
    /// the periodicity theorem proves it for all heaps.
    #[cfg(test)]
    pub(crate) fn compute(
        game: &Game,
        upto: u64,
        budget: &mut Budget,
    ) -> Result<MisereQuotient, EngineError> {
        let mut quotient = MisereQuotient::new(game)?;
        quotient.extend_to(upto, budget)?;
        Ok(quotient)
    }

    /// Adds heaps until heap `upto` is covered or a period is proved. A limit of the
    /// budget stops it with [`EngineError::QuotientStopped`], naming the heap it was
    /// adding; the quotient of the heaps before it stays as it was, and may be extended
    /// again.
    pub(crate) fn extend_to(&mut self, upto: u64, budget: &mut Budget) -> Result<(), EngineError> {
        while self.period.is_none() && self.largest() < upto {
            if let Err(cause) = budget
                .check_time()
                .and_then(|()| self.bounded.extend(budget))
            {
                return Err(self.stopped(cause));
            }
            if let Some(watch) = &mut self.watch {
                match watch.push(&self.bounded.heaps, budget) {
                    Ok(period) => self.period = period,
                    Err(cause) => return Err(self.stopped(cause)),
                }
            }
            let p_size = self.bounded.p.iter().filter(|&&p| p).count();
            self.progress.heap(self.largest(), self.order(), p_size);
        }
        Ok(())
    }

    /// A limit reached while adding the next heap, with what is proved so far; other
    /// errors as they are.
    fn stopped(&self, cause: EngineError) -> EngineError {
        match cause {
            EngineError::QuotientLimit { .. }
            | EngineError::QuotientMemoryBudget { .. }
            | EngineError::QuotientAllocation { .. }
            | EngineError::QuotientWork { .. }
            | EngineError::QuotientTime { .. }
            | EngineError::TimeLimit { .. } => EngineError::QuotientStopped {
                cause: Box::new(cause),
                heap: self.largest() + 1,
                proved: self.largest(),
                order: self.order(),
            },
            other => other,
        }
    }

    /// The number of elements.
    pub(crate) fn order(&self) -> usize {
        self.bounded.monoid.size()
    }

    /// Whether element `x` is in the P-portion.
    pub(crate) fn is_p(&self, x: u32) -> bool {
        self.bounded.p[x as usize]
    }

    /// The elements of the P-portion.
    pub(crate) fn p_portion(&self) -> Vec<u32> {
        (0..self.order() as u32).filter(|&x| self.is_p(x)).collect()
    }

    pub(crate) fn product(&self, x: u32, y: u32) -> u32 {
        self.bounded.monoid.product(x, y)
    }

    /// The largest heap the construction covered.
    pub(crate) fn largest(&self) -> u64 {
        self.bounded.largest()
    }

    /// Whether the quotient is proved for every heap size (not only up to [`Self::largest`]).
    pub(crate) fn proved_for_all(&self) -> bool {
        self.period.is_some()
    }

    /// The period of the heap map, when proved.
    pub(crate) fn period(&self) -> Option<Period> {
        self.period
    }

    /// The least heap size from which the quotient no longer grows: the quotient of the
    /// heaps up to it is the quotient of all heaps covered.
    pub(crate) fn stable_from(&self) -> u64 {
        self.bounded.growth.last().copied().unwrap_or(0)
    }

    /// The element of heap `n`, if it is covered (`None` beyond the covered heaps when no
    /// period is proved).
    pub(crate) fn heap_element(&self, n: u64) -> Option<u32> {
        let heaps = &self.bounded.heaps;
        match self.period {
            Some(period) => Some(heaps[period.reduce(n) as usize]),
            None => heaps.get(usize::try_from(n).ok()?).copied(),
        }
    }

    /// The elements of heaps 0..=largest.
    pub(crate) fn heap_elements(&self) -> &[u32] {
        &self.bounded.heaps
    }

    /// Generators, relations and element names.
    pub(crate) fn presentation(&self) -> Presentation {
        Presentation::of(&self.bounded.monoid, &self.bounded.heaps)
    }
}

#[cfg(test)]
mod checks;
