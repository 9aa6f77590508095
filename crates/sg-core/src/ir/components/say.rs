//! How a move of a game of components reads: `say "take {k}, leaving {n - k}"` after a
//! rule gives its moves words of the game's own, with the values of expressions of the
//! coordinates and the chosen numbers in braces. A rule without `say` reads as the plain
//! form `k = 3: 13,12 to 10,6`, which play also accepts typed for any rule. The words are
//! evaluated when a move is described (`sg solve`, the move list of `sg play`, the page),
//! and a move is typed back by its words, so the text is the one the move list shows.

use std::fmt;

use super::ComponentMove;
use crate::ir::condition::Expr;

/// A piece of a rule's words.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum SayPart {
    /// Words written as they are.
    Words(String),
    /// The value of an expression of the coordinates and the chosen numbers.
    Value(Expr),
}

/// The words of a rule: `say "…"`, lowered.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Say {
    pub parts: Vec<SayPart>,
}

impl Say {
    /// The words for the move that chose `vars` (the coordinates, then the chosen
    /// numbers); `None` when an expression cannot be evaluated there (a division by 0),
    /// so that the move reads in the plain form instead.
    pub(crate) fn words(&self, vars: &[i128]) -> Option<String> {
        let mut text = String::new();
        for part in &self.parts {
            match part {
                SayPart::Words(words) => text.push_str(words),
                SayPart::Value(expr) => text.push_str(&expr.value(vars).ok()?.to_string()),
            }
        }
        Some(text)
    }

    /// The clause as `sg check` prints it, with the rule's names.
    pub(crate) fn named<'a>(&'a self, names: &'a [String]) -> NamedSay<'a> {
        NamedSay { say: self, names }
    }
}

/// `say "…"` printed with names.
pub(crate) struct NamedSay<'a> {
    say: &'a Say,
    names: &'a [String],
}

impl fmt::Display for NamedSay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("say \"")?;
        for part in &self.say.parts {
            match part {
                SayPart::Words(words) => f.write_str(words)?,
                SayPart::Value(expr) => write!(f, "{{{}}}", expr.named(self.names))?,
            }
        }
        f.write_str("\"")
    }
}

/// The plain form of a move: "k = 3: 13,12 to 10,6", "13 to nothing", or "1,3 wins"
/// (`names` the rule's names, the coordinates first).
pub(crate) fn plain(names: &[String], wins: bool, component: &[u64], mv: &ComponentMove) -> String {
    let dimension = component.len();
    let chosen: Vec<String> = mv
        .chosen
        .iter()
        .enumerate()
        .map(|(i, v)| format!("{} = {v}", names[dimension + i]))
        .collect();
    let words = |c: &[u64]| c.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
    let left = if mv.components.is_empty() {
        "nothing".to_string()
    } else {
        mv.components
            .iter()
            .map(|c| words(c))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let prefix = if chosen.is_empty() {
        String::new()
    } else {
        format!("{}: ", chosen.join(", "))
    };
    if wins {
        return format!("{prefix}{} wins", words(component));
    }
    format!("{prefix}{} to {left}", words(component))
}

impl super::ComponentGame {
    /// The position after the move that `line` writes in the plain form (`k = 1: 20,19
    /// to 19,2`, `6 to nothing`, `1,3 wins`), whatever its rule says: the other components
    /// and what the move leaves, or nothing after a move that wins at once; `None` when no
    /// move of a component of `position` reads so.
    pub fn plain_move(&self, position: &[Vec<u64>], line: &str) -> Option<Vec<Vec<u64>>> {
        let typed = spaced(line);
        let body = typed
            .rsplit_once(": ")
            .map_or(typed.as_str(), |(_, body)| body);
        let named = match body.split_once(" to ") {
            Some((named, _)) => named,
            None => body.strip_suffix(" wins")?,
        };
        let dimension = self.dimension();
        let (place, component) = position
            .iter()
            .enumerate()
            .find(|(_, c)| c.iter().map(u64::to_string).collect::<Vec<_>>().join(",") == named)?;
        let mut left = None;
        let _ = self.try_for_each_move(component, &mut |rule, vars, after| {
            let mv = ComponentMove {
                rule,
                chosen: vars[dimension..].to_vec(),
                components: after.to_vec(),
            };
            if spaced(&self.plain_description(component, &mv)) == typed {
                left = Some(match self.rules[rule].wins {
                    true => Vec::new(),
                    false => [&position[..place], &mv.components, &position[place + 1..]].concat(),
                });
                return std::ops::ControlFlow::Break(());
            }
            std::ops::ControlFlow::Continue(())
        });
        left
    }
}

/// `line` with its words separated by single spaces, in lower case.
fn spaced(line: &str) -> String {
    line.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

#[cfg(test)]
mod tests {
    use crate::ir::ComponentGame;
    use crate::{Source, syntax};

    fn game(rules: &str) -> ComponentGame {
        let text = format!("game \"g\"\ncomponent n, m = n\n{rules}\n");
        let file = syntax::parse(&text).unwrap();
        crate::ir::lower_components(&file, &Source::new("g", text.clone()), &[])
            .unwrap()
            .unwrap()
    }

    /// Every move's words from `component`, in the game's order.
    fn described(game: &ComponentGame, component: &[u64]) -> Vec<String> {
        let moves = game.moves_of(component).unwrap();
        moves
            .iter()
            .map(|mv| game.describe(component, mv))
            .collect()
    }

    #[test]
    fn a_rule_reads_in_its_words_with_the_values_put_in() {
        let said = game(
            "move choose k in 1..min(n, m) to (n - k, 2 * k) say \"take {k}, leaving {n - k} and {2*k} to take\"",
        );
        assert_eq!(
            described(&said, &[5, 2]),
            [
                "take 1, leaving 4 and 2 to take",
                "take 2, leaving 3 and 4 to take"
            ]
        );
        let plain = game("move choose k in 1..min(n, m) to (n - k, 2 * k)");
        assert_eq!(
            described(&plain, &[5, 2]),
            ["k = 1: 5,2 to 4,2", "k = 2: 5,2 to 3,4"]
        );
    }

    #[test]
    fn words_that_cannot_be_evaluated_fall_back_to_the_plain_form() {
        let said = game("move choose k in 0..1 to (n - 1, k) where n > k say \"{n / k} parts\"");
        assert_eq!(described(&said, &[3, 3]), ["k = 0: 3,3 to 2,0", "3 parts"]);
    }

    #[test]
    fn the_plain_form_is_read_back_whatever_the_rule_says() {
        let said = game(
            "move choose k in 1..min(n, m) to (n - k, 2 * k) say \"take {k}\"\nmove wins where n == 1",
        );
        let position = vec![vec![5, 5], vec![1, 1]];
        assert_eq!(
            said.plain_move(&position, "  K = 3:   5,5 to 2,6 "),
            Some(vec![vec![2, 6], vec![1, 1]])
        );
        assert_eq!(said.plain_move(&position, "1,1 wins"), Some(vec![]));
        // A move no rule makes, a component not in the position, words of `say`.
        assert_eq!(said.plain_move(&position, "k = 6: 5,5 to 0,12"), None);
        assert_eq!(said.plain_move(&position, "k = 1: 7,7 to 6,2"), None);
        assert_eq!(said.plain_move(&position, "take 3"), None);
    }
}
