//! The values of single components of a game of components in normal play, by a memoized
//! search of their own. The generic search ([`super::component_search`]) builds each
//! option as a position, splits it into parts and hashes lists of lists; here a move's
//! components come straight from the move path and are looked up by their coordinates
//! packed into one key: 64 bits (64/d bits a coordinate) where they fit, else 128 bits,
//! else a map of vectors. The order (an explicit stack, the smallest measure on top), the
//! state limit, the deadline and the error for a cycle are the generic search's.
//!
//! With `move … wins` (the IR's `components/wins.rs`) a component's options are its wins
//! moves (to nothing: 0) and its moves that leave no winning component; when it has only
//! moves that leave one, all of them, each position then valued as a whole by the
//! caller's search (such a position is not a sum of its components).

use std::ops::ControlFlow;

use hashbrown::{HashMap, HashSet};

use super::component_box::{Cell, ComponentBox, MAX_CELL_VALUE};
use super::component_search::mex;
use super::error::EngineError;
use super::search_progress::SearchProgress;
use crate::game::{GameError, ImpartialGame, weight_of_list};
use crate::ir::ComponentGame;
use crate::ir::components::ComponentMove;

/// The mark, in place of a value, of a component being expanded.
const OPEN: u32 = u32::MAX;

/// The parts of a move whose entries are looked up once for both the check for a winning
/// part and the value (those past it are looked up again).
const PARTS_LOOKED_UP_ONCE: usize = 4;

/// The value of a position of several components valued as a whole (a forced move to a
/// position with a winning component).
pub(crate) type WholeValue<'a> = dyn FnMut(&[Vec<u64>]) -> Result<u64, EngineError> + 'a;

/// What is kept of a component: its value (or [`OPEN`]) and whether a move wins at once
/// from it.
#[derive(Clone, Copy)]
struct Entry {
    value: u32,
    winning: bool,
}

/// Entries of components, by coordinates: in the box of the first component searched
/// where it is made, else packed into 64 bits where they fit 64/d bits each (16 bytes an
/// entry), else into 128 bits, else as vectors.
#[derive(Default)]
struct Values {
    boxed: Option<ComponentBox>,
    narrow: HashMap<u64, Entry>,
    packed: HashMap<u128, Entry>,
    wide: HashMap<Vec<u64>, Entry>,
}

/// Where a component waited for by a move is found again.
enum Part {
    /// Its place in the box.
    Cell(usize),
    /// Its coordinates.
    Coordinates(Vec<u64>),
}

/// Which map holds a component, and its key there.
enum Key {
    Narrow(u64),
    Packed(u128),
    Wide,
}

/// The coordinates side by side, `bits` each (at most 64), if each fits.
fn pack(component: &[u64], bits: usize) -> Option<u128> {
    let mut key = 0u128;
    for &c in component {
        if bits < 64 && c >> bits != 0 {
            return None;
        }
        key = (key << bits) | u128::from(c);
    }
    Some(key)
}

/// Puts `entry` in `map`; an error when memory runs out.
fn put<K: std::hash::Hash + Eq>(
    map: &mut HashMap<K, Entry>,
    key: K,
    entry: Entry,
) -> Result<(), EngineError> {
    map.try_reserve(1).map_err(|_| EngineError::OutOfMemory {
        count: map.len() as u128 + 1,
        what: "component values",
    })?;
    map.insert(key, entry);
    Ok(())
}

/// Forgets the entries of `map` marked open; how many there were.
fn drop_open_in<K>(map: &mut HashMap<K, Entry>) -> u64 {
    let before = map.len();
    map.retain(|_, e| e.value != OPEN);
    (before - map.len()) as u64
}

impl Values {
    fn key(component: &[u64]) -> Key {
        let d = component.len().max(1);
        if let Some(key) = pack(component, 64 / d) {
            // d coordinates of 64/d bits: the key fits 64 bits.
            return Key::Narrow(key as u64);
        }
        match pack(component, (128 / d).min(64)) {
            Some(key) => Key::Packed(key),
            None => Key::Wide,
        }
    }

