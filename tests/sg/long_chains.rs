//! Inputs as deep as they are long: paths and chains of 10^6 edges (10^5 in the debug
//! build, whose suite must stay quick; the release suite runs the full size). Every path
//! through the engine is iterative, so each is checked, solved and drawn, or refused by a
//! documented limit (`--max-states`, `--max-time`, `--max-nodes`), never a crash. (The
//! graph of a long Hackenbush stalk is refused by `--max-nodes`, but only after thousands
//! of cuts, each a walk over the stalk: minutes, too slow for a test.)

use super::support::{Run, scratch, sg, write};

/// The length of the paths and chains.
const LENGTH: usize = if cfg!(debug_assertions) {
    100_000
} else {
    1_000_000
};

/// A `digraph` path 0 -> 1 -> … -> `edges`.
pub(crate) fn directed_path(edges: usize) -> String {
    let mut text = String::from("digraph g {\n");
    for i in 0..edges {
        text += &format!("{i} -> {};\n", i + 1);
    }
    text + "}\n"
}

/// A Green Hackenbush stalk: `edges` edges in a row from the ground.
fn hackenbush_path(edges: usize) -> String {
    let mut text = String::from("graph g {\nground -- 1;\n");
    for i in 1..edges {
        text += &format!("{i} -- {};\n", i + 1);
    }
    text + "}\n"
}

/// The exit code is 1 and the error names one of the documented limits.
fn assert_limit(run: &Run) {
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        ["--max-states", "--max-time", "--max-nodes"]
            .iter()
            .any(|option| run.stderr.contains(option)),
        "{}",
        run.stderr
    );
}

#[test]
fn a_directed_path_is_checked_solved_listed_and_drawn() {
    let dir = scratch("long-directed-path");
    let path = write(&dir, "path.dot", directed_path(LENGTH));
    let run = sg(&["check", &path]);
    assert!(
        run.stdout
            .contains(&format!("{} nodes, {LENGTH} edges", LENGTH + 1)),
        "{}",
        run.stderr
    );
    // A token at 0 makes LENGTH moves, an even number.
    let run = sg(&["solve", &path, "0"]);
    assert!(run.stdout.contains("outcome: P"), "{}", run.stderr);
    let run = sg(&["solve", &path, "0", "--misere"]);
    assert!(run.stdout.contains("outcome: N"), "{}", run.stderr);
    let run = sg(&["table", &path]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), LENGTH + 2);
    let nodes = (LENGTH + 1).to_string();
    let run = sg(&[
        "graph",
        &path,
        "0",
        "--format",
        "dot",
        "--max-nodes",
        &nodes,
        "--max-edges",
        &nodes,
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.matches(" -> ").count() >= LENGTH);
    assert_limit(&sg(&["graph", &path, "0", "--format", "svg"]));
}

#[test]
fn a_directed_cycle_is_solved_as_a_loopy_game() {
    let dir = scratch("long-directed-cycle");
    let mut text = directed_path(LENGTH);
    text.insert_str(text.len() - 2, &format!("{LENGTH} -> 0;\n"));
    let cycle = write(&dir, "cycle.dot", text);
    let run = sg(&["check", &cycle]);
    assert!(run.stdout.contains("with cycles"), "{}", run.stderr);
    let run = sg(&["solve", &cycle, "0"]);
    assert!(run.stdout.contains("outcome: D"), "{}", run.stderr);
    let run = sg(&["table", &cycle]);
    assert_eq!(
        run.stdout.matches(" D ").count(),
        LENGTH + 1,
        "{}",
        run.stderr
    );
}

#[test]
fn a_hackenbush_stalk_is_solved_by_its_theorem() {
    let dir = scratch("long-hackenbush-stalk");
    let stalk = write(&dir, "stalk.dot", hackenbush_path(LENGTH));
    let run = sg(&["check", &stalk]);
    assert!(run.stdout.contains("(hackenbush)"), "{}", run.stderr);
    let run = sg(&["solve", &stalk]);
    assert!(
        run.stdout.contains(&format!("Grundy value: {LENGTH}\n")),
        "{}",
        run.stderr
    );
    let run = sg(&["table", &stalk]);
    assert!(
        run.stdout.contains(&format!("N  {LENGTH}\n")),
        "{}",
        run.stderr
    );
    // No theorem in misère play: the search, whose every move walks the stalk.
    assert_limit(&sg(&["solve", &stalk, "--misere", "--max-time", "1"]));
}

#[test]
fn geography_and_node_kayles_on_a_path_stop_at_their_limits() {
    let dir = scratch("long-path-rules");
    write(&dir, "path.dot", directed_path(LENGTH));
    for (name, rules) in [
        ("geography.game", "move token erase\nstart 0\n"),
        ("kayles.game", "move remove node and neighbours\n"),
    ] {
        let file = write(
            &dir,
            name,
            format!("game \"g\"\nboard \"path.dot\"\n{rules}"),
        );
        let run = sg(&["solve", &file, "--max-states", "100000", "--max-time", "5"]);
        assert_limit(&run);
    }
}

#[test]
fn a_chain_of_components_is_solved() {
    let dir = scratch("long-component-chain");
    let chain = write(
        &dir,
        "chain.game",
        "game \"chain\"\ncomponent n\nmove to (n - 1) where n >= 1\n",
    );
    let length = LENGTH.to_string();
    let run = sg(&["solve", &chain, &length]);
    assert!(run.stdout.contains("outcome: P"), "{}", run.stderr);
    let run = sg(&["solve", &chain, &length, "--misere"]);
    assert!(run.stdout.contains("outcome: N"), "{}", run.stderr);
}
