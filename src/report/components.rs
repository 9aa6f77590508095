//! A game of components as the engine understands it (`sg check GAME --json`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::ir::{ComponentGame, Play};

/// `{"game", "play", "params", "coordinates", "rules", "measure", "theory"}`.
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
}

impl ComponentCheckReport {
    /// The report of `game`, with the theory that answers it, if any.
    pub fn new(game: &ComponentGame, theory: Option<String>) -> ComponentCheckReport {
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
            theory,
        }
    }
}