    /// The place of `component` in the box, if there is one and it lies in it.
    fn place(&self, component: &[u64]) -> Option<usize> {
        self.boxed.as_ref().and_then(|b| b.place(component))
    }

    fn part(&self, component: &[u64]) -> Part {
        match self.place(component) {
            Some(place) => Part::Cell(place),
            None => Part::Coordinates(component.to_vec()),
        }
    }

    fn get_part(&self, part: &Part) -> Option<Entry> {
        match part {
            Part::Cell(place) => self.get_cell(*place),
            Part::Coordinates(component) => self.get(component),
        }
    }

    fn get_cell(&self, place: usize) -> Option<Entry> {
        let boxed = self.boxed.as_ref()?;
        let (cell, winning) = boxed.get(place);
        let value = match cell {
            Cell::Empty => return None,
            Cell::Open => OPEN,
            Cell::Value(v) => v,
        };
        Some(Entry { value, winning })
    }

    fn get(&self, component: &[u64]) -> Option<Entry> {
        if let Some(place) = self.place(component) {
            return self.get_cell(place);
        }
        match Values::key(component) {
            Key::Narrow(key) => self.narrow.get(&key).copied(),
            Key::Packed(key) => self.packed.get(&key).copied(),
            Key::Wide => self.wide.get(component).copied(),
        }
    }

    fn insert(&mut self, component: &[u64], entry: Entry) -> Result<(), EngineError> {
        let place = self.place(component);
        if let (Some(place), Some(boxed)) = (place, self.boxed.as_mut()) {
            let cell = match entry.value {
                OPEN => Cell::Open,
                v => Cell::Value(v),
            };
            boxed.set(place, cell, entry.winning);
            return Ok(());
        }
        match Values::key(component) {
            Key::Narrow(key) => put(&mut self.narrow, key, entry),
            Key::Packed(key) => put(&mut self.packed, key, entry),
            Key::Wide => put(&mut self.wide, component.to_vec(), entry),
        }
    }

    /// Forgets the components marked open; how many there were.
    fn drop_open(&mut self) -> u64 {
        self.boxed.as_mut().map_or(0, ComponentBox::drop_open)
            + drop_open_in(&mut self.narrow)
            + drop_open_in(&mut self.packed)
            + drop_open_in(&mut self.wide)
    }
}

/// Values of single components, computed on demand and kept.
pub(crate) struct ComponentTable<'g> {
    game: &'g ComponentGame,
    values: Values,
    /// The stored components' weight, counted against `limit` as the generic search
    /// counts them.
    kept: u64,
    limit: u64,
    /// The weight of one component.
    weight: u64,
    /// Whether a search was started (the first one makes the box).
    started: bool,
    progress: Box<SearchProgress>,
}

/// What one pass over a component's moves found.
#[derive(Default)]
struct Options {
    /// The values of the options whose components are all known.
    values: Vec<u64>,
    /// The options that wait for components: the XOR of the values of their known
    /// components, and where their unknown ones end in `parts`.
    waiting: Vec<(u64, usize)>,
    parts: Vec<Part>,
    /// The unknown components of the options, each once.
    pending: Vec<Vec<u64>>,
}

/// A step of the search: a component to value, or one whose options wait for the
/// components above it on the stack.
enum Step {
    Visit(Vec<u64>),
    Finish(Vec<u64>, Options),
}

