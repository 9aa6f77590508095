//! Every limit holds: a question has one deadline (`--max-time`) that every search, table,
//! quotient, graph, compound and line of play reads (a test for each command below), and one memory budget (`--max-states`) that counts
//! what they keep. Each question below once ran for minutes past its limit, or took
//! gigabytes; each is now slowed by a tiny limit and must be refused with the limit named.
//! No test measures time: the limit is a second, the questions take minutes without it,
//! and a run that does not finish at all fails after a generous guard.

use super::support::{assert_refused, scratch, sg_in_address_space, sg_with_input, write};

/// Runs `sg` with `args` and `--max-time 1`, and expects the refusal that names it.
fn refused_in_a_second(args: &[&str]) {
    let run = sg_in_address_space(&[args, &["--max-time", "1"][..]].concat(), None);
    assert_refused(&run, "time limit of 1 s (--max-time)");
}

/// A game of two heaps whose search over whole positions needs minutes from 0 4000.
fn shift_game(dir: &std::path::Path) -> String {
    write(
        dir,
        "shift.game",
        "game \"shift\"\nheaps ordered\nmove shift 1.. by 1 where k != 2\n",
    )
}

/// The search over whole positions of rule files read no clock at all.
#[test]
fn whole_position_searches_of_rule_files_stop_at_the_deadline() {
    let dir = scratch("whole-position-deadline");
    let shift = shift_game(&dir);
    let leave = write(
        &dir,
        "leave.game",
        "game \"leave\"\nplay misere\nmove take 1.. leave 3\n",
    );
    refused_in_a_second(&["solve", &shift, "0", "4000"]);
    refused_in_a_second(&[
        "solve",
        "games/moore-nim.game",
        "28",
        "2",
        "2",
        "13",
        "17",
        "15",
        "--misere",
    ]);
    refused_in_a_second(&["solve", &leave, "1000"]);
}

