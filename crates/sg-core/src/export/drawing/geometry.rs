//! Shapes and curves: where an edge leaves and enters a node's outline, the smooth path
//! through its bends, and its arrowhead.
//!
//! An edge leaves its source through the side facing the way it goes and enters its
//! target the same way, as in `dot`. Its path is a chain of cubic Bézier
//! pieces, one between each two of its points, whose tangent at each bend points from the
//! bend before to the bend after, so the pieces join smoothly.

use super::layout::{Point, Size};

/// The outline of a node.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Shape {
    Box(Size),
    Ellipse(Size),
}

impl Shape {
    pub(crate) fn size(self) -> Size {
        match self {
            Shape::Box(size) | Shape::Ellipse(size) => size,
        }
    }

    /// Where the ray from the shape's `centre` towards `toward` leaves the outline.
    pub(crate) fn boundary(self, centre: Point, toward: Point) -> Point {
        let (dx, dy) = (toward.x - centre.x, toward.y - centre.y);
        if dx == 0.0 && dy == 0.0 {
            return centre;
        }
        let Size { width, height } = self.size();
        let (a, b) = (width / 2.0, height / 2.0);
        let t = match self {
            Shape::Box(_) => {
                let tx = if dx == 0.0 {
                    f64::INFINITY
                } else {
                    a / dx.abs()
                };
                let ty = if dy == 0.0 {
                    f64::INFINITY
                } else {
                    b / dy.abs()
                };
                tx.min(ty)
            }
            Shape::Ellipse(_) => 1.0 / ((dx / a).powi(2) + (dy / b).powi(2)).sqrt(),
        };
        Point {
            x: centre.x + t * dx,
            y: centre.y + t * dy,
        }
    }
}

/// The length of an arrowhead, and half its width.
pub(crate) const ARROW_LENGTH: f64 = 10.0;
const ARROW_HALF_WIDTH: f64 = 3.5;
/// How far a loop reaches right of its node.
const LOOP_REACH: f64 = 30.0;

/// An edge drawn: the SVG path data of its line and the corners of its arrowhead.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Curve {
    pub path: String,
    pub arrowhead: [Point; 3],
}

/// The curve of an edge from the node `from` (its outline) through `points` (its
/// source's centre, its bends, its target's centre) into the node `to`.
pub(crate) fn curve(points: &[Point], from: Shape, to: Shape) -> Curve {
    let (first, last) = (points[0], points[points.len() - 1]);
    if points.len() == 2 && first == last {
        return loop_curve(first, from);
    }
    let start = port(from, first, points[1]);
    let tip = port(to, last, points[points.len() - 2]);
    let mut knots: Vec<Point> = Vec::with_capacity(points.len());
    knots.push(start);
    knots.extend_from_slice(&points[1..points.len() - 1]);
    knots.push(tip);
    let n = knots.len();
    let end_direction = unit(knots[n - 2], tip);
    // The line stops where the arrowhead begins.
    knots[n - 1] = along(tip, end_direction, -ARROW_LENGTH);
    let tangent = |i: usize| -> (f64, f64) {
        if i == 0 {
            unit(knots[0], knots[1])
        } else if i == n - 1 {
            end_direction
        } else {
            unit(knots[i - 1], knots[i + 1])
        }
    };
    let mut path = format!("M{} {}", number(knots[0].x), number(knots[0].y));
    for i in 0..n - 1 {
        let (a, b) = (knots[i], knots[i + 1]);
        let reach = distance(a, b) / 3.0;
        let c1 = along(a, tangent(i), reach);
        let c2 = along(b, tangent(i + 1), -reach);
        path += &format!(
            " C{} {} {} {} {} {}",
            number(c1.x),
            number(c1.y),
            number(c2.x),
            number(c2.y),
            number(b.x),
            number(b.y)
        );
    }
    Curve {
        path,
        arrowhead: arrowhead(tip, end_direction),
    }
}

/// Where an edge meets a node's outline on its way to or from `other`: on the side facing
/// `other`'s rank (the bottom for a rank below, the top for one above), shifted towards
/// `other` by at most half the width less a little, so that a node's edges fan out.
fn port(shape: Shape, centre: Point, other: Point) -> Point {
    let Size { width, height } = shape.size();
    let reach = 0.4 * width;
    let across = (other.x - centre.x).clamp(-reach, reach);
    let down = if other.y >= centre.y { height } else { -height } / 2.0;
    shape.boundary(
        centre,
        Point {
            x: centre.x + across,
            y: centre.y + down,
        },
    )
}

