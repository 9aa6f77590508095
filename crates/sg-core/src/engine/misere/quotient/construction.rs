//! The quotient of the heaps 0..=n, built heap by heap (as MisereSolver does).
//!
//! Q(n) is the misère quotient of the positions made of heaps of at most n tokens. With
//! Q(n − 1), its P-portion and its heap map known, heap n is added so:
//!
//! 1. *A stable heap:* heap n may act as an element x already in Q(n − 1). The candidates
//!    x ([`super::stable`]) are first checked against the states kept by the last proof
//!    of Q(n − 1); one that a kept state proves is taken at once. Otherwise each is tried
//!    by a proof of the candidate (Q(n − 1), Φ(n) = x) with the letter of n added
//!    ([`super::verify`]), whose states are kept for the next heaps. If one is proved,
//!    Q(n) is Q(n − 1) (adding an element already present changes neither the generated
//!    monoid nor which elements multipliers tell apart).
//! 2. *A new generator:* otherwise heap n is a new element a. The first candidate is
//!    Q(n − 1) × C(2, 2), C(i, p) being the cyclic monoid with a^(i+p) = a^i, heap n
//!    mapped to (1, a) and the older heaps to (Φ(h), 1), with the P-portion it implies
//!    ([`super::marking`]). While the least position it decides wrongly exists
//!    ([`super::verify::least_failure`]), that position is refined away
//!    ([`super::recalibrate`]), for at most [`MAX_ROUNDS`] rounds; the proved candidate is
//!    reduced ([`super::reduce`]) to Q(n).
//!
//! Every Q(n) is proved by the theorem of [`super::verify`]; a heap for which no
//! candidate is proved stops the construction with an error (no guess is ever kept). A
//! heap that stops on a limit leaves the quotient of the heaps before it as it was.

use super::budget::Budget;
use super::candidate::{Candidate, Factor};
use super::letters::{Alphabet, HeapOptions, Letter};
use super::marking::mark_p_portion;
use super::monoid::{Monoid, Multiply};
use super::recalibrate::recalibrate;
use super::reduce::{distinct, reduce};
use super::stable;
use super::verify::{Certificate, least_failure, verify};
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
    /// The distinct letters of the heaps, in the quotient.
    alphabet: Alphabet,
    /// The states of the last proof of the quotient with all these letters, once made.
    certificate: Option<Certificate>,
}

/// A quotient found for the heaps up to a new generator: its monoid, P-portion and heap
/// map.
type Grown = (Monoid, Vec<bool>, Vec<u32>);

impl Bounded {
    /// The quotient of no heap at all, for heaps whose options are given
    /// ([`Bounded::add`]): the trivial monoid, whose one element (the empty position) is
    /// an N-position.
    pub(crate) fn listed() -> Bounded {
        Bounded::with_options(HeapOptions::listed())
    }

    /// The quotient of heap 0 of a heap game alone (the identity, unless a move may leave
    /// heaps of 0 tokens and so gives heap 0 options); [`Bounded::extend`] adds the next.
    pub(crate) fn of_rules(game: &Game) -> Result<Bounded, EngineError> {
        let mut bounded = Bounded::with_options(HeapOptions::of_rules(game));
        bounded.extend(&mut Budget::new(u64::MAX))?;
        Ok(bounded)
    }

    fn with_options(options: HeapOptions) -> Bounded {
        Bounded {
            monoid: Monoid::trivial(),
            p: vec![false],
            heaps: Vec::new(),
            growth: Vec::new(),
            options,
            alphabet: Alphabet::default(),
            certificate: None,
        }
    }

    /// The largest heap covered (at least heap 0 is).
    pub(crate) fn largest(&self) -> u64 {
        self.heaps.len().saturating_sub(1) as u64
    }

    /// Adds the next heap of the game's rules.
    pub(crate) fn extend(&mut self, budget: &mut Budget) -> Result<(), EngineError> {
        self.options.push_next()?;
        self.place_last(budget)
    }

    /// Adds the next heap with the given options, each as its parts (earlier heaps).
    pub(crate) fn add(
        &mut self,
        options: Vec<Vec<u32>>,
        budget: &mut Budget,
    ) -> Result<(), EngineError> {
        self.options.push(options);
        self.place_last(budget)
    }

    /// Places the heap whose options were added last; on an error, forgets it.
    fn place_last(&mut self, budget: &mut Budget) -> Result<(), EngineError> {
        let placed = self.place(self.heaps.len() as u64, budget);
        if placed.is_err() {
            self.options.pop();
        }
        placed
    }

    fn place(&mut self, n: u64, budget: &mut Budget) -> Result<(), EngineError> {
        if !self.options.has_moves(n) {
            self.heaps.push(0);
            return Ok(());
        }
        let options = self
            .options
            .option_elements(&self.monoid, &self.heaps, n, budget)?;
        if let Some(x) = self.stable(n, &options, budget)? {
            self.heaps.push(x);
            self.alphabet.add(
                Letter {
                    element: x,
                    options,
                },
                n,
            );
            return Ok(());
        }
        let Some((monoid, p, heaps)) = self.new_generator(n, budget)? else {
            return Err(EngineError::QuotientNotFound {
                heap: n,
                rounds: MAX_ROUNDS,
            });
        };
        let alphabet = self.options.alphabet(&monoid, &heaps, budget)?;
        (self.monoid, self.p, self.heaps, self.alphabet) = (monoid, p, heaps, alphabet);
        self.certificate = None;
        self.growth.push(n);
        Ok(())
    }

