//! The one search of remoteness: the value of a position found from the values of its
//! options, depth first, on an explicit stack (a game of any depth is answered), every
//! position's value kept for the next question. It serves every clock that counts moves to
//! the end of play: Steinhaus's remoteness of a sum of games over whole positions (the
//! front door) and the two clocks of a compound's games ([`super::compound`]). The caller
//! says what a position's options are and how its value follows from theirs; the search
//! keeps the limits every such search needs: play that comes back to a position on the
//! way has no remoteness ([`SearchStop::Cycle`]), it stores at most a given number of
//! positions ([`SearchStop::Limit`], checked before a position's options are listed and
//! before its value is stored), and it reads the question's deadline before listing
//! options and as it goes ([`SearchStop::Late`]).

use std::hash::Hash;

use hashbrown::{HashMap, HashSet};

use super::deadline::Deadline;
use super::error::EngineError;

/// Why a search stopped without a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SearchStop<E> {
    /// The caller's own reason: the game's error, or a limit of its own.
    Game(E),
    /// The search stored this many positions, its limit.
    Limit(u64),
    /// A move came back to a position on the way to it: the game has cycles.
    Cycle,
    /// The question's deadline passed (the deadline's error).
    Late(EngineError),
}

/// What lists a position's options (the positions one move leads to) and what the caller
/// keeps of the position to value it, or says why it cannot.
pub type Expand<'e, K, X, E> = dyn FnMut(&K) -> Result<(Vec<K>, X), E> + 'e;

/// A position on the search's stack: its options, how many of them are known, and what
/// the caller keeps of it to value it.
struct Frame<K, X> {
    position: K,
    options: Vec<K>,
    next: usize,
    kept: X,
}

/// The values of the positions met so far, and the limits of the search.
pub struct RemotenessSearch<K, V> {
    known: HashMap<K, V>,
    limit: u64,
    deadline: Deadline,
}

impl<K: Clone + Eq + Hash, V: Copy> RemotenessSearch<K, V> {
    /// A search that stores at most `limit` positions.
    pub fn new(limit: u64) -> RemotenessSearch<K, V> {
        RemotenessSearch {
            known: HashMap::new(),
            limit,
            deadline: Deadline::unlimited(),
        }
    }

    /// Stops a search at `deadline` (the values found before are kept).
    pub fn set_deadline(&mut self, deadline: Deadline) {
        self.deadline = deadline;
    }

    /// The value of a position already found.
    pub fn known(&self, at: &K) -> Option<V> {
        self.known.get(at).copied()
    }

    /// The value of `at`: `expand` lists the positions one move leads to from a position,
    /// with what the caller keeps of it, and `value` makes the position's value of that
    /// and its options' values (in the order listed).
    pub fn value<X, E>(
        &mut self,
        at: &K,
        expand: &mut Expand<'_, K, X, E>,
        value: &dyn Fn(&X, &[V]) -> V,
    ) -> Result<V, SearchStop<E>> {
        if let Some(found) = self.known(at) {
            return Ok(found);
        }
        let mut on_stack: HashSet<K> = HashSet::new();
        on_stack.insert(at.clone());
        let mut stack = vec![self.frame(at, expand)?];
        let mut ticks = self.deadline.ticks();
        while let Some(top) = stack.last_mut() {
            ticks.tick().map_err(SearchStop::Late)?;
            if let Some(option) = top.options.get(top.next) {
                if self.known.contains_key(option) {
                    top.next += 1;
                    continue;
                }
                if !on_stack.insert(option.clone()) {
                    return Err(SearchStop::Cycle);
                }
                let option = option.clone();
                stack.push(self.frame(&option, expand)?);
                continue;
            }
            let done = stack.pop().expect("the top frame");
            let options: Vec<V> = done.options.iter().map(|o| self.known[o]).collect();
            if self.known.len() as u64 >= self.limit {
                return Err(SearchStop::Limit(self.limit));
            }
            on_stack.remove(&done.position);
            self.known
                .insert(done.position, value(&done.kept, &options));
        }
        Ok(self.known[at])
    }

    /// A new frame for `at`, its options listed by `expand`, or why the search stops:
    /// the limit and the deadline are read first (listing options may cost much).
    fn frame<X, E>(
        &self,
        at: &K,
        expand: &mut Expand<'_, K, X, E>,
    ) -> Result<Frame<K, X>, SearchStop<E>> {
        if self.known.len() as u64 >= self.limit {
            return Err(SearchStop::Limit(self.limit));
        }
        self.deadline.check().map_err(SearchStop::Late)?;
        let (options, kept) = expand(at).map_err(SearchStop::Game)?;
        Ok(Frame {
            position: at.clone(),
            options,
            next: 0,
            kept,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heap of Nim taking 1 or 2: its options are the smaller heaps by 1 and 2.
    fn subtraction(n: &u32) -> Result<(Vec<u32>, ()), ()> {
        Ok(((1..=2).filter(|&k| k <= *n).map(|k| n - k).collect(), ()))
    }

    /// Steinhaus's remoteness, as an odd number exactly when the player to move wins.
    fn remoteness(_: &(), options: &[u32]) -> u32 {
        match options.iter().filter(|r| *r % 2 == 0).min() {
            Some(quickest) => quickest + 1,
            None => options.iter().map(|r| r + 1).max().unwrap_or(0),
        }
    }

    /// The brute-force twin: the remoteness of heaps 0..40 by the plain recursion of its
    /// definition, against the search (one search for all, and a fresh one for each).
    #[test]
    fn values_follow_the_plain_recursion() {
        fn plain(n: u32) -> u32 {
            let options: Vec<u32> = subtraction(&n).unwrap().0.into_iter().map(plain).collect();
            remoteness(&(), &options)
        }
        let mut shared = RemotenessSearch::new(1000);
        for n in 0..20 {
            let found = shared.value(&n, &mut subtraction, &remoteness);
            assert_eq!(found, Ok(plain(n)), "heap {n}");
            let alone = RemotenessSearch::new(1000).value(&n, &mut subtraction, &remoteness);
            assert_eq!(alone, Ok(plain(n)), "heap {n}");
        }
    }

    #[test]
    fn a_cycle_the_limit_and_the_games_error_are_refused() {
        let mut cycle = |n: &u32| Ok::<_, ()>((vec![(n + 1) % 3], ()));
        assert_eq!(
            RemotenessSearch::new(100).value(&0, &mut cycle, &remoteness),
            Err(SearchStop::Cycle)
        );
        assert_eq!(
            RemotenessSearch::new(3).value(&10, &mut subtraction, &remoteness),
            Err(SearchStop::Limit(3))
        );
        let mut failing = |n: &u32| match n {
            0 => Err("no moves listed"),
            _ => Ok((vec![n - 1], ())),
        };
        assert_eq!(
            RemotenessSearch::new(100).value(&5, &mut failing, &remoteness),
            Err(SearchStop::Game("no moves listed"))
        );
    }

    #[test]
    fn a_passed_deadline_is_refused() {
        let mut search = RemotenessSearch::new(100);
        search.set_deadline(Deadline::starting_now(Some(std::time::Duration::ZERO)));
        assert!(matches!(
            search.value(&5, &mut subtraction, &remoteness),
            Err(SearchStop::Late(_))
        ));
    }
}
