//! The mirror strategy (Tweedledum and Tweedledee): a piece on a grid that is its own
//! image under a half turn, or under a reflection left to right or top to bottom, is lost
//! by the player to move when no move takes a node of its own image. The other player
//! answers each move by its image: that is a move of the piece left (the image of a move
//! is a move, as the rule looks only at which cells touch, and it takes nodes the first
//! did not), and it leaves a piece that is again its own image, so the other player
//! always has a move and makes the last one.
//!
//! Only for the rules a grid's symmetries keep (a node, a node and its neighbours, a
//! domino), not for an order right and down.

use super::bits::Bits;
use super::layout::{Layout, Topology};
use crate::board::Taken;

/// The symmetries of a piece's bounding box that the strategy tries.
const SYMMETRIES: [(bool, bool); 3] = [(true, true), (false, true), (true, false)];

impl<const W: usize> Layout<W> {
    /// Whether `piece` is lost by the mirror strategy.
    pub(crate) fn lost_by_mirror(&self, piece: Bits<W>) -> bool {
        let Topology::Grid { columns, .. } = &self.topology else {
            return false;
        };
        if self.taken() == Taken::NodeAndSuccessors {
            return false;
        }
        let columns = *columns;
        let (Some(first), Some(last)) = (piece.lowest(), piece.highest()) else {
            return false;
        };
        let (top, bottom) = (first / columns, last / columns);
        let mut spread = 0;
        for r in top..=bottom {
            spread |= piece.extract(r * columns, columns);
        }
        let left = spread.trailing_zeros() as usize;
        let right = 63 - spread.leading_zeros() as usize;
        SYMMETRIES.iter().any(|&(turn_rows, turn_columns)| {
            let image_of = |v: usize| {
                let (r, c) = (v / columns, v % columns);
                let r = if turn_rows { top + bottom - r } else { r };
                let c = if turn_columns { left + right - c } else { c };
                r * columns + c
            };
            let image = |set: Bits<W>| {
                let mut out = Bits::EMPTY;
                for v in set.iter() {
                    out.insert(image_of(v));
                }
                out
            };
            if piece.iter().any(|v| !piece.contains(image_of(v))) {
                return false;
            }
            let mut clash = false;
            self.for_each_move(piece, |taken| clash = clash || image(taken).meets(&taken));
            !clash
        })
    }
}
