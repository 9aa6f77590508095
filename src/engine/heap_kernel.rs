//! G(n) of single heaps of a sum game: Nim's closed form where the rules are Nim's,
//! otherwise the computed table (with its period when proved).

use super::closed_form::is_nim;
use super::error::EngineError;
use super::heap_values::HeapValues;
use super::period::Period;
use crate::ir::Game;

pub enum HeapKernel {
    /// G(n) = n.
    Nim,
    Table(HeapValues),
}

impl HeapKernel {
    pub fn for_game(game: &Game) -> HeapKernel {
        if is_nim(game) {
            HeapKernel::Nim
        } else {
            HeapKernel::Table(HeapValues::new(game))
        }
    }

    pub fn value(&mut self, game: &Game, n: u64, limit: u64) -> Result<u64, EngineError> {
        match self {
            HeapKernel::Nim => Ok(n),
            HeapKernel::Table(table) => table.value(game, n, limit),
        }
    }

    /// The period of the values, when proved (Nim's values have none).
    pub fn period(&self) -> Option<Period> {
        match self {
            HeapKernel::Nim => None,
            HeapKernel::Table(table) => table.period(),
        }
    }

    /// Whether computing more values can prove a period.
    pub fn may_prove_period(&self) -> bool {
        match self {
            HeapKernel::Nim => false,
            HeapKernel::Table(table) => table.may_prove_period(),
        }
    }

    /// G(0..len).
    pub fn table(&mut self, game: &Game, len: u64, limit: u64) -> Result<Vec<u64>, EngineError> {
        match self {
            HeapKernel::Nim => Ok((0..len).collect()),
            HeapKernel::Table(table) => table.table(game, len, limit),
        }
    }

    /// How the values are known, for reports.
    pub fn method(&self) -> &'static str {
        match self {
            HeapKernel::Nim => "Nim's closed form G(n) = n",
            HeapKernel::Table(t) if t.period().is_some() => {
                "computed values and their proved period"
            }
            HeapKernel::Table(_) => "computed values",
        }
    }
}
