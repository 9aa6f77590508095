//! Taking nodes away from a board, a player with nothing left to take losing: a move
//! removes one node with its edges ([`Taken::Node`]), a node and its neighbours (Node
//! Kayles), a node and every node after it (a poset game: Chomp, the divisor game), or two
//! adjacent nodes (a domino: Cram). A position is the sorted list of the nodes left; its
//! components are the connected pieces of the graph they leave, which are independent
//! games. On a grid each piece is moved, turned or mirrored to a canonical form
//! ([`Grid::canonical`]).
//!
//! Edges go both ways, except in a poset game, where the nodes after a node are those its
//! edges lead to, again and again: the node's successors among the nodes left. In a
//! position reached from the whole board these are exactly the nodes after it in the
//! board's order (a node between two is never taken before the later one), so the game
//! of a piece depends only on the piece.

use hashbrown::{HashMap, HashSet};

use super::grid::{Grid, Symmetry};
use super::tokens::TokenBoard;
use crate::game::{GameError, ImpartialGame, Moves, PositionView};

/// What a move takes away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taken {
    /// One node.
    Node,
    /// A node and its neighbours (Node Kayles).
    NodeAndNeighbours,
    /// A node and every node after it (a poset game).
    NodeAndSuccessors,
    /// Two adjacent nodes (Cram).
    Domino,
}

/// A game of taking nodes away from a board or a grid.
#[derive(Debug, Clone)]
pub struct Removal {
    /// The edges moves follow: both ways, or in a poset game as the board gives them.
    board: TokenBoard,
    /// In a poset game, the same edges both ways (how the pieces hang together).
    links: Option<Box<TokenBoard>>,
    taken: Taken,
    grid: Option<Box<Grid>>,
}

impl Removal {
    /// The game on `board`, whose edges go both ways ([`TokenBoard::undirected`]) unless
    /// `taken` is [`Taken::NodeAndSuccessors`]; there `links` is the same board with its
    /// edges both ways.
    pub fn new(board: TokenBoard, links: Option<TokenBoard>, taken: Taken) -> Removal {
        Removal {
            board,
            links: links.map(Box::new),
            taken,
            grid: None,
        }
    }

    /// The game on `grid`, named `name`.
    pub fn on_grid(name: String, grid: Grid, taken: Taken) -> Removal {
        let links =
            (taken == Taken::NodeAndSuccessors).then(|| Box::new(grid.board(name.clone(), false)));
        Removal {
            board: grid.board(name, taken == Taken::NodeAndSuccessors),
            links,
            taken,
            grid: Some(Box::new(grid)),
        }
    }

    /// The graph played on.
    pub fn board(&self) -> &TokenBoard {
        &self.board
    }

    /// The grid played on, if the board is one.
    pub fn grid(&self) -> Option<&Grid> {
        self.grid.as_deref()
    }

    /// What a move takes away.
    pub fn taken(&self) -> Taken {
        self.taken
    }

    /// Every node.
    pub fn whole(&self) -> Vec<u32> {
        (0..self.board.node_count() as u32).collect()
    }

    /// The board whose edges tell which nodes touch (either way along an edge): in a
    /// poset game the board's edges both ways, else the board itself.
    pub(crate) fn links(&self) -> &TokenBoard {
        self.links.as_deref().unwrap_or(&self.board)
    }

    /// The nodes next to `v`, either way along an edge.
    fn linked(&self, v: u32) -> &[u32] {
        self.links().successors(v)
    }

    /// The nodes left after the move at node `v` of `nodes` (sorted), in a game whose move
    /// takes one node (and what goes with it); `None` for dominoes, or if `v` is not left.
    pub fn after_taking(&self, nodes: &[u32], v: u32) -> Option<Vec<u32>> {
        if self.taken == Taken::Domino {
            return None;
        }
        let at = nodes.binary_search(&v).ok()?;
        Some(left_over(nodes, &self.taken_with(nodes, at)))
    }

