//! Boards read from DOT, through the binary: the published samples of the judge problems
//! played on graphs (tests/reference/judge-boards.md), each turned into DOT files, and the
//! located errors of bad boards and bad positions.

use sg::report::{SolveReport, SummaryReport, TableReport, TableValues};

use crate::support::{scratch, sg, sg_report, write};

/// The sample input and output of the section of `judge-boards.md` titled `title`, each
/// split at `# sample k` labels where it has them.
fn sample(title: &str) -> (Vec<String>, Vec<String>) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/reference/judge-boards.md"
    );
    let text = std::fs::read_to_string(path).expect("the reference file");
    let section = text
        .split("\n## ")
        .find(|s| s.starts_with(title))
        .unwrap_or_else(|| panic!("no section {title}"));
    let block = |label: &str| -> Vec<String> {
        let after = &section[section.find(label).expect("a sample") + label.len()..];
        let body = after.split("```").nth(1).expect("a fenced block");
        let mut parts = vec![String::new()];
        for line in body.lines() {
            if line.starts_with("# sample") {
                parts.push(String::new());
            } else {
                let last = parts.last_mut().expect("one part");
                last.push_str(line);
                last.push('\n');
            }
        }
        parts.retain(|p| !p.trim().is_empty());
        parts
    };
    (block("**Sample input:**"), block("**Sample output:**"))
}

/// Whitespace-separated numbers, read one at a time.
struct Numbers(std::vec::IntoIter<u64>);

impl Numbers {
    fn of(text: &str) -> Numbers {
        let numbers: Vec<u64> = text
            .split_whitespace()
            .map(|w| w.parse().expect("a number"))
            .collect();
        Numbers(numbers.into_iter())
    }

    fn next(&mut self) -> Option<u64> {
        self.0.next()
    }

    fn take(&mut self) -> u64 {
        self.next().expect("more input")
    }
}

/// `sg solve FILE WORD… --json`.
fn solve(file: &str, words: &[String]) -> SolveReport {
    let mut args = vec!["solve", file];
    args.extend(words.iter().map(String::as_str));
    args.push("--json");
    sg_report(&args)
}

#[test]
fn hdu_1524_tokens_on_a_dag() {
    let (input, output) = sample("HDU 1524");
    let dir = scratch("hdu-1524");
    let mut numbers = Numbers::of(&input[0]);
    let mut answers = Vec::new();
    let mut case = 0;
    while let Some(n) = numbers.next() {
        let mut dot = String::from("digraph {\n");
        for v in 0..n {
            dot += &format!("  {v};\n");
            for _ in 0..numbers.take() {
                dot += &format!("  {v} -> {};\n", numbers.take());
            }
        }
        dot += "}\n";
        case += 1;
        let file = write(&dir, &format!("case-{case}.dot"), dot);
        loop {
            let m = numbers.take();
            if m == 0 {
                break;
            }
            let tokens: Vec<String> = (0..m).map(|_| numbers.take().to_string()).collect();
            let report = solve(&file, &tokens);
            answers.push(if report.outcome.name() == "N" {
                "WIN"
            } else {
                "LOSE"
            });
        }
    }
    assert_eq!(answers, output[0].split_whitespace().collect::<Vec<_>>());
}

/// The DOT text of a drawing whose node `root` stands on the ground, its other nodes
/// named `prefix` and their number.
fn rooted_drawing(edges: &[(u64, u64)], root: u64, prefix: &str) -> String {
    let name = |v: u64| {
        if v == root {
            "ground".to_string()
        } else {
            format!("{prefix}{v}")
        }
    };
    edges
        .iter()
        .map(|&(a, b)| format!("  {} -- {};\n", name(a), name(b)))
        .collect()
}

