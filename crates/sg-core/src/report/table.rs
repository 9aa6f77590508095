//! Values of single heaps, or the table of a two-heap game (`sg table`).

use serde::{Deserialize, Serialize};

use super::node_values::NodeValueReport;
use super::solve::GenusReport;
use crate::engine::{ArithmeticPeriod, HeapTable, Period};
use crate::ir::Play;

/// `{"game", "play", "values", "period", "arithmetic_period",
/// ("apparent_arithmetic_period", "genus")}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableReport {
    /// The game's name.
    pub game: String,
    /// Normal or misère play.
    pub play: Play,
    /// The values.
    pub values: TableValues,
    /// The period of single-heap values, `null` when none is proved (always for grids).
    pub period: Option<PeriodReport>,
    /// The arithmetic period of single-heap values, `null` when none is proved.
    pub arithmetic_period: Option<ArithmeticPeriodReport>,
    /// The arithmetic pattern the values show where none is proved: a hint, never used to
    /// answer beyond the values computed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub apparent_arithmetic_period: Option<ApparentArithmeticReport>,
    /// Misère play of sum games: the genus of each heap.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub genus: Option<Vec<GenusReport>>,
}

impl TableReport {
    /// The values of single heaps with what is proved of them, and the genus of each heap
    /// where it was searched.
    pub fn of_heaps(
        game: String,
        play: Play,
        table: HeapTable,
        genus: Option<Vec<GenusReport>>,
    ) -> TableReport {
        TableReport {
            game,
            play,
            values: TableValues::Heaps(table.values),
            period: table.period.map(PeriodReport::from),
            arithmetic_period: table.arithmetic_period.map(ArithmeticPeriodReport::from),
            apparent_arithmetic_period: table
                .apparent_arithmetic_period
                .map(ApparentArithmeticReport::from),
            genus,
        }
    }

    /// A table of values alone: no period, arithmetic period or genus is known.
    pub fn of_values(game: String, play: Play, values: TableValues) -> TableReport {
        TableReport {
            game,
            play,
            values,
            period: None,
            arithmetic_period: None,
            apparent_arithmetic_period: None,
            genus: None,
        }
    }
}

/// G(0..=N) of single heaps, the rows G(a, 0..=N) of a two-heap game, or the value of
/// each node of a board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TableValues {
    /// G(n) (or G⁻(n)) for n = 0, 1, …
    Heaps(Vec<u64>),
    /// G(a, b) of two heaps, row a.
    Grid(Vec<Vec<u64>>),
    /// The value of each listed position of a board.
    Nodes(Vec<NodeValueReport>),
}

/// `{"preperiod": n0, "period": p}`: G(n + p) = G(n) for every n >= n0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PeriodReport {
    /// The first n from which the values repeat.
    pub preperiod: u64,
    /// The period.
    pub period: u64,
}

impl From<Period> for PeriodReport {
    fn from(p: Period) -> PeriodReport {
        PeriodReport {
            preperiod: p.preperiod,
            period: p.period,
        }
    }
}

/// `{"preperiod": n0, "period": p, "saltus": s}`: G(n + p) = G(n) + s for every n >= n0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArithmeticPeriodReport {
    /// The first n from which the pattern holds.
    pub preperiod: u64,
    /// The period p.
    pub period: u64,
    /// The saltus: G(n + p) - G(n).
    pub saltus: u64,
}

impl From<ArithmeticPeriod> for ArithmeticPeriodReport {
    fn from(p: ArithmeticPeriod) -> ArithmeticPeriodReport {
        ArithmeticPeriodReport {
            preperiod: p.preperiod,
            period: p.period,
            saltus: p.saltus,
        }
    }
}

/// `{"preperiod", "period", "saltus", "up_to"}`: G(n + p) = G(n) + s holds for the values
/// computed, n + p <= `up_to`, and is not proved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ApparentArithmeticReport {
    /// The first n from which the pattern is seen.
    pub preperiod: u64,
    /// The period p.
    pub period: u64,
    /// The saltus: G(n + p) - G(n).
    pub saltus: u64,
    /// The last heap computed, up to which the pattern holds.
    pub up_to: u64,
}

impl From<(ArithmeticPeriod, u64)> for ApparentArithmeticReport {
    fn from((p, up_to): (ArithmeticPeriod, u64)) -> ApparentArithmeticReport {
        ApparentArithmeticReport {
            preperiod: p.preperiod,
            period: p.period,
            saltus: p.saltus,
            up_to,
        }
    }
}

/// `sg table GAME --stats --json`: a summary of the table and its checksum (docs/JSON.md
/// defines it), computed as the values stream by.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableStatsReport {
    /// The game's name.
    pub game: String,
    /// The play convention of the values.
    pub play: Play,
    /// The largest heap (each heap, for a two-heap table).
    pub upto: u64,
    /// How many values: N + 1, or (N + 1)^2.
    pub cells: u64,
    /// The value of the last cell: G(N), or G(N, N).
    pub last: u64,
    /// The largest value.
    pub max: u64,
    /// How many values are 0 (P-positions).
    pub zeros: u64,
    /// The proved period of single-heap values, if any.
    pub period: Option<PeriodReport>,
    /// Fletcher-32 of the values in order, as 8 hexadecimal digits.
    pub checksum: String,
}

/// `sg table BOARD --stats --json`: how many listed positions of a board each outcome has,
/// the largest value and the checksum of the values (docs/JSON.md defines it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeStatsReport {
    /// The game's name.
    pub game: String,
    /// The play convention of the values.
    pub play: Play,
    /// How many positions are listed.
    pub nodes: u64,
    /// How many are lost by the player to move.
    pub p_nodes: u64,
    /// How many are won by the player to move.
    pub n_nodes: u64,
    /// How many are drawn.
    pub d_nodes: u64,
    /// The largest finite value.
    pub max: u64,
    /// Fletcher-32 of the values in order (an infinite value counting as 65535), as 8
    /// hexadecimal digits.
    pub checksum: String,
}
