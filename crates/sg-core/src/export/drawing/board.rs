//! A board drawn as a picture for play: the nodes and edges of a Green Hackenbush drawing,
//! of a board of tokens, of Geography or of Node Kayles on any graph, laid out by the same
//! layered layout as a game graph ([`lay_out`]) from the whole board, so that every node
//! keeps its place for the whole game. A Hackenbush drawing stands on its ground (the
//! layout turned upside down, the ground at the bottom): edges still standing solid, fallen
//! ones dashed and pale, those the last cut felled dashed in red. Tokens sit on their nodes
//! (`●`, `●×2`), the nodes the last move changed outlined in red; nodes taken (or erased)
//! are grey, those the last move took outlined in red.
//!
//! Every node and edge is a group (`class="node"`, `class="edge"`, with a `<title>`) that
//! carries its names as `data-` attributes (`data-node`, `data-taken` = `before` or `last`
//! for a node taken, and `data-move` for a node whose move is made by clicking it;
//! `data-from`, `data-to` and, for an edge that is a move, `data-move`: the line that plays
//! it), so a page can make them clickable without knowing how they were drawn.

use super::geometry::curve;
use super::layout::{EdgeSpec, Point, Size, lay_out};
use super::svg::{Stroke, Svg};
use super::{MARGIN, node_look};

/// What the last move did at a node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NodeChange {
    /// Nothing.
    Same,
    /// A token came here.
    Came,
    /// A token left.
    Left,
    /// The last move took it (Node Kayles), or erased it (Geography).
    Taken,
}

/// A node of a board as play draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FigureNode {
    /// Its name, as moves name it.
    pub name: String,
    /// How many tokens stand on it.
    pub tokens: usize,
    /// Whether it is the ground of a Hackenbush drawing.
    pub ground: bool,
    /// What the last move did there.
    pub change: NodeChange,
    /// Whether it is taken (or erased): no longer on the board.
    pub taken: bool,
    /// The line that plays the move made by clicking it (`remove 3`, `go to 3`).
    pub input: Option<String>,
}

/// Whether an edge of a Hackenbush drawing stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EdgeState {
    /// It stands (and can be cut); every edge of a board of tokens.
    Standing,
    /// It fell before the last move.
    Fallen,
    /// The last cut felled it (the edge cut, and what fell with it).
    GoneLast,
}

/// An edge of a board as play draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FigureEdge {
    /// Where it starts, as an index of the figure's nodes.
    pub from: usize,
    /// Where it ends (where a token goes), as an index of the figure's nodes.
    pub to: usize,
    /// Whether it stands.
    pub state: EdgeState,
    /// The line that plays the move it stands for (`cut a--b`), where it is one.
    pub input: Option<String>,
}

/// A board as play draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardFigure {
    /// The title a viewer shows.
    pub title: String,
    /// Every node of the board.
    pub nodes: Vec<FigureNode>,
    /// Every edge of the board, standing or not.
    pub edges: Vec<FigureEdge>,
    /// Edges with arrows (tokens move one way), else plain lines (Hackenbush).
    pub directed: bool,
}

/// The colour of an edge standing, and its width.
const STANDING: Stroke = Stroke {
    color: "#3b3b3b",
    width: 3.0,
};
/// An edge fallen before the last move.
const FALLEN: Stroke = Stroke {
    color: "#c4c4c4",
    width: 1.5,
};
/// The line, seen by no one, that a click on an edge that is a move lands on.
const HIT_AREA: Stroke = Stroke {
    color: "transparent",
    width: 16.0,
};
/// An edge the last cut felled, and a node the last move changed.
const LAST_COLOR: &str = "#c62828";
/// The fill of a node with a token on it, of the ground, and of any other node.
const TOKEN_FILL: &str = "#e8b04b";
const GROUND_FILL: &str = "#a5d6a7";
const PLAIN_FILL: &str = "#ffffff";
const TAKEN_FILL: &str = "#bdbdbd";

