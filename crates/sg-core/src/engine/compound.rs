//! The compounds of *Winning Ways* ch. 9 other than the sum: several games played at once,
//! a move playing in every one of them (conjunctive: play ends as soon as one has no
//! move), in every one that still has a move (continued conjunctive, "Every-SG": play ends
//! when none has), or in any non-empty set of them (selective). Normal play: whoever
//! cannot move loses.
//!
//! Each game is answered alone by two clocks ([`Clock`]), found by one search over its
//! positions ([`Clocks`]), and the compound by the theorems:
//! - remoteness (C. A. B. Smith): R = 0 with no move; from a position with an option of
//!   even remoteness (a win), 1 + the least even remoteness of its options; else 1 + the
//!   greatest. R is odd exactly when the player to move wins the game alone. The
//!   conjunctive compound is won by the player to move exactly when the least remoteness of
//!   its games is odd: the winner hurries where she wins, and delays where she loses.
//! - suspense: S = 0 with no move; from a won position, 1 + the greatest suspense of its
//!   lost options; from a lost one, 1 + the least suspense of all. The continued
//!   conjunctive compound is won exactly when the greatest suspense is odd: the winner
//!   keeps the game she wins going longest, and ends the others soonest.
//! - the selective compound is won exactly when some game is won alone: the winner moves
//!   in exactly the games that are won, each to a lost position.
//!
//! The clocks are found by the one remoteness search of the engine
//! ([`super::RemotenessSearch`]): on an explicit stack, so a game of any depth is
//! answered, storing at most a given number of positions. A game whose moves come back to a
//! position has no clock: it is refused.

use super::analysis::Outcome;
use super::remoteness_search::RemotenessSearch;
pub use crate::ir::Compound;

/// The two numbers a game contributes to a compound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock {
    /// Smith's remoteness: odd exactly when the player to move wins the game alone.
    pub remoteness: u32,
    /// The suspense number of the continued conjunctive compound.
    pub suspense: u32,
}

impl Clock {
    /// Whether the player to move wins the game alone.
    pub fn wins(self) -> bool {
        self.remoteness % 2 == 1
    }

    /// The clock of a position with these options' clocks.
    pub fn of(options: &[Clock]) -> Clock {
        let lost = || options.iter().filter(|o| !o.wins());
        match lost().map(|o| o.remoteness).min() {
            Some(quickest) => Clock {
                remoteness: quickest + 1,
                suspense: 1 + lost().map(|o| o.suspense).max().unwrap_or(0),
            },
            None => Clock {
                remoteness: options.iter().map(|o| o.remoteness + 1).max().unwrap_or(0),
                suspense: options.iter().map(|o| o.suspense + 1).min().unwrap_or(0),
            },
        }
    }
}

/// The clocks of the positions of one game met so far: the one remoteness search
/// ([`RemotenessSearch`]), each position valued by [`Clock::of`] its options' clocks.
pub type Clocks<K> = RemotenessSearch<K, Clock>;

/// Who wins the compound of games with these clocks (the player to move: N).
pub fn outcome(compound: Compound, clocks: &[Clock]) -> Outcome {
    let wins = match compound {
        Compound::Conjunctive => clocks.iter().map(|c| c.remoteness).min().unwrap_or(0) % 2 == 1,
        Compound::Continued => clocks.iter().map(|c| c.suspense).max().unwrap_or(0) % 2 == 1,
        Compound::Selective | Compound::Disjunctive => clocks.iter().any(|c| c.wins()),
    };
    if wins { Outcome::N } else { Outcome::P }
}

/// How many moves the compound lasts with best play, where a theorem says: the least
/// remoteness (conjunctive), the greatest suspense (continued conjunctive).
pub fn length(compound: Compound, clocks: &[Clock]) -> Option<u32> {
    match compound {
        Compound::Conjunctive => Some(clocks.iter().map(|c| c.remoteness).min().unwrap_or(0)),
        Compound::Continued => Some(clocks.iter().map(|c| c.suspense).max().unwrap_or(0)),
        Compound::Selective | Compound::Disjunctive => None,
    }
}

