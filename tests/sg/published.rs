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
/// being 0 when it is emptied, in the order `sg solve` lists them.
fn nim_winning_moves(heaps: &[&str]) -> Vec<(u64, u64)> {
    let mut args = vec!["solve", "games/nim.game"];
    args.extend_from_slice(heaps);
    args.push("--json");
    let report: SolveReport = sg_report(&args);
    let before = report.position.numbers().expect("heaps");
    report
        .winning_moves
        .iter()
        .map(|m| {
            let after = m.to.as_ref().and_then(|to| to.numbers()).expect("heaps");
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
