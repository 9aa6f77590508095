//! `sg solve --outcome-only` asks the engine only who wins: it must say what the full
//! answer says, for every kind of game and for sums, and print the report type's JSON.

use crate::support::{every_rule_file, sg, sg_report};
use sg::game::PositionView;
use sg::report::OutcomeReport;

/// The outcome of the full answer to `args` (one JSON object with an `outcome`).
fn full_outcome(args: &[&str]) -> String {
    let mut with_json = args.to_vec();
    with_json.push("--json");
    let run = sg(&with_json);
    assert_eq!(run.code, 0, "sg {with_json:?}: {}", run.stderr);
    let value: serde_json::Value = serde_json::from_str(&run.stdout).expect("one JSON object");
    let answer = value.get("start").unwrap_or(&value);
    answer["outcome"]
        .as_str()
        .unwrap_or_else(|| panic!("no outcome in {}", run.stdout))
        .to_string()
}

/// The outcome `--outcome-only` gives for `args`, read back into its report type (a sum's
/// with one position per game).
fn outcome_only(args: &[&str]) -> String {
    let mut with_flags = args.to_vec();
    with_flags.extend(["--outcome-only", "--json"]);
    let outcome = match args.contains(&"+") {
        true => sg_report::<OutcomeReport<Vec<PositionView>>>(&with_flags).outcome,
        false => sg_report::<OutcomeReport>(&with_flags).outcome,
    };
    outcome.name().to_string()
}

#[test]
fn every_bundled_game_at_its_start_has_the_outcome_of_its_full_answer() {
    let files = every_rule_file();
    for file in &files {
        let args = ["solve", file.as_str()];
        assert_eq!(outcome_only(&args), full_outcome(&args), "{file}");
    }
}

/// Positions of every kind whose short answers (`--outcome-only`, `--value-only`) are held
/// to the full answer's: boards, cycles, sums, misère play, a closed form.
pub(crate) const SHORT_ANSWER_CASES: &[&[&str]] = &[
    &[
        "solve",
        "games/cram.game",
        "--set",
        "rows=3",
        "--set",
        "columns=3",
    ],
    &[
        "solve",
        "games/cram.game",
        "--set",
        "rows=4",
        "--set",
        "columns=4",
    ],
    &[
        "solve",
        "games/cram.game",
        "..#..",
        ".....",
        "..#..",
        ".....",
    ],
    &[
        "solve",
        "games/chomp.game",
        "--normal",
        "--set",
        "rows=3",
        "--set",
        "columns=4",
        "#...",
        "....",
        "....",
    ],
    &[
        "solve",
        "games/chomp.game",
        "--set",
        "rows=4",
        "--set",
        "columns=5",
    ],
    &[
        "solve",
        "games/node-kayles-grid.game",
        "--set",
        "rows=3",
        "--set",
        "columns=4",
    ],
    &["solve", "games/loopy.dot", "pit", "exit"],
    &["solve", "games/loopy.dot", "trap"],
    &[
        "solve",
        "games/kayles.game",
        "7",
        "+",
        "games/nim.game",
        "3",
    ],
    &[
        "solve",
        "games/kayles.game",
        "7",
        "+",
        "games/nim.game",
        "2",
    ],
    &["solve", "games/misere-nim.game", "3", "5", "7"],
    &["solve", "games/kayles.game", "4", "4", "--misere"],
    &[
        "solve",
        "games/wythoff.game",
        "30",
        "40",
        "--max-work",
        "1000",
    ],
    &["solve", "games/hdu-3595.game", "3,5", "2,7"],
];

#[test]
fn boards_sums_and_misere_play_have_the_outcome_of_their_full_answer() {
    let cases = SHORT_ANSWER_CASES;
    for args in cases {
        assert_eq!(outcome_only(args), full_outcome(args), "{args:?}");
    }
}

#[test]
fn a_sum_names_each_games_position_and_the_text_says_only_who_wins() {
    let report: OutcomeReport<Vec<PositionView>> = sg_report(&[
        "solve",
        "games/kayles.game",
        "7",
        "+",
        "games/nim.game",
        "3",
        "--outcome-only",
        "--json",
    ]);
    assert_eq!(report.game, "Kayles + Nim");
    let heaps = |n| PositionView::Numbers(vec![n]);
    assert_eq!(report.position, [heaps(7), heaps(3)]);
    let run = sg(&[
        "solve",
        "games/cram.game",
        "--set",
        "rows=3",
        "--set",
        "columns=3",
        "--outcome-only",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("outcome: P (the player to move loses)"),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("Grundy value"), "{}", run.stdout);
    assert!(!run.stdout.contains("remoteness"), "{}", run.stdout);
}

#[test]
fn asking_for_moves_with_the_outcome_only_is_refused() {
    let run = sg(&[
        "solve",
        "games/nim.game",
        "3",
        "--outcome-only",
        "--max-moves",
        "3",
    ]);
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert!(run.stderr.contains("cannot be used with"), "{}", run.stderr);
}
