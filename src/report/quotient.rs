//! The misère quotient of a heap game (`sg quotient`).

use serde::{Deserialize, Serialize};

use super::table::PeriodReport;

/// `{"game", "order", "element_names", "p_portion", "generators", "relations",
/// "heap_elements", "stable_from", "proved", "period", "largest_heap"}`. Elements are
/// numbered 0..order (0 is the identity, the empty position); `element_names` gives each
/// its least word in the generators.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientReport {
    /// The game's name.
    pub game: String,
    /// The number of elements.
    pub order: usize,
    /// The name of every element, in order.
    pub element_names: Vec<String>,
    /// The elements of the P-portion.
    pub p_portion: Vec<u32>,
    /// The generators, each the element of a heap.
    pub generators: Vec<GeneratorReport>,
    /// The relations between products of generators.
    pub relations: Vec<RelationReport>,
    /// The element of each heap 0..=largest_heap.
    pub heap_elements: Vec<u32>,
    /// The heap from which the quotient no longer grows: the quotient of the heaps up to
    /// it is the quotient of all heaps covered.
    pub stable_from: u64,
    /// Whether the quotient is proved for every heap size (by the periodicity theorem);
    /// otherwise only for heaps up to `largest_heap`.
    pub proved: bool,
    /// The proved period of the heap elements (when `proved`).
    pub period: Option<PeriodReport>,
    /// The largest heap the construction covered.
    pub largest_heap: u64,
}

/// `{"name": "a", "heap": 1}`: the generator and the heap that introduces it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GeneratorReport {
    /// The generator's name.
    pub name: String,
    /// The heap it is the element of.
    pub heap: u64,
}

/// `{"left": "a^2", "right": "1"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RelationReport {
    /// One side of the relation.
    pub left: String,
    /// The other side.
    pub right: String,
}
