//! Geography on an undirected board, by its theorem (undirected vertex geography; Fraenkel,
//! Scheinerman and Ullman, *Undirected edge geography*, TCS 112, 1993): with the token on
//! v and G the nodes not erased, the player to move wins exactly when every maximum matching
//! of G covers v.
//!
//! Why: if a maximum matching M covers v, move to M(v); in G − v the matching M less that
//! edge is maximum and misses M(v), so the opponent stands where the second case holds. If
//! a maximum matching M misses v, it is maximum in G − v too, and it covers every
//! neighbour u of v (else M + vu would be larger); a maximum matching of G − v missing u
//! plus the edge vu would be a matching of G larger than M, so every maximum matching of
//! G − v covers u: every move leads to the first case.
//!
//! So one maximum matching (Hopcroft–Karp, no recursion) answers a position in O(E √V):
//! the nodes some maximum matching misses are the unmatched ones and those an even
//! alternating path from one reaches. That last fact holds in bipartite graphs (grids,
//! trees, even cycles), not in others (blossoms), so a board with an odd cycle, a directed
//! board, or misère play keeps the search. The theorem gives no Grundy value: a lost
//! position is worth 0, and a won one's value is searched within [`VALUE_SEARCH`]
//! positions, left out past them. Sums of Geography with other games ask the search for
//! values, as before.

use std::collections::VecDeque;

use super::analysis::{Analysis, Method, MoveList, Note, Outcome, Theorem};
use super::analyzer::Analyzer;
use super::deadline::Deadline;
use super::error::EngineError;
use super::generalized::GeneralizedValue;
use super::moves_where::moves_where;
use super::position_solver::PositionSolver;
use crate::board::{Geography, TokenBoard};
use crate::ir::Play;

/// No node: an unmatched node's mate.
const NONE: u32 = u32::MAX;

/// The most positions the search for a won position's Grundy value keeps (or
/// `--max-states`, if smaller) before the value is left out.
pub const VALUE_SEARCH: u64 = 1_000_000;

/// Geography on an undirected bipartite board in normal play.
pub(crate) struct VertexGeography<'g> {
    game: &'g Geography,
    /// The side of each node in a 2-colouring of the board.
    side: Vec<bool>,
    /// Values for sums, by the search within the question's limits.
    search: Analyzer<'g, Geography>,
    /// The value of one position, by the search within [`VALUE_SEARCH`] positions.
    valued: Analyzer<'g, Geography>,
    value_limit: u64,
    /// The positions the search answered whole: their remoteness is searched too (over
    /// whole positions, each asked for its outcome); a larger one's is left out, as each
    /// outcome costs a matching of the whole board.
    searched: hashbrown::HashSet<Vec<u32>>,
    max_moves: usize,
    deadline: Deadline,
}

impl<'g> VertexGeography<'g> {
    /// The engine for `game` in normal play, if its board is undirected and bipartite.
    pub(crate) fn new(
        game: &'g Geography,
        max_states: u64,
        max_moves: usize,
    ) -> Option<VertexGeography<'g>> {
        let side = two_colouring(game.board())?;
        let value_limit = max_states.min(VALUE_SEARCH);
        Some(VertexGeography {
            game,
            side,
            search: Analyzer::new(game, max_states).with_max_moves(max_moves),
            valued: Analyzer::new(game, value_limit).with_max_moves(max_moves),
            value_limit,
            searched: hashbrown::HashSet::new(),
            max_moves,
            deadline: Deadline::unlimited(),
        })
    }

    /// Who wins `position`, and, when the player to move does, the nodes not erased, a
    /// maximum matching of them without the token's node, and the nodes some maximum
    /// matching of that misses: a move to one of those wins.
    fn theorem(&self, position: &[u32]) -> Result<(Outcome, Vec<bool>), EngineError> {
        let board = self.game.board();
        let Some((&v, erased)) = position.split_first() else {
            return Ok((Outcome::P, Vec::new()));
        };
        let mut free = vec![true; board.node_count()];
        for &e in erased {
            free[e as usize] = false;
        }
        let mut mate = maximum_matching(board, &free, &self.side, &self.deadline)?;
        if missed_by_some(board, &free, &mate)[v as usize] {
            return Ok((Outcome::P, Vec::new()));
        }
        // Every maximum matching covers v: without v, the one found less v's edge is
        // maximum, and the moves to the nodes it can miss win.
        let partner = mate[v as usize];
        mate[v as usize] = NONE;
        mate[partner as usize] = NONE;
        free[v as usize] = false;
        Ok((Outcome::N, missed_by_some(board, &free, &mate)))
    }
}

