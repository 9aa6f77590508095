//! The graph as Graphviz DOT: nodes labelled with their position and value, P-positions
//! as filled boxes, winning moves (into P-positions) bold and red, a title and a legend.

use std::fmt::Write;

use super::graph::GameGraph;
use super::look;
use crate::ir::Play;

fn p_style() -> String {
    format!(
        r#"shape=box, style="filled,bold", fillcolor="{}""#,
        look::P_FILL
    )
}

const N_STYLE: &str = "shape=ellipse";

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

pub fn to_dot(graph: &GameGraph) -> String {
    let mut out = String::from("digraph game {\n");
    out += "  rankdir=TB;\n  labelloc=t;\n  fontname=\"Helvetica\";\n";
    let _ = writeln!(
        out,
        "  label={};",
        quoted(&look::title_lines(graph).join("\n"))
    );
    out += "  node [fontname=\"Helvetica\"];\n  edge [fontname=\"Helvetica\", fontsize=10];\n";
    out += &legend(graph.play);
    let (p_style, winning_style, other_style) = (p_style(), winning_style(), other_style());
    for index in graph.graph.node_indices() {
        let node = &graph.graph[index];
        let style = if look::is_boxed(node) {
            p_style.as_str()
        } else {
            N_STYLE
        };
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

/// A cluster with one node of each kind and one edge of each kind.
fn legend(play: Play) -> String {
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
        "    legend_n [label={}, {N_STYLE}];",
        quoted(&look::legend_n_lines().join("\n"))
    );
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
