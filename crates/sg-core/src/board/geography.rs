//! Geography on a board: one token moves along an edge, and the node it leaves is erased;
//! the token may never enter an erased node, and a player with no move loses (Vertex
//! Geography; on a tree, POJ 2599 / Timus 1045 "A funny game"). Every move erases a node,
//! so the game is finite. A position is the token's node followed by the erased nodes,
//! sorted; it is one component.

use super::tokens::TokenBoard;
use crate::game::{GameError, ImpartialGame, Moves, PositionView};

/// Geography on the edges of a board.
#[derive(Debug, Clone)]
pub struct Geography {
    board: TokenBoard,
}

impl Geography {
    /// Geography on the board of `board`: a token moves along an edge and erases the node it leaves.
    pub fn new(board: TokenBoard) -> Geography {
        Geography { board }
    }

    /// The graph played on.
    pub fn board(&self) -> &TokenBoard {
        &self.board
    }
}

impl ImpartialGame for Geography {
    type Position = Vec<u32>;

    fn name(&self) -> String {
        self.board.name()
    }

    fn weight(&self, position: &Vec<u32>) -> u64 {
        crate::game::weight_of_list(position.len())
    }

    fn moves(
        &self,
        position: &Vec<u32>,
        moves: &mut impl Moves<Vec<u32>>,
    ) -> Result<(), GameError> {
        let Some((&v, erased)) = position.split_first() else {
            return Ok(());
        };
        for &w in self.board.successors(v) {
            if w == v || erased.binary_search(&w).is_ok() {
                continue;
            }
            let mut next = Vec::with_capacity(position.len() + 1);
            next.push(w);
            next.extend_from_slice(erased);
            let at = erased.partition_point(|&e| e < v);
            next.insert(at + 1, v);
            let wanted = moves.add_described(&next, || {
                format!(
                    "move the token from {} to {}, erasing {}",
                    self.board.node_name(v),
                    self.board.node_name(w),
                    self.board.node_name(v)
                )
            });
            if !wanted {
                break;
            }
        }
        Ok(())
    }

    /// `c -a -b`: the token's node, then each erased node after a `-`.
    fn parts(&self, position: &Vec<u32>) -> usize {
        position.len()
    }

    fn view(&self, position: &Vec<u32>) -> PositionView {
        PositionView::Names(
            position
                .iter()
                .enumerate()
                .map(|(i, &v)| {
                    let name = self.board.node_name(v);
                    if i == 0 {
                        name.to_string()
                    } else {
                        format!("-{name}")
                    }
                })
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::dot::parse_dot;
    use crate::engine::Analyzer;

    #[test]
    fn the_token_never_comes_back() {
        // A triangle: from a, go to b (erasing a), then to c (erasing b); c's ways out
        // lead to erased nodes. Three nodes in a cycle: the first player makes the last
        // move of two, so a lone token is won.
        let dot = parse_dot("graph { a -- b -- c -- a }", 100).unwrap();
        let game = Geography::new(TokenBoard::new("g", &dot));
        let mut analyzer = Analyzer::new(&game, 1000);
        assert_eq!(analyzer.value(&vec![0]).unwrap(), 0);
        assert_eq!(
            game.view(&vec![2, 0, 1]),
            PositionView::Names(vec!["c".into(), "-a".into(), "-b".into()])
        );
        // On a path a - b - c from b: one move, then none.
        let dot = parse_dot("graph { a -- b -- c }", 100).unwrap();
        let game = Geography::new(TokenBoard::new("g", &dot));
        assert_eq!(Analyzer::new(&game, 1000).value(&vec![1]).unwrap(), 1);
    }
}
