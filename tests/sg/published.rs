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
    assert_eq!(report.winning_moves_total, expected.len() as u128);
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
    // The period is proved from the residues of the powers of 2 (1 and 2 modulo 3), so
    // a pile of any size is answered at once, with every winning take counted: the
    // powers of 2 that leave a multiple of 3.
    assert_eq!(report.period.map(|p| (p.preperiod, p.period)), Some((0, 3)));
    for n in [
        1_000_000_000_000_000_000u64,
        18_446_744_073_709_551_615,
        4_294_967_296,
    ] {
        let solved: SolveReport = sg_report(&["solve", &game, &n.to_string(), "--json"]);
        assert_eq!(solved.grundy, Some(n % 3), "{n}");
        let wins = (0..64)
            .map(|i| 1u64 << i)
            .filter(|&k| k <= n && (n - k) % 3 == 0)
            .count() as u64;
        assert_eq!(solved.winning_moves_total, u128::from(wins), "{n}");
    }
}

/// Takes a condition on k allows by its residues (periodic, or primes), with a proved
/// period where the values have one (the theorem of engine/heap_values/residue_watch.rs),
/// and the same values as the plain table where they have none.
#[test]
fn number_theoretic_takes_are_answered_by_their_residues() {
    let dir = crate::support::scratch("residues");
    for (condition, period) in [
        ("k % 2 == 1", Some(2)),
        ("divides(3, k + 2)", Some(3)),
        ("prime(k) and k % 4 == 1\nmove take 1", Some(2)),
        ("prime(k)", None),
    ] {
        let game = crate::support::write(
            &dir,
            "takes.game",
            format!("game \"t\"\nmove take 1.. where {condition}\n"),
        );
        let report: TableReport = sg_report(&["table", &game, "--upto", "400", "--json"]);
        assert_eq!(report.period.map(|p| p.period), period, "{condition}");
        let sg::report::TableValues::Heaps(values) = report.values else {
            panic!("one heap per value");
        };
        // The plain mex over the rule's takes, primes by trial division.
        let prime = |k: u64| {
            k > 1
                && (2..k)
                    .take_while(|d| d * d <= k)
                    .all(|d| !k.is_multiple_of(d))
        };
        let allowed = |k: u64| match condition {
            "k % 2 == 1" => k % 2 == 1,
            "divides(3, k + 2)" => k % 3 == 1,
            "prime(k)" => prime(k),
            _ => k == 1 || (k % 4 == 1 && prime(k)),
        };
        let mut brute: Vec<u64> = Vec::new();
        for n in 0..=400u64 {
            let options: Vec<u64> = (1..=n)
                .filter(|&k| allowed(k))
                .map(|k| brute[(n - k) as usize])
                .collect();
            brute.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        assert_eq!(values, brute, "{condition}");
        // Huge heaps from the proved period, with their winning moves counted by residue
        // classes of takes (a winning position has some). Primes cannot be counted so:
        // a heap whose winning takes are primes beyond the takes tried is refused, clearly.
        let primes = condition.starts_with("prime");
        if primes && report.period.is_some() {
            let run = crate::support::sg(&["solve", &game, "1000000000000000001"]);
            assert_eq!(run.code, 1, "{condition}");
            assert!(
                run.stderr
                    .contains("the winning moves in a heap of 1000000000000000001 are not listed"),
                "{}",
                run.stderr
            );
            let solved: SolveReport = sg_report(&["solve", &game, "1000000000000000000", "--json"]);
            assert_eq!(solved.grundy, Some(0), "{condition}");
        }
        if let Some(proved) = report.period.filter(|_| !primes) {
            for n in [1_000_000_000_000_000_000u64, 1_000_000_000_000_000_001] {
                let solved: SolveReport = sg_report(&["solve", &game, &n.to_string(), "--json"]);
                let reduced = proved.preperiod + (n - proved.preperiod) % proved.period;
                assert_eq!(solved.grundy, Some(brute[reduced as usize]), "{condition}");
                assert_eq!(
                    solved.winning_moves_total > 0,
                    brute[reduced as usize] != 0,
                    "{condition} at {n}"
                );
            }
        }
    }
}
