//! Boards at the front door: tokens on a directed graph (node names, one per token),
//! Green Hackenbush drawings (edges `a--b` cut from the whole drawing), Geography (the
//! token's node, then erased nodes `-NAME`) and boards whose nodes are taken away (the
//! nodes left; on a grid, its rows of `.` and `#`). Each reads its positions from words
//! (no words: the empty position), lists single nodes or the pieces of the board for a
//! summary, reads a position back from its view, and picks its engine: the loopy analysis
//! for tokens on a graph with cycles, the Hackenbush theorem for drawings in normal play,
//! else the search over the board's moves.

use hashbrown::HashMap;

use crate::board::{Drawing, Geography, Removal, Taken, TokenBoard};
use crate::engine::{
    EngineError, HackenbushSolver, LoopyAnalyzer, PositionSolver, VertexGeography,
};
use crate::error::Error;
use crate::export::Figure;
use crate::game::{ImpartialGame, PositionView};
use crate::ir::Play;
use crate::report::BoardReport;
use crate::span::Span;
use crate::suggest;

use super::super::limits::Limits;
use super::super::said::{is_verb, one_move, words_of};
use super::super::sketch::Sketch;
use super::super::solvable::{Solvable, search};
use super::super::words::Words;
use super::board_drawing;

/// What `sg check` says of a board.
pub(crate) trait BoardDescription {
    /// The board as the engine understands it.
    fn report(&self) -> BoardReport;
}

/// The node of `board` named `word`, or an error at `span` (with a suggestion).
fn node_named(board: &TokenBoard, words: &Words, word: &str, span: Span) -> Result<u32, Error> {
    board.node(word).ok_or_else(|| {
        let hint = suggest::closest(word, board.node_names())
            .map(|s| format!("; did you mean `{s}`?"))
            .unwrap_or_default();
        words.error_at(
            span,
            format!(
                "the board has no node `{}`{hint}",
                crate::error::excerpt(word)
            ),
        )
    })
}

/// The nodes a view of names stands for, in its order.
fn nodes_of(board: &TokenBoard, view: &PositionView) -> Option<Vec<u32>> {
    match view {
        PositionView::Names(names) => names.iter().map(|name| board.node(name)).collect(),
        _ => None,
    }
}

/// The node a person's word names: its name, or the one name equal to it in another
/// letter case.
fn node_word(board: &TokenBoard, word: &str) -> Result<u32, String> {
    if let Some(v) = board.node(word) {
        return Ok(v);
    }
    let mut alike = board
        .node_names()
        .filter(|name| name.eq_ignore_ascii_case(word))
        .filter_map(|name| board.node(name));
    match (alike.next(), alike.next()) {
        (Some(v), None) => Ok(v),
        _ => Err(format!(
            "the board has no node `{}`",
            crate::error::excerpt(word)
        )),
    }
}

/// The words of a move said `VERB NAME` (or `NAME` alone): the name, if the line is one.
fn named_node<'l>(words: &[&'l str], verbs: &[&str]) -> Option<&'l str> {
    match words {
        [name] => Some(name),
        [verb, name] if is_verb(verb, verbs) => Some(name),
        [verb, to, name] if is_verb(verb, verbs) && is_verb(to, &["to"]) => Some(name),
        _ => None,
    }
}

/// The nodes a move is said to be at: `VERB a`, `VERB a and b`, or the names alone, split
/// at spaces only (a grid's nodes are named `1,2`); `None` if the line has not `count`
/// names after its verb.
fn said_nodes(
    board: &TokenBoard,
    line: &str,
    verbs: &[&str],
    count: usize,
) -> Option<Result<Vec<u32>, String>> {
    let mut words: Vec<&str> = line.split_whitespace().collect();
    if words.first().is_some_and(|w| is_verb(w, verbs)) {
        words.remove(0);
    }
    words.retain(|w| !is_verb(w, &["and", "on", "at"]));
    (words.len() == count).then(|| words.iter().map(|w| node_word(board, w)).collect())
}

