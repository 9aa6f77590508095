//! A rule file through the game trait gives exactly what it gives through its own solver:
//! the generic analyzer (moves from the checked generator, values over the components the
//! game splits into, misère play over sums of components) against the rule-file solver
//! (heap kernel, closed forms, periods, tame rule, misère sums of heaps) on every small
//! position of every bundled game and of random games, in normal and misère play.

use sg::engine::{Analysis, Analyzer, DEFAULT_MAX_STATES, Solver};
use sg::ir::{Game, HeapLayout, Play};

use crate::random_games::{Random, random_game};
use crate::support::{all_positions, bundled_games};

/// The targets of the listed winning moves, sorted, and how many moves there are.
fn winning(analysis: &Analysis) -> (Vec<Vec<u64>>, u128) {
    let mut targets: Vec<Vec<u64>> = analysis
        .winning_moves
        .listed
        .iter()
        .map(|m| m.to.numbers().expect("heaps").to_vec())
        .collect();
    targets.sort();
    (targets, analysis.winning_moves.total)
}

fn agree(game: &Game, positions: &[Vec<u64>]) {
    for play in [Play::Normal, Play::Misere] {
        let game = game.clone().with_play(play);
        let mut solver = Solver::new(&game, DEFAULT_MAX_STATES).with_max_moves(1000);
        let mut analyzer = Analyzer::new(&game, DEFAULT_MAX_STATES)
            .with_play(play)
            .with_max_moves(1000);
        for position in positions {
            let expected = solver.analyse(position).expect("the solver answers");
            let found = analyzer.analyse(position).expect("the analyzer answers");
            let context = format!("{} ({play:?}) at {position:?}", game.name);
            assert_eq!(found.outcome, expected.outcome, "{context}");
            assert_eq!(found.grundy, expected.grundy, "{context}");
            assert_eq!(found.misere_value, expected.misere_value, "{context}");
            assert_eq!(winning(&found), winning(&expected), "{context}");
        }
    }
}

/// Small positions of the shape the game allows.
fn small_positions(game: &Game) -> Vec<Vec<u64>> {
    match game.layout {
        HeapLayout::Exactly(n) => all_positions(n, if n <= 2 { 7 } else { 4 }),
        HeapLayout::Any | HeapLayout::Ordered => {
            (0..=3).flat_map(|h| all_positions(h, 5)).collect()
        }
    }
}

#[test]
fn bundled_games_agree_through_the_trait() {
    for path in bundled_games() {
        let game = sg::load_game(&path, &[]).expect("bundled games load");
        agree(&game, &small_positions(&game));
    }
}

#[test]
fn random_games_agree_through_the_trait() {
    let mut random = Random(77);
    for round in 0..60 {
        let (rules, positions) = random_game(&mut random, round % 6);
        let text = format!("game \"random {round}\"\n{rules}");
        let game = crate::support::parse(&text);
        let positions: Vec<Vec<u64>> = positions
            .into_iter()
            .filter(|p| p.iter().sum::<u64>() <= 9)
            .collect();
        agree(&game, &positions);
    }
}
