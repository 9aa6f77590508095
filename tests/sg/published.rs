//! Published values through the `sg` binary: Grundy sequences and periods (OEIS, Winning
//! Ways, Ferguson) and the samples of online-judge problems.

use crate::json::Json;
use crate::support::{number, numbers, reference, sg_json};

/// Checks `sg table GAME --upto N` against the published G(0..=N) in `file`, and the
/// period reported (`None`: not checked).
fn check_table(game: &str, file: &str, period: Option<(u64, u64)>) {
    let published: Vec<u64> = reference(file).iter().map(|row| row[1]).collect();
    let upto = (published.len() - 1).to_string();
    let json = sg_json(&["table", game, "--upto", &upto]);
    assert_eq!(numbers(json.get("values")), published, "{game}");
    if let Some((preperiod, length)) = period {
        let found = json.get("period").expect("a period field");
        assert_eq!(
            number(found.get("preperiod").expect("preperiod")),
            preperiod
        );
        assert_eq!(number(found.get("period").expect("period")), length);
    }
}

#[test]
fn kayles_values_and_period() {
    check_table("games/kayles.game", "kayles-0.77.txt", Some((71, 12)));
}

#[test]
fn dawsons_kayles_values_and_period() {
    check_table(
        "games/dawsons-kayles.game",
        "dawsons-kayles-0.07.txt",
        Some((53, 34)),
    );
}

#[test]
fn laskers_nim_to_1000() {
    check_table("games/laskers-nim.game", "laskers-nim.txt", None);
}

#[test]
fn subtraction_1_3_4_to_500_with_period_7() {
    check_table(
        "games/subtraction-1-3-4.game",
        "subtraction-1-3-4.txt",
        Some((0, 7)),
    );
}

/// The winning moves of `sg solve GAME HEAPS…` as (heap before, heap after), the heap
/// after being 0 when it is emptied.
fn winning_moves(game: &str, heaps: &[&str]) -> Vec<(u64, u64)> {
    let mut args = vec!["solve", game];
    args.extend_from_slice(heaps);
    let json = sg_json(&args);
    let before = numbers(json.get("position"));
    let Some(Json::Array(moves)) = json.get("winning_moves") else {
        panic!("{json:?}")
    };
    moves
        .iter()
        .map(|m| {
            let after = numbers(m.get("to"));
            // The heap moved in keeps its place, or vanishes when emptied.
            let i = (0..before.len())
                .find(|&i| after.get(i) != Some(&before[i]))
                .expect("a heap changed");
            let left = if after.len() == before.len() {
                after[i]
            } else {
                0
            };
            (before[i], left)
        })
        .collect()
}

#[test]
fn hdu_1850_counts_the_winning_moves() {
    assert_eq!(winning_moves("games/nim.game", &["5", "7", "9"]).len(), 1);
}

#[test]
fn hdu_2176_lists_the_winning_moves_in_input_order() {
    assert!(winning_moves("games/nim.game", &["45", "45"]).is_empty());
    let json = sg_json(&["solve", "games/nim.game", "45", "45"]);
    assert_eq!(json.get("outcome"), Some(&Json::Str("P".into())));
    assert_eq!(
        winning_moves("games/nim.game", &["3", "6", "9"]),
        vec![(9, 5)]
    );
    assert_eq!(
        winning_moves("games/nim.game", &["5", "7", "8", "9", "10"]),
        vec![(8, 1), (9, 0), (10, 3)]
    );
}

#[test]
fn hdu_1848_fibonacci_subtraction_samples() {
    for (heaps, outcome) in [(["1", "1", "1"], "N"), (["1", "4", "1"], "P")] {
        let mut args = vec!["solve", "games/fibonacci-subtraction.game"];
        args.extend_from_slice(&heaps);
        let json = sg_json(&args);
        assert_eq!(
            json.get("outcome"),
            Some(&Json::Str(outcome.into())),
            "{heaps:?}"
        );
    }
}
