//! "Did you mean" suggestions: the closest candidate by edit distance (`strsim`'s
//! Levenshtein distance over characters), if it is close; for a rule file that does not
//! exist, the nearest `.game` file beside it or in a `games` folder beside it.

use std::path::{Path, PathBuf};

/// Words longer than this get no suggestion: nobody misspells a name that long, and the
/// edit distance costs the product of the two lengths.
const MAX_SUGGESTED_LEN: usize = 64;

/// The candidate nearest to `word`, when at most a third of its letters (and at least one) differ.
pub(crate) fn closest<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let length = word.chars().count();
    if length > MAX_SUGGESTED_LEN {
        return None;
    }
    let limit = (length / 3).max(1);
    candidates
        .into_iter()
        // The distance is at least the difference in length: skip hopeless candidates
        // (and with them every candidate too long to compare cheaply).
        .filter(|candidate| candidate.chars().count().abs_diff(length) <= limit)
        .map(|candidate| (strsim::levenshtein(word, candidate), candidate))
        .filter(|&(distance, _)| distance <= limit)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// The extension of rule files.
const RULE_FILE_EXTENSION: &str = "game";
/// The folder of the bundled games, looked in too.
const GAMES_FOLDER: &str = "games";
/// How many entries of a folder are read in search of a name.
const MAX_ENTRIES_READ: usize = 10_000;

/// For a rule file that does not exist, an existing `.game` file whose name (less the
/// extension) is the same or close: `games/nim` finds `games/nim.game`, `games/wythof.game`
/// finds `games/wythoff.game`, `kayles` finds `games/kayles.game`. The file's own folder
/// is searched first, then the `games` folder in it.
pub(crate) fn nearby_rule_file(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?.to_str()?;
    let stem = name
        .strip_suffix(&format!(".{RULE_FILE_EXTENSION}"))
        .unwrap_or(name);
    let folder = path.parent().unwrap_or(Path::new(""));
    let candidates: Vec<PathBuf> = [folder.to_path_buf(), folder.join(GAMES_FOLDER)]
        .iter()
        .flat_map(|folder| rule_files_in(folder))
        .collect();
    fn stem_of(file: &Path) -> Option<&str> {
        file.file_stem()?.to_str()
    }
    let nearest = closest(stem, candidates.iter().filter_map(|file| stem_of(file)))?;
    candidates
        .iter()
        .find(|file| stem_of(file) == Some(nearest))
        .cloned()
}

/// The `.game` files in `folder` (none if it cannot be read), sorted.
fn rule_files_in(folder: &Path) -> Vec<PathBuf> {
    let listing = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    let Ok(entries) = std::fs::read_dir(listing) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .take(MAX_ENTRIES_READ)
        .filter_map(Result::ok)
        .map(|entry| folder.join(entry.file_name()))
        .filter(|file| file.extension().is_some_and(|e| e == RULE_FILE_EXTENSION) && file.is_file())
        .collect();
    files.sort();
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_near_keywords_only() {
        let keywords = ["move", "game", "param"];
        assert_eq!(closest("mov", keywords), Some("move"));
        assert_eq!(closest("parm", keywords), Some("param"));
        assert_eq!(closest("xyzzy", keywords), None);
    }

    #[test]
    fn long_words_are_not_compared() {
        let long = "a".repeat(1_000_000);
        assert_eq!(closest(&long, [long.as_str()]), None);
        assert_eq!(closest("move", [long.as_str()]), None);
        assert_eq!(closest("mové", ["move"]), Some("move"));
    }
}

#[cfg(test)]
mod file_tests {
    use super::*;

    #[test]
    fn missing_rule_files_find_their_nearest_neighbour() {
        let dir = std::env::temp_dir().join(format!("sg-suggest-{}", std::process::id()));
        let games = dir.join("games");
        std::fs::create_dir_all(&games).unwrap();
        for name in ["nim.game", "wythoff.game", "kayles.game", "notes.txt"] {
            std::fs::write(games.join(name), "").unwrap();
        }
        std::fs::write(dir.join("kayles.game"), "").unwrap();
        let near = |path: PathBuf| nearby_rule_file(&path);
        assert_eq!(near(games.join("nim")), Some(games.join("nim.game")));
        assert_eq!(
            near(games.join("wythof.game")),
            Some(games.join("wythoff.game"))
        );
        assert_eq!(near(games.join("Nim.game")), Some(games.join("nim.game")));
        // From the folder above: its own files first, then its `games` folder.
        assert_eq!(near(dir.join("kayle")), Some(dir.join("kayles.game")));
        assert_eq!(near(dir.join("wythoff")), Some(games.join("wythoff.game")));
        // Nothing close, not a rule file, or no folder to look in.
        assert_eq!(near(games.join("chess.game")), None);
        assert_eq!(near(games.join("notes")), None);
        assert_eq!(near(dir.join("no-folder").join("nim")), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
