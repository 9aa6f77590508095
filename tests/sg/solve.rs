//! `sg solve` and `sg table` on the bundled games: outcomes, values, moves, sums, limits.

use crate::support::{outcome, scratch, sg, sg_report, write};
use sg::engine::Outcome;
use sg::report::SolveReport;

#[test]
fn kayles_seven_is_n_with_json_shape() {
    let run = sg(&["solve", "games/kayles.game", "7", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.starts_with(
        r#"{"game": "Kayles", "play": "normal", "position": [7], "outcome": "N", "grundy": 2, "winning_moves": [{"to": [3, 3], "changes": [{"at": 0, "from": [7], "to": [3, 3]}], "move": "take 1 from the heap of 7, leaving 3 and 3"}, {"to": [1, 4], "changes": [{"at": 0, "from": [7], "to": [1, 4]}], "move": "take 2 from the heap of 7, leaving 1 and 4"}]"#
    ), "{}", run.stdout);
}

#[test]
fn sum_of_kayles_seven_and_nim_two_is_p() {
    let run = sg(&[
        "solve",
        "games/kayles.game",
        "7",
        "+",
        "games/nim.game",
        "2",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains(r#""outcome": "P", "grundy": 0, "winning_moves": []"#),
        "{}",
        run.stdout
    );
}

#[test]
fn sum_winning_moves_name_their_component() {
    let run = sg(&[
        "solve",
        "games/kayles.game",
        "7",
        "+",
        "games/nim.game",
        "3",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("in Nim: take 1 from the heap of 3, leaving 2"),
        "{}",
        run.stdout
    );
}

#[test]
fn huge_kayles_heap_answers_from_the_period() {
    let run = sg(&["solve", "games/kayles.game", "1000000000000", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // 10^12 = 71 + 12·m + 5, and G(76) = 1.
    assert!(
        run.stdout.contains(r#""outcome": "N", "grundy": 1"#),
        "{}",
        run.stdout
    );
}

#[test]
fn kayles_table_reports_its_period() {
    let run = sg(&["table", "games/kayles.game", "--upto", "200", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.ends_with(
            "\"period\": {\"preperiod\": 71, \"period\": 12}, \"arithmetic_period\": null}\n"
        ),
        "{}",
        run.stdout
    );
}

#[test]
fn negative_heap_is_a_position_error() {
    let run = sg(&["solve", "games/nim.game", "-3"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "error: `-3` is not a heap size: a heap is a whole number from 0 to 18446744073709551615\n \
         --> command line:1:16\n  |\n1 | games/nim.game -3\n  |                ^^\n"
    );
}

#[test]
fn wrong_heap_count_is_an_error() {
    let run = sg(&["solve", "games/wythoff.game", "1", "2", "3"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "error: a position of Wythoff has exactly 2 heaps, but 3 were given\n \
         --> command line:1:20\n  |\n1 | games/wythoff.game 1 2 3\n  |                    ^^^^^\n"
    );
}

#[test]
fn state_limit_is_a_clear_error() {
    // Wythoff's game with a bounded diagonal move: no theory, so a search.
    let dir = scratch("state-limit");
    let rules = "game \"g\"\nheaps 2\nmove take 1..\nmove take 1..3 from all\n";
    let game = write(&dir, "g.game", rules);
    let run = sg(&["solve", &game, "300", "500", "--max-states", "1000"]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("--max-states"), "{}", run.stderr);
    // One position with 10^12 moves: the search stops at the limit, not after them all.
    let huge = "1000000000000";
    let run = sg(&["solve", &game, huge, huge, "--max-states", "1000"]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("--max-states"), "{}", run.stderr);
}

#[test]
fn winning_moves_are_listed_up_to_max_moves_and_all_counted() {
    let report: SolveReport = sg_report(&[
        "solve",
        "games/nim.game",
        "3",
        "5",
        "7",
        "--max-moves",
        "1",
        "--json",
    ]);
    assert_eq!(report.winning_moves.len(), 1);
    assert_eq!(report.winning_moves_total, 3);
}

#[test]
fn a_position_of_100000_heaps_is_answered() {
    let values = crate::support::table_values("games/kayles.game", 1000, &[]);
    let heaps: Vec<String> = (0..100_000u64)
        .map(|i| (i * 7919 % 1000 + 1).to_string())
        .collect();
    let expected = heaps
        .iter()
        .fold(0, |acc, h| acc ^ values[h.parse::<usize>().unwrap()]);
    let mut args = vec!["solve", "games/kayles.game"];
    args.extend(heaps.iter().map(String::as_str));
    args.push("--json");
    let report: SolveReport = sg_report(&args);
    assert_eq!(report.grundy, Some(expected));
    assert!(report.winning_moves.len() <= 100);
}

#[test]
fn a_position_with_too_many_moves_is_refused_not_enumerated_for_ever() {
    let dir = crate::support::scratch("too-many-moves");
    let game = crate::support::write(
        &dir,
        "several.game",
        // A bounded take: not Moore's Nim, whose theorem would answer at once.
        "game \"Several\"\nmove take 1..5 from 1..20 heaps\n",
    );
    let mut args = vec!["solve", game.as_str()];
    args.extend(std::iter::repeat_n("1", 40));
    let run = sg(&args);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.stderr
            .contains("more than 10000000 moves under this rule"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("several.game:2:1"), "{}", run.stderr);
}

#[test]
fn a_condition_false_on_a_huge_heap_does_not_loop_for_ever() {
    let dir = crate::support::scratch("huge-condition");
    let game = crate::support::write(
        &dir,
        "sparse.game",
        "game \"Sparse\"\nheaps 2\nmove take 1.. where k == 1\nmove take 1.. from all where k == 1\n",
    );
    let run = sg(&[
        "solve",
        &game,
        "18446744073709551615",
        "18446744073709551615",
    ]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.stderr.contains("moves under this rule"),
        "{}",
        run.stderr
    );
}

#[test]
fn theories_count_every_winning_move_of_100000_heaps_but_list_few() {
    // Misère Nim: heaps 2, 3, 2, 3, …, and one 1: the XOR is 1, so every heap of 3 and the 1
    // are winning moves (3 -> 2 each, and 1 -> 0).
    let mut heaps: Vec<String> = (0..100_000).map(|i| (2 + i % 2).to_string()).collect();
    heaps.push("1".to_string());
    let mut args = vec!["solve", "games/misere-nim.game"];
    args.extend(heaps.iter().map(String::as_str));
    args.push("--json");
    let report: SolveReport = sg_report(&args);
    assert_eq!(report.outcome, Outcome::N);
    assert_eq!(report.winning_moves_total, 50_001);
    assert_eq!(report.winning_moves.len(), 100);
}

#[test]
fn summary_of_a_game_splitting_in_three_lists_fewer_heaps() {
    // Each value of `take 0.. leave 3` costs O(n³): 1024 of them would take most of a
    // minute, and no period can be proved, so the summary lists fewer single heaps (its
    // time is measured by `benches/limits.sh`).
    let dir = scratch("summary-three");
    let game = write(&dir, "t.game", "game \"t\"\nmove take 0.. leave 3\n");
    let run = sg(&["solve", &game]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("single heaps lost by the player to move (n < 256): 0 1 2\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn an_empty_last_heap_blocks_from_all_in_ordered_positions() {
    // (3, 0) has no move at all; (3) may take 1 to 3 from every heap.
    let dir = scratch("ordered-from-all");
    let rules = "game \"g\"\nheaps ordered\nmove take 1.. from all\n";
    let game = write(&dir, "g.game", rules);
    assert_eq!(outcome(&game, &[3], &[]), "N");
    assert_eq!(outcome(&game, &[3, 0], &[]), "P");
    // With single-heap moves too: (2, 0) only goes to (1, 0), which goes to (0, 0), so
    // (2, 0) is lost and (2, 1) is won by taking the 1.
    let rules = "game \"g\"\nheaps ordered\nmove take 1.. from all\nmove take 1\n";
    let game = write(&dir, "h.game", rules);
    assert_eq!(outcome(&game, &[2, 0], &[]), "P");
    assert_eq!(outcome(&game, &[2, 1], &[]), "N");
}

#[test]
fn overlapping_rules_count_each_winning_move_once() {
    let dir = scratch("overlap");
    let total = |game: &str, heaps: &[&str]| {
        let mut args = vec!["solve", game];
        args.extend_from_slice(heaps);
        args.push("--json");
        sg_report::<SolveReport>(&args).winning_moves_total
    };
    // Heap game, small heap: take 1 is allowed by both rules.
    let sum = write(
        &dir,
        "sum.game",
        "game \"o\"\nmove take 1\nmove take 1..2\n",
    );
    assert_eq!(total(&sum, &["4"]), 1);
    // Whole-position search.
    let coupled = write(
        &dir,
        "coupled.game",
        "game \"o\"\nheaps 2\nmove take 1\nmove take 1..2\nmove take 1 from all\n",
    );
    assert_eq!(total(&coupled, &["3", "4"]), 2);
    // A huge heap of a periodic game (residue classes): Kayles with a redundant rule has
    // exactly the winning moves of Kayles.
    let kayles = write(
        &dir,
        "kayles.game",
        "game \"o\"\nmove take 1..2 leave 0..2\nmove take 1 leave 1\n",
    );
    assert_eq!(
        total(&kayles, &["1000000000000"]),
        total("games/kayles.game", &["1000000000000"])
    );
}

/// The summary's second line says what the engine relies on in words that do not seem to
/// contradict each other: a coupled game's heaps are one game, though interchangeable.
#[test]
fn summaries_say_whether_heaps_are_a_sum_and_whether_their_order_matters() {
    let second_line = |game: &str| {
        let run = sg(&["solve", game]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        run.stdout.lines().nth(1).unwrap_or_default().to_string()
    };
    assert_eq!(
        second_line("games/wythoff.game"),
        "a move may change several heaps at once: the heaps are one game, not a sum; \
         their order does not matter; a move may take any number of tokens"
    );
    assert_eq!(
        second_line("games/staircase-nim.game"),
        "a move may change several heaps at once: the heaps are one game, not a sum; \
         their order matters; a move may take any number of tokens"
    );
    assert_eq!(
        second_line("games/kayles.game"),
        "each move plays in one heap: the heaps are a sum of one-heap games \
         (Sprague-Grundy: a position's value is the XOR of its heaps' values); \
         their order does not matter; a move takes at most 2 tokens from a heap"
    );
}

/// The empty position is written `nothing` in every kind of game: heaps (a fixed
/// arrangement: every heap empty), components, tokens, a drawing, Geography, nodes taken
/// away, a grid; it is lost by the player to move, and it prints as it is written.
#[test]
fn the_empty_position_is_written_nothing() {
    for (game, shown) in [
        ("games/nim.game", "nothing"),
        ("games/wythoff.game", "0 0"),
        ("games/cutting-game.game", "nothing"),
        ("games/hdu-1524.dot", "nothing"),
        ("games/hackenbush-tree.dot", "nothing"),
        ("games/funny-game.game", "nothing"),
        ("games/node-kayles.game", "nothing"),
        ("games/cram.game", "##### ##### ##### #####"),
    ] {
        let report: SolveReport = sg_report(&["solve", game, "nothing", "--json"]);
        assert_eq!(report.outcome, Outcome::P, "{game}");
        assert_eq!(report.position.to_string(), shown, "{game}");
    }
    // A winning move that empties the position leads to `nothing`.
    let report: SolveReport = sg_report(&["solve", "games/nim.game", "3", "--json"]);
    assert_eq!(
        report.winning_moves[0]
            .to
            .as_ref()
            .expect("a position")
            .to_string(),
        "nothing"
    );
    // In a sum, one game may be empty.
    let run = sg(&[
        "solve",
        "games/kayles.game",
        "nothing",
        "+",
        "games/nim.game",
        "3",
    ]);
    assert!(
        run.stdout
            .contains("Kayles: position nothing, Grundy value 0"),
        "{}",
        run.stdout
    );
    // `nothing` stands alone, and an empty word says how to write the empty position.
    let run = sg(&["solve", "games/nim.game", "3", "nothing"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr
            .contains("`nothing` is the empty position: it stands alone")
    );
    let run = sg(&["solve", "games/cutting-game.game", ""]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr
            .contains("the empty position is written `nothing`"),
        "{}",
        run.stderr
    );
}
