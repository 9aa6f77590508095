//! `sg solve GAME [POSITION…] [+ GAME POSITION…]…`: the outcome, the value, every winning
//! move, the remoteness and the options of a position of any game or of a sum of games of
//! any kinds, from the front door; without a position, the game's summary.

use super::args::SolveArgs;
use super::games::Games;
use super::text::{solve_text, sum_text, summary_text};
use crate::door::{Answer, Door, GameKind};
use crate::error::Error;
use crate::report::to_json_line;

pub(super) fn run(args: &SolveArgs) -> Result<String, Error> {
    let limits = args.engine.limits(args.max_moves);
    let games = Games::load(
        &args.game,
        &args.position,
        &args.options,
        &args.engine,
        &limits,
    )?;
    let first = &games.files[0];
    // A game of heaps given no heaps, or another game with no start: the summary.
    if games.is_bare() && (matches!(first.kind, GameKind::Heaps(_)) || !first.has_start()) {
        let report = first.summary(&limits)?;
        return Ok(if args.options.json {
            to_json_line(&report)
        } else {
            summary_text(&report)
        });
    }
    let mut door = Door::open(&games.pairs(), &limits)?;
    let answer = door.answer(args.max_options)?;
    Ok(match (&answer, args.options.json) {
        (Answer::One(report), true) => to_json_line(report),
        (Answer::Sum(report), true) => to_json_line(report),
        (Answer::One(report), false) => solve_text(report, args.show_options),
        (Answer::Sum(report), false) => sum_text(report, args.show_options),
    })
}
