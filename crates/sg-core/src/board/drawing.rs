//! Green Hackenbush: an undirected drawing standing on a node named `ground`. A move
//! deletes one edge, and every edge no longer joined to the ground falls. Repeated edges
//! and loops are kept (a loop is an edge from a node to itself).
//!
//! A position is the sorted list of the edges still standing (ids in the file's order).
//! Repeated edges between the same two nodes are interchangeable, so a position keeps the
//! lowest ids of each such class: equal drawings are equal positions. The components of a
//! position are its pieces that meet only at the ground.

use hashbrown::HashMap;
use petgraph::graph::{NodeIndex, UnGraph};

use super::dot::{DotError, DotErrorKind, DotGraph};
use crate::game::{GameError, ImpartialGame, Moves, PositionView};

/// The name of the node a drawing stands on.
pub const GROUND: &str = "ground";

/// A drawing read from a DOT `graph` with a `ground` node.
#[derive(Debug, Clone)]
pub struct Drawing {
    name: String,
    graph: UnGraph<String, ()>,
    ground: u32,
    /// The two ends of each edge, the smaller first.
    ends: Vec<(u32, u32)>,
    /// For each edge, the edges between the same two nodes (lowest id first).
    class_of: Vec<u32>,
    classes: Vec<Vec<u32>>,
}

impl Drawing {
    /// The drawing of a DOT `graph`; an error if it has no `ground` node or an edge that
    /// does not hang from the ground. A `strict` graph has no repeated edges.
    pub fn new(name: impl Into<String>, dot: &DotGraph) -> Result<Drawing, DotError> {
        let ground = dot
            .nodes
            .iter()
            .position(|n| n.name == GROUND)
            .ok_or_else(|| DotError::new(dot.header, DotErrorKind::NoGround))?
            as u32;
        let mut graph = UnGraph::with_capacity(dot.nodes.len(), dot.edges.len());
        for node in &dot.nodes {
            graph.add_node(node.name.clone());
        }
        let mut class_index: HashMap<(u32, u32), u32> = HashMap::new();
        let mut classes: Vec<Vec<u32>> = Vec::new();
        let mut class_of = Vec::with_capacity(dot.edges.len());
        let mut ends = Vec::with_capacity(dot.edges.len());
        let mut spans = Vec::with_capacity(dot.edges.len());
        for edge in &dot.edges {
            let key = (edge.from.min(edge.to), edge.from.max(edge.to));
            let next = classes.len() as u32;
            let class = *class_index.entry(key).or_insert(next);
            if class == next {
                classes.push(Vec::new());
            } else if dot.strict {
                continue;
            }
            let id = ends.len() as u32;
            classes[class as usize].push(id);
            class_of.push(class);
            ends.push(key);
            spans.push(edge.span);
            graph.add_edge(
                NodeIndex::new(edge.from as usize),
                NodeIndex::new(edge.to as usize),
                (),
            );
        }
        let drawing = Drawing {
            name: name.into(),
            graph,
            ground,
            ends,
            class_of,
            classes,
        };
        let all: Vec<u32> = (0..drawing.ends.len() as u32).collect();
        let standing = drawing.grounded(&all);
        if standing.len() < all.len() {
            let floating = all
                .iter()
                .zip(&standing)
                .position(|(a, b)| a != b)
                .unwrap_or(standing.len());
            return Err(DotError::new(spans[floating], DotErrorKind::Floating));
        }
        Ok(drawing)
    }

    /// The graph as read.
    pub fn graph(&self) -> &UnGraph<String, ()> {
        &self.graph
    }

    /// How many nodes the drawing has, the ground among them.
    pub fn node_count(&self) -> usize {
        self.graph.node_count()
    }

    /// How many edges the drawing has.
    pub fn edge_count(&self) -> usize {
        self.ends.len()
    }

    /// The ground node.
    pub fn ground(&self) -> u32 {
        self.ground
    }

    /// The two ends of edge `e`, the smaller first.
    pub fn ends(&self, e: u32) -> (u32, u32) {
        self.ends[e as usize]
    }