    /// Which of `nodes` (sorted) a move at `nodes[at]` takes away, as flags over `nodes`:
    /// the node itself and, in Node Kayles, its neighbours, in a poset game every node its
    /// edges lead to among `nodes`.
    fn taken_with(&self, nodes: &[u32], at: usize) -> Vec<bool> {
        let mut taken = vec![false; nodes.len()];
        taken[at] = true;
        if self.taken == Taken::Node {
            return taken;
        }
        let mut reached = vec![nodes[at]];
        while let Some(v) = reached.pop() {
            for &w in self.board.successors(v) {
                if let Ok(i) = nodes.binary_search(&w)
                    && !taken[i]
                {
                    taken[i] = true;
                    if self.taken == Taken::NodeAndSuccessors {
                        reached.push(w);
                    }
                }
            }
        }
        taken
    }

    /// The kind of game in a word or two, and its rules and positions in a sentence.
    pub fn describe(&self) -> (&'static str, String) {
        let (kind, rule) = match self.taken {
            Taken::Node => (
                "node removal",
                "node removal: a move takes one node away with its edges",
            ),
            Taken::NodeAndNeighbours => (
                "node kayles",
                "Node Kayles: a move takes one node and its neighbours away",
            ),
            Taken::NodeAndSuccessors => (
                "poset",
                "a poset game: a move takes one node and every node its edges lead to, again and again, away",
            ),
            Taken::Domino => (
                "domino",
                "dominoes (Cram): a move takes two nodes joined by an edge away",
            ),
        };
        let (on, position) = match &self.grid {
            Some(grid) => {
                let (rows, columns) = grid.size();
                (
                    format!(", on a grid of {rows} x {columns}"),
                    "a position is the cells left, drawn row by row (`.` a cell left, `#` none)",
                )
            }
            None => (String::new(), "a position is the nodes left"),
        };
        (
            kind,
            format!(
                "{rule}{on}; a player with no move loses; {position}, the sum of its connected pieces"
            ),
        )
    }
}

impl ImpartialGame for Removal {
    type Position = Vec<u32>;

    fn name(&self) -> String {
        self.board.name()
    }

    fn weight(&self, position: &Vec<u32>) -> u64 {
        crate::game::weight_of_list(position.len())
    }

    fn moves(&self, nodes: &Vec<u32>, moves: &mut impl Moves<Vec<u32>>) -> Result<(), GameError> {
        let name = |v: u32| self.board.node_name(v);
        for (at, &v) in nodes.iter().enumerate() {
            if self.taken == Taken::Domino {
                for &w in self.board.successors(v) {
                    if w <= v || nodes.binary_search(&w).is_err() {
                        continue;
                    }
                    let next: Vec<u32> = nodes
                        .iter()
                        .copied()
                        .filter(|&u| u != v && u != w)
                        .collect();
                    if !moves.add_described(&next, || format!("cover {} and {}", name(v), name(w)))
                    {
                        return Ok(());
                    }
                }
                continue;
            }
            let taken = self.taken_with(nodes, at);
            let next = left_over(nodes, &taken);
            let wanted = moves.add_described(&next, || {
                let others: Vec<&str> = nodes
                    .iter()
                    .zip(&taken)
                    .filter(|&(&u, gone)| *gone && u != v)
                    .map(|(&u, _)| name(u))
                    .collect();
                match (self.taken, others.len()) {
                    (_, 0) => format!("remove {}", name(v)),
                    (Taken::NodeAndSuccessors, 1) => {
                        format!("remove {} and its successor {}", name(v), others[0])
                    }
                    (Taken::NodeAndSuccessors, count) => {
                        format!("remove {} and its {count} successors", name(v))
                    }
                    _ => format!("remove {} and its neighbours {}", name(v), others.join(" ")),
                }
            });
            if !wanted {
                break;
            }
        }
        Ok(())
    }

