//! What a newcomer wants to know about a game (`sg solve GAME` without heaps).

use serde::{Deserialize, Serialize};

use super::node_values::NodeValueReport;
use super::solve::SolveReport;
use super::table::{ApparentArithmeticReport, ArithmeticPeriodReport, PeriodReport};
use crate::ir::Play;

/// `{"game", "play", "properties", ("values", "period", "arithmetic_period",
/// "apparent_arithmetic_period", "heaps_searched",) "p_positions", ("nodes", "outcomes",)
/// "method", ("start")}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SummaryReport {
    /// The game's name.
    pub game: String,
    /// Normal or misère play.
    pub play: Play,
    /// What the engine may rely on, in words.
    pub properties: String,
    /// Heap games: the first values of single heaps (G, or G⁻ in misère play).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<u64>>,
    /// Heap games: the period of the values, `null` when none is proved.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "super::serde_helpers::present"
    )]
    pub period: Option<Option<PeriodReport>>,
    /// Heap games: the arithmetic period of the values, `null` when none is proved.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "super::serde_helpers::present"
    )]
    pub arithmetic_period: Option<Option<ArithmeticPeriodReport>>,
    /// Heap games: the arithmetic pattern the values show where none is proved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub apparent_arithmetic_period: Option<ApparentArithmeticReport>,
    /// Heap games: single heaps 0..heaps_searched were searched for P-positions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heaps_searched: Option<u64>,
    /// Heap games: the single heaps lost by the player to move; two-heap games: the first
    /// P-positions (a, b) with a <= b.
    pub p_positions: PPositions,
    /// Boards: the value of each node (of a token there), the first ones if there are many.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<Vec<NodeValueReport>>,
    /// Boards: how many nodes are P, N and D.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcomes: Option<OutcomeCounts>,
    /// How the values were found, in words.
    pub method: String,
    /// The analysis of the file's `start` position, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Box<SolveReport>>,
}

/// P-positions: single heaps, pairs for two-heap games, or the nodes of a board where a
/// token is lost for the player to move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PPositions {
    /// Single heaps.
    Heaps(Vec<u64>),
    /// Positions of two heaps.
    Pairs(Vec<[u64; 2]>),
    /// Named positions (boards).
    Names(Vec<String>),
}

/// `{"p": 3, "n": 5, "d": 2}`: how many of a board's nodes have each outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct OutcomeCounts {
    /// How many P-positions.
    pub p: u64,
    /// How many N-positions.
    pub n: u64,
    /// How many drawn positions.
    pub d: u64,
}
