//! `--json` everywhere: every command, with each option that changes what it prints, prints
//! one JSON object (`sg play`: one a line); and docs/JSON.md cannot drift from the output:
//! each example there runs and prints exactly what is shown, and each section's tables name
//! exactly the fields its examples print.

use std::collections::BTreeSet;

use serde_json::Value;

use crate::http::{post, shared_server};
use crate::support::{sg, sg_with_input};

/// The JSON values of `stdout`, one a line, each an object.
fn objects(command: &str, stdout: &str) -> Vec<Value> {
    assert!(stdout.ends_with('\n'), "{command}: {stdout:?}");
    stdout
        .lines()
        .map(|line| {
            let value: Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("{command}: not JSON ({e}): {line}"));
            assert!(value.is_object(), "{command}: not an object: {line}");
            value
        })
        .collect()
}

#[test]
fn every_command_and_option_prints_one_json_object() {
    let commands: &[&[&str]] = &[
        &["solve", "games/kayles.game", "7"],
        &["solve", "games/kayles.game", "7", "--max-moves", "1"],
        &[
            "solve",
            "games/kayles.game",
            "7",
            "+",
            "games/nim.game",
            "3",
        ],
        &["solve", "games/kayles.game", "7", "--misere"],
        &["solve", "games/misere-kayles.game", "7", "--normal"],
        &["solve", "games/bash.game", "9", "--set", "m=4"],
        &[
            "solve",
            "games/wythoff.game",
            "30",
            "40",
            "--max-states",
            "1000",
        ],
        &["solve", "games/kayles.game"],
        &["solve", "games/wythoff.game"],
        &["solve", "games/misere-kayles.game"],
        &["table", "games/kayles.game"],
        &["table", "games/kayles.game", "--upto", "5"],
        &["table", "games/wythoff.game", "--upto", "4"],
        &["table", "games/misere-kayles.game", "--upto", "4"],
        &["table", "games/staircase-nim.game", "--upto", "4"],
        &["check", "games/kayles.game"],
        &["check", "games/bash.game", "--set", "m=5"],
        &["graph", "games/nim.game", "1", "2"],
        &["graph", "games/wythoff.game"],
        &["graph", "games/nim.game", "2", "--max-nodes", "3"],
        &["graph", "games/misere-nim.game", "1", "1"],
        &["quotient", "games/bash.game"],
        &["quotient", "games/misere-kayles.game", "--upto", "10"],
    ];
    for args in commands {
        let mut with_json = args.to_vec();
        with_json.push("--json");
        let command = with_json.join(" ");
        let run = sg(&with_json);
        assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{command}");
        assert_eq!(objects(&command, &run.stdout).len(), 1, "{command}");
    }
    // `sg play` prints one object a line, whatever is typed.
    let run = sg_with_input(
        &["play", "games/nim.game", "3", "2", "--json"],
        "hint\nmoves\nnonsense\n1\nundo\nquit\n",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(objects("sg play", &run.stdout).len() >= 4, "{}", run.stdout);
}

/// Every command, on a game of every kind, with each option that changes what it prints
/// and each pair of them: an answer is one JSON object on stdout, a refusal leaves stdout
/// empty (the error is on stderr), and `-o FILE` writes the object into the file.
#[test]
fn every_combination_of_command_kind_and_option_prints_json_or_nothing() {
    // A game of each kind, and a small position of it.
    let games: &[(&str, &[&str])] = &[
        ("games/kayles.game", &["7", "3"]),
        ("games/wythoff.game", &["3", "5"]),
        ("games/misere-kayles.game", &["6"]),
        ("games/twins.game", &["3", "5"]),
        ("games/cram.game", &["...", "..."]),
        ("games/node-kayles.game", &[]),
        ("games/loopy.dot", &[]),
        ("games/hackenbush-tree.dot", &[]),
    ];
    let options: &[(&str, &[&[&str]])] = &[
        (
            "solve",
            &[
                &["--misere"],
                &["--normal"],
                &["--options"],
                &["--max-moves", "1"],
                &["--max-options", "0"],
                &["--max-states", "50"],
                &["--compound", "selective"],
            ],
        ),
        (
            "table",
            &[
                &["--stats"],
                &["--upto", "3"],
                &["--format", "json"],
                &["--misere"],
                &["--max-states", "50"],
                &["-o", "OUT"],
            ],
        ),
        (
            "quotient",
            &[&["--upto", "5"], &["--time-limit", "0"], &["--normal"]],
        ),
        (
            "graph",
            &[
                &["--max-nodes", "3"],
                &["--misere"],
                &["--format", "json"],
                &["-o", "OUT"],
            ],
        ),
        ("check", &[&["--set", "rows=2"]]),
    ];
    let dir = crate::support::scratch("json-combinations");
    let out = dir.join("out.json").to_string_lossy().into_owned();
    let mut answered = 0;
    for &(command, singles) in options {
        let mut sets: Vec<Vec<&str>> = vec![Vec::new()];
        for (i, a) in singles.iter().enumerate() {
            sets.push(a.to_vec());
            for b in &singles[i + 1..] {
                sets.push([*a, *b].concat());
            }
        }
        for &(game, position) in games {
            for positioned in [false, true] {
                for set in &sets {
                    let mut args = vec![command, game];
                    if positioned && command != "check" {
                        args.extend(position);
                    }
                    args.extend(
                        set.iter()
                            .map(|a| if *a == "OUT" { out.as_str() } else { a }),
                    );
                    args.extend(["--json", "--max-time", "5"]);
                    let line = args.join(" ");
                    let _ = std::fs::remove_file(&out);
                    let run = sg(&args);
                    match run.code {
                        0 if set.contains(&"OUT") => {
                            assert_eq!(run.stdout, "", "{line}");
                            let written = std::fs::read_to_string(&out).expect("the file");
                            assert_eq!(objects(&line, &written).len(), 1, "{line}");
                            answered += 1;
                        }
                        0 => {
                            assert_eq!(objects(&line, &run.stdout).len(), 1, "{line}");
                            answered += 1;
                        }
                        1 | 2 => {
                            assert_eq!(run.stdout, "", "{line}");
                            assert!(run.stderr.starts_with("error: "), "{line}: {}", run.stderr);
                        }
                        code => panic!("{line}: exit {code}: {}", run.stderr),
                    }
                }
            }
        }
    }
    assert!(answered > 200, "{answered} answered");
}

/// One example of docs/JSON.md: the command line as shown, and what it prints.
struct Example {
    line: String,
    input: String,
    args: Vec<String>,
    /// A request to the web page's API instead (`curl -s localhost:8000/api/PATH -d 'JSON'`):
    /// the path and the body.
    api: Option<(String, String)>,
    shown: Vec<String>,
}

/// A `## ` section of docs/JSON.md (the part before the first is the conventions): the
/// fields its tables name, and its examples.
struct Section {
    title: String,
    fields: BTreeSet<String>,
    examples: Vec<Example>,
}

fn sections() -> Vec<Section> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/JSON.md"))
        .expect("docs/JSON.md is readable");
    let mut sections = vec![Section {
        title: "conventions".to_string(),
        fields: BTreeSet::new(),
        examples: Vec::new(),
    }];
    let mut in_code = false;
    for line in text.lines() {
        let section = sections.last_mut().expect("a section");
        if line.starts_with("```") {
            in_code = !in_code;
        } else if in_code {
            if let Some(command) = line.strip_prefix("$ ") {
                section.examples.push(example(line, command));
            } else if let Some(example) = section.examples.last_mut() {
                example.shown.push(line.to_string());
            }
        } else if let Some(title) = line.strip_prefix("## ") {
            sections.push(Section {
                title: title.to_string(),
                fields: BTreeSet::new(),
                examples: Vec::new(),
            });
        } else if let Some(row) = line.strip_prefix("| `") {
            // The first cell names the fields: `a`, `b`.
            let cell = row.split(" |").next().unwrap_or_default();
            section.fields.extend(
                cell.split(", ")
                    .map(|name| name.trim_matches('`').to_string()),
            );
        }
    }
    sections
}

