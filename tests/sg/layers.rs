//! The layers are one-way: a stage only uses the stages before it (syntax, board, ir,
//! engine, export, report, door, play, serve, cli), and no two modules use each other, directly or
//! round a circle; each stage's module note names its number in that order (docs/ARCHITECTURE.md
//! draws the same stages). The stages live in two crates: the library `sg-core`
//! (`crates/sg-core/src`: syntax to play) and the tool `sg` (`src`: play's terminal, serve,
//! cli), which re-exports the library's modules under their own names, so the two are read
//! as one tree of modules; cargo keeps the library from using the tool, and its manifest
//! from the tool's dependencies (checked here too). The source files are read as text:
//! every `use` tree and every `crate::…`, `super::…` or `sg_core::…` path is resolved to
//! the module that defines the item (following `pub use` re-exports), and the graph of
//! modules is checked.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module as a path of names below the crate root (`["engine", "solver"]`).
type ModulePath = Vec<String>;

/// The stages in order; a module may use its own stage and the ones before it. Modules
/// outside these (spans, sources, errors, loading) are shared utilities. Boards read from
/// DOT are a front end beside the rule files' syntax: the language may name them, and the
/// engine knows their theorems.
const STAGES: [&str; 10] = [
    "syntax", "board", "ir", "engine", "export", "report", "door", "play", "serve", "cli",
];

/// The source folders of the two crates: the library's, then the tool's.
fn source_roots() -> [PathBuf; 2] {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    [root.join("crates/sg-core/src"), root.join("src")]
}

/// Every `.rs` file of the library and the tool (not the binary's `main.rs`) with its module
/// path and its code without comments, literals and test-only items (tests may use any
/// module).
fn library_files() -> Vec<(ModulePath, String)> {
    let mut files = Vec::new();
    for root in source_roots() {
        let mut folders = vec![root.clone()];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).expect("src is readable") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    folders.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("main.rs")
                {
                    files.push((root.clone(), path));
                }
            }
        }
    }
    files.sort();
    let mut test_only = BTreeSet::new();
    let mut codes = Vec::new();
    for (root, path) in files {
        let module = module_path(&root, &path);
        let text = std::fs::read_to_string(&path).expect("a source file");
        let (code, test_modules) = without_tests(&code_only(&text));
        for name in test_modules {
            let mut child = module.clone();
            child.push(name);
            test_only.insert(child);
        }
        codes.push((module, code));
    }
    codes.retain(|(module, _)| !test_only.iter().any(|t| module.starts_with(t)));
    codes
}

/// The code without the items marked `#[cfg(test)]`, and the names of the test-only
/// modules it declares (`#[cfg(test)] mod checks;`).
fn without_tests(code: &str) -> (String, Vec<String>) {
    const MARK: &str = "#[cfg(test)]";
    let mut out = String::new();
    let mut modules = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find(MARK) {
        out.push_str(&rest[..at]);
        let item = &rest[at + MARK.len()..];
        let semicolon = item.find(';').unwrap_or(item.len());
        let brace = item.find('{').unwrap_or(item.len());
        let end = if semicolon < brace {
            let declaration: Vec<&str> = item[..semicolon].split_whitespace().collect();
            if let Some(i) = declaration.iter().position(|w| *w == "mod") {
                modules.push(declaration[i + 1].to_string());
            }
            semicolon + 1
        } else {
            let mut depth = 0;
            let mut end = item.len();
            for (i, c) in item.char_indices().skip_while(|&(i, _)| i < brace) {
                match c {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = i + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            end
        };
        rest = &item[end..];
    }
    out.push_str(rest);
    (out, modules)
}

fn module_path(root: &Path, file: &Path) -> ModulePath {
    let relative: PathBuf = file.strip_prefix(root).expect("below src").to_path_buf();
    let mut names: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(names.last().map(String::as_str), Some("mod" | "lib")) {
        names.pop();
    }
    names
}

/// The code without comments and string literals (which may hold `::` or `use`).
fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '"' => {
                let mut escaped = false;
                for c in chars.by_ref() {
                    if escaped {
                        escaped = false;
                    } else if c == '\\' {
                        escaped = true;
                    } else if c == '"' {
                        break;
                    }
                }
                out.push_str("\"\"");
            }
            // A character literal such as '"' must not open a string.
            '\'' => {
                let rest: String = chars.clone().take(3).collect();
                if rest.starts_with("\\") || rest.chars().nth(1) == Some('\'') {
                    for c in chars.by_ref() {
                        if c == '\'' {
                            break;
                        }
                    }
                } else {
                    out.push(c);
                }
            }
            c => out.push(c),
        }
    }
    out
}

