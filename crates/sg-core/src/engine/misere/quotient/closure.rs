//! The misère quotient of any [`ImpartialGame`], over the components reachable from given
//! positions (their hereditary closure, as MisereSolver computes quotients of game sets).
//!
//! The construction of [`super::construction`] never looks at heap sizes: it adds
//! "heaps" one by one, each with its options as multisets of earlier heaps. Any finite
//! set of components closed under options can be fed to it in an order where every
//! option's components come earlier: the order in which a depth-first search finishes
//! them. Two details make it work as it does for heaps:
//! - heap 0 is the empty position (no options), as in a heap game, and component i is
//!   heap i + 1;
//! - components with the same options are the same game and are fed once (a game need
//!   not put its components in a canonical form; without the merge, copies of one game
//!   would be refined apart from each other, and the construction can fail).
//!
//! The result is the quotient of the closure, exact for every sum of its components (no
//! periodicity is needed: the set is finite and complete). A component outside the
//! closure is not answered; a game with a cycle has no misère quotient and is refused by
//! the normal-play search that proves the closure finite first.

use std::ops::ControlFlow;

use hashbrown::HashMap;

use super::MisereQuotient;
use super::budget::Budget;
use super::construction::Bounded;
use crate::engine::analysis::{Analysis, Method, MoveList, Outcome, WinningMove};
use crate::engine::component_search::ComponentSearch;
use crate::engine::deadline::Deadline;
use crate::engine::error::EngineError;
use crate::game::{ImpartialGame, VisitMoves};

/// The misère quotient of the components reachable from some positions of a game.
pub struct ComponentQuotient<P> {
    quotient: MisereQuotient,
    /// One component of each distinct game of the closure, in the order they were added
    /// (options first).
    components: Vec<P>,
    /// The index in `components` of the game of every component of the closure.
    index: HashMap<P, u32>,
}

impl<P: Clone + Eq + std::hash::Hash> ComponentQuotient<P> {
    /// The quotient of the components reachable from `positions` in `game` (played
    /// misère). `max_states` bounds both the components explored and the construction's
    /// memory (in the units of its budget: entries of a monoid's table, words of the
    /// verification's states); a game with a cycle among them is refused
    /// ([`EngineError::Cycle`]).
    ///
    /// ```
    /// use sg_core::engine::{Analyzer, ComponentQuotient};
    /// use sg_core::game::{GameError, ImpartialGame, Moves};
    /// use sg_core::ir::Play;
    ///
    /// /// Kayles on a row of pins: knock down one pin or two adjacent ones.
    /// struct Kayles;
    /// impl ImpartialGame for Kayles {
    ///     type Position = Vec<u32>;
    ///     fn name(&self) -> String {
    ///         "Kayles".into()
    ///     }
    ///     fn moves(&self, rows: &Vec<u32>, moves: &mut impl Moves<Vec<u32>>) -> Result<(), GameError> {
    ///         let &[n] = rows.as_slice() else { return Ok(()) };
    ///         for take in 1..=2.min(n) {
    ///             for left in 0..=n - take {
    ///                 moves.add(&vec![left, n - take - left]);
    ///             }
    ///         }
    ///         Ok(())
    ///     }
    ///     fn split(&self, rows: &Vec<u32>, parts: &mut Vec<Vec<u32>>) {
    ///         parts.extend(rows.iter().filter(|&&n| n > 0).map(|&n| vec![n]));
    ///     }
    /// }
    ///
    /// // Misère Kayles with rows of at most 12 pins: the quotient `sg quotient
    /// // games/misere-kayles.game --upto 12` prints, of order 24.
    /// let quotient = ComponentQuotient::compute(&Kayles, &[vec![12]], 1 << 24).unwrap();
    /// assert_eq!(quotient.order(), 24);
    /// // One pin alone: the player to move must take it, and loses.
    /// assert!(!quotient.is_n(&Kayles, &vec![1]).unwrap());
    /// // Every sum of such rows is answered, as the misère search answers it.
    /// let mut search = Analyzer::new(&Kayles, 1 << 20).with_play(Play::Misere);
    /// for rows in [vec![2, 3], vec![4, 4, 7], vec![12, 5, 1]] {
    ///     let n = quotient.is_n(&Kayles, &rows).unwrap();
    ///     assert_eq!(n, search.value(&rows).unwrap() != 0);
    /// }
    /// ```
    pub fn compute<G: ImpartialGame<Position = P>>(
        game: &G,
        positions: &[P],
        max_states: u64,
    ) -> Result<ComponentQuotient<P>, EngineError> {
        ComponentQuotient::compute_until(game, positions, max_states, Deadline::unlimited())
    }

