//! SVG text for the parts of a drawing, grouped as Graphviz groups them (`class="node"`,
//! `class="edge"`, `class="cluster"`, each with a `<title>` a viewer shows on hover), so
//! tools that read one drawing read the other.

use std::fmt::Write;

use super::font;
use super::geometry::{Curve, Shape, number};
use super::layout::{Point, Size};

/// Line height, as a multiple of the font size.
pub(crate) const LINE_HEIGHT: f64 = 1.2;
/// From a line's centre down to its baseline, as a multiple of the font size (half the
/// capital height of DejaVu Sans, so digits and capitals sit in the middle).
const BASELINE_DROP: f64 = 0.36;

/// How text is set: size, colour, and which point of it the x names.
#[derive(Debug, Clone, Copy)]
pub(crate) struct TextStyle {
    pub size: f64,
    pub color: &'static str,
    pub centred: bool,
}

/// How a line or outline is drawn.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Stroke {
    pub color: &'static str,
    pub width: f64,
}

/// An SVG document being written.
pub(crate) struct Svg {
    out: String,
}

impl Svg {
    /// A document of `size` points, on a white background.
    pub(crate) fn new(size: Size, title: &str) -> Svg {
        let (w, h) = (number(size.width), number(size.height));
        let mut out =
            String::from("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n");
        out += "<!-- Drawn by sg -->\n";
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}pt\" height=\"{h}pt\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"{}\">",
            font::FAMILY_LIST
        );
        let _ = writeln!(out, "<title>{}</title>", escaped(title));
        out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
        Svg { out }
    }

    /// Opens a group of `class` with a title.
    pub(crate) fn open_group(&mut self, class: &str, title: &str) {
        let _ = writeln!(
            self.out,
            "<g class=\"{class}\">\n<title>{}</title>",
            escaped(title)
        );
    }

    /// Opens a group of `class` with a title and `data-` attributes (`("move", "cut a--b")`
    /// is written `data-move="cut a--b"`).
    pub(crate) fn open_item(&mut self, class: &str, title: &str, data: &[(&str, &str)]) {
        let attributes: String = data
            .iter()
            .map(|(name, value)| format!(" data-{name}=\"{}\"", escaped(value)))
            .collect();
        let _ = writeln!(
            self.out,
            "<g class=\"{class}\"{attributes}>\n<title>{}</title>",
            escaped(title)
        );
    }

    pub(crate) fn close_group(&mut self) {
        self.out += "</g>\n";
    }

    /// Lines of text, their block centred on `centre.y`; at `centre.x` (centred) or from it.
    pub(crate) fn text(&mut self, centre: Point, lines: &[&str], style: TextStyle) {
        let line = style.size * LINE_HEIGHT;
        let top = centre.y - line * lines.len() as f64 / 2.0;
        let anchor = if style.centred {
            " text-anchor=\"middle\""
        } else {
            ""
        };
        for (i, text) in lines.iter().enumerate() {
            let baseline = top + line * (i as f64 + 0.5) + style.size * BASELINE_DROP;
            let _ = writeln!(
                self.out,
                "<text x=\"{}\" y=\"{}\"{anchor} font-size=\"{}\" fill=\"{}\">{}</text>",
                number(centre.x),
                number(baseline),
                number(style.size),
                style.color,
                escaped(text)
            );
        }
    }

    /// A node's outline around `centre`.
    pub(crate) fn shape(&mut self, shape: Shape, centre: Point, fill: &str, stroke: Stroke) {
        let Size { width, height } = shape.size();
        let paint = format!(
            "fill=\"{fill}\" stroke=\"{}\" stroke-width=\"{}\"",
            stroke.color,
            number(stroke.width)
        );
        let _ = match shape {
            Shape::Box(_) => writeln!(
                self.out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" {paint}/>",
                number(centre.x - width / 2.0),
                number(centre.y - height / 2.0),
                number(width),
                number(height)
            ),
            Shape::Ellipse(_) => writeln!(
                self.out,
                "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" {paint}/>",
                number(centre.x),
                number(centre.y),
                number(width / 2.0),
                number(height / 2.0)
            ),
        };
    }

    /// A dashed frame.
    pub(crate) fn frame(&mut self, top_left: Point, size: Size) {
        let _ = writeln!(
            self.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"black\" \
             stroke-dasharray=\"5,2\"/>",
            number(top_left.x),
            number(top_left.y),
            number(size.width),
            number(size.height)
        );
    }

    /// An edge's line and arrowhead.
    pub(crate) fn curve(&mut self, curve: &Curve, stroke: Stroke) {
        let width = number(stroke.width);
        let _ = writeln!(
            self.out,
            "<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{width}\"/>",
            curve.path, stroke.color
        );
        let _ = writeln!(
            self.out,
            "<polygon points=\"{}\" fill=\"{1}\" stroke=\"{1}\" stroke-width=\"{width}\"/>",
            points_attribute(&curve.arrowhead),
            stroke.color
        );
    }

    /// A line through `points`, dashed or solid, with no arrowhead.
    pub(crate) fn polyline(&mut self, points: &[Point], stroke: Stroke, dashed: bool) {
        let _ = writeln!(
            self.out,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"{}/>",
            points_attribute(points),
            stroke.color,
            number(stroke.width),
            dash(dashed)
        );
    }

    /// A path of SVG path data, dashed or solid, with no arrowhead.
    pub(crate) fn path(&mut self, data: &str, stroke: Stroke, dashed: bool) {
        let _ = writeln!(
            self.out,
            "<path d=\"{data}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"{}/>",
            stroke.color,
            number(stroke.width),
            dash(dashed)
        );
    }

    pub(crate) fn finish(mut self) -> String {
        self.out += "</svg>\n";
        self.out
    }
}

/// `x,y x,y …`: the value of a `points` attribute.
fn points_attribute(points: &[Point]) -> String {
    let corners: Vec<String> = points
        .iter()
        .map(|p| format!("{},{}", number(p.x), number(p.y)))
        .collect();
    corners.join(" ")
}

/// The attribute that dashes a line, where it is dashed.
fn dash(dashed: bool) -> &'static str {
    if dashed {
        " stroke-dasharray=\"6,4\""
    } else {
        ""
    }
}

/// `text` as XML character data or attribute value: markup characters escaped, control
/// characters (which XML does not allow) as spaces.
fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_for_xml() {
        assert_eq!(
            escaped("a <b> & \"c\"\td\u{0}"),
            "a &lt;b&gt; &amp; &quot;c&quot; d "
        );
        assert_eq!(escaped("G⁻ = 1"), "G⁻ = 1");
    }
}
