//! One-line descriptions of moves, for people: "take 2 from the heap of 7, leaving 2 and 3".

use super::game::{Game, HeapLayout};
use super::moves::{Action, Move};

impl Game {
    /// Describes `mv`, a move from `position`.
    pub fn describe(&self, position: &[u64], mv: &Move) -> String {
        self.describe_action(position, &mv.action)
    }

    /// Describes `action`, a move from `position`.
    pub fn describe_action(&self, position: &[u64], action: &Action) -> String {
        match action {
            Action::TakeBreak { heap, taken, parts } => {
                let heap_name = self.heap_name(position, *heap);
                let left = match parts.as_slice() {
                    [] if self.layout == HeapLayout::Any => "nothing".to_string(),
                    [] => "0".to_string(),
                    sizes => join_and(sizes),
                };
                if *taken == 0 {
                    format!("split {heap_name} into {left}")
                } else {
                    format!("take {taken} from {heap_name}, leaving {left}")
                }
            }
            Action::FromAll { taken } => {
                let which = if position.len() == 2 {
                    "both heaps"
                } else {
                    "every heap"
                };
                format!("take {taken} from {which}")
            }
            Action::FromSeveral { takes } => {
                let parts: Vec<String> = takes
                    .iter()
                    .map(|&(heap, k)| format!("{k} from {}", self.heap_name(position, heap)))
                    .collect();
                format!("take {}", join_words(&parts))
            }
            Action::Shift { from, to, moved } => {
                let target = match to {
                    Some(to) => format!("to heap {}", to + 1),
                    None => "off the board".to_string(),
                };
                format!("move {moved} from heap {} {target}", from + 1)
            }
        }
    }

    /// "the heap of 7" where heaps are interchangeable, "heap 2 (of 7)" where they are not.
    fn heap_name(&self, position: &[u64], heap: usize) -> String {
        if self.layout == HeapLayout::Any {
            format!("the heap of {}", position[heap])
        } else {
            format!("heap {} (of {})", heap + 1, position[heap])
        }
    }
}

fn join_and(sizes: &[u64]) -> String {
    let words: Vec<String> = sizes.iter().map(u64::to_string).collect();
    join_words(&words)
}

/// "a", "a and b", "a, b and c".
fn join_words(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
