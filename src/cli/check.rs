//! `sg check GAME`: the game as the engine understands it.

use super::args::CheckArgs;
use crate::error::Error;
use crate::json::Json;
use crate::load::load_game;

pub fn run(args: &CheckArgs) -> Result<String, Error> {
    let game = load_game(&args.game, &args.options.overrides)?;
    if !args.options.json {
        return Ok(game.to_string());
    }
    let layout = match game.layout {
        crate::ir::HeapLayout::Any => Json::str("any"),
        crate::ir::HeapLayout::Exactly(n) => Json::uint(n as u64),
        crate::ir::HeapLayout::Ordered => Json::str("ordered"),
    };
    let params = game
        .params
        .iter()
        .map(|(name, value)| (name.clone(), Json::uint(*value)));
    let json = Json::object([
        ("game", Json::str(&game.name)),
        ("heaps", layout),
        ("play", Json::str(game.play.name())),
        (
            "start",
            Json::optional(game.start.as_deref().map(Json::uints)),
        ),
        ("params", Json::object(params)),
        (
            "rules",
            Json::Array(
                game.rules
                    .iter()
                    .map(|r| Json::str(r.to_string()))
                    .collect(),
            ),
        ),
        ("sum", Json::Bool(game.is_sum())),
        (
            "interchangeable_heaps",
            Json::Bool(game.heaps_interchangeable()),
        ),
        ("max_take", Json::optional(game.max_take().map(Json::uint))),
    ]);
    Ok(format!("{json}\n"))
}
