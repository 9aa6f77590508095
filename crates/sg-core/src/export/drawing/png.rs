//! SVG to PNG with resvg, the text set in the shipped typeface only (so no system font is
//! read and the picture is the same everywhere; it stands in for every generic family).
//! The drawing's points become pixels at 96 to the inch (4/3 of a pixel each, as Graphviz
//! draws PNG); a drawing too large for that is scaled down to fit [`MAX_PIXELS`] and
//! [`MAX_SIDE`], so memory stays bounded. The shapes are drawn one by one, with the
//! question's deadline read between them: a large picture takes seconds to draw, and
//! `--max-time` holds for it as for the search. (Drawing the picture in bands of rows
//! would clip every long line and change its anti-aliasing; shape by shape gives the
//! pixels of one call.)

use resvg::tiny_skia::{Color, Pixmap, PixmapMut, Transform};
use resvg::usvg::{Group, Node, Options, Tree};

use super::font;
use super::in_time;
use crate::engine::Deadline;
use crate::error::Error;

/// The most pixels a PNG may have (128 MiB of RGBA), and the longest side.
pub(crate) const MAX_PIXELS: f32 = 32.0 * 1024.0 * 1024.0;
pub(crate) const MAX_SIDE: f32 = 32_000.0;

/// How many shapes are drawn between two readings of the deadline.
const STRIDE: usize = 64;

/// The SVG `svg` drawn as a PNG on white, before `deadline`.
pub(crate) fn to_png(svg: &str, deadline: &Deadline) -> Result<Vec<u8>, Error> {
    let (pixmap, _) = rasterise(svg, deadline)?;
    in_time(deadline)?;
    encode(&pixmap)
}

/// The SVG `svg` drawn on white before `deadline`, and the scale from its points to the
/// pixels.
pub(crate) fn rasterise(svg: &str, deadline: &Deadline) -> Result<(Pixmap, f32), Error> {
    rasterise_by_strides(svg, deadline, STRIDE)
}

/// [`rasterise`], reading the deadline every `stride` shapes.
fn rasterise_by_strides(
    svg: &str,
    deadline: &Deadline,
    stride: usize,
) -> Result<(Pixmap, f32), Error> {
    let tree = read(svg)?;
    // In pixels: usvg reads the `pt` of the width and height.
    let size = tree.size();
    let (width, height) = (size.width(), size.height());
    let scale = 1.0f32
        .min((MAX_PIXELS / (width * height)).sqrt())
        .min(MAX_SIDE / width.max(height));
    let pixels = |length: f32| ((length * scale).ceil() as u32).max(1);
    let mut pixmap = Pixmap::new(pixels(width), pixels(height))
        .ok_or_else(|| Error::new("the drawing is too large to rasterise"))?;
    pixmap.fill(Color::WHITE);
    let mut shapes = Shapes {
        pixmap: pixmap.as_mut(),
        deadline,
        stride,
        countdown: stride,
    };
    shapes.draw(tree.root(), Transform::from_scale(scale, scale))?;
    Ok((pixmap, scale))
}

/// Shapes drawn one by one, in the order the picture lists them, as resvg draws a whole
/// tree: a group that is drawn apart (its opacity, a filter or a mask) is one shape, any
/// other is opened. The deadline is read every `stride` shapes.
struct Shapes<'a> {
    pixmap: PixmapMut<'a>,
    deadline: &'a Deadline,
    stride: usize,
    countdown: usize,
}

impl Shapes<'_> {
    fn draw(&mut self, group: &Group, transform: Transform) -> Result<(), Error> {
        for node in group.children() {
            match node {
                Node::Group(inner) if !inner.should_isolate() => {
                    self.draw(inner, transform.pre_concat(inner.transform()))?;
                }
                _ => {
                    self.countdown -= 1;
                    if self.countdown == 0 {
                        self.countdown = self.stride;
                        in_time(self.deadline)?;
                    }
                    // `render_node` draws a node at its own corner (for a picture of its
                    // own): the shift to the corner is undone first.
                    if let Some(corner) = node.abs_layer_bounding_box() {
                        let at = transform.pre_translate(corner.x(), corner.y());
                        resvg::render_node(node, at, &mut self.pixmap);
                    }
                }
            }
        }
        Ok(())
    }
}

/// The SVG `svg` read, its text set in the shipped typeface.
fn read(svg: &str) -> Result<Tree, Error> {
    let mut options = Options {
        font_family: font::FAMILY.to_string(),
        ..Options::default()
    };
    let fonts = options.fontdb_mut();
    fonts.load_font_data(font::bytes().to_vec());
    fonts.set_sans_serif_family(font::FAMILY);
    fonts.set_serif_family(font::FAMILY);
    fonts.set_monospace_family(font::FAMILY);
    Tree::from_str(svg, &options)
        .map_err(|e| Error::new(format!("cannot read the drawing to rasterise it: {e}")))
}