impl PositionSolver<Vec<u32>> for VertexGeography<'_> {
    fn value(&mut self, position: &Vec<u32>) -> Result<GeneralizedValue, EngineError> {
        PositionSolver::value(&mut self.search, position)
    }

    fn analyse(&mut self, position: &Vec<u32>) -> Result<Analysis, EngineError> {
        match self.valued.analyse(position) {
            Err(EngineError::StateLimit { .. }) => {}
            Ok(analysis) => {
                self.searched.insert(position.clone());
                return Ok(analysis);
            }
            Err(e) => return Err(e),
        }
        let (outcome, winning) = self.theorem(position)?;
        let method = self.method();
        if outcome == Outcome::P {
            return Ok(Analysis::of_value(
                0,
                Play::Normal,
                MoveList::new(self.max_moves),
                method,
            ));
        }
        let moves = moves_where(self.game, position, self.max_moves, |to| {
            Ok(winning[to[0] as usize])
        })?;
        let mut analysis = Analysis::of_outcome(outcome, moves, method);
        analysis.notes.push(Note::ValueNotSearched {
            limit: self.value_limit,
        });
        Ok(analysis)
    }

    fn method(&self) -> Method {
        Method::ClosedForm(Theorem::VertexGeography)
    }

    fn set_max_moves(&mut self, max_moves: usize) {
        self.max_moves = max_moves;
        self.search.set_max_moves(max_moves);
        self.valued.set_max_moves(max_moves);
    }

    fn outcome(&mut self, position: &Vec<u32>) -> Result<Outcome, EngineError> {
        Ok(self.theorem(position)?.0)
    }

    /// Left to the search over whole positions where the search answered the position
    /// whole; else not searched (`Some(Ok(None))`).
    fn remoteness(&mut self, position: &Vec<u32>) -> Option<Result<Option<u32>, EngineError>> {
        (!self.searched.contains(position)).then_some(Ok(None))
    }

    fn set_deadline(&mut self, deadline: Deadline) {
        self.deadline = deadline;
        self.search.set_deadline(deadline);
        self.valued.set_deadline(deadline);
    }

    fn show_progress(&mut self, on: bool) {
        self.search.show_progress(on);
        self.valued.show_progress(on);
    }
}

/// The side of each node in a 2-colouring of `board`, if its edges all go both ways (a
/// loop is no move) and it has no odd cycle.
fn two_colouring(board: &TokenBoard) -> Option<Vec<bool>> {
    let n = board.node_count();
    let mut edges: Vec<(u32, u32)> = (0..n as u32)
        .flat_map(|v| board.successors(v).iter().map(move |&w| (v, w)))
        .filter(|&(v, w)| v != w)
        .collect();
    edges.sort_unstable();
    if edges
        .iter()
        .any(|&(v, w)| edges.binary_search(&(w, v)).is_err())
    {
        return None;
    }
    let mut side: Vec<Option<bool>> = vec![None; n];
    let mut stack = Vec::new();
    for start in 0..n {
        if side[start].is_some() {
            continue;
        }
        side[start] = Some(false);
        stack.push(start as u32);
        while let Some(v) = stack.pop() {
            let here = side[v as usize];
            for &w in board.successors(v) {
                if w == v {
                    continue;
                }
                match side[w as usize] {
                    None => {
                        side[w as usize] = here.map(|s| !s);
                        stack.push(w);
                    }
                    Some(s) if Some(s) == here => return None,
                    Some(_) => {}
                }
            }
        }
    }
    side.into_iter().collect()
}

