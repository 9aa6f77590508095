//! Values of single heaps, or the table of a two-heap game (`sg table`).

use serde::{Deserialize, Serialize};

use super::solve::GenusReport;
use crate::engine::Period;
use crate::ir::Play;

/// `{"game", "play", "values", "period", ("genus")}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableReport {
    pub game: String,
    pub play: Play,
    pub values: TableValues,
    /// The period of single-heap values, `null` when none is proved (always for grids).
    pub period: Option<PeriodReport>,
    /// Misère play of sum games: the genus of each heap.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub genus: Option<Vec<GenusReport>>,
}

/// G(0..=N) of single heaps, or the rows G(a, 0..=N) of a two-heap game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TableValues {
    Heaps(Vec<u64>),
    Grid(Vec<Vec<u64>>),
}

/// `{"preperiod": n0, "period": p}`: G(n + p) = G(n) for every n >= n0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PeriodReport {
    pub preperiod: u64,
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
