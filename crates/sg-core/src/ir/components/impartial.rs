//! A game of components as an [`ImpartialGame`]: a position is a list of components (each
//! its coordinates), it splits into single components, and a component's moves come from
//! the one move path ([`ComponentGame::try_for_each_move`]) with their descriptions.

use std::ops::ControlFlow;

use super::ComponentGame;
use super::moves::{ComponentMove, MoveError};
use crate::game::{GameError, ImpartialGame, Moves, PositionView};

impl ImpartialGame for ComponentGame {
    type Position = Vec<Vec<u64>>;

    fn name(&self) -> String {
        self.name.clone()
    }

    /// Coordinates of 64 bits, each worth two small numbers.
    fn weight(&self, position: &Vec<Vec<u64>>) -> u64 {
        crate::game::weight_of_list(2 * position.iter().map(Vec::len).sum::<usize>())
    }

    /// The largest measure of its components (the proof that play ends), 0 below 0.
    fn rank(&self, position: &Vec<Vec<u64>>) -> u64 {
        position
            .iter()
            .map(|component| self.component_rank(component))
            .max()
            .unwrap_or(0)
    }

    /// Every move, but those that hand the opponent a win at once while another move is
    /// left (wins.rs).
    fn moves(
        &self,
        position: &Vec<Vec<u64>>,
        moves: &mut impl Moves<Vec<Vec<u64>>>,
    ) -> Result<(), GameError> {
        if !self.has_winning_moves() {
            self.each_move(position, moves, None)?;
            return Ok(());
        }
        let winning = position
            .iter()
            .map(|component| self.is_winning(component))
            .collect::<Result<Vec<bool>, _>>()?;
        let pass = self.each_move(position, moves, Some(&winning))?;
        if pass.kept == 0 && pass.left_out > 0 {
            self.each_move(position, moves, None)?;
        }
        Ok(())
    }

    /// Single components; a position with a component a move wins from (or one whose
    /// moves cannot be told) is one part.
    fn split(&self, position: &Vec<Vec<u64>>, components: &mut Vec<Vec<Vec<u64>>>) {
        if self.winning_count(position) != Ok(0) {
            components.push(position.clone());
            return;
        }
        components.extend(position.iter().map(|c| vec![c.clone()]));
    }

    fn split_reusing(&self, position: &Vec<Vec<u64>>, components: &mut Vec<Vec<Vec<u64>>>) {
        if self.winning_count(position) != Ok(0) {
            components.clear();
            components.push(position.clone());
            return;
        }
        components.truncate(position.len());
        for (i, component) in position.iter().enumerate() {
            let one = std::slice::from_ref(component);
            match components.get_mut(i) {
                Some(kept) => refill(kept, [one, &[], &[]]),
                None => components.push(vec![component.clone()]),
            }
        }
    }

    /// Components in increasing order: a sum's order does not matter.
    fn canonical(&self, position: &Vec<Vec<u64>>) -> Vec<Vec<u64>> {
        let mut sorted = position.clone();
        sorted.sort_unstable();
        sorted
    }

    fn parts(&self, position: &Vec<Vec<u64>>) -> usize {
        position.len()
    }

    /// One coordinate: the numbers (`3 5`); several: `2,3 4,5`.
    fn view(&self, position: &Vec<Vec<u64>>) -> PositionView {
        if self.dimension() == 1 {
            PositionView::Numbers(position.iter().map(|c| c[0]).collect())
        } else {
            PositionView::Components(position.clone())
        }
    }
}

/// Makes `buffer` the components of `parts` in order, reusing the buffers it holds (a
/// move's position is built without allocating once the first moves have been made).
fn refill(buffer: &mut Vec<Vec<u64>>, parts: [&[Vec<u64>]; 3]) {
    let mut count = 0;
    for component in parts.into_iter().flatten() {
        match buffer.get_mut(count) {
            Some(kept) => kept.clone_from(component),
            None => buffer.push(component.clone()),
        }
        count += 1;
    }
    buffer.truncate(count);
}

/// What one pass over the moves of a position kept and left out.
struct Pass {
    kept: usize,
    left_out: usize,
}

impl ComponentGame {
    /// The measure of one component (the proof that play ends), 0 below 0.
    pub(crate) fn component_rank(&self, component: &[u64]) -> u64 {
        let measure = self.measure.at(component);
        u64::try_from(measure.max(0)).unwrap_or(u64::MAX)
    }

    /// Hands the moves of `position` to `moves`; with `winning` (which of its components
    /// are winning), leaves out those that hand the opponent a win at once: in
    /// a sum with a winning component, every move but a `wins` move of one and the moves
    /// of the only one; elsewhere, the moves that leave a winning component. A `wins` move
    /// leads to the position with nothing left.
    fn each_move(
        &self,
        position: &[Vec<u64>],
        moves: &mut impl Moves<Vec<Vec<u64>>>,
        winning: Option<&[bool]>,
    ) -> Result<Pass, GameError> {
        let dimension = self.dimension();
        let mut next: Vec<Vec<u64>> = Vec::new();
        let mut pass = Pass {
            kept: 0,
            left_out: 0,
        };
        let mut failure = None;
        let winners = winning.map_or(0, |w| w.iter().filter(|&&won| won).count());
        for (i, component) in position.iter().enumerate() {
            let partial = moves.limit().is_some();
            let winning_elsewhere = winners > usize::from(winning.is_some_and(|w| w[i]));
            let flow = self.walk_moves(component, partial, &mut |rule, vars, left| {
                if self.rules[rule].wins {
                    next.clear();
                } else {
                    let hands_a_win = match winning {
                        None => Ok(false),
                        Some(_) if winning_elsewhere => Ok(true),
                        Some(_) => self.winning_count(left).map(|count| count > 0),
                    };
                    match hands_a_win {
                        Ok(false) => {}
                        Ok(true) => {
                            pass.left_out += 1;
                            return ControlFlow::Continue(());
                        }
                        Err(e) => {
                            failure = Some(e);
                            return ControlFlow::Break(());
                        }
                    }
                    refill(&mut next, [&position[..i], left, &position[i + 1..]]);
                }
                pass.kept += 1;
                let describe = || {
                    let mv = ComponentMove {
                        rule,
                        chosen: vars[dimension..].to_vec(),
                        components: left.to_vec(),
                    };
                    self.describe(component, &mv)
                };
                if moves.add_described(&next, describe) {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            })?;
            if let Some(e) = failure {
                return Err(e.into());
            }
            if flow.is_break() {
                break;
            }
        }
        Ok(pass)
    }
}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> GameError {
        GameError {
            message: e.message,
            span: Some(e.span),
        }
    }
}