/// The components of `whole`, each labelled by its first part (named by `name`) and how
/// many more `parts` it has.
fn pieces<G: ImpartialGame<Position = Vec<u32>>>(
    game: &G,
    whole: &Vec<u32>,
    parts: &str,
    name: impl Fn(u32) -> String,
) -> Vec<(String, Vec<u32>)> {
    let mut pieces = Vec::new();
    game.split(whole, &mut pieces);
    pieces
        .into_iter()
        .map(|piece| {
            let first = name(piece[0]);
            let label = match piece.len() {
                1 => first,
                n => format!("{first} and {} more {parts}", n - 1),
            };
            (label, piece)
        })
        .collect()
}

impl Solvable for TokenBoard {
    /// Node names, one per token.
    fn read_position(&self, words: &Words) -> Result<Vec<u32>, Error> {
        let mut tokens = words
            .words
            .iter()
            .map(|(word, span)| node_named(self, words, word, *span))
            .collect::<Result<Vec<u32>, Error>>()?;
        tokens.sort_unstable();
        Ok(tokens)
    }

    /// A token on each node no edge leads into (each place play can only leave), or on
    /// the first node where every node has an edge into it.
    fn play_start(&self) -> Option<Vec<u32>> {
        let count = self.node_count() as u32;
        let mut entered = vec![false; count as usize];
        for v in 0..count {
            for &to in self.successors(v) {
                entered[to as usize] = true;
            }
        }
        let sources: Vec<u32> = (0..count).filter(|&v| !entered[v as usize]).collect();
        match sources.is_empty() {
            true => (count > 0).then(|| vec![0]),
            false => Some(sources),
        }
    }

    /// A token on each node.
    fn listed(&self) -> Vec<(String, Vec<u32>)> {
        (0..self.node_count() as u32)
            .map(|v| (self.node_name(v).to_string(), vec![v]))
            .collect()
    }

    fn engine(
        &self,
        play: Play,
        limits: &Limits,
    ) -> Result<Box<dyn PositionSolver<Vec<u32>> + '_>, EngineError> {
        match (self.is_cyclic(), play) {
            (true, Play::Misere) => Err(EngineError::LoopyMisere),
            (true, Play::Normal) => Ok(Box::new(
                LoopyAnalyzer::new(self, limits.max_states).with_max_moves(limits.max_moves),
            )),
            (false, play) => Ok(search(self, play, limits)),
        }
    }

    fn read_back(&self, view: &PositionView) -> Option<Vec<u32>> {
        nodes_of(self, view)
    }

    /// `a to b`, `a->b`, `move a to b`, `move the token on a to b`.
    fn read_move(
        &self,
        position: &Vec<u32>,
        line: &str,
        _: &Sketch<'_, &Vec<u32>>,
    ) -> Option<Result<Vec<u32>, String>> {
        let arrows = line.replace("->", " to ");
        let words = words_of(&arrows);
        let (from, to) = match words[..] {
            [a, to, b] if is_verb(to, &["to"]) => (a, b),
            [m, a, to, b] if is_verb(m, &["move"]) && is_verb(to, &["to"]) => (a, b),
            [m, the, token, on, a, to, b]
                if is_verb(m, &["move"])
                    && is_verb(the, &["the"])
                    && is_verb(token, &["token"])
                    && is_verb(on, &["on"])
                    && is_verb(to, &["to"]) =>
            {
                (a, b)
            }
            _ => return None,
        };
        let (from, to) = match (node_word(self, from), node_word(self, to)) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(why), _) | (_, Err(why)) => return Some(Err(why)),
        };
        if !position.contains(&from) {
            return Some(Err(format!("no token stands on {}", self.node_name(from))));
        }
        let what = format!(
            "moves a token from {} to {}",
            self.node_name(from),
            self.node_name(to)
        );
        let mut wanted = position.clone();
        let i = wanted
            .iter()
            .position(|&v| v == from)
            .expect("a token on it");
        wanted[i] = to;
        wanted.sort_unstable();
        Some(one_move(self, position, &what, |after| *after == wanted))
    }

    fn move_help(&self) -> Option<&'static str> {
        Some("  a to b                 move the token on a to b (also `a->b`)\n")
    }

    /// Each node with its edges out and its tokens.
    fn draw(&self, position: &Vec<u32>, sketch: &Sketch<'_, &Vec<u32>>) -> String {
        board_drawing::tokens(self, position, sketch.before)
    }

    /// The graph with the tokens on their nodes.
    fn figure(&self, position: &Vec<u32>, sketch: &Sketch<'_, &Vec<u32>>) -> Option<Figure> {
        board_drawing::tokens_figure(self, position, sketch.before).map(Figure::Graph)
    }
}

