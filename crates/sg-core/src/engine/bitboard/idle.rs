//! Nodes a domino game can do without. Under dominoes (two nodes joined by an edge are
//! taken), a position keeps its value when it loses
//! 1. all but one of the pendant nodes (those with one neighbour) of a node, and
//! 2. a node that is not pendant and each of whose neighbours has a pendant node.
//!
//! Both by induction on the position. (1) With pendant nodes `a` and `b` at `c`: a domino
//! on `c` and `a` leaves `b` alone (a lone node never moves again), so it is the domino on
//! `c` and `a` without `b`; on `c` and `b` it is the same with `a` and `b` swapped; a domino
//! on `c` and another node leaves both alone; any other keeps `a` and `b` pendant at `c`.
//! (2) With `x` such a node: a domino on `x` and a neighbour `s` leaves the pendant node of
//! `s` alone, so it is the domino on `s` and that pendant node without `x`; a domino on a
//! neighbour `s` and a node `y` other than `x` keeps every other neighbour with its
//! pendant node (`y` cannot be one: a pendant node touches only its own centre), and
//! leaves `x` alone if it had no other; a domino away from `x` and its neighbours keeps
//! all. Each option of one position is so an option of the other, and both rules hold at
//! once (no node taken by one is a centre the other needs). The removals may leave new
//! pendant nodes, so [`super::layout::Layout::split`] repeats them on each piece.
//!
//! The same rules are known for Cram on grids; here they hold on any board.

use super::bits::Bits;
use super::layout::{Layout, Topology};

impl<const W: usize> Layout<W> {
    /// `set` without the nodes rules 1 and 2 let go (and without lone nodes).
    pub(crate) fn without_idle_nodes(&self, set: Bits<W>) -> Bits<W> {
        match &self.topology {
            Topology::Grid {
                columns,
                area,
                not_first_column,
                not_last_column,
            } => {
                let columns = *columns;
                // The nodes with a neighbour to the right, left, below and above.
                let right = set & (set & *not_first_column).shifted_down(1);
                let left = set & (set & *not_last_column).shifted_up(1);
                let below = set & set.shifted_down(columns);
                let above = set & (set.shifted_up(columns) & *area);
                let across = right | left;
                let down = below | above;
                let two = (right & left) | (below & above) | (across & down);
                let pendant = (across | down).without(two);
                // The centre of each pendant node, by the side it lies on; the first
                // pendant node found at a centre stays, the others go.
                let mut centres = (pendant & below).shifted_up(columns);
                let mut idle = Bits::EMPTY;
                let by_right = (pendant & right).shifted_up(1);
                idle = idle | (by_right & centres).shifted_down(1);
                centres = centres | by_right;
                let by_above = (pendant & above).shifted_down(columns);
                idle = idle | (by_above & centres).shifted_up(columns);
                centres = centres | by_above;
                let by_left = (pendant & left).shifted_down(1);
                idle = idle | (by_left & centres).shifted_up(1);
                centres = centres | by_left;
                // Rule 2: neither pendant nor a centre, and next to centres only.
                let others = set.without(centres);
                let next_to_others = ((others & *not_last_column).shifted_up(1)
                    | (others & *not_first_column).shifted_down(1)
                    | (others.shifted_up(columns) & *area)
                    | others.shifted_down(columns))
                    & set;
                let lonely = set.without(pendant | centres | next_to_others);
                set.without(idle | lonely)
            }
            Topology::Graph { links, .. } => {
                let mut centres = Bits::EMPTY;
                let mut pendant = Bits::EMPTY;
                let mut idle = Bits::EMPTY;
                for v in set.iter() {
                    let near = links[v] & set;
                    if near.count() == 1 {
                        pendant.insert(v);
                        let centre = near.lowest().expect("one neighbour");
                        if centres.contains(centre) {
                            idle.insert(v);
                        }
                        centres.insert(centre);
                    }
                }
                for v in set.without(pendant | centres).iter() {
                    if (links[v] & set).without(centres).is_empty() {
                        idle.insert(v);
                    }
                }
                set.without(idle)
            }
        }
    }
}