/// The board drawn as SVG.
pub fn board_svg(figure: &BoardFigure) -> String {
    let looks: Vec<_> = figure
        .nodes
        .iter()
        .map(|node| {
            let second = match node.tokens {
                0 => String::new(),
                1 => "●".to_string(),
                n => format!("●×{n}"),
            };
            let fill = if node.taken {
                TAKEN_FILL
            } else if node.tokens > 0 {
                TOKEN_FILL
            } else if node.ground {
                GROUND_FILL
            } else {
                PLAIN_FILL
            };
            node_look([node.name.clone(), second], node.ground, fill)
        })
        .collect();
    let sizes: Vec<Size> = looks.iter().map(|l| l.shape.size()).collect();
    let specs: Vec<EdgeSpec> = figure
        .edges
        .iter()
        .map(|e| EdgeSpec {
            from: e.from,
            to: e.to,
            label: None,
        })
        .collect();
    let layout = lay_out(&sizes, &specs);
    let size = Size {
        width: layout.size.width + 2.0 * MARGIN,
        height: layout.size.height + 2.0 * MARGIN,
    };
    // A Hackenbush drawing grows up from its ground: the layout's first rank at the bottom.
    let upward = figure.nodes.iter().any(|node| node.ground);
    let at = |p: Point| Point {
        x: MARGIN + p.x,
        y: if upward {
            MARGIN + layout.size.height - p.y
        } else {
            MARGIN + p.y
        },
    };
    let mut svg = Svg::new(size, &figure.title);
    let name = |i: usize| figure.nodes[i].name.as_str();
    for (edge, route) in figure.edges.iter().zip(&layout.routes) {
        let stroke = match edge.state {
            EdgeState::Standing => STANDING,
            EdgeState::Fallen => FALLEN,
            EdgeState::GoneLast => Stroke {
                color: LAST_COLOR,
                ..FALLEN
            },
        };
        let joiner = if figure.directed { " → " } else { "--" };
        let title = format!("{}{joiner}{}", name(edge.from), name(edge.to));
        let state = match edge.state {
            EdgeState::Standing => "standing",
            EdgeState::Fallen => "fallen",
            EdgeState::GoneLast => "gone-last",
        };
        let mut data = vec![
            ("from", name(edge.from)),
            ("to", name(edge.to)),
            ("state", state),
        ];
        if let Some(input) = &edge.input {
            data.push(("move", input));
        }
        svg.open_item("edge", &title, &data);
        let points: Vec<Point> = route.points.iter().map(|&p| at(p)).collect();
        let shape = |n: usize| looks[n].shape;
        let drawn = curve(&points, shape(edge.from), shape(edge.to));
        let dashed = edge.state != EdgeState::Standing;
        let is_loop = points.len() == 2 && points[0] == points[1];
        if figure.directed {
            svg.curve(&drawn, stroke);
        } else if is_loop {
            svg.path(&drawn.path, stroke, dashed);
        } else {
            // Centre to centre: the nodes, drawn after, cover the ends.
            svg.polyline(&points, stroke, dashed);
        }
        if edge.input.is_some() {
            // A wide line no one sees, so that a finger or a mouse finds the edge.
            if figure.directed || is_loop {
                svg.path(&drawn.path, HIT_AREA, false);
            } else {
                svg.polyline(&points, HIT_AREA, false);
            }
        }
        svg.close_group();
    }
    for ((node, look), &centre) in figure.nodes.iter().zip(&looks).zip(&layout.nodes) {
        let centre = at(centre);
        let tokens = node.tokens.to_string();
        let mut data = vec![("node", node.name.as_str()), ("tokens", tokens.as_str())];
        match (node.taken, node.change) {
            (true, NodeChange::Taken) => data.push(("taken", "last")),
            (true, _) => data.push(("taken", "before")),
            (false, _) => {}
        }
        if let Some(input) = &node.input {
            data.push(("move", input));
        }
        svg.open_item("node", &node.name, &data);
        let stroke = match node.change {
            NodeChange::Same => Stroke {
                color: "black",
                width: 1.0,
            },
            NodeChange::Came | NodeChange::Left | NodeChange::Taken => Stroke {
                color: LAST_COLOR,
                width: 2.5,
            },
        };
        look.draw(&mut svg, centre, stroke);
        svg.close_group();
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(name: &str, tokens: usize) -> FigureNode {
        FigureNode {
            name: name.to_string(),
            tokens,
            ground: false,
            change: NodeChange::Same,
            taken: false,
            input: None,
        }
    }

    #[test]
    fn every_node_and_edge_is_a_group_with_its_names() {
        let figure = BoardFigure {
            title: "t".to_string(),
            nodes: vec![node("a", 0), node("b", 2)],
            edges: vec![FigureEdge {
                from: 0,
                to: 1,
                state: EdgeState::Standing,
                input: Some("cut a--b".to_string()),
            }],
            directed: false,
        };
        let svg = board_svg(&figure);
        assert_eq!(svg.matches("<g class=\"edge\"").count(), 1, "{svg}");
        assert_eq!(svg.matches("<g class=\"node\"").count(), 2, "{svg}");
        assert!(svg.contains("data-move=\"cut a--b\""), "{svg}");
        assert!(svg.contains("●×2"), "{svg}");
        assert!(!svg.contains("<polygon"), "no arrowheads: {svg}");
    }

    #[test]
    fn a_node_taken_says_when_and_a_node_to_click_carries_its_move() {
        let mut gone = node("a", 0);
        gone.taken = true;
        gone.change = NodeChange::Taken;
        let mut erased = node("b", 0);
        erased.taken = true;
        let mut open = node("c", 0);
        open.input = Some("remove c".to_string());
        let figure = BoardFigure {
            title: "t".to_string(),
            nodes: vec![gone, erased, open],
            edges: vec![],
            directed: false,
        };
        let svg = board_svg(&figure);
        assert!(
            svg.contains("data-node=\"a\" data-tokens=\"0\" data-taken=\"last\""),
            "{svg}"
        );
        assert!(
            svg.contains("data-node=\"b\" data-tokens=\"0\" data-taken=\"before\""),
            "{svg}"
        );
        assert!(
            svg.contains("data-node=\"c\" data-tokens=\"0\" data-move=\"remove c\""),
            "{svg}"
        );
        assert_eq!(svg.matches(TAKEN_FILL).count(), 2, "{svg}");
    }
}