/// `sg ARGS`, `printf 'TYPED' | sg ARGS`, or `curl -s localhost:8000/api/PATH -d 'JSON'`.
fn example(line: &str, command: &str) -> Example {
    if let Some(request) = command.strip_prefix("curl -s localhost:8000") {
        let (path, body) = match request.split_once(" -d '") {
            Some((path, body)) => (path, body.strip_suffix('\'').expect("-d '…'")),
            None => (request, ""),
        };
        return Example {
            line: line.to_string(),
            input: String::new(),
            args: Vec::new(),
            api: Some((path.to_string(), body.to_string())),
            shown: Vec::new(),
        };
    }
    let (input, command) = match command.strip_prefix("printf '") {
        Some(rest) => {
            let (typed, command) = rest.split_once("' | ").expect("printf '…' | sg …");
            (typed.replace("\\n", "\n"), command)
        }
        None => (String::new(), command),
    };
    let args = command
        .strip_prefix("sg ")
        .unwrap_or_else(|| panic!("not an sg command: {line}"));
    Example {
        line: line.to_string(),
        input,
        args: args.split_whitespace().map(str::to_string).collect(),
        api: None,
        shown: Vec::new(),
    }
}

/// The text with each session's id replaced by `…` (ids differ from run to run).
fn session_free(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("\"session\": \"") {
        let start = at + "\"session\": \"".len();
        out.push_str(&rest[..start]);
        out.push('…');
        rest = &rest[start..];
        rest = &rest[rest.find('"').unwrap_or(rest.len())..];
    }
    out.push_str(rest);
    out
}

