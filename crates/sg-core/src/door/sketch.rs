//! What play knows of a position beyond the position itself, handed to a game's drawing
//! ([`super::Solvable::draw`]) and to its reading of moves in words
//! ([`super::Solvable::read_move`]): a name for each item of the position (a heap, a
//! component), kept for the whole game, so that "heap 3" stays heap 3 when heap 2 empties;
//! the place each item is drawn at (a row and a first column, so that the pins of a row
//! keep their places as it breaks up); and the position before the last move, so that a
//! drawing can mark what the move changed.
//!
//! Play works the names and places out from the positions alone (`src/play/layout.rs`):
//! a move that replaces some items by others keeps the names and places of the items
//! it leaves alone. Outside play a sketch is [`Sketch::plain`]: no names, no places.

/// Where one item of a position (a heap, a component) stands in play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// Its name, kept while it stands: `1`, `2`, … in the order items appeared.
    pub name: String,
    /// The row it is drawn in.
    pub row: usize,
    /// Its first column in that row.
    pub column: u64,
}

/// One row of a drawing: the name of the item it was made for, and how many columns it
/// has (the most its items ever covered).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The name of the item the row was made for.
    pub name: String,
    /// Its width in columns.
    pub width: u64,
}

/// What play knows of a position: its items' names and places, and the position before the
/// last move (`B` is how that position is given: a reference to it, or its id in the door).
#[derive(Debug, Clone, Copy)]
pub struct Sketch<'a, B> {
    /// One per item of the position's view, in its order; empty where play keeps none.
    pub items: &'a [Item],
    /// The rows the items stand in.
    pub rows: &'a [Row],
    /// The position before the last move, if a move was made.
    pub before: Option<B>,
    /// The items of that position.
    pub before_items: &'a [Item],
}

impl<'a, B> Sketch<'a, B> {
    /// No names, no places, no move made: a position seen outside play.
    pub fn plain() -> Sketch<'a, B> {
        Sketch {
            items: &[],
            rows: &[],
            before: None,
            before_items: &[],
        }
    }

    /// The same sketch with the position before given another way.
    pub fn map_before<C>(&self, before: Option<C>) -> Sketch<'a, C> {
        Sketch {
            items: self.items,
            rows: self.rows,
            before,
            before_items: self.before_items,
        }
    }

    /// The item named `name` (any letter case), by its index in the position's view.
    pub fn item_named(&self, name: &str) -> Option<usize> {
        self.items
            .iter()
            .position(|item| item.name.eq_ignore_ascii_case(name))
    }

    /// The name of item `i`: play's name, or its number from 1 where play keeps none.
    pub fn name_of(&self, i: usize) -> String {
        self.items
            .get(i)
            .map_or_else(|| (i + 1).to_string(), |item| item.name.clone())
    }

    /// The item a person's word names: play's name, or where play keeps no names its
    /// number from 1 (`None` when it names none of the `count` items).
    pub fn item_of_word(&self, word: &str, count: usize) -> Option<usize> {
        if self.items.is_empty() {
            return word
                .parse::<usize>()
                .ok()
                .filter(|&i| (1..=count).contains(&i))
                .map(|i| i - 1);
        }
        self.item_named(word)
    }
}
