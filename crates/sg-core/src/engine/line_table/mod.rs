//! The table of a coupled game built along its lines. When every move lowers heaps along a
//! line (take k from one heap, the same k from all heaps) or inside a box (take any
//! positive amount from each of several heaps, as in Moore's Nim_k), the options of a cell
//! are read from summaries kept as the table grows in row-major order, instead of being
//! listed one by one:
//!
//! - the part of a line's take set that is unbounded (`t..`) is a bitset of the values seen
//!   on that line at distance t or more behind, one bitset per line and direction; a value
//!   enters it when the cell t steps ahead of it is reached;
//! - the bounded part (and a set with holes) is enumerated: the few cells it names are
//!   read back from the table;
//! - a box of heaps lowered independently keeps, per cell, the union of the values in the
//!   box below it (union is idempotent, so the box of a cell is its value joined with the
//!   boxes of its neighbours one step down in each heap).
//!
//! The mex of the union starts from the largest "low mark" of the lines (the least value
//! missing from one line is a lower bound of the mex of the union), so a cell costs a few
//! words, not the whole width of the bitsets. Every rule shape this serves is symmetric
//! under reordering the heaps, so a cell whose heaps are not in order copies the value of
//! its sorted twin, computed earlier. Misère play only changes the value of a cell with no
//! option (1 instead of 0). The cells are built in square tiles over the last two heaps
//! (`order.rs`), so the bitsets a cell reads are mostly in the cache.
//!
//! [`LinePlan::recognise`] reads from the IR which games this serves; everything else goes
//! through the generic search, which is the brute-force twin of the tests here.

mod build;
mod kept;
mod line_set;
mod order;
mod plan;

pub use build::LineTable;
pub(super) use kept::{KeptTable, TableAnswer};
pub use plan::LinePlan;

#[cfg(test)]
mod tests;
