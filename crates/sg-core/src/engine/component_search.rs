//! The Grundy values of the components of any [`ImpartialGame`]: a memoized search with
//! an explicit stack (no recursion, so no depth limit), bounded by a number of stored
//! components. A component is expanded once: its moves are enumerated, each position
//! reached is split into components, and the unknown ones are pushed, the smallest by
//! [`ImpartialGame::rank`] on top (a game of components ranks by the measure that proves
//! play ends), so that what an option depends on is mostly known before it is expanded
//! and the stack stays short; when they are all known the component's value is the mex
//! of the XORs of its options' components (found in the same pass over the moves when
//! they were all known from the start).
//!
//! A move that leads back to a component still being expanded is a cycle: the game is
//! loopy and has no Grundy values, which is an error here (naming the two positions and
//! the move) rather than an endless search.

use std::ops::ControlFlow;

use hashbrown::{HashMap, HashSet};

use super::error::EngineError;
use super::search_progress::SearchProgress;
use crate::game::{ImpartialGame, VisitMoves, move_work, smallest_rank_last};

/// The mark, in place of a value, of a component being expanded.
const OPEN: u32 = u32::MAX;

/// Values of components, computed on demand and kept.
pub(crate) struct ComponentSearch<'g, G: ImpartialGame> {
    game: &'g G,
    /// The values of components, and [`OPEN`] for those being expanded (one look-up per
    /// component reached tells a known value, an unknown component and a cycle apart).
    values: HashMap<G::Position, u32>,
    /// The [`ImpartialGame::weight`] of the components in `values`, counted against
    /// `limit`.
    kept: u64,
    limit: u64,
    /// Boxed: it would make every solver that holds a search large.
    progress: Box<SearchProgress>,
}

/// A component on the stack and whether its options have been pushed.
struct Frame<P> {
    component: P,
    expanded: bool,
}

