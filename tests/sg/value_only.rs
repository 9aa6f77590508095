//! `sg solve --value-only` asks the engine only for the outcome and the value: it must
//! give the outcome and value of the full answer, for every kind of game, on every small
//! board of the board rules, for sums and in misère play, and print its report type's JSON.

use crate::outcome_only::SHORT_ANSWER_CASES;
use crate::support::{every_rule_file, sg, sg_report};
use sg::game::PositionView;
use sg::report::{ValueReport, to_json_line};

/// The full answer to `args` as JSON (a game's summary: the answer for its start).
fn full_answer(args: &[&str]) -> serde_json::Value {
    let mut with_json = args.to_vec();
    with_json.push("--json");
    let run = sg(&with_json);
    assert_eq!(run.code, 0, "sg {with_json:?}: {}", run.stderr);
    let value: serde_json::Value = serde_json::from_str(&run.stdout).expect("one JSON object");
    value.get("start").cloned().unwrap_or(value)
}

/// The `--value-only` answer to `args` as JSON, read through its report type (a sum's
/// with one position per game) and written back, so that the type holds every field;
/// `None` where it is refused.
fn value_only(args: &[&str]) -> Option<serde_json::Value> {
    let mut with_flags = args.to_vec();
    with_flags.extend(["--value-only", "--json"]);
    let run = sg(&with_flags);
    if run.code != 0 {
        assert!(run.stderr.starts_with("error: "), "{}", run.stderr);
        assert!(run.stdout.is_empty(), "{}", run.stdout);
        return None;
    }
    let line = match args.contains(&"+") {
        true => to_json_line(&sg_report::<ValueReport<Vec<PositionView>>>(&with_flags)),
        false => to_json_line(&sg_report::<ValueReport>(&with_flags)),
    };
    assert_eq!(line, run.stdout, "the report type holds every field");
    Some(serde_json::from_str(&line).expect("one JSON object"))
}

/// `--value-only` on `args` gives the full answer's outcome and value; where it is
/// refused, the full answer has no value either.
fn agrees(args: &[&str]) {
    let full = full_answer(args);
    let Some(short) = value_only(args) else {
        assert!(
            full["grundy"].is_null() && full["misere_grundy"].is_null(),
            "{args:?}: the full answer has a value: {full}"
        );
        return;
    };
    for field in ["outcome", "grundy", "generalized_grundy"] {
        assert_eq!(short[field], full[field], "{args:?}: {field}");
    }
    if !full["misere_grundy"].is_null() {
        assert_eq!(short["misere_grundy"], full["misere_grundy"], "{args:?}");
    }
    assert_eq!(short["position"], full["position"], "{args:?}");
}

#[test]
fn every_bundled_game_at_its_start_has_the_value_of_its_full_answer() {
    let files = every_rule_file();
    for file in &files {
        agrees(&["solve", file.as_str()]);
    }
}

#[test]
fn every_small_board_of_each_rule_has_the_value_of_its_full_answer() {
    let games = [
        ("games/cram.game", "--normal"),
        ("games/chomp.game", "--normal"),
        ("games/node-kayles-grid.game", "--normal"),
    ];
    for (game, play) in games {
        for rows in 1..=4 {
            for columns in rows..=4 {
                let rows = format!("rows={rows}");
                let columns = format!("columns={columns}");
                agrees(&["solve", game, play, "--set", &rows, "--set", &columns]);
            }
        }
    }
}

#[test]
fn sums_misere_play_and_cycles_have_the_value_of_their_full_answer() {
    let more: &[&[&str]] = &[
        &[
            "solve",
            "games/kayles.game",
            "7",
            "+",
            "games/cram.game",
            "..#..",
            ".....",
            "..#..",
            ".....",
        ],
        &["solve", "games/misere-kayles.game", "5"],
        &["solve", "games/loopy.dot", "pit"],
    ];
    for args in SHORT_ANSWER_CASES.iter().chain(more) {
        agrees(args);
    }
}

#[test]
fn the_text_gives_the_value_and_nothing_after_it_but_the_method() {
    let run = sg(&[
        "solve",
        "games/cram.game",
        "--set",
        "rows=4",
        "--set",
        "columns=5",
        "--value-only",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[1], "outcome: N (the player to move wins)",
        "{}",
        run.stdout
    );
    assert_eq!(lines[2], "Grundy value: 2", "{}", run.stdout);
    assert!(
        lines[3].starts_with("method: pruned search"),
        "{}",
        run.stdout
    );
    assert_eq!(lines.len(), 4, "{}", run.stdout);
}

#[test]
fn asking_for_moves_or_the_outcome_alone_with_the_value_only_is_refused() {
    for other in [["--max-moves", "3"], ["--outcome-only", "--quiet"]] {
        let run = sg(&[
            "solve",
            "games/nim.game",
            "3",
            "--value-only",
            other[0],
            other[1],
        ]);
        assert_eq!(run.code, 2, "{}", run.stdout);
        assert!(run.stderr.contains("cannot be used with"), "{}", run.stderr);
    }
}