    /// The name of node `v` in the DOT file.
    pub fn node_name(&self, v: u32) -> &str {
        &self.graph[NodeIndex::new(v as usize)]
    }

    /// `a--b`, the edge as a person names it.
    pub fn edge_name(&self, e: u32) -> String {
        let (a, b) = self.ends(e);
        format!("{}--{}", self.node_name(a), self.node_name(b))
    }

    /// The whole drawing as a position.
    pub fn whole(&self) -> Vec<u32> {
        (0..self.ends.len() as u32).collect()
    }

    /// The edges of `edges` still joined to the ground, sorted.
    pub fn grounded(&self, edges: &[u32]) -> Vec<u32> {
        let mut at: HashMap<u32, Vec<(u32, u32)>> = HashMap::new();
        for &e in edges {
            let (a, b) = self.ends(e);
            at.entry(a).or_default().push((e, b));
            if a != b {
                at.entry(b).or_default().push((e, a));
            }
        }
        let mut reached: hashbrown::HashSet<u32> = hashbrown::HashSet::new();
        let mut kept = Vec::new();
        let mut stack = vec![self.ground];
        reached.insert(self.ground);
        while let Some(v) = stack.pop() {
            for &(e, w) in at.get(&v).into_iter().flatten() {
                kept.push(e);
                if reached.insert(w) {
                    stack.push(w);
                }
            }
        }
        // Seen from both ends.
        kept.sort_unstable();
        kept.dedup();
        kept
    }

    /// The position left when edge `e` of `position` is cut, and how many other edges fell.
    pub fn cut(&self, position: &[u32], e: u32) -> (Vec<u32>, usize) {
        let rest: Vec<u32> = position.iter().copied().filter(|&f| f != e).collect();
        let standing = self.grounded(&rest);
        let fallen = rest.len() - standing.len();
        (self.canonical_edges(standing), fallen)
    }

    /// The move that cuts `e`, in words.
    pub fn describe_cut(&self, e: u32, fallen: usize) -> String {
        match fallen {
            0 => format!("cut {}", self.edge_name(e)),
            1 => format!("cut {} (1 more edge falls)", self.edge_name(e)),
            n => format!("cut {} ({n} more edges fall)", self.edge_name(e)),
        }
    }

    /// The class of repeated edges `e` belongs to: edges of one class are interchangeable.
    pub fn class(&self, e: u32) -> u32 {
        self.class_of[e as usize]
    }

    /// The edge of `position` between the nodes named `a` and `b` (the first of its class).
    pub fn find_edge(&self, position: &[u32], a: &str, b: &str) -> Option<u32> {
        position.iter().copied().find(|&e| {
            let (x, y) = self.ends(e);
            let (x, y) = (self.node_name(x), self.node_name(y));
            (x == a && y == b) || (x == b && y == a)
        })
    }

    /// The same edges with each class of repeated edges as its lowest ids.
    fn canonical_edges(&self, mut edges: Vec<u32>) -> Vec<u32> {
        let mut count: HashMap<u32, usize> = HashMap::new();
        for &e in &edges {
            *count.entry(self.class_of[e as usize]).or_default() += 1;
        }
        if count.len() == edges.len() {
            edges.sort_unstable();
            return edges;
        }
        edges.clear();
        for (class, k) in count {
            edges.extend_from_slice(&self.classes[class as usize][..k]);
        }
        edges.sort_unstable();
        edges
    }
}

impl ImpartialGame for Drawing {
    type Position = Vec<u32>;

    fn name(&self) -> String {
        self.name.clone()
    }

    fn weight(&self, position: &Vec<u32>) -> u64 {
        crate::game::weight_of_list(position.len())
    }

    fn moves(&self, edges: &Vec<u32>, moves: &mut impl Moves<Vec<u32>>) -> Result<(), GameError> {
        let mut cut_classes = hashbrown::HashSet::new();
        for &e in edges {
            // Cutting any of two repeated edges leaves the same drawing.
            if !cut_classes.insert(self.class_of[e as usize]) {
                continue;
            }
            let (next, fallen) = self.cut(edges, e);
            if !moves.add_described(&next, || self.describe_cut(e, fallen)) {
                break;
            }
        }
        Ok(())
    }

