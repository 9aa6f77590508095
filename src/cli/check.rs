//! `sg check GAME`: the game as the engine understands it.

use super::args::CheckArgs;
use crate::door::{Check, GameFile, Limits};
use crate::error::Error;
use crate::report::to_json_line;

pub(super) fn run(args: &CheckArgs) -> Result<String, Error> {
    let file = GameFile::load(
        &args.game,
        &args.options.overrides,
        None,
        &Limits::default(),
    )?;
    let check = file.check();
    Ok(match (&check, args.options.json) {
        (Check::Heaps(_, report), true) => to_json_line(report),
        (Check::Components(_, report), true) => to_json_line(report),
        (Check::Board(report), true) => to_json_line(report),
        (_, false) => check.text(),
    })
}
