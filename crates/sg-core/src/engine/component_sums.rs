//! Normal play of a game of components where no theorem covers the position: its value is
//! the XOR of its components' values, each from its chain where the game is one
//! ([`ChainValues`]) and otherwise from the memoized search; its winning moves are found
//! component by component, the moves of component i that bring it to total ⊕ G(cᵢ). So a
//! sum of n components costs O(n) once each distinct component's value is known (the
//! search over whole positions would split every option of every component anew), and
//! the position after a move is built only for a listed move that gives it.

use std::ops::ControlFlow;

use super::analysis::{Analysis, Method, MoveList, PartChange, WinningMove};
use super::analyzer::Analyzer;
use super::component_chain::ChainValues;
use super::component_table::ComponentTable;
use super::error::EngineError;
use crate::game::{GameError, ImpartialGame, PositionView};
use crate::ir::components::ComponentMove;
use crate::ir::{ComponentGame, Play};

/// The values of single components, and the analysis of sums of them.
pub(crate) struct ComponentSums<'g> {
    game: &'g ComponentGame,
    chains: Option<ChainValues<'g>>,
    /// The values of components off the chains.
    table: ComponentTable<'g>,
}

impl<'g> ComponentSums<'g> {
    /// Sums of `game`'s components, its chains' lines at most `limit` components long.
    pub(crate) fn new(game: &'g ComponentGame, limit: u64) -> ComponentSums<'g> {
        ComponentSums {
            game,
            chains: ChainValues::new(game, limit),
            table: ComponentTable::new(game, limit),
        }
    }

    /// Reads `deadline` from now on: a question past it is refused.
    pub(crate) fn set_deadline(&mut self, deadline: crate::engine::Deadline) {
        self.table.progress().set_deadline(deadline);
    }

    /// Draw a progress bar on stderr (when it is a terminal) while a question takes long.
    pub(crate) fn show_progress(&mut self, on: bool) {
        self.table.progress().show(on);
    }

    /// How the values are found: along chains where the game is one, else `searched`.
    pub(crate) fn method(&self, searched: Method) -> Method {
        match &self.chains {
            Some(_) => Method::Chain,
            None => searched,
        }
    }

    /// G of one component: from its chain, else from `search`.
    pub(crate) fn component_value(
        &mut self,
        search: &mut Analyzer<'g, ComponentGame>,
        component: &[u64],
    ) -> Result<u64, EngineError> {
        match self.chains.as_mut().and_then(|c| c.value(component)) {
            Some(value) => Ok(value),
            None => self
                .table
                .value(component, &mut |position| search.value(&position.to_vec())),
        }
    }

    /// G of a position: the XOR of its components'.
    pub(crate) fn value(
        &mut self,
        search: &mut Analyzer<'g, ComponentGame>,
        position: &[Vec<u64>],
    ) -> Result<u64, EngineError> {
        Ok(self
            .values(search, position)?
            .iter()
            .fold(0, |acc, v| acc ^ v))
    }

    /// G of each component of a position.
    fn values(
        &mut self,
        search: &mut Analyzer<'g, ComponentGame>,
        position: &[Vec<u64>],
    ) -> Result<Vec<u64>, EngineError> {
        position
            .iter()
            .map(|c| self.component_value(search, c))
            .collect()
    }

    /// The outcome, value and winning moves of `position` (at most `max_moves` listed).
    pub(crate) fn analyse(
        &mut self,
        search: &mut Analyzer<'g, ComponentGame>,
        position: &[Vec<u64>],
        max_moves: usize,
        method: Method,
    ) -> Result<Analysis, EngineError> {
        let total = self.value(search, position)?;
        let found = match total {
            0 => MoveList::new(max_moves),
            _ => self.moves_to(search, position, 0, max_moves)?,
        };
        Ok(Analysis::of_value(total, Play::Normal, found, method))
    }

    /// The moves from `position` to positions of value `target` (at most `max_moves`
    /// listed, all counted): in each component i, those that bring it to the value that
    /// makes the sum `target`.
    pub(crate) fn moves_to(
        &mut self,
        search: &mut Analyzer<'g, ComponentGame>,
        position: &[Vec<u64>],
        target: u64,
        max_moves: usize,
    ) -> Result<MoveList, EngineError> {
        let values = self.values(search, position)?;
        let total = values.iter().fold(0, |acc, v| acc ^ v);
        let mut found = MoveList::new(max_moves);
        for (i, value) in values.iter().enumerate() {
            self.component_moves_to(search, position, i, total ^ value ^ target, &mut found)?;
        }
        Ok(found)
    }

    /// Counts into `found` the moves of component `i` of `position` to value `target`.
    fn component_moves_to(
        &mut self,
        search: &mut Analyzer<'g, ComponentGame>,
        position: &[Vec<u64>],
        i: usize,
        target: u64,
        found: &mut MoveList,
    ) -> Result<(), EngineError> {
        let game = self.game;
        let component = &position[i];
        if let Some(chains) = &mut self.chains {
            // The chain counts the moves; those listed are made through the move path.
            let room = found.capacity - found.listed.len();
            let mut listed = MoveList::new(room);
            let mut failure = None;
            let mut visit = |rule: usize, k: i128| {
                if listed.listed.len() == room {
                    return false;
                }
                match game.checked_move(component, rule, &[k]) {
                    Ok(Some(mv)) => record(game, &mut listed, position, i, &mv),
                    Ok(None) => {}
                    Err(e) => failure = Some(e),
                }
                failure.is_none() && listed.listed.len() < room
            };
            if let Some(count) = chains.moves_to(component, target, &mut visit) {
                if let Some(e) = failure {
                    return Err(GameError::from(e).into());
                }
                found.listed.append(&mut listed.listed);
                found.total += u128::from(count);
                return Ok(());
            }
        }
        let mut failure = None;
        let flow = game.try_for_each_move(component, &mut |rule, vars, left| {
            let mut value = 0;
            for part in left {
                match self.component_value(search, part) {
                    Ok(v) => value ^= v,
                    Err(e) => {
                        failure = Some(e);
                        return ControlFlow::Break(());
                    }
                }
            }
            if value == target {
                let mv = ComponentMove {
                    rule,
                    chosen: vars[game.dimension()..].to_vec(),
                    components: left.to_vec(),
                };
                record(game, found, position, i, &mv);
            }
            ControlFlow::Continue(())
        });
        if let Some(e) = failure {
            return Err(e);
        }
        let _ = flow.map_err(GameError::from)?;
        Ok(())
    }
}

/// Counts `mv`, made on component `i` of `position`, listing it while there is room (with
/// the position after it when that is small enough to give).
pub(crate) fn record(
    game: &ComponentGame,
    found: &mut MoveList,
    position: &[Vec<u64>],
    i: usize,
    mv: &ComponentMove,
) {
    found.add(1, || {
        let parts = position.len() - 1 + mv.components.len();
        // The position is built only when it will be shown.
        let to = PositionView::after_move(parts, || {
            let mut to = position.to_vec();
            to.splice(i..=i, mv.components.iter().cloned());
            game.view(&to)
        });
        Some(WinningMove {
            description: game.describe(&position[i], mv),
            to,
            count: 1,
            changes: vec![PartChange {
                at: i,
                from: game.view(&vec![position[i].clone()]),
                to: game.view(&mv.components),
            }],
        })
    });
}
