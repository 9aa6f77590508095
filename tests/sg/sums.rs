//! Sums of many heaps: the linear path (each heap's value once, each move checked without
//! copying the position) against its brute-force twin, the XOR of single heaps' values
//! over every move of the whole position; and positions read from a file.

use std::collections::HashMap;

use sg::engine::{DEFAULT_MAX_STATES, Outcome, Solver};
use sg::ir::Game;
use sg::report::SolveReport;

use crate::random_games::Random;
use crate::support::{parse, scratch, sg, sg_report, sg_with_input, write};

/// G(n) of single heaps by the plain mex over the moves of `[n]`, memoized.
fn single_heap_value(game: &Game, n: u64, known: &mut HashMap<u64, u64>) -> u64 {
    if let Some(&v) = known.get(&n) {
        return v;
    }
    let mut seen = Vec::new();
    for mv in game.moves(&[n]).expect("the rules evaluate") {
        let v = mv
            .position
            .iter()
            .fold(0, |acc, &h| acc ^ single_heap_value(game, h, known));
        seen.push(v);
    }
    let mex = (0..).find(|v| !seen.contains(v)).expect("finite");
    known.insert(n, mex);
    mex
}

/// Every winning move of the sum, by the whole position's moves (`Game::moves`) valued as
/// the XOR of their heaps: each move's description and the position it leads to.
fn plain_winning_moves(game: &Game, position: &[u64]) -> (u64, Vec<(String, Vec<u64>)>) {
    let mut known = HashMap::new();
    let value = position
        .iter()
        .fold(0, |acc, &h| acc ^ single_heap_value(game, h, &mut known));
    let mut wins = Vec::new();
    for mv in game.moves(position).expect("the rules evaluate") {
        let after = mv
            .position
            .iter()
            .fold(0, |acc, &h| acc ^ single_heap_value(game, h, &mut known));
        if after == 0 {
            wins.push((game.describe(position, &mv), mv.position));
        }
    }
    (value, wins)
}

#[test]
fn linear_sums_agree_with_the_xor_over_every_move() {
    let mut random = Random(0x5EED_0F5E);
    for rules in [
        "move take 1..2 leave 0..2",
        "move take 1..\nmove take 0 leave 2",
        "move take 1..5",
        "move octal 0.137",
        "move take {2, 5, 7}",
        "move take 1..",
    ] {
        let game = parse(&format!("game \"g\"\n{rules}\n"));
        for round in 0..6 {
            // Below and above the size from which moves leave out the position after them.
            let count = [40, 300][round % 2] + (random.next() % 60) as usize;
            let position: Vec<u64> = (0..count).map(|_| random.next() % 24).collect();
            let (value, wins) = plain_winning_moves(&game, &position);
            let mut solver = Solver::new(&game, DEFAULT_MAX_STATES).with_max_moves(usize::MAX);
            let analysis = solver.analyse(&position).unwrap();
            let context = format!("{rules}: {position:?}");
            assert_eq!(analysis.grundy, Some(value), "{context}");
            assert_eq!(analysis.outcome, Outcome::of_value(value), "{context}");
            assert_eq!(
                analysis.winning_moves.total,
                wins.len() as u128,
                "{context}"
            );
            let listed: Vec<(String, Option<Vec<u64>>)> = analysis
                .winning_moves
                .listed
                .iter()
                .map(|m| (m.description.clone(), m.to.numbers().map(<[u64]>::to_vec)))
                .collect();
            let expected: Vec<(String, Option<Vec<u64>>)> = wins
                .iter()
                .map(|(description, to)| {
                    let shown = to.len() <= sg::game::MOVE_TO_PARTS;
                    (description.clone(), shown.then(|| to.clone()))
                })
                .collect();
            assert_eq!(listed, expected, "{context}");
            // A short list is the first of them, all still counted.
            let mut short = Solver::new(&game, DEFAULT_MAX_STATES).with_max_moves(3);
            let analysis = short.analyse(&position).unwrap();
            assert_eq!(
                analysis.winning_moves.total,
                wins.len() as u128,
                "{context}"
            );
            let first: Vec<&String> = analysis
                .winning_moves
                .listed
                .iter()
                .map(|m| &m.description)
                .collect();
            let expected: Vec<&String> = wins.iter().take(3).map(|(d, _)| d).collect();
            assert_eq!(first, expected, "{context}");
        }
    }
}

#[test]
fn a_position_file_gives_the_command_line_answer() {
    let dir = scratch("position-file");
    let file = write(&dir, "heaps.txt", "3 5 # the first two\n\n\t7\n");
    let from_file: SolveReport = sg_report(&[
        "solve",
        "games/kayles.game",
        "--position-file",
        &file,
        "--json",
    ]);
    let typed: SolveReport = sg_report(&["solve", "games/kayles.game", "3", "5", "7", "--json"]);
    assert_eq!(from_file, typed);
    // Standard input, with a sum of two games.
    let run = sg_with_input(
        &["solve", "games/nim.game", "--position-file", "-"],
        "3 4\n+ games/kayles.game 7\n",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.starts_with("sum of 2 games"), "{}", run.stdout);
    // Games of components read their words from the file too.
    let boxes = write(&dir, "boxes.txt", "2,0\n3,3 6,2\n");
    let run = sg(&["solve", "games/stone-boxes.game", "--position-file", &boxes]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("position 2,0 3,3 6,2"),
        "{}",
        run.stdout
    );
}

