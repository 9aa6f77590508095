//! The line table a solver keeps: built for the first position it is asked about (every
//! option of a position lies below it, so one table answers its winning moves too), and
//! built again, larger, for a position outside it: then each side at least doubles where
//! the limits allow, so a run of questions over growing positions (the mirror image of a
//! position, its neighbour) rebuilds O(log n) times, not once a question. A table is
//! built only when its cost estimate is within `--max-work` (steps) and `--max-states`
//! (memory).

use super::{LinePlan, LineTable};
use crate::engine::analysis::SearchTooLarge;
use crate::engine::deadline::Deadline;
use crate::engine::error::EngineError;
use crate::ir::Game;

#[derive(Debug)]
pub(crate) struct KeptTable {
    table: Option<LineTable>,
    max_states: u64,
    max_work: u64,
    deadline: Deadline,
}

/// What the kept table says about a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TableAnswer {
    Value(u64),
    /// The game's moves do not run along lines (the search answers).
    NotServed,
    /// The table is served but over a limit.
    TooLarge(SearchTooLarge),
}

impl KeptTable {
    pub(crate) fn new(max_states: u64, max_work: u64) -> KeptTable {
        KeptTable {
            table: None,
            max_states,
            max_work,
            deadline: Deadline::unlimited(),
        }
    }

    pub(crate) fn set_max_work(&mut self, max_work: u64) {
        self.max_work = max_work;
    }

    /// Stops building a table at `deadline`.
    pub(crate) fn set_deadline(&mut self, deadline: Deadline) {
        self.deadline = deadline;
    }

    /// The value of `position` in `game`, from the table kept or a new one below it.
    pub(crate) fn value(
        &mut self,
        game: &Game,
        position: &[u64],
    ) -> Result<TableAnswer, EngineError> {
        if let Some(value) = self.table.as_ref().and_then(|t| t.value(position)) {
            return Ok(TableAnswer::Value(value));
        }
        let Some(plan) = LinePlan::recognise(game, position.len()) else {
            return Ok(TableAnswer::NotServed);
        };
        if let Some(grown) = self.grown_top(&plan, position) {
            let table = self
                .table
                .insert(LineTable::build_until(&plan, &grown, self.deadline)?);
            return Ok(TableAnswer::Value(
                table
                    .value(position)
                    .expect("the position is in the grown table"),
            ));
        }
        if let Err(too_large) = plan.cost(position).within(self.max_work, self.max_states) {
            return Ok(TableAnswer::TooLarge(too_large));
        }
        let table = self
            .table
            .insert(LineTable::build_until(&plan, position, self.deadline)?);
        Ok(TableAnswer::Value(
            table.value(position).expect("the top is in its table"),
        ))
    }

    /// A top covering `position` with each side at least twice the kept table's, when a
    /// table is kept, has as many heaps, and the larger one is within both limits.
    fn grown_top(&self, plan: &LinePlan, position: &[u64]) -> Option<Vec<u64>> {
        let kept = self.table.as_ref()?.top();
        if kept.len() != position.len() {
            return None;
        }
        let grown: Vec<u64> = kept
            .iter()
            .zip(position)
            .map(|(&k, &p)| p.max(k.saturating_mul(2).saturating_add(1)))
            .collect();
        let within = plan.cost(&grown).within(self.max_work, self.max_states);
        within.is_ok().then_some(grown)
    }
}
