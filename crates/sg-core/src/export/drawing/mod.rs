//! The built-in drawing of a game graph, for machines without Graphviz: the same picture
//! the DOT asks Graphviz for (title, legend, labelled nodes and moves, P-positions boxed
//! and filled, winning moves bold and red; the words and colours come from
//! [`look`](super::look)), laid out by a layered layout of our own ([`layout`]) and
//! written as SVG, or rasterised to PNG (`png`, with the crate's feature `png`).
//!
//! Every label is measured with the typeface the program ships ([`font`]), so boxes fit
//! their text, and the PNG, drawn with that typeface too, looks the same on any machine.

mod board;
mod coins;
mod figure;
mod font;
mod geometry;
mod grid;
mod layout;
#[cfg(feature = "png")]
mod png;
mod svg;
mod time_limit;

use geometry::{Shape, curve};
use layout::{EdgeSpec, Layout, Point, Size, lay_out};
use svg::{LINE_HEIGHT, Stroke, Svg, TextStyle};

use super::graph::GameGraph;
use super::look;
use crate::ir::Play;

pub use board::{BoardFigure, EdgeState, FigureEdge, FigureNode, NodeChange, board_svg};
pub use coins::{Coin, CoinFigure, CoinMove, coins_svg};
pub use figure::Figure;
#[cfg(feature = "png")]
pub(crate) use font::FAMILY_LIST;
pub use grid::{CellState, GridCell, GridDomino, GridFigure, grid_svg};
#[cfg(feature = "png")]
pub(crate) use png::{encode, rasterise, to_png};
pub(crate) use time_limit::in_time;

const NODE_FONT: f64 = 14.0;
const EDGE_FONT: f64 = 10.0;
/// Labels longer than this many characters are set on two lines.
const WRAP_AT: usize = 24;
/// Space between a node's text and its outline, across and down.
const NODE_PADDING: (f64, f64) = (8.0, 4.0);
/// The smallest node (Graphviz's default 0.75 by 0.5 inches).
const MIN_NODE: Size = Size {
    width: 54.0,
    height: 36.0,
};
/// Around the whole picture, and between the legend and the graph.
const MARGIN: f64 = 8.0;
const GAP: f64 = 24.0;
/// Inside the legend's frame, and between its title and its drawing.
const FRAME_PADDING: f64 = 8.0;

/// A node as drawn: outline, fill, and text.
struct NodeLook {
    shape: Shape,
    /// The fill colour, and the outline's width.
    fill: &'static str,
    outline: f64,
    lines: [String; 2],
}

impl NodeLook {
    /// The outline, drawn with `stroke` round `centre`, and the text in it.
    fn draw(&self, svg: &mut Svg, centre: Point, stroke: Stroke) {
        svg.shape(self.shape, centre, self.fill, stroke);
        let style = TextStyle {
            size: NODE_FONT,
            color: "black",
            centred: true,
        };
        svg.text(centre, &shown(&self.lines), style);
    }
}

/// An edge as drawn.
struct EdgeLook {
    from: usize,
    to: usize,
    winning: bool,
    /// The move's description, and as it is set (on two lines if it is long).
    label: String,
    label_lines: Vec<String>,
}

impl EdgeLook {
    fn new(from: usize, to: usize, winning: bool, label: &str) -> EdgeLook {
        EdgeLook {
            from,
            to,
            winning,
            label: label.to_string(),
            label_lines: wrapped(label),
        }
    }

    fn lines(&self) -> Vec<&str> {
        self.label_lines.iter().map(String::as_str).collect()
    }
}

/// A label longer than [`WRAP_AT`] characters on two lines, broken at the space nearest
/// its middle (narrow labels keep the ranks, and so the drawing, narrow).
fn wrapped(label: &str) -> Vec<String> {
    let length = label.chars().count();
    let middle = label
        .char_indices()
        .nth(length / 2)
        .map_or(label.len(), |(at, _)| at);
    let space = label
        .match_indices(' ')
        .map(|(at, _)| at)
        .min_by_key(|&at| at.abs_diff(middle));
    match space {
        Some(at) if length > WRAP_AT => vec![label[..at].to_string(), label[at + 1..].to_string()],
        _ => vec![label.to_string()],
    }
}

