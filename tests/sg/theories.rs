//! Every closed form against the reference search on all small positions (outcome, Grundy
//! value and the set of winning moves), and Wythoff's game against published values.

use sg::engine::{DEFAULT_MAX_STATES, HeapMethod, Method, Outcome, Solver, Theorem};
use sg::ir::Game;
use sg::report::{SolveReport, TableReport, TableValues};

use crate::brute_force::BruteForce;
use crate::support::{all_positions, parse, reference_rows, sg, sg_report};

/// Checks the solver of `game`, which must use `method`, on every position given: the
/// outcome, the Grundy value and the set of positions the winning moves reach.
fn cross_check(game: &Game, method: Method, positions: &[Vec<u64>]) {
    let mut solver = Solver::new(game, DEFAULT_MAX_STATES);
    assert_eq!(solver.method(), method, "{}", game.name);
    let mut brute = BruteForce::new(game);
    for position in positions {
        let analysis = solver.analyse(position).expect("analysed");
        brute.check(position, &analysis, &format!("{} {position:?}", game.name));
    }
}

/// Every position of up to `heaps` heaps of at most `max` tokens.
fn up_to(heaps: usize, max: u64) -> Vec<Vec<u64>> {
    (0..=heaps).flat_map(|h| all_positions(h, max)).collect()
}

const WYTHOFF: Method = Method::ClosedForm(Theorem::Wythoff);
const MOORE: Method = Method::ClosedForm(Theorem::MooreNim);

#[test]
fn wythoff_against_the_search() {
    let game = parse("game \"w\"\nheaps 2\nmove take 1..\nmove take 1.. from all\n");
    cross_check(&game, WYTHOFF, &all_positions(2, 40));
}

#[test]
fn wythoff_written_otherwise_is_recognised() {
    let game = parse(
        "game \"w\"\nheaps 2\nmove take 1..3 leave 0..1\nmove take 4.. leave 1\nmove take 4.. leave 0\nmove take 1..5 from all\nmove take 3.. from all\n",
    );
    cross_check(&game, WYTHOFF, &all_positions(2, 12));
}

#[test]
fn wythoff_look_alikes_are_searched() {
    for rules in [
        "heaps 2\nmove take 1..\nmove take 1..2 from all\n",
        "heaps 2\nmove take 1..\nmove take 1.. from all where k < 5\n",
        "heaps 2\nmove take 2..\nmove take 1.. from all\n",
        "heaps 3\nmove take 1..\nmove take 1.. from all\n",
    ] {
        let game = parse(&format!("game \"g\"\n{rules}"));
        let solver = Solver::new(&game, DEFAULT_MAX_STATES);
        assert!(
            !matches!(solver.method(), Method::ClosedForm(_)),
            "{rules}: {}",
            solver.method()
        );
    }
}

#[test]
fn moore_against_the_search() {
    // Nim_1 is written as Nim's rule, and solved as a sum.
    for (k, method) in [
        (1, Method::HeapSum(HeapMethod::Nim)),
        (2, MOORE),
        (3, MOORE),
    ] {
        let game = parse(&format!("game \"m\"\nmove take 1.. from 1..{k} heaps\n"));
        cross_check(&game, method, &up_to(4, 7));
    }
}

#[test]
fn moore_with_a_one_heap_rule_and_fixed_heaps_against_the_search() {
    let game = parse("game \"m\"\nmove take 1..\nmove take 1.. from 1..2 heaps\n");
    cross_check(&game, MOORE, &up_to(3, 7));
    let game = parse("game \"m\"\nheaps 3\nmove take 1.. from 0..2 heaps\n");
    cross_check(&game, MOORE, &all_positions(3, 7));
    let game = parse("game \"m\"\nmove take 1.. from 1.. heaps\n");
    cross_check(&game, MOORE, &up_to(3, 5));
}

#[test]
fn moore_on_huge_heaps_gives_a_winning_move_and_says_why_the_list_is_short() {
    let report: SolveReport = sg_report(&[
        "solve",
        "games/moore-nim.game",
        "--set",
        "k=3",
        "18446744073709551615",
        "1000000000000",
        "77",
        "123456789123",
        "5",
        "--json",
    ]);
    assert_eq!(report.outcome, Outcome::N);
    assert_eq!(report.grundy, None);
    assert_eq!(report.winning_moves.len(), 1, "{report:?}");
    let to = report.winning_moves[0]
        .to
        .as_ref()
        .and_then(|to| to.numbers())
        .expect("heaps");
    // Every binary column of the position reached sums to a multiple of 4.
    for bit in 0..64 {
        let column = to.iter().filter(|&&h| h >> bit & 1 == 1).count();
        assert_eq!(column % 4, 0, "bit {bit} of {to:?}");
    }
    let note = report.note.expect("a note");
    assert!(note.starts_with("one winning move is shown"), "{note}");
    let missing = report.grundy_missing.expect("why the value is missing");
    assert!(missing.ends_with("far too many steps to make"), "{missing}");
}

#[test]
fn staircase_against_the_search() {
    let game = parse("game \"s\"\nheaps ordered\nmove shift 1.. by 1\n");
    cross_check(
        &game,
        Method::ClosedForm(Theorem::StaircaseNim),
        &up_to(4, 4),
    );
}

