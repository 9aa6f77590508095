//! Running the `sg` binary from tests, and writing throwaway rule files.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

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