/// A loop from a node back to itself, out and back on its right.
fn loop_curve(centre: Point, shape: Shape) -> Curve {
    let out = shape.boundary(
        centre,
        Point {
            x: centre.x + 2.0,
            y: centre.y - 1.0,
        },
    );
    let tip = shape.boundary(
        centre,
        Point {
            x: centre.x + 2.0,
            y: centre.y + 1.0,
        },
    );
    let direction = (-1.0, 0.0);
    let end = along(tip, direction, -ARROW_LENGTH);
    let path = format!(
        "M{} {} C{} {} {} {} {} {}",
        number(out.x),
        number(out.y),
        number(out.x + LOOP_REACH),
        number(out.y - LOOP_REACH / 2.0),
        number(end.x + LOOP_REACH),
        number(end.y + LOOP_REACH / 2.0),
        number(end.x),
        number(end.y)
    );
    Curve {
        path,
        arrowhead: arrowhead(tip, direction),
    }
}

fn arrowhead(tip: Point, (dx, dy): (f64, f64)) -> [Point; 3] {
    let base = along(tip, (dx, dy), -ARROW_LENGTH);
    let (nx, ny) = (-dy * ARROW_HALF_WIDTH, dx * ARROW_HALF_WIDTH);
    [
        tip,
        Point {
            x: base.x + nx,
            y: base.y + ny,
        },
        Point {
            x: base.x - nx,
            y: base.y - ny,
        },
    ]
}

fn distance(a: Point, b: Point) -> f64 {
    (b.x - a.x).hypot(b.y - a.y)
}

/// The direction from `a` to `b` (straight down where they coincide).
fn unit(a: Point, b: Point) -> (f64, f64) {
    let length = distance(a, b);
    if length == 0.0 {
        (0.0, 1.0)
    } else {
        ((b.x - a.x) / length, (b.y - a.y) / length)
    }
}

fn along(p: Point, (dx, dy): (f64, f64), by: f64) -> Point {
    Point {
        x: p.x + dx * by,
        y: p.y + dy * by,
    }
}

/// A coordinate as SVG text: two decimals, no trailing zeros.
pub(crate) fn number(value: f64) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CENTRE: Point = Point { x: 10.0, y: 20.0 };

    fn close(a: Point, b: Point) -> bool {
        distance(a, b) < 1e-9
    }

    #[test]
    fn rays_leave_boxes_and_ellipses_on_their_outline() {
        let size = Size {
            width: 40.0,
            height: 20.0,
        };
        let right = Point { x: 100.0, y: 20.0 };
        let below = Point { x: 10.0, y: 50.0 };
        assert!(close(
            Shape::Box(size).boundary(CENTRE, right),
            Point { x: 30.0, y: 20.0 }
        ));
        assert!(close(
            Shape::Box(size).boundary(CENTRE, below),
            Point { x: 10.0, y: 30.0 }
        ));
        let corner = Shape::Box(size).boundary(CENTRE, Point { x: 50.0, y: 40.0 });
        assert!(close(corner, Point { x: 30.0, y: 30.0 }), "{corner:?}");
        let ellipse = Shape::Ellipse(size);
        for toward in [right, below, Point { x: -7.0, y: 3.0 }] {
            let p = ellipse.boundary(CENTRE, toward);
            let on = ((p.x - 10.0) / 20.0).powi(2) + ((p.y - 20.0) / 10.0).powi(2);
            assert!((on - 1.0).abs() < 1e-9, "{p:?}");
        }
        assert_eq!(ellipse.boundary(CENTRE, CENTRE), CENTRE);
    }

    #[test]
    fn a_curve_runs_from_outline_to_outline_with_its_arrowhead_at_the_end() {
        let shape = Shape::Box(Size {
            width: 20.0,
            height: 10.0,
        });
        let points = [
            Point { x: 0.0, y: 0.0 },
            Point { x: 30.0, y: 50.0 },
            Point { x: 0.0, y: 100.0 },
        ];
        let curve = curve(&points, shape, shape);
        // It leaves through the bottom, shifted towards its bend.
        assert!(curve.path.starts_with("M8 5 C"), "{}", curve.path);
        assert_eq!(curve.path.matches('C').count(), 2);
        // The arrow's tip is on the target's top side, its base 10 back along the curve.
        let [tip, left, right] = curve.arrowhead;
        assert!(close(tip, Point { x: 8.0, y: 95.0 }), "{tip:?}");
        let base = Point {
            x: (left.x + right.x) / 2.0,
            y: (left.y + right.y) / 2.0,
        };
        assert!((distance(tip, base) - ARROW_LENGTH).abs() < 1e-9);
        assert!(
            curve
                .path
                .ends_with(&format!("{} {}", number(base.x), number(base.y)))
        );
    }

    #[test]
    fn a_loop_leaves_and_returns_on_the_right() {
        let shape = Shape::Ellipse(Size {
            width: 20.0,
            height: 10.0,
        });
        let curve = curve(&[CENTRE, CENTRE], shape, shape);
        let [tip, _, _] = curve.arrowhead;
        assert!(tip.x > CENTRE.x && tip.y > CENTRE.y, "{tip:?}");
        assert!(curve.path.starts_with('M'), "{}", curve.path);
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(number(3.0), "3");
        assert_eq!(number(2.5), "2.5");
        assert_eq!(number(-0.001), "0");
        assert_eq!(number(1.005), "1");
        assert_eq!(number(12.3456), "12.35");
    }
}
