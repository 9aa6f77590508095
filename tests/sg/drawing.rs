//! `sg graph --format svg|png`: pictures, drawn by the built-in drawing always and by
//! Graphviz's `dot` where it is on the PATH (so the suite passes with and without it).
//! Each SVG is read back as XML and checked against the graph's JSON: one node per
//! position with its label, the P-positions filled, one edge per move with its move,
//! the winning moves red, the title and the legend.

use std::process::Command;

use roxmltree::{Document, Node, ParsingOptions};

use crate::support::{Run, scratch, sg, sg_report, sg_with_env, write};
use sg::game::PositionView;
use sg::ir::Play;
use sg::report::GraphReport;

const P_FILL: &str = "#f6c6c6";
const WINNING_COLOR: &str = "#c62828";

/// Whether Graphviz's `dot` runs here.
fn graphviz_installed() -> bool {
    Command::new("dot")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The renderers to test here: the built-in one, and Graphviz where it is installed.
fn renderers() -> Vec<&'static str> {
    let mut renderers = vec!["builtin"];
    if graphviz_installed() {
        renderers.push("graphviz");
    }
    renderers
}

fn ok(run: Run) -> String {
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    run.stdout
}

fn svg_of(position: &[&str], renderer: &str) -> String {
    let mut args = vec!["graph"];
    args.extend_from_slice(position);
    args.extend_from_slice(&["--format", "svg", "--renderer", renderer]);
    ok(sg(&args))
}

/// A group of the picture (`<g class="node|edge|cluster">`): its words and its paint.
#[derive(Debug)]
struct Group {
    /// The text of the group, its lines joined by spaces.
    text: String,
    /// The fill and stroke colours of its shapes and text.
    paints: Vec<String>,
}

impl Group {
    fn painted(&self, color: &str) -> bool {
        self.paints.iter().any(|p| p == color)
    }
}

/// An SVG read back: every text line, and the node, edge and cluster groups.
#[derive(Debug)]
struct Picture {
    texts: Vec<String>,
    nodes: Vec<Group>,
    edges: Vec<Group>,
    clusters: Vec<Group>,
}

fn read_svg(svg: &str) -> Picture {
    // Graphviz's SVG names its document type.
    let options = ParsingOptions {
        allow_dtd: true,
        ..ParsingOptions::default()
    };
    let document = Document::parse_with_options(svg, options)
        .unwrap_or_else(|e| panic!("not XML ({e}): {svg}"));
    assert_eq!(document.root_element().tag_name().name(), "svg");
    let texts_in = |node: Node| -> Vec<String> {
        node.descendants()
            .filter(|n| {
                n.has_tag_name("text") || n.has_tag_name(("http://www.w3.org/2000/svg", "text"))
            })
            .filter_map(|n| n.text().map(str::to_string))
            .collect()
    };
    let group = |node: Node| Group {
        text: texts_in(node).join(" "),
        paints: node
            .descendants()
            .flat_map(|n| [n.attribute("fill"), n.attribute("stroke")])
            .flatten()
            .map(str::to_string)
            .collect(),
    };
    let of_class = |class: &str| -> Vec<Group> {
        document
            .descendants()
            .filter(|n| n.tag_name().name() == "g")
            .filter(|n| {
                n.attribute("class")
                    .is_some_and(|c| c.split_whitespace().any(|word| word == class))
            })
            .map(group)
            .collect()
    };
    Picture {
        texts: texts_in(document.root()),
        nodes: of_class("node"),
        edges: of_class("edge"),
        clusters: of_class("cluster"),
    }
}

/// A node's position as the drawing sets it: `(1, 2)`.
fn position_text(graph: &GraphReport, id: usize) -> String {
    let sizes: Vec<String> = match &graph.nodes[id].position {
        PositionView::Numbers(heaps) => heaps.iter().map(u64::to_string).collect(),
        other => panic!("not heaps: {other:?}"),
    };
    format!("({})", sizes.join(", "))
}

/// The label of a node as the drawing sets it.
fn node_label(graph: &GraphReport, id: usize) -> String {
    let node = &graph.nodes[id];
    let position = position_text(graph, id);
    match graph.play {
        Play::Normal => format!("{position} G = {}", node.grundy.unwrap()),
        Play::Misere => format!(
            "{position} {}, G⁻ = {}",
            node.outcome.name(),
            node.misere_grundy.unwrap()
        ),
    }
}

fn sorted(mut items: Vec<String>) -> Vec<String> {
    items.sort();
    items
}

