//! Components drawn for a person, each on its own lines under the name play gives it:
//! Fibonacci Nim piles (recognised from the rules, as the theorems are) as tokens with the
//! most the player to move may take; components of two coordinates named `w, h` (or
//! `width, height`) as rectangles of squares; any other as its coordinates with their
//! names (`n = 13, m = 12`). A component the last move made is marked `*`. The games of
//! coins the theorems know (Twins, Turning Turtles, Ruler, Mock Turtles: a component is a
//! head at its place) are drawn as their row of coins, heads `●` and tails `○` under the
//! places' numbers (a number where a sum stacks several heads on one place), the coins the
//! last move turned marked `^`; Turning Corners as its grid of coins. For the page the
//! same rows of coins are a picture ([`coin_figure`]) whose coins name the moves that turn
//! them.

use crate::door::Sketch;
use crate::engine::{ComponentTheory, recognise_components};
use crate::export::{Coin, CoinFigure, CoinMove};
use crate::ir::ComponentGame;

/// Piles up to this many tokens are drawn token by token.
const DRAWN_TOKENS: u64 = 40;
/// Rectangles up to this wide and this high are drawn square by square.
const DRAWN_SIDES: (u64, u64) = (20, 8);

/// How the game's components look.
enum Look {
    Pile,
    Rectangle,
    Coordinates,
}

pub(super) fn draw(
    game: &ComponentGame,
    position: &[Vec<u64>],
    sketch: &Sketch<'_, &Vec<Vec<u64>>>,
) -> String {
    if position.is_empty() {
        return "    (nothing left)\n".to_string();
    }
    let theory = recognise_components(game);
    let before = sketch.before.map(Vec::as_slice);
    let coins = match theory {
        Some(ComponentTheory::TurningCorners) => coin_grid(position, before),
        _ => first_place(theory).and_then(|first| coin_row(position, before, first)),
    };
    if let Some(coins) = coins {
        return coins;
    }
    let look = if theory == Some(ComponentTheory::FibonacciNim) {
        Look::Pile
    } else if matches!(
        game.names.iter().map(String::as_str).collect::<Vec<_>>()[..],
        ["w", "h"] | ["width", "height"]
    ) {
        Look::Rectangle
    } else {
        Look::Coordinates
    };
    let before_of = |name: &str| -> Option<&Vec<u64>> {
        let j = sketch.before_items.iter().position(|b| b.name == name)?;
        sketch.before?.get(j)
    };
    let made_last = |i: usize| {
        sketch.before.is_some()
            && sketch
                .items
                .get(i)
                .is_some_and(|item| before_of(&item.name) != Some(&position[i]))
    };
    let mut text = String::new();
    for (i, component) in position.iter().enumerate() {
        let mark = if made_last(i) { "*" } else { " " };
        let name = sketch.name_of(i);
        text += &match look {
            Look::Pile => pile(&name, mark, component),
            Look::Rectangle => rectangle(&name, mark, component),
            Look::Coordinates => coordinates(game, &name, mark, component),
        };
    }
    text
}

/// `pile 1  ● ● ● ●  4; you may take up to 2`.
fn pile(name: &str, mark: &str, pile: &[u64]) -> String {
    let (n, m) = (pile[0], pile.get(1).copied().unwrap_or(0));
    let tokens = match n {
        0 => "-".to_string(),
        n if n <= DRAWN_TOKENS => vec!["●"; n as usize].join(" "),
        _ => "●●●…●●●".to_string(),
    };
    let may = match n.min(m) {
        0 => "no move left here".to_string(),
        1 => "you may take 1".to_string(),
        k => format!("you may take 1 to {k}"),
    };
    format!("  {mark} pile {name}  {tokens}  {n} tokens; {may}\n")
}

/// `sheet 1  4 x 2` and the squares.
fn rectangle(name: &str, mark: &str, sides: &[u64]) -> String {
    let (w, h) = (sides[0], sides[1]);
    let mut text = format!("  {mark} sheet {name}  {w} x {h}\n");
    if w <= DRAWN_SIDES.0 && h <= DRAWN_SIDES.1 {
        for _ in 0..h {
            text += &format!("        {}\n", vec!["□"; w as usize].join(""));
        }
    }
    text
}

/// `1  n = 13, m = 12`.
fn coordinates(game: &ComponentGame, name: &str, mark: &str, component: &[u64]) -> String {
    let said: Vec<String> = game
        .names
        .iter()
        .zip(component)
        .map(|(n, v)| format!("{n} = {v}"))
        .collect();
    format!("  {mark} {name}  {}\n", said.join(", "))
}

