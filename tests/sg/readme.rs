//! README.md as a newcomer follows it: the set-up says how to get the `sg` command before
//! the examples use it, and every example runs and prints what the README shows.

use crate::support::{scratch, sg};

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md is readable")
}

/// The text of the section under `## {title}`.
fn section(readme: &str, title: &str) -> String {
    let heading = format!("\n## {title}\n");
    let start = readme
        .find(&heading)
        .unwrap_or_else(|| panic!("no section `{title}`"))
        + heading.len();
    let end = readme[start..]
        .find("\n## ")
        .map_or(readme.len(), |at| start + at);
    readme[start..end].to_string()
}

#[test]
fn the_set_up_says_how_to_get_the_sg_command() {
    let readme = readme();
    let set_up = section(&readme, "Set-up");
    assert!(
        set_up.contains("cargo install --locked --path ."),
        "{set_up}"
    );
    assert!(set_up.contains("`target/release/sg "), "{set_up}");
    // Linux's own `sg` (run a command as another group) would answer otherwise.
    assert!(set_up.contains("`which sg`"), "{set_up}");
    // The program cargo builds is the one the examples call.
    let built = std::path::Path::new(env!("CARGO_BIN_EXE_sg"));
    assert_eq!(built.file_stem().and_then(|s| s.to_str()), Some("sg"));
    // The set-up comes before the first example that runs `sg`.
    let first_use = readme.find("$ sg ").expect("an example");
    assert!(readme.find("## Set-up").unwrap() < first_use);
    assert!(!set_up.contains("$ sg "), "{set_up}");
}

/// One example: the command's arguments and the output shown under it, if any.
struct Example {
    line: String,
    args: Vec<String>,
    shown: Vec<String>,
}

fn examples(readme: &str) -> Vec<Example> {
    let section = section(readme, "Examples");
    let mut examples: Vec<Example> = Vec::new();
    let mut in_code = false;
    for line in section.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if !in_code {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ sg ") {
            let command = command.split(" #").next().unwrap_or_default();
            examples.push(Example {
                line: line.to_string(),
                args: command.split_whitespace().map(str::to_string).collect(),
                shown: Vec::new(),
            });
        } else if let Some(example) = examples.last_mut()
            && !line.is_empty()
        {
            example.shown.push(line.to_string());
        }
    }
    examples
}

#[test]
fn every_example_runs_and_prints_what_is_shown() {
    let readme = readme();
    let examples = examples(&readme);
    assert!(examples.len() >= 8, "{} examples", examples.len());
    let dir = scratch("readme-examples");
    for example in examples {
        // Files the examples write go to a scratch folder.
        let mut args = example.args.clone();
        if let Some(at) = args.iter().position(|a| a == "-o") {
            args[at + 1] = dir.join(&args[at + 1]).to_string_lossy().into_owned();
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = sg(&args);
        assert_eq!(run.code, 0, "{}: {}", example.line, run.stderr);
        if !example.shown.is_empty() {
            let printed: Vec<&str> = run.stdout.lines().collect();
            assert_eq!(printed, example.shown, "{}", example.line);
        }
    }
}

/// The Rust program of the "Library" section is `examples/readme.rs`, word for word, and
/// prints what the section shows.
#[test]
fn the_library_example_is_the_program_that_runs() {
    let library = section(&readme(), "Library: games written in Rust");
    let blocks: Vec<&str> = library.split("```").collect();
    let program = blocks[1]
        .strip_prefix("rust\n")
        .expect("a rust block first");
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/readme.rs"))
        .expect("examples/readme.rs is readable");
    assert_eq!(program, file);
    let shown = blocks[3].trim_start_matches('\n');
    let (code, printed) = crate::library::run_example("readme", &[]);
    assert_eq!(code, 0);
    assert_eq!(printed, shown);
}
