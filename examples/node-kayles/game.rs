//! Node Kayles on any graph of at most 64 vertices: a move takes one vertex together with
//! its neighbours; the player who cannot move loses. What is left of a graph falls apart
//! into connected pieces, each a game of its own, which [`ImpartialGame::split`] hands to
//! the engine one by one. On a path of n vertices this is the octal game 0.137 (Dawson's
//! Kayles).

use sg::door::{Sketch, Solvable, is_verb, one_move, words_of};
use sg::game::{GameError, ImpartialGame, Moves, PositionView};

/// A graph's vertices, by name, and their neighbours.
pub(crate) struct NodeKayles {
    names: Vec<String>,
    /// Per vertex: its neighbours as bits.
    neighbours: Vec<u64>,
}

impl NodeKayles {
    /// The graph of the edges `a-b` (a lone `a` is a vertex without edges), or why there
    /// is none.
    pub(crate) fn parse<S: AsRef<str>>(words: &[S]) -> Result<NodeKayles, String> {
        let mut graph = NodeKayles {
            names: Vec::new(),
            neighbours: Vec::new(),
        };
        for word in words {
            let word = word.as_ref();
            let ends: Vec<&str> = word.split('-').collect();
            if ends.len() > 2 || ends.iter().any(|e| e.is_empty()) {
                return Err(format!("`{word}` is not an edge `a-b` nor a vertex `a`"));
            }
            let ids = ends
                .iter()
                .map(|name| graph.vertex(name))
                .collect::<Result<Vec<usize>, String>>()?;
            if let [a, b] = ids[..] {
                if a == b {
                    return Err(format!("`{word}` is a loop: an edge joins two vertices"));
                }
                graph.neighbours[a] |= 1 << b;
                graph.neighbours[b] |= 1 << a;
            }
        }
        Ok(graph)
    }

    /// The id of the vertex `name`, added if new.
    fn vertex(&mut self, name: &str) -> Result<usize, String> {
        if let Some(id) = self.names.iter().position(|n| n == name) {
            return Ok(id);
        }
        if self.names.len() == 64 {
            return Err(format!(
                "`{name}` would be vertex 65: graphs have at most 64"
            ));
        }
        self.names.push(name.to_string());
        self.neighbours.push(0);
        Ok(self.names.len() - 1)
    }

    /// The whole graph, every vertex still there.
    pub(crate) fn whole(&self) -> u64 {
        match self.names.len() {
            64 => u64::MAX,
            n => (1 << n) - 1,
        }
    }

    /// The vertices `vertices` as their ids.
    fn ids(vertices: u64) -> impl Iterator<Item = usize> {
        (0..64).filter(move |v| vertices >> v & 1 == 1)
    }
}

/// The front door answers it by the search over its moves; a move is said `take 3` (or
/// `3`), and the graph is drawn vertex by vertex.
impl Solvable for NodeKayles {
    /// `take 3`, `remove 3`, `3`.
    fn read_move(
        &self,
        &left: &u64,
        line: &str,
        _: &Sketch<'_, &u64>,
    ) -> Option<Result<u64, String>> {
        let words = words_of(line);
        let name = match words[..] {
            [name] => name,
            [verb, name] if is_verb(verb, &["take", "remove"]) => name,
            _ => return None,
        };
        let Some(v) = self.names.iter().position(|n| n == name) else {
            return Some(Err(format!("the graph has no vertex `{name}`")));
        };
        if left >> v & 1 == 0 {
            return Some(Err(format!("vertex {name} is already taken")));
        }
        let to = left & !(1 << v) & !self.neighbours[v];
        Some(one_move(self, &left, &format!("takes {name}"), |after| {
            *after == to
        }))
    }

    fn move_help(&self) -> Option<&'static str> {
        Some(
            "  take 3                 take vertex 3 and its neighbours (`3` where no move has number 3)\n",
        )
    }

    /// Each vertex left with its neighbours left; the vertices taken.
    fn draw(&self, &left: &u64, sketch: &Sketch<'_, &u64>) -> String {
        let mut text = String::new();
        for v in NodeKayles::ids(left) {
            let next: Vec<&str> = NodeKayles::ids(self.neighbours[v] & left)
                .map(|w| self.names[w].as_str())
                .collect();
            text += &format!("    ● {} — {}\n", self.names[v], next.join(", "));
        }
        let before = sketch.before.copied().unwrap_or(left);
        let taken: Vec<String> = NodeKayles::ids(self.whole() & !left)
            .map(|v| match before >> v & 1 {
                1 => format!("{} (last move)", self.names[v]),
                _ => self.names[v].clone(),
            })
            .collect();
        let taken = if taken.is_empty() {
            "none".to_string()
        } else {
            taken.join(", ")
        };
        text += &format!("    taken: {taken}\n");
        text
    }
}

impl ImpartialGame for NodeKayles {
    /// The vertices still there, as bits.
    type Position = u64;

    fn name(&self) -> String {
        "Node Kayles".into()
    }

    fn moves(&self, &left: &u64, moves: &mut impl Moves<u64>) -> Result<(), GameError> {
        for v in NodeKayles::ids(left) {
            let to = left & !(1 << v) & !self.neighbours[v];
            if !moves.add_described(&to, || format!("take {}", self.names[v])) {
                break;
            }
        }
        Ok(())
    }

    /// The connected pieces of what is left.
    fn split(&self, &left: &u64, parts: &mut Vec<u64>) {
        let mut rest = left;
        while rest != 0 {
            let mut piece = rest & rest.wrapping_neg();
            loop {
                let grown =
                    NodeKayles::ids(piece).fold(piece, |acc, v| acc | self.neighbours[v] & left);
                if grown == piece {
                    break;
                }
                piece = grown;
            }
            rest &= !piece;
            parts.push(piece);
        }
    }

    /// The names of the vertices left.
    fn view(&self, &left: &u64) -> PositionView {
        PositionView::Names(
            NodeKayles::ids(left)
                .map(|v| self.names[v].clone())
                .collect(),
        )
    }
}