/// Where a game of a won compound moves in the winning strategy: the index of the option
/// (of `options`, their clocks) it moves to, or `None` where it stays (a selective
/// compound leaves the lost games alone; a continued one cannot move a finished game).
pub fn winning_option(compound: Compound, game: Clock, options: &[Clock]) -> Option<usize> {
    // The option with the least (or greatest) key among those `keep` allows.
    let best = |keep: &dyn Fn(&Clock) -> bool, key: &dyn Fn(&Clock) -> u32, greatest: bool| {
        let candidates = options.iter().enumerate().filter(|(_, c)| keep(c));
        if greatest {
            candidates.max_by_key(|(_, c)| key(c)).map(|(i, _)| i)
        } else {
            candidates.min_by_key(|(_, c)| key(c)).map(|(i, _)| i)
        }
    };
    let lost = |c: &Clock| !c.wins();
    let any = |_: &Clock| true;
    let remoteness = |c: &Clock| c.remoteness;
    let suspense = |c: &Clock| c.suspense;
    match (compound, game.wins()) {
        // Hurry where the game is won, delay where it is lost.
        (Compound::Conjunctive, true) => best(&lost, &remoteness, false),
        (Compound::Conjunctive, false) => best(&any, &remoteness, true),
        // Keep the won games going, end the lost ones.
        (Compound::Continued, true) => best(&lost, &suspense, true),
        (Compound::Continued, false) => best(&any, &suspense, false),
        (Compound::Selective | Compound::Disjunctive, true) => best(&lost, &remoteness, false),
        (Compound::Selective | Compound::Disjunctive, false) => None,
    }
}

/// How many winning moves a compound has: `games` gives each game's clock and the clocks
/// of its options; a move wins when the compound it leaves is lost for the player who then
/// moves. Counted without listing the moves, from how many options of each game reach
/// each remoteness or suspense: a conjunctive move wins when the least remoteness it
/// leaves is even, a continued one when the greatest suspense is even (a finished game
/// stays, with suspense 0), a selective one moves every won game to a lost option and
/// leaves the lost games alone. `None` past 2^64 moves.
pub fn winning_moves(compound: Compound, games: &[(Clock, Vec<Clock>)]) -> Option<u64> {
    let count = |options: &[Clock], keep: &dyn Fn(&Clock) -> bool| {
        options.iter().filter(|o| keep(o)).count() as u128
    };
    // The number of moves whose every game's option passes `keep`.
    let product = |keep: &dyn Fn(&Clock) -> bool, moving: &dyn Fn(&[Clock]) -> bool| {
        games
            .iter()
            .filter(|(_, options)| moving(options))
            .try_fold(1u128, |total, (_, options)| {
                total.checked_mul(count(options, keep))
            })
    };
    let total: u128 = match compound {
        Compound::Conjunctive => {
            if games.iter().any(|(_, options)| options.is_empty()) {
                return Some(0);
            }
            let most = games
                .iter()
                .flat_map(|(_, o)| o)
                .map(|c| c.remoteness)
                .max();
            let at_least = |m: u32| product(&|c| c.remoteness >= m, &|_| true);
            let mut total = 0u128;
            for m in (0..=most.unwrap_or(0)).step_by(2) {
                total = total.checked_add(at_least(m)? - at_least(m + 1)?)?;
            }
            total
        }
        Compound::Continued => {
            if games.iter().all(|(_, options)| options.is_empty()) {
                return Some(0);
            }
            let most = games.iter().flat_map(|(_, o)| o).map(|c| c.suspense).max();
            let moving = |options: &[Clock]| !options.is_empty();
            let at_most = |m: u32| product(&|c| c.suspense <= m, &moving);
            let mut total = at_most(0)?;
            for m in (2..=most.unwrap_or(0)).step_by(2) {
                total = total.checked_add(at_most(m)? - at_most(m - 1)?)?;
            }
            total
        }
        Compound::Selective | Compound::Disjunctive => {
            let won: Vec<&(Clock, Vec<Clock>)> = games.iter().filter(|(g, _)| g.wins()).collect();
            if won.is_empty() {
                return Some(0);
            }
            won.iter().try_fold(1u128, |total, (_, options)| {
                total.checked_mul(count(options, &|c| !c.wins()))
            })?
        }
    };
    u64::try_from(total).ok()
}

/// The moves of a compound, as the option each game moves to (`None`: it stays): the
/// combinations of its games' options that the compound allows, `counts[i]` being the
/// number of options of game i, in odometer order (the last game's option changing first).
pub fn combinations(compound: Compound, counts: &[usize]) -> Combinations {
    // Each game's choices: its options, and for some compounds staying put.
    let stays: Vec<bool> = counts
        .iter()
        .map(|&n| match compound {
            Compound::Selective | Compound::Disjunctive => true,
            Compound::Continued => n == 0,
            Compound::Conjunctive => false,
        })
        .collect();
    let sizes: Vec<usize> = counts
        .iter()
        .zip(&stays)
        .map(|(&n, &stay)| n + usize::from(stay))
        .collect();
    let any_move = match compound {
        Compound::Conjunctive => counts.iter().all(|&n| n > 0),
        _ => counts.iter().any(|&n| n > 0),
    };
    Combinations {
        sizes,
        stays,
        digits: any_move.then(|| vec![0; counts.len()]),
        selective: matches!(compound, Compound::Selective | Compound::Disjunctive),
    }
}

