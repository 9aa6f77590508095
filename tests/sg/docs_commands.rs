//! Every `sg` command the documents show runs: README.md, docs/LANGUAGE.md and
//! games/README.md. A command in a code block (`$ sg …`, or `sg …` at the start of a line)
//! must succeed and print what the lines under it show, where they show anything: a line
//! `...` or `…` stands for any lines, and a `…` inside a line for any text. A command in
//! the text (`` `sg solve games/…` ``) must succeed. `sg play` sessions are left to
//! tests/sg/play.rs, which plays them; files the commands write go to a scratch folder.

use crate::support::{scratch, sg};

const DOCUMENTS: [&str; 3] = ["README.md", "docs/LANGUAGE.md", "games/README.md"];

/// A command shown in a document, and the output shown under it (empty: none shown).
struct Shown {
    place: String,
    args: Vec<String>,
    output: Vec<String>,
}

/// The words of a command line as a shell splits them (quotes kept together), up to a
/// comment.
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.get_or_insert_with(String::new).push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                word.get_or_insert_with(String::new);
            }
            (None, '#') if word.is_none() => break,
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (None, c) => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

/// The commands of one document.
fn commands(name: &str) -> Vec<Shown> {
    let path = format!("{}/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("a document");
    let mut shown: Vec<Shown> = Vec::new();
    let mut in_code = false;
    // Whether the lines under the last command are its output.
    let mut output_follows = false;
    for (number, line) in text.lines().enumerate() {
        let place = format!("{name}:{}", number + 1);
        if line.starts_with("```") {
            in_code = !in_code;
            output_follows = false;
            continue;
        }
        if in_code {
            let command = line.strip_prefix("$ sg ").or(line.strip_prefix("sg "));
            match command {
                Some(command) => {
                    shown.push(Shown {
                        place,
                        args: words(command),
                        output: Vec::new(),
                    });
                    output_follows = true;
                }
                None if line.starts_with('$') => output_follows = false,
                None if output_follows && !line.is_empty() => {
                    shown
                        .last_mut()
                        .expect("a command")
                        .output
                        .push(line.to_string());
                }
                None => {}
            }
            continue;
        }
        // Commands in the text, on bundled games.
        for (i, span) in line.split('`').enumerate() {
            if i % 2 == 1
                && let Some(command) = span.strip_prefix("sg ")
                && command.contains("games/")
            {
                shown.push(Shown {
                    place: place.clone(),
                    args: words(command),
                    output: Vec::new(),
                });
            }
        }
    }
    shown
}

/// Whether `line` is what `shown` shows: the same, or with `…` standing for any text.
fn same_line(shown: &str, line: &str) -> bool {
    let parts: Vec<&str> = shown.split('…').collect();
    if parts.len() == 1 {
        return shown == line;
    }
    let mut rest = line;
    for (i, part) in parts.iter().enumerate() {
        let at = match i {
            0 if !rest.starts_with(part) => return false,
            _ => rest.find(part),
        };
        match at {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    parts.last().is_none_or(|last| line.ends_with(last))
}

/// Whether `printed` is what `shown` shows, a line `...` or `…` standing for any lines.
fn same_output(shown: &[String], printed: &[&str]) -> bool {
    match shown.split_first() {
        None => printed.is_empty(),
        Some((first, rest)) if first == "..." || first == "…" => {
            (0..=printed.len()).any(|skip| same_output(rest, &printed[skip..]))
        }
        Some((first, rest)) => printed
            .split_first()
            .is_some_and(|(line, more)| same_line(first, line) && same_output(rest, more)),
    }
}

#[test]
fn lines_and_outputs_match_with_ellipses() {
    assert_eq!(
        words("solve g.game ..... '###..' # a comment"),
        ["solve", "g.game", ".....", "###.."]
    );
    assert!(same_line(
        "{\"values\": [0, 1, …], \"p\": 1}",
        "{\"values\": [0, 1, 2, 3], \"p\": 1}"
    ));
    assert!(!same_line("a … b", "a x c"));
    let shown = vec!["a".to_string(), "...".to_string(), "z".to_string()];
    assert!(same_output(&shown, &["a", "b", "c", "z"]));
    assert!(!same_output(&shown, &["a", "b"]));
}

#[test]
fn every_command_the_documents_show_runs_and_prints_what_they_show() {
    let dir = scratch("docs-commands");
    let mut ran = 0;
    let mut wrong = Vec::new();
    for document in DOCUMENTS {
        for shown in commands(document) {
            if shown.args.first().is_some_and(|a| a == "play") {
                continue;
            }
            // Ten to the eight cells: a benchmark, run by the release build only.
            if cfg!(debug_assertions) && shown.args.iter().any(|a| a == "10000") {
                continue;
            }
            let mut args = shown.args.clone();
            if let Some(at) = args.iter().position(|a| a == "-o") {
                args[at + 1] = dir.join(&args[at + 1]).to_string_lossy().into_owned();
            }
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let run = sg(&args);
            let printed: Vec<&str> = run.stdout.lines().collect();
            if run.code != 0 {
                wrong.push(format!(
                    "{}: sg {args:?} fails\n{}",
                    shown.place, run.stderr
                ));
            } else if !shown.output.is_empty() && !same_output(&shown.output, &printed) {
                wrong.push(format!(
                    "{}: sg {args:?} prints\n{}\nbut the document shows\n{}",
                    shown.place,
                    run.stdout,
                    shown.output.join("\n")
                ));
            }
            ran += 1;
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
    // The documents show 40 commands or more; all but the `sg play` sessions (and, in a
    // debug build, the benchmark) are run.
    let shown: usize = DOCUMENTS.map(commands).iter().map(Vec::len).sum();
    assert!(
        shown >= 40 && ran + 2 >= shown,
        "{ran} of {shown} commands run"
    );
}
