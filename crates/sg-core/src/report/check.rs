//! The game as the engine understands it (`sg check GAME --json`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::ir::{Game, HeapLayout, Play};

/// `{"game", "heaps", "play", "start", "params", "rules", "sum", "interchangeable_heaps",
/// "max_take"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckReport {
    /// The game's name.
    pub game: String,
    /// What a position is.
    pub heaps: HeapsReport,
    /// Normal or misère play.
    pub play: Play,
    /// The `start` position, if any.
    pub start: Option<Vec<u64>>,
    /// Parameters after `--set` overrides.
    pub params: BTreeMap<String, u64>,
    /// Each rule in normal form.
    pub rules: Vec<String>,
    /// Whether every rule touches one heap (Sprague–Grundy applies).
    pub sum: bool,
    /// Whether heaps may be reordered without changing the game.
    pub interchangeable_heaps: bool,
    /// The most tokens a move takes from one heap, `null` when unbounded.
    pub max_take: Option<u64>,
}

/// `"any"`, `"ordered"` or the number of heaps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum HeapsReport {
    /// Exactly this many heaps.
    Count(usize),
    /// `any` or `ordered`.
    Kind(HeapsKind),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HeapsKind {
    Any,
    Ordered,
}

impl CheckReport {
    /// The report of `game`.
    pub fn new(game: &Game) -> CheckReport {
        CheckReport {
            game: game.name.clone(),
            heaps: match game.layout {
                HeapLayout::Any => HeapsReport::Kind(HeapsKind::Any),
                HeapLayout::Exactly(n) => HeapsReport::Count(n),
                HeapLayout::Ordered => HeapsReport::Kind(HeapsKind::Ordered),
            },
            play: game.play,
            start: game.start.clone(),
            params: game.params.iter().cloned().collect(),
            rules: game.rules.iter().map(ToString::to_string).collect(),
            sum: game.is_sum(),
            interchangeable_heaps: game.heaps_interchangeable(),
            max_take: game.max_take(),
        }
    }
}
