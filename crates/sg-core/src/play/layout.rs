//! The names and places play gives the items of one game's position (heaps, components),
//! worked out from the positions alone, so that they stay put for the whole game: a move
//! replaces a run of items by another (the game's moves keep the other items where they
//! are), and the items before and after that run keep their names and places. In the run,
//! items are matched one to one where the counts agree (Wythoff's two heaps); a heap that
//! loses tokens and breaks in two (Kayles) keeps its row, its first piece its name and
//! place, and its second piece a new name, placed after the gap the taken tokens leave; any
//! other new item gets a new name and a row of its own. Names are numbers from 1, never
//! given twice in a game. Games whose positions are not lists of heaps or components
//! (boards) keep no names: their nodes have their own.

use crate::door::{Item, Row};
use crate::game::PositionView;

/// The items of a position as play names and places them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Layout {
    pub(crate) items: Vec<Item>,
    pub(crate) rows: Vec<Row>,
    /// The number the next new item is named by.
    next_name: u64,
}

/// What play compares of an item: a heap's size, or a component's coordinates.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Key {
    Heap(u64),
    Component(Vec<u64>),
}

impl Key {
    /// The tokens a heap has (none for a component).
    fn size(&self) -> u64 {
        match self {
            Key::Heap(size) => *size,
            Key::Component(_) => 0,
        }
    }
}

/// The items of `view`, if play names them.
fn keys(view: &PositionView) -> Option<Vec<Key>> {
    match view {
        PositionView::Numbers(heaps) => Some(heaps.iter().map(|&h| Key::Heap(h)).collect()),
        PositionView::Components(components) => {
            Some(components.iter().cloned().map(Key::Component).collect())
        }
        _ => None,
    }
}

impl Layout {
    /// The start: items named 1, 2, … in order, each in a row of its own.
    pub(crate) fn new(view: &PositionView) -> Layout {
        let mut layout = Layout {
            next_name: 1,
            ..Layout::default()
        };
        for key in keys(view).unwrap_or_default() {
            let item = layout.new_row(&key);
            layout.items.push(item);
        }
        layout
    }

    /// A new item with a new name, in a new row as wide as it.
    fn new_row(&mut self, key: &Key) -> Item {
        let name = self.next_name.to_string();
        self.next_name += 1;
        self.rows.push(Row {
            name: name.clone(),
            width: key.size(),
        });
        Item {
            name,
            row: self.rows.len() - 1,
            column: 0,
        }
    }

    /// A new item with a new name at `column` of `row`.
    fn new_in_row(&mut self, row: usize, column: u64) -> Item {
        let name = self.next_name.to_string();
        self.next_name += 1;
        Item { name, row, column }
    }

    /// The layout after a move from `before` to `after`.
    pub(crate) fn after(&self, before: &PositionView, after: &PositionView) -> Layout {
        let (Some(old), Some(new)) = (keys(before), keys(after)) else {
            return self.clone();
        };
        if old.len() != self.items.len() {
            return Layout::new(after);
        }
        let prefix = old.iter().zip(&new).take_while(|(a, b)| a == b).count();
        let room = old.len().min(new.len()) - prefix;
        let suffix = old
            .iter()
            .rev()
            .zip(new.iter().rev())
            .take(room)
            .take_while(|(a, b)| a == b)
            .count();
        let (gone, came) = (
            &old[prefix..old.len() - suffix],
            &new[prefix..new.len() - suffix],
        );
        let mut next = Layout {
            items: self.items[..prefix].to_vec(),
            rows: self.rows.clone(),
            next_name: self.next_name,
        };
        let replaced = &self.items[prefix..old.len() - suffix];
        let broken = match (gone, came, replaced) {
            ([Key::Heap(size)], [Key::Heap(a), Key::Heap(b)], [item]) => {
                let taken = size.checked_sub(a.saturating_add(*b)).filter(|&t| t > 0);
                taken.map(|taken| (item, *a, taken))
            }
            _ => None,
        };
        if let Some((item, first, taken)) = broken {
            next.items.push(item.clone());
            let column = item.column.saturating_add(first).saturating_add(taken);
            let second = next.new_in_row(item.row, column);
            next.items.push(second);
        } else {
            for (i, key) in came.iter().enumerate() {
                let item = match replaced.get(i) {
                    Some(kept) => kept.clone(),
                    None => next.new_row(key),
                };
                next.items.push(item);
            }
        }
        next.items
            .extend_from_slice(&self.items[old.len() - suffix..]);
        for (item, key) in next.items.iter().zip(&new) {
            let row = &mut next.rows[item.row];
            row.width = row.width.max(item.column.saturating_add(key.size()));
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heaps(sizes: &[u64]) -> PositionView {
        PositionView::Numbers(sizes.to_vec())
    }

    fn names(layout: &Layout) -> Vec<(&str, usize, u64)> {
        layout
            .items
            .iter()
            .map(|i| (i.name.as_str(), i.row, i.column))
            .collect()
    }

    #[test]
    fn a_heap_that_empties_leaves_the_others_their_names() {
        let start = Layout::new(&heaps(&[3, 5, 7]));
        let after = start.after(&heaps(&[3, 5, 7]), &heaps(&[3, 7]));
        assert_eq!(names(&after), [("1", 0, 0), ("3", 2, 0)]);
        assert_eq!(after.rows.len(), 3);
    }

    #[test]
    fn a_row_knocked_down_in_the_middle_keeps_its_places() {
        let start = Layout::new(&heaps(&[7]));
        let after = start.after(&heaps(&[7]), &heaps(&[2, 3]));
        assert_eq!(names(&after), [("1", 0, 0), ("2", 0, 4)]);
        assert_eq!(after.rows[0].width, 7);
        // The second piece loses a token from its end: it keeps its name and place.
        let later = after.after(&heaps(&[2, 3]), &heaps(&[2, 2]));
        assert_eq!(names(&later), [("1", 0, 0), ("2", 0, 4)]);
    }

    #[test]
    fn heaps_changed_together_keep_their_names_in_order() {
        let start = Layout::new(&heaps(&[3, 5]));
        let after = start.after(&heaps(&[3, 5]), &heaps(&[1, 3]));
        assert_eq!(names(&after), [("1", 0, 0), ("2", 1, 0)]);
    }

    #[test]
    fn a_split_without_taking_makes_a_new_row() {
        let start = Layout::new(&heaps(&[7]));
        let after = start.after(&heaps(&[7]), &heaps(&[3, 4]));
        assert_eq!(names(&after), [("1", 0, 0), ("2", 1, 0)]);
        let components = PositionView::Components(vec![vec![4, 5]]);
        let cut = PositionView::Components(vec![vec![2, 5], vec![2, 5]]);
        let after = Layout::new(&components).after(&components, &cut);
        assert_eq!(names(&after), [("1", 0, 0), ("2", 1, 0)]);
    }
}