impl BoardDescription for TokenBoard {
    fn report(&self) -> BoardReport {
        let cycles = if self.is_cyclic() {
            "the graph has cycles, so play may go on for ever: a position is won (N), lost (P) or drawn (D), and its value is n or ∞(K)"
        } else {
            "the graph has no cycle: every position has a Grundy value"
        };
        BoardReport {
            game: self.name(),
            kind: "tokens".into(),
            nodes: self.node_count(),
            edges: self.edges_in_file(),
            cyclic: self.is_cyclic(),
            properties: format!(
                "tokens on a directed graph: a move pushes one token along one edge, and a player with no move loses; a position is a list of nodes, one per token (tokens may share a node), the sum of its tokens; {cycles}"
            ),
        }
    }
}

impl Solvable for Drawing {
    /// Edges `a--b` cut from the whole drawing, one after the other; no words: every edge
    /// cut.
    fn read_position(&self, words: &Words) -> Result<Vec<u32>, Error> {
        if words.is_empty() {
            return Ok(Vec::new());
        }
        let mut position = self.whole();
        for (word, span) in &words.words {
            let Some((a, b)) = word.split_once("--") else {
                return Err(words.error_at(
                    *span,
                    format!(
                        "`{}` is not an edge: name an edge to cut as `a--b`",
                        crate::error::excerpt(word)
                    ),
                ));
            };
            let Some(e) = self.find_edge(&position, a, b) else {
                return Err(words.error_at(
                    *span,
                    format!(
                        "no edge `{}` stands in the drawing{}",
                        crate::error::excerpt(word),
                        if position.len() < self.edge_count() {
                            " after the cuts before it"
                        } else {
                            ""
                        }
                    ),
                ));
            };
            position = self.cut(&position, e).0;
        }
        Ok(position)
    }

    fn default_position(&self) -> Option<Vec<u32>> {
        Some(self.whole())
    }

    /// The pieces that meet only at the ground.
    fn listed(&self) -> Vec<(String, Vec<u32>)> {
        pieces(self, &self.whole(), "edges", |e| self.edge_name(e))
    }

