//! Every input that ever made the front-end fuzz target fail, kept in
//! `tests/fuzz_regressions/`, is run again through the same checks; and each one through
//! the binary, which must exit 0 or 1 with its output intact.

use std::path::Path;

use super::exercise::exercise;
use super::support::sg;

fn regressions() -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/fuzz_regressions exists")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_past_fuzz_failure_passes_the_front_end_checks() {
    let files = regressions();
    assert!(!files.is_empty());
    for file in files {
        let bytes = std::fs::read(&file).expect("read a regression input");
        if let Err(panic) = std::panic::catch_unwind(|| exercise(&bytes)) {
            panic!("{}: {panic:?}", file.display());
        }
    }
}

#[test]
fn every_past_fuzz_failure_is_checked_by_the_binary() {
    for file in regressions() {
        let path = file.to_string_lossy().into_owned();
        let run = sg(&["check", &path]);
        assert!(run.code == 0 || run.code == 1, "{path}: exit {}", run.code);
        if run.code == 1 {
            assert!(run.stderr.starts_with("error: "), "{path}: {}", run.stderr);
        }
    }
}

#[test]
fn bundled_games_pass_the_front_end_checks() {
    for game in super::support::bundled_games() {
        exercise(&std::fs::read(&game).expect("read a bundled game"));
    }
}