/// The paths of a `use` tree: `a::{b, c::{d, e}}` gives a::b, a::c::d, a::c::e.
fn expand_tree(tree: &str) -> Vec<String> {
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(open) = tree.find('{') else {
        return vec![tree];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.len() - 1];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(|p| {
            expand_tree(p)
                .into_iter()
                .map(move |q| format!("{prefix}{q}"))
        })
        .collect()
}

/// Every path the code names: `use` trees expanded, and inline `crate::…`/`super::…`/`sg_core::…`.
fn named_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for statement in code.split(';') {
        let trimmed = statement.trim_start();
        let body = trimmed
            .strip_prefix("pub(crate) use ")
            .or_else(|| trimmed.strip_prefix("pub(super) use "))
            .or_else(|| trimmed.strip_prefix("pub use "))
            .or_else(|| trimmed.strip_prefix("use "));
        if let Some(body) = body {
            paths.extend(expand_tree(body));
        }
    }
    let bytes = code.as_bytes();
    for start in ["crate::", "super::", "sg_core::"] {
        let mut from = 0;
        while let Some(at) = code[from..].find(start) {
            let begin = from + at;
            let word_before =
                begin > 0 && (bytes[begin - 1].is_ascii_alphanumeric() || bytes[begin - 1] == b'_');
            let mut end = begin;
            while end < code.len()
                && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_' || bytes[end] == b':')
            {
                end += 1;
            }
            if !word_before {
                paths.push(code[begin..end].trim_end_matches(':').to_string());
            }
            from = end.max(begin + 1);
        }
    }
    paths
}

/// A path as names from the crate root (the library's and the tool's are one tree), from
/// the module it is written in.
fn absolute(path: &str, here: &ModulePath) -> Option<ModulePath> {
    let mut names: Vec<&str> = path.split("::").collect();
    let mut base: ModulePath = match names.first() {
        Some(&"crate" | &"sg_core") => {
            names.remove(0);
            Vec::new()
        }
        Some(&"super") => {
            let mut base = here.clone();
            while names.first() == Some(&"super") {
                names.remove(0);
                base.pop()?;
            }
            base
        }
        Some(&"self") => {
            names.remove(0);
            here.clone()
        }
        _ => return None,
    };
    base.extend(names.iter().map(|n| n.to_string()));
    Some(base)
}

/// Where the item a path names is defined: the longest prefix that is a module, with
/// `pub use` re-exports followed.
fn defining_module(
    path: &ModulePath,
    modules: &BTreeSet<ModulePath>,
    reexports: &BTreeMap<(ModulePath, String), ModulePath>,
) -> ModulePath {
    let mut path = path.clone();
    for _ in 0..16 {
        let mut module = path.clone();
        while !modules.contains(&module) {
            module.pop();
        }
        let Some(item) = path.get(module.len()) else {
            return module;
        };
        match reexports.get(&(module.clone(), item.clone())) {
            Some(target) if target != &path => path = target.clone(),
            _ => return module,
        }
    }
    path
}

/// The unit a module belongs to for the circle check: a stage's own files, and each of its
/// folders as a whole (`engine::closed_form`).
fn unit(module: &ModulePath) -> String {
    module
        .iter()
        .take(2)
        .cloned()
        .collect::<Vec<_>>()
        .join("::")
}

fn stage(module: &ModulePath) -> Option<usize> {
    STAGES
        .iter()
        .position(|s| module.first().map(String::as_str) == Some(*s))
}

/// Every (user, used) pair of modules.
fn module_uses() -> Vec<(ModulePath, ModulePath)> {
    let codes = library_files();
    let modules: BTreeSet<ModulePath> = codes.iter().map(|(m, _)| m.clone()).collect();
    let mut reexports = BTreeMap::new();
    for (module, code) in &codes {
        for statement in code.split(';') {
            let trimmed = statement.trim_start();
            let Some(body) = trimmed
                .strip_prefix("pub use ")
                .or_else(|| trimmed.strip_prefix("pub(crate) use "))
            else {
                continue;
            };
            for path in expand_tree(body) {
                let relative = if ["crate::", "super::", "sg_core::"]
                    .iter()
                    .any(|start| path.starts_with(start))
                {
                    path.clone()
                } else {
                    format!("self::{path}")
                };
                if let Some(target) = absolute(&relative, module) {
                    let name = target.last().cloned().unwrap_or_default();
                    // The tool's root names the library's modules as its own: no step.
                    if target.split_last().map(|(_, parent)| parent) != Some(&module[..]) {
                        reexports.insert((module.clone(), name), target);
                    }
                }
            }
        }
    }
    let mut uses = Vec::new();
    for (module, code) in &codes {
        for path in named_paths(code) {
            let Some(target) = absolute(&path, module) else {
                continue;
            };
            let used = defining_module(&target, &modules, &reexports);
            if &used != module && !used.is_empty() {
                uses.push((module.clone(), used));
            }
        }
    }
    uses
}