impl<'g, G: ImpartialGame> ComponentSearch<'g, G> {
    pub(crate) fn new(game: &'g G, limit: u64) -> ComponentSearch<'g, G> {
        ComponentSearch {
            game,
            values: HashMap::new(),
            kept: 0,
            limit,
            progress: Box::new(SearchProgress::new("components")),
        }
    }

    /// Draw a progress bar on stderr (when it is a terminal) while a question takes long.
    pub(crate) fn show_progress(&mut self, on: bool) {
        self.progress.show(on);
    }

    /// Reads `deadline` from now on: a question past it is refused.
    pub(crate) fn set_deadline(&mut self, deadline: crate::engine::Deadline) {
        self.progress.set_deadline(deadline);
    }

    /// The value of one component, if known already.
    pub(crate) fn cached(&self, component: &G::Position) -> Option<u64> {
        match self.values.get(component) {
            Some(&v) if v != OPEN => Some(u64::from(v)),
            _ => None,
        }
    }

    /// The Grundy value of a position: the XOR of its components' values.
    pub(crate) fn value(&mut self, position: &G::Position) -> Result<u64, EngineError> {
        let mut parts = Vec::new();
        self.game.split(position, &mut parts);
        let mut total = 0;
        for part in &parts {
            total ^= self.component_value(part)?;
        }
        Ok(total)
    }

    /// The Grundy value of one component (as [`ImpartialGame::split`] gives them).
    pub(crate) fn component_value(&mut self, component: &G::Position) -> Result<u64, EngineError> {
        if let Some(value) = self.cached(component) {
            return Ok(value);
        }
        self.progress.start();
        let searched = self.search(component);
        self.progress.finish();
        if searched.is_err() {
            // The components left open by the failed search are not known.
            let (game, kept) = (self.game, &mut self.kept);
            self.values.retain(|component, v| {
                if *v == OPEN {
                    *kept -= game.weight(component);
                }
                *v != OPEN
            });
        }
        searched?;
        Ok(self.cached(component).expect("the component was solved"))
    }

    /// Values `component` and every component below it.
    fn search(&mut self, component: &G::Position) -> Result<(), EngineError> {
        let mut stack = vec![Frame {
            component: component.clone(),
            expanded: false,
        }];
        let mut parts = Vec::new();
        let mut options = Vec::new();
        // The components in `pending`, to push each once.
        let mut queued: HashSet<G::Position> = HashSet::new();
        while let Some(frame) = stack.pop() {
            if frame.expanded {
                let value = self.mex_of_options(&frame.component, &mut parts, &mut options)?;
                self.store(frame.component, value)?;
                continue;
            }
            if self.values.contains_key(&frame.component) {
                continue;
            }
            if self.kept.saturating_add(stack.len() as u64) >= self.limit {
                return Err(EngineError::StateLimit { limit: self.limit });
            }
            self.progress.tick(self.kept, self.limit)?;
            self.mark_open(&frame.component)?;
            // The unknown components of the options, each once; while there are none,
            // the options' values too, so that a component whose options are all known
            // is valued in this one pass over its moves.
            let mut pending: Vec<G::Position> = Vec::new();
            queued.clear();
            let mut cycle = None;
            let mut over_limit = false;
            let mut out_of_time = None;
            let limit = self.limit;
            // The kept components, those on the stack and those pending, by weight.
            let mut committed = self.kept.saturating_add(stack.len() as u64);
            options.clear();
            {
                let values = &self.values;
                let progress = &mut self.progress;
                let game = self.game;
                let kept = self.kept;
                let from = game.weight(&frame.component);
                let mut visit = |to: &G::Position, describe: &dyn Fn() -> String| {
                    if let Err(e) = progress.tick_by(move_work(game, from, to), kept, limit) {
                        out_of_time = Some(e);
                        return ControlFlow::Break(());
                    }
                    game.split_reusing(to, &mut parts);
                    let mut value = 0;
                    for part in &parts {
                        match values.get(part) {
                            Some(&OPEN) => {
                                cycle = Some((to.clone(), describe()));
                                return ControlFlow::Break(());
                            }
                            Some(&v) => value ^= u64::from(v),
                            None => {
                                if queued.insert(part.clone()) {
                                    pending.push(part.clone());
                                    // Each pending component will be stored: past the
                                    // limit the search cannot finish, so it stops now.
                                    committed = committed.saturating_add(game.weight(part));
                                    if committed >= limit {
                                        over_limit = true;
                                        return ControlFlow::Break(());
                                    }
                                }
                            }
                        }
                    }
                    if pending.is_empty() {
                        options.push(value);
                    }
                    ControlFlow::Continue(())
                };
                let mut moves = VisitMoves::new(&mut visit);
                game.moves(&frame.component, &mut moves)?;
            }
            if over_limit {
                return Err(EngineError::StateLimit { limit: self.limit });
            }
            if let Some(e) = out_of_time {
                return Err(e);
            }
            if let Some((to, description)) = cycle {
                let to = self.game.view(&to).to_string();
                return Err(EngineError::Cycle {
                    from: self.game.view(&frame.component).to_string(),
                    description: if description.is_empty() {
                        "a move".to_string()
                    } else {
                        format!("the move `{description}`")
                    },
                    to,
                });
            }
            if pending.is_empty() {
                let value = mex(&mut options);
                self.store(frame.component, value)?;
                continue;
            }
            stack.push(Frame {
                component: frame.component,
                expanded: true,
            });
            smallest_rank_last(self.game, &mut pending);
            stack.extend(pending.into_iter().map(|component| Frame {
                component,
                expanded: false,
            }));
        }
        Ok(())
    }

    /// The mex over the options of `component`, whose components are all known.
    fn mex_of_options(
        &mut self,
        component: &G::Position,
        parts: &mut Vec<G::Position>,
        options: &mut Vec<u64>,
    ) -> Result<u64, EngineError> {
        options.clear();
        let values = &self.values;
        let progress = &mut self.progress;
        let (kept, limit) = (self.kept, self.limit);
        let game = self.game;
        let mut out_of_time = None;
        let from = game.weight(component);
        let mut visit = |to: &G::Position, _: &dyn Fn() -> String| {
            if let Err(e) = progress.tick_by(move_work(game, from, to), kept, limit) {
                out_of_time = Some(e);
                return ControlFlow::Break(());
            }
            game.split_reusing(to, parts);
            let value = parts
                .iter()
                .fold(0, |acc, part| acc ^ u64::from(values[part]));
            options.push(value);
            ControlFlow::Continue(())
        };
        let mut moves = VisitMoves::new(&mut visit);
        game.moves(component, &mut moves)?;
        match out_of_time {
            Some(e) => Err(e),
            None => Ok(mex(options)),
        }
    }

    fn store(&mut self, component: G::Position, value: u64) -> Result<(), EngineError> {
        let value = u32::try_from(value)
            .ok()
            .filter(|&v| v != OPEN)
            .ok_or(EngineError::ValueTooWide { bits: 32 })?;
        self.insert(component, value)
    }

    /// Marks a component as being expanded: a move back to it is a cycle.
    fn mark_open(&mut self, component: &G::Position) -> Result<(), EngineError> {
        self.kept += self.game.weight(component);
        self.insert(component.clone(), OPEN)
    }

    fn insert(&mut self, component: G::Position, value: u32) -> Result<(), EngineError> {
        self.values
            .try_reserve(1)
            .map_err(|_| EngineError::OutOfMemory {
                count: self.values.len() as u128 + 1,
                what: "component values",
            })?;
        self.values.insert(component, value);
        Ok(())
    }
}

/// The least value not in `values` (which it sorts).
pub(crate) fn mex(values: &mut [u64]) -> u64 {
    values.sort_unstable();
    let mut next = 0;
    for &v in values.iter() {
        if v == next {
            next += 1;
        } else if v > next {
            break;
        }
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameError;
    use crate::game::Moves;

    /// A counter that may go down by 1 or 2, or split into two counters of any sizes
    /// adding up to one less (Lasker-like), to test sums inside options.
    struct Splitting;

    impl ImpartialGame for Splitting {
        type Position = Vec<u64>;
        fn name(&self) -> String {
            "splitting".into()
        }
        fn moves(&self, p: &Vec<u64>, moves: &mut impl Moves<Vec<u64>>) -> Result<(), GameError> {
            let n = p[0];
            for k in 1..=n.min(2) {
                moves.add(&vec![n - k]);
            }
            for a in 1..n.saturating_sub(1) {
                moves.add(&vec![a, n - 1 - a]);
            }
            Ok(())
        }
        fn split(&self, p: &Vec<u64>, parts: &mut Vec<Vec<u64>>) {
            parts.extend(p.iter().filter(|&&h| h > 0).map(|&h| vec![h]));
        }
    }

    /// A plain recursion over the same rules.
    fn slow(n: u64) -> u64 {
        let mut options = Vec::new();
        for k in 1..=n.min(2) {
            options.push(slow(n - k));
        }
        for a in 1..n.saturating_sub(1) {
            options.push(slow(a) ^ slow(n - 1 - a));
        }
        mex(&mut options)
    }

    #[test]
    fn values_agree_with_a_plain_recursion() {
        let mut search = ComponentSearch::new(&Splitting, 1_000_000);
        for n in 0..14 {
            assert_eq!(search.value(&vec![n]).unwrap(), slow(n), "{n}");
        }
        assert_eq!(
            search.value(&vec![5, 9, 0, 3]).unwrap(),
            slow(5) ^ slow(9) ^ slow(3)
        );
    }

    #[test]
    fn the_limit_stops_the_search() {
        let mut search = ComponentSearch::new(&Splitting, 5);
        assert_eq!(
            search.value(&vec![40]),
            Err(EngineError::StateLimit { limit: 5 })
        );
        // The components the failed search left open are not taken for a cycle later.
        let mut search = ComponentSearch::new(&Splitting, 12);
        for _ in 0..2 {
            assert_eq!(
                search.value(&vec![40]),
                Err(EngineError::StateLimit { limit: 12 })
            );
        }
        for n in 0..6 {
            assert_eq!(search.value(&vec![n]).unwrap(), slow(n), "{n}");
        }
    }

    /// Two positions that lead to each other.
    struct Loop;

    impl ImpartialGame for Loop {
        type Position = u8;
        fn name(&self) -> String {
            "loop".into()
        }
        fn moves(&self, p: &u8, moves: &mut impl Moves<u8>) -> Result<(), GameError> {
            moves.add_described(&(1 - p), || "flip".into());
            Ok(())
        }
    }

    #[test]
    fn a_cycle_is_an_error_that_names_it() {
        let mut search = ComponentSearch::new(&Loop, 100);
        assert_eq!(
            search.value(&0),
            Err(EngineError::Cycle {
                from: "1".into(),
                to: "0".into(),
                description: "the move `flip`".into()
            })
        );
    }

    /// A stalk of edges as a list: cutting edge k leaves the k below it (cutting the lowest
    /// leaves nothing), so each move looks at the whole list while most lead to short
    /// ones. It counts the moves it builds.
    struct Stalk {
        built: std::cell::Cell<usize>,
    }

    impl ImpartialGame for Stalk {
        type Position = Vec<u32>;
        fn name(&self) -> String {
            "stalk".into()
        }
        fn moves(&self, p: &Vec<u32>, moves: &mut impl Moves<Vec<u32>>) -> Result<(), GameError> {
            for k in 0..p.len() {
                self.built.set(self.built.get() + 1);
                if !moves.add(&p[..k].to_vec()) {
                    break;
                }
            }
            Ok(())
        }
        fn weight(&self, p: &Vec<u32>) -> u64 {
            crate::game::weight_of_list(p.len())
        }
    }

    #[test]
    fn the_clock_is_read_after_each_move_from_a_large_position() {
        let stalk = Stalk {
            built: std::cell::Cell::new(0),
        };
        let mut search = ComponentSearch::new(&stalk, u64::MAX);
        search.set_deadline(crate::engine::Deadline::starting_now(Some(
            std::time::Duration::ZERO,
        )));
        let long: Vec<u32> = (0..100_000).collect();
        assert_eq!(
            search.value(&long),
            Err(EngineError::TimeLimit { seconds: 0 })
        );
        // Each move from 100,000 edges is work enough to read the clock, though the first
        // ones lead to positions of a few edges (counted by those, it took 83 moves).
        assert_eq!(stalk.built.get(), 1);
    }

    #[test]
    fn mex_of_unsorted_values_with_repeats() {
        assert_eq!(mex(&mut [3, 0, 1, 1, 5]), 2);
        assert_eq!(mex(&mut []), 0);
        assert_eq!(mex(&mut [u64::MAX]), 0);
    }
}
