//! Misère play through the binary: G⁻ and the genus of single heaps against CGSuite's
//! values (tests/reference/misere-heaps.txt), misère Nim, and the JSON of `sg solve`.

use crate::support::{at_terminal_with_env, sg, sg_report, table_values};
use sg::engine::Outcome;
use sg::report::{GenusReport, SolveReport, TableReport, TableValues};

/// One heap of the reference: n, G(n), G⁻(n) and the genus symbol as CGSuite prints it.
struct Row {
    n: u64,
    normal: u64,
    misere: u64,
    symbol: String,
}

fn reference(section: &str) -> Vec<Row> {
    let text = include_str!("../reference/misere-heaps.txt");
    let mut rows = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with('[') {
            inside = line.starts_with(&format!("[{section}"));
        } else if inside && !line.starts_with('#') && !line.trim().is_empty() {
            let words: Vec<&str> = line.split_whitespace().collect();
            rows.push(Row {
                n: words[0].parse().unwrap(),
                normal: words[1].parse().unwrap(),
                misere: words[2].parse().unwrap(),
                symbol: words[3].to_string(),
            });
        }
    }
    assert!(!rows.is_empty(), "section {section}");
    rows
}

/// The first `len` entries g_0 g_1 … of a CGSuite genus symbol. Without a superscript the
/// genus is that of the Nim heap *g (0^120, 1^031, g^{g, g⊕2}); with one, its entries are
/// followed by the last entry ⊕ 2 and the last entry, alternately (CGSuite's extended
/// symbols write `2^2` for 2 0 2 0 …).
fn symbol_sequence(symbol: &str, len: usize) -> Vec<u64> {
    let (g, superscript) = symbol.split_once('^').unwrap_or((symbol, ""));
    let g: u64 = g.parse().unwrap();
    let mut seq: Vec<u64> = if superscript.is_empty() {
        match g {
            0 => vec![1, 2, 0],
            1 => vec![0, 3, 1],
            _ => vec![g],
        }
    } else {
        superscript
            .chars()
            .map(|c| u64::from(c.to_digit(10).unwrap()))
            .collect()
    };
    let (last, written) = (*seq.last().unwrap(), seq.len());
    while seq.len() < len {
        let after = seq.len() - written;
        seq.push(if after.is_multiple_of(2) {
            last ^ 2
        } else {
            last
        });
    }
    seq.truncate(len);
    seq
}

/// g_0 … g_{len-1} of a genus as `sg` prints it in JSON (the last two entries alternate).
fn json_sequence(genus: &GenusReport, len: usize) -> Vec<u64> {
    let entries = &genus.misere;
    (0..len)
        .map(|k| {
            let n = entries.len();
            if k < n {
                entries[k]
            } else if n == 1 {
                entries[0]
            } else {
                entries[n - 2 + (k - (n - 2)) % 2]
            }
        })
        .collect()
}

fn check_table(args: &[&str], section: &str) {
    let report: TableReport = sg_report(args);
    let TableValues::Heaps(values) = &report.values else {
        panic!("no values: {report:?}")
    };
    let Some(genus) = &report.genus else {
        panic!("no genus: {report:?}")
    };
    let rows = reference(section);
    assert_eq!(values.len(), rows.len());
    for row in &rows {
        let n = row.n as usize;
        assert_eq!(values[n], row.misere, "{section} G-({n})");
        assert_eq!(genus[n].normal, row.normal, "{section} G({n})");
        assert_eq!(
            json_sequence(&genus[n], 8),
            symbol_sequence(&row.symbol, 8),
            "{section} genus of {n}: CGSuite {}",
            row.symbol
        );
    }
}

#[test]
fn misere_kayles_values_and_genus_match_cgsuite() {
    check_table(
        &[
            "table",
            "games/misere-kayles.game",
            "--upto",
            "25",
            "--json",
        ],
        "kayles",
    );
}

#[test]
fn misere_dawsons_kayles_values_and_genus_match_cgsuite() {
    check_table(
        &[
            "table",
            "games/dawsons-kayles.game",
            "--misere",
            "--upto",
            "20",
            "--json",
        ],
        "dawsons-kayles",
    );
}

#[test]
fn misere_nim_heaps_have_the_published_values() {
    let values = table_values("games/misere-nim.game", 40, &[]);
    let expected: Vec<u64> = (0..=40).map(|n| if n <= 1 { 1 - n } else { n }).collect();
    assert_eq!(values, expected);
}