/// The most places a row of coins, or a side of a grid of them, is drawn with.
const DRAWN_COINS: u64 = 40;
/// The most moves a picture of coins names (more are played from the list).
const FIGURE_MOVES: usize = 5000;

/// The first place of the row of coins of a game the theorems know as one of a row of
/// coins (a component is a head at its place), `None` for any other game.
fn first_place(theory: Option<ComponentTheory>) -> Option<u64> {
    match theory? {
        ComponentTheory::Twins | ComponentTheory::MockTurtles => Some(0),
        ComponentTheory::TurningTurtles | ComponentTheory::Ruler => Some(1),
        _ => None,
    }
}

/// The places where a head count differs in parity between two positions: the coins a
/// move between them turns.
fn turned(now: &[Vec<u64>], then: &[Vec<u64>]) -> Vec<u64> {
    let (now, then) = (heads(now), heads(then));
    let mut places: Vec<u64> = now
        .keys()
        .chain(then.keys())
        .filter(|place| {
            now.get(*place).copied().unwrap_or(0) % 2 != then.get(*place).copied().unwrap_or(0) % 2
        })
        .map(|place| place[0])
        .collect();
    places.sort_unstable();
    places.dedup();
    places
}

/// A row of coins as a picture for the page: each place from the first to the last head,
/// the coins the last move turned, and each move by the coins it turns with the line that
/// plays it (its words; where two moves read the same, the position after it). `None` for
/// a game that is not a row of coins, or a row too long to draw.
pub(super) fn coin_figure(
    game: &ComponentGame,
    position: &[Vec<u64>],
    sketch: &Sketch<'_, &Vec<Vec<u64>>>,
) -> Option<CoinFigure> {
    let first = first_place(recognise_components(game))?;
    let now = heads(position);
    let last = now.keys().next_back().map_or(first, |h| h[0]).max(first);
    if last - first >= DRAWN_COINS {
        return None;
    }
    let turned_last = sketch
        .before
        .map(|before| turned(position, before))
        .unwrap_or_default();
    let last = last.max(turned_last.last().copied().unwrap_or(first));
    let coins = (first..=last)
        .map(|place| Coin {
            place,
            heads: now.get(&vec![place]).copied().unwrap_or(0),
            turned_last: turned_last.contains(&place),
        })
        .collect();
    let mut moves: Vec<(CoinMove, Vec<Vec<u64>>)> = Vec::new();
    for (i, component) in position.iter().enumerate() {
        for mv in game.moves_of(component).ok()? {
            let mut after = position.to_vec();
            after.splice(i..=i, mv.components.iter().cloned());
            let places = turned(&after, position);
            if moves.iter().any(|(m, _)| m.places == places) {
                continue;
            }
            let input = game.describe(component, &mv);
            moves.push((CoinMove { places, input }, after));
        }
        if moves.len() > FIGURE_MOVES {
            return None;
        }
    }
    let words: Vec<String> = moves.iter().map(|(m, _)| m.input.clone()).collect();
    let moves = moves
        .into_iter()
        .map(|(mut mv, after)| {
            if words.iter().filter(|w| **w == mv.input).count() > 1 {
                let after: Vec<String> = after.iter().map(|c| c[0].to_string()).collect();
                mv.input = format!("to {}", after.join(" "));
            }
            mv
        })
        .collect();
    Some(CoinFigure {
        title: game.name.clone(),
        coins,
        moves,
    })
}

/// The heads of a game of coins: how many stand on each place. A move in the sum of
/// components may put a head where one stands (in the coins' own game that turns it back
/// to a tail): both stay, worth nothing together, each still a component to move.
fn heads(position: &[Vec<u64>]) -> std::collections::BTreeMap<Vec<u64>, usize> {
    let mut heads = std::collections::BTreeMap::new();
    for head in position {
        *heads.entry(head.clone()).or_insert(0) += 1;
    }
    heads
}

/// A coin: `○` no head, `●` one, or how many heads stand there.
fn coin(count: usize) -> String {
    match count {
        0 => "○".to_string(),
        1 => "●".to_string(),
        n => n.to_string(),
    }
}

/// What the drawings of coins say of their marks.
fn legend(heads: usize, stacked: bool) -> String {
    let stacks = match stacked {
        true => ", a number: that many heads on one place (two are worth nothing together)",
        false => "",
    };
    format!("    ● a head, ○ a tail{stacks}; {heads} heads\n")
}