    /// Step 1: the element of Q(n − 1) that heap n provably acts as, if any. The
    /// certificate is the states of a proof of Q(n − 1) with all its letters, made when
    /// first needed after the quotient grew.
    fn stable(
        &mut self,
        n: u64,
        options: &[u32],
        budget: &mut Budget,
    ) -> Result<Option<u32>, EngineError> {
        let (candidates, proved) = self.stable_candidates(options, budget)?;
        if proved.is_some() {
            return Ok(proved);
        }
        self.proved_candidate(n, &candidates, options, budget)
    }

    /// The candidates for a heap whose options have these elements, and the one a state
    /// of the certificate proves, if any.
    fn stable_candidates(
        &mut self,
        options: &[u32],
        budget: &mut Budget,
    ) -> Result<(Vec<u32>, Option<u32>), EngineError> {
        let certificate = match self.certificate.take() {
            Some(certificate) => certificate,
            None => verify(&self.monoid, &self.p, &self.alphabet, budget)?
                .expect("a proved quotient passes its own proof"),
        };
        let (candidates, set) =
            stable::candidates(&self.monoid, &self.p, &certificate.divisors, options);
        let proved = stable::proved_by(&certificate, &candidates, &set);
        self.certificate = Some(certificate);
        Ok((candidates, proved))
    }

    /// The first of `candidates` that a proof with heap n's letter added proves; its
    /// states become the certificate.
    fn proved_candidate(
        &mut self,
        n: u64,
        candidates: &[u32],
        options: &[u32],
        budget: &mut Budget,
    ) -> Result<Option<u32>, EngineError> {
        for &x in candidates {
            let letter = Letter {
                element: x,
                options: options.to_vec(),
            };
            if !self.alphabet.add(letter, n) {
                // Another heap has this letter: the proof of Q(n − 1) covers it.
                return Ok(Some(x));
            }
            let proof = verify(&self.monoid, &self.p, &self.alphabet, budget);
            self.alphabet.pop();
            if let Some(certificate) = proof? {
                self.certificate = Some(certificate);
                return Ok(Some(x));
            }
        }
        Ok(None)
    }

    /// Step 2: heap n as a new generator, refined until proved (or given up).
    fn new_generator(&self, n: u64, budget: &mut Budget) -> Result<Option<Grown>, EngineError> {
        let known = Candidate {
            monoid: self.monoid.clone(),
            heaps: self.heaps.clone(),
        };
        let first = Factor {
            heap: n as usize,
            index: 2,
            period: 2,
        };
        let mut candidate = known
            .with_factors(n as usize + 1, &[first], budget)?
            .into_candidate(budget)?;
        for _ in 0..MAX_ROUNDS {
            let alphabet = self
                .options
                .alphabet(&candidate.monoid, &candidate.heaps, budget)?;
            let Some(marking) = mark_p_portion(&candidate.monoid, &alphabet, budget)? else {
                return Ok(None);
            };
            let failure = least_failure(
                &candidate.monoid,
                &marking.p,
                &alphabet,
                &marking.least,
                budget,
            )?;
            let Some(position) = failure else {
                let generators = distinct(&candidate.heaps);
                let reduced = reduce(&candidate.monoid, &marking.p, &generators, budget)?;
                let heaps = candidate
                    .heaps
                    .iter()
                    .map(|&x| reduced.class[x as usize])
                    .collect();
                return Ok(Some((reduced.monoid, reduced.p, heaps)));
            };
            // Every smaller position is decided rightly, so this one is decided wrongly.
            let element = candidate
                .monoid
                .product_of(position.iter().map(|&h| candidate.heaps[h as usize]));
            let should_be_p = !marking.p[element as usize];
            match recalibrate(&candidate, &self.options, &position, should_be_p, budget)? {
                Some(refined) => candidate = refined,
                None => return Ok(None),
            }
        }
        Ok(None)
    }
}

#[cfg(test)]
impl Bounded {
    /// Adds the next heap of the rules as [`Bounded::extend`] does, but places a heap
    /// that the quotient already has both ways: by the certificate's states and by a full
    /// proof with its letter. Returns both answers (`None` where a way does not place
    /// it; both `None` for a heap without options or a new generator).
    pub(crate) fn extend_both_ways(
        &mut self,
        budget: &mut Budget,
    ) -> Result<(Option<u32>, Option<u32>), EngineError> {
        self.options.push_next()?;
        let n = self.heaps.len() as u64;
        if !self.options.has_moves(n) {
            self.place(n, budget)?;
            return Ok((None, None));
        }
        let options = self
            .options
            .option_elements(&self.monoid, &self.heaps, n, budget)?;
        let (candidates, by_certificate) = self.stable_candidates(&options, budget)?;
        let by_proof = self.proved_candidate(n, &candidates, &options, budget)?;
        match by_proof {
            Some(x) => {
                self.heaps.push(x);
                self.alphabet.add(
                    Letter {
                        element: x,
                        options,
                    },
                    n,
                );
            }
            None => self.place(n, budget)?,
        }
        Ok((by_certificate, by_proof))
    }
}
