//! A picture being drawn: SVG for the frame, and at most one raster layer (the cells of a
//! heat map), finished as SVG (the layer embedded as a PNG image) or as PNG (the layer
//! laid over the rasterised frame). Units are pixels.

use std::fmt::Write;

use base64::Engine;
use resvg::tiny_skia::{Pixmap, PixmapPaint, Transform};

use super::super::drawing::{FAMILY_LIST, encode, rasterise};
use super::super::image::ImageFormat;
use crate::engine::Deadline;
use crate::error::Error;

pub(super) struct Canvas {
    width: u32,
    height: u32,
    body: String,
    layer: Option<(u32, u32, Pixmap)>,
}

/// `text` escaped for XML.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

impl Canvas {
    pub(super) fn new(width: u32, height: u32, title: &str) -> Canvas {
        let mut canvas = Canvas {
            width,
            height,
            body: String::new(),
            layer: None,
        };
        canvas.text(f64::from(width) / 2.0, 28.0, 16.0, "middle", title);
        canvas
    }

    /// Text at (x, y) (its baseline), anchored `start`, `middle` or `end`.
    pub(super) fn text(&mut self, x: f64, y: f64, size: f64, anchor: &str, text: &str) {
        let _ = writeln!(
            self.body,
            "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{size}\" text-anchor=\"{anchor}\">{}</text>",
            escaped(text)
        );
    }

    pub(super) fn rect(
        &mut self,
        x: f64,
        y: f64,
        width: f64,
        height: f64,
        fill: &str,
        stroke: &str,
    ) {
        let _ = writeln!(
            self.body,
            "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{width:.1}\" height=\"{height:.1}\" \
             fill=\"{fill}\" stroke=\"{stroke}\"/>"
        );
    }

    pub(super) fn line(&mut self, from: (f64, f64), to: (f64, f64), stroke: &str, dashed: bool) {
        let dash = if dashed {
            " stroke-dasharray=\"6,4\""
        } else {
            ""
        };
        let _ = writeln!(
            self.body,
            "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"{stroke}\" \
             stroke-width=\"1.5\"{dash}/>",
            from.0, from.1, to.0, to.1
        );
    }

    /// Raw SVG elements (gradients, many small marks).
    pub(super) fn raw(&mut self, svg: &str) {
        self.body.push_str(svg);
    }

    /// The raster layer, its top left corner at (x, y).
    pub(super) fn layer(&mut self, x: u32, y: u32, pixmap: Pixmap) {
        self.layer = Some((x, y, pixmap));
    }

    fn svg(&self, with_layer: bool) -> Result<String, Error> {
        let (w, h) = (self.width, self.height);
        let mut out = format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!-- Drawn by sg -->\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"{FAMILY_LIST}\">\n\
             <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        );
        if let (true, Some((x, y, pixmap))) = (with_layer, &self.layer) {
            let png = base64::engine::general_purpose::STANDARD.encode(encode(pixmap)?);
            let _ = writeln!(
                out,
                "<image x=\"{x}\" y=\"{y}\" width=\"{}\" height=\"{}\" \
                 style=\"image-rendering:pixelated\" href=\"data:image/png;base64,{png}\"/>",
                pixmap.width(),
                pixmap.height()
            );
        }
        out += &self.body;
        out += "</svg>\n";
        Ok(out)
    }

    pub(super) fn finish(self, format: ImageFormat) -> Result<Vec<u8>, Error> {
        match format {
            ImageFormat::Svg => Ok(self.svg(true)?.into_bytes()),
            ImageFormat::Png => {
                // The frame is axes, labels and a legend, drawn in a moment whatever the
                // table's size (the cells are the layer, drawn apart): no deadline.
                let (mut pixmap, scale) = rasterise(&self.svg(false)?, &Deadline::unlimited())?;
                if let Some((x, y, layer)) = &self.layer {
                    // The transform scales the corner too.
                    pixmap.draw_pixmap(
                        *x as i32,
                        *y as i32,
                        layer.as_ref(),
                        &PixmapPaint::default(),
                        Transform::from_scale(scale, scale),
                        None,
                    );
                }
                encode(&pixmap)
            }
        }
    }
}