/// The neighbours of `v` among the `free` nodes (a loop is no neighbour).
fn neighbours<'a>(
    board: &'a TokenBoard,
    free: &'a [bool],
    v: u32,
) -> impl Iterator<Item = u32> + 'a {
    board
        .successors(v)
        .iter()
        .copied()
        .filter(move |&w| w != v && free[w as usize])
}

/// A maximum matching of the `free` nodes of a bipartite board (`side` its colouring), as
/// each node's mate ([`NONE`]: unmatched): Hopcroft–Karp from a greedy start, its searches
/// on explicit stacks.
fn maximum_matching(
    board: &TokenBoard,
    free: &[bool],
    side: &[bool],
    deadline: &Deadline,
) -> Result<Vec<u32>, EngineError> {
    let n = board.node_count();
    let mut mate = vec![NONE; n];
    let left: Vec<u32> = (0..n as u32)
        .filter(|&v| free[v as usize] && !side[v as usize])
        .collect();
    for &u in &left {
        if let Some(w) = neighbours(board, free, u).find(|&w| mate[w as usize] == NONE) {
            mate[u as usize] = w;
            mate[w as usize] = u;
        }
    }
    const FAR: u32 = u32::MAX;
    let mut layer = vec![FAR; n];
    let mut next_edge = vec![0usize; n];
    let mut queue = VecDeque::new();
    loop {
        deadline.check()?;
        // Layers of the left nodes by alternating paths from the unmatched ones.
        for &u in &left {
            layer[u as usize] = if mate[u as usize] == NONE {
                queue.push_back(u);
                0
            } else {
                FAR
            };
        }
        let mut augmentable = false;
        while let Some(u) = queue.pop_front() {
            for w in neighbours(board, free, u) {
                let m = mate[w as usize];
                if m == NONE {
                    augmentable = true;
                } else if layer[m as usize] == FAR {
                    layer[m as usize] = layer[u as usize] + 1;
                    queue.push_back(m);
                }
            }
        }
        if !augmentable {
            return Ok(mate);
        }
        // Paths along the layers, each node used once, made into matched edges.
        for &u in &left {
            next_edge[u as usize] = 0;
        }
        for &root in &left {
            if mate[root as usize] != NONE {
                continue;
            }
            let mut path: Vec<(u32, u32)> = Vec::new();
            let mut u = root;
            loop {
                let successors = board.successors(u);
                let mut step = None;
                while let Some(&w) = successors.get(next_edge[u as usize]) {
                    next_edge[u as usize] += 1;
                    if w == u || !free[w as usize] {
                        continue;
                    }
                    let m = mate[w as usize];
                    if m == NONE || layer[m as usize] == layer[u as usize] + 1 {
                        step = Some((w, m));
                        break;
                    }
                }
                match step {
                    Some((w, NONE)) => {
                        path.push((u, w));
                        for &(a, b) in &path {
                            mate[a as usize] = b;
                            mate[b as usize] = a;
                        }
                        break;
                    }
                    Some((w, m)) => {
                        path.push((u, w));
                        u = m;
                    }
                    None => {
                        layer[u as usize] = FAR;
                        match path.pop() {
                            Some((back, _)) => u = back,
                            None => break,
                        }
                    }
                }
            }
        }
    }
}