#[test]
fn poj_3710_christmas_game_with_cycles() {
    let (input, output) = sample("POJ 3710");
    let dir = scratch("poj-3710");
    let mut numbers = Numbers::of(&input[0]);
    let mut answers = Vec::new();
    while let Some(drawings) = numbers.next() {
        // Every drawing stands on the one ground: the sum of the drawings.
        let mut dot = String::from("graph {\n");
        for d in 0..drawings {
            let (_, k) = (numbers.take(), numbers.take());
            let edges: Vec<(u64, u64)> = (0..k).map(|_| (numbers.take(), numbers.take())).collect();
            dot += &rooted_drawing(&edges, 1, &format!("d{d}_"));
        }
        dot += "}\n";
        let file = write(&dir, "case.dot", dot);
        let report = solve(&file, &[]);
        answers.push(if report.outcome.name() == "N" {
            "Sally"
        } else {
            "Harry"
        });
    }
    assert_eq!(answers, output[0].split_whitespace().collect::<Vec<_>>());
}

/// The answers (`Alice` when the first player wins) for trees given as `N` and N - 1
/// edges, rooted at 1, read from `numbers` `cases` times.
fn tree_games(dir: &std::path::Path, numbers: &mut Numbers, cases: u64) -> Vec<&'static str> {
    (0..cases)
        .map(|case| {
            let n = numbers.take();
            let edges: Vec<(u64, u64)> = (1..n).map(|_| (numbers.take(), numbers.take())).collect();
            let dot = format!(
                "graph {{\n  ground;\n{}}}\n",
                rooted_drawing(&edges, 1, "v")
            );
            let file = write(dir, &format!("tree-{case}.dot"), dot);
            let report = solve(&file, &[]);
            if report.outcome.name() == "N" {
                "Alice"
            } else {
                "Bob"
            }
        })
        .collect()
}

#[test]
fn hdu_3094_a_tree_game() {
    let (input, output) = sample("HDU 3094");
    let mut numbers = Numbers::of(&input[0]);
    let cases = numbers.take();
    let answers = tree_games(&scratch("hdu-3094"), &mut numbers, cases);
    assert_eq!(answers, output[0].split_whitespace().collect::<Vec<_>>());
}

#[test]
fn agc_017_d_game_on_tree() {
    let (inputs, outputs) = sample("AtCoder AGC 017 D");
    assert_eq!(inputs.len(), 4);
    let dir = scratch("agc-017-d");
    for (input, output) in inputs.iter().zip(&outputs) {
        let answers = tree_games(&dir, &mut Numbers::of(input), 1);
        assert_eq!(answers, [output.trim()], "{input}");
    }
}

/// On a tree the pair can only fly away from where it has been (the airport left is
/// destroyed, and a tree has no way back round): tokens on the tree's edges directed away
/// from the start.
#[test]
fn poj_2599_a_funny_game_on_a_tree() {
    let (input, output) = sample("POJ 2599");
    let mut numbers = Numbers::of(&input[0]);
    let (n, start) = (numbers.take(), numbers.take());
    let edges: Vec<(u64, u64)> = (1..n).map(|_| (numbers.take(), numbers.take())).collect();
    let mut dot = String::from("digraph {\n");
    let mut reached = vec![start];
    let mut frontier = vec![start];
    while let Some(v) = frontier.pop() {
        for &(a, b) in &edges {
            for (from, to) in [(a, b), (b, a)] {
                if from == v && !reached.contains(&to) {
                    reached.push(to);
                    frontier.push(to);
                    dot += &format!("  {from} -> {to};\n");
                }
            }
        }
    }
    dot += "}\n";
    let file = write(&scratch("poj-2599"), "tree.dot", dot);
    let report = solve(&file, &[start.to_string()]);
    let answer = if report.outcome.name() == "N" {
        let smallest = report
            .winning_moves
            .iter()
            .map(|m| {
                let to: u64 =
                    m.to.as_ref()
                        .expect("a small position")
                        .to_string()
                        .parse()
                        .expect("one node");
                to
            })
            .min()
            .expect("a winning move");
        format!("First player wins flying to airport {smallest}")
    } else {
        "First player loses".to_string()
    };
    assert_eq!(answer, output[0].trim());
}

