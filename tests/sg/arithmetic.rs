//! Games whose values grow: arithmetic periods proved and used for heaps of any size,
//! patterns that are only seen said so and never used, and the work estimate that refuses
//! a long computation at once.

use super::support::{reference_rows, scratch, sg, sg_report, table_values, write};
use sg::report::{ArithmeticPeriodReport, SolveReport, SummaryReport, TableReport};

const LASKER: &str = "games/laskers-nim.game";

/// Lasker's Nim by its closed form (Winning Ways; Ferguson, Game Theory I 4.4).
fn lasker(n: u64) -> u64 {
    match n % 4 {
        0 if n > 0 => n - 1,
        3 => n + 1,
        _ => n,
    }
}

#[test]
fn laskers_closed_form_is_the_published_table() {
    for row in reference_rows("laskers-nim.txt") {
        assert_eq!(lasker(row[0]), row[1], "{row:?}");
    }
}

#[test]
fn laskers_nim_is_answered_exactly_for_huge_heaps() {
    for n in [
        10_000_000u64,
        10_000_001,
        1_000_000_000_003,
        1_000_000_000_000_000_002,
    ] {
        let heap = n.to_string();
        let report: SolveReport = sg_report(&["solve", LASKER, &heap, "--json"]);
        assert_eq!(report.grundy, Some(lasker(n)), "{n}");
        // From one heap, the moves to 0: take it all, or split it in two equal halves
        // (G is one-to-one on non-empty heaps).
        let mut expected = vec!["nothing".to_string()];
        if n % 2 == 0 {
            expected.push(format!("{} {}", n / 2, n / 2));
        }
        let mut found: Vec<String> = report
            .winning_moves
            .iter()
            .map(|m| m.to.as_ref().expect("a small position").to_string())
            .collect();
        found.sort();
        expected.sort();
        assert_eq!(found, expected, "{n}");
        assert_eq!(report.winning_moves_total, expected.len() as u128, "{n}");
        assert!(
            report.method.contains("arithmetic period"),
            "{}",
            report.method
        );
    }
}

#[test]
fn a_sum_with_a_huge_lasker_heap_is_answered_from_the_formula() {
    // G = 10^12 + 4 and 5: the one move leaves a heap worth 5, which is 5 itself; no split
    // of 10^12 + 3 is worth 5 (its parts' values XOR to 3 mod 4).
    let report: SolveReport = sg_report(&["solve", LASKER, "1000000000003", "5", "--json"]);
    assert_eq!(report.grundy, Some((1_000_000_000_004u64) ^ 5));
    assert_eq!(report.winning_moves_total, 1);
    assert_eq!(
        report.winning_moves[0]
            .to
            .as_ref()
            .expect("a small position")
            .to_string(),
        "5 5"
    );
}

#[test]
fn the_table_and_the_summary_say_the_arithmetic_period() {
    let proved = Some(ArithmeticPeriodReport {
        preperiod: 1,
        period: 4,
        saltus: 4,
    });
    let table: TableReport = sg_report(&["table", LASKER, "--upto", "20", "--json"]);
    assert_eq!((table.period, table.arithmetic_period), (None, proved));
    assert_eq!(table.apparent_arithmetic_period, None);
    let text = sg(&["table", LASKER, "--upto", "20"]).stdout;
    assert!(
        text.contains("arithmetic period: 4 from n = 1, saltus 4"),
        "{text}"
    );
    let summary: SummaryReport = sg_report(&["solve", LASKER, "--json"]);
    assert_eq!(summary.arithmetic_period, Some(proved));
    let text = sg(&["solve", LASKER]).stdout;
    assert!(
        text.contains("arithmetic period: 4 from n = 1, saltus 4"),
        "{text}"
    );
}

