//! The plain reference for tests: G⁻ (or G) of a position by recursion over the raw
//! positions the rules produce, with no reduction, canonical order or theory. Only for
//! small positions (the recursion depth is the length of the longest play).

use hashbrown::HashMap;

use crate::ir::{Game, Play};

pub(crate) struct BruteForce<'g> {
    game: &'g Game,
    memo: HashMap<Vec<u64>, u64>,
}

impl<'g> BruteForce<'g> {
    pub(crate) fn new(game: &'g Game) -> BruteForce<'g> {
        BruteForce {
            game,
            memo: HashMap::new(),
        }
    }

    pub(crate) fn value(&mut self, position: &[u64]) -> u64 {
        if let Some(&v) = self.memo.get(position) {
            return v;
        }
        let options = self
            .game
            .moves(position)
            .expect("moves of a small position");
        let value = if options.is_empty() {
            match self.game.play {
                Play::Normal => 0,
                Play::Misere => 1,
            }
        } else {
            let values: Vec<u64> = options.iter().map(|m| self.value(&m.position)).collect();
            (0..).find(|v| !values.contains(v)).expect("a mex exists")
        };
        self.memo.insert(position.to_vec(), value);
        value
    }

    /// The positions the winning moves lead to (options of value 0), in move order.
    pub(crate) fn winning_targets(&mut self, position: &[u64]) -> Vec<Vec<u64>> {
        let options = self
            .game
            .moves(position)
            .expect("moves of a small position");
        options
            .into_iter()
            .map(|m| m.position)
            .filter(|p| self.value(p) == 0)
            .collect()
    }
}

/// The game of `rules` (one `move` per line) in misère play.
pub(crate) fn misere_game(rules: &str) -> Game {
    let text = format!("game \"test\"\nplay misere\n{rules}\n");
    crate::parse_game(crate::Source::new("test.game", text), &[]).expect("a valid test game")
}

/// Every sorted position of at most `heaps` heaps of sizes 1..=`largest`.
pub(crate) fn small_positions(heaps: usize, largest: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut frontier = vec![Vec::new()];
    for _ in 0..heaps {
        let mut next = Vec::new();
        for position in &frontier {
            let low = position.last().copied().unwrap_or(1);
            for h in low..=largest {
                let mut longer: Vec<u64> = position.clone();
                longer.push(h);
                next.push(longer);
            }
        }
        all.extend(next.iter().cloned());
        frontier = next;
    }
    all
}

/// Every sorted position of at most `tokens` tokens in all (every sum of heaps up to that
/// size, the empty one included).
pub(crate) fn positions_of_tokens(tokens: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut frontier: Vec<(Vec<u64>, u64)> = vec![(Vec::new(), 0)];
    while let Some((position, sum)) = frontier.pop() {
        let low = position.last().copied().unwrap_or(1);
        for h in low..=tokens - sum {
            let mut longer = position.clone();
            longer.push(h);
            all.push(longer.clone());
            frontier.push((longer, sum + h));
        }
    }
    all
}
