//! The games being played and their positions: one game, or a sum of games joined by `+`,
//! as `sg solve` takes them. Heaps are numbered across the whole table (heap 1, heap 2, …)
//! so that a person can name any of them. Moves come from each game's checked generator;
//! values from each game's solver (the XOR of the games' values in a sum). The table is
//! what the play loop ([`crate::play`]) plays heap games on: it adds the heaps' drawing
//! and the moves typed in words ([`super::typed`]).

use std::ops::ControlFlow;

use super::{board, typed};
use crate::engine::{EngineError, Outcome, Solver};
use crate::error::Error;
use crate::game::PositionView;
use crate::ir::{Game, Move, Play};
use crate::play::PlayTable;

/// The most moves looked at to choose a lasting move or to find a typed one.
const MOVES_SCANNED: usize = 1_000_000;

/// A legal move of the table: the game it is made in, the move, and its description.
#[derive(Debug, Clone)]
pub(super) struct TableMove {
    pub(super) component: usize,
    pub(super) mv: Move,
    pub(super) description: String,
}

pub(super) struct Table<'g> {
    games: &'g [Game],
    positions: Vec<Vec<u64>>,
    solvers: Vec<Solver<'g>>,
}

impl<'g> Table<'g> {
    /// The games (all in the same play; a sum of different games only in normal play) at
    /// their positions.
    pub(super) fn new(
        games: &'g [Game],
        positions: Vec<Vec<u64>>,
        max_states: u64,
    ) -> Result<Table<'g>, Error> {
        if games.len() > 1
            && let Some(game) = games.iter().find(|g| g.play == Play::Misere)
        {
            return Err(Error::new(format!(
                "`{}` is played misere: sums of different games are played in normal play only (use --normal)",
                game.name
            )));
        }
        let solvers = games
            .iter()
            .zip(&positions)
            .map(|(game, position)| {
                let solver = Solver::new(game, max_states).with_max_moves(1);
                solver
                    .check_position(position)
                    .map_err(|e| e.into_error(game))?;
                Ok(solver)
            })
            .collect::<Result<_, Error>>()?;
        Ok(Table {
            games,
            positions,
            solvers,
        })
    }

    pub(super) fn games(&self) -> &'g [Game] {
        self.games
    }

    pub(super) fn positions(&self) -> &[Vec<u64>] {
        &self.positions
    }

    fn text(positions: &[Vec<u64>]) -> String {
        let games: Vec<String> = positions
            .iter()
            .map(|heaps| match heaps.as_slice() {
                [] if positions.len() > 1 => "-".to_string(),
                [] => "no heaps".to_string(),
                heaps => heaps
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" "),
            })
            .collect();
        games.join(" + ")
    }

    /// Which game and which of its heaps the table's heap `number` (from 1) is.
    pub(super) fn heap(&self, number: usize) -> Option<(usize, usize)> {
        let mut first = 1;
        for (component, position) in self.positions.iter().enumerate() {
            if number < first + position.len() {
                return number.checked_sub(first).map(|heap| (component, heap));
            }
            first += position.len();
        }
        None
    }

    /// The table's number of the first heap of game `component`.
    pub(super) fn first_heap(&self, component: usize) -> usize {
        1 + self.positions[..component]
            .iter()
            .map(Vec::len)
            .sum::<usize>()
    }

    /// The value of the position for the player to move: the Grundy value (normal play),
    /// G⁻ (misère play); 0 exactly when the player to move loses.
    pub(super) fn value(&mut self) -> Result<u64, Error> {
        let mut total = 0;
        for ((solver, position), game) in
            self.solvers.iter_mut().zip(&self.positions).zip(self.games)
        {
            total ^= solver.value(position).map_err(|e| e.into_error(game))?;
        }
        Ok(total)
    }

    /// The legal moves that `wanted` accepts (at most `limit` of them), among the first
    /// moves of the menu.
    pub(super) fn find_moves(
        &self,
        limit: usize,
        wanted: &dyn Fn(&TableMove) -> bool,
    ) -> Result<Vec<TableMove>, Error> {
        let mut found = Vec::new();
        self.for_each_move(MOVES_SCANNED, &mut |mv| {
            if wanted(&mv) {
                found.push(mv);
                if found.len() == limit {
                    return ControlFlow::Break(());
                }
            }
            ControlFlow::Continue(())
        })?;
        Ok(found)
    }

    /// The tokens on the table.
    fn tokens(positions: &[u64]) -> u128 {
        positions.iter().map(|&h| u128::from(h)).sum()
    }
}

