//! What `sg play --json` prints: one object a line, each with its `type`. The first line is
//! the state of the game at the start (after the engine's first move if it moves first);
//! after that every line typed gets exactly one reply line: the state after a move (the
//! person's, and the engine's answer), a hint, an error, help, or goodbye. docs/JSON.md
//! gives the protocol.

use serde::{Deserialize, Serialize};

use super::generalized::GeneralizedReport;
use crate::engine::Outcome;
use crate::game::PositionView;

/// Who is to move, or who won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The person at the keyboard.
    You,
    /// The engine.
    Sg,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::You => Player::Sg,
            Player::Sg => Player::You,
        }
    }
}

/// One line of the protocol.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum PlayReply {
    /// The game as it stands.
    State(Box<PlayState>),
    /// What `hint` says.
    Hint(PlayHint),
    /// A line that was not taken (it is asked again).
    Error(PlayError),
    /// What `help` says.
    Help(PlayHelp),
    /// The person left (`quit`).
    Bye(PlayBye),
}

/// The game as it stands: the position, whose turn, the last move of each side, every
/// legal move, and at the end the result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayState {
    /// The game's name (`Kayles + Nim` for a sum).
    pub game: String,
    /// `normal` or `misere`.
    pub play: String,
    /// The position: heaps, components, nodes; for a sum each game's position.
    pub position: PositionView,
    /// The position drawn for a person, as the terminal shows it.
    pub picture: String,
    /// For each game of the sum, the names and places play gives its items (heaps,
    /// components), as the picture shows them; no items for a board.
    #[serde(default)]
    pub layout: Vec<PlayLayout>,
    /// For each game of the sum, its board drawn as SVG where it is drawn so (Green
    /// Hackenbush, tokens on a graph), else `null`; empty where no game is, and outside
    /// the web page (`sg serve`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub figures: Vec<Option<String>>,
    /// Every move made since the start, in order.
    #[serde(default)]
    pub record: Vec<PlayRecorded>,
    /// Whose turn it is.
    pub to_move: Player,
    /// The last move of each side, if it has moved.
    pub last_moves: LastMoves,
    /// The legal moves of the player to move, numbered as a move is typed (the first
    /// [`PlayState::moves_total`] or fewer; none once the game is over); in values mode
    /// ordered by value (wins quickest first, draws, losses longest first), each keeping
    /// its number.
    pub moves: Vec<PlayMove>,
    /// How many different moves there are, where they were counted; `null` past the count.
    pub moves_total: Option<u64>,
    /// Whether values mode is on (`values on`, `--show-values`).
    pub values: bool,
    /// In values mode: the position's value, outcome and remoteness.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis: Option<PlayAnalysis>,
    /// The rule that ends a game going round for ever as a draw, where play can come back
    /// to a position.
    pub draw_rule: Option<String>,
    /// Whether the game is over.
    pub game_over: bool,
    /// Once the game is over: who won, and why.
    pub result: Option<PlayResult>,
}

/// `{"items", "rows"}`: where play draws the items of one game's position.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayLayout {
    /// One per item of the game's position, in its order.
    pub items: Vec<PlayItem>,
    /// The rows the items stand in.
    pub rows: Vec<PlayRow>,
}

/// `{"name", "row", "column"}`: one item's name (kept for the whole game) and place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayItem {
    /// Its name: `1`, `2`, … in the order items appeared.
    pub name: String,
    /// The row it stands in (an index of `rows`).
    pub row: usize,
    /// Its first column in that row.
    pub column: u64,
}

/// `{"name", "width"}`: one row of a drawing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayRow {
    /// The name of the item the row was made for.
    pub name: String,
    /// How many columns it has (the most its items ever covered).
    pub width: u64,
}

/// `{"by", "move"}`: one move of the record of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayRecorded {
    /// Who made it.
    pub by: Player,
    /// The move in words.
    #[serde(rename = "move")]
    pub description: String,
    /// In values mode: the position the move was made from, for the player who made it
    /// (`win`: that player could force a win there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<Verdict>,
    /// In values mode: the moves left from that position with best play, where known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u32>,
}

