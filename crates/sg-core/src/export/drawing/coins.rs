//! A row of coins drawn as a picture for play (Turning Turtles, Twins, Ruler, Mock
//! Turtles): each place's coin under its number, a head gold, a tail pale, a coin the last
//! move turned outlined in red; a place where a sum stacks several heads shows how many.
//!
//! Every coin is a group (`class="coin"`, with a `<title>`) carrying its place
//! (`data-coin`), its face (`data-state`: `head` or `tail`) and, where the last move turned
//! it, `data-last="turned"`. Every move is an empty group of its own (`class="coin-move"`)
//! naming the coins it turns (`data-coins="3 6"`) and the line that plays it
//! (`data-move`), so that a page can play a move from clicks on its coins without knowing
//! the rules.

use super::MARGIN;
use super::geometry::Shape;
use super::layout::{Point, Size};
use super::svg::{Stroke, Svg, TextStyle};

/// A place of the row as play draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coin {
    /// Its place, as moves name it.
    pub place: u64,
    /// How many heads stand there: 0 a tail, 1 a head (more in a sum).
    pub heads: usize,
    /// Whether the last move turned it.
    pub turned_last: bool,
}

/// A move as the coins it turns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoinMove {
    /// The places of the coins it turns, in increasing order.
    pub places: Vec<u64>,
    /// The line that plays it (`turn coins 3 and 6`).
    pub input: String,
}

/// A row of coins as play draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoinFigure {
    /// The title a viewer shows.
    pub title: String,
    /// Every place from the first to the last head, in order.
    pub coins: Vec<Coin>,
    /// The moves, each by the coins it turns.
    pub moves: Vec<CoinMove>,
}

/// The distance between the centres of two coins, and a coin's diameter.
const STEP: f64 = 36.0;
const DIAMETER: f64 = 28.0;
/// Room for the places' numbers above the coins.
const LABELS: f64 = 22.0;
const HEAD_FILL: &str = "#e8b04b";
const HEAD_EDGE: &str = "#7a5a1c";
const TAIL_FILL: &str = "#eeeeee";
const TAIL_EDGE: &str = "#9e9e9e";
const LAST_COLOR: &str = "#c62828";
const LABEL: TextStyle = TextStyle {
    size: 12.0,
    color: "#6b6b70",
    centred: true,
};
const FACE: TextStyle = TextStyle {
    size: 12.0,
    color: "#3b2a08",
    centred: true,
};

/// The row drawn as SVG.
pub fn coins_svg(figure: &CoinFigure) -> String {
    let size = Size {
        width: 2.0 * MARGIN + figure.coins.len().max(1) as f64 * STEP,
        height: 2.0 * MARGIN + LABELS + STEP,
    };
    let mut svg = Svg::new(size, &figure.title);
    let round = Shape::Ellipse(Size {
        width: DIAMETER,
        height: DIAMETER,
    });
    for (i, coin) in figure.coins.iter().enumerate() {
        let x = MARGIN + (i as f64 + 0.5) * STEP;
        let place = coin.place.to_string();
        svg.text(
            Point {
                x,
                y: MARGIN + LABELS / 2.0,
            },
            &[&place],
            LABEL,
        );
        let face = if coin.heads > 0 { "head" } else { "tail" };
        let mut data = vec![("coin", place.as_str()), ("state", face)];
        if coin.turned_last {
            data.push(("last", "turned"));
        }
        let title = match coin.heads {
            0 => format!("coin {place}: tail"),
            1 => format!("coin {place}: head"),
            n => format!("coin {place}: {n} heads"),
        };
        svg.open_item("coin", &title, &data);
        let (fill, edge) = match coin.heads {
            0 => (TAIL_FILL, TAIL_EDGE),
            _ => (HEAD_FILL, HEAD_EDGE),
        };
        let stroke = match coin.turned_last {
            true => Stroke {
                color: LAST_COLOR,
                width: 3.0,
            },
            false => Stroke {
                color: edge,
                width: 1.5,
            },
        };
        let centre = Point {
            x,
            y: MARGIN + LABELS + STEP / 2.0,
        };
        svg.shape(round, centre, fill, stroke);
        if coin.heads > 1 {
            svg.text(centre, &[&coin.heads.to_string()], FACE);
        }
        svg.close_group();
    }
    for mv in &figure.moves {
        let places: Vec<String> = mv.places.iter().map(u64::to_string).collect();
        let places = places.join(" ");
        svg.open_item(
            "coin-move",
            &mv.input,
            &[("coins", &places), ("move", &mv.input)],
        );
        svg.close_group();
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_coin_and_every_move_is_a_group_with_its_places() {
        let coin = |place, heads, turned_last| Coin {
            place,
            heads,
            turned_last,
        };
        let figure = CoinFigure {
            title: "t".to_string(),
            coins: vec![coin(1, 0, true), coin(2, 1, false), coin(3, 2, false)],
            moves: vec![CoinMove {
                places: vec![1, 2],
                input: "turn coins 1 and 2".to_string(),
            }],
        };
        let svg = coins_svg(&figure);
        assert_eq!(svg.matches("<g class=\"coin\"").count(), 3, "{svg}");
        assert!(
            svg.contains("data-coin=\"1\" data-state=\"tail\" data-last=\"turned\""),
            "{svg}"
        );
        assert!(
            svg.contains("data-coin=\"2\" data-state=\"head\">"),
            "{svg}"
        );
        assert!(
            svg.contains(
                "<g class=\"coin-move\" data-coins=\"1 2\" data-move=\"turn coins 1 and 2\">"
            ),
            "{svg}"
        );
        // The stacked place shows its count; the numbers of the three places are above.
        assert!(svg.contains(">2</text>"), "{svg}");
        assert!(svg.contains(">3</text>"), "{svg}");
        assert_eq!(svg.matches("stroke=\"#c62828\"").count(), 1, "{svg}");
    }
}
