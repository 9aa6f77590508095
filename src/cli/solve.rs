//! `sg solve GAME [POSITION…] [+ GAME POSITION…]…`: the outcome, the value, every winning
//! move, the remoteness and the options (or, with --outcome-only, only who wins; with
//! --value-only, who wins and the value) of a position of any game or of a sum of games of any kinds, from the front door; without a
//! position, the game's summary.

use std::path::Path;

use super::args::SolveArgs;
use super::games::Games;
use super::position_file;
use super::text::{outcome_only_text, solve_text, sum_text, summary_text, value_only_text};
use crate::door::{Answer, Door, GameFile, Session, Solved, solve};
use crate::error::Error;
use crate::report::{OutcomeAnswer, ValueAnswer, to_json_line};

/// `sg solve`; a position file `-` is read from `input`.
pub(super) fn run(args: &SolveArgs, input: &mut dyn std::io::Read) -> Result<String, Error> {
    if let Some(path) = &args.positions {
        return run_positions(args, path, input);
    }
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
    if args.value_only {
        return Ok(
            match (Door::open(&games.pairs(), &limits)?.value()?, json) {
                (ValueAnswer::One(report), true) => to_json_line(&report),
                (ValueAnswer::Sum(report), true) => to_json_line(&report),
                (answer, false) => value_only_text(&answer),
            },
        );
    }
    Ok(
        match (solve(&games.pairs(), shown_options(args), &limits)?, json) {
            (Solved::Summary(report), true) => to_json_line(&report),
            (Solved::Summary(report), false) => summary_text(&report),
            (Solved::Answer(Answer::One(report)), true) => to_json_line(&report),
            (Solved::Answer(Answer::Sum(report)), true) => to_json_line(&report),
            (Solved::Answer(Answer::One(report)), false) => solve_text(&report, args.show_options),
            (Solved::Answer(Answer::Sum(report)), false) => sum_text(&report, args.show_options),
        },
    )
}

/// How many options to work out: only where they are shown (JSON, `--options`).
fn shown_options(args: &SolveArgs) -> usize {
    match args.options.json || args.show_options {
        true => args.max_options,
        false => 0,
    }
}

/// `sg solve GAME --positions FILE`: each line's position answered by one session, whose
/// engines keep what they learn from line to line; a game named after `+` on some line is
/// loaded once. With `--json` one JSON object a line, else each answer's text, separated
/// by blank lines.
fn run_positions(
    args: &SolveArgs,
    path: &Path,
    input: &mut dyn std::io::Read,
) -> Result<String, Error> {
    let limits = args.engine.limits(args.max_moves);
    let mut lines = Vec::new();
    let mut others: Vec<String> = Vec::new();
    for line in position_file::positions(path, input)? {
        let (first, summands) = line.split_sum()?;
        for summand in &summands {
            if !others.contains(&summand.game.0) {
                others.push(summand.game.0.clone());
            }
        }
        lines.push((first, summands));
    }
    let load = |path: &Path| Games::load_file(path, &args.options, &args.engine, &limits);
    let game = load(&args.game)?;
    let loaded = others
        .iter()
        .map(|name| load(Path::new(name)))
        .collect::<Result<Vec<GameFile>, Error>>()?;
    let mut session = Session::new(&limits);
    let mut out = String::new();
    for (first, summands) in lines {
        let mut games = vec![(&game, first)];
        for summand in summands {
            let at = others
                .iter()
                .position(|name| *name == summand.game.0)
                .expect("every game named was loaded");
            games.push((&loaded[at], summand.words));
        }
        let answer = session.answer(&games, shown_options(args))?;
        match (answer, args.options.json) {
            (Answer::One(report), true) => out.push_str(&to_json_line(&report)),
            (Answer::Sum(report), true) => out.push_str(&to_json_line(&report)),
            (answer, false) => {
                if !out.is_empty() {
                    out.push('\n');
                }
                out.push_str(&match answer {
                    Answer::One(report) => solve_text(&report, args.show_options),
                    Answer::Sum(report) => sum_text(&report, args.show_options),
                });
            }
        }
    }
    Ok(out)
}