/// A graph of nodes and edges with its layout, placed at `origin`.
struct Part {
    nodes: Vec<NodeLook>,
    edges: Vec<EdgeLook>,
    layout: Layout,
}

impl Part {
    fn new(nodes: Vec<NodeLook>, edges: Vec<EdgeLook>) -> Part {
        let sizes: Vec<Size> = nodes.iter().map(|n| n.shape.size()).collect();
        let specs: Vec<EdgeSpec> = edges
            .iter()
            .map(|e| EdgeSpec {
                from: e.from,
                to: e.to,
                label: Some(text_size(&e.lines(), EDGE_FONT)),
            })
            .collect();
        let layout = lay_out(&sizes, &specs);
        Part {
            nodes,
            edges,
            layout,
        }
    }

    fn draw(&self, svg: &mut Svg, origin: Point) {
        let at = |p: Point| Point {
            x: origin.x + p.x,
            y: origin.y + p.y,
        };
        for (edge, route) in self.edges.iter().zip(&self.layout.routes) {
            let (stroke, color) = if edge.winning {
                (
                    Stroke {
                        color: look::WINNING_COLOR,
                        width: look::WINNING_WIDTH,
                    },
                    look::WINNING_COLOR,
                )
            } else {
                (
                    Stroke {
                        color: look::OTHER_COLOR,
                        width: 1.0,
                    },
                    look::OTHER_COLOR,
                )
            };
            svg.open_group("edge", &edge.label);
            let points: Vec<Point> = route.points.iter().map(|&p| at(p)).collect();
            let shape = |n: usize| self.nodes[n].shape;
            svg.curve(&curve(&points, shape(edge.from), shape(edge.to)), stroke);
            if let Some(corner) = route.label {
                let corner = at(corner);
                let lines = edge.lines();
                let style = TextStyle {
                    size: EDGE_FONT,
                    color,
                    centred: false,
                };
                let start = Point {
                    x: corner.x,
                    y: corner.y + text_size(&lines, EDGE_FONT).height / 2.0,
                };
                svg.text(start, &lines, style);
            }
            svg.close_group();
        }
        for (node, &centre) in self.nodes.iter().zip(&self.layout.nodes) {
            let centre = at(centre);
            svg.open_group("node", &node.lines.join(" "));
            let stroke = Stroke {
                color: "black",
                width: node.outline,
            };
            node.draw(svg, centre, stroke);
            svg.close_group();
        }
    }
}

/// The graph drawn as SVG.
pub(crate) fn to_svg(graph: &GameGraph) -> String {
    let nodes = graph
        .graph
        .node_indices()
        .map(|index| {
            let node = &graph.graph[index];
            node_look(
                look::node_lines(node, graph.play),
                look::is_boxed(node),
                look::node_fill(node),
            )
        })
        .collect();
    let edges = graph
        .edges()
        .map(|(edge, from, to, description)| {
            EdgeLook::new(
                from.index(),
                to.index(),
                graph.is_winning(edge),
                description,
            )
        })
        .collect();
    let main = Part::new(nodes, edges);
    let drawn = graph
        .graph
        .node_weights()
        .any(|n| n.outcome() == crate::engine::Outcome::D);
    let legend = legend(graph.play, drawn);
    let title = look::title_lines(graph);
    let title_lines: Vec<&str> = title.iter().map(String::as_str).collect();
    let title_size = text_size(&title_lines, NODE_FONT);

    let legend_title = text_size(&[look::LEGEND_TITLE], EDGE_FONT);
    let frame = Size {
        width: legend.layout.size.width.max(legend_title.width) + 2.0 * FRAME_PADDING,
        height: legend.layout.size.height + legend_title.height + 3.0 * FRAME_PADDING,
    };
    let top = MARGIN + title_size.height + MARGIN;
    let graph_left = MARGIN + frame.width + GAP;
    let width = (graph_left + main.layout.size.width).max(title_size.width) + MARGIN;
    let height = top + frame.height.max(main.layout.size.height) + MARGIN;

    let mut svg = Svg::new(Size { width, height }, &title.join(", "));
    let heading = TextStyle {
        size: NODE_FONT,
        color: "black",
        centred: true,
    };
    let title_centre = Point {
        x: width / 2.0,
        y: MARGIN + title_size.height / 2.0,
    };
    svg.text(title_centre, &title_lines, heading);

    svg.open_group("cluster", look::LEGEND_TITLE);
    let frame_corner = Point { x: MARGIN, y: top };
    svg.frame(frame_corner, frame);
    let legend_heading = TextStyle {
        size: EDGE_FONT,
        ..heading
    };
    let legend_title_centre = Point {
        x: MARGIN + frame.width / 2.0,
        y: top + FRAME_PADDING + legend_title.height / 2.0,
    };
    svg.text(legend_title_centre, &[look::LEGEND_TITLE], legend_heading);
    svg.close_group();
    let legend_origin = Point {
        x: MARGIN + (frame.width - legend.layout.size.width) / 2.0,
        y: top + 2.0 * FRAME_PADDING + legend_title.height,
    };
    legend.draw(&mut svg, legend_origin);
    main.draw(
        &mut svg,
        Point {
            x: graph_left,
            y: top,
        },
    );
    svg.finish()
}

