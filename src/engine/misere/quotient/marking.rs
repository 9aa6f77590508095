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
//! Nothing here is trusted: [`super::verify`] proves (or refutes) the candidate with the
//! P-portion found.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::bits::Bits;
use super::letters::Alphabet;
use super::monoid::Monoid;

/// The P-portion of `monoid` implied by the alphabet's letters (`None` if some element is
/// not reached: then the letters do not generate the monoid).
pub(crate) fn mark_p_portion(monoid: &Monoid, alphabet: &Alphabet) -> Option<Vec<bool>> {
    let size = monoid.size();
    let mut p = vec![false; size];
    let mut options: Vec<Option<Bits>> = vec![None; size];
    // (tokens, fewer heaps last, element, the word's parent element and last letter).
    let mut queue = BinaryHeap::new();
    queue.push(Reverse((0u64, Reverse(0u64), 0u32, None::<(u32, usize)>)));
    let mut decided = 0;
    while let Some(Reverse((tokens, Reverse(heaps), element, last))) = queue.pop() {
        if options[element as usize].is_some() {
            continue;
        }
        let mut reached = Bits::new(size);
        if let Some((parent, letter)) = last {
            let letter = &alphabet.letters[letter];
            let before = options[parent as usize].as_ref()?;
            for t in 0..size as u32 {
                if before.contains(t) {
                    reached.insert(monoid.product(t, letter.element));
                }
            }
            for &t in &letter.options {
                reached.insert(monoid.product(parent, t));
            }
            // Every option came earlier, so its element is decided.
            let mut any_option = false;
            let mut p_option = false;
            for t in 0..size as u32 {
                if reached.contains(t) {
                    any_option = true;
                    options[t as usize].as_ref()?;
                    p_option |= p[t as usize];
                }
            }
            p[element as usize] = any_option && !p_option;
        }
        options[element as usize] = Some(reached);
        decided += 1;
        for (index, letter) in alphabet.letters.iter().enumerate() {
            let next = monoid.product(element, letter.element);
            if options[next as usize].is_none() {
                let heap = alphabet.heaps[index];
                queue.push(Reverse((
                    tokens + heap,
                    Reverse(heaps + 1),
                    next,
                    Some((element, index)),
                )));
            }
        }
    }
    (decided == size).then_some(p)
}
