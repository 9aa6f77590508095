//! How reports show a position: heap sizes, components with several coordinates, tokens
//! on named nodes, or any other shape a game's own serde form has.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The most parts (heaps, components, tokens, edges) the position after a listed move may
/// have for the move to give it (`to`); past this, the move's description names what
/// changes and the position is [`PositionView::Elided`], so that a hundred moves in a
/// position of a million heaps do not each copy the whole position.
pub const MOVE_TO_PARTS: usize = 256;

/// A position as reports print it. In JSON: `[3, 5, 7]`, `[[2, 3], [4, 5]]`, `["a", "b"]`,
/// or the game's own form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PositionView {
    /// Heap sizes, or the coordinates of a position that is one component (`3 5`).
    Numbers(Vec<u64>),
    /// Components of several coordinates each (`2,3 4,5`).
    Components(Vec<Vec<u64>>),
    /// Names: tokens on the nodes of a board (`a b b`).
    Names(Vec<String>),
    /// Any other shape.
    Other(serde_json::Value),
    /// A position after a move, left out for its size: how many parts it has. Reports omit
    /// it (it is never serialized).
    #[serde(skip)]
    Elided(usize),
}

impl PositionView {
    /// The view of a position's serde form, in the most specific shape that fits it.
    pub fn of<P: Serialize + ?Sized>(position: &P) -> PositionView {
        let value = serde_json::to_value(position).unwrap_or(serde_json::Value::Null);
        let value = match value {
            number @ serde_json::Value::Number(_) => serde_json::Value::Array(vec![number]),
            string @ serde_json::Value::String(_) => serde_json::Value::Array(vec![string]),
            other => other,
        };
        serde_json::from_value(value.clone()).unwrap_or(PositionView::Other(value))
    }

    /// The view of the position after a listed move that has `parts` parts: `view()`
    /// when it has at most [`MOVE_TO_PARTS`], else [`PositionView::Elided`] (and `view` is
    /// never called).
    pub fn after_move(parts: usize, view: impl FnOnce() -> PositionView) -> PositionView {
        if parts <= MOVE_TO_PARTS {
            view()
        } else {
            PositionView::Elided(parts)
        }
    }

    /// Whether the position is left out for its size.
    pub fn is_elided(&self) -> bool {
        matches!(self, PositionView::Elided(_))
    }

    /// The numbers of a heap position, if that is what it is.
    pub fn numbers(&self) -> Option<&[u64]> {
        match self {
            PositionView::Numbers(numbers) => Some(numbers),
            _ => None,
        }
    }

    /// How many parts the text form has (heaps, components, tokens).
    pub fn len(&self) -> usize {
        match self {
            PositionView::Numbers(items) => items.len(),
            PositionView::Components(items) => items.len(),
            PositionView::Names(items) => items.len(),
            PositionView::Other(_) => 1,
            PositionView::Elided(parts) => *parts,
        }
    }

    /// Whether the position has no parts at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The word for the empty position (no heaps, no components, no tokens, no nodes left), as
/// reports print it and the command line reads it.
pub const NOTHING: &str = "nothing";

/// `3 5 7`, `2,3 4,5`, `a b b`; [`NOTHING`] for an empty position; "a position of N
/// parts" for one left out.
impl fmt::Display for PositionView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = match self {
            PositionView::Elided(parts) => return write!(f, "a position of {parts} parts"),
            PositionView::Numbers(items) => items.iter().map(u64::to_string).collect(),
            PositionView::Components(items) => items
                .iter()
                .map(|c| c.iter().map(u64::to_string).collect::<Vec<_>>().join(","))
                .collect(),
            PositionView::Names(items) => items.clone(),
            PositionView::Other(value) => vec![value.to_string()],
        };
        if words.is_empty() {
            f.write_str(NOTHING)
        } else {
            f.write_str(&words.join(" "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_take_the_most_specific_shape() {
        assert_eq!(
            PositionView::of(&vec![3u64, 5]),
            PositionView::Numbers(vec![3, 5])
        );
        assert_eq!(PositionView::of(&7u64), PositionView::Numbers(vec![7]));
        assert_eq!(
            PositionView::of(&vec![vec![2u64, 3], vec![4, 5]]),
            PositionView::Components(vec![vec![2, 3], vec![4, 5]])
        );
        assert_eq!(PositionView::of("a"), PositionView::Names(vec!["a".into()]));
        assert!(matches!(
            PositionView::of(&(1, "x")),
            PositionView::Other(_)
        ));
        assert_eq!(
            PositionView::Components(vec![vec![2, 3], vec![4, 5]]).to_string(),
            "2,3 4,5"
        );
    }
}