/// The legend: a P-position and an N-position (and a drawn one where the graph has
/// any), a winning move from N to P and another move back.
fn legend(play: Play, drawn: bool) -> Part {
    let mut nodes = vec![
        node_look(look::legend_p_lines(play), true, look::P_FILL),
        node_look(look::legend_n_lines(), false, look::VALUE_FILLS[0]),
    ];
    if drawn {
        nodes.push(node_look(look::legend_d_lines(), true, look::D_FILL));
    }
    let edges = vec![
        EdgeLook::new(1, 0, true, look::LEGEND_WINNING),
        EdgeLook::new(0, 1, false, look::LEGEND_OTHER),
    ];
    Part::new(nodes, edges)
}

/// The lines of a node's text that are not empty.
fn shown(lines: &[String; 2]) -> Vec<&str> {
    lines
        .iter()
        .map(String::as_str)
        .filter(|line| !line.is_empty())
        .collect()
}

/// A node sized to its text (its lines that are not empty): a box, or an ellipse round
/// the text's box.
fn node_look(lines: [String; 2], boxed: bool, fill: &'static str) -> NodeLook {
    let text = text_size(&shown(&lines), NODE_FONT);
    let padded = Size {
        width: text.width + 2.0 * NODE_PADDING.0,
        height: text.height + 2.0 * NODE_PADDING.1,
    };
    let size = |scale: f64| Size {
        width: (padded.width * scale).max(MIN_NODE.width),
        height: (padded.height * scale).max(MIN_NODE.height),
    };
    let shape = if boxed {
        Shape::Box(size(1.0))
    } else {
        Shape::Ellipse(size(std::f64::consts::SQRT_2))
    };
    NodeLook {
        shape,
        fill,
        outline: if fill == look::P_FILL {
            look::P_OUTLINE_WIDTH
        } else {
            1.0
        },
        lines,
    }
}

/// The size of lines of text set at `font_size`.
fn text_size(lines: &[&str], font_size: f64) -> Size {
    Size {
        width: lines
            .iter()
            .map(|line| font::text_width(line, font_size))
            .fold(0.0, f64::max),
        height: lines.len() as f64 * font_size * LINE_HEIGHT,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_labels_break_at_the_space_nearest_their_middle() {
        assert_eq!(wrapped("winning move"), ["winning move"]);
        assert_eq!(
            wrapped("take 1 from the heap of 5, leaving 1 and 3"),
            ["take 1 from the heap", "of 5, leaving 1 and 3"]
        );
        let unbroken = "x".repeat(40);
        assert_eq!(wrapped(&unbroken), vec![unbroken]);
        assert_eq!(
            wrapped("déjà vu ⁻ déjà vu ⁻ déjà vu ⁻ déjà"),
            ["déjà vu ⁻ déjà vu", "⁻ déjà vu ⁻ déjà"]
        );
    }
}
