//! The tame rule: sums of tame heaps are played like misère Nim.
//!
//! Call a game *tame* when every position of it (itself included) has a pair
//! (g, g⁻) = (G, G⁻) that is *fickle*, (0, 1) or (1, 0) — like the Nim heaps 0 and 1 —
//! or *firm*, g⁻ = g — like the Nim heaps of 2 or more, or (0, 0) and (1, 1). This is
//! Conway's tameness in its hereditary form (On Numbers and Games, ch. 12; Winning Ways
//! ch. 13 widens it with reversible wild options, which are not used here).
//!
//! **Rule.** For a sum S of tame games with x = XOR of the g's and f = 1 when every
//! component is fickle (0 otherwise), G⁻(S) = x ⊕ f; so S is a P-position exactly when
//! all components are fickle and x = 1, or some is firm and x = 0 (misère Nim's rule).
//!
//! **Proof** (induction on S). Write r(S) = x ⊕ f; the empty sum has r = 1 = G⁻.
//! (i) No option S′ has r(S′) = r(S): a move changes one g to g′ ≠ g, so equality needs
//! g ⊕ g′ = 1 and a change of fickleness, i.e. a move (0,1)→(1,1), (1,0)→(0,0),
//! (0,0)→(1,0) or (1,1)→(0,1); each has an option with the same g⁻ as its position,
//! which a mex forbids. (ii) Every v < r(S) is reached. If S is all fickle, r ≤ 1 and
//! v = 0 asks for a P-option: move a (1,0) to its g′ = 0 option, which is (0,1) (an option
//! (0,0) would give (1,0) an option of g⁻ 0), or, with all components (0,1), move one to
//! its g⁻ = 0 option ((1,0) or (0,0)); either is a P-position by the rule. If some
//! component is firm, r = x: make the Nim move (component i to g_i ⊕ x ⊕ v). If a firm
//! component remains, r(S′) = v. If component i was the only firm one, let y ≤ 1 be the
//! XOR of the others: (0,0) or (1,1) force v = 0 and a P-option exists as above (move a
//! (1,0) among the others to (0,1), or take (1,1) to its g⁻ = 0 option); for (a,a) with
//! a ≥ 2, it has options of g′ = 0 and 1, and if none of them reaches v (firm with g′ =
//! v ⊕ y, or fickle with g′ = v ⊕ y ⊕ 1), the pairs force g⁻ = mex ≤ 1 ≠ a, unless
//! v ⊕ y = a + 1, which happens only for y = 1, v = a: then move a (1,0) to (0,1).
//!
//! A sum of tame games is tame (its pairs are (x, x ⊕ f), fickle or firm), so a heap is
//! tame when its own pair is and every heap its moves leave is tame: that is what
//! [`TameHeaps`] checks, heap by heap in order of size.
//!
//! **Genus.** S + k·*2 is a sum of tame games too, and *2 is firm, so by the rule its G⁻
//! is g_0 = x ⊕ f for k = 0 and g_k = x ⊕ 2·(k mod 2) for k ≥ 1: the genus of S is
//! x^{(x⊕f), x⊕2, x} (2-periodic from k = 1), with no search.

use super::sums::MisereSums;
use crate::engine::error::EngineError;
use crate::engine::genus::Genus;
use crate::engine::heap_values::HeapValues;
use crate::ir::Game;

/// A tame heap's normal value and whether it is fickle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Tame {
    pub normal: u64,
    pub fickle: bool,
}

impl Tame {
    /// The pair (g, g⁻) if it is fickle or firm.
    pub(crate) fn of_pair(normal: u64, misere: u64) -> Option<Tame> {
        if misere == normal {
            Some(Tame {
                normal,
                fickle: false,
            })
        } else if normal <= 1 && misere == normal ^ 1 {
            Some(Tame {
                normal,
                fickle: true,
            })
        } else {
            None
        }
    }
}

/// The XOR of a sum of tame games' normal values, and whether all are fickle.
fn nim_sum_and_fickle(components: &[Tame]) -> (u64, bool) {
    let (mut x, mut fickle) = (0, true);
    for tame in components {
        x ^= tame.normal;
        fickle &= tame.fickle;
    }
    (x, fickle)
}

/// G⁻ of a sum of tame games by the rule.
pub(crate) fn tame_value(components: &[Tame]) -> u64 {
    let (x, fickle) = nim_sum_and_fickle(components);
    x ^ u64::from(fickle)
}

/// The genus of a sum of tame games, by the rule.
pub(crate) fn tame_genus(components: &[Tame]) -> Genus {
    let (x, fickle) = nim_sum_and_fickle(components);
    Genus::new(x, &[x ^ u64::from(fickle), x ^ 2, x], 1)
}

/// Which heaps 0..len are (hereditarily) tame.
#[derive(Default)]
pub(crate) struct TameHeaps {
    heaps: Vec<Option<Tame>>,
}

impl TameHeaps {
    pub(crate) fn new() -> TameHeaps {
        TameHeaps::default()
    }

    /// Whether heap `n` is tame, deciding heaps up to `n` (a heap bigger than the state
    /// limit is not decided: `None`).
    pub(crate) fn heap(
        &mut self,
        game: &Game,
        kernel: &mut HeapValues,
        sums: &mut MisereSums,
        n: u64,
        limit: u64,
    ) -> Result<Option<Tame>, EngineError> {
        if n >= limit {
            return Ok(None);
        }
        while self.heaps.len() as u64 <= n {
            let size = self.heaps.len() as u64;
            let mut hereditary = true;
            game.heap_options(size, &mut |_, _, parts| {
                hereditary &= parts
                    .iter()
                    .all(|&p| self.heaps.get(p as usize).is_some_and(Option::is_some));
            })?;
            let tame = if hereditary {
                let normal = kernel.value(game, size, limit)?;
                Tame::of_pair(normal, sums.value(&[size])?)
            } else {
                None
            };
            self.heaps.push(tame);
        }
        Ok(self.heaps[n as usize])
    }
}
