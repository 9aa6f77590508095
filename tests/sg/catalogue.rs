//! The catalogue of classics in `games/README.md` ("The classics, book by book"), run: each
//! row names a book's game, its bundled file and the published values it is checked
//! against, as checks in code spans that this test reads and runs through the binary.
//! A row without a check says why (`not checked here:`, or `out:` for a game not
//! written, whose file is `—`).

use std::path::Path;

use super::support::{outcome, reference_rows, sg_report, table_values};
use sg::report::SolveReport;

/// One row of the catalogue.
struct Row {
    game: String,
    files: Vec<String>,
    checks: Vec<String>,
    note: String,
}

fn catalogue() -> Vec<Row> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("games/README.md");
    let text = std::fs::read_to_string(path).expect("games/README.md");
    let section = text
        .split("## The classics, book by book")
        .nth(1)
        .expect("the catalogue section");
    section
        .lines()
        .filter(|line| {
            line.starts_with("| ") && !line.starts_with("| source") && !line.starts_with("| ---")
        })
        .map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
            assert_eq!(cells.len(), 4, "a row of four cells: {line}");
            let files = cells[2]
                .split("](")
                .skip(1)
                .map(|rest| rest[..rest.find(')').expect("a link")].to_string())
                .collect();
            let checks = cells[3]
                .split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect();
            Row {
                game: cells[1].to_string(),
                files,
                checks,
                note: cells[3].to_string(),
            }
        })
        .collect()
}

/// Runs one check on `file`.
fn check(file: &str, check: &str) {
    let (options, check): (&[&str], &str) = match check.strip_prefix("misère ") {
        Some(rest) => (&["--misere"], rest),
        None => (&[], check),
    };
    let (kind, what) = check.split_once(": ").expect("a check is `kind: what`");
    match kind {
        "values" | "values from 1" => {
            let expected: Vec<u64> = match what.strip_prefix("reference ") {
                Some(name) => reference_rows(name).iter().map(|row| row[1]).collect(),
                None => numbers(what),
            };
            let from = usize::from(kind == "values from 1");
            let upto = (from + expected.len() - 1) as u64;
            let values = table_values(file, upto, options);
            assert_eq!(values[from..], expected[..], "{file}: {check}");
        }
        "lost" => {
            let (list, bound) = what.split_once(" (to ").expect("`lost: … (to N)`");
            let bound: u64 = bound.trim_end_matches(')').parse().expect("a bound");
            let lost: Vec<u64> = table_values(file, bound, options)
                .iter()
                .enumerate()
                .filter(|&(_, &v)| v == 0)
                .map(|(n, _)| n as u64)
                .collect();
            assert_eq!(lost, numbers(list), "{file}: {check}");
        }
        "outcome" => {
            let (position, expected) = what.split_once("=>").expect("`outcome: … => X`");
            let words: Vec<&str> = position.split_whitespace().collect();
            let (heaps, flags) = split_flags(&words);
            let mut flags = flags;
            flags.extend_from_slice(options);
            let heaps: Vec<u64> = heaps.iter().map(|w| w.parse().expect("a heap")).collect();
            assert_eq!(
                outcome(file, &heaps, &flags),
                expected.trim(),
                "{file}: {check}"
            );
        }
        "value" => {
            let (position, expected) = what.split_once("=>").expect("`value: … => V`");
            let mut args = vec!["solve", file];
            args.extend(position.split_whitespace());
            args.extend_from_slice(options);
            args.push("--json");
            let report: SolveReport = sg_report(&args);
            let expected: u64 = expected.trim().parse().expect("a value");
            assert_eq!(report.grundy, Some(expected), "{file}: {check}");
        }
        other => panic!("{file}: no check of kind `{other}`"),
    }
}

fn numbers(list: &str) -> Vec<u64> {
    list.split_whitespace()
        .map(|n| n.parse().expect("a number"))
        .collect()
}

/// The words that are positions, and the options (`--set rows=5` and the like).
fn split_flags<'a>(words: &[&'a str]) -> (Vec<&'a str>, Vec<&'a str>) {
    let mut position = Vec::new();
    let mut flags = Vec::new();
    let mut words = words.iter();
    while let Some(&word) = words.next() {
        if word.starts_with("--") {
            flags.push(word);
            flags.extend(words.next().copied());
        } else {
            position.push(word);
        }
    }
    (position, flags)
}

#[test]
fn every_classic_with_published_values_is_checked_against_them() {
    let rows = catalogue();
    assert!(rows.len() >= 25, "the catalogue has {} rows", rows.len());
    let mut checked = 0;
    for row in &rows {
        if row.files.is_empty() {
            assert!(
                row.note.starts_with("out: "),
                "{}: a game not written says why it is out",
                row.game
            );
            continue;
        }
        for file in &row.files {
            let path = format!("games/{file}");
            assert!(
                Path::new(env!("CARGO_MANIFEST_DIR")).join(&path).is_file(),
                "{path}"
            );
            if row.checks.is_empty() {
                assert!(
                    row.note.starts_with("not checked here: "),
                    "{}: a bundled game without checks says why",
                    row.game
                );
            }
            for c in &row.checks {
                check(&path, c);
                checked += 1;
            }
        }
    }
    assert!(checked >= 35, "{checked} checks run");
}
