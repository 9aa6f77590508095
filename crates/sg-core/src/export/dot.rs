//! The graph as Graphviz DOT: nodes labelled with their position and value and filled
//! with a colour of their value (P-positions as pink boxes, N-positions in one colour per
//! Grundy value, drawn positions of games with cycles as grey octagons), winning moves
//! (into P-positions) bold and red, a title and a legend. The colours are DOT attributes,
//! so any renderer of DOT draws them.

use std::fmt::Write;

use super::graph::{GameGraph, Node};
use super::look;
use crate::engine::Outcome;
use crate::ir::Play;

/// The style of a node: its shape (P a box, N an ellipse, a draw an octagon) and its fill
/// (see [`look`]).
fn node_style(node: &Node) -> String {
    let shape = match node.outcome() {
        Outcome::P => "box",
        Outcome::N => "ellipse",
        Outcome::D => "octagon",
    };
    let bold = if node.outcome() == Outcome::P {
        ",bold"
    } else {
        ""
    };
    format!(
        r#"shape={shape}, style="filled{bold}", fillcolor="{}""#,
        look::node_fill(node)
    )
}

fn p_style() -> String {
    format!(
        r#"shape=box, style="filled,bold", fillcolor="{}""#,
        look::P_FILL
    )
}

fn n_style() -> String {
    format!(
        r#"shape=ellipse, style=filled, fillcolor="{}""#,
        look::VALUE_FILLS[0]
    )
}

fn d_style() -> String {
    format!(
        r#"shape=octagon, style=filled, fillcolor="{}""#,
        look::D_FILL
    )
}

fn winning_style() -> String {
    format!(
        r#"color="{0}", fontcolor="{0}", penwidth={1}"#,
        look::WINNING_COLOR,
        look::WINNING_WIDTH
    )
}

fn other_style() -> String {
    format!(r#"color="{}""#, look::OTHER_COLOR)
}

/// The graph as Graphviz DOT: each node labelled with its position and value, P-positions marked, winning moves marked.
pub fn to_dot(graph: &GameGraph) -> String {
    let mut out = String::from("digraph game {\n");
    out += "  rankdir=TB;\n  labelloc=t;\n  fontname=\"Helvetica\";\n";
    let _ = writeln!(
        out,
        "  label={};",
        quoted(&look::title_lines(graph).join("\n"))
    );
    out += "  node [fontname=\"Helvetica\"];\n  edge [fontname=\"Helvetica\", fontsize=10];\n";
    let drawn = graph
        .graph
        .node_weights()
        .any(|n| n.outcome() == Outcome::D);
    out += &legend(graph.play, drawn);
    let (winning_style, other_style) = (winning_style(), other_style());
    for index in graph.graph.node_indices() {
        let node = &graph.graph[index];
        let style = node_style(node);
        let label = look::node_lines(node, graph.play).join("\n");
        let _ = writeln!(
            out,
            "  n{} [label={}, {style}];",
            index.index(),
            quoted(&label)
        );
    }
    for (edge, from, to, description) in graph.edges() {
        let style = if graph.is_winning(edge) {
            &winning_style
        } else {
            &other_style
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

/// A cluster with one node of each kind (a drawn one if the graph has any) and one edge
/// of each kind.
fn legend(play: Play, drawn: bool) -> String {
    let mut out = String::from("  subgraph cluster_legend {\n");
    let _ = writeln!(
        out,
        "    label={};\n    style=dashed;\n    fontsize=10;",
        quoted(look::LEGEND_TITLE)
    );
    let _ = writeln!(
        out,
        "    legend_p [label={}, {}];",
        quoted(&look::legend_p_lines(play).join("\n")),
        p_style()
    );
    let _ = writeln!(
        out,
        "    legend_n [label={}, {}];",
        quoted(&look::legend_n_lines().join("\n")),
        n_style()
    );
    if drawn {
        let _ = writeln!(
            out,
            "    legend_d [label={}, {}];",
            quoted(&look::legend_d_lines().join("\n")),
            d_style()
        );
    }
    let _ = writeln!(
        out,
        "    legend_n -> legend_p [label={}, {}];",
        quoted(look::LEGEND_WINNING),
        winning_style()
    );
    let _ = writeln!(
        out,
        "    legend_p -> legend_n [label={}, {}];",
        quoted(look::LEGEND_OTHER),
        other_style()
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
