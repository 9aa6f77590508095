//! A layered drawing of a directed graph, the method Graphviz's `dot` uses (Sugiyama,
//! Tagawa and Toda; Gansner et al.), in four passes, each iterative and close to linear
//! in the size of the graph, so a graph at `sg graph`'s limits lays out in about a second:
//!
//! 1. [`ranks`]: cycles are broken by turning back the edges a depth-first search finds
//!    closing one; each node's rank is its longest path from a source. Where edges carry
//!    labels the ranks are doubled and each label sits on the rank between its edge's
//!    ends; an edge over several ranks runs through one virtual node on each rank between.
//! 2. [`order`]: the order within each rank, from weighted-median sweeps down and up and
//!    swaps of neighbours; the order with the fewest crossings is kept.
//! 3. [`place`]: x from sweeps that put each node as near the weighted mean of its
//!    neighbours as the order and the spacing allow (a least-squares fit per rank, solved
//!    exactly by pooling adjacent violators); long edges weigh most, so they run straight.
//! 4. y from the ranks' heights, here.
//!
//! Coordinates are in points, y downwards; node positions are centres.

mod order;
mod place;
mod ranks;

use ranks::{Layered, SlotKind};

/// A width and a height.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Size {
    pub width: f64,
    pub height: f64,
}

/// A point; y grows downwards.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Point {
    pub x: f64,
    pub y: f64,
}

/// An edge to lay out, with the size of its label if it has one.
#[derive(Debug, Clone, Copy)]
pub(crate) struct EdgeSpec {
    pub from: usize,
    pub to: usize,
    pub label: Option<Size>,
}

/// Where an edge runs: from its source's centre through its bends to its target's centre,
/// with its label's top-left corner.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Route {
    pub points: Vec<Point>,
    pub label: Option<Point>,
}

/// A graph laid out: node centres, edge routes (in the order given), and the extent.
#[derive(Debug, Clone)]
pub(crate) struct Layout {
    pub nodes: Vec<Point>,
    pub routes: Vec<Route>,
    pub size: Size,
}

/// The space between two nodes side by side.
const NODE_GAP: f64 = 18.0;
/// The space between an edge's bend or label and its neighbours on the rank.
const BEND_GAP: f64 = 6.0;
/// The space between a bend and its label's text.
const LABEL_OFFSET: f64 = 4.0;
/// The space between ranks (on either side of a label rank, where labels sit between).
const RANK_GAP: f64 = 36.0;

/// The most virtual nodes (bends and labels) the layout makes; an edge past it is drawn
/// straight from its source to its target.
const MAX_VIRTUAL_NODES: usize = 200_000;

/// Lays out the nodes (by size) and edges.
pub(crate) fn lay_out(nodes: &[Size], edges: &[EdgeSpec]) -> Layout {
    let mut layered = Layered::build(nodes, edges, MAX_VIRTUAL_NODES);
    order::reduce_crossings(&mut layered);
    let xs = place::x_coordinates(&layered);
    let heights = layered.rank_heights();
    let rank_y = rank_centres(&heights);
    let at = |slot: usize| Point {
        x: xs[slot],
        y: rank_y[layered.slots[slot].rank],
    };
    let node_points: Vec<Point> = (0..nodes.len()).map(at).collect();
    let routes = edges
        .iter()
        .enumerate()
        .map(|(index, edge)| match layered.chain(index) {
            Some(chain) => Route {
                points: chain.iter().map(|&slot| at(slot)).collect(),
                label: chain
                    .iter()
                    .find_map(|&slot| match layered.slots[slot].kind {
                        SlotKind::Label { height, .. } => {
                            let bend = at(slot);
                            Some(Point {
                                x: bend.x + LABEL_OFFSET,
                                y: bend.y - height / 2.0,
                            })
                        }
                        _ => None,
                    }),
            },
            None => straight_route(node_points[edge.from], node_points[edge.to], edge.label),
        })
        .collect();
    let width = xs
        .iter()
        .zip(&layered.slots)
        .map(|(x, slot)| x + slot.right())
        .fold(0.0, f64::max);
    let height = match (rank_y.last(), heights.last()) {
        (Some(y), Some(h)) => y + h / 2.0,
        _ => 0.0,
    };
    Layout {
        nodes: node_points,
        routes,
        size: Size { width, height },
    }
}

/// An edge left without bends: straight, its label at its middle.
fn straight_route(from: Point, to: Point, label: Option<Size>) -> Route {
    let label = label.map(|size| Point {
        x: (from.x + to.x) / 2.0 + LABEL_OFFSET,
        y: (from.y + to.y - size.height) / 2.0,
    });
    Route {
        points: vec![from, to],
        label,
    }
}

