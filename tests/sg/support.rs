//! Running the `sg` binary from tests, and writing throwaway rule files.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde::Serialize;
use serde::de::DeserializeOwned;
use sg::report::{SolveReport, TableReport, TableValues, to_json_line};

/// The result of one `sg` run.
pub(crate) struct Run {
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
pub(crate) fn sg(args: &[&str]) -> Run {
    sg_with_env(args, &[])
}

/// Runs `sg` with `args` from the repository root, with the environment variables `vars` set.
pub(crate) fn sg_with_env(args: &[&str], vars: &[(&str, &str)]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_sg"))
        .args(args)
        .envs(vars.iter().copied())
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the sg binary runs");
    Run::from(output)
}

/// Runs `sg` with `args` from the repository root, `input` written to its standard input.
pub(crate) fn sg_with_input(args: &[&str], input: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sg"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the sg binary runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    let input = input.as_bytes().to_vec();
    // From a second thread, so that neither side can block the other on a full pipe.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("sg finishes");
    let _ = writer.join();
    Run::from(output)
}

/// Runs `sg` with `args` from the repository root, in at most `address_space` bytes of
/// memory where given (the shell's `ulimit -v`, on unix). The runs given a limit are
/// checked by what they print (refused, naming the limit), never by how long they took.
pub(crate) fn sg_in_address_space(args: &[&str], address_space: Option<u64>) -> Run {
    let mut command = match address_space {
        Some(bytes) => {
            let mut shell = Command::new("sh");
            shell
                .arg("-c")
                .arg(format!("ulimit -v {}; exec \"$@\"", bytes / 1024))
                .arg("sh")
                .arg(env!("CARGO_BIN_EXE_sg"));
            shell
        }
        None => Command::new(env!("CARGO_BIN_EXE_sg")),
    };
    let output = command
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .output()
        .expect("the sg binary runs");
    Run::from(output)
}

/// A clear refusal: exit 1, an error that says `words`, and nothing on stdout.
pub(crate) fn assert_refused(run: &Run, words: &str) {
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr.starts_with("error: ") && run.stderr.contains(words),
        "{}",
        run.stderr
    );
    assert!(run.stdout.is_empty(), "{}", run.stdout);
}

/// A fresh scratch folder for one test.
pub(crate) fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sg-test-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// Writes `contents` to `dir/name` and returns the path as a string.
pub(crate) fn write(dir: &Path, name: &str, contents: impl AsRef<[u8]>) -> String {
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write scratch file");
    path.to_string_lossy().into_owned()
}

/// Every bundled rule file (`games/NAME.game`, of every kind), sorted.
pub(crate) fn every_rule_file() -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/games"))
        .expect("the games folder")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "game"))
        .map(|path| format!("games/{}", path.file_name().unwrap().to_string_lossy()))
        .collect();
    files.sort();
    assert!(files.len() > 30, "{files:?}");
    files
}

/// Every bundled rule file of heaps, sorted (the rule files that name a board are tested
/// with the boards, and games of components with theirs).
pub(crate) fn bundled_games() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut games: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("games/ exists")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
        .filter(|p| {
            let text = std::fs::read_to_string(p).expect("a rule file");
            !text
                .lines()
                .any(|line| line.starts_with("board ") || line.starts_with("component "))
        })
        .collect();
    games.sort();
    games
}

/// The rows of numbers in a reference file of `tests/reference/` (copied from the published
/// sources each file names), skipping comments, section headers and text lines.
pub(crate) fn reference_rows(file: &str) -> Vec<Vec<u64>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/reference")
        .join(file);
    let text = std::fs::read_to_string(&path).expect("reference file exists");
    text.lines()
        .filter_map(|line| {
            line.split_whitespace()
                .map(|word| word.parse::<u64>().ok())
                .collect::<Option<Vec<u64>>>()
                .filter(|row| !row.is_empty())
        })
        .collect()
}

/// Runs `sg` with `args` (which must include `--json`), expects success, and reads stdout
/// back into the report type that printed it; printing that report again must give the
/// very same line, so the type describes the output exactly.
pub(crate) fn sg_report<T: Serialize + DeserializeOwned>(args: &[&str]) -> T {
    let run = sg(args);
    assert_eq!(run.code, 0, "sg {args:?} failed: {}", run.stderr);
    let report: T = serde_json::from_str(&run.stdout)
        .unwrap_or_else(|e| panic!("bad JSON from sg {args:?}: {e}\n{}", run.stdout));
    assert_eq!(
        to_json_line(&report),
        run.stdout,
        "sg {args:?}: the report type does not print the same JSON"
    );
    report
}

/// The outcome ("P" or "N") of `heaps` in `game`, with extra options.
pub(crate) fn outcome(game: &str, heaps: &[u64], options: &[&str]) -> String {
    let heaps: Vec<String> = heaps.iter().map(u64::to_string).collect();
    let mut args = vec!["solve", game];
    args.extend(heaps.iter().map(String::as_str));
    args.extend_from_slice(options);
    args.push("--json");
    sg_report::<SolveReport>(&args).outcome.name().to_string()
}

/// The values of single heaps 0..=upto from `sg table`, with extra options.
pub(crate) fn table_values(game: &str, upto: u64, options: &[&str]) -> Vec<u64> {
    let upto = upto.to_string();
    let mut args = vec!["table", game, "--upto", &upto, "--json"];
    args.extend_from_slice(options);
    match sg_report::<TableReport>(&args).values {
        TableValues::Heaps(values) => values,
        other => panic!("{game}: {other:?}, not single heaps"),
    }
}

/// Every position of `heaps` heaps of at most `max` tokens each.
pub(crate) fn all_positions(heaps: usize, max: u64) -> Vec<Vec<u64>> {
    let mut positions = vec![Vec::new()];
    for _ in 0..heaps {
        positions = positions
            .into_iter()
            .flat_map(|p| {
                (0..=max).map(move |h| {
                    let mut next = p.clone();
                    next.push(h);
                    next
                })
            })
            .collect();
    }
    positions
}

/// A game from rule text (the file name in messages is `test.game`).
pub(crate) fn parse(text: &str) -> sg::ir::Game {
    sg::parse_game(sg::Source::new("test.game", text), &[])
        .unwrap_or_else(|e| panic!("{text}\n{e:?}"))
}

/// `sg ARGS` at a pseudo-terminal that understands the line editor's keys and draws
/// progress bars (a terminal named `dumb`, or none, is drawn nothing), failing a wait
/// after `timeout_ms`.
pub(crate) fn at_terminal(args: &[&str], timeout_ms: u64) -> rexpect::session::PtySession {
    at_terminal_with_env(args, &[], timeout_ms)
}

/// [`at_terminal`] with the environment variables `vars` set.
pub(crate) fn at_terminal_with_env(
    args: &[&str],
    vars: &[(&str, &str)],
    timeout_ms: u64,
) -> rexpect::session::PtySession {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sg"));
    command
        .args(args)
        .envs(vars.iter().copied())
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("TERM", "xterm");
    rexpect::session::spawn_command(command, Some(timeout_ms)).expect("a pty")
}
