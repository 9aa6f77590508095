//! The P-portion a candidate monoid implies, found by playing one word per element.
//!
//! If a candidate (M, Φ) is right — every two positions with the same element have the
//! same outcome — the outcome of an element is that of any position mapped to it, and a
//! position is a misère P-position exactly when it has options and none of them is one.
//! So the elements are visited through words (positions) in an order in which every
//! option of a word comes before it: by total tokens, then by more heaps first (a move
//! takes tokens, or, taking none, splits a heap into more heaps). The first word that
//! reaches an element decides it: a P-position when its options' elements are all
//! N-elements, already decided since those options came earlier.
//!
//! The order is a shortest-path search (Dijkstra) from the empty word: the order is
//! kept by adding a heap to two words (it is a translation-invariant order), so the least
//! word of each element extends the least word of another, and each element is extended
//! once per letter. The options' elements of the word w + h are those of w times Φ(h),
//! with Φ(w) times those of h: T(w + h) = T(w)·Φ(h) ∪ Φ(w)·T(h).
//!
//! The least words are kept: [`super::verify::least_failure`] needs them.
//!
//! Nothing here is trusted: [`super::verify`] proves (or refutes) the candidate with the
//! P-portion found.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::budget::Budget;
use super::letters::Alphabet;
use super::monoid::Multiply;
use super::option_sets::grow;
use crate::engine::error::EngineError;

/// Where a word stands in the order: fewer tokens first, then more heaps first.
pub(crate) type Key = (u64, Reverse<u64>);

/// The key of a word with `heap` added.
pub(crate) fn key_after(key: Key, heap: u64) -> Key {
    (key.0 + heap, Reverse(key.1.0 + 1))
}

/// A word in the marking's queue: its key, and the element and letter it extends.
type Queued = (Key, Option<(u32, usize)>);

/// The least word of each element: its key, and the element and letter it extends
/// (`None` for the identity's empty word).
pub(crate) struct LeastWords {
    pub key: Vec<Key>,
    pub last: Vec<Option<(u32, usize)>>,
}

impl LeastWords {
    /// The heaps of the least word of `x`.
    pub(crate) fn word(&self, alphabet: &Alphabet, mut x: u32) -> Vec<u64> {
        let mut word = Vec::new();
        while let Some((parent, letter)) = self.last[x as usize] {
            word.push(alphabet.heaps[letter]);
            x = parent;
        }
        word
    }
}

/// A candidate's implied P-portion and the least word of each element.
pub(crate) struct Marking {
    pub p: Vec<bool>,
    pub least: LeastWords,
}

/// The P-portion of `monoid` implied by the alphabet's letters (`None` if some element is
/// not reached: then the letters do not generate the monoid).
pub(crate) fn mark_p_portion(
    monoid: &impl Multiply,
    alphabet: &Alphabet,
    budget: &mut Budget,
) -> Result<Option<Marking>, EngineError> {
    let size = monoid.size();
    // The option elements of each decided element's least word, sorted, side by side
    // (where each starts, and how many): a few per element, where one bit per pair of
    // elements would take gigabytes on the largest candidates.
    let mut options: Vec<u32> = Vec::new();
    let mut span: Vec<(usize, u32)> = budget.vec(size)?;
    span.resize(size, (0, 0));
    let mut p = vec![false; size];
    let mut key: Vec<Option<Key>> = vec![None; size];
    let mut last = vec![None; size];
    let mut queue = BinaryHeap::new();
    queue.push(Reverse(((0u64, Reverse(0u64)), 0u32, None::<(u32, usize)>)));
    // The least word queued for each element: a worse one would never be taken.
    let mut queued: Vec<Option<Queued>> = vec![None; size];
    let mut reached: Vec<u32> = Vec::new();
    let mut decided = 0;
    while let Some(Reverse((word_key, element, from))) = queue.pop() {
        if key[element as usize].is_some() {
            continue;
        }
        budget.work(alphabet.letters.len() as u64)?;
        reached.clear();
        if let Some((parent, letter)) = from {
            let letter = &alphabet.letters[letter];
            let (start, len) = span[parent as usize];
            let before = &options[start..][..len as usize];
            reached.extend(before.iter().map(|&t| monoid.product(t, letter.element)));
            reached.extend(letter.options.iter().map(|&t| monoid.product(parent, t)));
            reached.sort_unstable();
            reached.dedup();
            // Every option came earlier, so its element is decided.
            let mut p_option = false;
            for &t in &reached {
                if key[t as usize].is_none() {
                    return Ok(None);
                }
                p_option |= p[t as usize];
            }
            p[element as usize] = !reached.is_empty() && !p_option;
        }
        grow(&mut options, reached.len(), budget)?;
        span[element as usize] = (options.len(), reached.len() as u32);
        options.extend_from_slice(&reached);
        key[element as usize] = Some(word_key);
        last[element as usize] = from;
        decided += 1;
        for (index, letter) in alphabet.letters.iter().enumerate() {
            let next = monoid.product(element, letter.element);
            if key[next as usize].is_none() {
                let word = (
                    key_after(word_key, alphabet.heaps[index]),
                    Some((element, index)),
                );
                if queued[next as usize].is_none_or(|best| word < best) {
                    queued[next as usize] = Some(word);
                    queue.push(Reverse((word.0, next, word.1)));
                }
            }
        }
    }
    if decided < size {
        return Ok(None);
    }
    Ok(Some(Marking {
        p,
        least: LeastWords {
            key: key.into_iter().flatten().collect(),
            last,
        },
    }))
}
