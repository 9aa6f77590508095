//! `sg solve GAME` without heaps: what a newcomer wants to know about a game. For heap
//! games, the first values, their period and the losing single heaps; for two-heap games,
//! the first P-positions; then the `start` position, if the file has one.

use super::solve::{analysis_json, analysis_text};
use crate::engine::{Period, Solver};
use crate::error::Error;
use crate::ir::{Game, Play, RuleKind};
use crate::json::Json;

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

pub fn run(game: &Game, max_states: u64, json: bool) -> Result<String, Error> {
    let mut solver = Solver::new(game, max_states);
    let fail = |e: crate::engine::EngineError| e.into_error(game);
    let value_name = game.play.value_name();
    let mut fields = vec![
        ("game", Json::str(&game.name)),
        ("play", Json::str(game.play.name())),
        ("properties", Json::str(game.properties())),
    ];
    let mut out = format!(
        "{} ({} play)\n{}\n",
        game.name,
        game.play.name(),
        game.properties(),
    );
    if game.fixed_heap_count() == Some(2) {
        let p_positions = two_heap_p_positions(&mut solver).map_err(fail)?;
        let shown: Vec<String> = p_positions
            .iter()
            .map(|(a, b)| format!("({a}, {b})"))
            .collect();
        out += &format!(
            "first P-positions (a <= b), lost for the player to move: {}\n",
            shown.join(" ")
        );
        fields.push((
            "p_positions",
            Json::Array(
                p_positions
                    .iter()
                    .map(|&(a, b)| Json::uints(&[a, b]))
                    .collect(),
            ),
        ));
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
        let (values, period) = solver.heap_table(len).map_err(fail)?;
        let shown: Vec<String> = values
            .iter()
            .take(SHOWN_VALUES)
            .map(u64::to_string)
            .collect();
        out += &format!(
            "{value_name}(n) of a single heap, n = 0..{}: {}\n",
            shown.len() - 1,
            shown.join(" ")
        );
        out += &format!("period: {}\n", period_text(period));
        let zeros: Vec<u64> = (0..values.len() as u64)
            .filter(|&n| values[n as usize] == 0)
            .collect();
        let listed: Vec<String> = zeros.iter().take(20).map(u64::to_string).collect();
        out += &format!(
            "single heaps lost by the player to move (n < {}): {}{}\n",
            values.len(),
            listed.join(" "),
            if zeros.len() > listed.len() {
                " ..."
            } else {
                ""
            }
        );
        fields.push((
            "values",
            Json::uints(&values[..SHOWN_VALUES.min(values.len())]),
        ));
        fields.push(("period", period_json(period)));
        fields.push(("p_positions", Json::uints(&zeros)));
    }
    // The method is named after the values are computed: a proved period changes it.
    out += &format!("method: {}\n", solver.method_name());
    fields.push(("method", Json::str(solver.method_name())));
    if let Some(start) = &game.start {
        let analysis = solver.analyse(start).map_err(fail)?;
        out += "\nstart position:\n";
        out += &analysis_text(game, start, &analysis);
        fields.push(("start", analysis_json(game, start, &analysis)));
    }
    Ok(if json {
        format!("{}\n", Json::object(fields))
    } else {
        out
    })
}

/// Whether some rule may leave three heaps.
fn splits_in_three(game: &Game) -> bool {
    game.rules
        .iter()
        .any(|r| matches!(&r.kind, RuleKind::TakeBreak { leave, .. } if leave.allows(3)))
}

fn two_heap_p_positions(
    solver: &mut Solver,
) -> Result<Vec<(u64, u64)>, crate::engine::EngineError> {
    let mut found = Vec::new();
    for b in 0..TWO_HEAP_SEARCH {
        for a in 0..=b {
            if solver.value(&[a, b])? == 0 {
                found.push((a, b));
                if found.len() == TWO_HEAP_P_POSITIONS {
                    return Ok(found);
                }
            }
        }
    }
    Ok(found)
}

pub fn period_text(period: Option<Period>) -> String {
    match period {
        Some(p) => format!(
            "{} from n = {} (preperiod {})",
            p.period, p.preperiod, p.preperiod
        ),
        None => "none proved".to_string(),
    }
}

pub fn period_json(period: Option<Period>) -> Json {
    Json::optional(period.map(|p| {
        Json::object([
            ("preperiod", Json::uint(p.preperiod)),
            ("period", Json::uint(p.period)),
        ])
    }))
}
