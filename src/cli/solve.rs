//! `sg solve GAME [POSITION…] [+ GAME POSITION…]…`: the outcome, the value, every winning
//! move, the remoteness and the options (or, with --outcome-only, only who wins) of a position of any game or of a sum of games of
//! any kinds, from the front door; without a position, the game's summary.

use super::args::SolveArgs;
use super::games::Games;
use super::position_file;
use super::text::{outcome_only_text, solve_text, sum_text, summary_text};
use crate::door::{Answer, Door, Solved, solve};
use crate::error::Error;
use crate::report::{OutcomeAnswer, to_json_line};

/// `sg solve`; a position file `-` is read from `input`.
pub(super) fn run(args: &SolveArgs, input: &mut dyn std::io::Read) -> Result<String, Error> {
    let limits = args.engine.limits(args.max_moves);
    let json = args.options.json;
    let words = position_file::solve_words(args, input)?;
    let games = Games::load_words(&args.game, words, &args.options, &args.engine, &limits)?;
    if args.outcome_only {
        return Ok(
            match (Door::open(&games.pairs(), &limits)?.outcome()?, json) {
                (OutcomeAnswer::One(report), true) => to_json_line(&report),
                (OutcomeAnswer::Sum(report), true) => to_json_line(&report),
                (answer, false) => outcome_only_text(&answer),
            },
        );
    }
    // The options are worked out only where they are shown.
    let options = if json || args.show_options {
        args.max_options
    } else {
        0
    };
    Ok(match (solve(&games.pairs(), options, &limits)?, json) {
        (Solved::Summary(report), true) => to_json_line(&report),
        (Solved::Summary(report), false) => summary_text(&report),
        (Solved::Answer(Answer::One(report)), true) => to_json_line(&report),
        (Solved::Answer(Answer::Sum(report)), true) => to_json_line(&report),
        (Solved::Answer(Answer::One(report)), false) => solve_text(&report, args.show_options),
        (Solved::Answer(Answer::Sum(report)), false) => sum_text(&report, args.show_options),
    })
}