/// The `free` nodes some maximum matching misses, given one (`mate`) of a bipartite
/// board: the unmatched ones, and those an even alternating path from one reaches (swap
/// the path's edges and the end is missed instead).
fn missed_by_some(board: &TokenBoard, free: &[bool], mate: &[u32]) -> Vec<bool> {
    let mut missed = vec![false; free.len()];
    let mut stack: Vec<u32> = (0..free.len() as u32)
        .filter(|&v| free[v as usize] && mate[v as usize] == NONE)
        .collect();
    for &v in &stack {
        missed[v as usize] = true;
    }
    while let Some(x) = stack.pop() {
        for y in neighbours(board, free, x) {
            let z = mate[y as usize];
            if z != NONE && !missed[z as usize] {
                missed[z as usize] = true;
                stack.push(z);
            }
        }
    }
    missed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::dot::parse_dot;
    use crate::game::{ImpartialGame, VisitMoves};
    use std::ops::ControlFlow;

    fn geography(dot: &str) -> Geography {
        Geography::new(TokenBoard::new("g", &parse_dot(dot, 1000).unwrap()))
    }

    /// A random bipartite graph of `n` nodes (even ones on one side), each edge between
    /// the sides present with probability about one half, from `seed`.
    fn random_bipartite(n: u32, seed: u64) -> String {
        let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let mut random = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut dot = String::from("graph {\n");
        for v in 0..n {
            dot += &format!("{v};\n");
        }
        for a in (0..n).step_by(2) {
            for b in (1..n).step_by(2) {
                if random() % 2 == 0 {
                    dot += &format!("{a} -- {b};\n");
                }
            }
        }
        dot + "}\n"
    }

    /// Every position of `game` (the token on any node, any set of the others erased):
    /// the theorem's outcome and winning moves are the plain search's.
    fn agrees_with_the_search(game: &Geography) {
        let mut theorem = VertexGeography::new(game, 10_000_000, usize::MAX).unwrap();
        let mut search = Analyzer::new(game, 10_000_000);
        let n = game.board().node_count() as u32;
        for v in 0..n {
            let others: Vec<u32> = (0..n).filter(|&w| w != v).collect();
            for mask in 0u32..1 << others.len() {
                let mut position = vec![v];
                position.extend(
                    (0..others.len())
                        .filter(|&i| mask >> i & 1 == 1)
                        .map(|i| others[i]),
                );
                let lost = search.value(&position).unwrap() == 0;
                let (outcome, winning) = theorem.theorem(&position).unwrap();
                assert_eq!(outcome == Outcome::P, lost, "{position:?}");
                assert_eq!(
                    PositionSolver::outcome(&mut theorem, &position).unwrap(),
                    outcome
                );
                let mut visit = |to: &Vec<u32>, _: &dyn Fn() -> String| {
                    let wins = search.value(to).unwrap() == 0;
                    assert_eq!(
                        !lost && winning[to[0] as usize],
                        wins,
                        "{position:?} to {to:?}"
                    );
                    ControlFlow::Continue(())
                };
                game.moves(&position, &mut VisitMoves::new(&mut visit))
                    .unwrap();
            }
        }
    }

    #[test]
    fn outcomes_and_winning_moves_are_the_searchs_on_small_bipartite_boards() {
        for dot in [
            "graph { a -- b }",
            "graph { a -- b -- c -- d -- a }",
            "graph { 1 -- 2; 1 -- 3; 1 -- 4; 4 -- 5; 5 -- 6; 5 -- 7 }",
            "graph { a; b; c -- d }",
            "graph { a -- a -- b }",
        ] {
            agrees_with_the_search(&geography(dot));
        }
        for (rows, columns) in [(1, 7), (2, 4), (3, 3), (2, 5)] {
            let mut dot = String::from("graph {\n");
            for r in 0..rows {
                for c in 0..columns {
                    if c + 1 < columns {
                        dot += &format!("\"{r},{c}\" -- \"{r},{}\";\n", c + 1);
                    }
                    if r + 1 < rows {
                        dot += &format!("\"{r},{c}\" -- \"{},{c}\";\n", r + 1);
                    }
                }
            }
            agrees_with_the_search(&geography(&(dot + "}\n")));
        }
        for seed in 0..40 {
            agrees_with_the_search(&geography(&random_bipartite(4 + (seed % 6) as u32, seed)));
        }
    }

    #[test]
    fn boards_with_an_odd_cycle_or_one_way_edges_keep_the_search() {
        assert!(VertexGeography::new(&geography("graph { a -- b -- c -- a }"), 100, 10).is_none());
        assert!(VertexGeography::new(&geography("digraph { a -> b }"), 100, 10).is_none());
        assert!(VertexGeography::new(&geography("digraph { a -> b -> a }"), 100, 10).is_some());
    }
}
