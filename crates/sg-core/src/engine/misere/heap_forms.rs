//! The options of single heaps, reduced for misère sums and kept per heap size.
//!
//! Two kinds of heap are taken out of sum positions before they are searched, because
//! neither changes G⁻ of any sum it is part of:
//!
//! - a heap with no move is the game 0, and X + 0 is the very same game as X;
//! - two `*` cancel: G⁻(X + * + *) = G⁻(X) for every game X. Proof by induction on X.
//!   If X has no move, X + * + * has the one option X + * = * (value 0), so its value is
//!   1 = G⁻(X). Otherwise let S be the values of X's options; by induction the options
//!   X′ + * + * have the values S, and the remaining option X + * has the value
//!   c = mex(S′ ∪ {G⁻(X)}) for some S′, so c ≠ G⁻(X) = mex S and mex(S ∪ {c}) = mex S.
//! - a heap H whose every option reduces to nothing (zeros and pairs of `*`) acts as `*`:
//!   G⁻(X + H) = G⁻(X + *) for every X, by induction on X: the options X′ + H and X′ + *
//!   have equal values, and H's options X + (zeros and pairs of `*`) have the value G⁻(X),
//!   the value of the option X of X + *.
//!
//! So a sum is kept as its other heaps, sorted, and one bit: whether an odd number of `*`
//! is present ([`Reduced`]). Nothing is claimed for other pairs: G + G is not 0 in misère
//! play in general (`*2 + *2` is a P-position, 0 is not).

use hashbrown::HashSet;

use crate::engine::error::EngineError;
use crate::ir::Game;

/// The most reduced options all known heaps may keep (a heap of n has up to about n of
/// them): about half a GB.
const MOST_OPTIONS_KEPT: u64 = 10_000_000;

/// A heap's options (or a sum's heaps) with zeros dropped and stars counted mod 2.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Reduced {
    /// Whether an odd number of `*` heaps is present.
    pub star: bool,
    /// The other heaps, sorted.
    pub heaps: Vec<u32>,
}

/// What a heap is, as a component of a misère sum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum HeapKind {
    /// No move: the game 0.
    Zero,
    /// Every move leaves only zeros: the game `*`.
    Star,
    Other,
}

/// Reduced options of heaps 0..len, computed in order of size.
pub(crate) struct HeapForms {
    options: Vec<Vec<Reduced>>,
    kinds: Vec<HeapKind>,
    /// The reduced options kept in all.
    kept: u64,
}

impl HeapForms {
    pub(crate) fn new() -> HeapForms {
        HeapForms {
            options: Vec::new(),
            kinds: Vec::new(),
            kept: 0,
        }
    }

    /// How many heap sizes are known (0..len).
    pub(crate) fn len(&self) -> u64 {
        self.kinds.len() as u64
    }

    /// Makes heaps 0..=n known; `budget` bounds the heap sizes kept, and 16 times it (at
    /// most [`MOST_OPTIONS_KEPT`]) the options kept in all.
    pub(crate) fn extend_to(
        &mut self,
        game: &Game,
        n: u64,
        budget: u64,
    ) -> Result<(), EngineError> {
        if n >= budget.min(u64::from(u32::MAX)) {
            return Err(EngineError::HeapTooLarge {
                heap: n,
                limit: budget,
            });
        }
        while self.len() <= n {
            let size = self.len();
            let mut found: Vec<Reduced> = Vec::new();
            let mut seen: HashSet<Reduced> = HashSet::new();
            let mut too_large = false;
            game.heap_options(size, &mut |_, _, parts| {
                if parts.iter().any(|&p| p >= size) {
                    too_large = true;
                    return;
                }
                let reduced = self.reduce(parts.iter().map(|&p| p as u32));
                if seen.insert(reduced.clone()) {
                    found.push(reduced);
                }
            })?;
            if too_large {
                return Err(EngineError::HeapsDoNotShrink { heap: size });
            }
            self.kept += found.len() as u64;
            if self.kept > budget.saturating_mul(16).min(MOST_OPTIONS_KEPT) {
                return Err(EngineError::StateLimit { limit: budget });
            }
            let kind = if found.is_empty() {
                HeapKind::Zero
            } else if found.iter().all(|r| !r.star && r.heaps.is_empty()) {
                HeapKind::Star
            } else {
                HeapKind::Other
            };
            self.options.push(found);
            self.kinds.push(kind);
        }
        Ok(())
    }

    /// The heap's kind (the heap must be known).
    pub(crate) fn kind(&self, heap: u32) -> HeapKind {
        self.kinds[heap as usize]
    }

    /// The distinct reduced options of a known heap.
    pub(crate) fn options(&self, heap: u32) -> &[Reduced] {
        &self.options[heap as usize]
    }

    /// The reduced form of a sum of known heaps.
    pub(crate) fn reduce(&self, heaps: impl IntoIterator<Item = u32>) -> Reduced {
        let mut reduced = Reduced {
            star: false,
            heaps: Vec::new(),
        };
        for heap in heaps {
            match self.kind(heap) {
                HeapKind::Zero => {}
                HeapKind::Star => reduced.star = !reduced.star,
                HeapKind::Other => reduced.heaps.push(heap),
            }
        }
        reduced.heaps.sort_unstable();
        reduced
    }
}
