//! The bundled games: every file checks and solves, and each classic game gives its known
//! answers (its rule, or the published values in tests/reference/).

use crate::support::{
    all_positions, bundled_games, outcome, reference_rows, sg, sg_report, table_values,
};
use sg::report::{PeriodReport, SummaryReport, TableReport, TableValues};

#[test]
fn every_bundled_game_checks_and_solves() {
    for game in bundled_games() {
        let path = game.to_string_lossy().into_owned();
        let check = sg(&["check", &path]);
        assert_eq!(check.code, 0, "{path}: {}", check.stderr);
        let summary = sg(&["solve", &path]);
        assert_eq!(summary.code, 0, "{path}: {}", summary.stderr);
        assert!(
            summary.stdout.contains("method:"),
            "{path}: {}",
            summary.stdout
        );
        let report: SummaryReport = sg_report(&["solve", &path, "--json"]);
        assert!(!report.game.is_empty(), "{path}");
    }
}

#[test]
fn every_bundled_file_starts_with_its_rules_and_two_example_commands() {
    for game in bundled_games() {
        let text = std::fs::read_to_string(&game).expect("readable");
        let name = game.file_name().unwrap().to_string_lossy().into_owned();
        assert!(text.starts_with("# "), "{name} opens with a comment");
        let examples = text
            .lines()
            .filter(|l| l.starts_with("#   sg ") && l.contains(&format!("games/{name}")))
            .count();
        assert!(examples >= 2, "{name} shows two example commands");
    }
}

fn xor(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |acc, h| acc ^ h)
}

fn p_or_n(lost: bool) -> &'static str {
    if lost { "P" } else { "N" }
}

#[test]
fn nim_is_p_exactly_when_the_xor_is_zero() {
    for heaps in all_positions(3, 7) {
        let expected = p_or_n(xor(&heaps) == 0);
        assert_eq!(
            outcome("games/nim.game", &heaps, &[]),
            expected,
            "{heaps:?}"
        );
    }
}

#[test]
fn misere_nim_follows_boutons_rule() {
    for heaps in all_positions(3, 7) {
        let all_small = heaps.iter().all(|&h| h <= 1);
        let ones = heaps.iter().filter(|&&h| h == 1).count();
        let lost = if all_small {
            ones % 2 == 1
        } else {
            xor(&heaps) == 0
        };
        let got = outcome("games/misere-nim.game", &heaps, &[]);
        assert_eq!(got, p_or_n(lost), "{heaps:?}");
    }
}

#[test]
fn three_five_seven_is_a_first_player_win() {
    assert_eq!(outcome("games/misere-nim.game", &[3, 5, 7], &[]), "N");
}

#[test]
fn bash_game_is_lost_on_multiples_of_m_plus_one() {
    for m in 1..=5u64 {
        let set = format!("m={m}");
        let values = table_values("games/bash.game", 60, &["--set", &set]);
        for (n, &g) in values.iter().enumerate() {
            assert_eq!(g == 0, (n as u64).is_multiple_of(m + 1), "m = {m}, n = {n}");
            assert_eq!(g, n as u64 % (m + 1), "m = {m}, n = {n}");
        }
    }
}

#[test]
fn wythoff_p_positions_match_the_beatty_pairs() {
    let pairs: Vec<(u64, u64)> = reference_rows("wythoff-p-positions.txt")
        .into_iter()
        .map(|row| (row[1], row[2]))
        .collect();
    let side = 40u64;
    let report: TableReport = sg_report(&["table", "games/wythoff.game", "--upto", "40", "--json"]);
    let TableValues::Grid(rows) = report.values else {
        panic!("a two-heap game has a grid")
    };
    for a in 0..=side {
        let row = &rows[a as usize];
        for b in 0..=side {
            let p = pairs.contains(&(a, b)) || pairs.contains(&(b, a));
            let zero = row[b as usize] == 0;
            assert_eq!(zero, p, "({a}, {b})");
        }
    }
}

#[test]
fn poj_1067_sample() {
    // Input "2 1", "8 4", "4 7"; output 0, 1, 0 (1 = the player to move wins).
    assert_eq!(outcome("games/wythoff.game", &[2, 1], &[]), "P");
    assert_eq!(outcome("games/wythoff.game", &[8, 4], &[]), "N");
    assert_eq!(outcome("games/wythoff.game", &[4, 7], &[]), "P");
}

fn reference_values(file: &str) -> Vec<u64> {
    reference_rows(file)
        .into_iter()
        .enumerate()
        .map(|(n, row)| {
            assert_eq!(row[0], n as u64, "{file} lists n in order");
            row[1]
        })
        .collect()
}

#[test]
fn kayles_values_match_oeis_a002186_and_every_row_is_a_first_player_win() {
    let expected = reference_values("kayles-0.77.txt");
    let values = table_values("games/kayles.game", expected.len() as u64 - 1, &[]);
    assert_eq!(values, expected);
    let long = table_values("games/kayles.game", 1000, &[]);
    assert!(long[1..].iter().all(|&g| g != 0), "every row n >= 1 is N");
}

#[test]
fn misere_kayles_single_rows_lost_up_to_25() {
    let values = table_values("games/misere-kayles.game", 25, &[]);
    let zeros: Vec<usize> = (0..values.len()).filter(|&n| values[n] == 0).collect();
    assert_eq!(zeros, vec![1, 4, 9, 12, 20]);
}

#[test]
fn staircase_nim_is_nim_on_the_odd_stairs() {
    for stairs in all_positions(4, 4) {
        let odd = stairs[0] ^ stairs[2];
        let got = outcome("games/staircase-nim.game", &stairs, &[]);
        assert_eq!(got, p_or_n(odd == 0), "{stairs:?}");
    }
}

#[test]
fn dawsons_kayles_matches_its_reference_and_period() {
    let expected = reference_values("dawsons-kayles-0.07.txt");
    let values = table_values("games/dawsons-kayles.game", expected.len() as u64 - 1, &[]);
    assert_eq!(values, expected);
    let report: TableReport = sg_report(&[
        "table",
        "games/dawsons-kayles.game",
        "--upto",
        "200",
        "--json",
    ]);
    assert_eq!(
        report.period,
        Some(PeriodReport {
            preperiod: 53,
            period: 34
        })
    );
}

#[test]
fn laskers_nim_matches_its_closed_form() {
    let expected = reference_values("laskers-nim.txt");
    let values = table_values("games/laskers-nim.game", expected.len() as u64 - 1, &[]);
    assert_eq!(values, expected);
}

#[test]
fn subtraction_1_3_4_matches_its_reference() {
    let expected = reference_values("subtraction-1-3-4.txt");
    let values = table_values(
        "games/subtraction-1-3-4.game",
        expected.len() as u64 - 1,
        &[],
    );
    assert_eq!(values, expected);
}

#[test]
fn moore_nim_2_is_lost_when_every_binary_column_sums_to_a_multiple_of_three() {
    for heaps in all_positions(3, 7) {
        let lost = (0..3).all(|bit| heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() % 3 == 0);
        let got = outcome("games/moore-nim.game", &heaps, &[]);
        assert_eq!(got, p_or_n(lost), "{heaps:?}");
    }
}

#[test]
fn hdu_1848_sample() {
    // "1 1 1" -> Fibo (the first player wins), "1 4 1" -> Nacci.
    assert_eq!(
        outcome("games/fibonacci-subtraction.game", &[1, 1, 1], &[]),
        "N"
    );
    assert_eq!(
        outcome("games/fibonacci-subtraction.game", &[1, 4, 1], &[]),
        "P"
    );
}