/// The y of each rank's centre line, ranks stacked from 0 with [`RANK_GAP`] between.
fn rank_centres(heights: &[f64]) -> Vec<f64> {
    let gap = RANK_GAP;
    let mut top = 0.0;
    heights
        .iter()
        .map(|height| {
            let centre = top + height / 2.0;
            top += height + gap;
            centre
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(width: f64, height: f64) -> Size {
        Size { width, height }
    }

    fn edge(from: usize, to: usize) -> EdgeSpec {
        EdgeSpec {
            from,
            to,
            label: None,
        }
    }

    /// No two nodes overlap: side by side they are at least the gap apart.
    fn assert_no_overlap(layout: &Layout, nodes: &[Size]) {
        for a in 0..nodes.len() {
            for b in a + 1..nodes.len() {
                let (pa, pb) = (layout.nodes[a], layout.nodes[b]);
                let apart_x = (pa.x - pb.x).abs()
                    >= (nodes[a].width + nodes[b].width) / 2.0 + NODE_GAP - 1e-6;
                let apart_y = (pa.y - pb.y).abs() >= (nodes[a].height + nodes[b].height) / 2.0;
                assert!(apart_x || apart_y, "nodes {a} and {b} overlap: {layout:?}");
            }
        }
    }

    #[test]
    fn edges_point_down_and_long_edges_bend_on_every_rank() {
        // 0 -> 1 -> 2 and 0 -> 2: node 2 is two ranks below 0.
        let nodes = [size(40.0, 20.0); 3];
        let layout = lay_out(&nodes, &[edge(0, 1), edge(1, 2), edge(0, 2)]);
        let y: Vec<f64> = layout.nodes.iter().map(|p| p.y).collect();
        assert!(y[0] < y[1] && y[1] < y[2], "{y:?}");
        assert_eq!(layout.routes[0].points.len(), 2);
        assert_eq!(layout.routes[2].points.len(), 3);
        assert_eq!(layout.routes[2].points[0], layout.nodes[0]);
        assert_eq!(layout.routes[2].points[2], layout.nodes[2]);
        // The bend is on node 1's rank, beside it.
        let bend = layout.routes[2].points[1];
        assert_eq!(bend.y, y[1]);
        assert!((bend.x - layout.nodes[1].x).abs() >= 20.0 + BEND_GAP - 1e-6);
        assert_no_overlap(&layout, &nodes);
        assert!(layout.size.width >= 40.0 && layout.size.height >= 100.0);
    }

    #[test]
    fn labels_sit_between_their_ends_and_keep_clear_of_each_other() {
        let nodes = [size(40.0, 20.0); 3];
        let label = Some(size(80.0, 12.0));
        let edges = [
            EdgeSpec {
                from: 0,
                to: 1,
                label,
            },
            EdgeSpec {
                from: 0,
                to: 2,
                label,
            },
        ];
        let layout = lay_out(&nodes, &edges);
        let corners: Vec<Point> = layout.routes.iter().map(|r| r.label.unwrap()).collect();
        for (route, corner) in layout.routes.iter().zip(&corners) {
            assert_eq!(route.points.len(), 3, "{route:?}");
            let (top, bend, bottom) = (route.points[0], route.points[1], route.points[2]);
            assert!(top.y < bend.y && bend.y < bottom.y);
            assert_eq!(corner.x, bend.x + LABEL_OFFSET);
            assert_eq!(corner.y, bend.y - 6.0);
        }
        let (left, right) = if corners[0].x < corners[1].x {
            (corners[0], corners[1])
        } else {
            (corners[1], corners[0])
        };
        assert!(right.x - left.x >= 80.0, "{corners:?}");
        assert_no_overlap(&layout, &nodes);
    }

    #[test]
    fn cycles_are_laid_out_with_the_closing_edge_turned_back() {
        let nodes = [size(30.0, 20.0); 3];
        let layout = lay_out(&nodes, &[edge(0, 1), edge(1, 2), edge(2, 0), edge(1, 1)]);
        let y: Vec<f64> = layout.nodes.iter().map(|p| p.y).collect();
        assert!(y[0] < y[1] && y[1] < y[2], "{y:?}");
        // 2 -> 0 still runs from 2 to 0, upwards, through a bend on 1's rank.
        let back = &layout.routes[2].points;
        assert_eq!((back[0], back[2]), (layout.nodes[2], layout.nodes[0]));
        assert_eq!(back[1].y, y[1]);
        // A loop is a route from the node to itself.
        assert_eq!(layout.routes[3].points, [layout.nodes[1], layout.nodes[1]]);
        assert_no_overlap(&layout, &nodes);
    }

    #[test]
    fn a_tree_is_drawn_without_crossings_and_parents_over_their_children() {
        // A binary tree of depth 4, numbered breadth first, its edges given shuffled.
        let nodes = vec![size(30.0, 20.0); 31];
        let mut edges: Vec<EdgeSpec> = (1..31).map(|child| edge((child - 1) / 2, child)).collect();
        edges.reverse();
        edges.swap(3, 17);
        let layout = lay_out(&nodes, &edges);
        assert_no_overlap(&layout, &nodes);
        // Children keep their parents' order: no two edges cross.
        let x = |i: usize| layout.nodes[i].x;
        for a in 1..31 {
            for b in 1..31 {
                let (pa, pb) = ((a - 1) / 2, (b - 1) / 2);
                if layout.nodes[a].y == layout.nodes[b].y && x(pa) < x(pb) {
                    assert!(x(a) < x(b), "{a} {b}: {layout:?}");
                }
            }
        }
        for child in (1..31).step_by(2) {
            let parent = x((child - 1) / 2);
            let middle = (x(child) + x(child + 1)) / 2.0;
            assert!((parent - middle).abs() < 1.0, "{child}: {parent} {middle}");
        }
    }

    #[test]
    fn edges_past_the_budget_run_straight() {
        let nodes = [size(10.0, 10.0); 4];
        let edges = [edge(0, 1), edge(1, 2), edge(2, 3), edge(0, 3)];
        let layered = Layered::build(&nodes, &edges, 1);
        assert!(layered.chain(3).is_none());
        assert_eq!(layered.chain(0), Some(&[0, 1][..]));
        let layout = lay_out(&nodes, &edges);
        assert_eq!(layout.routes[3].points.len(), 4);
    }

    #[test]
    fn an_empty_graph_has_no_extent() {
        let layout = lay_out(&[], &[]);
        assert!(layout.nodes.is_empty() && layout.routes.is_empty());
        assert_eq!(layout.size, size(0.0, 0.0));
    }
}
