//! `sg solve GAME [HEAP…] [+ GAME HEAP…]…`: the outcome, the Grundy value and every
//! winning move of a position or of a sum of games; without heaps, the game's summary.

use super::any_game;
use super::args::{EngineOptions, SolveArgs};
use super::loaded::{Loaded, with_board};
use super::position::{self, Component};
use super::summary;
use super::text::{solve_text, sum_text};
use crate::engine::{Outcome, Solver};
use crate::error::Error;
use crate::game::PositionView;
use crate::ir::{Game, Play};
use crate::report::{ComponentReport, MoveReport, SolveReport, SumReport, to_json_line};

pub(super) fn run(args: &SolveArgs) -> Result<String, Error> {
    let limit = args.engine.max_states;
    match Loaded::load(&args.game, &args.options.overrides, limit)? {
        Loaded::Board(board, setup) => {
            return with_board!(&board, game => any_game::solve(game, &setup, args));
        }
        Loaded::Components(game, setup) => return any_game::solve(&game, &setup, args),
        Loaded::Rules(_) => {}
    }
    let components = position::components(&args.game, &args.position)?;
    let games = components
        .iter()
        .map(|c| match Loaded::load(&c.game, &args.options.overrides, limit)? {
            Loaded::Rules(game) => Ok(args.engine.apply(game)),
            Loaded::Board(..) => Err(Error::new(format!(
                "`{}` is a board: sums of a board with other games are not supported (tokens on one board are sums already)",
                c.game.display()
            ))),
            Loaded::Components(..) => Err(Error::new(format!(
                "`{}` is a game of components: sums with other games are not supported (its components are sums already)",
                c.game.display()
            ))),
        })
        .collect::<Result<Vec<Game>, Error>>()?;
    if let [game] = games.as_slice() {
        if !components[0].given {
            return summary::run(game, &args.engine, args.options.json);
        }
        // A wrong number of heaps is shown where it was typed.
        let heaps = &position::single_game(&args.game, &args.position, game)?;
        let mut solver = args.engine.solver(game).with_max_moves(args.max_moves);
        let analysis = solver.analyse(heaps).map_err(|e| e.into_error(game))?;
        let report = SolveReport::new(game, heaps, &analysis);
        return Ok(if args.options.json {
            to_json_line(&report)
        } else {
            solve_text(&report)
        });
    }
    let report = solve_sum(&games, &components, &args.engine, args.max_moves)?;
    Ok(if args.options.json {
        to_json_line(&report)
    } else {
        sum_text(&report)
    })
}

/// A sum of different games: the XOR of the components' values (normal play).
fn solve_sum(
    games: &[Game],
    components: &[Component],
    engine: &EngineOptions,
    max_moves: usize,
) -> Result<SumReport, Error> {
    if let Some(game) = games.iter().find(|g| g.play == Play::Misere) {
        return Err(Error::new(format!(
            "`{}` is played misere: sums of different games are solved in normal play only (use --normal)",
            game.name
        )));
    }
    let mut solvers: Vec<Solver> = games
        .iter()
        .map(|g| engine.solver(g).with_max_moves(max_moves))
        .collect();
    let mut values = Vec::with_capacity(games.len());
    for ((solver, component), game) in solvers.iter_mut().zip(components).zip(games) {
        values.push(
            solver
                .value(&component.heaps)
                .map_err(|e| e.into_error(game))?,
        );
    }
    let total = values.iter().fold(0, |acc, v| acc ^ v);
    // Every component's moves are counted; the listed ones keep their component.
    let mut moves: Vec<MoveReport> = Vec::new();
    let mut count = 0;
    if total != 0 {
        for (index, solver) in solvers.iter_mut().enumerate() {
            let target = values[index] ^ total;
            let found = solver
                .moves_to(&components[index].heaps, target)
                .map_err(|e| e.into_error(&games[index]))?;
            count += found.total;
            for m in &found.listed {
                if moves.len() < max_moves {
                    moves.push(MoveReport {
                        component: Some(index),
                        game: Some(games[index].name.clone()),
                        ..MoveReport::from(m)
                    });
                }
            }
        }
    }
    Ok(SumReport {
        game: games
            .iter()
            .map(|g| g.name.as_str())
            .collect::<Vec<_>>()
            .join(" + "),
        play: Play::Normal,
        position: components
            .iter()
            .map(|c| PositionView::Numbers(c.heaps.clone()))
            .collect(),
        components: components
            .iter()
            .zip(games)
            .zip(&values)
            .map(|((c, g), &grundy)| ComponentReport {
                game: g.name.clone(),
                position: PositionView::Numbers(c.heaps.clone()),
                grundy,
            })
            .collect(),
        outcome: Outcome::of_value(total),
        grundy: total,
        winning_moves: moves,
        winning_moves_total: count,
    })
}
