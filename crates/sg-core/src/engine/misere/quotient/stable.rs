//! A heap that acts as an element the quotient already has, placed without a new proof
//! (what MisereSolver does before its "presentation changing" steps, with a check of its
//! own): once the quotient stops growing, adding a heap costs reading its options and a
//! few set comparisons, not a verification of every state again.
//!
//! Let Q be the proved quotient of the heaps below n, with P-portion P, and T the
//! elements of heap n's options in Q; S(n) = ⋃_{t ∈ T} (P : t) is the set of the state
//! of n alone (the notation of [`super::verify`]).
//!
//! **Candidates.** Heap n can act as x only if x ∈ P exactly when T misses P (the heap
//! alone), and (P : x) misses S(n) (condition (2) for its letter (x, T)). At most one
//! candidate is right: if n could act as x and as y, every position n + Y would have the
//! outcome of x·Φ(Y) and of y·Φ(Y), so no multiplier tells x from y, and Q is reduced.
//!
//! **Theorem.** If some state (x, S′) kept by the proof of Q (its [`Certificate`]) has
//! S′ ⊆ S(n), then Φ(n) = x is proved, and the quotient of the heaps up to n is Q.
//!
//! **Proof.** Conditions (1) and (2) hold for the old letters (Q and P are unchanged) and
//! for the new one (a candidate). For (3): the state (x, S′) is reached by some word G of
//! smaller heaps, and n alone reaches (x, S(n)); the step of [`super::verify`] is monotone
//! in the set, so every word n + W reaches a state with the same element as G + W and a
//! larger set, and by induction on the copies of n in W the same holds for any number of
//! them against a word of smaller heaps. The proof of Q checked (3) at every state those
//! words reach (or at a smaller one), and a larger set keeps 1 ∈ S. The case G = 0 (the
//! identity's empty word) needs n alone itself: x = 1 ∉ P, so T meets P by the candidate's
//! outcome, which is 1 ∈ S(n). So the candidate is proved; adding an element Q already
//! has changes neither the monoid nor which elements multipliers tell apart. ∎
//!
//! When no kept state fits, the construction proves a candidate the long way (a
//! verification with its letter added), and that verification's states become the new
//! certificate. The tests build every quotient both ways and compare them heap by heap.

use super::bits;
use super::monoid::{Monoid, Multiply};
use super::verify::{Certificate, Divisors};

/// The elements heap n may act as, and its set S(n), given its options' elements.
pub(crate) fn candidates(
    monoid: &Monoid,
    p: &[bool],
    divisors: &Divisors,
    options: &[u32],
) -> (Vec<u32>, Vec<u64>) {
    let set = divisors.after(monoid, 0, options);
    let alone_is_p = !bits::contains(&set, 0);
    let candidates = (0..monoid.size() as u32)
        .filter(|&x| p[x as usize] == alone_is_p && !bits::meet(divisors.of_element(x), &set))
        .collect();
    (candidates, set)
}

/// The candidate a kept state of the certificate proves, if any.
pub(crate) fn proved_by(certificate: &Certificate, candidates: &[u32], set: &[u64]) -> Option<u32> {
    candidates
        .iter()
        .copied()
        .find(|&x| certificate.states.dominated(x, set))
}