impl PlayTable for Table<'_> {
    type Move = TableMove;
    type Snapshot = Vec<Vec<u64>>;

    /// The games' names joined by `+`.
    fn title(&self) -> String {
        let names: Vec<&str> = self.games.iter().map(|g| g.name.as_str()).collect();
        names.join(" + ")
    }

    /// The move's description; in a sum of games, with the game it is made in.
    fn describe(&self, mv: &TableMove) -> String {
        if self.games.len() > 1 {
            format!("in {}: {}", self.games[mv.component].name, mv.description)
        } else {
            mv.description.clone()
        }
    }

    fn draw(&self) -> String {
        board::draw(self)
    }

    fn snapshot(&self) -> Vec<Vec<u64>> {
        self.positions.clone()
    }

    fn restore(&mut self, positions: Vec<Vec<u64>>) {
        self.positions = positions;
    }

    fn read_move(&mut self, line: &str) -> Result<Result<TableMove, String>, Error> {
        typed::read_move(self, line)
    }

    fn help(&self) -> String {
        typed::HELP.to_string()
    }

    /// The play convention of the table.
    fn play(&self) -> Play {
        self.games[0].play
    }

    /// The position as reports show it: the heaps of one game, or each game's heaps.
    fn view(&self) -> PositionView {
        match self.positions.as_slice() {
            [one] => PositionView::Numbers(one.clone()),
            many => PositionView::Components(many.to_vec()),
        }
    }

    /// The position after `mv` as reports show it.
    fn view_after(&self, mv: &TableMove) -> PositionView {
        let mut positions = self.positions.clone();
        positions[mv.component] = mv.mv.position.clone();
        match positions.as_slice() {
            [one] => PositionView::Numbers(one.clone()),
            many => PositionView::Components(many.to_vec()),
        }
    }

    /// The position after `mv` as a person reads it: the heaps, each game's joined by `+`
    /// in a sum (`-` for a game with no heaps left).
    fn text_after(&self, mv: &TableMove) -> String {
        let mut positions = self.positions.clone();
        positions[mv.component] = mv.mv.position.clone();
        Self::text(&positions)
    }

    /// Makes the move.
    fn apply(&mut self, mv: &TableMove) {
        self.positions[mv.component] = mv.mv.position.clone();
    }

    fn outcome(&mut self) -> Result<Outcome, Error> {
        Ok(Outcome::of_value(self.value()?))
    }

    /// Calls `visit` with the legal moves in menu order (game by game) until it breaks or
    /// `limit` moves were seen; says whether every move was seen.
    fn for_each_move(
        &self,
        limit: usize,
        visit: &mut dyn FnMut(TableMove) -> ControlFlow<()>,
    ) -> Result<bool, Error> {
        let mut seen = 0;
        for (component, (game, position)) in self.games.iter().zip(&self.positions).enumerate() {
            let mut complete = true;
            let flow = game
                .try_for_each_move(position, &mut |rule, action, next| {
                    if seen == limit {
                        complete = false;
                        return ControlFlow::Break(());
                    }
                    seen += 1;
                    let mv = Move {
                        rule,
                        action: action.clone(),
                        position: next.to_vec(),
                    };
                    let description = game.describe(position, &mv);
                    visit(TableMove {
                        component,
                        mv,
                        description,
                    })
                })
                .map_err(|e| EngineError::from(e).into_error(game))?;
            if !complete {
                return Ok(false);
            }
            if flow.is_break() {
                return Ok(true);
            }
        }
        Ok(true)
    }

    /// The winning moves (at most `limit` listed), game by game: in a sum, a move in game
    /// i wins when it brings that game's value to the XOR of the others'.
    fn winning_moves(&mut self, limit: usize) -> Result<Vec<TableMove>, Error> {
        let total = self.value()?;
        if total == 0 {
            return Ok(Vec::new());
        }
        let mut found = Vec::new();
        for component in 0..self.games.len() {
            let game = &self.games[component];
            let position = &self.positions[component];
            let solver = &mut self.solvers[component];
            let target = match game.play {
                Play::Normal => solver.value(position).map_err(|e| e.into_error(game))? ^ total,
                Play::Misere => 0,
            };
            solver.set_max_moves(limit);
            let list = solver
                .moves_to(position, target)
                .map_err(|e| e.into_error(game))?;
            for m in list.listed {
                // The winning move as the generator makes it (so it names its rule): the
                // one to the same position, or with the same words where that is left out.
                let moves = self.find_moves(1, &|candidate| {
                    candidate.component == component
                        && match m.to.numbers() {
                            Some(to) => candidate.mv.position == to,
                            None => candidate.description == m.description,
                        }
                })?;
                found.extend(moves.into_iter().map(|mv| TableMove {
                    description: m.description.clone(),
                    ..mv
                }));
                if found.len() == limit {
                    return Ok(found);
                }
            }
        }
        Ok(found)
    }

    /// The move sg makes: a winning move if there is one; otherwise the move that makes
    /// the game last, which takes as few tokens as possible (the move that leaves the
    /// most tokens; of those, the first in the menu).
    fn engine_move(&mut self) -> Result<Option<TableMove>, Error> {
        if let Some(win) = self.winning_moves(1)?.into_iter().next() {
            return Ok(Some(win));
        }
        let mut best: Option<(u128, TableMove)> = None;
        let positions = &self.positions;
        self.for_each_move(MOVES_SCANNED, &mut |mv| {
            let taken = Self::tokens(&positions[mv.component])
                .saturating_sub(Self::tokens(&mv.mv.position));
            if best.as_ref().is_none_or(|(fewest, _)| taken < *fewest) {
                best = Some((taken, mv));
            }
            ControlFlow::Continue(())
        })?;
        Ok(best.map(|(_, mv)| mv))
    }
}
