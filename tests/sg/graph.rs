//! `sg graph`: the shape of game graphs (via JSON), the DOT, the node limit, output files
//! and position errors (the pictures are in `drawing`).

use crate::support::{Run, scratch, sg, sg_report};
use sg::game::PositionView;
use sg::ir::Play;
use sg::report::GraphReport;

/// Runs `sg graph GAME HEAP... OPTION...`.
fn sg_graph(position: &[&str], options: &[&str]) -> Run {
    let mut args = vec!["graph"];
    args.extend_from_slice(position);
    args.extend_from_slice(options);
    sg(&args)
}

fn graph_json(args: &[&str]) -> GraphReport {
    let mut all = vec!["graph"];
    all.extend_from_slice(args);
    all.push("--json");
    sg_report(&all)
}

/// A position as a tuple: `(1, 2)`, `()`.
fn tuple(position: &PositionView) -> String {
    let heaps = position.numbers().expect("heaps");
    let sizes: Vec<String> = heaps.iter().map(u64::to_string).collect();
    format!("({})", sizes.join(", "))
}

/// A value or `null`.
fn optional(value: Option<u64>) -> String {
    value.map_or("null".to_string(), |v| v.to_string())
}

/// Each node as "position outcome grundy", sorted.
fn node_summaries(graph: &GraphReport) -> Vec<String> {
    let mut nodes: Vec<String> = graph
        .nodes
        .iter()
        .map(|n| {
            format!(
                "{} {} {}",
                tuple(&n.position),
                n.outcome.name(),
                optional(n.grundy)
            )
        })
        .collect();
    nodes.sort();
    nodes
}

fn assert_svg_with(svg: &str, labels: &[&str]) {
    assert!(svg.starts_with("<?xml") || svg.starts_with("<svg"), "{svg}");
    assert!(svg.contains("</svg>"), "{svg}");
    for label in labels {
        assert!(svg.contains(label), "no `{label}` in {svg}");
    }
}

/// The error message of a run that failed with exit code 1 and printed nothing.
fn refused(run: Run) -> String {
    assert_eq!((run.code, run.stdout.as_str()), (1, ""), "{}", run.stderr);
    run.stderr
}

fn ok(run: Run) -> String {
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    run.stdout
}

#[test]
fn nim_one_two_has_five_positions_and_seven_moves() {
    let graph = graph_json(&["games/nim.game", "2", "1"]);
    assert_eq!(
        node_summaries(&graph),
        ["() P 0", "(1) N 1", "(1, 1) P 0", "(1, 2) N 3", "(2) N 2"]
    );
    assert_eq!(graph.root, 0);
    assert_eq!(tuple(&graph.nodes[0].position), "(1, 2)");
    assert_eq!(graph.edges.len(), 7);
    let position = |id: usize| tuple(&graph.nodes[id].position);
    let mut winning: Vec<String> = graph
        .edges
        .iter()
        .filter(|e| e.winning)
        .map(|e| {
            format!(
                "{} -> {}: {}",
                position(e.from),
                position(e.to),
                e.description
            )
        })
        .collect();
    winning.sort();
    assert_eq!(
        winning,
        [
            "(1) -> (): take 1 from the heap of 1, leaving nothing",
            "(1, 2) -> (1, 1): take 1 from the heap of 2, leaving 1",
            "(2) -> (): take 2 from the heap of 2, leaving nothing",
        ]
    );
}

