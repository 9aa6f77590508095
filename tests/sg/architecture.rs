//! docs/ARCHITECTURE.md is the map a newcomer reads: every path it names (in backticks,
//! under src/, crates/, tests/, docs/, grammar/, games/ or benches/) must exist, and the code cites it,
//! not a document outside the repository.

use std::path::Path;

/// The paths written in backticks in `text`, and the docs named bare (`docs/JSON.md`).
fn named_paths(text: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for word in text.split(|c: char| c == '`' || c.is_whitespace() || c == '(' || c == ')') {
        let word = word.trim_end_matches([',', '.', ':', ';']);
        if [
            "src/", "crates/", "tests/", "docs/", "grammar/", "games/", "benches/",
        ]
        .iter()
        .any(|root| word.starts_with(root))
        {
            paths.push(word.to_string());
        }
    }
    paths
}

#[test]
fn every_path_the_architecture_names_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("docs/ARCHITECTURE.md")).expect("the map");
    let paths = named_paths(&text);
    assert!(paths.len() > 40, "{paths:?}");
    let missing: Vec<&String> = paths.iter().filter(|p| !root.join(p).exists()).collect();
    assert!(missing.is_empty(), "named but missing: {missing:?}");
}

#[test]
fn the_code_cites_documents_of_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut folders = vec![root.join("src"), root.join("crates/sg-core/src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("src is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let text = std::fs::read_to_string(&path).expect("a source file");
                assert!(
                    !text.contains("DESIGN §"),
                    "{} cites a design document outside the repository: cite docs/ARCHITECTURE.md",
                    path.display()
                );
            }
        }
    }
}
