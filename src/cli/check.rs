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
    Ok(match (file.check(), args.options.json) {
        (Check::Heaps(_, report), true) => to_json_line(&report),
        (Check::Components(_, report), true) => to_json_line(&report),
        (Check::Board(report), true) => to_json_line(&report),
        (Check::Heaps(text, _) | Check::Components(text, _), false) => text,
        (Check::Board(report), false) => format!(
            "{} ({}): {} nodes, {} edges{}\n{}\n",
            report.game,
            report.kind,
            report.nodes,
            report.edges,
            if report.cyclic { ", with cycles" } else { "" },
            report.properties
        ),
    })
}
