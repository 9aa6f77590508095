//! Misère play of any [`ImpartialGame`]: the misère Grundy value G⁻ of a position by a
//! memoized search over sums of components. Misère values do not add up, so the search
//! runs over whole sums; each sum is kept canonical as the sorted multiset of its
//! components' ids (components interned once, with their options as sorted id lists).
//! A component with no move is left out of every sum: adding a game with no move changes
//! no game tree, in misère play as in normal play. The terminal value is 1 (the player to
//! move with no move wins), so G⁻ = 0 exactly when the player to move loses.
//!
//! The normal-play search runs first on every component, so a loopy game is refused
//! (as a cycle) before any sum is searched.

use std::ops::ControlFlow;

use hashbrown::HashMap;

use crate::engine::component_search::{ComponentSearch, mex};
use crate::engine::error::EngineError;
use crate::engine::search_progress::SearchProgress;
use crate::game::{ImpartialGame, VisitMoves, move_work, smallest_rank_last};

/// A sum of components: their ids, sorted.
type Sum = Box<[u32]>;

pub(crate) struct MisereComponentSums<'g, G: ImpartialGame> {
    game: &'g G,
    ids: HashMap<G::Position, u32>,
    /// Per id: every option, as the sorted ids of its components with a move.
    options: Vec<Vec<Sum>>,
    values: HashMap<Sum, u32>,
    /// The weight of the components and sums kept ([`ImpartialGame::weight`]; a sum
    /// weighs as a list of its ids), counted against `limit`.
    kept: u64,
    limit: u64,
    /// Boxed: it would make every solver that holds a search large.
    progress: Box<SearchProgress>,
}

