//! The one typeface of the built-in drawing: DejaVu Sans, shipped inside the program (so
//! a machine without fonts draws the same picture). Its advance widths size every label
//! before the layout; the PNG rasteriser draws the glyphs from the same bytes.

use std::sync::OnceLock;

use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};

/// The family named in the SVG: the shipped face first, then look-alikes a viewer may have.
#[cfg(feature = "png")]
pub(crate) const FAMILY: &str = "DejaVu Sans";
pub(crate) const FAMILY_LIST: &str = "'DejaVu Sans', Verdana, Arial, sans-serif";

/// The font file.
pub(crate) fn bytes() -> &'static [u8] {
    dejavu::sans::regular()
}

/// The face, read once, and the width (in ems) given to characters it lacks: a digit's.
struct Widths {
    font: FontRef<'static>,
    units_per_em: f32,
    fallback: f32,
}

fn widths() -> &'static Widths {
    static WIDTHS: OnceLock<Widths> = OnceLock::new();
    WIDTHS.get_or_init(|| {
        let font = FontRef::new(bytes()).expect("the shipped DejaVu Sans is a valid font");
        let units_per_em = f32::from(
            font.metrics(Size::unscaled(), LocationRef::default())
                .units_per_em,
        );
        let mut widths = Widths {
            font,
            units_per_em,
            fallback: 0.0,
        };
        widths.fallback = widths.advance('0').unwrap_or(0.6);
        widths
    })
}

impl Widths {
    /// The advance of `c` in ems, if the face has it.
    fn advance(&self, c: char) -> Option<f32> {
        let glyph = self.font.charmap().map(c)?;
        let metrics = self
            .font
            .glyph_metrics(Size::unscaled(), LocationRef::default());
        Some(metrics.advance_width(glyph)? / self.units_per_em)
    }
}

/// The width of one line of `text` set at `size` (kerning aside, which DejaVu Sans uses
/// little).
pub(crate) fn text_width(text: &str, size: f64) -> f64 {
    let widths = widths();
    let ems: f32 = text
        .chars()
        .map(|c| widths.advance(c).unwrap_or(widths.fallback))
        .sum();
    f64::from(ems) * size
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_come_from_the_face() {
        // DejaVu Sans: digits 1303/2048 em, a space 651/2048 em.
        let digit = text_width("0", 2048.0);
        assert!((digit - 1303.0).abs() < 0.5, "{digit}");
        assert!((text_width("0 0", 2048.0) - (2.0 * 1303.0 + 651.0)).abs() < 1.5);
        assert!(text_width("W", 10.0) > text_width("i", 10.0));
        // A character outside the face counts as a digit.
        assert_eq!(text_width("\u{10FFFD}", 10.0), text_width("0", 10.0));
    }
}