/// G(0..len) of the subtraction game of every take but 2 and 5, computed independently of
/// the engine: G(n) is the mex of all earlier values but those of heaps n − 2 and n − 5,
/// found from counts of the values seen (the least value whose every occurrence is
/// excluded, or else the mex of all earlier values).
fn all_but_two_and_five(len: usize) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::with_capacity(len);
    let mut count = vec![0u32; len + 1];
    let mut mex_of_all = 0;
    for n in 0..len {
        let mut value = mex_of_all;
        for excluded in [2, 5] {
            let Some(&v) = n.checked_sub(excluded).map(|x| &values[x]) else {
                continue;
            };
            let removed = [2, 5]
                .iter()
                .filter(|&&e| n.checked_sub(e).is_some_and(|x| values[x] == v))
                .count() as u32;
            if count[v as usize] == removed {
                value = value.min(v);
            }
        }
        values.push(value);
        count[value as usize] += 1;
        while count[mex_of_all as usize] > 0 {
            mex_of_all += 1;
        }
    }
    values
}

#[test]
fn an_all_but_subtraction_game_matches_an_independent_computation() {
    let dir = scratch("all-but");
    let game = write(
        &dir,
        "all-but.game",
        "game \"all but 2 and 5\"\nmove take 1.. where k != 2 and k != 5\n",
    );
    let independent = all_but_two_and_five(1_000_001);
    assert_eq!(table_values(&game, 1_000_000, &[]), independent);
    // The values up to 10^6 follow G(n) = 2·floor(n/4) + n mod 2; at 10^15, sg's answer
    // is that formula's, with its two moves to 0: take all, or leave 2.
    for (n, &value) in independent.iter().enumerate() {
        assert_eq!(value, 2 * (n as u64 / 4) + n as u64 % 2, "{n}");
    }
    let report: SolveReport = sg_report(&["solve", &game, "1000000000000000", "--json"]);
    assert_eq!(report.grundy, Some(500_000_000_000_000));
    let mut to: Vec<String> = report
        .winning_moves
        .iter()
        .map(|m| m.to.as_ref().expect("a small position").to_string())
        .collect();
    to.sort();
    assert_eq!(to, ["2", "nothing"]);
}

#[test]
fn a_pattern_seen_but_not_proved_is_said_so_and_never_used() {
    // Splits into three heaps: no theorem applies, though G(n) = n up to here.
    let dir = scratch("apparent");
    let game = write(
        &dir,
        "apparent.game",
        "game \"g\"\nmove take 1.. leave 3\nmove take 1..\n",
    );
    let table: TableReport = sg_report(&["table", &game, "--upto", "60", "--json"]);
    assert_eq!(table.arithmetic_period, None);
    let apparent = table.apparent_arithmetic_period.expect("a pattern");
    assert_eq!(
        (apparent.period, apparent.saltus, apparent.up_to),
        (1, 1, 60)
    );
    let text = sg(&["table", &game, "--upto", "60"]).stdout;
    assert!(
        text.contains(
            "looks arithmetic-periodic (saltus 1, period 1) from n = 0 up to 60, not proved"
        ),
        "{text}"
    );
    // A heap beyond is computed, not guessed, and that is refused for its work.
    let run = sg(&["solve", &game, "100000"]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(run.stderr.contains("--max-work"), "{}", run.stderr);
}

#[test]
fn max_work_refuses_at_once_naming_the_estimate_and_the_option() {
    // Take any number and leave up to two heaps: O(n) options per heap, no theorem.
    let dir = scratch("max-work");
    let game = write(&dir, "work.game", "game \"g\"\nmove take 1.. leave 0..2\n");
    // Refused by its estimate after the cheap first values, not after the hours the whole
    // would take (`benches/limits.sh` times it).
    let run = sg(&["solve", &game, "10000000"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains("up to 10000000 would take about ")
            && run
                .stderr
                .contains(" steps (an estimate), more than the limit of 1.0e12 (--max-work)"),
        "{}",
        run.stderr
    );
    // The limit is an option: a small one refuses a small heap, the default allows it.
    let run = sg(&["solve", &game, "2000", "--max-work", "1000"]);
    assert!(run.stderr.contains("--max-work"), "{}", run.stderr);
    assert_eq!(sg(&["solve", &game, "2000"]).code, 0);
}
