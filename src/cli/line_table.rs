//! The line table of a game `sg table` writes, built when its cost estimate is within
//! `--max-work` (steps) and `--max-states` (memory); a refusal names the estimate and the
//! option to raise.

use super::args::TableArgs;
use crate::engine::{Estimate, LinePlan, LineTable, SearchTooLarge};
use crate::error::Error;
use crate::ir::Game;

/// The line table of `plan` below `top`, when its estimate is within `--max-work` (steps)
/// and `--max-states` (memory).
pub(super) fn line_table(
    game: &Game,
    plan: &LinePlan,
    top: &[u64],
    upto: u64,
    args: &TableArgs,
) -> Result<LineTable, Error> {
    let cost = plan.cost(top);
    let refuse = |work, limit, estimate| {
        let too_large = SearchTooLarge {
            work,
            limit,
            estimate,
        };
        Err(Error::new(format!("--upto {upto}: {}", too_large.reason())))
    };
    if cost.steps > u128::from(args.engine.max_work) {
        return refuse(cost.steps, args.engine.max_work, Estimate::TableSteps);
    }
    if cost.states() > u128::from(args.engine.max_states) {
        return refuse(cost.states(), args.engine.max_states, Estimate::TableMemory);
    }
    LineTable::build(plan, top).map_err(|e| e.into_error(game))
}