/// Checks the picture of `position` against its graph's JSON.
fn assert_pictures_the_graph(position: &[&str], svg: &str) {
    let mut args = vec!["graph"];
    args.extend_from_slice(position);
    args.push("--json");
    let graph: GraphReport = sg_report(&args);
    let picture = read_svg(svg);
    let zero = match graph.play {
        Play::Normal => "G = 0",
        Play::Misere => "G⁻ = 0",
    };
    let legend_p = format!("P-position ({zero}) the player to move loses");
    let legend_n = "N-position (filled by value) the player to move wins".to_string();

    // One node per position, and the legend's two.
    let mut expected: Vec<String> = (0..graph.nodes.len())
        .map(|id| node_label(&graph, id))
        .collect();
    expected.push(legend_p.clone());
    expected.push(legend_n);
    let labels: Vec<String> = picture.nodes.iter().map(|n| n.text.clone()).collect();
    assert_eq!(sorted(labels), sorted(expected), "{svg}");

    // The P-positions (and the legend's) are filled, no others.
    let mut expected: Vec<String> = graph
        .nodes
        .iter()
        .filter(|n| n.outcome.name() == "P")
        .map(|n| node_label(&graph, n.id))
        .collect();
    expected.push(legend_p);
    let filled: Vec<String> = picture
        .nodes
        .iter()
        .filter(|n| n.painted(P_FILL))
        .map(|n| n.text.clone())
        .collect();
    assert_eq!(sorted(filled), sorted(expected));

    // One edge per move, labelled with it, and the legend's two; winning moves red.
    let mut expected: Vec<String> = graph.edges.iter().map(|e| e.description.clone()).collect();
    expected.extend(["winning move".to_string(), "other move".to_string()]);
    let moves: Vec<String> = picture.edges.iter().map(|e| e.text.clone()).collect();
    assert_eq!(sorted(moves), sorted(expected));
    let mut expected: Vec<String> = graph
        .edges
        .iter()
        .filter(|e| e.winning)
        .map(|e| e.description.clone())
        .collect();
    expected.push("winning move".to_string());
    let red: Vec<String> = picture
        .edges
        .iter()
        .filter(|e| e.painted(WINNING_COLOR))
        .map(|e| e.text.clone())
        .collect();
    assert_eq!(sorted(red), sorted(expected));

    // The title, and the legend's frame.
    let root = position_text(&graph, graph.root);
    let title = format!("{} from {root}, {} play", graph.game, graph.play.name());
    assert!(
        picture.texts.contains(&title),
        "no `{title}` in {:?}",
        picture.texts
    );
    let counts = format!(
        "{} positions, {} moves",
        graph.nodes.len(),
        graph.edges.len()
    );
    assert!(picture.texts.contains(&counts), "{:?}", picture.texts);
    assert_eq!(picture.clusters.len(), 1);
    assert_eq!(picture.clusters[0].text, "legend");
}

#[test]
fn every_renderer_pictures_every_position_and_move() {
    let positions: [&[&str]; 5] = [
        &["games/nim.game", "1", "2"],
        &["games/kayles.game", "5"],
        &["games/wythoff.game", "3", "4"],
        &["games/misere-nim.game", "1", "2"],
        &["games/staircase-nim.game", "1", "2"],
    ];
    for renderer in renderers() {
        for position in positions {
            let svg = svg_of(position, renderer);
            assert_pictures_the_graph(position, &svg);
        }
    }
}

#[test]
fn the_builtin_drawing_is_drawn_the_same_every_time() {
    let position = ["games/kayles.game", "6"];
    let svg = svg_of(&position, "builtin");
    assert!(svg.starts_with("<?xml"), "{svg}");
    assert_eq!(svg_of(&position, "builtin"), svg);
}

#[test]
fn by_default_graphviz_draws_where_it_is_installed_and_the_builtin_drawing_elsewhere() {
    let args = ["graph", "games/nim.game", "2", "2", "--format", "svg"];
    let builtin = svg_of(&args[1..4], "builtin");
    let default = ok(sg(&args));
    if graphviz_installed() {
        assert_ne!(default, builtin);
        assert!(default.contains("Generated by graphviz"), "{default}");
    } else {
        assert_eq!(default, builtin);
    }
    // Without `dot` on the PATH, the built-in drawing; asked for Graphviz, a clear error.
    let hidden = [("PATH", "")];
    assert_eq!(ok(sg_with_env(&args, &hidden)), builtin);
    let mut graphviz = args.to_vec();
    graphviz.extend(["--renderer", "graphviz"]);
    let run = sg_with_env(&graphviz, &hidden);
    assert_eq!((run.code, run.stdout.as_str()), (1, ""));
    assert_eq!(
        run.stderr,
        "error: --renderer graphviz needs Graphviz's `dot` program, which was not found: \
         install Graphviz (`apt-get install graphviz`, `brew install graphviz`) or leave \
         --renderer out to use the built-in drawing\n"
    );
}

#[test]
fn names_that_look_like_markup_are_drawn_as_written() {
    let dir = scratch("drawing-escape");
    let name = r"Back\slash \N <b> & {c}";
    let game = write(&dir, "odd.game", format!("game \"{name}\"\nmove take 1\n"));
    for renderer in renderers() {
        let picture = read_svg(&svg_of(&[&game, "1"], renderer));
        let title = format!("{name} from (1), normal play");
        assert!(
            picture.texts.contains(&title),
            "{renderer}: {:?}",
            picture.texts
        );
    }
}

#[test]
fn png_is_drawn_by_every_renderer() {
    let dir = scratch("drawing-png");
    for renderer in renderers() {
        let path = dir.join(format!("{renderer}.png"));
        let path = path.to_str().unwrap();
        let args = [
            "graph",
            "games/kayles.game",
            "4",
            "--format",
            "png",
            "-o",
            path,
        ];
        let mut args = args.to_vec();
        args.extend(["--renderer", renderer]);
        assert_eq!(ok(sg(&args)), "");
        let png = std::fs::read(path).unwrap();
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "{renderer}");
        let word = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
        let (width, height) = (word(16), word(20));
        assert!(
            width > 300 && height > 300,
            "{renderer}: {width} x {height}"
        );
        if renderer == "builtin" {
            // The SVG's points at 96 pixels to the inch.
            let svg = svg_of(&["games/kayles.game", "4"], "builtin");
            let document = Document::parse(&svg).unwrap();
            let points = |attribute: &str| -> f64 {
                let text = document.root_element().attribute(attribute).unwrap();
                text.trim_end_matches("pt").parse().unwrap()
            };
            assert_eq!(width, (points("width") * 4.0 / 3.0).ceil() as u32);
            assert_eq!(height, (points("height") * 4.0 / 3.0).ceil() as u32);
        }
    }
}
