//! Running the `sg` binary from tests, and writing throwaway rule files.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::json::{self, Json};

/// The result of one `sg` run.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    fn from(output: Output) -> Run {
        Run {
            code: output
                .status
                .code()
                .expect("sg exited normally, not by a signal"),
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        }
    }
}

/// Runs `sg` with `args` from the repository root.
pub fn sg(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_sg"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the sg binary runs");
    Run::from(output)
}

/// A fresh scratch folder for one test.
pub fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sg-test-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// Writes `contents` to `dir/name` and returns the path as a string.
pub fn write(dir: &Path, name: &str, contents: impl AsRef<[u8]>) -> String {
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write scratch file");
    path.to_string_lossy().into_owned()
}

/// Every bundled rule file, sorted.
pub fn bundled_games() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut games: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("games/ exists")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
        .collect();
    games.sort();
    games
}

/// A game from rule text (the file name in messages is `test.game`).
pub fn parse(text: &str) -> sg::ir::Game {
    sg::parse_game(sg::Source::new("test.game", text), &[])
        .unwrap_or_else(|e| panic!("{text}\n{e:?}"))
}

/// The rows of numbers of a published reference file in `../shared/reference/` (comment
/// lines, starting with `#`, left out).
pub fn reference(name: &str) -> Vec<Vec<u64>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/reference")
        .join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            line.split_whitespace()
                .map(|word| word.parse().expect("a number"))
                .collect()
        })
        .collect()
}

/// Every position of `heaps` heaps of at most `max` tokens each, in odometer order.
pub fn all_positions(heaps: usize, max: u64) -> Vec<Vec<u64>> {
    let mut found = Vec::new();
    let mut position = vec![0; heaps];
    loop {
        found.push(position.clone());
        let Some(i) = (0..heaps).rev().find(|&i| position[i] < max) else {
            return found;
        };
        position[i] += 1;
        position[i + 1..].fill(0);
    }
}

/// Runs `sg` with `args` and `--json`, expects success, and parses the output.
pub fn sg_json(args: &[&str]) -> Json {
    let mut args = args.to_vec();
    args.push("--json");
    let run = sg(&args);
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    json::parse(&run.stdout).unwrap_or_else(|e| panic!("{e}: {}", run.stdout))
}

/// A JSON number that must be a u64.
pub fn number(json: &Json) -> u64 {
    match json {
        Json::Number(text) => text.parse().expect("an integer"),
        other => panic!("not a number: {other:?}"),
    }
}

/// A JSON array of u64.
pub fn numbers(json: Option<&Json>) -> Vec<u64> {
    match json {
        Some(Json::Array(items)) => items.iter().map(number).collect(),
        other => panic!("not an array: {other:?}"),
    }
}