#[test]
fn misere_nim_nodes_show_outcomes_and_misere_values() {
    let graph = graph_json(&["games/misere-nim.game", "1", "1"]);
    assert_eq!(graph.play, Play::Misere);
    let nodes: Vec<String> = graph
        .nodes
        .iter()
        .map(|n| {
            format!(
                "{} {} {} {}",
                tuple(&n.position),
                n.outcome.name(),
                optional(n.grundy),
                optional(n.misere_grundy)
            )
        })
        .collect();
    assert_eq!(nodes, ["(1, 1) N null 1", "(1) P null 0", "() N null 1"]);
    // Both moves from (1, 1) lead to (1): one edge, the winning one.
    assert_eq!(graph.edges.len(), 2);
    assert!(graph.edges[0].winning);
    let dot = ok(sg(&["graph", "games/misere-nim.game", "1", "1"]));
    assert!(dot.contains(r#"label="(1)\nP, G⁻ = 0""#), "{dot}");
    assert!(dot.contains(r#"label="(1, 1)\nN, G⁻ = 1""#), "{dot}");
}

#[test]
fn heaps_stay_in_place_where_order_matters() {
    let graph = graph_json(&["games/staircase-nim.game", "1", "2"]);
    let nodes = node_summaries(&graph);
    assert!(nodes.contains(&"(2, 1) N 2".to_string()), "{nodes:?}");
    assert!(nodes.contains(&"(1, 2) N 1".to_string()), "{nodes:?}");
    assert!(nodes.contains(&"(0, 0) P 0".to_string()), "{nodes:?}");
}

#[test]
fn dot_marks_p_positions_and_winning_moves() {
    let dot = ok(sg(&["graph", "games/nim.game", "1", "2"]));
    assert!(dot.starts_with("digraph game {\n  rankdir=TB;"), "{dot}");
    assert!(
        dot.contains(r#"label="Nim from (1, 2), normal play\n5 positions, 7 moves";"#),
        "{dot}"
    );
    let line = |label: &str| {
        dot.lines()
            .find(|l| l.contains(label))
            .unwrap_or_else(|| panic!("no `{label}` in {dot}"))
            .to_string()
    };
    assert!(line(r#""(1, 1)\nG = 0""#).contains("shape=box, style=\"filled,bold\""));
    assert!(line(r#""(1, 2)\nG = 3""#).contains("shape=ellipse"));
    let winning = line("take 1 from the heap of 2, leaving 1");
    assert!(winning.starts_with("  n0 -> "), "{winning}");
    assert!(winning.contains("penwidth=2.5"), "{winning}");
    assert!(!line("take 2 from the heap of 2, leaving nothing\", color=\"#555555\"").is_empty());
}

#[test]
fn game_names_are_escaped_in_dot() {
    let dir = scratch("graph-escape");
    // Graphviz reads `\N` in a label as the node's name unless the backslash is escaped.
    let game = crate::support::write(
        &dir,
        "odd.game",
        "game \"Back\\slash \\N <b> {c}\"\nmove take 1\n",
    );
    let dot = ok(sg(&["graph", &game, "1"]));
    assert!(
        dot.contains(r#"label="Back\\slash \\N <b> {c} from (1)"#),
        "{dot}"
    );
}

#[test]
fn too_many_positions_are_refused_before_any_output() {
    let dir = scratch("graph-limit");
    let target = dir.join("nim.svg");
    let target = target.to_str().unwrap();
    let options = ["--max-nodes", "12", "--format", "svg", "-o", target];
    let run = sg_graph(&["games/nim.game", "3", "4"], &options);
    assert_eq!(
        refused(run),
        "error: the graph has more than 12 positions (stopped after finding 13); \
         raise the limit with --max-nodes N or draw a smaller position\n"
    );
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert!(left.is_empty(), "{left:?}");
    // The whole graph has (3+1)(4+1) - 6 = 14 positions: 14 is enough.
    let graph = graph_json(&["games/nim.game", "3", "4", "--max-nodes", "14"]);
    assert_eq!(graph.nodes.len(), 14);
}

#[test]
fn too_many_moves_are_refused_too() {
    // Nim (3, 4) has 7 + 6 + 5 + ... moves, more than 20.
    let message = refused(sg_graph(
        &["games/nim.game", "3", "4"],
        &["--max-edges", "20"],
    ));
    assert_eq!(
        message,
        "error: the graph has more than 20 moves (stopped after finding 21); \
         raise the limit with --max-edges N or draw a smaller position\n"
    );
}

#[test]
fn huge_heaps_are_refused_at_once() {
    let message = refused(sg_graph(&["games/nim.game", "18446744073709551615"], &[]));
    let expected = "more than 2000 positions (stopped after finding 2001)";
    assert!(message.contains(expected), "{message}");
}

#[test]
fn output_files_are_written_whole() {
    let dir = scratch("graph-output");
    for (format, name) in [
        ("dot", "g.dot"),
        ("json", "g.json"),
        ("svg", "g.svg"),
        ("png", "g.png"),
    ] {
        let path = dir.join(name);
        let path = path.to_str().unwrap();
        let kayles = ["games/kayles.game", "4"];
        let run = sg_graph(&kayles, &["--format", format, "-o", path]);
        assert_eq!(
            (run.code, run.stdout.as_str(), run.stderr.as_str()),
            (0, "", "")
        );
        let bytes = std::fs::read(path).unwrap();
        match format {
            "png" => assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n")),
            "svg" => assert_svg_with(&String::from_utf8(bytes).unwrap(), &["(4)"]),
            _ => assert_eq!(
                bytes,
                ok(sg_graph(&kayles, &["--format", format])).as_bytes()
            ),
        }
    }
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["g.dot", "g.json", "g.png", "g.svg"]);
    let missing = dir.join("no-such-folder").join("g.dot");
    let message = refused(sg_graph(
        &["games/nim.game", "1", "-o"],
        &[missing.to_str().unwrap()],
    ));
    assert!(
        message.starts_with("error: cannot write the output file: "),
        "{message}"
    );
}

#[test]
fn png_needs_an_output_file() {
    let run = sg(&["graph", "games/nim.game", "1", "--format", "png"]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("--output <FILE>"), "{}", run.stderr);
    assert_eq!(run.stdout, "");
}

#[test]
fn bad_positions_are_located_on_the_command_line() {
    let run = sg(&["graph", "games/nim.game", "1", "-2"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "error: `-2` is not a heap size: a heap is a whole number from 0 to 18446744073709551615\n \
         --> command line:1:18\n  |\n1 | games/nim.game 1 -2\n  |                  ^^\n"
    );
    let run = sg(&["graph", "games/wythoff.game", "3", "4", "5"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "error: a position of Wythoff has exactly 2 heaps, but 3 were given\n \
         --> command line:1:20\n  |\n1 | games/wythoff.game 3 4 5\n  |                    ^^^^^\n"
    );
    let run = sg(&["graph", "games/nim.game", "1", "+", "games/nim.game", "2"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.starts_with(
            "error: only one game here: sums of games (`+`) are not supported\n \
             --> command line:1:18\n"
        ),
        "{}",
        run.stderr
    );
}

#[test]
fn without_heaps_the_graph_starts_from_the_files_start_position() {
    let run = sg(&["graph", "games/wythoff.game", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains(r#""nodes": [{"id": 0, "position": [3, 5], "grundy": 0, "outcome": "P"}"#),
        "{}",
        run.stdout
    );
    let dir = crate::support::scratch("graph-no-start");
    let nim = crate::support::write(&dir, "nim.game", "game \"Nim\"\nmove take 1..\n");
    let run = sg(&["graph", &nim]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.starts_with(&format!(
            "error: `{nim}` has no start position: give the position after the game\n --> command line:1:"
        )),
        "{}",
        run.stderr
    );
}