/// Play gives each line typed a deadline of its own: a hint on a position the search
/// needs minutes for is refused with the limit named, and the game goes on.
#[test]
fn play_refuses_a_slow_hint_at_the_deadline() {
    let shift = shift_game(&scratch("play-deadline"));
    let run = sg_with_input(
        &["play", &shift, "0", "4000", "--json", "--max-time", "1"],
        "hint\nquit\n",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let replies: Vec<serde_json::Value> = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON reply a line"))
        .collect();
    let kinds: Vec<&str> = replies
        .iter()
        .map(|r| r["type"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(kinds, ["state", "error", "bye"], "{}", run.stdout);
    let error = replies[1]["error"].as_str().unwrap_or("");
    assert!(error.contains("time limit of 1 s (--max-time)"), "{error}");
}

/// Tables asked the engine once per heap, each question with a clock of its own.
#[test]
fn tables_share_one_deadline() {
    refused_in_a_second(&["table", "games/fibonacci-nim.game", "--upto", "3000"]);
    refused_in_a_second(&["table", "games/moebius.game", "--upto", "1000"]);
    refused_in_a_second(&["table", "games/kayles.game", "--misere", "--upto", "100"]);
    refused_in_a_second(&[
        "table",
        "games/stone-boxes.game",
        "--upto",
        "1000",
        "--misere",
        "--max-states",
        "2000000",
    ]);
    let dir = scratch("table-deadline");
    let octal = write(&dir, "o.game", "game \"o\"\nplay misere\nmove octal 0.07\n");
    refused_in_a_second(&["table", &octal, "--upto", "200"]);
}

/// The clocks of a compound's games read no deadline, and the positions its game met
/// were kept beyond the state limit (an abort at 3.8 GB with `--max-states 100000`).
#[test]
fn compounds_stop_at_the_deadline_and_the_state_limit() {
    refused_in_a_second(&[
        "solve",
        "games/twins.game",
        "65535",
        "--compound",
        "conjunctive",
    ]);
    let run = sg_in_address_space(
        &[
            "solve",
            "games/cutting-game.game",
            "6,20",
            "--compound",
            "conjunctive",
            "--max-states",
            "100000",
        ],
        Some(2 << 30),
    );
    assert_refused(&run, "limit of 100000 positions (--max-states)");
}

/// A move on a board of a million cells looks at every cell: the clock was read every
/// 256 moves, minutes apart.
#[test]
fn large_grids_stop_at_the_deadline() {
    refused_in_a_second(&[
        "solve",
        "games/node-kayles-grid.game",
        "--set",
        "rows=262144",
    ]);
    refused_in_a_second(&[
        "solve",
        "games/cram.game",
        "--set",
        "rows=1024",
        "--set",
        "columns=1024",
    ]);
}

/// A star of 10^5 edges: each of the graph's 2000 positions has 10^5 edges, and neither
/// the deadline nor the state limit bounded its exploration.
#[test]
fn a_graph_of_huge_positions_stops_at_the_deadline_and_the_state_limit() {
    let dir = scratch("graph-of-a-star");
    let mut dot = String::from("graph star {\n ground -- c;\n");
    for i in 0..100_000 {
        dot += &format!(" c -- n{i};\n");
    }
    dot += "}\n";
    let star = write(&dir, "star.dot", dot);
    refused_in_a_second(&["graph", &star, "--format", "json"]);
    let run = sg_in_address_space(
        &["graph", &star, "--format", "json", "--max-states", "500000"],
        None,
    );
    assert_refused(&run, "limit of 500000 positions allows (--max-states)");
}

/// A picture of 20,000 moves takes the built-in drawing about 15 s of processor time to
/// rasterise: the drawing reads the deadline between its shapes.
#[test]
fn a_large_picture_stops_at_the_deadline() {
    let dir = scratch("large-picture");
    let png = dir.join("nim.png");
    refused_in_a_second(&[
        "graph",
        "games/nim.game",
        "199",
        "--format",
        "png",
        "-o",
        png.to_str().unwrap(),
        "--renderer",
        "builtin",
    ]);
    assert!(!png.exists(), "a refused picture leaves no file");
}

/// The quotient of a board's components read no clock, `--time-limit` included.
#[test]
fn quotients_of_components_stop_at_their_time_limits() {
    let tree = "tests/fuzz_regressions/misere-hackenbush-tree-31.dot";
    let run = sg_in_address_space(&["quotient", tree, "--time-limit", "1"], None);
    assert_refused(
        &run,
        "time limit of 1 s; raise it with --time-limit SECONDS",
    );
    refused_in_a_second(&["quotient", "games/twins.game", "11", "1", "65535"]);
}

/// Misère play of a cycle of 3·10^5 edges: its moves each walk the drawing.
#[test]
fn a_long_misere_drawing_stops_at_the_deadline() {
    let dir = scratch("long-cycle");
    let n = 300_000;
    let mut dot = String::from("graph cycle {\n ground -- v0;\n");
    for i in 0..n {
        dot += &format!(" v{i} -- v{};\n", (i + 1) % n);
    }
    dot += "}\n";
    let cycle = write(&dir, "cycle.dot", dot);
    refused_in_a_second(&["solve", &cycle, "--misere"]);
}

/// A thousand heaps of misère Kayles up to 60000: the winning moves kept every option of
/// every heap size (2 GB); they keep a count per element of the quotient now, and the
/// answer fits in a small address space.
#[test]
fn winning_moves_of_many_large_heaps_take_the_quotients_memory() {
    let dir = scratch("many-large-heaps");
    let mut seed = 12345u64;
    let heaps: Vec<String> = (0..1000)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (1000 + seed % 59_000).to_string()
        })
        .collect();
    let file = write(&dir, "heaps.txt", heaps.join(" "));
    let run = sg_in_address_space(
        &[
            "solve",
            "games/misere-kayles.game",
            "--position-file",
            &file,
            "--max-states",
            "100000",
            "--max-time",
            "0",
            "--json",
        ],
        Some(1 << 30),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let report: sg::report::SolveReport = serde_json::from_str(&run.stdout).expect("JSON");
    if report.outcome == sg::engine::Outcome::N {
        assert!(report.winning_moves_total >= report.winning_moves.len() as u128);
        assert!(!report.winning_moves.is_empty());
    }
}

/// A misère sum was refused "past its limit of 50000 positions" with 2,772 positions:
/// the limit met was the numbers its moves looked at. It is answered now, and a limit
/// that stops the search is the one named; so is the reason a remoteness is missing.
#[test]
fn limits_of_the_search_over_whole_positions_count_what_they_say() {
    let run = sg_in_address_space(
        &[
            "solve",
            "games/moebius.game",
            "4",
            "6",
            "--misere",
            "+",
            "games/nim.game",
            "1",
            "--json",
        ],
        None,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("\"remoteness\": "), "{}", run.stdout);
    let ruler = sg_in_address_space(&["solve", "games/ruler.game", "6", "6", "1"], None);
    assert!(ruler.stdout.contains("remoteness: 49 "), "{}", ruler.stdout);
    let run = sg_in_address_space(
        &[
            "solve",
            "games/dawsons-kayles.game",
            "1000000000000",
            "--json",
        ],
        None,
    );
    let report: sg::report::SolveReport = serde_json::from_str(&run.stdout).expect("JSON");
    assert_eq!(report.remoteness, None);
    assert!(
        report
            .remoteness_missing
            .as_deref()
            .is_some_and(|why| why.contains("more than 10000 moves")),
        "{:?}",
        report.remoteness_missing
    );
    let run = sg_in_address_space(
        &[
            "solve",
            "games/moebius.game",
            "9",
            "12",
            "--misere",
            "+",
            "games/nim.game",
            "1",
            "--max-states",
            "30",
        ],
        None,
    );
    assert_refused(&run, "(--max-states)");
}