#[test]
fn stages_only_use_earlier_stages() {
    let mut backwards = BTreeSet::new();
    for (user, used) in module_uses() {
        if let (Some(a), Some(b)) = (stage(&user), stage(&used))
            && b > a
        {
            backwards.insert(format!("{} uses {}", user.join("::"), used.join("::")));
        }
    }
    assert!(backwards.is_empty(), "{backwards:#?}");
}

#[test]
fn no_modules_use_each_other_round_a_circle() {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (user, used) in module_uses() {
        let (from, to) = (unit(&user), unit(&used));
        // A folder's own files may use each other; its root declares them.
        if from != to && !(user.len() == 1 && used.starts_with(&user)) {
            edges.entry(from).or_default().insert(to);
        }
    }
    // From each unit, a search for a way back to it.
    let nodes: Vec<String> = edges.keys().cloned().collect();
    let mut circles = Vec::new();
    for start in &nodes {
        // A node on a circle reaches itself.
        let mut seen = BTreeSet::new();
        let mut stack: Vec<(String, Vec<String>)> = vec![(start.clone(), vec![start.clone()])];
        while let Some((node, path)) = stack.pop() {
            for next in edges.get(&node).into_iter().flatten() {
                if next == start {
                    circles.push(path.join(" -> ") + " -> " + start);
                } else if seen.insert(next.clone()) {
                    let mut longer = path.clone();
                    longer.push(next.clone());
                    stack.push((next.clone(), longer));
                }
            }
        }
    }
    circles.sort();
    circles.dedup();
    assert!(circles.is_empty(), "{circles:#?}");
}

#[test]
fn the_checker_sees_uses_and_circles() {
    assert_eq!(
        expand_tree("crate::a::{b, c::{d, e}}"),
        ["crate::a::b", "crate::a::c::d", "crate::a::c::e"]
    );
    let here: ModulePath = vec!["engine".into(), "solver".into()];
    assert_eq!(
        absolute("super::analysis::Outcome", &here),
        Some(vec!["engine".into(), "analysis".into(), "Outcome".into()])
    );
    assert!(
        named_paths(&code_only(
            "let x = crate::ir::Game::new(); // crate::cli\n\"crate::export\""
        ))
        .iter()
        .eq(["crate::ir::Game::new"].iter())
    );
    assert_eq!(
        without_tests(
            "a\n#[cfg(test)]\nmod checks;\nb\n#[cfg(test)]\nmod tests {\n fn f() { g() }\n}\nc"
        ),
        ("a\n\nb\n\nc".to_string(), vec!["checks".to_string()])
    );
    let uses = module_uses();
    assert!(
        uses.iter()
            .any(|(a, b)| a.join("::") == "cli::solve" && b.join("::") == "door"),
        "the solve command uses the front door"
    );
}

#[test]
fn each_stage_note_names_its_number() {
    for (i, stage) in STAGES.iter().enumerate() {
        let path = source_roots()
            .into_iter()
            .map(|root| root.join(stage).join("mod.rs"))
            .find(|path| path.exists())
            .expect("a stage's root in one of the crates");
        let text = std::fs::read_to_string(&path).expect("a stage's root");
        let expected = format!("//! Stage {}: ", i + 1);
        assert!(
            text.starts_with(&expected),
            "{} should open with `{expected}…`",
            path.display()
        );
    }
}

/// The library holds the stages up to play and the tool the ones after (and play's
/// terminal); the library's manifest names none of the tool's dependencies, and PNG's
/// rasteriser only as an optional one.
#[test]
fn the_library_crate_keeps_to_the_engines_dependencies() {
    let [library, tool] = source_roots();
    for stage in &STAGES[..8] {
        assert!(
            library.join(stage).join("mod.rs").exists(),
            "{stage} is the library's"
        );
    }
    for stage in &STAGES[8..] {
        assert!(
            tool.join(stage).join("mod.rs").exists(),
            "{stage} is the tool's"
        );
    }
    let manifest = std::fs::read_to_string(library.join("../Cargo.toml")).expect("its manifest");
    let dependencies = manifest
        .split("[dependencies]")
        .nth(1)
        .expect("a [dependencies] section")
        .split("\n[")
        .next()
        .unwrap_or_default();
    let mut named = 0;
    for line in dependencies.lines().filter(|l| l.contains('=')) {
        let name = line.split('=').next().unwrap_or_default().trim();
        named += 1;
        assert!(
            ![
                "axum",
                "tokio",
                "hyper",
                "rustyline",
                "indicatif",
                "clap",
                "tempfile"
            ]
            .contains(&name),
            "the library depends on the tool's {name}"
        );
        if ["resvg", "base64"].contains(&name) {
            assert!(line.contains("optional = true"), "{line}");
        }
    }
    assert!(named > 5, "{dependencies}");
}