/// A row of coins from place `first` to the last head: the places' numbers, the coins,
/// and `^` under each coin the last move turned; `None` where the row is too long to draw.
fn coin_row(position: &[Vec<u64>], before: Option<&[Vec<u64>]>, first: u64) -> Option<String> {
    let now = heads(position);
    let then = before.map(heads);
    // To the last head, or to the last coin the last move turned, where that is further.
    let last = now
        .keys()
        .chain(then.iter().flat_map(|then| then.keys()))
        .next_back()
        .map_or(first, |h| h[0])
        .max(now.keys().next_back().map_or(first, |h| h[0]))
        .max(first);
    if last - first >= DRAWN_COINS {
        return None;
    }
    let width = last.to_string().len();
    let mut numbers = Vec::new();
    let mut coins = Vec::new();
    let mut turned = Vec::new();
    for place in first..=last {
        let count = now.get(&vec![place]).copied().unwrap_or(0);
        numbers.push(format!("{place:>width$}"));
        coins.push(format!("{:>width$}", coin(count)));
        let was = then
            .as_ref()
            .map(|then| then.get(&vec![place]).copied().unwrap_or(0));
        let mark = if was.is_some_and(|was| was != count) {
            "^"
        } else {
            " "
        };
        turned.push(format!("{mark:>width$}"));
    }
    let mut text = format!(
        "    place  {}\n    coin   {}\n",
        numbers.join(" "),
        coins.join(" ")
    );
    if turned.iter().any(|t| t.contains('^')) {
        text += &format!("           {}\n", turned.join(" ").trim_end());
    }
    text += &legend(position.len(), now.values().any(|&n| n > 1));
    Some(text)
}

/// A grid of coins with a head at each place `x,y` (rows x, columns y, from 0) up to the
/// last head, the coins the last move turned marked `^`; `None` where it is too large.
fn coin_grid(position: &[Vec<u64>], before: Option<&[Vec<u64>]>) -> Option<String> {
    let now = heads(position);
    let rows = now.keys().map(|h| h[0]).max().unwrap_or(0);
    let columns = now.keys().map(|h| h[1]).max().unwrap_or(0);
    if rows >= DRAWN_COINS || columns >= DRAWN_COINS {
        return None;
    }
    let then = before.map(heads);
    let width = columns.to_string().len() + 1;
    let margin = rows.to_string().len();
    let numbers: Vec<String> = (0..=columns)
        .map(|y| format!("{y:>w$} ", w = width - 1))
        .collect();
    let mut text = format!("    {:margin$}  {}\n", "", numbers.join(" ").trim_end());
    for x in 0..=rows {
        let cells: Vec<String> = (0..=columns)
            .map(|y| {
                let place = vec![x, y];
                let count = now.get(&place).copied().unwrap_or(0);
                let was = then
                    .as_ref()
                    .map(|then| then.get(&place).copied().unwrap_or(0));
                let mark = if was.is_some_and(|was| was != count) {
                    "^"
                } else {
                    " "
                };
                format!("{:>w$}{mark}", coin(count), w = width - 1)
            })
            .collect();
        text += &format!("    {x:>margin$}  {}\n", cells.join(" ").trim_end());
    }
    text += &legend(position.len(), now.values().any(|&n| n > 1));
    text += "    (^ turned by the last move)\n";
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn places(heads: &[u64]) -> Vec<Vec<u64>> {
        heads.iter().map(|&h| vec![h]).collect()
    }

    #[test]
    fn coins_are_drawn_as_a_row_with_the_turned_ones_marked() {
        assert_eq!(
            coin_row(&places(&[0, 1, 2, 3]), None, 0).unwrap(),
            "    place  0 1 2 3\n    coin   ● ● ● ●\n    ● a head, ○ a tail; 4 heads\n"
        );
        // Mock Turtles `2 to 0 1` from 0 1 2 3: two heads on 0 and on 1 (worth nothing
        // together), none on 2.
        let after = places(&[0, 1, 0, 1, 3]);
        let drawn = coin_row(&after, Some(&places(&[0, 1, 2, 3])), 0).unwrap();
        assert!(
            drawn.contains("    coin   2 2 ○ ●\n           ^ ^ ^\n"),
            "{drawn}"
        );
        assert!(drawn.contains("that many heads on one place"), "{drawn}");
        assert!(coin_row(&places(&[100]), None, 1).is_none());
    }
}