/// The moves of a compound, one at a time ([`combinations`]).
pub struct Combinations {
    sizes: Vec<usize>,
    stays: Vec<bool>,
    /// The next combination's digits (digit 0 is staying, where a game may stay), or
    /// `None` when all are given.
    digits: Option<Vec<usize>>,
    /// Whether every game may stay but not all at once.
    selective: bool,
}

impl Iterator for Combinations {
    type Item = Vec<Option<usize>>;

    fn next(&mut self) -> Option<Vec<Option<usize>>> {
        loop {
            let digits = self.digits.as_mut()?;
            let current: Vec<Option<usize>> = digits
                .iter()
                .zip(&self.stays)
                .map(|(&d, &stay)| match (stay, d) {
                    (true, 0) => None,
                    (true, d) => Some(d - 1),
                    (false, d) => Some(d),
                })
                .collect();
            // The odometer: the last digit turns first.
            let mut i = digits.len();
            loop {
                if i == 0 {
                    self.digits = None;
                    break;
                }
                i -= 1;
                digits[i] += 1;
                if digits[i] < self.sizes[i] {
                    break;
                }
                digits[i] = 0;
            }
            // A selective move moves somewhere.
            if self.selective && current.iter().all(Option::is_none) {
                continue;
            }
            return Some(current);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heap of Nim taking 1 or 2: its options are the smaller heaps by 1 and 2.
    fn subtraction(n: &u32) -> Result<(Vec<u32>, ()), ()> {
        Ok(((1..=2).filter(|&k| k <= *n).map(|k| n - k).collect(), ()))
    }

    #[test]
    fn clocks_follow_their_definitions() {
        let mut clocks = Clocks::new(1000);
        let found: Vec<(u32, u32)> = (0..7)
            .map(|n| {
                let c = clocks
                    .value(&n, &mut subtraction, &|_, o| Clock::of(o))
                    .unwrap();
                (c.remoteness, c.suspense)
            })
            .collect();
        // Heaps 0 and 3 and 6 are lost; a won heap moves to the lost one below it.
        assert_eq!(
            found,
            [(0, 0), (1, 1), (1, 1), (2, 2), (3, 3), (3, 3), (4, 4)]
        );
    }

    /// The brute-force twin of the count of winning moves: every move of every compound
    /// of up to three games with up to four options each (clocks drawn at random, as any
    /// game could have them), listed and tried one by one.
    #[test]
    fn winning_moves_are_counted_as_listed() {
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = |n: u32| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % u64::from(n)) as u32
        };
        for _ in 0..3000 {
            let games: Vec<(Clock, Vec<Clock>)> = (0..1 + next(3))
                .map(|_| {
                    let options: Vec<Clock> = (0..next(5))
                        .map(|_| Clock {
                            remoteness: next(7),
                            suspense: next(7),
                        })
                        .collect();
                    (Clock::of(&options), options)
                })
                .collect();
            let counts: Vec<usize> = games.iter().map(|(_, o)| o.len()).collect();
            for compound in [
                Compound::Conjunctive,
                Compound::Continued,
                Compound::Selective,
            ] {
                let listed = combinations(compound, &counts)
                    .filter(|chosen| {
                        let after: Vec<Clock> = chosen
                            .iter()
                            .zip(&games)
                            .map(|(choice, (game, options))| match choice {
                                Some(o) => options[*o],
                                None => *game,
                            })
                            .collect();
                        outcome(compound, &after) == Outcome::P
                    })
                    .count() as u64;
                let counted = winning_moves(compound, &games);
                assert_eq!(counted, Some(listed), "{compound:?} {games:?}");
            }
        }
    }

    #[test]
    fn combinations_of_each_compound() {
        let all = |c, counts: &[usize]| combinations(c, counts).collect::<Vec<_>>();
        assert_eq!(
            all(Compound::Conjunctive, &[2, 1]),
            [vec![Some(0), Some(0)], vec![Some(1), Some(0)]]
        );
        assert!(all(Compound::Conjunctive, &[2, 0]).is_empty());
        assert_eq!(
            all(Compound::Continued, &[2, 0]),
            [vec![Some(0), None], vec![Some(1), None]]
        );
        assert!(all(Compound::Continued, &[0, 0]).is_empty());
        assert_eq!(
            all(Compound::Selective, &[1, 1]),
            [
                vec![None, Some(0)],
                vec![Some(0), None],
                vec![Some(0), Some(0)]
            ]
        );
    }
}
