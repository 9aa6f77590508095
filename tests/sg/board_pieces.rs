//! The bit-board search (`sg::engine::board_solver`: pruned, with pieces keyed by their
//! shapes up to symmetry and the idle nodes of domino games left out) against the plain
//! search over the same game's moves (`Analyzer`), on every grid of up to 16 cells, on
//! grids with holes, on random graphs and random orders of up to 16 nodes, for every rule
//! that takes nodes away, from the whole board and from random positions: the value, the
//! outcome, the moves to each small value, the winning moves as listed, and the remoteness
//! against a plain recursion. The same again with a table of a few slots, which forgets
//! almost everything it learns.

use sg::board::dot::parse_dot;
use sg::board::{Grid, Removal, Taken, TokenBoard};
use sg::engine::{Analyzer, Outcome, board_solver};
use std::collections::HashMap;

use sg::game::{ImpartialGame, VisitMoves};

use crate::random_games::Random;

const RULES: [Taken; 4] = [
    Taken::Node,
    Taken::NodeAndNeighbours,
    Taken::NodeAndSuccessors,
    Taken::Domino,
];

/// The moves of a list as their descriptions, sorted.
fn described(list: &sg::engine::MoveList) -> Vec<String> {
    let mut moves: Vec<String> = list.listed.iter().map(|m| m.description.clone()).collect();
    moves.sort();
    moves
}

/// The two searches agree on `position` of `game`, with a table of `pieces` slots.
fn agree(game: &Removal, position: &[u32], pieces: u64, random: &mut Random) {
    let position = position.to_vec();
    let mut fast = board_solver(game, pieces).expect("a board of at most 16 nodes fits");
    fast.set_max_moves(1000);
    let mut plain = Analyzer::new(game, 10_000_000).with_max_moves(1000);
    let shown = || format!("{} at {:?}", game.describe().1, game.view(&position));
    // Ask in a random order: what one question leaves in the table must not mislead the next.
    let first_outcome = random.chance(50);
    let outcome = first_outcome.then(|| fast.outcome(&position).unwrap());
    let expected = plain.analyse(&position).unwrap();
    let got = fast.analyse(&position).unwrap();
    assert_eq!(got.grundy, expected.grundy, "{}", shown());
    assert_eq!(got.outcome, expected.outcome, "{}", shown());
    if let Some(outcome) = outcome {
        assert_eq!(outcome, expected.outcome, "{}", shown());
    }
    assert_eq!(
        fast.outcome(&position).unwrap() == Outcome::P,
        expected.grundy == Some(0)
    );
    assert_eq!(
        got.winning_moves.total,
        expected.winning_moves.total,
        "{}",
        shown()
    );
    assert_eq!(
        described(&got.winning_moves),
        described(&expected.winning_moves),
        "{}",
        shown()
    );
    for target in 1..3 {
        let fast_moves = fast.moves_to(&position, target).unwrap().unwrap();
        let plain_moves = plain.moves_to(&position, target).unwrap();
        assert_eq!(
            fast_moves.total,
            plain_moves.total,
            "{} to {target}",
            shown()
        );
        assert_eq!(described(&fast_moves), described(&plain_moves));
    }
    if position.len() <= 12 {
        let expected = remoteness(game, &position, &mut plain, &mut HashMap::new());
        let found = fast
            .remoteness(&position)
            .expect("the engine searches remoteness");
        match found.unwrap() {
            Some(found) => assert_eq!(found, expected, "{}", shown()),
            // A table that forgets makes every outcome question search again, and the
            // remoteness search stops at its budget of pieces searched: not known, never wrong.
            None => assert!(pieces < 1000, "no remoteness for {}", shown()),
        }
    }
}

/// Steinhaus's remoteness of `position`, by a plain recursion over the game's moves: 0
/// with no move; 1 + the least remoteness of the moves to lost positions from a won one;
/// 1 + the greatest of all moves from a lost one.
fn remoteness(
    game: &Removal,
    position: &Vec<u32>,
    plain: &mut Analyzer<Removal>,
    memo: &mut HashMap<Vec<u32>, u32>,
) -> u32 {
    if let Some(&r) = memo.get(position) {
        return r;
    }
    let mut after = Vec::new();
    let mut visit = |to: &Vec<u32>, _: &dyn Fn() -> String| {
        after.push(to.clone());
        std::ops::ControlFlow::Continue(())
    };
    game.moves(position, &mut VisitMoves::new(&mut visit))
        .unwrap();
    let lost = plain.value(position).unwrap() == 0;
    let mut best: Option<u32> = None;
    for to in &after {
        if !lost && plain.value(to).unwrap() != 0 {
            continue;
        }
        let r = remoteness(game, to, plain, memo);
        best = Some(match best {
            None => r,
            Some(b) if lost => b.max(r),
            Some(b) => b.min(r),
        });
    }
    let r = best.map_or(0, |b| b + 1);
    memo.insert(position.clone(), r);
    r
}

