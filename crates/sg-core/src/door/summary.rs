//! What a newcomer wants to know about a game when no position is given (`sg solve GAME`):
//! for a game of heaps the first values, their period and the losing single heaps (for
//! two-heap games the first P-positions), then the file's `start`; for a board or a game of
//! components, the value of each listed position (single nodes, pieces, small components)
//! and how many are P, N and D, and for a game of components the answer for its `start`.

use crate::engine::{EngineError, Method, Outcome, Solver};
use crate::error::Error;
use crate::ir::{Game, Play, RuleKind};
use crate::report::{
    ApparentArithmeticReport, ArithmeticPeriodReport, NodeValueReport, OutcomeCounts, PPositions,
    PeriodReport, SolveReport, SummaryReport,
};

use super::game_file::{GameFile, GameKind};
use super::kinds::{BoardDescription, heap_solver};
use super::limits::Limits;
use super::solvable::{Solvable, limited_engine, located};
use super::words::Words;
use super::{Answer, Door};
use crate::source::Source;

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
/// Listed positions shown in a summary of a board (a table shows them all).
const SUMMARY_NODES: usize = 100;

impl GameFile {
    /// The summary of the game.
    pub fn summary(&self, limits: &Limits) -> Result<SummaryReport, Error> {
        match &self.kind {
            GameKind::Heaps(game) => heap_summary(game, limits).map_err(|e| e.into_error(game)),
            GameKind::Components(game) => {
                let mut report = listed_summary(game, self.play, limits)?;
                if self.start.is_some() {
                    report.start = self.start_answer(limits)?.map(Box::new);
                }
                Ok(report)
            }
            GameKind::Board(board) => {
                with_board!(board, game => listed_summary(game, self.play, limits))
            }
        }
    }

    /// The answer for the game's start, where it is one game's.
    fn start_answer(&self, limits: &Limits) -> Result<Option<SolveReport>, Error> {
        let words = Words::empty(Source::new("start", ""));
        let mut door = Door::open(&[(self, words)], limits)?;
        Ok(match door.answer(0)? {
            Answer::One(report) => Some(report),
            Answer::Sum(_) => None,
        })
    }

    /// The value of every position the game lists (a token on each node, each piece of a
    /// board, small components), with its label.
    pub fn listed_values(&self, limits: &Limits) -> Result<Vec<NodeValueReport>, Error> {
        match &self.kind {
            GameKind::Heaps(game) => Err(Error::new(format!(
                "{} is a game of heaps: its table is the values of single heaps",
                game.name
            ))),
            GameKind::Components(game) => Ok(listed_values(game, self.play, limits)?.0),
            GameKind::Board(board) => {
                with_board!(board, game => Ok(listed_values(game, self.play, limits)?.0))
            }
        }
    }
}

/// The value of every position `game` lists, and how the engine found them.
fn listed_values<G: Solvable>(
    game: &G,
    play: Play,
    limits: &Limits,
) -> Result<(Vec<NodeValueReport>, Method), Error> {
    let mut engine = limited_engine(game, play, limits)?;
    let listed = game.listed();
    let positions: Vec<G::Position> = listed.iter().map(|(_, p)| p.clone()).collect();
    engine.prepare(&positions).map_err(|e| located(game, e))?;
    let values = listed
        .into_iter()
        .map(|(label, position)| {
            let value = engine.value(&position).map_err(|e| located(game, e))?;
            Ok(NodeValueReport::new(label, &value))
        })
        .collect::<Result<_, Error>>()?;
    Ok((values, engine.method()))
}

/// The summary of a board or a game of components: its listed positions' values.
fn listed_summary<G: Solvable + BoardDescription>(
    game: &G,
    play: Play,
    limits: &Limits,
) -> Result<SummaryReport, Error> {
    let (mut nodes, method) = listed_values(game, play, limits)?;
    let mut counts = OutcomeCounts::default();
    for node in &nodes {
        match node.outcome {
            Outcome::P => counts.p += 1,
            Outcome::N => counts.n += 1,
            Outcome::D => counts.d += 1,
        }
    }
    let lost = nodes
        .iter()
        .filter(|n| n.outcome == Outcome::P)
        .map(|n| n.node.clone())
        .collect();
    nodes.truncate(SUMMARY_NODES);
    Ok(SummaryReport {
        game: game.name(),
        play,
        properties: game.report().properties,
        values: None,
        period: None,
        arithmetic_period: None,
        apparent_arithmetic_period: None,
        heaps_searched: None,
        p_positions: PPositions::Names(lost),
        nodes: Some(nodes),
        outcomes: Some(counts),
        method: method.to_string(),
        start: None,
    })
}

/// The summary of a rule file of heaps.
fn heap_summary(game: &Game, limits: &Limits) -> Result<SummaryReport, EngineError> {
    let mut solver = heap_solver(game, limits);
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
