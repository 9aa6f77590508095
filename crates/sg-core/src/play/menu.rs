//! The list of legal moves of one turn: moves that lead to the same position (the same game,
//! heaps in any order) are one line, numbered from 1 in the game's order. A line of the
//! list or of a hint, copied back whole or in part (`4. take 1 from the heap of 7, leaving
//! 3 and 3  ->  3 3  win in 7`), or the start of one move's words, is read as that move.
//! Values mode shows the lines in the order of [`value_order`], each keeping its number.

use crate::door::{Id, SumMove};
use crate::report::Verdict;

/// One line of the list: a move, and the position it leads to as the engine keys it.
#[derive(Debug, Clone)]
pub(crate) struct Choice {
    /// Its number, from 1.
    pub number: usize,
    /// The first move of the game's order that leads there.
    pub mv: SumMove,
    /// The canonical position after it.
    pub key: Vec<Id>,
    /// Its words, as the list shows them.
    pub description: String,
}

/// The lines of one turn.
#[derive(Debug, Clone, Default)]
pub(crate) struct Menu {
    pub choices: Vec<Choice>,
    /// Whether every legal move is among them.
    pub complete: bool,
}

/// `a b`, the words made single spaces and lower case.
pub(crate) fn normal(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// A line of the list or of a hint as a person may copy it: its number (`4.`), its words,
/// and the position after it (`-> 3 3`), each if present; what values mode adds after the
/// position (`win in 7`) is dropped.
pub(crate) fn strip_line(line: &str) -> (Option<usize>, String, Option<String>) {
    let line = line.trim();
    let (number, rest) = match line.split_once(['.', ')']) {
        Some((n, rest)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
            (n.parse().ok(), rest.trim())
        }
        _ => (None, line),
    };
    let (words, after) = match rest.split_once("->") {
        Some((words, after)) => {
            let after = after.trim();
            let cut = [" win", " lose", " draw", "  "]
                .iter()
                .filter_map(|w| after.find(w))
                .min()
                .unwrap_or(after.len());
            (words.trim(), Some(after[..cut].trim().to_string()))
        }
        None => (rest, None),
    };
    (number, words.to_string(), after)
}

/// Where a move marked `verdict` with the `remoteness` of the position after it stands in
/// values mode's order (smallest first): winning moves first, the quickest win first;
/// then the moves that keep a draw; then losing moves, the longest loss first. A move
/// whose remoteness is not known comes after those of its kind whose remoteness is; equal
/// moves keep the list's order (sort stably).
pub(crate) fn value_order(verdict: Verdict, remoteness: Option<u32>) -> (u8, u64) {
    match (verdict, remoteness) {
        (Verdict::Win, Some(r)) => (0, u64::from(r)),
        (Verdict::Win, None) => (0, u64::MAX),
        (Verdict::Draw, _) => (1, 0),
        (Verdict::Lose, Some(r)) => (2, u64::from(u32::MAX - r)),
        (Verdict::Lose, None) => (2, u64::MAX),
    }
}

/// Whether `text` begins with `start`, a number at its end not cut short.
fn begins_with(text: &str, start: &str) -> bool {
    let cut_number = |rest: &str| {
        start.ends_with(|c: char| c.is_ascii_digit())
            && rest.starts_with(|c: char| c.is_ascii_digit())
    };
    text.strip_prefix(start)
        .is_some_and(|rest| !cut_number(rest))
}

impl Menu {
    /// The line numbered `number`.
    pub(crate) fn numbered(&self, number: usize) -> Option<&Choice> {
        number.checked_sub(1).and_then(|i| self.choices.get(i))
    }

    /// The line leading to the canonical position `key`.
    pub(crate) fn leading_to(&self, key: &[Id]) -> Option<&Choice> {
        self.choices.iter().find(|c| c.key == key)
    }

    /// The one line whose words are `words` (any case and spacing), or else whose words
    /// begin with them (a number typed whole: `take 1` is not the start of `take 10`);
    /// `Err` with the lines meant when several are.
    pub(crate) fn described(&self, words: &str) -> Result<Option<&Choice>, Vec<&Choice>> {
        let typed = normal(words);
        if typed.is_empty() {
            return Ok(None);
        }
        let exact: Vec<&Choice> = self
            .choices
            .iter()
            .filter(|c| normal(&c.description) == typed)
            .collect();
        let fits = if exact.is_empty() {
            self.choices
                .iter()
                .filter(|c| begins_with(&normal(&c.description), &typed))
                .collect()
        } else {
            exact
        };
        match fits.as_slice() {
            [] => Ok(None),
            [one] => Ok(Some(one)),
            _ => Err(fits),
        }
    }

    /// Whether the description `description` belongs to one line only.
    pub(crate) fn is_unique(&self, description: &str) -> bool {
        let typed = normal(description);
        self.choices
            .iter()
            .filter(|c| normal(&c.description) == typed)
            .count()
            == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copied_lines_lose_their_decorations() {
        assert_eq!(
            strip_line("  4. take 1 from the heap of 7, leaving 3 and 3  ->  3 3   win in 7"),
            (
                Some(4),
                "take 1 from the heap of 7, leaving 3 and 3".to_string(),
                Some("3 3".to_string())
            )
        );
        assert_eq!(
            strip_line("take 1 from the heap of 3, leaving 2"),
            (
                None,
                "take 1 from the heap of 3, leaving 2".to_string(),
                None
            )
        );
        assert_eq!(strip_line("7 + 2").0, None);
    }

    #[test]
    fn a_number_typed_is_not_the_start_of_a_longer_one() {
        assert!(begins_with("take 1 from the pile of 20", "take 1"));
        assert!(begins_with("take 1 from the pile of 20", "take 1 fr"));
        assert!(begins_with("take 10 from the pile of 20", "take 10"));
        assert!(!begins_with("take 10 from the pile of 20", "take 1"));
    }

    #[test]
    fn values_order_quick_wins_then_draws_then_long_losses() {
        let marks = [
            (Verdict::Lose, Some(2)),
            (Verdict::Draw, None),
            (Verdict::Win, None),
            (Verdict::Lose, None),
            (Verdict::Win, Some(7)),
            (Verdict::Lose, Some(9)),
            (Verdict::Win, Some(0)),
            (Verdict::Lose, Some(2)),
        ];
        let mut numbers: Vec<usize> = (1..=marks.len()).collect();
        numbers.sort_by_key(|&n| value_order(marks[n - 1].0, marks[n - 1].1));
        assert_eq!(numbers, [7, 5, 3, 2, 6, 1, 8, 4]);
    }
}
