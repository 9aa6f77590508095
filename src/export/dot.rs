//! The graph as Graphviz DOT: nodes labelled with their position and value, P-positions
//! as filled boxes, winning moves (into P-positions) bold and red, a title and a legend.

use std::fmt::Write;

use super::graph::{GameGraph, Node};
use crate::engine::Outcome;
use crate::ir::Play;

const P_STYLE: &str = r##"shape=box, style="filled,bold", fillcolor="#f6c6c6""##;
const N_STYLE: &str = "shape=ellipse";
const WINNING_STYLE: &str = r##"color="#c62828", fontcolor="#c62828", penwidth=2.5"##;
const OTHER_STYLE: &str = r##"color="#555555""##;

pub fn to_dot(graph: &GameGraph) -> String {
    let root = &graph.graph[graph.root];
    let title = format!(
        "{} from {}, {} play\n{} positions, {} moves",
        graph.game,
        root.position_text(),
        graph.play.name(),
        graph.graph.node_count(),
        graph.graph.edge_count()
    );
    let mut out = String::from("digraph game {\n");
    out += "  rankdir=TB;\n  labelloc=t;\n  fontname=\"Helvetica\";\n";
    let _ = writeln!(out, "  label={};", quoted(&title));
    out += "  node [fontname=\"Helvetica\"];\n  edge [fontname=\"Helvetica\", fontsize=10];\n";
    out += &legend(graph.play);
    for index in graph.graph.node_indices() {
        let node = &graph.graph[index];
        let style = match node.outcome() {
            Outcome::P => P_STYLE,
            Outcome::N => N_STYLE,
        };
        let label = format!("{}\n{}", node.position_text(), value_text(node, graph.play));
        let _ = writeln!(
            out,
            "  n{} [label={}, {style}];",
            index.index(),
            quoted(&label)
        );
    }
    for (edge, from, to, description) in graph.edges() {
        let style = if graph.is_winning(edge) {
            WINNING_STYLE
        } else {
            OTHER_STYLE
        };
        let _ = writeln!(
            out,
            "  n{} -> n{} [label={}, {style}];",
            from.index(),
            to.index(),
            quoted(description)
        );
    }
    out += "}\n";
    out
}

/// "G = 3" in normal play; "N, G⁻ = 1" in misère play, where the outcome is not G's.
fn value_text(node: &Node, play: Play) -> String {
    match play {
        Play::Normal => format!("G = {}", node.value),
        Play::Misere => format!("{}, G⁻ = {}", node.outcome().name(), node.value),
    }
}

/// A cluster with one node of each kind and one edge of each kind.
fn legend(play: Play) -> String {
    let zero = match play {
        Play::Normal => "G = 0",
        Play::Misere => "G⁻ = 0",
    };
    let mut out = String::from("  subgraph cluster_legend {\n");
    out += "    label=\"legend\";\n    style=dashed;\n    fontsize=10;\n";
    let _ = writeln!(
        out,
        "    legend_p [label={}, {P_STYLE}];",
        quoted(&format!("P-position ({zero})\nthe player to move loses"))
    );
    let _ = writeln!(
        out,
        "    legend_n [label={}, {N_STYLE}];",
        quoted("N-position\nthe player to move wins")
    );
    let _ = writeln!(
        out,
        "    legend_n -> legend_p [label=\"winning move\", {WINNING_STYLE}];"
    );
    let _ = writeln!(
        out,
        "    legend_p -> legend_n [label=\"other move\", {OTHER_STYLE}];"
    );
    out += "  }\n";
    out
}

/// `text` as a DOT double-quoted string: quotes and backslashes escaped, line breaks as
/// `\n`, other control characters as spaces.
fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_escapes_what_dot_would_read_as_syntax() {
        assert_eq!(quoted("a \"b\" \\N\nc\td"), r#""a \"b\" \\N\nc d""#);
    }
}