    fn engine(
        &self,
        play: Play,
        limits: &Limits,
    ) -> Result<Box<dyn PositionSolver<Vec<u32>> + '_>, EngineError> {
        Ok(match play {
            Play::Normal => Box::new(
                HackenbushSolver::new(self, limits.max_states).with_max_moves(limits.max_moves),
            ),
            // No theorem for misère play: the search over the drawing's moves.
            Play::Misere => search(self, play, limits),
        })
    }

    /// Edge names; a name that stands for several repeated edges takes the next of them.
    fn read_back(&self, view: &PositionView) -> Option<Vec<u32>> {
        let PositionView::Names(names) = view else {
            return None;
        };
        let mut edges: HashMap<String, Vec<u32>> = HashMap::new();
        for e in (0..self.edge_count() as u32).rev() {
            edges.entry(self.edge_name(e)).or_default().push(e);
        }
        let mut position: Vec<u32> = names
            .iter()
            .map(|name| edges.get_mut(name)?.pop())
            .collect::<Option<_>>()?;
        position.sort_unstable();
        Some(position)
    }

    /// `cut a--b`, `a--b`, `cut a b`.
    fn read_move(
        &self,
        position: &Vec<u32>,
        line: &str,
        _: &Sketch<'_, &Vec<u32>>,
    ) -> Option<Result<Vec<u32>, String>> {
        let words = words_of(line);
        let (a, b) = match words[..] {
            [edge] | [_, edge] if edge.contains("--") => edge.split_once("--")?,
            [cut, a, b] if is_verb(cut, &["cut"]) => (a, b),
            _ => return None,
        };
        if words.len() == 2 && !is_verb(words[0], &["cut"]) {
            return None;
        }
        let Some(e) = self
            .find_edge(position, a, b)
            .or_else(|| self.find_edge(position, b, a))
        else {
            return Some(Err(format!(
                "no edge {}--{} stands",
                crate::error::excerpt(a),
                crate::error::excerpt(b)
            )));
        };
        Some(Ok(self.cut(position, e).0))
    }

    fn move_help(&self) -> Option<&'static str> {
        Some("  cut a--b               cut the edge between a and b (also `a--b`)\n")
    }

    /// The edges standing, and what the last cut felled.
    fn draw(&self, position: &Vec<u32>, sketch: &Sketch<'_, &Vec<u32>>) -> String {
        board_drawing::hackenbush(self, position, sketch.before)
    }

    /// The drawing on its ground, the edges standing and fallen.
    fn figure(&self, position: &Vec<u32>, sketch: &Sketch<'_, &Vec<u32>>) -> Option<Figure> {
        board_drawing::hackenbush_figure(self, position, sketch.before).map(Figure::Graph)
    }
}

impl BoardDescription for Drawing {
    fn report(&self) -> BoardReport {
        let whole = self.whole();
        let mut touched: Vec<u32> = whole
            .iter()
            .flat_map(|&e| {
                let (a, b) = self.ends(e);
                [a, b]
            })
            .collect();
        touched.sort_unstable();
        touched.dedup();
        // A connected drawing has a cycle exactly when it has as many edges as nodes.
        let cyclic = whole.len() >= touched.len().max(1);
        BoardReport {
            game: self.name(),
            kind: "hackenbush".into(),
            nodes: self.node_count(),
            edges: self.edge_count(),
            cyclic,
            properties: "Green Hackenbush: a move deletes one edge, and every edge no longer joined to the ground falls; a player with no move loses; a position is the drawing after some cuts, the sum of its pieces that meet only at the ground".into(),
        }
    }
}

impl Solvable for Geography {
    /// The token's node, then erased nodes written `-NAME`; no words: no token.
    fn read_position(&self, words: &Words) -> Result<Vec<u32>, Error> {
        let board = self.board();
        let Some((token, span)) = words.words.first() else {
            return Ok(Vec::new());
        };
        let mut position = vec![node_named(board, words, token, *span)?];
        for (word, span) in &words.words[1..] {
            let Some(name) = word.strip_prefix('-') else {
                return Err(words.error_at(
                    *span,
                    "Geography has one token: name its node first, then the erased nodes as -NAME",
                ));
            };
            let v = node_named(board, words, name, *span)?;
            if v == position[0] {
                return Err(
                    words.error_at(*span, "the token stands on this node: it is not erased")
                );
            }
            position.push(v);
        }
        position[1..].sort_unstable();
        let mut erased = position.split_off(1);
        erased.dedup();
        position.extend(erased);
        Ok(position)
    }

    /// The token on each node, nothing erased yet.
    fn listed(&self) -> Vec<(String, Vec<u32>)> {
        self.board().listed()
    }

