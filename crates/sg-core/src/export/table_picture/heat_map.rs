//! The heat map of a two-heap table: row a, column b, as in the text table; each cell a
//! square of pixels (or, past [`MOST_PIXELS`] cells a side, each pixel a block of cells:
//! red if the block holds a P-position, else the colour of the block's mean value).

use resvg::tiny_skia::Pixmap;

use super::super::image::ImageFormat;
use super::canvas::Canvas;
use super::colours::{P_COLOUR, STOPS, hex, of_value, ticks};
use crate::error::Error;
use crate::ir::Play;

/// The side of the map, in pixels, that cells are enlarged to (at most [`LARGEST_CELL`]).
const MAP_SIDE: u64 = 600;
const LARGEST_CELL: u64 = 40;
/// The most pixels a side: larger tables are shown a block of cells a pixel.
const MOST_PIXELS: u64 = 1200;
const LEFT: u32 = 100;
const TOP: u32 = 70;

/// The rows of a table, again from the start at each call (the map reads them twice).
pub(super) type RowSource<'a> = &'a dyn Fn() -> Box<dyn Iterator<Item = Vec<u64>> + 'a>;

/// The heat map of the (upto + 1)² table whose rows `rows` gives, in `format`.
pub fn heat_map(
    game: &str,
    play: Play,
    upto: u64,
    rows: RowSource,
    format: ImageFormat,
) -> Result<Vec<u8>, Error> {
    let side = upto + 1;
    let max = rows().flatten().max().unwrap_or(0);
    let block = side.div_ceil(MOST_PIXELS);
    let pixels = side.div_ceil(block);
    let cell = (MAP_SIDE / pixels).clamp(1, LARGEST_CELL);
    let map = (pixels * cell) as u32;
    let mut layer = Pixmap::new(map, map).ok_or_else(|| Error::new("the map is too large"))?;
    let mut sums = vec![0u64; pixels as usize];
    let mut counts = vec![0u64; pixels as usize];
    let mut p_position = vec![false; pixels as usize];
    let mut paint_row = |y: u64, sums: &[u64], counts: &[u64], p: &[bool]| {
        let width = layer.width() as usize;
        let data = layer.data_mut();
        for (x, ((&sum, &count), &p)) in sums.iter().zip(counts).zip(p).enumerate() {
            let colour = if p {
                of_value(0.0, max)
            } else {
                of_value(
                    (sum as f64 / count.max(1) as f64).max(f64::MIN_POSITIVE),
                    max,
                )
            };
            for dy in 0..cell as usize {
                for dx in 0..cell as usize {
                    let at =
                        ((y as usize * cell as usize + dy) * width + x * cell as usize + dx) * 4;
                    data[at..at + 4].copy_from_slice(&[colour[0], colour[1], colour[2], 255]);
                }
            }
        }
    };
    for (a, row) in rows().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            let x = b / block as usize;
            sums[x] += v;
            counts[x] += 1;
            p_position[x] |= v == 0;
        }
        let a = a as u64;
        if (a + 1).is_multiple_of(block) || a + 1 == side {
            paint_row(a / block, &sums, &counts, &p_position);
            sums.fill(0);
            counts.fill(0);
            p_position.fill(false);
        }
    }
    let value = play.value_name();
    let width = LEFT + map + 150;
    let height = TOP + map + if block > 1 { 40 } else { 20 };
    let mut canvas = Canvas::new(
        width,
        height,
        &format!(
            "{game}: {value}(a, b) for a, b = 0..{upto} ({} play)",
            play.name()
        ),
    );
    let per_cell = f64::from(map) / side as f64;
    let (left, top, map_f) = (f64::from(LEFT), f64::from(TOP), f64::from(map));
    canvas.text(left + map_f / 2.0, top - 22.0, 13.0, "middle", "b (heap 2)");
    canvas.text(34.0, top + map_f / 2.0 - 8.0, 13.0, "middle", "a");
    canvas.text(34.0, top + map_f / 2.0 + 8.0, 13.0, "middle", "(heap 1)");
    for t in ticks(upto) {
        let at = (t as f64 + 0.5) * per_cell;
        canvas.text(left + at, top - 6.0, 11.0, "middle", &t.to_string());
        canvas.text(left - 6.0, top + at + 4.0, 11.0, "end", &t.to_string());
    }
    canvas.rect(
        left - 0.5,
        top - 0.5,
        map_f + 1.0,
        map_f + 1.0,
        "none",
        "black",
    );
    // The legend: the scale from 1 to the largest value, and the P-positions' red.
    let bar_x = left + map_f + 30.0;
    let bar_h = (map_f - 40.0).max(60.0);
    let stops: String = STOPS
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            format!(
                "<stop offset=\"{}\" stop-color=\"{}\"/>",
                i as f64 / (STOPS.len() - 1) as f64,
                hex(c)
            )
        })
        .collect();
    canvas.raw(&format!(
        "<defs><linearGradient id=\"scale\" x1=\"0\" y1=\"1\" x2=\"0\" y2=\"0\">{stops}\
         </linearGradient></defs>\n"
    ));
    canvas.text(bar_x, top - 6.0, 13.0, "start", value);
    canvas.rect(bar_x, top, 20.0, bar_h, "url(#scale)", "black");
    let low = 1.min(max);
    for (t, label) in [(low, low), (max, max)] {
        let frac = if max > low {
            (t - low) as f64 / (max - low) as f64
        } else {
            0.0
        };
        canvas.text(
            bar_x + 26.0,
            top + bar_h * (1.0 - frac) + 4.0,
            11.0,
            "start",
            &label.to_string(),
        );
    }
    canvas.rect(
        bar_x,
        top + bar_h + 14.0,
        20.0,
        14.0,
        &hex(P_COLOUR),
        "black",
    );
    canvas.text(
        bar_x + 26.0,
        top + bar_h + 25.0,
        11.0,
        "start",
        &format!("P ({value} = 0)"),
    );
    if block > 1 {
        canvas.text(
            left + map_f / 2.0,
            top + map_f + 24.0,
            11.0,
            "middle",
            &format!("each pixel: a block of {block} x {block} cells (red: it holds a P-position)"),
        );
    }
    canvas.layer(LEFT, TOP, layer);
    canvas.finish(format)
}
