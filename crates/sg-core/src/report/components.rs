//! A game of components as the engine understands it (`sg check GAME --json`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::{missed_theorem, recognise_components};
use crate::ir::{ComponentGame, Play};

/// `{"game", "play", "params", "coordinates", "rules", "measure", "theory"}`, and
/// `"missed_theorem"` where a theorem nearly applies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComponentCheckReport {
    /// The game's name.
    pub game: String,
    /// Normal or misère play.
    pub play: Play,
    /// Parameters after `--set` overrides.
    pub params: BTreeMap<String, u64>,
    /// Each coordinate in normal form: `"n"`, or `"m = n - 1"` with its default.
    pub coordinates: Vec<String>,
    /// Each rule in normal form (`choose k in 1..min(n, m) to (n - k, 2 * k)`).
    pub rules: Vec<String>,
    /// The measure that proves play ends (`"s - c"`).
    pub measure: String,
    /// The theorem that answers the game, if one is recognised.
    pub theory: Option<String>,
    /// Where no theorem applies but one nearly does: which, and why not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missed_theorem: Option<String>,
}

impl ComponentCheckReport {
    /// The report of `game`, with the theory that answers it, if any, or the one it
    /// nearly meets.
    pub fn new(game: &ComponentGame) -> ComponentCheckReport {
        ComponentCheckReport {
            game: game.name.clone(),
            play: game.play,
            params: game.params.iter().cloned().collect(),
            coordinates: game
                .coordinates
                .iter()
                .map(|c| match &c.default {
                    Some(d) => format!("{} = {}", c.name, d.named(&game.names)),
                    None => c.name.clone(),
                })
                .collect(),
            rules: game
                .rules
                .iter()
                .map(|r| r.named(&r.names).to_string())
                .collect(),
            measure: game.measure.named(&game.names).to_string(),
            theory: recognise_components(game).map(|t| t.theorem().to_string()),
            missed_theorem: missed_theorem(game),
        }
    }
}
