//! Published values not covered by the per-game tests, through the `sg` binary: Kayles's
//! period and the winning moves of the online-judge Nim samples (HDU 1850 and 2176).

use crate::support::{outcome, sg_report};
use sg::report::{PeriodReport, SolveReport, TableReport};

#[test]
fn kayles_period_is_12_from_71() {
    let report: TableReport = sg_report(&["table", "games/kayles.game", "--upto", "200", "--json"]);
    assert_eq!(
        report.period,
        Some(PeriodReport {
            preperiod: 71,
            period: 12
        })
    );
}

/// The winning moves of Nim from `heaps` as (heap before, heap after), the heap after
/// being 0 when it is emptied, in the order `sg solve` lists them, read from the moves'
/// structured changes (given for sums of any size).
fn nim_winning_moves(heaps: &[&str]) -> Vec<(u64, u64)> {
    let mut args = vec!["solve", "games/nim.game"];
    args.extend_from_slice(heaps);
    args.push("--json");
    moves_of(&sg_report(&args))
}

/// (heap before, heap after) for each winning move of a report of Nim, checked against
/// the position: the change is at the heap it names.
fn moves_of(report: &SolveReport) -> Vec<(u64, u64)> {
    let before = report.position.numbers().expect("heaps");
    report
        .winning_moves
        .iter()
        .map(|m| {
            let [change] = m.changes.as_slice() else {
                panic!("one heap changes: {m:?}");
            };
            let from = change.from.numbers().expect("a heap");
            let to = change.to.numbers().expect("heaps");
            assert_eq!(from, [before[change.at]]);
            (from[0], to.first().copied().unwrap_or(0))
        })
        .collect()
}

/// HDU 2176 at the judge's size: 200000 heaps (from a file), every winning move listed as
/// a b in input order, as the accepted rule finds them (a heap a with a xor X < a).
#[test]
fn hdu_2176_at_the_judge_size() {
    let mut x: u64 = 2176;
    let heaps: Vec<u64> = (0..200_000)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            1 + (x >> 33) % 1_000_000
        })
        .collect();
    let dir = crate::support::scratch("hdu-2176");
    let text: Vec<String> = heaps.iter().map(u64::to_string).collect();
    let file = crate::support::write(&dir, "heaps.txt", text.join("\n"));
    let report: SolveReport = sg_report(&[
        "solve",
        "games/nim.game",
        "--position-file",
        &file,
        "--max-moves",
        "200000",
        "--max-options",
        "0",
        "--json",
    ]);
    let total = heaps.iter().fold(0, |t, h| t ^ h);
    let expected: Vec<(u64, u64)> = heaps
        .iter()
        .filter(|&&a| a ^ total < a)
        .map(|&a| (a, a ^ total))
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(report.winning_moves_total, expected.len() as u64);
    assert_eq!(moves_of(&report), expected);
}

#[test]
fn hdu_1850_counts_the_winning_moves() {
    // "5 7 9": one winning first move.
    assert_eq!(nim_winning_moves(&["5", "7", "9"]).len(), 1);
}

#[test]
fn hdu_2176_lists_the_winning_moves_in_input_order() {
    // "45 45": No. "3 6 9": 9 5. "5 7 8 9 10": 8 1 / 9 0 / 10 3.
    assert_eq!(outcome("games/nim.game", &[45, 45], &[]), "P");
    assert!(nim_winning_moves(&["45", "45"]).is_empty());
    assert_eq!(nim_winning_moves(&["3", "6", "9"]), vec![(9, 5)]);
    assert_eq!(
        nim_winning_moves(&["5", "7", "8", "9", "10"]),
        vec![(8, 1), (9, 0), (10, 3)]
    );
}

/// HDU 1847 "Good Luck in CET-4": take a power of 2 from one pile, written with
/// `power_of_2(k)`. The judge's sample: 1 is won (Kiki), 3 lost (Cici); the accepted
/// solution: lost exactly on multiples of 3.
#[test]
fn hdu_1847_takes_a_power_of_two() {
    let dir = crate::support::scratch("hdu-1847");
    let game = crate::support::write(
        &dir,
        "hdu-1847.game",
        "game \"HDU 1847\"\nmove take 1.. where power_of_2(k)\n",
    );
    assert_eq!(outcome(&game, &[1], &[]), "N");
    assert_eq!(outcome(&game, &[3], &[]), "P");
    let report: TableReport = sg_report(&["table", &game, "--upto", "300", "--json"]);
    let sg::report::TableValues::Heaps(values) = report.values else {
        panic!("one heap per value");
    };
    for (n, value) in values.iter().enumerate() {
        assert_eq!(*value == 0, n % 3 == 0, "n = {n}");
    }
}
