//! Misère quotients (Plambeck–Siegel, "Misère quotients for impartial games", JCTA 2008;
//! Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 2005; Siegel,
//! *Combinatorial Game Theory*, ch. V): each heap size maps to an element of a finite
//! commutative monoid Q, a position to the product of its heaps' elements, and the
//! position is a misère P-position exactly when that product lies in the P-portion P ⊆ Q.
//!
//! The parts, one concept each:
//! - [`monoid`]: finite commutative monoids by their tables (products, cyclic monoids,
//!   generated submonoids);
//! - [`letters`]: a heap as what the checks see of it, Φ(h) and its options' elements;
//! - [`marking`]: the P-portion a candidate monoid implies;
//! - [`verify`]: the proof that a candidate is right for every position of its heaps
//!   (the theorem is stated and proved there);
//! - [`candidate`]: candidates built from a known quotient with cyclic factors;
//! - [`recalibrate`]: a refuted candidate refined at the position that refutes it;
//! - [`reduce`]: the candidate reduced to the quotient (elements no multiplier tells
//!   apart are one);
//! - [`construction`]: the quotient of heaps 0..=n, heap by heap;
//! - [`stability`]: the periodicity theorem that makes it the quotient of all heaps;
//! - [`presentation`]: generators, relations and names of elements;
//! - [`lookup`]: positions answered from the quotient (outcome and winning moves);
//! - [`closure`]: the quotient of any game's components reachable from given positions.

mod bits;
mod candidate;
mod closure;
mod construction;
mod letters;
mod lookup;
mod marking;
mod monoid;
mod presentation;
mod recalibrate;
mod reduce;
mod stability;
mod verify;

pub use closure::ComponentQuotient;
pub(crate) use presentation::Presentation;

use construction::Bounded;
use stability::Shape;
use verify::Budget;

use crate::engine::Period;
use crate::engine::error::EngineError;
use crate::ir::{Game, Play};

/// How far the construction goes by default, hoping for the periodicity theorem.
pub(crate) const DEFAULT_UPTO: u64 = 300;

/// A proved misère quotient.
pub(crate) struct MisereQuotient {
    bounded: Bounded,
    /// Set when the periodicity theorem proves it for all heaps.
    period: Option<Period>,
}

impl MisereQuotient {
    /// Builds the quotient of `game` (played misère) heap by heap, up to heap `upto`,
    /// stopping as soon as the periodicity theorem proves it for all heaps. `max_states`
    /// bounds the work.
    pub(crate) fn compute(
        game: &Game,
        upto: u64,
        max_states: u64,
    ) -> Result<MisereQuotient, EngineError> {
        if !game.is_sum() {
            return Err(EngineError::QuotientNotSum);
        }
        let game = &game.clone().with_play(Play::Misere);
        let shape = Shape::of(game);
        let mut budget = Budget::new(max_states);
        let mut bounded = Bounded::new(game)?;
        let mut period = None;
        while bounded.largest() < upto {
            bounded.extend(game, &mut budget).map_err(|e| match e {
                EngineError::QuotientLimit { limit } => EngineError::QuotientLimitAtHeap {
                    limit,
                    heap: bounded.largest() + 1,
                    proved: bounded.largest(),
                    order: bounded.monoid.size(),
                },
                other => other,
            })?;
            if let Some(shape) = shape {
                period = shape.prove(&bounded.heaps);
                if period.is_some() {
                    break;
                }
            }
        }
        Ok(MisereQuotient { bounded, period })
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