/// The grid of `rows` x `columns` whose places are cells where `cell` says so.
fn grid(rows: usize, columns: usize, cell: impl FnMut(usize) -> bool) -> Grid {
    let cells: Vec<bool> = (0..rows * columns).map(cell).collect();
    Grid::new(rows, columns, &cells)
}

/// A random subset of `whole`, each node kept with the given chance.
fn some_of(whole: &[u32], random: &mut Random, percent: u64) -> Vec<u32> {
    whole
        .iter()
        .copied()
        .filter(|_| random.chance(percent))
        .collect()
}

/// The whole board and a few random positions of `game`.
fn check_positions(game: &Removal, random: &mut Random, positions: usize) {
    let whole = game.whole();
    agree(game, &whole, 1 << 20, random);
    for _ in 0..positions {
        let percent = random.range(40, 95);
        let position = some_of(&whole, random, percent);
        agree(game, &position, 1 << 20, random);
    }
}

#[test]
fn every_grid_of_up_to_sixteen_cells_under_every_rule() {
    let mut random = Random(37);
    for rows in 1..=16 {
        for columns in 1..=16 / rows {
            for taken in RULES {
                let game = Removal::on_grid("g".into(), grid(rows, columns, |_| true), taken);
                check_positions(&game, &mut random, 4);
            }
        }
    }
}

#[test]
fn grids_with_holes_under_every_rule() {
    let mut random = Random(41);
    for _ in 0..60 {
        let rows = random.range(1, 5) as usize;
        let columns = random.range(1, 16 / rows as u64) as usize;
        let holes = random.range(0, 40);
        let shape = grid(rows, columns, |_| !random.chance(holes));
        if shape.cell_count() == 0 {
            continue;
        }
        for taken in RULES {
            let game = Removal::on_grid("g".into(), shape.clone(), taken);
            check_positions(&game, &mut random, 3);
        }
    }
}

/// A random graph of `n` nodes named 0.., each edge there with the given chance; an
/// order (edges from smaller to larger numbers) or any digraph for a poset game.
fn random_graph(random: &mut Random, n: u32, percent: u64, acyclic: bool) -> Vec<(u32, u32)> {
    let mut edges = Vec::new();
    for a in 0..n {
        for b in 0..n {
            let wanted = if acyclic { a < b } else { a != b };
            if wanted && random.chance(percent) {
                edges.push((a, b));
            }
        }
    }
    edges
}

/// The board of `n` nodes and `edges`, read from DOT as a digraph (or as a graph, its
/// edges both ways).
fn board(n: u32, edges: &[(u32, u32)], both_ways: bool) -> TokenBoard {
    let (kind, arrow) = if both_ways {
        ("graph", "--")
    } else {
        ("digraph", "->")
    };
    let mut text = format!("{kind} b {{");
    for v in 0..n {
        text += &format!(" {v};");
    }
    for (a, b) in edges {
        text += &format!(" {a} {arrow} {b};");
    }
    text += " }";
    let dot = parse_dot(&text, 10_000).unwrap();
    if both_ways {
        TokenBoard::undirected("b", &dot)
    } else {
        TokenBoard::new("b", &dot)
    }
}

#[test]
fn random_graphs_and_orders_of_up_to_sixteen_nodes() {
    let mut random = Random(43);
    for round in 0..120 {
        let n = random.range(1, 16) as u32;
        let percent = random.range(5, 45);
        let taken = RULES[round % RULES.len()];
        let game = if taken == Taken::NodeAndSuccessors {
            let acyclic = random.chance(70);
            let edges = random_graph(&mut random, n, percent / 2, acyclic);
            Removal::new(board(n, &edges, false), Some(board(n, &edges, true)), taken)
        } else {
            let edges = random_graph(&mut random, n, percent / 2, true);
            Removal::new(board(n, &edges, true), None, taken)
        };
        check_positions(&game, &mut random, 3);
    }
}

#[test]
fn a_table_that_forgets_gives_the_same_answers() {
    let mut random = Random(47);
    for taken in RULES {
        let game = Removal::on_grid("g".into(), grid(3, 4, |_| true), taken);
        let whole = game.whole();
        agree(&game, &whole, 16, &mut random);
        for _ in 0..4 {
            let position = some_of(&whole, &mut random, 80);
            agree(&game, &position, 16, &mut random);
        }
    }
}
