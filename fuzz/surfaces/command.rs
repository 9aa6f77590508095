//! Running one `sg` command in this process, and the checks every run must pass.

use std::ffi::OsString;
use std::path::Path;
use std::process::ExitCode;

/// What a run said, in a form that tells runs of different kinds apart (the driver keeps
/// an input that gives an outcome not seen before): the exit code and the first words
/// of the error, without numbers.
#[derive(Debug, Default, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Outcome {
    pub(crate) code: u8,
    pub(crate) error: String,
}

/// Runs `sg ARGS` with `input` as its standard input, checks the exit code and the error,
/// and returns the outcome.
pub(crate) fn sg(args: &[String], input: &str) -> Outcome {
    if std::env::var_os("SG_FUZZ_SHOW").is_some() {
        eprintln!("sg {}", args.join(" "));
    }
    let argv = std::iter::once(OsString::from("sg")).chain(args.iter().map(OsString::from));
    let mut output = Vec::new();
    let mut errors = Vec::new();
    let code = sg::cli::run_with(argv, &mut input.as_bytes(), &mut output, &mut errors);
    let errors = String::from_utf8_lossy(&errors);
    let code = [0u8, 1, 2]
        .into_iter()
        .find(|&c| ExitCode::from(c) == code)
        .unwrap_or_else(|| panic!("sg {args:?}: exit code {code:?}\n{errors}"));
    if code == 1 {
        assert!(
            errors.starts_with("error: "),
            "sg {args:?}: exit 1 without an error: {errors}"
        );
    }
    let first = errors.lines().next().unwrap_or_default();
    Outcome {
        code,
        error: first
            .chars()
            .filter(|c| !c.is_ascii_digit())
            .take(48)
            .collect(),
    }
}

/// The limits every command runs under: small enough that one input takes at most a
/// few seconds.
pub(crate) fn limits() -> Vec<String> {
    [
        "--max-states",
        "20000",
        "--max-time",
        "2",
        "--max-work",
        "100000000",
        "--quiet",
    ]
    .map(String::from)
    .to_vec()
}

/// The limits of `sg graph`.
pub(crate) fn graph_limits() -> Vec<String> {
    [
        "--max-nodes",
        "300",
        "--max-edges",
        "3000",
        "--renderer",
        "builtin",
    ]
    .map(String::from)
    .to_vec()
}

/// Writes `contents` to `dir/name` and returns its path.
pub(crate) fn write(dir: &Path, name: &str, contents: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write a fuzz input");
    path.to_string_lossy().into_owned()
}

/// The bundled games whose names end in `.EXTENSION`, read.
pub(crate) fn bundled(extension: &str) -> Vec<Vec<u8>> {
    bundled_paths(extension)
        .iter()
        .map(|p| std::fs::read(p).expect("read a bundled game"))
        .collect()
}

/// The paths of the bundled games whose names end in `.EXTENSION`, sorted.
pub(crate) fn bundled_paths(extension: &str) -> Vec<String> {
    // The repository's root: this crate's, or the one above the fuzz crate.
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = if here.join("games").is_dir() {
        here
    } else {
        here.parent().unwrap_or(here)
    };
    let dir = root.join("games");
    let mut paths: Vec<String> = std::fs::read_dir(dir)
        .expect("the games folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == extension))
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    paths.sort();
    paths
}

/// Reads choices from the bytes of an input, one byte at a time (zero once they run out).
pub(crate) struct Choices<'a> {
    bytes: &'a [u8],
}

impl<'a> Choices<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Choices<'a> {
        Choices { bytes }
    }

    /// A number below `n` (n > 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        match self.bytes.split_first() {
            Some((&b, rest)) => {
                self.bytes = rest;
                usize::from(b) % n
            }
            None => 0,
        }
    }

    /// One of `items`.
    pub(crate) fn pick<'b, T>(&mut self, items: &'b [T]) -> &'b T {
        &items[self.below(items.len())]
    }

    /// The bytes not read yet.
    pub(crate) fn rest(&self) -> &'a [u8] {
        self.bytes
    }
}
