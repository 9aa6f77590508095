//! A board as the bit-board search sees it: its nodes as bits, the rule's moves as sets of
//! bits taken away, and the pieces a position falls into. A grid keeps its places as bits
//! (row by row, the holes never set), so that neighbours are the set shifted by one place
//! or one row; any other board numbers its nodes as bits and keeps each node's neighbours
//! as a set.
//!
//! The rule's moves on a piece `S` (a connected set of nodes left):
//! - a node: `{v}` for each `v` in `S`;
//! - a node and its neighbours: `{v}` and its neighbours in `S`;
//! - a node and its successors: `{v}` and every node of `S` its edges lead to, again and
//!   again through nodes of `S` (as the plain game takes them);
//! - a domino: two nodes of `S` joined by an edge.

use super::bits::Bits;
use super::nimbers::Nimbers;
use crate::board::{Removal, Taken};

/// How the nodes of a board touch.
#[derive(Debug, Clone)]
pub(super) enum Topology<const W: usize> {
    /// A grid: bit `r * columns + c` is the place at row r, column c.
    Grid {
        columns: usize,
        /// The places, holes included.
        area: Bits<W>,
        /// The places not in the first column.
        not_first_column: Bits<W>,
        /// The places not in the last column.
        not_last_column: Bits<W>,
    },
    /// Any graph: for each node, its neighbours (edges either way) and, in a poset game,
    /// the nodes its edges lead to.
    Graph {
        links: Vec<Bits<W>>,
        successors: Vec<Bits<W>>,
    },
}

/// A board of at most `64 * W` places, and its rule.
#[derive(Debug, Clone)]
pub(crate) struct Layout<const W: usize> {
    taken: Taken,
    pub(super) topology: Topology<W>,
    /// The bit of each node of the game.
    bit_of: Vec<usize>,
}

impl<const W: usize> Layout<W> {
    /// The layout of `game`, if its board fits in `64 * W` bits and no piece of it can
    /// have as many moves as [`Nimbers::BOUND`]; `None` otherwise.
    pub(crate) fn of(game: &Removal) -> Option<Layout<W>> {
        let capacity = 64 * W;
        let taken = game.taken();
        let layout = match game.grid() {
            Some(grid) if fits_as_grid(grid.size(), capacity) => {
                let (rows, columns) = grid.size();
                let area = Bits::first(rows * columns);
                let mut first_column = Bits::EMPTY;
                let mut last_column = Bits::EMPTY;
                for r in 0..rows {
                    first_column.insert(r * columns);
                    last_column.insert(r * columns + columns - 1);
                }
                let bit_of: Vec<usize> = (0..grid.cell_count() as u32)
                    .map(|v| grid.place(v))
                    .collect();
                Layout {
                    taken,
                    topology: Topology::Grid {
                        columns,
                        area,
                        not_first_column: area.without(first_column),
                        not_last_column: area.without(last_column),
                    },
                    bit_of,
                }
            }
            _ => {
                let n = game.board().node_count();
                if n > capacity {
                    return None;
                }
                let as_bits = |nodes: &[u32]| {
                    let mut set = Bits::EMPTY;
                    for &w in nodes {
                        set.insert(w as usize);
                    }
                    set
                };
                let links: Vec<Bits<W>> = (0..n as u32)
                    .map(|v| as_bits(game.links().successors(v)).without(Bits::single(v as usize)))
                    .collect();
                let successors = match taken {
                    Taken::NodeAndSuccessors => (0..n as u32)
                        .map(|v| as_bits(game.board().successors(v)))
                        .collect(),
                    _ => Vec::new(),
                };
                let bit_of: Vec<usize> = (0..n).collect();
                Layout {
                    taken,
                    topology: Topology::Graph { links, successors },
                    bit_of,
                }
            }
        };
        let whole = layout.bits_of(&game.whole());
        (layout.move_count(whole) < Nimbers::BOUND).then_some(layout)
    }

    /// The rule.
    pub(crate) fn taken(&self) -> Taken {
        self.taken
    }