    /// [`ComponentQuotient::compute`], stopped with the deadline's error once `deadline`
    /// passes (`--max-time`, or the `--time-limit` of `sg quotient`).
    pub fn compute_until<G: ImpartialGame<Position = P>>(
        game: &G,
        positions: &[P],
        max_states: u64,
        deadline: Deadline,
    ) -> Result<ComponentQuotient<P>, EngineError> {
        let mut starts = Vec::new();
        for position in positions {
            game.split(position, &mut starts);
        }
        // The normal-play search proves the closure finite and free of cycles.
        let mut search = ComponentSearch::new(game, max_states);
        search.set_deadline(deadline);
        for component in &starts {
            search.component_value(component)?;
        }
        let (components, options, index) = by_height(distinct_games(game, &starts, deadline)?);
        let mut bounded = Bounded::listed();
        let mut budget = Budget::new(max_states).with_deadline(deadline);
        // Heap 0 of the construction is the empty position; component i is heap i + 1.
        bounded.add(Vec::new(), &mut budget)?;
        for (i, options) in options.into_iter().enumerate() {
            let shifted = options
                .into_iter()
                .map(|parts| parts.into_iter().map(|game| game + 1).collect())
                .collect();
            bounded.add(shifted, &mut budget).map_err(|e| match e {
                EngineError::QuotientNotFound { rounds, .. } => EngineError::QuotientNotFoundAt {
                    component: game.view(&components[i]).to_string(),
                    rounds,
                },
                other => other,
            })?;
        }
        Ok(ComponentQuotient {
            quotient: MisereQuotient {
                bounded,
                period: None,
                watch: None,
                progress: super::progress::QuotientProgress::hidden(),
            },
            components,
            index,
        })
    }

    /// The number of elements.
    pub fn order(&self) -> usize {
        self.quotient.order()
    }

    /// The elements of the P-portion (element 0 is the identity, the empty position).
    pub fn p_portion(&self) -> Vec<u32> {
        self.quotient.p_portion()
    }

    /// One component of each distinct game of the closure (components with the same
    /// options are one game), in the order the construction added them (every option of a
    /// component comes before it).
    pub fn components(&self) -> &[P] {
        &self.components
    }

    /// The element of each component of [`Self::components`], in the same order.
    pub fn component_elements(&self) -> &[u32] {
        &self.quotient.heap_elements()[1..]
    }

    /// The element of `position`: the product of its components' elements, or `None`
    /// when a component lies outside the closure.
    pub fn element<G: ImpartialGame<Position = P>>(&self, game: &G, position: &P) -> Option<u32> {
        let mut parts = Vec::new();
        game.split(position, &mut parts);
        parts.iter().try_fold(0, |x, part| {
            let i = *self.index.get(part)?;
            Some(
                self.quotient
                    .product(x, self.component_elements()[i as usize]),
            )
        })
    }

    /// Whether the player to move wins `position` in misère play; an error names a
    /// component outside the closure.
    pub fn is_n<G: ImpartialGame<Position = P>>(
        &self,
        game: &G,
        position: &P,
    ) -> Result<bool, EngineError> {
        Ok(!self.quotient.is_p(self.covered_element(game, position)?))
    }

    /// The misère outcome of `position` and its winning moves (the first `max_moves`
    /// listed, all counted): a move wins exactly when it leads to a P-position.
    pub fn analyse<G: ImpartialGame<Position = P>>(
        &self,
        game: &G,
        position: &P,
        max_moves: usize,
    ) -> Result<Analysis, EngineError> {
        let outcome = if self.is_n(game, position)? {
            Outcome::N
        } else {
            Outcome::P
        };
        let mut winning_moves = MoveList::new(max_moves);
        let mut outside = None;
        if outcome == Outcome::N {
            let mut visit = |to: &P, describe: &dyn Fn() -> String| {
                match self.covered_element(game, to) {
                    Ok(x) if self.quotient.is_p(x) => winning_moves
                        .add(1, || Some(WinningMove::single(game.view(to), describe()))),
                    Ok(_) => {}
                    Err(e) => {
                        outside = Some(e);
                        return ControlFlow::Break(());
                    }
                }
                ControlFlow::Continue(())
            };
            game.moves(position, &mut VisitMoves::new(&mut visit))?;
        }
        if let Some(e) = outside {
            return Err(e);
        }
        let method = Method::MisereComponentQuotient {
            order: self.order(),
            components: self.components.len(),
        };
        Ok(Analysis::of_outcome(outcome, winning_moves, method))
    }

