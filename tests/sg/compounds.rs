//! The compounds of *Winning Ways* ch. 9 (`compound` in a rule file, `--compound`): the
//! outcome the theorems give (remoteness, suspense, the selective rule) against a plain
//! recursion over whole positions of the compound written here, for a subtraction game, a
//! game that splits (Kayles) and a game of components (HDU 3595, at its judge size too).

use std::collections::HashMap;

use sg::engine::Outcome;
use sg::report::SolveReport;

use crate::random_games::Random;
use crate::support::{scratch, sg, sg_report, write};

const KINDS: [&str; 3] = ["conjunctive", "continued", "selective"];

/// Every move of the compound `kind` of the games `games` (each a position, its options
/// given by `options`): the games after it.
fn moves<S: Clone>(kind: &str, games: &[S], options: &dyn Fn(&S) -> Vec<S>) -> Vec<Vec<S>> {
    // Every game's choices: its options, and for some compounds staying where it is.
    let choices: Vec<Vec<Option<S>>> = games
        .iter()
        .map(|g| {
            let moves: Vec<Option<S>> = options(g).into_iter().map(Some).collect();
            let stays = match kind {
                "selective" => true,
                "continued" => moves.is_empty(),
                _ => false,
            };
            let mut all = moves;
            if stays {
                all.push(None);
            }
            all
        })
        .collect();
    let mut combos: Vec<Vec<Option<S>>> = vec![vec![]];
    for c in &choices {
        combos = combos
            .into_iter()
            .flat_map(|prefix| {
                c.iter().map(move |choice| {
                    let mut next = prefix.clone();
                    next.push(choice.clone());
                    next
                })
            })
            .collect();
    }
    combos
        .into_iter()
        .filter(|combo| !combo.iter().all(Option::is_none))
        .map(|combo| {
            combo
                .into_iter()
                .zip(games)
                .map(|(choice, g)| choice.unwrap_or_else(|| g.clone()))
                .collect()
        })
        .collect()
}

/// Whether the player to move wins the compound `kind` of the games `games`, by trying
/// every move of the compound.
fn wins<S: Clone + Ord + std::hash::Hash>(
    kind: &str,
    games: &[S],
    options: &dyn Fn(&S) -> Vec<S>,
    memo: &mut HashMap<Vec<S>, bool>,
) -> bool {
    let mut key = games.to_vec();
    key.sort();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let result = moves(kind, games, options)
        .into_iter()
        .any(|after| !wins(kind, &after, options, memo));
    memo.insert(key, result);
    result
}

/// How many moves of the compound win: those that leave it lost.
fn winning_count<S: Clone + Ord + std::hash::Hash>(
    kind: &str,
    games: &[S],
    options: &dyn Fn(&S) -> Vec<S>,
    memo: &mut HashMap<Vec<S>, bool>,
) -> u64 {
    moves(kind, games, options)
        .into_iter()
        .filter(|after| !wins(kind, after, options, memo))
        .count() as u64
}

/// `sg solve FILE WORDS… --compound KIND --json`.
fn solve(file: &str, words: &[String], kind: &str) -> SolveReport {
    let mut args = vec!["solve", file];
    args.extend(words.iter().map(String::as_str));
    args.extend(["--compound", kind, "--json"]);
    sg_report(&args)
}

/// HDU 3595's game: piles p, q; take a multiple of one pile from the other.
fn gg_options(&(p, q): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut options = Vec::new();
    if let Some(most) = q.checked_div(p) {
        options.extend((1..=most).map(|k| (p, q - k * p)));
    }
    if let Some(most) = p.checked_div(q) {
        options.extend((1..=most).map(|k| (p - k * q, q)));
    }
    options
}