    /// The columns of the grid, if the board is one kept as a grid.
    pub(crate) fn grid_columns(&self) -> Option<usize> {
        match &self.topology {
            Topology::Grid { columns, .. } => Some(*columns),
            Topology::Graph { .. } => None,
        }
    }

    /// The bits of the nodes `nodes`.
    pub(crate) fn bits_of(&self, nodes: &[u32]) -> Bits<W> {
        let mut set = Bits::EMPTY;
        for &v in nodes {
            set.insert(self.bit_of[v as usize]);
        }
        set
    }

    /// The nodes of `set` and every node next to one of them (edges either way).
    fn neighbourhood(&self, set: Bits<W>) -> Bits<W> {
        self.next_to(set, Bits::EMPTY)
    }

    /// The nodes of `set` and every node next to one of them but across the edges from
    /// the places of `cuts` to their right neighbours (on a grid).
    fn next_to(&self, set: Bits<W>, cuts: Bits<W>) -> Bits<W> {
        match &self.topology {
            Topology::Grid {
                columns,
                area,
                not_first_column,
                not_last_column,
            } => {
                set | (set & not_last_column.without(cuts)).shifted_up(1)
                    | (set & *not_first_column).shifted_down(1).without(cuts)
                    | (set.shifted_up(*columns) & *area)
                    | set.shifted_down(*columns)
            }
            Topology::Graph { links, .. } => {
                let mut out = set;
                for v in set.iter() {
                    out = out | links[v];
                }
                out
            }
        }
    }

    /// The nodes the edges of `set`'s nodes lead to, in a poset game.
    fn successors(&self, set: Bits<W>) -> Bits<W> {
        match &self.topology {
            Topology::Grid {
                columns,
                area,
                not_last_column,
                ..
            } => (set & *not_last_column).shifted_up(1) | (set.shifted_up(*columns) & *area),
            Topology::Graph { successors, .. } => {
                let mut out = Bits::EMPTY;
                for v in set.iter() {
                    out = out | successors[v];
                }
                out
            }
        }
    }

    /// What the move at node `v` of `piece` takes away (not for dominoes).
    fn taken_at(&self, piece: Bits<W>, v: usize) -> Bits<W> {
        let node = Bits::single(v);
        match self.taken {
            Taken::NodeAndNeighbours => self.neighbourhood(node) & piece,
            Taken::NodeAndSuccessors => {
                let (mut reached, mut frontier) = (node, node);
                loop {
                    frontier = self.successors(frontier) & piece.without(reached);
                    if frontier.is_empty() {
                        return reached;
                    }
                    reached = reached | frontier;
                }
            }
            Taken::Node | Taken::Domino => node,
        }
    }

    /// Calls `each` with what every move of `piece` takes away, the moves of the plain
    /// game (without the repeats of a board with repeated edges).
    pub(crate) fn for_each_move(&self, piece: Bits<W>, mut each: impl FnMut(Bits<W>)) {
        if self.taken != Taken::Domino {
            for v in piece.iter() {
                each(self.taken_at(piece, v));
            }
            return;
        }
        match &self.topology {
            Topology::Grid {
                columns,
                not_first_column,
                ..
            } => {
                let across = piece & (piece & *not_first_column).shifted_down(1);
                for v in across.iter() {
                    each(Bits::single(v) | Bits::single(v + 1));
                }
                let down = piece & piece.shifted_down(*columns);
                for v in down.iter() {
                    each(Bits::single(v) | Bits::single(v + columns));
                }
            }
            Topology::Graph { links, .. } => {
                for v in piece.iter() {
                    let above = links[v] & piece.without(Bits::first(v + 1));
                    for w in above.iter() {
                        each(Bits::single(v) | Bits::single(w));
                    }
                }
            }
        }
    }