    /// On an undirected bipartite board in normal play: the theorem of maximum matchings
    /// for outcomes and winning moves, the search for values; else the search.
    fn engine(
        &self,
        play: Play,
        limits: &Limits,
    ) -> Result<Box<dyn PositionSolver<Vec<u32>> + '_>, EngineError> {
        let theorem = match play {
            Play::Normal => VertexGeography::new(self, limits.max_states, limits.max_moves),
            Play::Misere => None,
        };
        Ok(match theorem {
            Some(theorem) => Box::new(theorem),
            None => search(self, play, limits),
        })
    }

    /// The token's node, then the erased nodes (`-NAME`).
    fn read_back(&self, view: &PositionView) -> Option<Vec<u32>> {
        let PositionView::Names(names) = view else {
            return None;
        };
        names
            .iter()
            .enumerate()
            .map(|(i, name)| match i {
                0 => self.board().node(name),
                _ => self.board().node(name.strip_prefix('-')?),
            })
            .collect()
    }

    /// `2`, `fly to 2`, `go to 2`, `move to 2`: the token to node 2.
    fn read_move(
        &self,
        position: &Vec<u32>,
        line: &str,
        _: &Sketch<'_, &Vec<u32>>,
    ) -> Option<Result<Vec<u32>, String>> {
        let words = words_of(line);
        let name = named_node(&words, &["fly", "go", "move"])?;
        let to = match node_word(self.board(), name) {
            Ok(v) => v,
            Err(why) => return Some(Err(why)),
        };
        let what = format!("takes the token to {}", self.board().node_name(to));
        Some(one_move(self, position, &what, |after| {
            after.first() == Some(&to)
        }))
    }

    fn move_help(&self) -> Option<&'static str> {
        Some(
            "  fly to 2               take the token to node 2 (`to 2` too; `2` alone where no move has number 2)\n",
        )
    }

    /// Each node with its neighbours, the token, the erased nodes.
    fn draw(&self, position: &Vec<u32>, sketch: &Sketch<'_, &Vec<u32>>) -> String {
        board_drawing::geography(self, position, sketch.before)
    }

    /// The graph with the token on its node and the nodes erased.
    fn figure(&self, position: &Vec<u32>, sketch: &Sketch<'_, &Vec<u32>>) -> Option<Figure> {
        board_drawing::geography_figure(self, position, sketch.before).map(Figure::Graph)
    }
}

impl BoardDescription for Geography {
    fn report(&self) -> BoardReport {
        let board = self.board();
        BoardReport {
            game: self.name(),
            kind: "geography".into(),
            nodes: board.node_count(),
            edges: board.edges_in_file(),
            cyclic: false,
            properties: "Geography: one token moves along an edge and the node it leaves is erased; it may not enter an erased node, and a player with no move loses; a position is the token's node and the erased nodes (-NAME)".into(),
        }
    }
}

