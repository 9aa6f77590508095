//! The plot of G(n) against n for single heaps: a dot a heap (or, when there are more
//! heaps than pixels, the range of the values in each pixel column), P-positions in red,
//! and what is proved about the values drawn: the start of the period and one period
//! shaded, or the line G(n) grows along in an arithmetic period.

use std::fmt::Write;

use super::super::image::ImageFormat;
use super::canvas::Canvas;
use super::colours::{P_COLOUR, hex, ticks};
use crate::engine::{ArithmeticPeriod, Period};
use crate::error::Error;
use crate::ir::Play;

const WIDTH: f64 = 800.0;
const HEIGHT: f64 = 380.0;
const LEFT: f64 = 70.0;
const TOP: f64 = 60.0;

/// What a plot shows.
pub struct Plot<'a> {
    /// The game's name, for the title.
    pub game: &'a str,
    /// The play convention the values are of.
    pub play: Play,
    /// G(0..=N) (G⁻ in misère play).
    pub values: &'a [u64],
    /// The proved period, drawn as the period's start and one period shaded.
    pub period: Option<Period>,
    /// The proved arithmetic period, drawn as the line the values grow along.
    pub arithmetic_period: Option<ArithmeticPeriod>,
}

/// The plot as an SVG or PNG file's bytes.
pub fn value_plot(plot: &Plot, format: ImageFormat) -> Result<Vec<u8>, Error> {
    let values = plot.values;
    let last = values.len().saturating_sub(1) as u64;
    let max = values.iter().copied().max().unwrap_or(0);
    let x = |n: f64| LEFT + n / last.max(1) as f64 * WIDTH;
    let y = |g: f64| TOP + HEIGHT - g / max.max(1) as f64 * HEIGHT;
    let value = plot.play.value_name();
    let mut canvas = Canvas::new(
        (LEFT + WIDTH + 40.0) as u32,
        (TOP + HEIGHT + 80.0) as u32,
        &format!(
            "{}: {value}(n) for n = 0..{last} ({} play)",
            plot.game,
            plot.play.name()
        ),
    );
    canvas.rect(LEFT, TOP, WIDTH, HEIGHT, "none", "black");
    for t in ticks(last) {
        canvas.text(
            x(t as f64),
            TOP + HEIGHT + 16.0,
            11.0,
            "middle",
            &t.to_string(),
        );
    }
    for t in ticks(max) {
        canvas.text(LEFT - 6.0, y(t as f64) + 4.0, 11.0, "end", &t.to_string());
    }
    canvas.text(
        LEFT + WIDTH / 2.0,
        TOP + HEIGHT + 36.0,
        13.0,
        "middle",
        "n (heap)",
    );
    canvas.text(
        LEFT - 40.0,
        TOP - 10.0,
        13.0,
        "start",
        &format!("{value}(n)"),
    );
    // What is proved, under the values.
    let caption = match (plot.period, plot.arithmetic_period) {
        (Some(p), _) => {
            let from = p.preperiod.min(last) as f64;
            let to = (p.preperiod + p.period).min(last) as f64;
            canvas.rect(
                x(from),
                TOP,
                (x(to) - x(from)).max(1.0),
                HEIGHT,
                "#e8e8ff",
                "none",
            );
            canvas.line((x(from), TOP), (x(from), TOP + HEIGHT), "#3050c0", true);
            Some(format!(
                "proved: period {} from n = {} (shaded: one period)",
                p.period, p.preperiod
            ))
        }
        (None, Some(a)) if a.preperiod < last => {
            // The line through the mean of one period, rising by the saltus each period.
            let slope = a.saltus as f64 / a.period as f64;
            let first = a.preperiod as usize;
            let end = (first + a.period as usize).min(values.len());
            let offset = (first..end)
                .map(|n| values[n] as f64 - slope * (n - first) as f64)
                .sum::<f64>()
                / (end - first).max(1) as f64;
            let at = |n: f64| offset + slope * (n - a.preperiod as f64);
            let (from, to) = (a.preperiod as f64, last as f64);
            canvas.line((x(from), y(at(from))), (x(to), y(at(to))), "#3050c0", true);
            Some(format!(
                "proved: {value}(n + {0}) = {value}(n) + {1} from n = {2} (dashed: slope {3})",
                a.period,
                a.saltus,
                a.preperiod,
                fraction(a.saltus, a.period)
            ))
        }
        _ => None,
    };
    if let Some(caption) = caption {
        canvas.text(
            LEFT + WIDTH / 2.0,
            TOP + HEIGHT + 60.0,
            12.0,
            "middle",
            &caption,
        );
    }
    let mut marks = String::new();
    let p_colour = hex(P_COLOUR);
    if values.len() as f64 > WIDTH * 2.0 {
        // A column of pixels a range of heaps: the span of their values.
        let per = values.len().div_ceil(WIDTH as usize);
        for (i, chunk) in values.chunks(per).enumerate() {
            let low = *chunk.iter().min().expect("a chunk has values");
            let high = *chunk.iter().max().expect("a chunk has values");
            let colour = if low == 0 { &p_colour } else { "#202020" };
            let column = LEFT + i as f64 * WIDTH / values.len().div_ceil(per) as f64;
            let _ = writeln!(
                marks,
                "<rect x=\"{column:.1}\" y=\"{:.1}\" width=\"1\" height=\"{:.1}\" fill=\"{colour}\"/>",
                y(high as f64) - 1.0,
                y(low as f64) - y(high as f64) + 2.0
            );
        }
    } else {
        let size = if values.len() > 400 { 2.0 } else { 4.0 };
        for (n, &g) in values.iter().enumerate() {
            let colour = if g == 0 { &p_colour } else { "#202020" };
            let _ = writeln!(
                marks,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{size}\" height=\"{size}\" fill=\"{colour}\"/>",
                x(n as f64) - size / 2.0,
                y(g as f64) - size / 2.0
            );
        }
    }
    canvas.raw(&marks);
    canvas.text(
        LEFT + WIDTH,
        TOP - 10.0,
        11.0,
        "end",
        &format!("red: P-positions ({value} = 0)"),
    );
    canvas.finish(format)
}

/// `p/q` in lowest terms, or the whole number it is.
fn fraction(p: u64, q: u64) -> String {
    let (mut a, mut b) = (p, q);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let d = a.max(1);
    match q / d {
        1 => format!("{}", p / d),
        q => format!("{}/{q}", p / d),
    }
}

#[cfg(test)]
mod tests {
    use super::fraction;

    #[test]
    fn slopes_are_written_in_lowest_terms() {
        assert_eq!(fraction(4, 4), "1");
        assert_eq!(fraction(2, 4), "1/2");
        assert_eq!(fraction(3, 2), "3/2");
        assert_eq!(fraction(8, 2), "4");
        assert_eq!(fraction(0, 5), "0");
    }
}
