//! Components drawn for a person, each on its own lines under the name play gives it:
//! Fibonacci Nim piles (recognised from the rules, as the theorems are) as tokens with the
//! most the player to move may take; components of two coordinates named `w, h` (or
//! `width, height`) as rectangles of squares; any other as its coordinates with their
//! names (`n = 13, m = 12`). A component the last move made is marked `*`.

use crate::door::Sketch;
use crate::engine::{ComponentTheory, recognise_components};
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
    let look = if recognise_components(game) == Some(ComponentTheory::FibonacciNim) {
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
