//! Published values not covered by the per-game tests, through the `sg` binary: Kayles's
//! period and the winning moves of the online-judge Nim samples (HDU 1850 and 2176).

use crate::support::{outcome, sg_json};

#[test]
fn kayles_period_is_12_from_71() {
    let json = sg_json(&["table", "games/kayles.game", "--upto", "200", "--json"]);
    let period = json.get("period").expect("a period field");
    assert_eq!(period.get("preperiod").and_then(|v| v.as_u64()), Some(71));
    assert_eq!(period.get("period").and_then(|v| v.as_u64()), Some(12));
}

/// The winning moves of Nim from `heaps` as (heap before, heap after), the heap after
/// being 0 when it is emptied, in the order `sg solve` lists them.
fn nim_winning_moves(heaps: &[&str]) -> Vec<(u64, u64)> {
    let mut args = vec!["solve", "games/nim.game"];
    args.extend_from_slice(heaps);
    args.push("--json");
    let json = sg_json(&args);
    let as_numbers = |list: Option<&crate::json::Json>| -> Vec<u64> {
        let items = list.and_then(|l| l.as_array()).expect("a list");
        items
            .iter()
            .map(|v| v.as_u64().expect("a number"))
            .collect()
    };
    let before = as_numbers(json.get("position"));
    let moves = json.get("winning_moves").and_then(|m| m.as_array());
    moves
        .expect("a move list")
        .iter()
        .map(|m| {
            let after = as_numbers(m.get("to"));
            // The heap moved in keeps its place, or vanishes when emptied.
            let i = (0..before.len())
                .find(|&i| after.get(i) != Some(&before[i]))
                .expect("a heap changed");
            let left = if after.len() == before.len() {
                after[i]
            } else {
                0
            };
            (before[i], left)
        })
        .collect()
}

#[test]
fn hdu_1850_counts_the_winning_moves() {
    // "5 7 9": one winning first move.
    assert_eq!(nim_winning_moves(&["5", "7", "9"]).len(), 1);
}

#[test]
fn hdu_2176_lists_the_winning_moves_in_input_order() {
    // "45 45": No. "3 6 9": 9 5. "5 7 8 9 10": 8 1 / 9 0 / 10 3.
    assert_eq!(outcome("games/nim.game", &[45, 45], &[]), "P");
    assert!(nim_winning_moves(&["45", "45"]).is_empty());
    assert_eq!(nim_winning_moves(&["3", "6", "9"]), vec![(9, 5)]);
    assert_eq!(
        nim_winning_moves(&["5", "7", "8", "9", "10"]),
        vec![(8, 1), (9, 0), (10, 3)]
    );
}
