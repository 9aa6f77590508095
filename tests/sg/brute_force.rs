//! The reference solver for cross-checks: a position's Grundy value by the definition
//! alone (the mex of its options' values, 0 without a move, in normal play), over whole
//! positions exactly as written, memoized, with an explicit stack. It uses only
//! `Game::moves`: no decomposition into heaps, no canonical order, no closed forms, no
//! periods.

use std::collections::{HashMap, HashSet};

use sg::engine::{Analysis, Outcome};
use sg::ir::Game;

pub(crate) struct BruteForce<'g> {
    game: &'g Game,
    values: HashMap<Vec<u64>, u64>,
}

impl<'g> BruteForce<'g> {
    pub(crate) fn new(game: &'g Game) -> BruteForce<'g> {
        BruteForce {
            game,
            values: HashMap::new(),
        }
    }

    fn options(&self, position: &[u64]) -> Vec<Vec<u64>> {
        let moves = self.game.moves(position).expect("the rules evaluate");
        moves.into_iter().map(|m| m.position).collect()
    }

    /// The Grundy value of `position`.
    pub(crate) fn value(&mut self, position: &[u64]) -> u64 {
        // Each entry: a position and whether its options were pushed already.
        let mut stack = vec![(position.to_vec(), false)];
        while let Some((current, expanded)) = stack.pop() {
            if self.values.contains_key(&current) {
                continue;
            }
            let options = self.options(&current);
            let unknown: Vec<Vec<u64>> = options
                .iter()
                .filter(|o| !self.values.contains_key(*o))
                .cloned()
                .collect();
            if !unknown.is_empty() {
                assert!(!expanded, "a cycle through {current:?}");
                stack.push((current, true));
                stack.extend(unknown.into_iter().map(|o| (o, false)));
                continue;
            }
            let seen: HashSet<u64> = options.iter().map(|o| self.values[o]).collect();
            let mex = (0..).find(|v| !seen.contains(v)).expect("a finite set");
            self.values.insert(current, mex);
        }
        self.values[position]
    }

    /// The positions the winning moves lead to, sorted, each once.
    pub(crate) fn winning_targets(&mut self, position: &[u64]) -> Vec<Vec<u64>> {
        let mut targets: Vec<Vec<u64>> = self
            .options(position)
            .into_iter()
            .filter(|o| self.value(o) == 0)
            .collect();
        targets.sort();
        targets.dedup();
        targets
    }

    /// Checks the engine's `analysis` of `position`: the outcome, the Grundy value, and
    /// every winning move listed (the same set of positions reached); `context` names the
    /// case in a failure.
    pub(crate) fn check(&mut self, position: &[u64], analysis: &Analysis, context: &str) {
        let value = self.value(position);
        assert_eq!(analysis.outcome, Outcome::of_value(value), "{context}");
        assert_eq!(analysis.grundy, Some(value), "{context}");
        let listed = &analysis.winning_moves.listed;
        assert_eq!(
            analysis.winning_moves.total,
            listed.len() as u128,
            "{context}"
        );
        let mut targets: Vec<Vec<u64>> = listed
            .iter()
            .map(|m| m.to.numbers().expect("heaps").to_vec())
            .collect();
        targets.sort();
        targets.dedup();
        assert_eq!(targets, self.winning_targets(position), "{context}");
    }
}