#[test]
fn errors_in_a_position_file_point_into_it() {
    let dir = scratch("position-file-errors");
    let file = write(&dir, "bad.txt", "1 2 3\n4 five 6\n");
    let run = sg(&["solve", "games/nim.game", "--position-file", &file]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains(&format!("--> {file}:2:3")) && run.stderr.contains("`five`"),
        "{}",
        run.stderr
    );
    let run = sg_with_input(&["solve", "games/nim.game", "--position-file", "-"], "1 +");
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("standard input:1:4"), "{}", run.stderr);
    let run = sg_with_input(
        &["solve", "games/nim.game", "--position-file", "-"],
        "# none\n",
    );
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("holds no position"), "{}", run.stderr);
    let missing = dir.join("missing.txt");
    let run = sg(&[
        "solve",
        "games/nim.game",
        "--position-file",
        missing.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains("cannot read the position file"),
        "{}",
        run.stderr
    );
    // The file and heaps on the command line are one too many: a usage error.
    let run = sg(&["solve", "games/nim.game", "3", "--position-file", &file]);
    assert_eq!(run.code, 2);
}

/// `--positions FILE`: one JSON line a position, each the very answer `sg solve` gives for
/// it alone, for every kind of game (heaps, sums, components, a compound, misère play, a
/// board), positions repeated and engines shared from line to line.
#[test]
fn many_positions_in_one_call_give_each_answer_alone() {
    let cases: [(&str, &[&str]); 6] = [
        (
            "games/kayles.game",
            &[
                "3 5 7",
                "nothing",
                "12",
                "3 5 7",
                "4 + games/nim.game 3",
                "1 1",
            ],
        ),
        ("games/cutting-game.game", &["4,2", "2,2 3,2", "6,5", "4,2"]),
        ("games/hdu-3595.game", &["3,5 2,7", "1,1", "3,5"]),
        ("games/misere-nim.game", &["3 5 7", "1 1 1", "2 2", "1"]),
        ("games/hdu-1524.dot", &["0 2", "1", "0 2"]),
        ("games/euclid.game", &["34,12", "25,7", "7,25"]),
    ];
    let dir = scratch("positions");
    for (game, lines) in cases {
        let file = write(
            &dir,
            "positions.txt",
            format!("# positions\n{}\n", lines.join("\n\n")),
        );
        let run = sg(&["solve", game, "--positions", &file, "--json"]);
        assert_eq!(run.code, 0, "{game}: {}", run.stderr);
        let answers: Vec<&str> = run.stdout.lines().collect();
        assert_eq!(answers.len(), lines.len(), "{game}: {}", run.stdout);
        for (line, answer) in lines.iter().zip(answers) {
            let mut args = vec!["solve", game];
            args.extend(line.split(' '));
            args.push("--json");
            let alone = sg(&args);
            assert_eq!(alone.code, 0, "{game} {line}: {}", alone.stderr);
            assert_eq!(alone.stdout.trim_end(), answer, "{game} {line}");
        }
        // The text: each answer's text, in order, separated by blank lines.
        let text = sg(&["solve", game, "--positions", &file]);
        assert_eq!(text.code, 0, "{game}: {}", text.stderr);
        assert_eq!(text.stdout.split("\n\n").count(), lines.len(), "{game}");
    }
    // Standard input.
    let run = sg_with_input(
        &["solve", "games/nim.game", "--positions", "-", "--json"],
        "1 2 3\n3 4 5\n",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 2);
}

#[test]
fn errors_in_a_file_of_positions_point_into_it() {
    let dir = scratch("positions-errors");
    let file = write(&dir, "bad.txt", "1 2 3\n\n4 five 6\n");
    let run = sg(&["solve", "games/nim.game", "--positions", &file]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains(&format!("--> {file}:3:3")) && run.stderr.contains("`five`"),
        "{}",
        run.stderr
    );
    let run = sg_with_input(
        &["solve", "games/nim.game", "--positions", "-"],
        "1\n2 + \n",
    );
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("standard input:2:4"), "{}", run.stderr);
    let run = sg_with_input(
        &["solve", "games/nim.game", "--positions", "-"],
        "# none\n\n",
    );
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("holds none"), "{}", run.stderr);
    let run = sg_with_input(
        &["solve", "games/nim.game", "--positions", "-"],
        "1 + missing.game 2\n",
    );
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("missing.game"), "{}", run.stderr);
    let run = sg_with_input(
        &["solve", "games/nim.game", "--positions", "-"],
        "\u{0}\u{1}\u{ff}",
    );
    assert_eq!(run.code, 1, "{}", run.stdout);
    // Positions on the command line too, or a position file as well: a usage error.
    let run = sg(&["solve", "games/nim.game", "3", "--positions", &file]);
    assert_eq!(run.code, 2);
    let run = sg(&[
        "solve",
        "games/nim.game",
        "--position-file",
        &file,
        "--positions",
        &file,
    ]);
    assert_eq!(run.code, 2);
}

#[test]
fn a_huge_sum_lists_its_moves_without_repeating_the_position() {
    let dir = scratch("huge-sum");
    let mut random = Random(77);
    let heaps: Vec<String> = (0..20_000)
        .map(|_| (random.next() % 1_000_000_000).to_string())
        .collect();
    let file = write(&dir, "heaps.txt", heaps.join("\n"));
    let report: SolveReport = sg_report(&[
        "solve",
        "games/laskers-nim.game",
        "--position-file",
        &file,
        "--json",
    ]);
    assert_eq!(report.winning_moves.len(), 100);
    assert!(report.winning_moves.iter().all(|m| m.to.is_none()));
    assert!(report.winning_moves_total > 100);
}
