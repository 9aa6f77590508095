//! Every misère fast path against the plain recursion ([`super::brute_force`]) on all
//! small positions: the reduced search, the genus, the tame rule (and its genus, against
//! the searched one), and the whole-position search of coupled games.

use super::MisereSumSolver;
use super::brute_force::{BruteForce, misere_game, small_positions};
use crate::engine::{DEFAULT_MAX_STATES, Solver};
use crate::ir::Play;

const SUM_GAMES: [&str; 6] = [
    "move take 1..2 leave 0..2",
    "move octal 0.07",
    "move octal 0.137",
    "move take 0 leave 2 unequal",
    "move take {1, 3, 4}",
    "move take 1..3 leave 0..2",
];

#[test]
fn reduced_search_matches_brute_force() {
    for rules in SUM_GAMES {
        let game = misere_game(rules);
        let mut brute = BruteForce::new(&game);
        let mut solver = MisereSumSolver::new(&game, DEFAULT_MAX_STATES);
        for position in small_positions(3, 8) {
            assert_eq!(
                solver.searched_value(&position).unwrap(),
                brute.value(&position),
                "{rules}: {position:?}"
            );
        }
    }
}

#[test]
fn genus_matches_brute_force_with_copies_of_star_two() {
    // In these games the heap of `two` is the game *2 itself ({0, *}), so the plain
    // recursion can add copies of *2 as heaps of the game.
    for (rules, two) in [("move take 1..2 leave 0..2", 2), ("move octal 0.07", 4)] {
        let game = misere_game(rules);
        let normal_game = game.clone().with_play(Play::Normal);
        let mut brute = BruteForce::new(&game);
        let mut normal = BruteForce::new(&normal_game);
        let mut solver = MisereSumSolver::new(&game, DEFAULT_MAX_STATES);
        for position in small_positions(2, 9) {
            let genus = solver.genus(&position).unwrap();
            assert_eq!(
                genus.normal,
                normal.value(&position),
                "{rules}: {position:?}"
            );
            for k in 0..5 {
                let mut with_twos = position.clone();
                with_twos.extend(std::iter::repeat_n(two, k));
                assert_eq!(
                    genus.at(k),
                    brute.value(&with_twos),
                    "{rules}: {position:?} + {k} x *2, genus {genus}"
                );
            }
        }
    }
}

#[test]
fn tame_rule_matches_brute_force() {
    for rules in SUM_GAMES
        .iter()
        .chain(&["move take 1..3", "move take 1.. leave 0..2"])
    {
        let game = misere_game(rules);
        let mut brute = BruteForce::new(&game);
        let mut solver = MisereSumSolver::new(&game, DEFAULT_MAX_STATES);
        let mut applied = 0;
        let mut searched = MisereSumSolver::new(&game, DEFAULT_MAX_STATES);
        for position in small_positions(4, 6) {
            if let Some(value) = solver.tame_value(&position).unwrap() {
                applied += 1;
                assert_eq!(value, brute.value(&position), "{rules}: {position:?}");
                // The genus by the rule is the searched genus.
                let (genus, _) = solver.analysis_genus(&position).unwrap();
                let expected = searched.genus(&position).unwrap();
                assert_eq!(genus, Some(expected), "{rules}: {position:?}");
            }
        }
        assert!(
            applied > 20,
            "{rules}: the tame rule applied {applied} times"
        );
    }
}

#[test]
fn winning_moves_are_the_options_of_value_zero() {
    let game = misere_game("move take 1..2 leave 0..2");
    let mut brute = BruteForce::new(&game);
    let mut solver = Solver::new(&game, DEFAULT_MAX_STATES);
    for position in small_positions(3, 7) {
        let analysis = solver.analyse(&position).unwrap();
        let expected = brute.winning_targets(&position);
        let found: Vec<Vec<u64>> = analysis
            .winning_moves
            .listed
            .into_iter()
            .map(|m| m.to.numbers().expect("heaps").to_vec())
            .collect();
        assert_eq!(found, expected, "{position:?}");
        assert_eq!(analysis.misere_value, Some(brute.value(&position)));
    }
}

#[test]
fn coupled_games_in_misere_play_match_brute_force() {
    let wythoff = misere_game("heaps 2\nmove take 1..\nmove take 1.. from all");
    let mut brute = BruteForce::new(&wythoff);
    let mut solver = Solver::new(&wythoff, DEFAULT_MAX_STATES);
    for a in 0..=9 {
        for b in 0..=9 {
            assert_eq!(
                solver.value(&[a, b]).unwrap(),
                brute.value(&[a, b]),
                "({a}, {b})"
            );
        }
    }
    let staircase = misere_game("heaps ordered\nmove shift 1.. by 1");
    let mut brute = BruteForce::new(&staircase);
    let mut solver = Solver::new(&staircase, DEFAULT_MAX_STATES);
    for a in 0..=4 {
        for b in 0..=4 {
            for c in 0..=4 {
                let position = [a, b, c];
                assert_eq!(
                    solver.value(&position).unwrap(),
                    brute.value(&position),
                    "{position:?}"
                );
            }
        }
    }
}
