//! `sg table --stats`: the summary of a table, gathered as its values stream by (no value
//! is kept), as one line or one JSON object.

use super::checksum::{Fletcher32, fletcher32};
use crate::engine::{Outcome, Period};
use crate::ir::Play;
use crate::report::{
    NodeStatsReport, NodeValueReport, PeriodReport, TableStatsReport, to_json_line,
};

#[derive(Debug, Default)]
pub(super) struct TableStats {
    cells: u64,
    last: u64,
    max: u64,
    zeros: u64,
    checksum: Fletcher32,
}

impl TableStats {
    pub(super) fn push(&mut self, value: u64) {
        self.cells += 1;
        self.last = value;
        self.max = self.max.max(value);
        self.zeros += u64::from(value == 0);
        self.checksum.push(value);
    }

    /// The report of a table of heaps up to `upto` in the game named `game`.
    pub(super) fn report(
        self,
        game: &str,
        play: Play,
        upto: u64,
        period: Option<Period>,
    ) -> TableStatsReport {
        TableStatsReport {
            game: game.to_string(),
            play,
            upto,
            cells: self.cells,
            last: self.last,
            max: self.max,
            zeros: self.zeros,
            period: period.map(PeriodReport::from),
            checksum: format!("{:08X}", self.checksum.value()),
        }
    }
}

/// The report of the values in order (row by row for a two-heap table) of a table up to
/// `upto`.
pub(super) fn stats_of(game: &str, play: Play, upto: u64, values: &[u64]) -> TableStatsReport {
    let mut stats = TableStats::default();
    values.iter().for_each(|&v| stats.push(v));
    stats.report(game, play, upto, None)
}

/// The report of a table of `heaps` heaps as one JSON line, or as its text line
/// ([`TableStats::line`]).
pub(super) fn render(report: &TableStatsReport, heaps: usize, json: bool) -> String {
    if json {
        return to_json_line(report);
    }
    let upto = report.upto.to_string();
    let last = if heaps >= 2 {
        format!("({})", vec![upto; heaps].join(", "))
    } else {
        upto
    };
    text(
        &last,
        report.last,
        report.max,
        report.zeros,
        report.period,
        &report.checksum,
    )
}

/// `n: N, G(n): g, max: m, zeros: z, period: …, checksum: XXXXXXXX`.
fn text(
    label: &str,
    last: u64,
    max: u64,
    zeros: u64,
    period: Option<PeriodReport>,
    checksum: &str,
) -> String {
    let period = match period {
        Some(p) => format!("{} (preperiod {})", p.period, p.preperiod),
        None => "none".to_string(),
    };
    format!(
        "n: {label}, G(n): {last}, max: {max}, zeros: {zeros}, period: {period}, checksum: {checksum}\n"
    )
}

/// The summary of the table of a board: the checksum is Fletcher-32 over the values in
/// order, an infinite value counting as 65535.
pub(super) fn node_stats(game: &str, play: Play, nodes: &[NodeValueReport]) -> NodeStatsReport {
    let count = |outcome| nodes.iter().filter(|n| n.outcome == outcome).count() as u64;
    let values: Vec<u64> = nodes
        .iter()
        .map(|n| n.grundy.unwrap_or(u64::from(u16::MAX)))
        .collect();
    NodeStatsReport {
        game: game.to_string(),
        play,
        nodes: nodes.len() as u64,
        p_nodes: count(Outcome::P),
        n_nodes: count(Outcome::N),
        d_nodes: count(Outcome::D),
        max: nodes.iter().filter_map(|n| n.grundy).max().unwrap_or(0),
        checksum: format!("{:08X}", fletcher32(&values)),
    }
}

/// The summary of the table of a board as one JSON line, or as the text line
/// `nodes: N, P: p, N: n, D: d, max: m, checksum: XXXXXXXX`.
pub(super) fn render_nodes(report: &NodeStatsReport, json: bool) -> String {
    if json {
        return to_json_line(report);
    }
    format!(
        "nodes: {}, P: {}, N: {}, D: {}, max: {}, checksum: {}\n",
        report.nodes, report.p_nodes, report.n_nodes, report.d_nodes, report.max, report.checksum
    )
}