impl<'g, G: ImpartialGame> MisereComponentSums<'g, G> {
    pub(crate) fn new(game: &'g G, limit: u64) -> MisereComponentSums<'g, G> {
        MisereComponentSums {
            game,
            ids: HashMap::new(),
            options: Vec::new(),
            values: HashMap::new(),
            kept: 0,
            limit,
            progress: Box::new(SearchProgress::new("misère sums")),
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

    /// G⁻ of `position`; `normal` is the game's normal-play search (which refuses cycles).
    pub(crate) fn value(
        &mut self,
        position: &G::Position,
        normal: &mut ComponentSearch<'g, G>,
    ) -> Result<u64, EngineError> {
        self.progress.start();
        let value = self
            .sum_of(position, normal)
            .and_then(|sum| self.sum_value(sum));
        self.progress.finish();
        value
    }

    /// The canonical sum of a position's components (interning each).
    fn sum_of(
        &mut self,
        position: &G::Position,
        normal: &mut ComponentSearch<'g, G>,
    ) -> Result<Sum, EngineError> {
        let mut parts = Vec::new();
        self.game.split(position, &mut parts);
        let mut ids = Vec::with_capacity(parts.len());
        for part in parts {
            if let Some(id) = self.intern(part, normal)? {
                ids.push(id);
            }
        }
        ids.sort_unstable();
        Ok(ids.into_boxed_slice())
    }

    /// The id of a component with at least one move, interning it and, first, every
    /// component its options reach (a post-order walk with an explicit stack); `None`
    /// for a component with no move.
    fn intern(
        &mut self,
        component: G::Position,
        normal: &mut ComponentSearch<'g, G>,
    ) -> Result<Option<u32>, EngineError> {
        if let Some(&id) = self.ids.get(&component) {
            return Ok(Some(id));
        }
        // Refuses loopy games: below a component the walk then always ends.
        normal.component_value(&component)?;
        let mut stack = vec![(component.clone(), false)];
        let mut terminal: hashbrown::HashSet<G::Position> = hashbrown::HashSet::new();
        while let Some((c, expanded)) = stack.pop() {
            if self.ids.contains_key(&c) || terminal.contains(&c) {
                continue;
            }
            let options = self.options_of(&c)?;
            if options.is_empty() {
                terminal.insert(c);
                continue;
            }
            let mut unknown: Vec<G::Position> = options
                .iter()
                .flatten()
                .filter(|p| !self.ids.contains_key(*p) && !terminal.contains(*p))
                .cloned()
                .collect();
            if !unknown.is_empty() {
                assert!(
                    !expanded,
                    "the options of a component are interned before it"
                );
                if self.kept.saturating_add(stack.len() as u64) >= self.limit {
                    return Err(EngineError::StateLimit { limit: self.limit });
                }
                stack.push((c, true));
                smallest_rank_last(self.game, &mut unknown);
                stack.extend(unknown.into_iter().map(|p| (p, false)));
                continue;
            }
            let mut sums: Vec<Sum> = options
                .iter()
                .map(|parts| {
                    let mut ids: Vec<u32> = parts
                        .iter()
                        .filter_map(|p| self.ids.get(p).copied())
                        .collect();
                    ids.sort_unstable();
                    ids.into_boxed_slice()
                })
                .collect();
            sums.sort_unstable();
            sums.dedup();
            let id = u32::try_from(self.options.len()).map_err(|_| EngineError::StateLimit {
                limit: u64::from(u32::MAX),
            })?;
            self.options.push(sums);
            self.kept += self.game.weight(&c);
            self.ids.insert(c, id);
        }
        Ok(self.ids.get(&component).copied())
    }

    /// The options of a component, each split into its components.
    fn options_of(
        &mut self,
        component: &G::Position,
    ) -> Result<Vec<Vec<G::Position>>, EngineError> {
        let mut options = Vec::new();
        let game = self.game;
        let (progress, states, limit) = (&mut self.progress, self.kept, self.limit);
        let mut out_of_time = None;
        let from = game.weight(component);
        let mut visit = |to: &G::Position, _: &dyn Fn() -> String| {
            if let Err(e) = progress.tick_by(move_work(game, from, to), states, limit) {
                out_of_time = Some(e);
                return ControlFlow::Break(());
            }
            let mut parts = Vec::new();
            game.split(to, &mut parts);
            options.push(parts);
            ControlFlow::Continue(())
        };
        game.moves(component, &mut VisitMoves::new(&mut visit))?;
        match out_of_time {
            Some(e) => Err(e),
            None => Ok(options),
        }
    }

    /// G⁻ of a canonical sum, by an iterative search over sums.
    fn sum_value(&mut self, root: Sum) -> Result<u64, EngineError> {
        if let Some(&v) = self.values.get(&root) {
            return Ok(u64::from(v));
        }
        let weight = |sum: &[u32]| crate::game::weight_of_list(sum.len());
        // The sums on the stack and their weight: sums grow long (a move may add
        // components), so what waits on the stack counts against the limit too.
        let mut stacked = weight(&root);
        let mut stack: Vec<(Sum, bool)> = vec![(root.clone(), false)];
        let mut next = Vec::new();
        let mut option_values = Vec::new();
        while let Some((sum, expanded)) = stack.pop() {
            stacked -= weight(&sum);
            if self.values.contains_key(&sum) {
                continue;
            }
            let mut committed = self.kept.saturating_add(stacked);
            let mut unknown = Vec::new();
            option_values.clear();
            for (i, &id) in sum.iter().enumerate() {
                if i > 0 && sum[i - 1] == id {
                    continue;
                }
                for option in &self.options[id as usize] {
                    self.progress.tick(self.kept, self.limit)?;
                    next.clear();
                    next.extend(
                        sum.iter()
                            .enumerate()
                            .filter(|&(j, _)| j != i)
                            .map(|(_, &c)| c),
                    );
                    next.extend_from_slice(option);
                    next.sort_unstable();
                    match self.values.get(next.as_slice()) {
                        Some(&v) => option_values.push(u64::from(v)),
                        None => {
                            committed = committed.saturating_add(weight(&next));
                            if committed > self.limit {
                                return Err(EngineError::StateLimit { limit: self.limit });
                            }
                            unknown.push(next.clone().into_boxed_slice());
                        }
                    }
                }
            }
            if unknown.is_empty() {
                let value = if sum.is_empty() {
                    1
                } else {
                    mex(&mut option_values)
                };
                let value =
                    u32::try_from(value).map_err(|_| EngineError::ValueTooWide { bits: 32 })?;
                self.kept += weight(&sum);
                self.values.insert(sum, value);
                continue;
            }
            if expanded {
                unreachable!("the options of an expanded sum are solved before it");
            }
            if committed.saturating_add(weight(&sum)) > self.limit {
                return Err(EngineError::StateLimit { limit: self.limit });
            }
            stacked = committed - self.kept + weight(&sum);
            stack.push((sum, true));
            stack.extend(unknown.into_iter().map(|s| (s, false)));
        }
        Ok(u64::from(self.values[&root]))
    }
}