#[test]
fn misere_kayles_twenty_gives_its_reasoning() {
    let report: SolveReport = sg_report(&["solve", "games/misere-kayles.game", "20", "--json"]);
    assert_eq!(report.outcome, Outcome::P);
    assert_eq!(report.grundy, None);
    assert_eq!(report.misere_grundy, Some(Some(0)));
    assert!(report.winning_moves.is_empty());
    let genus = report.genus.clone().flatten().expect("a genus");
    assert_eq!(genus.symbol, "1^031");
    // Misère Kayles has a proved quotient, which answers; G⁻ and the genus of so small a
    // position are still searched.
    assert!(
        report.method.starts_with("misere: quotient of order"),
        "{report:?}"
    );
}

#[test]
fn tame_sums_get_their_value_and_genus_by_the_tame_rule() {
    // Heaps 1..4 of Kayles are tame: 1 + 2 + 3 is firm with XOR 0, a P-position, of genus
    // 0^02 (G⁻ of the sum with k copies of *2 is 0, 2, 0, 2, …). The quotient answers the
    // outcome first; G⁻ and the genus of so small a position come from the tame rule.
    let report: SolveReport =
        sg_report(&["solve", "games/misere-kayles.game", "1", "2", "3", "--json"]);
    assert_eq!(report.outcome, Outcome::P);
    assert_eq!(report.misere_grundy, Some(Some(0)));
    let genus = report.genus.clone().flatten().expect("a genus");
    assert_eq!(genus.symbol, "0^02");
    assert!(
        report.method.starts_with("misere: quotient of order"),
        "{report:?}"
    );
}

#[test]
fn misere_nim_answers_huge_heaps_with_every_winning_move() {
    let report: SolveReport = sg_report(&[
        "solve",
        "games/misere-nim.game",
        "18446744073709551615",
        "1",
        "1",
        "--json",
    ]);
    assert_eq!(report.outcome, Outcome::N);
    assert_eq!(report.grundy, None);
    // Only the big heap can move to a P-position: down to 1 (three 1-heaps).
    let targets: Vec<&[u64]> = report
        .winning_moves
        .iter()
        .map(|m| m.to.as_ref().and_then(|to| to.numbers()).expect("heaps"))
        .collect();
    assert_eq!(targets, [&[1, 1, 1]]);
}

#[test]
fn sums_of_games_played_differently_are_refused_clearly() {
    let run = sg(&[
        "solve",
        "games/misere-kayles.game",
        "3",
        "+",
        "games/nim.game",
        "2",
    ]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains(
            "is played misere and `Nim` normal: the games of a sum are played alike (say which with --normal or --misere)"
        ),
        "{}",
        run.stderr
    );
}

#[test]
fn misere_wythoff_three_five_is_solved_by_search() {
    let report: SolveReport = sg_report(&[
        "solve",
        "games/wythoff.game",
        "--misere",
        "3",
        "5",
        "--json",
    ]);
    // The coupled search in misère play is checked against the plain recursion on all
    // small positions in the engine's tests; (3, 5) is a P-position there too.
    assert_eq!(report.outcome, Outcome::P);
    assert_eq!(report.grundy, None);
}

/// Dawson's Kayles heaps past its proved quotient: the quotient stops at the (lowered)
/// memory limit, then the search runs for seconds before it reaches the state limit.
const PAST_THE_QUOTIENT: [&str; 8] = [
    "solve",
    "games/dawsons-kayles.game",
    "--misere",
    "30",
    "40",
    "50",
    "--max-states",
    "600000",
];

#[test]
fn a_long_misere_search_shows_its_progress_at_a_terminal_and_clears_it() {
    // At a terminal the search says how far it is as it goes (at once here: on a fast
    // machine the search may reach its limit within the usual second).
    let mut terminal = at_terminal_with_env(
        &PAST_THE_QUOTIENT,
        &[("SG_PROGRESS_DELAY_MS", "0")],
        120_000,
    );
    // (The pseudo-terminal reads bytes one by one: the `è` is not ASCII.)
    terminal.exp_string("re sums: ").expect("the bar appears");
    terminal.exp_string("the limit is 600,000").unwrap();
    terminal
        .exp_string(
            "\u{1b}[2Kerror: the search reached the limit of 600000 positions (--max-states)",
        )
        .unwrap();
    terminal.exp_eof().unwrap();
}

#[test]
fn no_progress_is_drawn_when_stderr_is_not_a_terminal() {
    let run = sg(&PAST_THE_QUOTIENT);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr.trim_end(),
        "error: the search reached the limit of 600000 positions (--max-states); raise it with --max-states N; the misere quotient, tried first, is proved for heaps up to 33 only (order 638, 109 elements in its P-portion, 15 generators): the next step needed more than the limit of 600000 units of memory (--max-states) while adding heap 34; --max-states 2400000 goes on"
    );
}