    /// The inner quotient (for reports: presentation, P-portion, elements).
    pub(crate) fn quotient(&self) -> &MisereQuotient {
        &self.quotient
    }

    fn covered_element<G: ImpartialGame<Position = P>>(
        &self,
        game: &G,
        position: &P,
    ) -> Result<u32, EngineError> {
        self.element(game, position)
            .ok_or_else(|| EngineError::OutsideQuotient {
                position: game.view(position).to_string(),
            })
    }
}

/// The games of [`distinct_games`] ordered by height (the longest play from them), the
/// nearest a game has to a heap's size: options still come first, and the construction
/// meets small games before large ones, as it meets heaps by size.
#[allow(clippy::type_complexity)]
fn by_height<P: Clone + Eq + std::hash::Hash>(
    (components, options, index): (Vec<P>, Vec<Vec<Vec<u32>>>, HashMap<P, u32>),
) -> (Vec<P>, Vec<Vec<Vec<u32>>>, HashMap<P, u32>) {
    let mut height = vec![0u32; options.len()];
    for (i, game) in options.iter().enumerate() {
        height[i] = game
            .iter()
            .flatten()
            .map(|&part| height[part as usize] + 1)
            .max()
            .unwrap_or(0);
    }
    let mut order: Vec<u32> = (0..options.len() as u32).collect();
    order.sort_by_key(|&i| height[i as usize]);
    let mut new_id = vec![0u32; order.len()];
    for (new, &old) in order.iter().enumerate() {
        new_id[old as usize] = new as u32;
    }
    let relabel = |game: &Vec<Vec<u32>>| -> Vec<Vec<u32>> {
        game.iter()
            .map(|parts| parts.iter().map(|&part| new_id[part as usize]).collect())
            .collect()
    };
    (
        order
            .iter()
            .map(|&old| components[old as usize].clone())
            .collect(),
        order
            .iter()
            .map(|&old| relabel(&options[old as usize]))
            .collect(),
        index
            .into_iter()
            .map(|(c, old)| (c, new_id[old as usize]))
            .collect(),
    )
}

/// The components reachable from `starts` as distinct games, each after all games among
/// its options: a representative component of each, the options of each as the indices of
/// their components' games, and the game of every component reached. Two components with
/// the same options (as games) are the same game, so equal subtrees are merged bottom-up
/// (the construction then sees each game once, as it sees each heap size once). The game
/// is known to have no cycle here.
#[allow(clippy::type_complexity)]
fn distinct_games<G: ImpartialGame>(
    game: &G,
    starts: &[G::Position],
    deadline: Deadline,
) -> Result<
    (
        Vec<G::Position>,
        Vec<Vec<Vec<u32>>>,
        HashMap<G::Position, u32>,
    ),
    EngineError,
> {
    let mut index: HashMap<G::Position, u32> = HashMap::new();
    let mut by_options: HashMap<Vec<Vec<u32>>, u32> = HashMap::new();
    let mut representatives = Vec::new();
    let mut all_options = Vec::new();
    // A component, and its options as components once they have been listed.
    let mut stack: Vec<(G::Position, Option<Vec<Vec<G::Position>>>)> =
        starts.iter().map(|c| (c.clone(), None)).collect();
    while let Some((component, listed)) = stack.pop() {
        if index.contains_key(&component) {
            continue;
        }
        match listed {
            Some(options) => {
                let mut options: Vec<Vec<u32>> = options
                    .iter()
                    .map(|parts| {
                        let mut games: Vec<u32> = parts.iter().map(|part| index[part]).collect();
                        games.sort_unstable();
                        games
                    })
                    .collect();
                options.sort_unstable();
                options.dedup();
                let next = representatives.len() as u32;
                let id = *by_options.entry(options.clone()).or_insert(next);
                if id == next {
                    representatives.push(component.clone());
                    all_options.push(options);
                }
                index.insert(component, id);
            }
            None => {
                deadline.check()?;
                let mut options: Vec<Vec<G::Position>> = Vec::new();
                let mut visit = |to: &G::Position, _: &dyn Fn() -> String| {
                    let mut parts = Vec::new();
                    game.split(to, &mut parts);
                    options.push(parts);
                    ControlFlow::Continue(())
                };
                game.moves(&component, &mut VisitMoves::new(&mut visit))?;
                let unlisted: Vec<G::Position> = options
                    .iter()
                    .flatten()
                    .filter(|part| !index.contains_key(*part))
                    .cloned()
                    .collect();
                stack.push((component, Some(options)));
                stack.extend(unlisted.into_iter().map(|part| (part, None)));
            }
        }
    }
    Ok((representatives, all_options, index))
}
