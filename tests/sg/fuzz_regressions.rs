//! Every input that ever made a fuzz target fail, kept in `tests/fuzz_regressions/`, is
//! run again: the rule files through the front-end checks and the binary, which must
//! exit 0 or 1 with its output intact; the boards and command lines through the command
//! that failed, which must now answer or refuse clearly. (The directed path of 10^5
//! edges is made by the test rather than kept.)

use std::path::Path;

use super::exercise::exercise;
use super::long_chains::directed_path;
use super::support::{assert_refused, scratch, sg, sg_with_env, sg_with_input, write};

fn regressions() -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/fuzz_regressions exists")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_past_fuzz_failure_passes_the_front_end_checks() {
    let files = regressions();
    assert!(!files.is_empty());
    for file in files {
        let bytes = std::fs::read(&file).expect("read a regression input");
        if let Err(panic) = std::panic::catch_unwind(|| exercise(&bytes)) {
            panic!("{}: {panic:?}", file.display());
        }
    }
}

#[test]
fn every_past_fuzz_failure_is_checked_by_the_binary() {
    for file in regressions() {
        let path = file.to_string_lossy().into_owned();
        let run = sg(&["check", &path]);
        assert!(run.code == 0 || run.code == 1, "{path}: exit {}", run.code);
        if run.code == 1 {
            assert!(run.stderr.starts_with("error: "), "{path}: {}", run.stderr);
        }
    }
}

#[test]
fn bundled_games_pass_the_front_end_checks() {
    for game in super::support::bundled_games() {
        exercise(&std::fs::read(&game).expect("read a bundled game"));
    }
}

/// An input of `tests/fuzz_regressions/`, as a path from the repository root.
fn input(name: &str) -> String {
    format!("tests/fuzz_regressions/{name}")
}

#[test]
fn a_directed_path_of_100000_edges_is_read_solved_and_listed() {
    // The cycle check of the board recursed once per edge and overflowed the stack.
    let dir = scratch("path-100000");
    let path = write(&dir, "path.dot", directed_path(100_000));
    let run = sg(&["check", &path]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("100001 nodes, 100000 edges"),
        "{}",
        run.stdout
    );
    let run = sg(&["solve", &path, "0"]);
    assert!(run.stdout.contains("outcome: P"), "{}", run.stderr);
    let run = sg(&["solve", &path, "0", "--misere"]);
    assert!(run.stdout.contains("outcome: N"), "{}", run.stderr);
    let run = sg(&["table", &path]);
    assert!(run.stdout.contains("\n  99999   N  1\n"), "{}", run.stderr);
    // Drawn up to the documented limit of the graph's positions.
    let run = sg(&["graph", &path, "0", "--format", "svg"]);
    assert_refused(&run, "--max-nodes");
}

#[test]
fn a_node_name_longer_than_a_format_width_is_listed() {
    let file = input("long-node-name.dot");
    let run = sg(&["table", &file]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains(&"x".repeat(65_535)));
    // The same node on a digraph, listed by the summary of `solve`.
    let dir = scratch("long-node-name");
    let name = "y".repeat(70_000);
    let digraph = write(&dir, "long.dot", format!("digraph g {{ a -> {name} }}"));
    let run = sg(&["solve", &digraph]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains(&name));
}

#[test]
fn geography_with_an_empty_start_is_refused_at_the_start() {
    let file = input("geography-empty-start.game");
    for command in ["solve", "graph", "check"] {
        let run = sg(&[command, &file]);
        assert_refused(&run, "`start` names the node");
        assert!(
            run.stderr.contains("geography-empty-start.game:5:1"),
            "{}",
            run.stderr
        );
    }
    let run = sg_with_input(&["play", &file], "1\n");
    assert_refused(&run, "`start` names the node");
}

