//! The misère quotient of a heap game (`sg quotient`), or of the components of any game
//! reachable from some positions (the library's [`ComponentQuotient`]).

use serde::{Deserialize, Serialize};

use super::quotient_stop::StopReport;
use super::table::PeriodReport;
use crate::engine::ComponentQuotient;
use crate::engine::misere::quotient::MisereQuotient;
use crate::game::{ImpartialGame, PositionView};

/// `{"game", "order", "element_names", "p_portion", "generators", "relations",
/// "heap_elements", "stable_from", "proved", "period", "largest_heap"[, "stopped"]}`. Elements are
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
    /// Where and why the construction stopped before a proof for all heaps or `--upto`
    /// (a limit, or a heap no quotient was found for); left out otherwise. The quotient
    /// of the heaps before it, this report, is proved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stopped: Option<StopReport>,
    /// For the quotient of a game's components: the components, in the order of
    /// `heap_elements` (the "heaps" of the other fields are their indices). Empty for
    /// heap games, and then left out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub components: Vec<PositionView>,
}

impl QuotientReport {
    /// The report of a heap game's quotient.
    pub(crate) fn of(game: &str, quotient: &MisereQuotient) -> QuotientReport {
        let presentation = quotient.presentation();
        QuotientReport {
            game: game.to_string(),
            order: quotient.order(),
            element_names: presentation.names,
            p_portion: quotient.p_portion(),
            generators: presentation
                .generators
                .into_iter()
                .map(|(name, heap, _)| GeneratorReport { name, heap })
                .collect(),
            relations: presentation
                .relations
                .into_iter()
                .map(|(left, right)| RelationReport { left, right })
                .collect(),
            heap_elements: quotient.heap_elements().to_vec(),
            stable_from: quotient.stable_from(),
            proved: quotient.proved_for_all(),
            period: quotient.period().map(Into::into),
            largest_heap: quotient.largest(),
            stopped: None,
            components: Vec::new(),
        }
    }

    /// The report of the quotient of `game`'s components: `proved` is true (the closure
    /// is finite and complete, so the quotient holds for every sum of its components),
    /// and the components are listed. A quotient of no components (of the empty position,
    /// which the front door refuses) has `largest_heap` 0 and no component listed.
    pub fn of_components<G: ImpartialGame>(
        game: &G,
        quotient: &ComponentQuotient<G::Position>,
    ) -> QuotientReport {
        let mut report = QuotientReport::of(&game.name(), quotient.quotient());
        // The construction's heap 0 is the empty position, which is no component.
        for generator in &mut report.generators {
            generator.heap -= 1;
        }
        QuotientReport {
            proved: true,
            heap_elements: quotient.component_elements().to_vec(),
            stable_from: report.stable_from.saturating_sub(1),
            largest_heap: report.largest_heap.saturating_sub(1),
            components: quotient.components().iter().map(|c| game.view(c)).collect(),
            ..report
        }
    }
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
