//! SVG to PNG with resvg, the text set in the shipped typeface only (so no system font is
//! read and the picture is the same everywhere; it stands in for every generic family).
//! The drawing's points become pixels at 96 to the inch (4/3 of a pixel each, as Graphviz
//! draws PNG); a drawing too large for that is scaled down to fit [`MAX_PIXELS`] and
//! [`MAX_SIDE`], so memory stays bounded.

use resvg::tiny_skia::{Color, Pixmap, Transform};
use resvg::usvg::{Options, Tree};

use super::font;
use crate::error::Error;

/// The most pixels a PNG may have (128 MiB of RGBA), and the longest side.
pub(crate) const MAX_PIXELS: f32 = 32.0 * 1024.0 * 1024.0;
pub(crate) const MAX_SIDE: f32 = 32_000.0;

/// The SVG `svg` drawn as a PNG on white.
pub(crate) fn to_png(svg: &str) -> Result<Vec<u8>, Error> {
    encode(&rasterise(svg)?.0)
}

/// The SVG `svg` drawn on white, and the scale from its points to the pixels.
pub(crate) fn rasterise(svg: &str) -> Result<(Pixmap, f32), Error> {
    let mut options = Options {
        font_family: font::FAMILY.to_string(),
        ..Options::default()
    };
    let fonts = options.fontdb_mut();
    fonts.load_font_data(font::bytes().to_vec());
    fonts.set_sans_serif_family(font::FAMILY);
    fonts.set_serif_family(font::FAMILY);
    fonts.set_monospace_family(font::FAMILY);
    let tree = Tree::from_str(svg, &options)
        .map_err(|e| Error::new(format!("cannot read the drawing to rasterise it: {e}")))?;
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
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok((pixmap, scale))
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
        assert_eq!(dimensions(&to_png(&svg(300, 150)).unwrap()), (400, 200));
        let (w, h) = dimensions(&to_png(&svg(200_000, 100)).unwrap());
        assert_eq!(w, 32_000);
        assert!(h <= 17, "{h}");
        let (w, h) = dimensions(&to_png(&svg(20_000, 20_000)).unwrap());
        assert!(
            f64::from(w) * f64::from(h) <= f64::from(MAX_PIXELS) * 1.001,
            "{w} {h}"
        );
    }

    #[test]
    fn text_is_drawn_with_the_shipped_face() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"30\">\
                   <text x=\"5\" y=\"20\" font-family=\"no such face, sans-serif\">G = 0</text></svg>";
        let png = to_png(svg).unwrap();
        let plain =
            to_png("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"30\"></svg>")
                .unwrap();
        assert_ne!(png, plain, "the text left no mark");
    }

    #[test]
    fn a_broken_drawing_is_an_error_not_a_panic() {
        let error = to_png("<svg").unwrap_err();
        assert!(
            error.message.starts_with("cannot read the drawing"),
            "{}",
            error.message
        );
    }
}