#[test]
fn a_loopy_board_reports_draws_and_values_per_node() {
    let dir = scratch("loopy-board");
    let file = write(
        &dir,
        "loopy.dot",
        "digraph loopy { a -> b -> a; b -> c; d -> e -> d; f -> f; f -> g }",
    );
    let report: TableReport = sg_report(&["table", &file, "--json"]);
    let TableValues::Nodes(nodes) = report.values else {
        panic!("a table of nodes")
    };
    let shown: Vec<String> = nodes
        .iter()
        .map(|n| {
            let value = n
                .generalized_grundy
                .as_ref()
                .map_or_else(|| n.grundy.unwrap().to_string(), |g| g.symbol.clone());
            format!("{} {} {value}", n.node, n.outcome.name())
        })
        .collect();
    assert_eq!(
        shown,
        [
            "a P 0",
            "b N 1",
            "c P 0",
            "d D ∞(∅)",
            "e D ∞(∅)",
            "f N ∞(0)",
            "g P 0"
        ]
    );
    let f = &nodes[5].generalized_grundy.as_ref().unwrap();
    assert_eq!((f.grundy, f.k.as_deref()), (None, Some(&[0][..])));
    // A token on a (P) and one on d (drawn): a draw, kept by moving either token.
    let drawn = solve(&file, &["a".into(), "d".into()]);
    assert_eq!(drawn.outcome.name(), "D");
    assert_eq!(drawn.winning_moves_total, 0);
    assert_eq!(drawn.drawing_moves_total, Some(2));
    // f alone wins by moving to g; f and b: ∞(0) + 1 = ∞(1), a draw.
    let won = solve(&file, &["f".into()]);
    assert_eq!(
        (
            won.outcome.name(),
            won.winning_moves[0].description.as_str()
        ),
        ("N", "move the token on f to g")
    );
    assert_eq!(solve(&file, &["f".into(), "b".into()]).outcome.name(), "D");
    let summary: SummaryReport = sg_report(&["solve", &file, "--json"]);
    let counts = summary.outcomes.unwrap();
    assert_eq!((counts.p, counts.n, counts.d), (3, 2, 2));
    // The game graph colours drawn positions.
    let graph = sg(&["graph", &file, "d"]);
    assert_eq!(graph.code, 0, "{}", graph.stderr);
    assert!(graph.stdout.contains("shape=octagon") && graph.stdout.contains("G = ∞(∅)"));
}

