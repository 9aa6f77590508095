//! The line table against the generic search on every small position, for every rule
//! shape it serves, on 2 and 3 heaps, in normal and misère play.

use super::{LinePlan, LineTable};
use crate::engine::coupled::CoupledSearch;
use crate::engine::deadline::Deadline;
use crate::ir::{Game, Play};
use crate::{Source, parse_game};

fn game(heaps: usize, rules: &str) -> Game {
    let text = format!("game \"g\"\nheaps {heaps}\n{rules}\n");
    parse_game(Source::new("g.game", text), &[]).unwrap()
}

/// Every position below `top`, in row-major order.
fn positions(top: &[u64]) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for &t in top {
        all = all
            .into_iter()
            .flat_map(|p: Vec<u64>| {
                (0..=t).map(move |h| {
                    let mut q = p.clone();
                    q.push(h);
                    q
                })
            })
            .collect();
    }
    all
}

const SERVED: [&str; 10] = [
    "move take 1..\nmove take 1.. from all",
    "move take 1..3\nmove take 1..2 from all",
    "move take {1, 3}\nmove take 2.. from all",
    "move take {1, 4..}\nmove take {2, 3} from all",
    "move take 2..\nmove take 1 from all",
    "move take 1.. from 1..2 heaps",
    "move take 1.. from 2 heaps",
    "move take 1..2 from 1 heaps\nmove take 3.. from all",
    "move take 1.. from 1..3 heaps",
    "move take 1..\nmove take 1.. from all\nmove take 1.. from 2 heaps",
];

#[test]
fn every_served_shape_matches_the_search() {
    let tops: [&[u64]; 5] = [&[9, 9], &[4, 7], &[0, 5], &[5, 5, 5], &[3, 6, 4]];
    for rules in SERVED {
        for top in tops {
            for play in [Play::Normal, Play::Misere] {
                let game = game(top.len(), rules).with_play(play);
                let plan = LinePlan::recognise(&game, top.len())
                    .unwrap_or_else(|| panic!("{rules} on {} heaps is served", top.len()));
                let mut search = CoupledSearch::new(&game, 1 << 20);
                // Tiles of one cell (row-major order) and of a few, cut by the table's
                // edges (the build's own tiles are wider than these tables).
                for tile in [1, 2, 3, 4] {
                    let table =
                        LineTable::build_in_tiles(&plan, top, tile, Deadline::unlimited()).unwrap();
                    for position in positions(top) {
                        assert_eq!(
                            table.value(&position),
                            Some(search.value(&position).unwrap()),
                            "{rules} ({play:?}) at {position:?}, tiles of {tile}"
                        );
                    }
                }
                let table = LineTable::build(&plan, top).unwrap();
                assert_eq!(
                    table.value(&top.iter().map(|t| t + 1).collect::<Vec<_>>()),
                    None
                );
            }
        }
    }
}

/// The build's own tiles, on tables a few tiles wide, give the values of row-major order
/// (checked against the search above).
#[test]
fn wide_tables_in_tiles_match_row_major_order() {
    for (rules, top) in [
        (SERVED[0], &[150u64, 140][..]),
        (SERVED[3], &[140, 150]),
        (SERVED[9], &[3, 70, 90]),
    ] {
        for play in [Play::Normal, Play::Misere] {
            let game = game(top.len(), rules).with_play(play);
            let plan = LinePlan::recognise(&game, top.len()).unwrap();
            let tiled = LineTable::build(&plan, top).unwrap();
            let rows = LineTable::build_in_tiles(&plan, top, 1, Deadline::unlimited()).unwrap();
            assert!(tiled.values() == rows.values(), "{rules} ({play:?})");
        }
    }
}

#[test]
fn other_shapes_are_left_to_the_search() {
    for (heaps, rules) in [
        (2, "move take 1.. where k <= n / 2"),
        (2, "move take 1..2 from 2 heaps"),
        (2, "move take 1 leave 1"),
        (3, "move take 1..\nmove shift 1.. by 1"),
    ] {
        assert_eq!(
            LinePlan::recognise(&game(heaps, rules), heaps),
            None,
            "{rules}"
        );
    }
    assert_eq!(
        LinePlan::recognise(&game(2, SERVED[0]), 3),
        None,
        "3 heaps of a 2-heap game"
    );
}

/// Without `heaps N`, a position of N heaps is a table of N heaps: an empty heap takes no
/// part in any move.
#[test]
fn positions_of_any_number_of_heaps_are_tables_too() {
    for (layout, rules) in [
        ("heaps any", "move take 1.. from 1..2 heaps"),
        ("heaps any", "move take 2..3\nmove take 1.. from 2 heaps"),
        ("heaps ordered", "move take 1..\nmove take 1.. from all"),
    ] {
        let text = format!("game \"g\"\n{layout}\n{rules}\n");
        let game = parse_game(Source::new("g.game", text), &[]).unwrap();
        let mut search = CoupledSearch::new(&game, 1 << 20);
        for top in [&[6, 4][..], &[3, 4, 2], &[2, 1, 3, 2]] {
            let plan = LinePlan::recognise(&game, top.len()).unwrap();
            let table = LineTable::build(&plan, top).unwrap();
            for position in positions(top) {
                assert_eq!(
                    table.value(&position),
                    Some(search.value(&position).unwrap()),
                    "{rules} at {position:?}"
                );
            }
        }
    }
}

#[test]
fn wythoff_rows_are_the_published_values() {
    // G(x, y) of Wythoff's game for x, y <= 4 (OEIS A004481).
    let plan = LinePlan::recognise(&game(2, SERVED[0]), 2).unwrap();
    let table = LineTable::build(&plan, &[4, 4]).unwrap();
    let rows: Vec<&[u32]> = table.rows().collect();
    assert_eq!(
        rows,
        [
            &[0, 1, 2, 3, 4][..],
            &[1, 2, 0, 4, 5],
            &[2, 0, 1, 5, 3],
            &[3, 4, 5, 6, 2],
            &[4, 5, 3, 2, 7]
        ]
    );
}

#[test]
fn the_cost_grows_with_the_table() {
    let plan = LinePlan::recognise(&game(2, SERVED[0]), 2).unwrap();
    let small = plan.cost(&[100, 100]);
    let large = plan.cost(&[10_000, 10_000]);
    assert_eq!((small.cells, large.cells), (101 * 101, 10_001 * 10_001));
    assert!(large.steps > 5_000 * small.steps && large.bytes > 5_000 * small.bytes);
    let huge = plan.cost(&[u64::MAX, u64::MAX]);
    assert!(huge.cells > u128::from(u64::MAX));
}
