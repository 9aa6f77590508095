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
//!
//! The options of a heap game's heaps are not stored: a heap of n tokens may have about n
//! options and the construction may go to tens of thousands of heaps, so they are read
//! from the rules again whenever a letter is needed. Options given as lists (the
//! components of [`super::closure`]) are kept.

use hashbrown::HashMap;

use super::bits;
use super::budget::Budget;
use super::monoid::Multiply;
use crate::engine::error::EngineError;
use crate::ir::Game;

/// Φ(h) and the elements of h's options, sorted, each once.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Letter {
    pub element: u32,
    pub options: Vec<u32>,
}

/// The distinct letters of a set of heaps, each with the smallest heap that has it.
#[derive(Default)]
pub(crate) struct Alphabet {
    pub letters: Vec<Letter>,
    pub heaps: Vec<u64>,
    index: HashMap<Letter, usize>,
}

impl Alphabet {
    /// Adds the letter of `heap` unless an earlier heap has it; returns whether it was new.
    pub(crate) fn add(&mut self, letter: Letter, heap: u64) -> bool {
        if self.index.contains_key(&letter) {
            return false;
        }
        self.index.insert(letter.clone(), self.letters.len());
        self.letters.push(letter);
        self.heaps.push(heap);
        true
    }

    /// Removes the letter added last.
    pub(crate) fn pop(&mut self) {
        if let Some(letter) = self.letters.pop() {
            self.index.remove(&letter);
            self.heaps.pop();
        }
    }
}

/// Where the options of the heaps come from.
enum Source {
    /// A heap game's rules, read again for each heap.
    Rules(Box<Game>),
    /// Options given as lists, each option as its parts (earlier heaps).
    Listed(Vec<Vec<Vec<u32>>>),
}

/// The options of heaps 0..len.
pub(crate) struct HeapOptions {
    source: Source,
    /// Whether each heap has an option.
    moves: Vec<bool>,
}

impl HeapOptions {
    /// The heaps of a heap game (added by [`HeapOptions::push_next`]).
    pub(crate) fn of_rules(game: &Game) -> HeapOptions {
        HeapOptions {
            source: Source::Rules(Box::new(game.clone())),
            moves: Vec::new(),
        }
    }

    /// Heaps whose options are given (added by [`HeapOptions::push`]).
    pub(crate) fn listed() -> HeapOptions {
        HeapOptions {
            source: Source::Listed(Vec::new()),
            moves: Vec::new(),
        }
    }

    pub(crate) fn len(&self) -> u64 {
        self.moves.len() as u64
    }

    /// Whether heap `n` (known) has an option.
    pub(crate) fn has_moves(&self, n: u64) -> bool {
        self.moves[n as usize]
    }

    /// Adds heap `len()` of the game's rules.
    pub(crate) fn push_next(&mut self) -> Result<(), EngineError> {
        let n = self.len();
        let Source::Rules(game) = &self.source else {
            unreachable!("heaps of listed options are pushed with their options")
        };
        let mut any = false;
        let mut too_large = false;
        game.heap_options(n, &mut |_, _, parts| {
            any = true;
            too_large |= parts.iter().any(|&p| p >= n);
        })?;
        if too_large {
            return Err(EngineError::HeapsDoNotShrink { heap: n });
        }
        self.moves.push(any);
        Ok(())
    }

    /// Adds heap `len()` with the given options, each as its parts (earlier heaps).
    pub(crate) fn push(&mut self, options: Vec<Vec<u32>>) {
        let Source::Listed(listed) = &mut self.source else {
            unreachable!("heaps of a game's rules are read from its rules")
        };
        self.moves.push(!options.is_empty());
        listed.push(options);
    }

    /// Forgets the heap added last.
    pub(crate) fn pop(&mut self) {
        self.moves.pop();
        if let Source::Listed(listed) = &mut self.source {
            listed.pop();
        }
    }

    /// Calls `visit` with the parts of every option of heap `n`; returns how many.
    fn for_each(&self, n: u64, visit: &mut dyn FnMut(&[u64])) -> Result<u64, EngineError> {
        let mut count = 0;
        match &self.source {
            Source::Rules(game) => game.heap_options(n, &mut |_, _, parts| {
                count += 1;
                visit(parts);
            })?,
            Source::Listed(listed) => {
                let mut parts = Vec::new();
                for option in &listed[n as usize] {
                    count += 1;
                    parts.clear();
                    parts.extend(option.iter().map(|&p| u64::from(p)));
                    visit(&parts);
                }
            }
        }
        Ok(count)
    }

    /// The elements of heap `n`'s options when heap h is mapped to `heaps[h]`, sorted,
    /// each once (reading the options is charged as work).
    pub(crate) fn option_elements(
        &self,
        monoid: &impl Multiply,
        heaps: &[u32],
        n: u64,
        budget: &mut Budget,
    ) -> Result<Vec<u32>, EngineError> {
        let mut found = vec![0u64; bits::words(monoid.size())];
        let count = self.for_each(n, &mut |parts| {
            let x = monoid.product_of(parts.iter().map(|&h| heaps[h as usize]));
            bits::insert(&mut found, x);
        })?;
        budget.work(count)?;
        Ok(bits::elements(&found).collect())
    }

    /// The letter of heap `n` (covered by `heaps`).
    pub(crate) fn letter(
        &self,
        monoid: &impl Multiply,
        heaps: &[u32],
        n: u64,
        budget: &mut Budget,
    ) -> Result<Letter, EngineError> {
        Ok(Letter {
            element: heaps[n as usize],
            options: self.option_elements(monoid, heaps, n, budget)?,
        })
    }

    /// The alphabet of heaps 0..heaps.len() mapped to `heaps`.
    pub(crate) fn alphabet(
        &self,
        monoid: &impl Multiply,
        heaps: &[u32],
        budget: &mut Budget,
    ) -> Result<Alphabet, EngineError> {
        let mut alphabet = Alphabet::default();
        for n in 0..heaps.len() as u64 {
            if self.has_moves(n) {
                alphabet.add(self.letter(monoid, heaps, n, budget)?, n);
            }
        }
        Ok(alphabet)
    }
}
