//! Taking nodes away from a board: a move removes one node, with its edges, and in Node
//! Kayles its neighbours too; a player with no node left to take loses. The edges are
//! taken both ways. A position is the sorted list of the nodes left; its components are
//! the connected pieces of the graph they leave, which are independent games.

use hashbrown::{HashMap, HashSet};

use super::tokens::TokenBoard;
use crate::game::{GameError, ImpartialGame, Moves, PositionView};

/// Node removal, or Node Kayles when `neighbours` is set.
#[derive(Debug, Clone)]
pub struct NodeKayles {
    board: TokenBoard,
    neighbours: bool,
}

impl NodeKayles {
    /// The game on `board` (whose edges should go both ways: [`TokenBoard::undirected`]).
    pub fn new(board: TokenBoard, neighbours: bool) -> NodeKayles {
        NodeKayles { board, neighbours }
    }

    /// The graph played on.
    pub fn board(&self) -> &TokenBoard {
        &self.board
    }

    /// Whether a move takes the node's neighbours too.
    pub fn takes_neighbours(&self) -> bool {
        self.neighbours
    }

    /// Every node.
    pub fn whole(&self) -> Vec<u32> {
        (0..self.board.node_count() as u32).collect()
    }
}

impl ImpartialGame for NodeKayles {
    type Position = Vec<u32>;

    fn name(&self) -> String {
        self.board.name()
    }

    fn weight(&self, position: &Vec<u32>) -> u64 {
        crate::game::weight_of_list(position.len())
    }

    fn moves(&self, nodes: &Vec<u32>, moves: &mut impl Moves<Vec<u32>>) -> Result<(), GameError> {
        for &v in nodes {
            let mut taken = vec![v];
            if self.neighbours {
                taken.extend(
                    self.board
                        .successors(v)
                        .iter()
                        .filter(|&&w| w != v && nodes.binary_search(&w).is_ok()),
                );
            }
            let next: Vec<u32> = nodes
                .iter()
                .copied()
                .filter(|w| !taken.contains(w))
                .collect();
            let wanted = moves.add_described(&next, || {
                let name = self.board.node_name(v);
                match &taken[1..] {
                    [] => format!("remove {name}"),
                    others => {
                        let others: Vec<&str> =
                            others.iter().map(|&w| self.board.node_name(w)).collect();
                        format!("remove {name} and its neighbours {}", others.join(" "))
                    }
                }
            });
            if !wanted {
                break;
            }
        }
        Ok(())
    }

    /// The connected pieces of the nodes left.
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
                for &w in self.board.successors(v) {
                    if left.contains(&w) && !piece_of.contains_key(&w) {
                        piece_of.insert(w, index);
                        piece.push(w);
                    }
                }
            }
            piece.sort_unstable();
            pieces.push(piece);
        }
        components.extend(pieces);
    }

    fn parts(&self, nodes: &Vec<u32>) -> usize {
        nodes.len()
    }

    fn view(&self, nodes: &Vec<u32>) -> PositionView {
        PositionView::Names(
            nodes
                .iter()
                .map(|&v| self.board.node_name(v).to_string())
                .collect(),
        )
    }
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
            let game = NodeKayles::new(TokenBoard::undirected("p", &dot), true);
            let mut analyzer = Analyzer::new(&game, 1_000_000);
            assert_eq!(analyzer.value(&game.whole()).unwrap(), value, "path of {n}");
        }
    }
}