#[test]
fn fibonacci_nim_on_huge_piles_answers_by_zeckendorf() {
    // The search's estimate n^3 overflowed 128 bits: the debug build panicked, the
    // release build wrapped to a small estimate and searched (or refused) instead.
    for (pile, outcome) in [
        ("8796093022208", "N"),
        ("12200160415121876738", "P"),
        ("1000000000000000000", "N"),
    ] {
        let run = sg(&["solve", "games/fibonacci-nim.game", pile]);
        assert_eq!(run.code, 0, "{pile}: {}", run.stderr);
        assert!(
            run.stdout.contains("closed form: Fibonacci Nim"),
            "{}",
            run.stdout
        );
        assert!(
            run.stdout.contains(&format!("outcome: {outcome}")),
            "{}",
            run.stdout
        );
        // A won pile's Grundy value would need the search, which is too large.
        assert_eq!(
            run.stdout.contains("far too many steps"),
            outcome == "N",
            "{}",
            run.stdout
        );
    }
    let run = sg(&["solve", "games/fibonacci-nim.game", "8796093022208,1000"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("winning moves (3):"), "{}", run.stdout);
}

#[test]
fn moores_nim_on_a_heap_of_2_to_the_64_minus_1_answers() {
    // The estimate of the line table summed counts past 128 bits.
    let run = sg(&[
        "solve",
        "games/moore-nim.game",
        "--set",
        "k=3",
        "18446744073709551615",
        "1000000000000",
        "77",
        "123456789123",
        "5",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("outcome: N"), "{}", run.stdout);
    assert!(run.stdout.contains("far too many steps"), "{}", run.stdout);
}

#[test]
fn misere_hackenbush_on_a_tree_of_31_edges_stops_at_its_limits() {
    let file = input("misere-hackenbush-tree-31.dot");
    let run = sg(&["solve", &file, "--misere", "--max-time", "1"]);
    assert_refused(&run, "time limit of 1 s (--max-time)");
    let run = sg(&["solve", &file, "--misere", "--max-states", "1000"]);
    assert_refused(&run, "limit of 1000 positions (--max-states)");
}

#[test]
fn misere_mock_turtles_stops_at_its_time_limit() {
    let run = sg(&[
        "table",
        "games/mock-turtles.game",
        "--upto",
        "12",
        "--misere",
        "--max-time",
        "1",
    ]);
    assert_refused(&run, "(--max-time)");
    let run = sg(&[
        "solve",
        "games/mock-turtles.game",
        "--misere",
        "--max-time",
        "1",
    ]);
    assert_refused(&run, "(--max-time)");
}

#[test]
fn the_searches_have_a_time_limit_by_default() {
    let run = sg(&["solve", "--help"]);
    let default = format!("[default: {}]", sg::engine::DEFAULT_MAX_TIME_SECONDS);
    let help = &run.stdout[run.stdout.find("--max-time").expect("the option")..];
    let option = &help[..help[2..].find("--").map_or(help.len(), |end| end + 2)];
    assert!(option.contains(&default), "{}", run.stdout);
}

#[cfg(unix)]
#[test]
fn a_graphviz_that_never_finishes_is_stopped_and_the_builtin_drawing_used() {
    use std::os::unix::fs::PermissionsExt;
    // A `dot` that draws nothing for a minute, first on the PATH.
    let dir = scratch("slow-dot");
    let dot = write(&dir, "dot", "#!/bin/sh\nexec sleep 60\n");
    std::fs::set_permissions(&dot, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let path = format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let args = [
        "graph",
        "games/nim.game",
        "3",
        "--format",
        "svg",
        "--dot-timeout",
        "1",
    ];
    let run = sg_with_env(&args, &[("PATH", &path)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("<!-- Drawn by sg -->"),
        "{}",
        run.stdout
    );
    assert!(
        run.stderr
            .contains("note: Graphviz's `dot` did not finish the drawing within 1 s"),
        "{}",
        run.stderr
    );
    let run = sg_with_env(
        &[&args[..], &["--renderer", "graphviz"]].concat(),
        &[("PATH", &path)],
    );
    assert_refused(&run, "raise --dot-timeout, or use --renderer builtin");
}

/// A run (`for each i in n..7 * n * n`) leaves many copies of a component from one move;
/// the search for a cycle among small components counted only the numbers tried, not the
/// components left, and ran for minutes before the termination error. The copies count
/// now: the error comes at once, naming how far the search looked.
#[test]
fn a_run_of_many_copies_is_refused_quickly_when_play_may_not_end() {
    let file = input("component-run-of-many-copies.game");
    for args in [
        vec!["check", &file],
        vec!["table", &file, "--upto", "6"],
        vec!["solve", &file, "5"],
    ] {
        assert_refused(&sg(&args), "cannot prove that play ends");
    }
}

/// Two findings of the `positions` target. Misère Kayles on heaps near 2^64 added up the
/// heaps' tokens and overflowed; Moore's Nim at `10000 0 0 0` took minutes, because the
/// search for its remoteness asked the outcome of every option, and the outcome of a
/// theorem counted the winning moves and searched a Grundy value. Both answer now.
#[test]
fn huge_misere_heaps_and_moores_nim_options_are_answered() {
    let limits = [
        "--max-states",
        "20000",
        "--max-time",
        "2",
        "--max-work",
        "100000000",
    ];
    let huge = [
        "solve",
        "games/misere-kayles.game",
        "429496729513",
        "18446744073709551615",
        "18446744073709551615",
    ];
    let moore = ["solve", "games/moore-nim.game", "10000", "0", "0", "0"];
    for args in [&huge[..], &moore[..]] {
        let run = sg(&[args, &limits[..]].concat());
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert!(
            run.stdout.contains("outcome: N"),
            "{args:?}: {}",
            run.stdout
        );
    }
    let run = sg(&["solve", "games/moore-nim.game", "10000", "0", "0", "0"]);
    assert!(run.stdout.contains("remoteness: 1"), "{}", run.stdout);
}

/// Two more findings of the `positions` target, both under `--max-time 2` and running far
/// past it. Ruler at `3000 5 6` took 65 s and 19 GB: the search for its remoteness counted
/// the moves it listed, not the coins of the positions they lead to (a coin turns into a
/// run of up to 2999 coins), and listed a million moves of 2000 coins each. Misère Kayles
/// at `2100` took 7 s: each option's outcome worked out its winning moves from the
/// quotient, where the P-portion alone decides it.
#[test]
fn wide_options_and_misere_options_keep_the_remoteness_search_small() {
    let ruler = sg(&["solve", "games/ruler.game", "3000", "5", "6", "--json"]);
    assert_eq!(ruler.code, 0, "{}", ruler.stderr);
    let report: sg::report::SolveReport = serde_json::from_str(&ruler.stdout).expect("JSON");
    // G(3000) = 8, G(5) = 1, G(6) = 2: the one winning move turns 3000 alone.
    assert_eq!(report.grundy, Some(11));
    assert_eq!(report.winning_moves_total, 1);
    assert_eq!(report.remoteness, None, "past the search's budget");
    let kayles = sg(&["solve", "games/misere-kayles.game", "2100", "--json"]);
    assert_eq!(kayles.code, 0, "{}", kayles.stderr);
    let report: sg::report::SolveReport = serde_json::from_str(&kayles.stdout).expect("JSON");
    assert_eq!(report.outcome, sg::engine::Outcome::N);
    assert!(report.method.contains("quotient"), "{}", report.method);
}

/// Two findings of the `positions` target, misère sums with a huge heap. One, with a heap
/// of 2^32 in a game whose period cannot be proved (the take set holds every Fibonacci
/// number), built its misère quotient heap after heap for minutes under `--max-time 2`,
/// each heap comparing itself with all before it. The construction now stops at the time
/// limit (and compares a heap only with the periods the theorem could prove). The other,
/// a heap of 10^4 in Even if not all, reduced the options of every smaller heap, each
/// against all the options found before it, past two minutes: a hash set finds them now,
/// and the options kept count against `--max-states`. Both are refused clearly.
#[test]
fn misere_sums_with_a_huge_heap_stop_at_their_limits() {
    let limits = ["--misere", "--max-states", "20000", "--max-time", "2"];
    let positions: [&[&str]; 2] = [
        &["games/even-if-not-all.game", "10000", "0", "0"],
        &[
            "games/fibonacci-subtraction.game",
            "4294967296",
            "1",
            "2100",
            "0",
        ],
    ];
    for position in positions {
        let run = sg(&[&["solve"], position, &limits[..]].concat());
        assert_refused(&run, "(--max-states)");
    }
}

/// The quotient of the components of a position with none (`nothing` on a grid): the
/// report took one from a largest heap of 0, which the debug build caught and the release
/// build printed as "proved for heaps up to 18446744073709551615". It is refused now,
/// naming the position, in both builds.
#[test]
fn the_quotient_of_a_position_with_no_components_is_refused() {
    let dir = scratch("quotient-of-nothing");
    let game = write(
        &dir,
        "g.game",
        "game \"grid\"\nboard grid 5 x 1024\nmove domino\n",
    );
    for json in [&[][..], &["--json"]] {
        let run = sg(&[&["quotient", &game, "nothing"], json].concat());
        assert_refused(&run, "the position has no components");
        assert!(run.stderr.contains("command line:1:"), "{}", run.stderr);
        assert!(run.stdout.is_empty(), "{}", run.stdout);
    }
}

/// Eleven heaps of Kayles near 2^64: their winning moves, counted heap by heap, add up to
/// more than 2^64. The sum overflowed (a panic in the debug build, a wrong count in the
/// release build: 15416040309417615948); it is exact now.
#[test]
fn winning_moves_past_2_to_the_64_are_counted_exactly() {
    let heaps = [
        "10788984085900564947",
        "14907486481950237672",
        "12145020179925313141",
        "17167824669771665973",
        "16482752739985775503",
        "17429483418722946322",
        "14171540286626823023",
        "9886058857111064039",
        "9729640266934781002",
        "17799150005893729465",
        "15098016703324192489",
    ];
    let run = sg(&[
        &["solve", "games/kayles.game"],
        &heaps[..],
        &["--max-moves", "3"],
    ]
    .concat());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("winning moves (33862784383127167564):"),
        "{}",
        run.stdout
    );
    let json = sg(&[&["solve", "games/kayles.game", "--json"], &heaps[..]].concat());
    let report: sg::report::SolveReport = serde_json::from_str(&json.stdout).expect("JSON");
    assert_eq!(report.winning_moves_total, 33_862_784_383_127_167_564);
    assert_eq!(
        report.unlisted_moves()
            + report
                .winning_moves
                .iter()
                .map(|m| u128::from(m.count))
                .sum::<u128>(),
        report.winning_moves_total
    );
}

/// `pow(1, 4294967296)` is 1, however large the exponent: it was refused as an overflow
/// (0, 1 and −1 to any power are exact now); a negative exponent is its own error.
#[test]
fn powers_of_0_1_and_minus_1_are_exact_for_any_exponent() {
    let dir = scratch("pow-exact");
    for (condition, nim) in [
        ("pow(1, 4294967296) == 1", true),
        ("pow(0, 18446744073709551615) == 0", true),
        ("pow(-1, 4294967297) == -1", true),
        ("pow(-1, 4294967296) == -1", false),
        ("pow(0, 0) == 1", true),
    ] {
        let game = write(
            &dir,
            "p.game",
            format!("game \"p\"\nmove take 1.. where {condition}\n"),
        );
        let run = sg(&["solve", &game, "5"]);
        assert_eq!(run.code, 0, "{condition}: {}", run.stderr);
        let expected = if nim {
            "Grundy value: 5"
        } else {
            "Grundy value: 0"
        };
        assert!(run.stdout.contains(expected), "{condition}: {}", run.stdout);
    }
    let game = write(
        &dir,
        "n.game",
        "game \"p\"\nmove take 1.. where pow(2, k - 3) > 0\n",
    );
    let run = sg(&["solve", &game, "5"]);
    assert_refused(
        &run,
        "a negative exponent in `pow` in `where` at k = 1, n = 1",
    );
    assert!(run.stderr.contains("n.game:2:21"), "{}", run.stderr);
}

/// The erased nodes of Geography are written `-NAME`, as docs/LANGUAGE.md shows
/// (`sg solve g.game c -a -b`): clap took them for options unless written after `--`.
/// They read as the position's words now, before and after the options.
#[test]
fn position_words_that_start_with_a_dash_are_read_as_the_position() {
    let dir = scratch("hyphen-words");
    write(
        &dir,
        "g.dot",
        "digraph { a -> b; b -> c; c -> a; c -> d; a -> d }\n",
    );
    let game = write(
        &dir,
        "g.game",
        "game \"geography\"\nboard \"g.dot\"\nmove token erase\n",
    );
    let plain = sg(&["solve", &game, "c", "-a", "-b", "--json"]);
    assert_eq!(plain.code, 0, "{}", plain.stderr);
    assert!(
        plain
            .stdout
            .contains("\"position\": [\"c\", \"-a\", \"-b\"]"),
        "{}",
        plain.stdout
    );
    for args in [
        vec!["solve", &game, "c", "-a", "--json", "-b"],
        vec!["solve", "--json", &game, "c", "-a", "-b"],
        vec!["solve", &game, "--json", "--", "c", "-a", "-b"],
    ] {
        let run = sg(&args);
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, plain.stdout, "{args:?}");
    }
    let graph = sg(&["graph", &game, "c", "-a", "-b", "--format", "json"]);
    assert_eq!(graph.code, 0, "{}", graph.stderr);
    let play = sg_with_input(&["play", &game, "c", "-a", "-b", "--json"], "quit\n");
    assert_eq!(play.code, 0, "{}", play.stderr);
    assert!(play.stdout.contains("\"-a\""), "{}", play.stdout);
    // An unknown option is still a usage error.
    assert_eq!(sg(&["solve", &game, "c", "--no-such-option"]).code, 2);
}

#[test]
fn a_take_interval_reaching_2_to_the_64_minus_1_is_played() {
    // The window of `take 1..m` dropped heap n − (m + 1): m + 1 overflowed (debug: a
    // panic; release: an index past the heaps).
    let run = sg_with_input(
        &[
            "play",
            "games/bash.game",
            "--set",
            "m=18446744073709551615",
            "--quiet",
        ],
        "hint\n12\nquit\n",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("1 winning move:\n  12. take 12 from the heap of 12"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("You win!"), "{}", run.stdout);
}
