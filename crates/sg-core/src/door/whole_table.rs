//! A game's table as one report, built whole in memory within the limits, and its picture:
//! what the web page shows. Single heaps get G(0..=N) with what is proved of them (and the
//! genus in misère play), two heaps the square of G(a, b), a game of components its values
//! along its one or two given coordinates, a board the value of each listed position. The
//! picture is the plot of G(n) or the heat map `sg table --format svg` draws. (`sg table`
//! itself streams tables too large to hold, through the same builders.)

use crate::engine::{ArithmeticPeriod, Period};
use crate::error::Error;
#[cfg(feature = "png")]
use crate::export::{ImageFormat, Plot, heat_map, value_plot};
use crate::ir::Play;
use crate::report::{GenusReport, TableReport, TableValues};

use super::game_file::{GameFile, GameKind};
use super::kinds::required_coordinates;
use super::limits::Limits;
use super::table::{HeapTables, cells, component_values};

/// Single heaps: G(0..=100) in normal play.
const DEFAULT_UPTO: u64 = 100;
/// Single heaps in misère play: their values need searches over sums, which grow fast.
const DEFAULT_UPTO_MISERE: u64 = 30;
/// Two heaps, or components of two given coordinates: a 21 x 21 square.
const DEFAULT_UPTO_SQUARE: u64 = 20;
/// Three or more heaps: 10^N cells for N heaps.
const DEFAULT_UPTO_MORE_HEAPS: u64 = 9;

/// A whole table and what its picture needs.
#[derive(Debug, Clone)]
pub struct Table {
    /// The table as `sg table --json` prints it.
    pub report: TableReport,
    /// The period proved of single heaps' values, drawn on their plot.
    pub period: Option<Period>,
    /// The arithmetic period proved of single heaps' values, drawn on their plot.
    pub arithmetic_period: Option<ArithmeticPeriod>,
}

impl GameFile {
    /// How far a table of the game goes when no `--upto` is given (`None` for a board,
    /// whose table lists every node).
    pub fn default_upto(&self) -> Option<u64> {
        match &self.kind {
            GameKind::Heaps(game) => Some(match game.fixed_heap_count().unwrap_or(1) {
                0 | 1 if game.play == Play::Misere => DEFAULT_UPTO_MISERE,
                0 | 1 => DEFAULT_UPTO,
                2 => DEFAULT_UPTO_SQUARE,
                _ => DEFAULT_UPTO_MORE_HEAPS,
            }),
            GameKind::Components(game) if required_coordinates(game) == 2 => {
                Some(DEFAULT_UPTO_SQUARE)
            }
            GameKind::Components(_) => Some(DEFAULT_UPTO),
            GameKind::Board(_) => None,
        }
    }

    /// The table up to `upto` (or the default), of one or two heaps or coordinates, or of
    /// a board's listed positions.
    pub fn table(&self, upto: Option<u64>, limits: &Limits) -> Result<Table, Error> {
        let values = |values| Table {
            report: TableReport::of_values(self.name(), self.play, values),
            period: None,
            arithmetic_period: None,
        };
        let upto = match (self.default_upto(), upto) {
            (None, Some(upto)) => {
                return Err(Error::new(format!(
                    "--upto {upto} counts heaps: the table of a board lists every node"
                )));
            }
            (None, None) => return Ok(values(TableValues::Nodes(self.listed_values(limits)?))),
            (Some(default), upto) => upto.unwrap_or(default),
        };
        let game = match &self.kind {
            GameKind::Heaps(game) => game,
            GameKind::Components(game) => return Ok(values(component_values(game, upto, limits)?)),
            GameKind::Board(_) => unreachable!("a board has no default --upto"),
        };
        let side = upto
            .checked_add(1)
            .filter(|&side| side <= limits.max_states)
            .ok_or_else(|| {
                Error::new(format!(
                    "--upto {upto} asks for more values than the limit of {} (--max-states); lower --upto or raise --max-states",
                    limits.max_states
                ))
            })?;
        match game.fixed_heap_count().unwrap_or(1) {
            0 | 1 => {}
            2 => {
                let rows = cells(game, 2, upto, limits)?.rows(side).collect();
                return Ok(values(TableValues::Grid(rows)));
            }
            heaps => {
                return Err(Error::new(format!(
                    "a table of {heaps} heaps has more than two sides: ask `sg table` for it in a file, or single positions"
                )));
            }
        }
        let mut solver = HeapTables::new(game, limits);
        // The genus first: its search then gives the values too.
        let genus = solver.genus(side)?;
        let table = solver.values(side)?;
        let (period, arithmetic_period) = (table.period, table.arithmetic_period);
        let genus = genus.map(|g| g.iter().map(GenusReport::from).collect());
        Ok(Table {
            report: TableReport::of_heaps(game.name.clone(), game.play, table, genus),
            period,
            arithmetic_period,
        })
    }
}

impl Table {
    /// The picture of the table: the plot of G(n) for single heaps, the heat map of a
    /// square; `None` for the values of a board's nodes, which have no order to draw.
    /// (With the crate's feature `png`: a heat map's cells are a PNG layer.)
    #[cfg(feature = "png")]
    pub fn picture(&self, format: ImageFormat) -> Result<Option<Vec<u8>>, Error> {
        let report = &self.report;
        match &report.values {
            TableValues::Heaps(values) => {
                let plot = Plot {
                    game: &report.game,
                    play: report.play,
                    values,
                    period: self.period,
                    arithmetic_period: self.arithmetic_period,
                };
                value_plot(&plot, format).map(Some)
            }
            TableValues::Grid(rows) => {
                let upto = rows.len().saturating_sub(1) as u64;
                let source =
                    || Box::new(rows.iter().cloned()) as Box<dyn Iterator<Item = Vec<u64>>>;
                heat_map(&report.game, report.play, upto, &source, format).map(Some)
            }
            TableValues::Nodes(_) => Ok(None),
        }
    }
}