#[test]
fn nim_against_the_search() {
    let game = parse("game \"n\"\nmove take 1..\n");
    cross_check(&game, Method::HeapSum(HeapMethod::Nim), &up_to(3, 7));
}

/// `sg table games/wythoff.game --upto N --json` as rows.
fn wythoff_table(upto: u64) -> Vec<Vec<u64>> {
    let upto = upto.to_string();
    let report: TableReport =
        sg_report(&["table", "games/wythoff.game", "--upto", &upto, "--json"]);
    match report.values {
        TableValues::Grid(rows) => rows,
        other => panic!("a two-heap game has a grid, not {other:?}"),
    }
}

#[test]
fn wythoff_p_positions_are_the_published_ones() {
    let game = parse("game \"w\"\nheaps 2\nmove take 1..\nmove take 1.. from all\n");
    let mut solver = Solver::new(&game, DEFAULT_MAX_STATES);
    let pairs = reference_rows("wythoff-p-positions.txt");
    assert_eq!(pairs.len(), 2001);
    for row in &pairs {
        let &[_, a, b] = row.as_slice() else {
            panic!("{row:?}")
        };
        for position in [[a, b], [b, a]] {
            assert_eq!(solver.analyse(&position).unwrap().outcome, Outcome::P);
        }
        assert_eq!(solver.analyse(&[a, b + 1]).unwrap().outcome, Outcome::N);
    }
    // Below 100, the published pairs are all the P-positions.
    for x in 0..100 {
        for y in 0..100 {
            let published = pairs
                .iter()
                .any(|r| (r[1], r[2]) == (x, y) || (r[2], r[1]) == (x, y));
            let outcome = solver.analyse(&[x, y]).unwrap().outcome;
            assert_eq!(outcome == Outcome::P, published, "({x}, {y})");
        }
    }
}

#[test]
fn wythoff_p_positions_through_sg_solve() {
    for (a, b, expected) in [
        ("3236", "5236", "P"),
        ("5236", "3236", "P"),
        ("3236", "5237", "N"),
        ("1000000000", "1618033988", "N"),
        ("1618033988749894848", "2618033988749894848", "P"),
        ("18446744073709551615", "11400714819323198485", "P"),
        ("18446744073709551615", "18446744073709551615", "N"),
    ] {
        let run = sg(&["solve", "games/wythoff.game", a, b, "--json"]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert!(
            run.stdout.contains(&format!(r#""outcome": "{expected}""#)),
            "{a} {b}: {}",
            run.stdout
        );
    }
}

#[test]
fn wythoff_huge_position_lists_its_winning_moves_and_a_note() {
    let run = sg(&[
        "solve",
        "games/wythoff.game",
        "1000000000000000000",
        "1618033988749894848",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains(r#""grundy": null"#), "{}", run.stdout);
    // (a_k, a_k + k) with k = 10^18 is one token above the P-position on both heaps.
    assert!(
        run.stdout.contains(
            r#"{"to": [999999999999999999, 1618033988749894847], "move": "take 1 from both heaps"}"#
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains(r#""grundy_missing": "the theorem gives the outcome"#),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains(r#""note""#), "{}", run.stdout);
    let text = sg(&["solve", "games/wythoff.game", "1000000000", "1618033988"]);
    assert!(
        text.stdout.contains(
            "\nGrundy value: not computed: the theorem gives the outcome and the winning moves \
             but not this value, and its table would take far too many steps to make\n"
        ),
        "{}",
        text.stdout
    );
}

/// Where a theorem leaves the Grundy value out, the "Grundy value" line says why and
/// names the option that lets it be computed; with that option it is.
#[test]
fn a_missing_grundy_value_says_why_on_its_line_and_how_to_get_it() {
    let solve = |max_work: &str| {
        let run = sg(&[
            "solve",
            "games/wythoff.game",
            "30",
            "40",
            "--max-work",
            max_work,
        ]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        run.stdout
    };
    // The line table below (30, 40): 31 x 41 cells, a few steps each.
    let text = solve("17793");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[2],
        "Grundy value: not computed: the theorem gives the outcome and the winning moves but \
         not this value, and its table would take about 17794 steps, more than --max-work \
         allows (17793); raise --max-work to 17794 to compute it",
        "{text}"
    );
    assert!(!text.contains("note:"), "{text}");
    let text = solve("17794");
    assert_eq!(text.lines().nth(2), Some("Grundy value: 56"), "{text}");
    let table = wythoff_table(40);
    assert_eq!(table[30][40], 56);
}

#[test]
fn wythoff_grundy_antidiagonals_are_the_published_ones() {
    let table = wythoff_table(12);
    let published = reference_rows("wythoff-grundy-antidiagonals.txt");
    let mut index = 0;
    for d in 0..=12usize {
        for b in 0..=d {
            assert_eq!(published[index], vec![index as u64, table[d - b][b]]);
            index += 1;
        }
    }
    assert_eq!(index, published.len());
}

#[test]
fn wythoff_grundy_diagonal_is_the_published_one() {
    let table = wythoff_table(70);
    for row in reference_rows("wythoff-grundy-diagonal.txt") {
        let n = row[0] as usize;
        assert_eq!(table[n][n], row[1], "T({n}, {n})");
    }
}