    /// The connected pieces of the nodes left (of two nodes or more for dominoes), each
    /// in its canonical form on a grid.
    fn split(&self, nodes: &Vec<u32>, components: &mut Vec<Vec<u32>>) {
        let left: HashSet<u32> = nodes.iter().copied().collect();
        let mut piece_of: HashMap<u32, usize> = HashMap::new();
        let mut pieces: Vec<Vec<u32>> = Vec::new();
        for &start in nodes {
            if piece_of.contains_key(&start) {
                continue;
            }
            let index = pieces.len();
            let mut piece = vec![start];
            piece_of.insert(start, index);
            let mut next = 0;
            while next < piece.len() {
                let v = piece[next];
                next += 1;
                for &w in self.linked(v) {
                    if left.contains(&w) && !piece_of.contains_key(&w) {
                        piece_of.insert(w, index);
                        piece.push(w);
                    }
                }
            }
            piece.sort_unstable();
            pieces.push(piece);
        }
        let symmetry = match self.taken {
            Taken::NodeAndSuccessors => Symmetry::Transpose,
            _ => Symmetry::Dihedral,
        };
        components.extend(
            pieces
                .into_iter()
                .filter(|piece| self.taken != Taken::Domino || piece.len() > 1)
                .map(|piece| match &self.grid {
                    Some(grid) => grid.canonical(&piece, symmetry),
                    None => piece,
                }),
        );
    }

    /// The nodes left, or on a grid its rows.
    fn parts(&self, nodes: &Vec<u32>) -> usize {
        nodes.len()
    }

    fn view(&self, nodes: &Vec<u32>) -> PositionView {
        PositionView::Names(match &self.grid {
            Some(grid) => grid.picture(nodes),
            None => nodes
                .iter()
                .map(|&v| self.board.node_name(v).to_string())
                .collect(),
        })
    }
}

/// The nodes of `nodes` not flagged in `taken`.
fn left_over(nodes: &[u32], taken: &[bool]) -> Vec<u32> {
    nodes
        .iter()
        .zip(taken)
        .filter(|(_, gone)| !**gone)
        .map(|(&u, _)| u)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::dot::parse_dot;
    use crate::engine::Analyzer;

    /// Node Kayles on a path of n nodes is the octal game 0.137 (Dawson's Kayles): the
    /// values published with it (judge-games.md, "Node Kayles / Chomp").
    #[test]
    fn node_kayles_on_paths() {
        let published = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3];
        for (n, &value) in published.iter().enumerate() {
            let mut text = String::from("graph {");
            for v in 0..n {
                text += &format!(" {v};");
                if v > 0 {
                    text += &format!(" {} -- {v};", v - 1);
                }
            }
            text += " }";
            let dot = parse_dot(&text, 1000).unwrap();
            let game = Removal::new(
                TokenBoard::undirected("p", &dot),
                None,
                Taken::NodeAndNeighbours,
            );
            let mut analyzer = Analyzer::new(&game, 1_000_000);
            assert_eq!(analyzer.value(&game.whole()).unwrap(), value, "path of {n}");
        }
    }

    /// The divisors of 12 ordered by division (1 → 2 → 4, 1 → 3, 2 → 6 → 12, …): taking
    /// a divisor takes its multiples.
    #[test]
    fn a_poset_move_takes_every_node_after_it() {
        let text = "digraph { 1 -> 2 -> 4 -> 12; 1 -> 3 -> 6 -> 12; 2 -> 6 }";
        let dot = parse_dot(text, 1000).unwrap();
        let game = Removal::new(
            TokenBoard::new("d", &dot),
            Some(TokenBoard::undirected("d", &dot)),
            Taken::NodeAndSuccessors,
        );
        let mut found = Vec::new();
        let mut visit = |p: &Vec<u32>, d: &dyn Fn() -> String| {
            found.push((p.len(), d()));
            std::ops::ControlFlow::Continue(())
        };
        game.moves(&game.whole(), &mut crate::game::VisitMoves::new(&mut visit))
            .unwrap();
        assert_eq!(found[0], (0, "remove 1 and its 5 successors".to_string()));
        assert_eq!(found[1], (2, "remove 2 and its 3 successors".to_string()));
        assert_eq!(found[3], (5, "remove 12".to_string()));
    }

    /// Without a least node a poset falls apart: a -> c <- b -> d without c is a, and b -> d.
    #[test]
    fn a_poset_splits_into_pieces() {
        let dot = parse_dot("digraph { a -> c; b -> c; b -> d }", 100).unwrap();
        let game = Removal::new(
            TokenBoard::new("v", &dot),
            Some(TokenBoard::undirected("v", &dot)),
            Taken::NodeAndSuccessors,
        );
        let mut pieces = Vec::new();
        game.split(&vec![0, 2, 3], &mut pieces);
        assert_eq!(pieces, [vec![0], vec![2, 3]]);
    }
}