#[test]
fn hdu_3595_compounds_agree_with_a_search_over_whole_positions() {
    let mut random = Random(3595);
    for kind in KINDS {
        let mut memo = HashMap::new();
        for _ in 0..60 {
            let count = random.range(1, 3) as usize;
            let games: Vec<(u64, u64)> = (0..count)
                .map(|_| (random.range(0, 7), random.range(0, 7)))
                .collect();
            let words: Vec<String> = games.iter().map(|(p, q)| format!("{p},{q}")).collect();
            let report = solve("games/hdu-3595.game", &words, kind);
            let expected = wins(kind, &games, &gg_options, &mut memo);
            assert_eq!(report.outcome == Outcome::N, expected, "{kind} {words:?}");
            // Every winning move is counted, though one is listed.
            let count = winning_count(kind, &games, &gg_options, &mut memo);
            assert_eq!(
                report.winning_moves_total,
                u128::from(count),
                "{kind} {words:?}"
            );
        }
    }
}

/// A won selective compound listed one winning move of several, even with `--max-moves
/// 1000` ("… and 2 more"): every one is listed now, and each is a move of the compound
/// (every won game to a lost position, the lost ones left alone) counted by the search.
#[test]
fn selective_compounds_list_every_winning_move() {
    let mut random = Random(16);
    let mut memo = HashMap::new();
    let mut several = 0;
    for _ in 0..60 {
        let count = random.range(1, 3) as usize;
        let games: Vec<(u64, u64)> = (0..count)
            .map(|_| (random.range(1, 9), random.range(1, 9)))
            .collect();
        let words: Vec<String> = games.iter().map(|(p, q)| format!("{p},{q}")).collect();
        let mut args = vec!["solve", "games/hdu-3595.game"];
        args.extend(words.iter().map(String::as_str));
        args.extend(["--compound", "selective", "--max-moves", "1000", "--json"]);
        let report: SolveReport = sg_report(&args);
        // Every move of the compound to a lost position, by the search.
        let choices: Vec<Vec<Option<(u64, u64)>>> = games
            .iter()
            .map(|g| {
                let mut all: Vec<Option<(u64, u64)>> =
                    gg_options(g).into_iter().map(Some).collect();
                all.push(None);
                all
            })
            .collect();
        let mut winning = 0u128;
        let mut combo = vec![0usize; games.len()];
        loop {
            let chosen: Vec<Option<(u64, u64)>> =
                combo.iter().zip(&choices).map(|(&k, c)| c[k]).collect();
            if chosen.iter().any(Option::is_some) {
                let after: Vec<(u64, u64)> = chosen
                    .iter()
                    .zip(&games)
                    .map(|(c, g)| c.unwrap_or(*g))
                    .collect();
                if !wins("selective", &after, &gg_options, &mut memo) {
                    winning += 1;
                }
            }
            let Some(i) = (0..combo.len())
                .rev()
                .find(|&i| combo[i] + 1 < choices[i].len())
            else {
                break;
            };
            combo[i] += 1;
            combo[i + 1..].iter_mut().for_each(|k| *k = 0);
        }
        assert_eq!(report.winning_moves_total, winning, "{words:?}");
        assert_eq!(report.winning_moves.len() as u128, winning, "{words:?}");
        several += usize::from(winning > 1);
    }
    assert!(
        several > 5,
        "{several} positions with several winning moves"
    );
}

/// Kayles: a move in a game may split its row, so a game's position is a set of rows.
#[allow(clippy::ptr_arg)] // the positions of the search are vectors
fn kayles_options(rows: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (i, &n) in rows.iter().enumerate() {
        for take in 1..=2.min(n) {
            for left in 0..=(n - take) {
                let right = n - take - left;
                if left > right {
                    continue;
                }
                let mut next: Vec<u64> = rows.clone();
                next.remove(i);
                next.extend([left, right].into_iter().filter(|&r| r > 0));
                next.sort_unstable();
                options.push(next);
            }
        }
    }
    options
}