impl<'g> ComponentTable<'g> {
    pub(crate) fn new(game: &'g ComponentGame, limit: u64) -> ComponentTable<'g> {
        ComponentTable {
            game,
            values: Values::default(),
            kept: 0,
            limit,
            weight: weight_of_list(2 * game.dimension()),
            started: false,
            progress: Box::new(SearchProgress::new("components")),
        }
    }

    /// Its progress bar and deadline.
    pub(crate) fn progress(&mut self) -> &mut SearchProgress {
        &mut self.progress
    }

    /// The Grundy value of `component` alone; `whole` values the positions of a forced
    /// move that leaves a winning component.
    pub(crate) fn value(
        &mut self,
        component: &[u64],
        whole: &mut WholeValue,
    ) -> Result<u64, EngineError> {
        if let Some(e) = self.values.get(component).filter(|e| e.value != OPEN) {
            return Ok(u64::from(e.value));
        }
        if !self.started {
            self.started = true;
            self.values.boxed = ComponentBox::new(component, self.limit / self.weight);
        }
        self.progress.start();
        let searched = self.search(component, whole);
        self.progress.finish();
        if searched.is_err() {
            // The components left open by the failed search are not known.
            self.kept -= self.values.drop_open() * self.weight;
        }
        searched?;
        let entry = self
            .values
            .get(component)
            .expect("the component was solved");
        Ok(u64::from(entry.value))
    }

    /// Values `component` and every component below it. Each component's moves are made
    /// once: the options that wait for unknown components keep where those are, and are
    /// valued when the components above them on the stack are.
    fn search(&mut self, component: &[u64], whole: &mut WholeValue) -> Result<(), EngineError> {
        let mut stack = vec![Step::Visit(component.to_vec())];
        while let Some(step) = stack.pop() {
            let component = match step {
                Step::Visit(component) => component,
                Step::Finish(component, options) => {
                    let mut values = match self.resolve(options) {
                        Some(values) => values,
                        // A component waited for is open: the moves again, which name
                        // the cycle.
                        None => {
                            let options = self.options(&component, whole, stack.len())?;
                            debug_assert!(options.pending.is_empty());
                            options.values
                        }
                    };
                    self.store(&component, mex(&mut values))?;
                    continue;
                }
            };
            if self.values.get(&component).is_some() {
                continue;
            }
            if self.kept.saturating_add(stack.len() as u64) >= self.limit {
                return Err(EngineError::StateLimit { limit: self.limit });
            }
            self.progress.tick(self.kept, self.limit)?;
            self.kept += self.weight;
            let winning = self.winning(&component)?;
            let entry = Entry {
                value: OPEN,
                winning,
            };
            self.values.insert(&component, entry)?;
            let mut options = self.options(&component, whole, stack.len())?;
            if options.pending.is_empty() {
                self.store(&component, mex(&mut options.values))?;
                continue;
            }
            let mut pending = std::mem::take(&mut options.pending);
            let game = self.game;
            pending.sort_by_cached_key(|c| std::cmp::Reverse(game.component_rank(c)));
            stack.push(Step::Finish(component, options));
            stack.extend(pending.into_iter().map(Step::Visit));
        }
        Ok(())
    }

    /// The values of all the options, once the components they waited for are known;
    /// `None` if one is still open.
    fn resolve(&self, options: Options) -> Option<Vec<u64>> {
        let Options {
            mut values,
            waiting,
            parts,
            ..
        } = options;
        let mut start = 0;
        for (known, end) in waiting {
            let mut value = known;
            for part in &parts[start..end] {
                match self.values.get_part(part)?.value {
                    OPEN => return None,
                    v => value ^= u64::from(v),
                }
            }
            values.push(value);
            start = end;
        }
        Some(values)
    }

    /// Whether a move wins at once from `component`.
    fn winning(&self, component: &[u64]) -> Result<bool, EngineError> {
        if !self.game.has_winning_moves() {
            return Ok(false);
        }
        (self.game.is_winning(component)).map_err(|e| EngineError::Game(GameError::from(e)))
    }

    /// Stores the value of `component`, marked open. (Values past [`MAX_CELL_VALUE`],
    /// 2^32 − 3, are refused in and out of the box alike.)
    fn store(&mut self, component: &[u64], value: u64) -> Result<(), EngineError> {
        let value = u32::try_from(value)
            .ok()
            .filter(|&v| v <= MAX_CELL_VALUE)
            .ok_or(EngineError::ValueTooWide { bits: 32 })?;
        let winning = self.values.get(component).is_some_and(|e| e.winning);
        self.values.insert(component, Entry { value, winning })
    }

    /// The values of `component`'s options whose components are all known, the others
    /// with where their unknown components are, and those components. `on_stack`
    /// components wait on the stack, counted against the limit.
    fn options(
        &mut self,
        component: &[u64],
        whole: &mut WholeValue,
        on_stack: usize,
    ) -> Result<Options, EngineError> {
        let game = self.game;
        let wins_game = game.has_winning_moves();
        let mut found = Options::default();
        let mut queued: HashSet<Vec<u64>> = HashSet::new();
        let mut committed = self.kept.saturating_add(on_stack as u64);
        let (kept, limit, weight) = (self.kept, self.limit, self.weight);
        let mut made = 0usize;
        // The moves left out because they leave a winning component, while no other
        // move has been kept.
        let mut left_out: Vec<Vec<Vec<u64>>> = Vec::new();
        let mut failure: Option<EngineError> = None;
        let (values, progress) = (&self.values, &mut self.progress);
        let flow = game.try_for_each_move(component, &mut |rule, vars, left| {
            let mut fail = |e: EngineError| {
                failure = Some(e);
                ControlFlow::Break(())
            };
            if let Err(e) = progress.tick_by(weight, kept, limit) {
                return fail(e);
            }
            if game.rules[rule].wins {
                made += 1;
                left_out.clear();
                found.values.push(0);
                return ControlFlow::Continue(());
            }
            // Each part's entry, if kept; a move that leaves a winning part hands the
            // opponent the win.
            let mut entries = [None; PARTS_LOOKED_UP_ONCE];
            for (i, part) in left.iter().enumerate() {
                let entry = values.get(part);
                if let Some(slot) = entries.get_mut(i) {
                    *slot = entry;
                }
                let winning = match entry {
                    _ if !wins_game => Ok(false),
                    Some(e) => Ok(e.winning),
                    None => game.is_winning(part),
                };
                match winning {
                    Ok(false) => {}
                    Ok(true) => {
                        if made == 0 {
                            left_out.push(left.to_vec());
                        }
                        return ControlFlow::Continue(());
                    }
                    Err(e) => return fail(GameError::from(e).into()),
                }
            }
            made += 1;
            left_out.clear();
            let mut value = 0;
            let waiting_from = found.parts.len();
            for (i, part) in left.iter().enumerate() {
                let entry = match entries.get(i) {
                    Some(&entry) => entry,
                    None => values.get(part),
                };
                match entry.map(|e| e.value) {
                    Some(OPEN) => {
                        let mv = ComponentMove {
                            rule,
                            chosen: vars[game.dimension()..].to_vec(),
                            components: left.to_vec(),
                        };
                        return fail(EngineError::Cycle {
                            from: game.view(&vec![component.to_vec()]).to_string(),
                            to: game.view(&left.to_vec()).to_string(),
                            description: format!("the move `{}`", game.describe(component, &mv)),
                        });
                    }
                    Some(v) => value ^= u64::from(v),
                    None => {
                        found.parts.push(values.part(part));
                        if queued.insert(part.clone()) {
                            found.pending.push(part.clone());
                            committed = committed.saturating_add(weight);
                            if committed >= limit {
                                return fail(EngineError::StateLimit { limit });
                            }
                        }
                    }
                }
            }
            if found.parts.len() == waiting_from {
                found.values.push(value);
            } else {
                found.waiting.push((value, found.parts.len()));
            }
            ControlFlow::Continue(())
        });
        if let Some(e) = failure {
            return Err(e);
        }
        let _ = flow.map_err(GameError::from)?;
        // Only moves that hand the opponent a win: a player must make one.
        for position in &left_out {
            found.values.push(whole(position)?);
        }
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Analyzer;
    use crate::ir::components::{every_component, game_of as game};

    /// The table against the generic search on each of `components`, asked in order
    /// (the box is that of the first, small here) and then in reverse order (the box of
    /// the last holds the others).
    fn assert_table_matches_search(text: &str, components: &[Vec<u64>]) {
        assert_table_matches_search_in_order(text, components);
        let reversed: Vec<Vec<u64>> = components.iter().rev().cloned().collect();
        assert_table_matches_search_in_order(text, &reversed);
    }

    /// The table against the generic search (the game's moves through the game trait,
    /// each option built, split and looked up as a position) on each of `components`:
    /// the same value, or the same error.
    fn assert_table_matches_search_in_order(text: &str, components: &[Vec<u64>]) {
        let game = game(text);
        let mut table = ComponentTable::new(&game, 1 << 24);
        let mut search = Analyzer::new(&game, 1 << 24);
        let mut whole = Analyzer::new(&game, 1 << 24);
        for component in components {
            let expected = search.value(&vec![component.clone()]);
            let found = table.value(component, &mut |p| whole.value(&p.to_vec()));
            assert_eq!(found, expected, "{text}\nat {component:?}");
        }
    }

    const CUTTING: &str = "component w, h
move choose x in 2..w - 2 to (x, h) (w - x, h)
move choose y in 2..h - 2 to (w, y) (w, h - y)";

    const CUTTING_AS_STATED: &str = "component w, h
move choose x in 1..w - 1 to (x, h) (w - x, h)
move choose y in 1..h - 1 to (w, y) (w, h - y)
move wins where min(w, h) == 1 and max(w, h) >= 2";

    const DIGITAL_DELETIONS: &str = "component l, a, b, c
move choose x in 0..a - 1 to (l, x, b, c)
move choose x in 0..b - 1 to (l, a, x, c)
move choose x in 0..c - 1 to (l, a, b, x)
move to nothing where l >= 1 and a == 0
move to (1, a, 0, 0) where l >= 2 and b == 0
move to (2, a, b, 0) where l >= 3 and c == 0";

    #[test]
    fn the_table_gives_the_searched_values_of_every_small_component() {
        assert_table_matches_search(CUTTING, &every_component(2, 12));
        assert_table_matches_search(CUTTING_AS_STATED, &every_component(2, 9));
        assert_table_matches_search(DIGITAL_DELETIONS, &every_component(4, 4));
        // Runs, and a move that may leave a negative coordinate (an error in both).
        let runs = "component n\nmove choose m in 1..n to (i) for each i in m..n - 1";
        assert_table_matches_search(runs, &every_component(1, 9));
        let negative = "component a, b\nmove choose k in 1..a to (a - k, b - 1)";
        assert_table_matches_search(negative, &every_component(2, 5));
    }

    /// Coordinates too wide for the 64-bit key go to the 128-bit one, and those too wide
    /// for that to the map of vectors.
    #[test]
    fn wide_coordinates_are_kept_apart_from_packed_ones() {
        let text = "component a, b, c
move choose k in 1..a to (a - k, b, c)
move choose k in 1..b to (a, b - k, c) (b - k, a, c)";
        // First 4,4,3: a box that holds some of the components below and not the others.
        let mut components = vec![vec![4, 4, 3]];
        let edges = [(1 << 21) - 1, 1 << 21, 1 << 41, 1 << 42, (1 << 42) + 3];
        for c in [0, 3].into_iter().chain(edges).chain([u64::MAX]) {
            for a in 0..5 {
                for b in 0..5 {
                    components.push(vec![a, b, c]);
                }
            }
        }
        assert_table_matches_search(text, &components);
    }

    /// A search past the limit stops with the generic search's error; what it left open
    /// is forgotten, so later questions are answered.
    #[test]
    fn the_limit_stops_the_table_as_it_stops_the_search() {
        let game = game(CUTTING);
        for limit in [1, 5, 12, 40] {
            assert_limited_table_matches_search(
                &game,
                limit,
                &[[30, 30], [30, 30], [4, 5], [6, 2]],
            );
        }
        // With a box (the first component asked, 12,12, has 169 cells: a box at a limit
        // of 43 states and more), stopped inside it and outside it.
        for limit in [42, 43, 60, 100, 300] {
            assert_limited_table_matches_search(
                &game,
                limit,
                &[[12, 12], [12, 12], [30, 3], [5, 7]],
            );
        }
    }

    /// The table and the generic search, both at `limit`, asked `components` in order.
    fn assert_limited_table_matches_search(
        game: &ComponentGame,
        limit: u64,
        components: &[[u64; 2]],
    ) {
        let mut table = ComponentTable::new(game, limit);
        let mut search = Analyzer::new(game, limit);
        let mut whole = Analyzer::new(game, limit);
        for component in components {
            let found = table.value(component, &mut |p| whole.value(&p.to_vec()));
            let expected = search.value(&vec![component.to_vec()]);
            assert_eq!(found, expected, "limit {limit} at {component:?}");
        }
    }
}
