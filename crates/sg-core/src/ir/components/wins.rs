//! Moves that win at once (`move … wins`): such a move ends play for the whole sum, and the
//! player who makes it wins (the Cutting game: whoever cuts out a 1 × 1 piece wins).
//!
//! Call a component *winning* when a `wins` move can be made from it. A sum with a winning
//! component is won by the player to move. Any other move that leaves a winning component
//! hands the opponent the win, so a good player never makes it; leaving those moves out,
//! and ending play when none is left (a player who has only such moves loses, as one with
//! no move at all does in normal play), gives a game of components like any other: a sum
//! without winning components is worth the XOR of its components' values in it. So the
//! moves of a position are its `wins` moves (each to the position with nothing left) and
//! the moves that leave no winning component, and a position is split into its components
//! only when none of them is winning. In misère play, or in a compound, that reduction does
//! not hold, and such rules are refused there.

use std::ops::ControlFlow;

/// Why `wins` moves are refused in misère play.
pub(crate) const NOT_IN_MISERE: &str = "in misère play a player left only moves that hand the opponent a win at once must still move, so the sum is not valued by its components";

/// Why `wins` moves are refused in a compound other than the sum.
pub(crate) const NOT_IN_COMPOUNDS: &str =
    "a compound plays several games at once, and a win in one ends them all";

use super::ComponentGame;
use super::moves::{MoveError, Scratch, walk};
use crate::ir::moves::MAX_MOVES_PER_POSITION;

impl ComponentGame {
    /// Whether some rule's move wins at once.
    pub fn has_winning_moves(&self) -> bool {
        self.rules.iter().any(|rule| rule.wins)
    }

    /// Whether a move that wins at once can be made from `component`.
    pub(crate) fn is_winning(&self, component: &[u64]) -> Result<bool, MoveError> {
        let mut budget = MAX_MOVES_PER_POSITION;
        // A `wins` rule leaves no components: the scratch stays empty, unallocated.
        let mut scratch = Scratch::default();
        for (index, _) in self.rules.iter().enumerate().filter(|(_, r)| r.wins) {
            let flow = walk(
                self.numbered(index),
                component,
                None,
                true,
                &mut budget,
                &mut scratch,
                &mut |_, _, _| ControlFlow::Break(()),
            )?;
            if flow.is_break() {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// How many of `components` are winning (0 in a game without `wins` rules).
    pub(crate) fn winning_count(&self, components: &[Vec<u64>]) -> Result<usize, MoveError> {
        if !self.has_winning_moves() {
            return Ok(0);
        }
        let mut count = 0;
        for component in components {
            count += usize::from(self.is_winning(component)?);
        }
        Ok(count)
    }
}