#[test]
fn compounds_of_a_game_that_splits_agree_with_a_search() {
    let mut random = Random(77);
    for kind in KINDS {
        let mut memo = HashMap::new();
        for _ in 0..40 {
            let count = random.range(1, 3) as usize;
            let heaps: Vec<u64> = (0..count).map(|_| random.range(0, 6)).collect();
            let games: Vec<Vec<u64>> = heaps
                .iter()
                .map(|&h| if h == 0 { vec![] } else { vec![h] })
                .collect();
            let words: Vec<String> = heaps.iter().map(u64::to_string).collect();
            let report = solve("games/kayles.game", &words, kind);
            let expected = wins(kind, &games, &kayles_options, &mut memo);
            assert_eq!(report.outcome == Outcome::N, expected, "{kind} {words:?}");
            let count = winning_count(kind, &games, &kayles_options, &mut memo);
            assert_eq!(
                report.winning_moves_total,
                u128::from(count),
                "{kind} {words:?}"
            );
            // The winning move shown leaves a lost compound.
            if let Some(m) = report.winning_moves.first() {
                let after: Vec<String> = match m.to.as_ref().expect("a short position is shown") {
                    sg::game::PositionView::Names(games) => games.clone(),
                    other => panic!("a compound's view: {other:?}"),
                };
                assert_eq!(after.len(), games.len(), "{kind} {words:?}");
            }
        }
    }
}

/// At the judge's size, N = 1000 games of piles up to 1000: the theorem answers at once
/// (the plain search could not), with a winning move that leaves a lost compound.
#[test]
fn hdu_3595_at_the_judge_size() {
    let mut random = Random(1000);
    let words: Vec<String> = (0..1000)
        .map(|_| format!("{},{}", random.range(1, 1000), random.range(1, 1000)))
        .collect();
    let report = solve("games/hdu-3595.game", &words, "continued");
    if report.outcome == Outcome::N {
        let mv = &report.winning_moves[0];
        let sg::game::PositionView::Names(after) =
            mv.to.as_ref().expect("a short position is shown")
        else {
            panic!("a compound's view");
        };
        let after: Vec<String> = after
            .iter()
            .map(|g| g.trim_matches(|c| c == '(' || c == ')').to_string())
            .collect();
        assert_eq!(after.len(), 1000);
        assert_eq!(
            solve("games/hdu-3595.game", &after, "continued").outcome,
            Outcome::P
        );
    }
}

#[test]
fn the_compound_statement_and_its_errors() {
    let dir = scratch("compounds");
    let file = write(
        &dir,
        "g.game",
        "game \"g\"\ncompound conjunctive\nmove take 1..2\n",
    );
    // The statement is printed in the normal form; the flag overrides it.
    assert!(
        sg(&["check", &file])
            .stdout
            .contains("\ncompound conjunctive\n")
    );
    let report: SolveReport = sg_report(&["solve", &file, "1", "2", "--json"]);
    assert!(
        report.method.starts_with("conjunctive compound"),
        "{}",
        report.method
    );
    let sum: SolveReport = sg_report(&[
        "solve",
        &file,
        "1",
        "2",
        "--compound",
        "disjunctive",
        "--json",
    ]);
    assert_eq!(sum.grundy, Some(3));
    let misere = sg(&["solve", &file, "1", "2", "--misere"]);
    assert_eq!(misere.code, 1);
    assert!(
        misere.stderr.contains("normal play only"),
        "{}",
        misere.stderr
    );
    let plus = sg(&["solve", &file, "1", "+", "games/nim.game", "2"]);
    assert_eq!(plus.code, 1);
    assert!(
        plus.stderr.contains("is not added to other games"),
        "{}",
        plus.stderr
    );
    let twice = write(
        &dir,
        "twice.game",
        "game \"g\"\ncompound selective\ncompound continued\nmove take 1\n",
    );
    assert!(
        sg(&["check", &twice])
            .stderr
            .contains("`compound` is given twice")
    );
    let unknown = sg(&["solve", &file, "1", "--compound", "sideways"]);
    assert_eq!(unknown.code, 2);
}
