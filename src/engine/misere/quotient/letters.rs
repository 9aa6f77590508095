//! Heaps as letters. A position of a heap game is a word over the heap sizes (a multiset:
//! the order of heaps does not matter), and a candidate quotient maps each heap h to an
//! element Φ(h) of a monoid. What a heap contributes to the checks of
//! [`super::verify`] and [`super::marking`] is only its *letter*: Φ(h) and the set
//! T(h) = {Φ(h′) : h′ an option of h} of its options' elements (an option is a sum of
//! smaller heaps, whose element is the product of theirs). Heaps with equal letters are
//! interchangeable for those checks, so an [`Alphabet`] keeps each letter once, with the
//! smallest heap that has it.
//!
//! A heap without options is the game 0: it is mapped to the identity and is no letter.

use hashbrown::HashSet;

use super::monoid::Monoid;
use crate::engine::error::EngineError;
use crate::ir::Game;

/// Φ(h) and the elements of h's options, sorted, each once.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Letter {
    pub element: u32,
    pub options: Vec<u32>,
}

/// The distinct letters of a set of heaps, each with the smallest heap that has it.
pub(crate) struct Alphabet {
    pub letters: Vec<Letter>,
    pub heaps: Vec<u64>,
}

/// The options of heaps 0..len, each as its parts (heaps without options left out),
/// sorted, each option once.
#[derive(Default)]
pub(crate) struct HeapOptions {
    options: Vec<Vec<Vec<u32>>>,
}

impl HeapOptions {
    pub(crate) fn len(&self) -> u64 {
        self.options.len() as u64
    }

    /// The options of heap `n`, which must be known.
    pub(crate) fn of(&self, n: u64) -> &[Vec<u32>] {
        &self.options[n as usize]
    }

    /// Adds heap `len()`'s options in `game`.
    pub(crate) fn push_next(&mut self, game: &Game) -> Result<(), EngineError> {
        let n = self.len();
        let mut found: Vec<Vec<u32>> = Vec::new();
        let mut too_large = false;
        game.heap_options(n, &mut |_, _, parts| {
            too_large |= parts.iter().any(|&p| p >= n);
            found.push(parts.iter().map(|&p| p as u32).collect());
        })?;
        if too_large {
            return Err(EngineError::HeapsDoNotShrink { heap: n });
        }
        self.push(found);
        Ok(())
    }

    /// Adds heap `len()` with the given options, each as its parts (earlier heaps): parts
    /// without options are dropped, and each option is kept once.
    pub(crate) fn push(&mut self, options: Vec<Vec<u32>>) {
        let mut found: Vec<Vec<u32>> = options
            .into_iter()
            .map(|mut option| {
                option.retain(|&p| !self.options[p as usize].is_empty());
                option.sort_unstable();
                option
            })
            .collect();
        found.sort_unstable();
        found.dedup();
        self.options.push(found);
    }

    /// The letter of heap `n` when heap h is mapped to `heaps[h]`.
    pub(crate) fn letter(&self, monoid: &Monoid, heaps: &[u32], n: u64, element: u32) -> Letter {
        let mut options: Vec<u32> = self
            .of(n)
            .iter()
            .map(|option| monoid.product_of(option.iter().map(|&h| heaps[h as usize])))
            .collect();
        options.sort_unstable();
        options.dedup();
        Letter { element, options }
    }

    /// The alphabet of heaps 0..heaps.len() mapped to `heaps`, with `extra` (a letter
    /// for a heap not yet in `heaps`) added.
    pub(crate) fn alphabet(
        &self,
        monoid: &Monoid,
        heaps: &[u32],
        extra: Option<(Letter, u64)>,
    ) -> Alphabet {
        let mut alphabet = Alphabet {
            letters: Vec::new(),
            heaps: Vec::new(),
        };
        let mut seen: HashSet<Letter> = HashSet::new();
        let own = (0..heaps.len() as u64)
            .filter(|&n| !self.of(n).is_empty())
            .map(|n| (self.letter(monoid, heaps, n, heaps[n as usize]), n));
        for (letter, heap) in own.chain(extra) {
            if seen.insert(letter.clone()) {
                alphabet.letters.push(letter);
                alphabet.heaps.push(heap);
            }
        }
        alphabet
    }
}
