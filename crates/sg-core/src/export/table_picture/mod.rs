//! Tables as pictures: a two-heap table as a heat map of G(a, b) with its colour scale and
//! the P-positions in red ([`heat_map`]); single heaps as a plot of G(n) against n, the
//! proved period or arithmetic-periodic line drawn ([`value_plot`]). Misère tables show
//! the misère values, their P-positions (G⁻ = 0) marked the same way.
//!
//! The frame (title, axes, legend) is SVG written here; the cells of a heat map are one
//! raster layer (a cell is a square of pixels, or a pixel stands for a block of cells in a
//! large table), embedded in the SVG as a PNG image, or laid over the frame rasterised by
//! the project's own SVG-to-PNG path (resvg with the shipped typeface: no system font or
//! library is needed).

mod canvas;
mod colours;
mod heat_map;
mod plot;

pub use heat_map::heat_map;
pub use plot::{Plot, value_plot};