    /// The centre of `piece`'s bounding box on a grid, in half places (row, column).
    pub(crate) fn centre(&self, piece: Bits<W>) -> (usize, usize) {
        let Topology::Grid { columns, .. } = &self.topology else {
            return (0, 0);
        };
        let (mut top, mut bottom, mut left, mut right) = (usize::MAX, 0, usize::MAX, 0);
        for v in piece.iter() {
            let (r, c) = (v / columns, v % columns);
            top = top.min(r);
            bottom = bottom.max(r);
            left = left.min(c);
            right = right.max(c);
        }
        (top + bottom, left + right)
    }

    /// How far the nodes of `taken` lie from `centre` (in half places), on a grid.
    pub(crate) fn distance(&self, taken: Bits<W>, (row, column): (usize, usize)) -> u64 {
        let Topology::Grid { columns, .. } = &self.topology else {
            return 0;
        };
        taken
            .iter()
            .map(|v| (2 * (v / columns)).abs_diff(row) + (2 * (v % columns)).abs_diff(column))
            .sum::<usize>() as u64
    }

    /// How many moves `piece` has.
    pub(crate) fn move_count(&self, piece: Bits<W>) -> usize {
        if self.taken != Taken::Domino {
            return piece.count() as usize;
        }
        match &self.topology {
            Topology::Grid {
                columns,
                not_first_column,
                ..
            } => {
                let across = piece & (piece & *not_first_column).shifted_down(1);
                let down = piece & piece.shifted_down(*columns);
                (across.count() + down.count()) as usize
            }
            Topology::Graph { links, .. } => {
                let ends: u32 = piece.iter().map(|v| (links[v] & piece).count()).sum();
                ends as usize / 2
            }
        }
    }

    /// Pushes the connected pieces of `set` onto `pieces`, leaving out those with no move
    /// (a lone node under dominoes); under dominoes each piece is first rid of the nodes
    /// that do not change its value ([`Layout::without_idle_nodes`]), and split further
    /// where twins let edges go ([`Layout::twin_cuts`]).
    pub(crate) fn split(&self, set: Bits<W>, pieces: &mut Vec<Bits<W>>) {
        if self.taken != Taken::Domino {
            return self.split_plain(set, pieces);
        }
        // Idle nodes are found by their neighbours alone, so the whole set's are each
        // piece's; a node gone may leave more to go.
        let mut set = set;
        loop {
            let reduced = self.without_idle_nodes(set);
            if reduced == set {
                break;
            }
            set = reduced;
        }
        let cuts = self.twin_cuts(set);
        if cuts.is_empty() {
            return self.split_plain(set, pieces);
        }
        let mut rest = set;
        while let Some(start) = rest.lowest() {
            let piece = self.fill(Bits::single(start), rest, cuts);
            rest = rest.without(piece);
            if self.neighbourhood(piece) & set != piece {
                // Cut off from a neighbour: it may have idle nodes and twins of its own.
                self.split(piece, pieces);
            } else if piece.count() > 1 {
                pieces.push(piece);
            }
        }
    }

    /// Pushes the connected pieces of `set` onto `pieces`, leaving out those with no move
    /// (and no other node).
    pub(crate) fn split_plain(&self, set: Bits<W>, pieces: &mut Vec<Bits<W>>) {
        let mut rest = set;
        while let Some(start) = rest.lowest() {
            let piece = self.fill(Bits::single(start), rest, Bits::EMPTY);
            rest = rest.without(piece);
            if self.taken != Taken::Domino || piece.count() > 1 {
                pieces.push(piece);
            }
        }
    }

    /// The nodes of `within` reached from `from` (a part of it) through edges of `within`,
    /// but for those across from the places of `cuts` to their right neighbours.
    fn fill(&self, from: Bits<W>, within: Bits<W>, cuts: Bits<W>) -> Bits<W> {
        let mut piece = from;
        loop {
            let grown = self.next_to(piece, cuts) & within;
            if grown == piece {
                return piece;
            }
            piece = grown;
        }
    }
}

/// Whether a grid of `size` (rows, columns) is kept as a grid in `capacity` bits: its
/// places fit, and a row or a column of a piece fits in a word.
fn fits_as_grid((rows, columns): (usize, usize), capacity: usize) -> bool {
    rows <= 64 && columns <= 64 && rows * columns <= capacity
}