    /// The pieces of the drawing that meet only at the ground.
    fn split(&self, edges: &Vec<u32>, components: &mut Vec<Vec<u32>>) {
        let mut parent: HashMap<u32, u32> = HashMap::new();
        fn root(parent: &mut HashMap<u32, u32>, mut v: u32) -> u32 {
            while let Some(&p) = parent.get(&v).filter(|&&p| p != v) {
                let up = parent.get(&p).copied().unwrap_or(p);
                parent.insert(v, up);
                v = up;
            }
            v
        }
        for &e in edges {
            let (a, b) = self.ends(e);
            if a != self.ground && b != self.ground {
                let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
                parent.insert(ra, rb);
            }
        }
        let mut pieces: HashMap<u32, Vec<u32>> = HashMap::new();
        let mut ground_loops = Vec::new();
        for &e in edges {
            let (a, b) = self.ends(e);
            match (a == self.ground, b == self.ground) {
                (true, true) => ground_loops.push(vec![e]),
                (true, false) => pieces.entry(root(&mut parent, b)).or_default().push(e),
                _ => pieces.entry(root(&mut parent, a)).or_default().push(e),
            }
        }
        let mut found: Vec<Vec<u32>> = pieces
            .into_values()
            .map(|piece| self.canonical_edges(piece))
            .chain(ground_loops)
            .collect();
        found.sort_unstable();
        components.extend(found);
    }

    fn canonical(&self, edges: &Vec<u32>) -> Vec<u32> {
        self.canonical_edges(edges.clone())
    }

    fn parts(&self, edges: &Vec<u32>) -> usize {
        edges.len()
    }

    fn view(&self, edges: &Vec<u32>) -> PositionView {
        PositionView::Names(edges.iter().map(|&e| self.edge_name(e)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::dot::parse_dot;
    use crate::game::VisitMoves;

    fn drawing(text: &str) -> Result<Drawing, DotError> {
        Drawing::new("d", &parse_dot(text, 1000).unwrap())
    }

    #[test]
    fn a_cut_drops_what_no_longer_touches_the_ground() {
        let d = drawing("graph { ground -- a -- b -- c; b -- b; a -- a }").unwrap();
        let whole = d.whole();
        assert_eq!(d.cut(&whole, 0), (vec![], 4));
        assert_eq!(d.cut(&whole, 1), (vec![0, 4], 2));
        assert_eq!(d.describe_cut(1, 2), "cut a--b (2 more edges fall)");
    }

    #[test]
    fn repeated_edges_are_interchangeable() {
        let d = drawing("graph { ground -- a; ground -- a; a -- b; ground -- a }").unwrap();
        // Cutting the second of the three ground -- a edges leaves the first two.
        assert_eq!(d.cut(&d.whole(), 1), (vec![0, 1, 2], 0));
        let mut count = 0;
        let mut visit = |_: &Vec<u32>, _: &dyn Fn() -> String| {
            count += 1;
            std::ops::ControlFlow::Continue(())
        };
        d.moves(&d.whole(), &mut VisitMoves::new(&mut visit))
            .unwrap();
        assert_eq!(count, 2, "one cut per class of repeated edges");
        let strict = drawing("strict graph { ground -- a; a -- ground }").unwrap();
        assert_eq!(strict.edge_count(), 1);
    }

    #[test]
    fn pieces_meet_at_the_ground() {
        let d =
            drawing("graph { ground -- a -- b; ground -- c; c -- d; ground -- ground }").unwrap();
        let mut pieces = Vec::new();
        d.split(&d.whole(), &mut pieces);
        assert_eq!(pieces, [vec![0, 1], vec![2, 3], vec![4]]);
    }

    #[test]
    fn a_drawing_needs_ground_and_every_edge_hanging_from_it() {
        assert_eq!(
            drawing("graph { a -- b }").unwrap_err().kind,
            DotErrorKind::NoGround
        );
        let text = "graph { ground -- a; b -- c }";
        let error = drawing(text).unwrap_err();
        assert_eq!(error.kind, DotErrorKind::Floating);
        assert_eq!(&text[error.span.start..error.span.end], "b -- c");
    }
}