/// `{"you", "sg"}`: the last move each side made.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMoves {
    /// The person's last move.
    pub you: Option<PlayedMove>,
    /// The engine's last move.
    pub sg: Option<PlayedMove>,
}

/// `{"to", "move"}`: a move made, and the position it led to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedMove {
    /// The position after the move.
    pub to: PositionView,
    /// The move in words.
    #[serde(rename = "move")]
    pub description: String,
}

/// One legal move: its number, the position after it, its words, the line that plays it,
/// and in values mode who wins after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayMove {
    /// Its number in the list (from 1): sending it plays the move.
    pub number: usize,
    /// The position after it.
    pub to: PositionView,
    /// The move in words.
    #[serde(rename = "move")]
    pub description: String,
    /// A line that plays exactly this move, whatever the board's names are.
    pub input: String,
    /// In values mode: `win`, `lose` or `draw` for the player who makes the move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<Verdict>,
    /// In values mode: the moves left after it with best play, where known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u32>,
}

/// Who wins after a move, for the player who makes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The move wins against any defence.
    Win,
    /// The move loses against best play.
    Lose,
    /// The move keeps a draw: neither side can then force a win.
    Draw,
}

impl Verdict {
    /// The verdict for the player who moves to a position of `outcome` (for the player
    /// who then moves).
    pub fn of_move_to(outcome: Outcome) -> Verdict {
        match outcome {
            Outcome::P => Verdict::Win,
            Outcome::N => Verdict::Lose,
            Outcome::D => Verdict::Draw,
        }
    }

    /// The verdict for the player to move at a position of `outcome`.
    pub fn of_player_at(outcome: Outcome) -> Verdict {
        match outcome {
            Outcome::N => Verdict::Win,
            Outcome::P => Verdict::Lose,
            Outcome::D => Verdict::Draw,
        }
    }

    /// `win`, `lose`, `draw`.
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Win => "win",
            Verdict::Lose => "lose",
            Verdict::Draw => "draw",
        }
    }
}

/// What values mode says of the position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayAnalysis {
    /// Who wins, for the player to move.
    pub outcome: Outcome,
    /// The moves left with best play, where known.
    pub remoteness: Option<u32>,
    /// The position's value (G⁻ in misère play of one game); `null` where the engine
    /// does not give it (a misère sum of several games).
    pub value: Option<GeneralizedReport>,
    /// For a sum: each game's name, position and value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<PlayPart>,
}

/// One game of a sum, in values mode.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayPart {
    /// The game's name.
    pub game: String,
    /// Its position.
    pub position: PositionView,
    /// Its value (G⁻ in misère play).
    pub value: GeneralizedReport,
}

/// `{"winner", "outcome", "why"}`: how the game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayResult {
    /// Who won; `null` for a draw.
    pub winner: Option<Player>,
    /// For the person: `win`, `lose` or `draw`.
    pub outcome: Verdict,
    /// Why, in words.
    pub why: String,
}

/// What `hint` says: who wins, the winning moves (else those that keep the draw), and the
/// numbers of the moves that lose.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayHint {
    /// Who wins from the position, for the player to move.
    pub outcome: Outcome,
    /// The winning moves, or in a drawn position the moves that keep the draw; none in a
    /// lost one.
    pub best_moves: Vec<PlayMove>,
    /// How many such moves there are in all (more than listed where the list is cut).
    #[serde(deserialize_with = "super::serde_helpers::count")]
    pub best_total: u128,
    /// The numbers of the listed moves that lose.
    pub losing: Vec<usize>,
    /// The hint in words, as the terminal shows it.
    pub text: String,
}

/// `{"error": "…"}`: why a line was not taken; the turn is asked again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayError {
    /// What was wrong with the line.
    pub error: String,
}

/// `{"help": "…"}`: how moves are typed, and the commands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayHelp {
    /// The help text.
    pub help: String,
}

/// `{"said": "…"}`: the person left the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayBye {
    /// What the terminal says.
    pub said: String,
}