/// Every key of every object in `value`, but not the names in `params` (which are the
/// game's parameters, not fields).
fn keys(value: &Value, found: &mut BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                found.insert(key.clone());
                if key != "params" {
                    keys(inner, found);
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|item| keys(item, found)),
        _ => {}
    }
}

#[test]
fn the_json_docs_show_real_output_and_name_every_field() {
    let sections = sections();
    let shared = &sections[0].fields;
    assert!(shared.contains("outcome"), "{shared:?}");
    let mut printed_anywhere = BTreeSet::new();
    for section in &sections[1..] {
        assert!(
            !section.examples.is_empty(),
            "`{}` has no example",
            section.title
        );
        let mut printed = BTreeSet::new();
        let mut session = String::new();
        for example in &section.examples {
            let stdout = match &example.api {
                Some((path, body)) => {
                    let path = path.replace("SESSION", &session);
                    let answer = post(shared_server(), &path, body);
                    let value = answer.json();
                    if let Some(id) = value["session"].as_str() {
                        session = id.to_string();
                    }
                    let shown = session_free(&example.shown.join("\n"));
                    // An example of a refusal shows its error; any other is answered.
                    let refused = shown.starts_with("{\"error\"");
                    assert_eq!(
                        answer.status >= 400,
                        refused,
                        "{}: {} {}",
                        example.line,
                        answer.status,
                        answer.body
                    );
                    assert_eq!(
                        session_free(&answer.body).trim_end(),
                        shown,
                        "{}",
                        example.line
                    );
                    answer.body
                }
                None => {
                    let args: Vec<&str> = example.args.iter().map(String::as_str).collect();
                    let run = sg_with_input(&args, &example.input);
                    assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{}", example.line);
                    let lines: Vec<&str> = run.stdout.lines().collect();
                    assert_eq!(lines, example.shown, "{}", example.line);
                    run.stdout
                }
            };
            for value in objects(&example.line, &stdout) {
                keys(&value, &mut printed);
            }
        }
        let unnamed: Vec<&String> = printed
            .iter()
            .filter(|k| !section.fields.contains(*k) && !shared.contains(*k))
            .collect();
        assert!(
            unnamed.is_empty(),
            "`{}` does not name {unnamed:?}",
            section.title
        );
        let unshown: Vec<&String> = section.fields.difference(&printed).collect();
        assert!(
            unshown.is_empty(),
            "`{}` shows no {unshown:?}",
            section.title
        );
        printed_anywhere.extend(printed);
    }
    let unshown: Vec<&String> = shared.difference(&printed_anywhere).collect();
    assert!(
        unshown.is_empty(),
        "the conventions name {unshown:?}, which no example shows"
    );
}
