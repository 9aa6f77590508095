//! What the command line needs of a game beyond its moves: reading a position from the
//! words typed after it, its default position, the positions a summary lists, a
//! description, and the engine that answers it. Boards implement it here; any game that
//! implements it gets `solve`, `table`, `graph` and `check` from [`super::any_game`].

use super::position::Words;
use crate::board::{Drawing, Geography, Removal, TokenBoard};
use crate::engine::{Analyzer, EngineError, HackenbushSolver, LoopyAnalyzer, PositionSolver};
use crate::error::Error;
use crate::game::ImpartialGame;
use crate::ir::Play;
use crate::report::BoardReport;
use crate::source::Source;
use crate::span::Span;
use crate::suggest;

/// How far an engine may go.
#[derive(Debug, Clone, Copy)]
pub(super) struct SolverLimits {
    pub max_states: u64,
    pub max_moves: usize,
}

pub(super) trait CommandLineGame: ImpartialGame {
    /// The position the words name; no words name the empty position (`nothing`).
    fn read_position(&self, words: &Words) -> Result<Self::Position, Error>;

    /// The position answered when no words are given, if the game has one.
    fn default_position(&self) -> Option<Self::Position>;

    /// The positions a summary and a table list, each with its label.
    fn listed(&self) -> Vec<(String, Self::Position)>;

    /// The game as the engine understands it.
    fn report(&self) -> BoardReport;

    /// The rule file errors found while playing are located in, if the game has one.
    fn source(&self) -> Option<&Source> {
        None
    }

    /// The engine that answers the game in `play`; by default the search over the game's
    /// own moves.
    fn solver(
        &self,
        play: Play,
        limits: SolverLimits,
    ) -> Result<Box<dyn PositionSolver<Self::Position> + '_>, EngineError>
    where
        Self: Sized,
    {
        Ok(search(self, play, limits))
    }
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

/// The search over the game's own moves, in `play`.
fn search<'g, G: ImpartialGame>(
    game: &'g G,
    play: Play,
    limits: SolverLimits,
) -> Box<dyn PositionSolver<G::Position> + 'g> {
    Box::new(
        Analyzer::new(game, limits.max_states)
            .with_play(play)
            .with_max_moves(limits.max_moves),
    )
}

impl CommandLineGame for TokenBoard {
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

    fn default_position(&self) -> Option<Vec<u32>> {
        None
    }

    /// A token on each node.
    fn listed(&self) -> Vec<(String, Vec<u32>)> {
        (0..self.node_count() as u32)
            .map(|v| (self.node_name(v).to_string(), vec![v]))
            .collect()
    }

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

    fn solver(
        &self,
        play: Play,
        limits: SolverLimits,
    ) -> Result<Box<dyn PositionSolver<Vec<u32>> + '_>, EngineError> {
        match (self.is_cyclic(), play) {
            (true, Play::Misere) => Err(EngineError::LoopyMisere),
            (true, Play::Normal) => Ok(Box::new(
                LoopyAnalyzer::new(self, limits.max_states).with_max_moves(limits.max_moves),
            )),
            (false, play) => Ok(search(self, play, limits)),
        }
    }
}

impl CommandLineGame for Drawing {
    /// Edges `a--b` cut from the whole drawing, one after the other.
    fn read_position(&self, words: &Words) -> Result<Vec<u32>, Error> {
        if words.words.is_empty() {
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

    fn solver(
        &self,
        play: Play,
        limits: SolverLimits,
    ) -> Result<Box<dyn PositionSolver<Vec<u32>> + '_>, EngineError> {
        Ok(match play {
            Play::Normal => Box::new(
                HackenbushSolver::new(self, limits.max_states).with_max_moves(limits.max_moves),
            ),
            // No theorem for misère play: the search over the drawing's moves.
            Play::Misere => search(self, play, limits),
        })
    }
}

impl CommandLineGame for Geography {
    /// The token's node, then erased nodes written `-NAME`.
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

    fn default_position(&self) -> Option<Vec<u32>> {
        None
    }

    /// The token on each node, nothing erased yet.
    fn listed(&self) -> Vec<(String, Vec<u32>)> {
        self.board().listed()
    }

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

impl CommandLineGame for Removal {
    /// The nodes left, or on a grid its rows.
    fn read_position(&self, words: &Words) -> Result<Vec<u32>, Error> {
        if let Some(grid) = self.grid()
            && !words.words.is_empty()
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