impl Solvable for Removal {
    /// In normal play on a board of at most 256 nodes, the pruned search over the pieces
    /// of the board as bit sets; else the search over the game's moves.
    fn engine(
        &self,
        play: Play,
        limits: &Limits,
    ) -> Result<Box<dyn PositionSolver<Vec<u32>> + '_>, EngineError> {
        let fast = match play {
            Play::Normal => crate::engine::board_solver(self, limits.max_states),
            Play::Misere => None,
        };
        Ok(match fast {
            Some(mut engine) => {
                engine.set_max_moves(limits.max_moves);
                engine
            }
            None => search(self, play, limits),
        })
    }

    /// The nodes left, or on a grid its rows.
    fn read_position(&self, words: &Words) -> Result<Vec<u32>, Error> {
        if let Some(grid) = self.grid()
            && !words.is_empty()
        {
            return grid
                .read_picture(&words.words)
                .map_err(|(span, message)| words.error_at(span, message));
        }
        let mut nodes = words
            .words
            .iter()
            .map(|(word, span)| node_named(self.board(), words, word, *span))
            .collect::<Result<Vec<u32>, Error>>()?;
        nodes.sort_unstable();
        nodes.dedup();
        Ok(nodes)
    }

    fn default_position(&self) -> Option<Vec<u32>> {
        Some(self.whole())
    }

    /// The connected pieces of the board.
    fn listed(&self) -> Vec<(String, Vec<u32>)> {
        pieces(self, &self.whole(), "nodes", |v| {
            self.board().node_name(v).to_string()
        })
    }

    /// The nodes left, or on a grid its rows.
    fn read_back(&self, view: &PositionView) -> Option<Vec<u32>> {
        match (self.grid(), view) {
            (Some(grid), PositionView::Names(rows)) => {
                let words: Vec<(String, Span)> = rows
                    .iter()
                    .map(|row| (row.clone(), Span::default()))
                    .collect();
                grid.read_picture(&words).ok()
            }
            _ => nodes_of(self.board(), view),
        }
    }

    /// `remove 0`, `take a`, `0`, on a grid `eat 1,2`: the move at that node (taking what
    /// goes with it); for dominoes `cover a b`.
    fn read_move(
        &self,
        position: &Vec<u32>,
        line: &str,
        _: &Sketch<'_, &Vec<u32>>,
    ) -> Option<Result<Vec<u32>, String>> {
        let board = self.board();
        let domino = self.taken() == Taken::Domino;
        let (verbs, count): (&[&str], usize) = if domino {
            (&["cover", "place", "put"], 2)
        } else {
            (&["remove", "take", "eat", "chomp"], 1)
        };
        let nodes = match said_nodes(board, line, verbs, count)? {
            Ok(nodes) => nodes,
            Err(why) => return Some(Err(why)),
        };
        if let Some(&v) = nodes.iter().find(|v| position.binary_search(v).is_err()) {
            return Some(Err(format!("node {} is already taken", board.node_name(v))));
        }
        Some(match self.after_taking(position, nodes[0]) {
            Some(left) => {
                let what = format!("removes {}", board.node_name(nodes[0]));
                one_move(self, position, &what, |after| *after == left)
            }
            None => {
                let what = format!(
                    "covers {} and {}",
                    board.node_name(nodes[0]),
                    board.node_name(nodes[1])
                );
                one_move(self, position, &what, |after| {
                    after.len() + 2 == position.len()
                        && nodes.iter().all(|v| after.binary_search(v).is_err())
                })
            }
        })
    }

    fn move_help(&self) -> Option<&'static str> {
        Some(match (self.taken(), self.grid().is_some()) {
            (Taken::Domino, _) => "  cover a b              place a domino on nodes a and b\n",
            (_, true) => "  eat 1,2                take the square in row 1, column 2\n",
            _ => "  remove 0               take node 0 (`0` alone where no move has number 0)\n",
        })
    }

    /// A grid's rows, else each node left with its neighbours; the nodes taken.
    fn draw(&self, position: &Vec<u32>, sketch: &Sketch<'_, &Vec<u32>>) -> String {
        board_drawing::removal(self, position, sketch.before)
    }

    /// A grid's cells under the numbers of its rows and columns; any other board as its
    /// graph, the nodes taken grey.
    fn figure(&self, position: &Vec<u32>, sketch: &Sketch<'_, &Vec<u32>>) -> Option<Figure> {
        board_drawing::grid_figure(self, position, sketch.before)
            .map(Figure::Grid)
            .or_else(|| {
                board_drawing::removal_figure(self, position, sketch.before).map(Figure::Graph)
            })
    }
}

impl BoardDescription for Removal {
    fn report(&self) -> BoardReport {
        let (kind, properties) = self.describe();
        BoardReport {
            game: self.name(),
            kind: kind.into(),
            nodes: self.board().node_count(),
            edges: self.board().edges_in_file(),
            cyclic: false,
            properties,
        }
    }
}
