//! The one table builder: the values of many positions at once, for `sg table` and the web
//! page's pictures. Single heaps come from the heap solver (kernel, proved periods,
//! streamed one value at a time; misère play with the genus); tables of two to six heaps
//! from the line table where the moves run along lines and its estimate is within the
//! limits, else from the solver cell by cell (a dense square for two heaps); games of
//! components along their one or two given coordinates; boards by the value of each listed
//! position ([`GameFile::listed_values`]).

use crate::engine::{EngineError, Genus, HeapTable, LinePlan, LineTable, Solver};
use crate::error::Error;
use crate::ir::{ComponentGame, Game};
use crate::report::TableValues;

use super::kinds::{heap_solver, limited_solver, required_coordinates};
use super::limits::Limits;
use super::solvable::{limited_engine, located};

/// The values of a table of N heaps, in row-major order (the last heap fastest).
pub enum Cells {
    /// From the line table.
    Lines(LineTable),
    /// From the solver, cell by cell.
    Searched(Vec<u64>),
}

impl Cells {
    /// The values in row-major order.
    pub fn values(&self) -> Box<dyn Iterator<Item = u64> + '_> {
        match self {
            Cells::Lines(table) => Box::new(table.values().iter().map(|&v| u64::from(v))),
            Cells::Searched(values) => Box::new(values.iter().copied()),
        }
    }

    /// The rows of a two-heap table whose sides are `side` long.
    pub fn rows(&self, side: u64) -> Box<dyn Iterator<Item = Vec<u64>> + '_> {
        match self {
            Cells::Lines(table) => Box::new(
                table
                    .rows()
                    .map(|r| r.iter().map(|&v| u64::from(v)).collect()),
            ),
            Cells::Searched(values) => Box::new(values.chunks(side as usize).map(<[u64]>::to_vec)),
        }
    }
}

/// The table of every position of `heaps` heaps (2 or more) up to `upto` each.
pub fn cells(game: &Game, heaps: usize, upto: u64, limits: &Limits) -> Result<Cells, Error> {
    let top = vec![upto; heaps];
    if let Some(plan) = LinePlan::recognise(game, heaps) {
        plan.cost(&top)
            .within(limits.max_work, limits.max_states)
            .map_err(|too_large| Error::new(format!("--upto {upto}: {}", too_large.reason())))?;
        return LineTable::build_until(&plan, &top, limits.deadline())
            .map(Cells::Lines)
            .map_err(|e| e.into_error(game));
    }
    let side = upto.saturating_add(1);
    let count = u32::try_from(heaps).ok().and_then(|n| side.checked_pow(n));
    let count = match count {
        Some(count) if count <= limits.max_states => count,
        _ => {
            return Err(Error::new(format!(
                "--upto {upto} asks for {} values, more than the limit of {} (--max-states); lower --upto or raise --max-states",
                count.map_or_else(|| format!("{side}^{heaps}"), |c| c.to_string()),
                limits.max_states
            )));
        }
    };
    let solver = if heaps == 2 {
        Solver::with_dense_square(game, limits.max_states, side)
    } else {
        Solver::new(game, limits.max_states)
    };
    let mut solver = limited_solver(solver, limits);
    let mut values = Vec::with_capacity(usize::try_from(count).unwrap_or(0));
    let mut x = vec![0u64; heaps];
    loop {
        values.push(solver.value(&x).map_err(|e| e.into_error(game))?);
        let Some(i) = (0..heaps).rev().find(|&i| x[i] < upto) else {
            return Ok(Cells::Searched(values));
        };
        x[i] += 1;
        x[i + 1..].iter_mut().for_each(|h| *h = 0);
    }
}

/// The values of single heaps of a rule file, from the heap solver kept between questions.
pub struct HeapTables<'g> {
    game: &'g Game,
    solver: Solver<'g>,
}

impl<'g> HeapTables<'g> {
    /// The tables of `game` within `limits`.
    pub fn new(game: &'g Game, limits: &Limits) -> HeapTables<'g> {
        HeapTables {
            game,
            solver: heap_solver(game, limits),
        }
    }

    /// G(0..len) (G⁻ in misère play) handed to `visit` in order, and what is known of
    /// their regularity (the table comes back with no values).
    pub fn streamed(&mut self, len: u64, visit: &mut dyn FnMut(u64)) -> Result<HeapTable, Error> {
        self.solver
            .heap_values_streamed(len, visit)
            .map_err(|e| e.into_error(self.game))
    }

    /// G(0..len) (G⁻ in misère play) with their period or arithmetic period if proved.
    pub fn values(&mut self, len: u64) -> Result<HeapTable, Error> {
        self.solver
            .heap_table(len)
            .map_err(|e| e.into_error(self.game))
    }

    /// The genus of single heaps 0..len, in misère play of a sum game.
    pub fn genus(&mut self, len: u64) -> Result<Option<Vec<Genus>>, Error> {
        self.solver
            .genus_table(len)
            .map_err(|e| e.into_error(self.game))
    }
}

/// The values of single components of `game` in its play: along the one coordinate a
/// component must be given (the others from their defaults) up to `upto`, or the grid of
/// the two.
pub fn component_values(
    game: &ComponentGame,
    upto: u64,
    limits: &Limits,
) -> Result<TableValues, Error> {
    let given = required_coordinates(game).max(1);
    if given > 2 {
        return Err(Error::new(format!(
            "a table shows components of one or two coordinates; a component of {} has {given}: ask `sg solve` for single components",
            game.name
        )));
    }
    let side = upto.saturating_add(1);
    let cells = if given == 2 {
        side.checked_mul(side)
    } else {
        Some(side)
    };
    if cells.is_none_or(|c| c > limits.max_states) {
        return Err(Error::new(format!(
            "--upto {upto} asks for more values than the limit of {} (--max-states); lower --upto or raise --max-states",
            limits.max_states
        )));
    }
    let mut engine = limited_engine(game, game.play, &limits.with_max_moves(0))?;
    let mut value = |coordinates: &[u64]| -> Result<u64, Error> {
        let component = match game.complete(coordinates) {
            Some(Ok(component)) => component,
            Some(Err(e)) => return Err(Error::new(e.message)),
            None => unreachable!("the required coordinates are given"),
        };
        match engine
            .value(&vec![component])
            .map_err(|e: EngineError| located(game, e))?
            .finite()
        {
            Some(v) => Ok(v),
            None => Err(Error::new("a component's value is infinite")),
        }
    };
    if given == 2 {
        let mut rows = Vec::with_capacity(usize::try_from(side).unwrap_or(0));
        for a in 0..side {
            rows.push(
                (0..side)
                    .map(|b| value(&[a, b]))
                    .collect::<Result<Vec<u64>, Error>>()?,
            );
        }
        Ok(TableValues::Grid(rows))
    } else {
        Ok(TableValues::Heaps(
            (0..side).map(|n| value(&[n])).collect::<Result<_, _>>()?,
        ))
    }
}
