//! `sg solve GAME` without heaps: what a newcomer wants to know about a game. For heap
//! games, the first values, their period and the losing single heaps; for two-heap games,
//! the first P-positions; then the `start` position, if the file has one.

use super::args::EngineOptions;
use super::text::summary_text;
use crate::engine::{EngineError, Solver};
use crate::error::Error;
use crate::ir::{Game, Play, RuleKind};
use crate::report::{
    ApparentArithmeticReport, ArithmeticPeriodReport, PPositions, PeriodReport, SolveReport,
    SummaryReport, to_json_line,
};

/// Values computed for the summary of a normal-play sum (enough to prove most periods).
const SUM_VALUES: u64 = 1024;
/// Values computed for a sum whose rules split a heap into three: each value costs O(n²)
/// splits (O(n³) with unbounded takes), and no period can be proved.
const THREE_SPLIT_VALUES: u64 = 256;
/// Values computed where each needs a search (misère play, coupled rules).
const SEARCHED_VALUES: u64 = 31;
/// Values shown.
const SHOWN_VALUES: usize = 31;
/// P-positions listed for two-heap games.
const TWO_HEAP_P_POSITIONS: usize = 10;
/// How far two-heap P-positions are searched for.
const TWO_HEAP_SEARCH: u64 = 200;

pub(super) fn run(game: &Game, engine: &EngineOptions, json: bool) -> Result<String, Error> {
    let report = summarise(game, engine).map_err(|e| e.into_error(game))?;
    Ok(if json {
        to_json_line(&report)
    } else {
        summary_text(&report)
    })
}

fn summarise(game: &Game, engine: &EngineOptions) -> Result<SummaryReport, EngineError> {
    let mut solver = engine.solver(game);
    let mut report = SummaryReport {
        game: game.name.clone(),
        play: game.play,
        properties: game.properties(),
        values: None,
        period: None,
        arithmetic_period: None,
        apparent_arithmetic_period: None,
        heaps_searched: None,
        p_positions: PPositions::Heaps(Vec::new()),
        nodes: None,
        outcomes: None,
        method: String::new(),
        start: None,
    };
    if game.fixed_heap_count() == Some(2) {
        report.p_positions = PPositions::Pairs(two_heap_p_positions(&mut solver)?);
    } else {
        let len = if game.play == Play::Normal && game.is_sum() {
            if splits_in_three(game) {
                THREE_SPLIT_VALUES
            } else {
                SUM_VALUES
            }
        } else {
            SEARCHED_VALUES
        };
        let table = solver.heap_table(len)?;
        let values = table.values;
        let zeros = (0..values.len() as u64)
            .filter(|&n| values[n as usize] == 0)
            .collect();
        report.heaps_searched = Some(values.len() as u64);
        report.values = Some(values.into_iter().take(SHOWN_VALUES).collect());
        report.period = Some(table.period.map(PeriodReport::from));
        report.arithmetic_period = Some(table.arithmetic_period.map(ArithmeticPeriodReport::from));
        report.apparent_arithmetic_period = table
            .apparent_arithmetic_period
            .map(ApparentArithmeticReport::from);
        report.p_positions = PPositions::Heaps(zeros);
    }
    // The method is named after the values are computed: a proved period changes it.
    report.method = solver.method().to_string();
    if let Some(start) = &game.start {
        let analysis = solver.analyse(start)?;
        report.start = Some(Box::new(SolveReport::new(game, start, &analysis)));
    }
    Ok(report)
}

/// Whether some rule may leave three heaps.
fn splits_in_three(game: &Game) -> bool {
    game.rules
        .iter()
        .any(|r| matches!(&r.kind, RuleKind::TakeBreak { leave, .. } if leave.allows(3)))
}

fn two_heap_p_positions(solver: &mut Solver) -> Result<Vec<[u64; 2]>, EngineError> {
    let mut found = Vec::new();
    for b in 0..TWO_HEAP_SEARCH {
        for a in 0..=b {
            if solver.value(&[a, b])? == 0 {
                found.push([a, b]);
                if found.len() == TWO_HEAP_P_POSITIONS {
                    return Ok(found);
                }
            }
        }
    }
    Ok(found)
}
