//! The quotient of the heaps 0..=n, built heap by heap (as MisereSolver does).
//!
//! Q(n) is the misère quotient of the positions made of heaps of at most n tokens. With
//! Q(n − 1), its P-portion and its heap map known, heap n is added so:
//!
//! 1. *A conservative extension:* heap n may act as an element x already in Q(n − 1).
//!    Each x with the right outcome for the heap alone (and no P-option clash, a quick
//!    part of condition (2) of [`super::verify`]) is tried: the candidate
//!    (Q(n − 1), Φ(n) = x) is proved or refuted by [`super::verify`]. If proved, Q(n) is
//!    Q(n − 1) (adding an element already present changes neither the generated monoid
//!    nor which elements multipliers tell apart).
//! 2. *A new generator:* otherwise heap n is a new element a. The first candidate is
//!    Q(n − 1) × C(2, 2), C(i, p) being the cyclic monoid with a^(i+p) = a^i, heap n
//!    mapped to (1, a) and the older heaps to (Φ(h), 1), with the P-portion it implies
//!    ([`super::marking`]). While [`super::verify`] refutes the candidate, the position
//!    it names is refined away ([`super::recalibrate`]), for at most [`MAX_ROUNDS`]
//!    rounds; the proved candidate is reduced ([`super::reduce`]) to Q(n).
//!
//! Every Q(n) is proved by the theorem of [`super::verify`]; a heap for which no
//! candidate is proved stops the construction with an error (no guess is ever kept).

use super::candidate::{Candidate, Factor};
use super::letters::HeapOptions;
use super::marking::mark_p_portion;
use super::monoid::Monoid;
use super::recalibrate::recalibrate;
use super::reduce::reduce;
use super::verify::{Budget, least_failure, verify};
use crate::engine::error::EngineError;
use crate::ir::Game;

/// The most refinements of the candidates for one heap.
const MAX_ROUNDS: usize = 64;

/// The proved quotient of the heaps 0..=n.
pub(crate) struct Bounded {
    pub monoid: Monoid,
    pub p: Vec<bool>,
    /// Φ(h) for h = 0..=n.
    pub heaps: Vec<u32>,
    /// The heaps at which the quotient grew, in order.
    pub growth: Vec<u64>,
    options: HeapOptions,
}

impl Bounded {
    /// The quotient of no heap at all: the trivial monoid, whose one element (the empty
    /// position) is an N-position.
    pub(crate) fn empty() -> Bounded {
        Bounded {
            monoid: Monoid::trivial(),
            p: vec![false],
            heaps: Vec::new(),
            growth: Vec::new(),
            options: HeapOptions::default(),
        }
    }

    /// The quotient of heap 0 alone (the identity, unless a move may leave heaps of 0
    /// tokens and so gives heap 0 options).
    pub(crate) fn new(game: &Game) -> Result<Bounded, EngineError> {
        let mut bounded = Bounded::empty();
        bounded.extend(game, &mut Budget::new(u64::MAX))?;
        Ok(bounded)
    }

    /// The largest heap covered.
    pub(crate) fn largest(&self) -> u64 {
        self.heaps.len() as u64 - 1
    }

    /// Adds the next heap of `game`.
    pub(crate) fn extend(&mut self, game: &Game, budget: &mut Budget) -> Result<(), EngineError> {
        self.options.push_next(game)?;
        self.extend_with_options(budget)
    }

    /// Adds the next heap with the given options, each as its parts (earlier heaps).
    pub(crate) fn add(
        &mut self,
        options: Vec<Vec<u32>>,
        budget: &mut Budget,
    ) -> Result<(), EngineError> {
        self.options.push(options);
        self.extend_with_options(budget)
    }

    fn extend_with_options(&mut self, budget: &mut Budget) -> Result<(), EngineError> {
        let n = self.heaps.len() as u64;
        if self.options.of(n).is_empty() {
            self.heaps.push(0);
            return Ok(());
        }
        if let Some(x) = self.conservative(n, budget)? {
            self.heaps.push(x);
            return Ok(());
        }
        if self.new_generator(n, budget)? {
            self.growth.push(n);
            return Ok(());
        }
        Err(EngineError::QuotientNotFound {
            heap: n,
            rounds: MAX_ROUNDS,
        })
    }

    /// Step 1: an element x of Q(n − 1) that heap n provably acts as.
    fn conservative(&self, n: u64, budget: &mut Budget) -> Result<Option<u32>, EngineError> {
        let size = self.monoid.size() as u32;
        let options = self.options.letter(&self.monoid, &self.heaps, n, 0).options;
        let heap_is_p = options.iter().all(|&t| !self.p[t as usize]);
        for x in 0..size {
            if self.p[x as usize] != heap_is_p {
                continue;
            }
            // Condition (2) of the verification for the new letter alone, first.
            let clash = (0..size).any(|y| {
                self.p[self.monoid.product(y, x) as usize]
                    && options
                        .iter()
                        .any(|&t| self.p[self.monoid.product(y, t) as usize])
            });
            if clash {
                continue;
            }
            let letter = self.options.letter(&self.monoid, &self.heaps, n, x);
            let alphabet = self
                .options
                .alphabet(&self.monoid, &self.heaps, Some((letter, n)));
            if verify(&self.monoid, &self.p, &alphabet, budget)? {
                return Ok(Some(x));
            }
        }
        Ok(None)
    }

    /// Step 2: heap n as a new generator, refined until proved (or given up).
    fn new_generator(&mut self, n: u64, budget: &mut Budget) -> Result<bool, EngineError> {
        let known = Candidate {
            monoid: self.monoid.clone(),
            heaps: self.heaps.clone(),
        };
        let first = Factor {
            heap: n as usize,
            index: 2,
            period: 2,
        };
        let mut candidate = known.with_factors(n as usize + 1, &[first], budget)?;
        for _ in 0..MAX_ROUNDS {
            let alphabet = self
                .options
                .alphabet(&candidate.monoid, &candidate.heaps, None);
            let Some(p) = mark_p_portion(&candidate.monoid, &alphabet) else {
                return Ok(false);
            };
            if verify(&candidate.monoid, &p, &alphabet, budget)? {
                let reduced = reduce(&candidate.monoid, &p, &distinct(&candidate.heaps));
                self.heaps = candidate
                    .heaps
                    .iter()
                    .map(|&x| reduced.class[x as usize])
                    .collect();
                self.monoid = reduced.monoid;
                self.p = reduced.p;
                return Ok(true);
            }
            let Some(position) = least_failure(&candidate.monoid, &p, &alphabet, budget)? else {
                return Ok(false);
            };
            // Every smaller position is decided rightly, so this one is decided wrongly.
            let element = candidate
                .monoid
                .product_of(position.iter().map(|&h| candidate.heaps[h as usize]));
            let should_be_p = !p[element as usize];
            match recalibrate(&candidate, &self.options, &position, should_be_p, budget)? {
                Some(refined) => candidate = refined,
                None => return Ok(false),
            }
        }
        Ok(false)
    }
}

/// The distinct elements of `heaps`, in order of first appearance.
pub(crate) fn distinct(heaps: &[u32]) -> Vec<u32> {
    let mut seen = Vec::new();
    for &x in heaps {
        if !seen.contains(&x) {
            seen.push(x);
        }
    }
    seen
}
