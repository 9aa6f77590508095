//! The games the page offers to open: the bundled ones, and the `.game` and `.dot` files
//! under the folder served (hidden folders skipped; a bounded walk, so a huge folder
//! costs a bounded time).

use std::path::Path;

use serde::Serialize;

use super::bundled::BUNDLED;

/// The most files listed from the folder.
const MOST_FILES: usize = 1000;
/// The deepest folder looked into, below the folder served.
const MOST_DEPTH: usize = 6;
/// The most folder entries read in all.
const MOST_ENTRIES: usize = 100_000;

/// `{"bundled", "files"}`.
#[derive(Debug, Serialize)]
pub(super) struct GameList {
    /// The bundled games' names.
    pub(super) bundled: Vec<&'static str>,
    /// The games under the folder, as paths relative to it with `/` between names, sorted.
    pub(super) files: Vec<String>,
}

impl GameList {
    /// The games bundled and under `root`.
    pub(super) fn of(root: &Path) -> GameList {
        let mut files = Vec::new();
        let mut folders = vec![(root.to_path_buf(), 0)];
        let mut entries = 0;
        while let Some((folder, depth)) = folders.pop() {
            let Ok(listing) = std::fs::read_dir(&folder) else {
                continue;
            };
            for entry in listing.flatten() {
                entries += 1;
                if entries > MOST_ENTRIES || files.len() >= MOST_FILES {
                    break;
                }
                let name = entry.file_name().to_string_lossy().into_owned();
                let Ok(kind) = entry.file_type() else {
                    continue;
                };
                if name.starts_with('.') {
                    continue;
                }
                let path = entry.path();
                if kind.is_dir() && depth < MOST_DEPTH {
                    folders.push((path, depth + 1));
                } else if kind.is_file() && (name.ends_with(".game") || name.ends_with(".dot")) {
                    let relative = path.strip_prefix(root).unwrap_or(&path);
                    let names: Vec<String> = relative
                        .iter()
                        .map(|n| n.to_string_lossy().into_owned())
                        .collect();
                    files.push(names.join("/"));
                }
            }
        }
        files.sort();
        GameList {
            bundled: BUNDLED.iter().map(|(name, _)| *name).collect(),
            files,
        }
    }
}