/// The pixels as a PNG file.
pub(crate) fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, Error> {
    pixmap
        .encode_png()
        .map_err(|e| Error::new(format!("cannot encode the PNG: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    const NONE: Deadline = Deadline::unlimited();

    fn dimensions(png: &[u8]) -> (u32, u32) {
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
        let word = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
        (word(16), word(20))
    }

    #[test]
    fn points_become_four_thirds_of_a_pixel_and_huge_drawings_shrink() {
        let svg = |w: u32, h: u32| {
            format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}pt\" height=\"{h}pt\" \
                 viewBox=\"0 0 {w} {h}\"><text x=\"5\" y=\"20\">(1, 2)</text></svg>"
            )
        };
        assert_eq!(
            dimensions(&to_png(&svg(300, 150), &NONE).unwrap()),
            (400, 200)
        );
        let (w, h) = dimensions(&to_png(&svg(200_000, 100), &NONE).unwrap());
        assert_eq!(w, 32_000);
        assert!(h <= 17, "{h}");
        let (w, h) = dimensions(&to_png(&svg(20_000, 20_000), &NONE).unwrap());
        assert!(
            f64::from(w) * f64::from(h) <= f64::from(MAX_PIXELS) * 1.001,
            "{w} {h}"
        );
    }

    #[test]
    fn text_is_drawn_with_the_shipped_face() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"30\">\
                   <text x=\"5\" y=\"20\" font-family=\"no such face, sans-serif\">G = 0</text></svg>";
        let png = to_png(svg, &NONE).unwrap();
        let plain = to_png(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"30\"></svg>",
            &NONE,
        )
        .unwrap();
        assert_ne!(png, plain, "the text left no mark");
    }

    #[test]
    fn a_broken_drawing_is_an_error_not_a_panic() {
        let error = to_png("<svg", &NONE).unwrap_err();
        assert!(
            error.message.starts_with("cannot read the drawing"),
            "{}",
            error.message
        );
    }

    /// A drawing of many shapes: circles, long thin lines, text, a group apart.
    fn many_shapes() -> String {
        let mut svg = String::from(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200pt\" height=\"1500pt\" \
             viewBox=\"0 0 1200 1500\">",
        );
        for i in 0..40 {
            let (x, y) = (30 * i, 37 * i);
            svg += &format!(
                "<circle cx=\"{x}\" cy=\"{y}\" r=\"23.5\" fill=\"none\" stroke=\"red\"/>\
                 <path d=\"M {x} 0 L {} 1500\" stroke=\"black\" stroke-width=\"0.7\"/>\
                 <g transform=\"translate(3.5 7.25)\"><text x=\"{x}\" y=\"{y}\">G = {i}</text>\
                 <g opacity=\"0.5\"><rect x=\"{y}\" y=\"{x}\" width=\"20\" height=\"9\" \
                 fill=\"blue\"/></g></g>",
                1200 - x
            );
        }
        svg + "</svg>"
    }

    #[test]
    fn a_picture_drawn_shape_by_shape_is_the_picture_drawn_at_once() {
        let svg = many_shapes();
        let (shapes, scale) = rasterise_by_strides(&svg, &NONE, 1).unwrap();
        let tree = read(&svg).unwrap();
        let mut whole = Pixmap::new(shapes.width(), shapes.height()).unwrap();
        whole.fill(Color::WHITE);
        resvg::render(
            &tree,
            Transform::from_scale(scale, scale),
            &mut whole.as_mut(),
        );
        // Shape by shape gives the one-call pixels, but for the anti-aliasing of an
        // axis-aligned hairline (the vertical line of i = 20 here) by a pixel or two of a
        // row: at most 8 bytes a row may differ, and nothing else.
        let row = shapes.width() as usize * 4;
        for (y, (a, b)) in shapes
            .data()
            .chunks(row)
            .zip(whole.data().chunks(row))
            .enumerate()
        {
            let differing = a.iter().zip(b).filter(|(a, b)| a != b).count();
            assert!(differing <= 8, "row {y}: {differing} bytes differ");
        }
    }

    #[test]
    fn a_picture_past_its_deadline_is_an_error_naming_the_limit() {
        let past = Deadline::starting_now(Some(Duration::ZERO));
        let error = to_png(&many_shapes(), &past).unwrap_err();
        assert!(
            error
                .message
                .starts_with("the picture was not finished within the time limit of 0 s"),
            "{}",
            error.message
        );
    }
}