#[test]
fn bad_boards_and_positions_are_located() {
    let dir = scratch("bad-boards");
    let syntax = write(&dir, "syntax.dot", "digraph {\n  a -> b;\n  b -> ;\n}\n");
    let run = sg(&["solve", &syntax]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        format!(
            "error: expected a node or a subgraph after the edge, found `;`\n --> {syntax}:3:8\n  |\n3 |   b -> ;\n  |        ^\n"
        )
    );
    let board = write(&dir, "board.dot", "digraph { start -> middle -> end }");
    let run = sg(&["solve", &board, "start", "midle"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr
            .starts_with("error: the board has no node `midle`; did you mean `middle`?\n"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains(&format!("{board} start midle\n")));
    let drawing = write(&dir, "drawing.dot", "graph { ground -- a -- b }");
    let run = sg(&["solve", &drawing, "a--c"]);
    assert!(
        run.stderr
            .starts_with("error: no edge `a--c` stands in the drawing\n")
    );
    let run = sg(&["solve", &board, "start", "+", "games/nim.game", "3", "+"]);
    assert!(
        run.stderr
            .contains("a `+` must be followed by another game and its position"),
        "{}",
        run.stderr
    );
    let run = sg(&["solve", "games/nim.game", "3", "+", &board, "midle"]);
    assert!(
        run.stderr
            .starts_with("error: the board has no node `midle`; did you mean `middle`?\n"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_board_over_the_limit_is_refused_where_it_passes_it() {
    let dir = scratch("huge-board");
    let mut text = String::from("digraph {\n");
    for v in 0..1_000_000 {
        text += &format!("n{v}\n");
    }
    text += "}\n";
    let file = write(&dir, "huge.dot", text);
    let run = sg(&["solve", &file, "n0", "--max-states", "100000"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        format!(
            "error: the board has more than 100000 nodes and edges (--max-states); raise the limit with --max-states N\n      --> {file}:100002:1\n       |\n100002 | n100000\n       | ^^^^^^^\n"
        )
    );
    // Within the limit, the board is read and a lone token's value is 0.
    let report = solve(&file, &["n999999".into()]);
    assert_eq!(report.grundy, Some(0));
}

#[test]
fn bundled_boards_say_what_their_readme_says() {
    let value = |file: &str, words: &[&str]| {
        let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        let report = solve(file, &words);
        let value = report
            .generalized_grundy
            .map_or_else(|| report.grundy.unwrap().to_string(), |g| g.symbol);
        let cuts: Vec<String> = report
            .winning_moves
            .iter()
            .map(|m| m.description.clone())
            .collect();
        (report.outcome.name(), value, cuts)
    };
    assert_eq!(value("games/hdu-1524.dot", &["0", "2"]).1, "3");
    assert_eq!(value("games/loopy.dot", &["pit"]).1, "∞(0)");
    assert_eq!(value("games/loopy.dot", &["c"]).1, "∞(1)");
    assert_eq!(value("games/loopy.dot", &["pit", "exit"]).0, "D");
    let (_, tree, cuts) = value("games/hackenbush-tree.dot", &[]);
    assert_eq!(
        (tree.as_str(), cuts[0].as_str()),
        ("5", "cut trunk--fork (6 more edges fall)")
    );
    let (_, girl, cuts) = value("games/green-girl.dot", &[]);
    assert_eq!((girl.as_str(), cuts.len()), ("2", 1));
    assert!(cuts[0].starts_with("cut hips--neck"));
    let summary: SummaryReport = sg_report(&["solve", "games/hdu-1524.dot", "--json"]);
    assert_eq!(
        summary.p_positions,
        sg::report::PPositions::Names(vec!["1".into(), "3".into()])
    );
}

/// A rule file that names a board: POJ 2599 as Geography on the sample's undirected tree.
#[test]
fn poj_2599_as_geography_named_by_a_rule_file() {
    let (input, output) = sample("POJ 2599");
    let mut numbers = Numbers::of(&input[0]);
    let (n, start) = (numbers.take(), numbers.take());
    let mut dot = String::from("graph {\n");
    for _ in 1..n {
        dot += &format!("  {} -- {};\n", numbers.take(), numbers.take());
    }
    dot += "}\n";
    let dir = scratch("poj-2599-geography");
    write(&dir, "tree.dot", dot);
    let rules =
        format!("game \"A funny game\"\nboard \"tree.dot\"\nmove token erase\nstart {start}\n");
    let file = write(&dir, "funny.game", rules);
    let report = solve(&file, &[]);
    let smallest = report
        .winning_moves
        .iter()
        .map(|m| {
            m.to.as_ref()
                .expect("a small position")
                .to_string()
                .split(' ')
                .next()
                .unwrap()
                .parse::<u64>()
                .unwrap()
        })
        .min()
        .expect("a winning move");
    assert_eq!(
        format!("First player wins flying to airport {smallest}"),
        output[0].trim()
    );
}

/// Node Kayles named by a rule file, on paths: the published values of octal 0.137.
#[test]
fn node_kayles_on_paths_named_by_a_rule_file() {
    let published = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3];
    let dir = scratch("node-kayles-paths");
    let mut text = String::from("graph {\n");
    for v in 0..19 {
        text += &format!("  {v} -- {};\n", v + 1);
    }
    text += "}\n";
    write(&dir, "path.dot", text);
    let file = write(
        &dir,
        "nk.game",
        "game \"Node Kayles\"\nboard \"path.dot\"\nmove remove node and neighbours\n",
    );
    for (n, &value) in published.iter().enumerate().skip(1) {
        let nodes: Vec<String> = (0..n).map(|v| v.to_string()).collect();
        assert_eq!(solve(&file, &nodes).grundy, Some(value), "path of {n}");
    }
    // Without nodes, the whole path of 20.
    let all: Vec<String> = (0..20).map(|v| v.to_string()).collect();
    assert_eq!(solve(&file, &[]).grundy, solve(&file, &all).grundy);
    // The bundled rule files on boards check and solve.
    let check: sg::report::BoardReport = sg_report(&["check", "games/node-kayles.game", "--json"]);
    assert_eq!(
        (check.kind.as_str(), check.nodes, check.edges),
        ("node kayles", 10, 15)
    );
    let check: sg::report::BoardReport = sg_report(&["check", "games/funny-game.game", "--json"]);
    assert_eq!(
        (check.kind.as_str(), check.nodes, check.edges),
        ("geography", 4, 3)
    );
    // The bundled game on the Petersen graph.
    assert_eq!(solve("games/node-kayles.game", &[]).grundy, Some(1));
    assert_eq!(
        solve("games/funny-game.game", &[]).winning_moves[0].description,
        "move the token from 3 to 2, erasing 3"
    );
}

#[test]
fn rule_files_on_boards_have_located_errors() {
    let dir = scratch("board-rule-errors");
    write(&dir, "g.dot", "graph { a -- b -- c }");
    let cases = [
        (
            "game \"x\"\nboard \"missing.dot\"\nmove token\n",
            "error: the board: cannot read `",
            "2:7",
        ),
        (
            "game \"x\"\nboard \"g.dot\"\nmove take 1\n",
            "error: `move take` is for games of heaps",
            "3:1",
        ),
        (
            "game \"x\"\nmove token\n",
            "error: `move token` is played on a board: add `board \"FILE.dot\"`",
            "2:1",
        ),
        (
            "game \"x\"\nboard \"g.dot\"\nmove token\nstart a bb\n",
            "error: the board has no node `bb`; did you mean `b`?",
            "4:9",
        ),
        (
            "game \"x\"\nboard \"g.dot\"\nheaps 2\nmove token\n",
            "error: `heaps` is for games of heaps",
            "3:1",
        ),
        (
            "game \"x\"\nboard \"g.dot\"\nmove token\nmove remove node\n",
            "error: a game on a board has one `move` rule (the first is on line 3)",
            "4:1",
        ),
        (
            "game \"x\"\nbord \"g.dot\"\nmove token\n",
            "error: unknown statement `bord`; did you mean `board`?",
            "2:1",
        ),
    ];
    for (i, (text, message, place)) in cases.iter().enumerate() {
        let file = write(&dir, &format!("case-{i}.game"), text);
        let run = sg(&["solve", &file]);
        assert_eq!(run.code, 1, "{text}");
        assert!(run.stderr.starts_with(message), "{text}\n{}", run.stderr);
        assert!(
            run.stderr.contains(&format!("{file}:{place}\n")),
            "{text}\n{}",
            run.stderr
        );
    }
}

/// A drawing of thousands of edges (a random tree with a few cycles): each winning cut is
/// named with the edges that fall with it, as cutting the drawing counts them, and the
/// position after it is left out of the JSON.
#[test]
fn cuts_in_a_large_drawing_name_their_change() {
    let mut random = crate::random_games::Random(1704);
    let mut text = String::from("graph big {\n");
    let n = 3000;
    for i in 1..=n {
        let parent = random.range(0, i - 1);
        let from = if parent == 0 {
            "ground".to_string()
        } else {
            format!("v{parent}")
        };
        text += &format!("  {from} -- v{i};\n");
        if i % 500 == 0 {
            text += &format!("  v{i} -- v{};\n", random.range(1, i - 1));
        }
    }
    text += "}\n";
    let dir = scratch("large-drawing");
    let file = write(&dir, "big.dot", &text);
    let report = solve(&file, &["--max-moves".to_string(), "20".to_string()]);
    assert!(!report.winning_moves.is_empty());
    let drawing = sg::board::Drawing::new(
        "big",
        &sg::board::dot::parse_dot(&text, 1 << 20).expect("a DOT graph"),
    )
    .expect("a drawing");
    let whole = drawing.whole();
    for m in &report.winning_moves {
        assert_eq!(m.to, None, "{}", m.description);
        let named = m.description.strip_prefix("cut ").expect("a cut");
        let edge = named.split(' ').next().unwrap();
        let (a, b) = edge.split_once("--").unwrap();
        let e = drawing
            .find_edge(&whole, a, b)
            .expect("an edge of the drawing");
        let (_, fallen) = drawing.cut(&whole, e);
        assert_eq!(m.description, drawing.describe_cut(e, fallen));
    }
}
