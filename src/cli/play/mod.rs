//! `sg play GAME [POSITION…] [+ GAME HEAP…]`: a person plays against the engine, at a
//! terminal or (with `--json`) through pipes, in the library's play loop
//! ([`crate::play`]). Heap games (one rule file, or a sum of them) are played on a
//! [`table::Table`], which adds the drawing of the heaps ([`board`]), moves typed in
//! words ([`typed`]) and its own lasting move (take as few tokens as possible); boards and
//! games of components are played on the loop's own table for any game, with the engine
//! `sg solve` uses for them and their positions written as `sg solve` reads them.

mod board;
mod input;
mod table;
mod typed;

use std::io::{BufRead, Write};

use super::any_game;
use super::args::{First, PlayArgs};
use super::board_game::CommandLineGame;
use super::loaded::{Loaded, Setup, with_board};
use super::position::{self, Words};
use crate::error::Error;
use crate::ir::Game;
use crate::play::{GameTable, PlayFailure, finish, run};
use crate::report::Player;
use table::Table;

pub(super) fn run_command(args: &PlayArgs) -> Result<String, Error> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    play(args, &mut stdin.lock(), &mut stdout.lock())?;
    Ok(String::new())
}

/// Plays one game, reading the person's lines from `input` and writing to `output`.
pub(crate) fn play(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), Error> {
    let limit = args.engine.max_states;
    match Loaded::load(&args.game, &args.options.overrides, limit)? {
        Loaded::Board(board, setup) => {
            with_board!(&board, game => play_any(game, &setup, args, input, output))
        }
        Loaded::Components(game, setup) => play_any(&game, &setup, args, input, output),
        Loaded::Rules(game) => finish(play_heaps(game, args, input, output)),
    }
}

fn first(args: &PlayArgs) -> Player {
    match args.first {
        First::You => Player::You,
        First::Sg => Player::Sg,
    }
}

/// A board or a game of components, from the position the words name (or the game's
/// start).
fn play_any<G: CommandLineGame>(
    game: &G,
    setup: &Setup,
    args: &PlayArgs,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), Error> {
    let words = Words::of_single_game(&args.game, &args.position)?;
    let start = any_game::position(game, setup, &words)?.ok_or_else(|| {
        Error::new(format!(
            "`{}` has no start position: give the position to play from after it, as `sg solve` takes it",
            args.game.display()
        ))
    })?;
    let play = any_game::play(setup, &args.engine);
    let mut solver = any_game::solver(game, play, &args.engine, 1)?;
    let error = |e| any_game::engine_error(game, e);
    let table = GameTable::new(game, start, solver.as_mut(), play, &error);
    finish(run(table, first(args), args.options.json, input, output))
}

/// Rule files of heaps: `first`, alone or in a sum with the others the command names.
fn play_heaps(
    first_game: Game,
    args: &PlayArgs,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), PlayFailure> {
    let components = position::components(&args.game, &args.position)?;
    let mut games = Vec::with_capacity(components.len());
    games.push(args.engine.apply(first_game));
    for component in &components[1..] {
        let limit = args.engine.max_states;
        match Loaded::load(&component.game, &args.options.overrides, limit)? {
            Loaded::Rules(game) => games.push(args.engine.apply(game)),
            Loaded::Board(..) | Loaded::Components(..) => {
                return Err(PlayFailure::Error(Error::new(format!(
                    "`{}` is not a game of heaps: sums of boards or games of components with other games cannot be played (its tokens or components are sums already)",
                    component.game.display()
                ))));
            }
        }
    }
    let mut positions = Vec::with_capacity(components.len());
    for (component, game) in components.iter().zip(&games) {
        positions.push(start_position(args, component, game)?);
    }
    let table = Table::new(&games, positions, args.engine.max_states)?;
    run(table, first(args), args.options.json, input, output)
}

/// The heaps of one game: as given, or the file's `start` for a lone game given none.
fn start_position(
    args: &PlayArgs,
    component: &position::Component,
    game: &Game,
) -> Result<Vec<u64>, Error> {
    if component.given {
        if let Some(expected) = game.fixed_heap_count()
            && component.heaps.len() != expected
        {
            return Err(Error::new(format!(
                "a position of {} has exactly {expected} heaps, but {} were given",
                game.name,
                component.heaps.len()
            )));
        }
        return Ok(component.heaps.clone());
    }
    game.start.clone().ok_or_else(|| {
        Error::new(format!(
            "`{}` has no `start` position: give the heaps to play from (e.g. `sg play {} 3 4 5`)",
            component.game.display(),
            args.game.display()
        ))
    })
}
