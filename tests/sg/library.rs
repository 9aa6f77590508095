//! Games written in Rust through the library: the three examples' games (Cram, Chomp, Node
//! Kayles) answered by the engine against plain brute-force searches over whole positions
//! (no components, no symmetry) and against the published values; and the example
//! programs themselves, whose JSON reads back into the report `sg solve --json` prints.
//! Misère quotients of their components are checked against plain misère recursion.

#[path = "../../examples/chomp/game.rs"]
pub(crate) mod chomp;
#[path = "../../examples/cram/game.rs"]
pub(crate) mod cram;
#[path = "../../examples/node-kayles/game.rs"]
mod node_kayles;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Once;

use hashbrown::HashMap;
use sg::board::{Grid, Removal, Taken};
use sg::engine::{Analyzer, ComponentQuotient, DEFAULT_MAX_STATES, EngineError, Outcome, Solver};
use sg::game::{GameError, ImpartialGame, Moves, VisitMoves};
use sg::report::{QuotientReport, SolveReport, to_json_line};

use crate::random_games::Random;
use crate::support::{parse, reference_rows};

/// The least value not among `options`.
fn mex(options: &[u64]) -> u64 {
    (0..).find(|v| !options.contains(v)).expect("a free value")
}

/// Grundy values of a game whose positions are sets of bits, by plain recursion over
/// whole positions (`moves` lists the positions one move reaches).
struct BitGame<F: Fn(u64) -> Vec<u64>> {
    moves: F,
    values: HashMap<u64, u64>,
}

impl<F: Fn(u64) -> Vec<u64>> BitGame<F> {
    fn new(moves: F) -> Self {
        BitGame {
            moves,
            values: HashMap::new(),
        }
    }

    fn value(&mut self, position: u64) -> u64 {
        if let Some(&v) = self.values.get(&position) {
            return v;
        }
        let options: Vec<u64> = (self.moves)(position)
            .into_iter()
            .map(|to| self.value(to))
            .collect();
        let value = mex(&options);
        self.values.insert(position, value);
        value
    }
}

fn bits(set: u64) -> impl Iterator<Item = u32> {
    (0..64).filter(move |i| set >> i & 1 == 1)
}

/// Cram on a `width` × `height` board as a set of empty squares.
fn cram_brute_force(width: u32, height: u32) -> BitGame<impl Fn(u64) -> Vec<u64>> {
    BitGame::new(move |empty| {
        let mut options = Vec::new();
        for i in bits(empty) {
            let (row, column) = (i / width, i % width);
            if column + 1 < width && empty >> (i + 1) & 1 == 1 {
                options.push(empty & !(3 << i));
            }
            if row + 1 < height && empty >> (i + width) & 1 == 1 {
                options.push(empty & !(1 << i) & !(1 << (i + width)));
            }
        }
        options
    })
}

#[test]
fn cram_agrees_with_a_search_over_whole_boards() {
    let mut analyzer = Analyzer::new(&cram::Cram, DEFAULT_MAX_STATES);
    let mut random = Random(21);
    for (width, height) in
        (1..=4)
            .flat_map(|w| (1..=4).map(move |h| (w, h)))
            .chain([(2, 7), (3, 5), (5, 3)])
    {
        let mut brute = cram_brute_force(width, height);
        let board = cram::Board::new(width.into(), height.into()).unwrap();
        let mut boards = vec![board];
        for _ in 0..20 {
            let holes = (0..width * height).filter(|_| random.chance(25));
            let empty = holes.fold(board.empty, |e, i| e & !(1 << i));
            boards.push(cram::Board { empty, ..board });
        }
        for board in boards {
            assert_eq!(
                analyzer.value(&board).unwrap(),
                brute.value(board.empty),
                "{width} x {height}: {board:?}"
            );
        }
    }
}

/// Published: Gardner (symmetry strategy) for even × even; 4 × 5 and 5 × 5 from the
/// tables of Cram values (Uiterwijk; Lemoine and Viennot).
#[test]
fn cram_published_values() {
    let mut analyzer = Analyzer::new(&cram::Cram, DEFAULT_MAX_STATES);
    let mut value = |w, h| analyzer.value(&cram::Board::new(w, h).unwrap()).unwrap();
    assert_eq!(value(4, 5), 2);
    assert_eq!(value(5, 4), 2);
    assert_eq!(value(5, 5), 0);
    for (w, h) in [(2, 2), (2, 4), (4, 2), (4, 4), (2, 6), (4, 6), (2, 10)] {
        assert_eq!(value(w, h), 0, "{w} x {h}");
    }
}

#[test]
fn cram_refuses_boards_it_cannot_hold() {
    assert!(cram::Board::new(0, 3).is_err());
    assert!(cram::Board::new(9, 8).is_err());
    assert!(cram::Board::new(u64::MAX, 2).is_err());
    let board = cram::Board::new(64, 1).unwrap();
    let mut analyzer = Analyzer::new(&cram::Cram, 10);
    assert!(analyzer.value(&board).is_err(), "the state limit stops it");
}

/// Chomp's diagram `rows` as a set of squares of a board `width` wide.
fn chomp_squares(rows: &[u8], width: u32) -> u64 {
    rows.iter().enumerate().fold(0, |set, (row, &length)| {
        set | ((1u64 << length) - 1) << (row as u32 * width)
    })
}

/// Chomp on a board `width` wide as a set of squares: eat a square other than the first
/// and everything above and to the right of it.
fn chomp_brute_force(width: u32) -> BitGame<impl Fn(u64) -> Vec<u64>> {
    BitGame::new(move |left| {
        bits(left)
            .filter(|&i| i != 0)
            .map(|i| {
                let eaten =
                    bits(left).filter(|&j| j / width >= i / width && j % width >= i % width);
                eaten.fold(left, |l, j| l & !(1 << j))
            })
            .collect()
    })
}

/// Every diagram within `width` × `height`.
fn diagrams(width: u8, height: usize) -> Vec<Vec<u8>> {
    let mut all = vec![vec![]];
    let mut growing = vec![vec![]];
    while let Some(rows) = growing.pop() {
        if rows.len() == height {
            continue;
        }
        for length in 1..=*rows.last().unwrap_or(&width) {
            let mut next: Vec<u8> = rows.clone();
            next.push(length);
            all.push(next.clone());
            growing.push(next);
        }
    }
    all
}

#[test]
fn chomp_agrees_with_a_search_over_squares() {
    let mut analyzer = Analyzer::new(&chomp::Chomp, DEFAULT_MAX_STATES);
    let mut brute = chomp_brute_force(5);
    for rows in diagrams(5, 5).into_iter().filter(|rows| !rows.is_empty()) {
        assert_eq!(
            analyzer.value(&rows).unwrap(),
            brute.value(chomp_squares(&rows, 5)),
            "{rows:?}"
        );
    }
}

/// Published (strategy stealing, Gale 1974): every rectangle but 1 × 1 is won by the
/// player to move.
#[test]
fn chomp_rectangles_are_first_player_wins() {
    let mut analyzer = Analyzer::new(&chomp::Chomp, DEFAULT_MAX_STATES);
    for width in 1..=8 {
        for height in 1..=8 {
            let analysis = analyzer
                .analyse(&chomp::rectangle(width, height).unwrap())
                .unwrap();
            let expected = if (width, height) == (1, 1) {
                Outcome::P
            } else {
                Outcome::N
            };
            assert_eq!(analysis.outcome, expected, "{width} x {height}");
            assert_eq!(analysis.winning_moves.total > 0, expected == Outcome::N);
        }
    }
    assert!(chomp::rectangle(0, 4).is_err());
    assert!(chomp::rectangle(3, 256).is_err());
}

fn path(n: u64) -> Vec<String> {
    let mut words: Vec<String> = (0..n).map(|v| v.to_string()).collect();
    words.extend((1..n).map(|v| format!("{}-{v}", v - 1)));
    words
}

/// On a path of n vertices, Node Kayles is 0.137: Dawson's Kayles (0.07) at n + 1, and
/// what the rule file `move octal 0.137` gives.
#[test]
fn node_kayles_on_paths_is_octal_0_137() {
    let dawson = reference_rows("dawsons-kayles-0.07.txt");
    let rules = parse("game \"0.137\"\nmove octal 0.137\n");
    let mut solver = Solver::new(&rules, DEFAULT_MAX_STATES);
    for n in 0..=64 {
        let graph = node_kayles::NodeKayles::parse(&path(n)).unwrap();
        let value = Analyzer::new(&graph, DEFAULT_MAX_STATES)
            .value(&graph.whole())
            .unwrap();
        assert_eq!(value, dawson[n as usize + 1][1], "path of {n}");
        assert_eq!(
            value,
            solver.analyse(&[n]).unwrap().grundy.unwrap(),
            "path of {n}"
        );
    }
}

/// A random graph on `n` vertices, each edge there with `density` per cent: its words for
/// [`node_kayles::NodeKayles::parse`] and each vertex's neighbours as bits.
fn random_graph(random: &mut Random, n: u64, density: u64) -> (Vec<String>, Vec<u64>) {
    let mut words: Vec<String> = (0..n).map(|v| v.to_string()).collect();
    let mut neighbours = vec![0u64; n as usize];
    for a in 0..n {
        for b in a + 1..n {
            if random.chance(density) {
                words.push(format!("{a}-{b}"));
                neighbours[a as usize] |= 1 << b;
                neighbours[b as usize] |= 1 << a;
            }
        }
    }
    (words, neighbours)
}

#[test]
fn node_kayles_agrees_with_a_search_over_whole_graphs() {
    let mut random = Random(137);
    for _ in 0..60 {
        let n = random.range(1, 12);
        let density = random.range(10, 60);
        let (words, neighbours) = random_graph(&mut random, n, density);
        let graph = node_kayles::NodeKayles::parse(&words).unwrap();
        let mut brute = BitGame::new(|left: u64| {
            bits(left)
                .map(|v| left & !(1 << v) & !neighbours[v as usize])
                .collect()
        });
        let mut analyzer = Analyzer::new(&graph, DEFAULT_MAX_STATES);
        for left in [graph.whole(), graph.whole() & 0x5555, graph.whole() & 0xF0F] {
            assert_eq!(
                analyzer.value(&left).unwrap(),
                brute.value(left),
                "{words:?}"
            );
        }
    }
}

/// The grid of `width` × `height` places, `cells` saying which are cells (bit per place).
fn grid(width: u32, height: u32, cells: u64) -> Grid {
    let flags: Vec<bool> = (0..width * height).map(|i| cells >> i & 1 == 1).collect();
    Grid::new(height as usize, width as usize, &flags)
}

/// The nodes of a grid of `cells` (bits) that `left` keeps: its cells are numbered in order.
fn grid_nodes(cells: u64, left: u64) -> Vec<u32> {
    bits(cells)
        .enumerate()
        .filter(|&(_, cell)| left >> cell & 1 == 1)
        .map(|(node, _)| node as u32)
        .collect()
}

/// `board grid` with `move domino` is the Cram of the example, on whole boards and with
/// squares covered.
#[test]
fn cram_of_the_example_is_dominoes_on_a_grid() {
    let mut example = Analyzer::new(&cram::Cram, DEFAULT_MAX_STATES);
    let mut random = Random(5);
    for (width, height) in (1..=4).flat_map(|w| (1..=5).map(move |h| (w, h))) {
        let board = cram::Board::new(width.into(), height.into()).unwrap();
        let game = Removal::on_grid(
            "cram".into(),
            grid(width, height, board.empty),
            Taken::Domino,
        );
        let mut analyzer = Analyzer::new(&game, DEFAULT_MAX_STATES);
        for _ in 0..8 {
            let empty = board.empty & (random.next() | random.next());
            let covered = cram::Board { empty, ..board };
            assert_eq!(
                analyzer.value(&grid_nodes(board.empty, empty)).unwrap(),
                example.value(&covered).unwrap(),
                "{width} x {height}: {empty:b}"
            );
        }
    }
}

/// The Chomp of the example (the poisoned square never eaten) is the poset game on a grid
/// without that square, in normal play; with the square, in misère play, it has the same
/// outcome on every diagram.
#[test]
fn chomp_of_the_example_is_a_poset_game_on_a_grid() {
    let mut example = Analyzer::new(&chomp::Chomp, DEFAULT_MAX_STATES);
    let full = (1u64 << 25) - 1;
    let poisoned = Removal::on_grid("chomp".into(), grid(5, 5, full), Taken::NodeAndSuccessors);
    let mut misere = Analyzer::new(&poisoned, DEFAULT_MAX_STATES).with_play(sg::ir::Play::Misere);
    let without = Removal::on_grid(
        "chomp".into(),
        grid(5, 5, full & !1),
        Taken::NodeAndSuccessors,
    );
    let mut normal = Analyzer::new(&without, DEFAULT_MAX_STATES);
    for rows in diagrams(5, 5).into_iter().filter(|rows| !rows.is_empty()) {
        let squares = chomp_squares(&rows, 5);
        let value = example.value(&rows).unwrap();
        assert_eq!(
            normal.value(&grid_nodes(full & !1, squares)).unwrap(),
            value,
            "{rows:?}"
        );
        let misere_value = misere.value(&grid_nodes(full, squares)).unwrap();
        assert_eq!(misere_value == 0, value == 0, "{rows:?}");
    }
}

#[test]
fn node_kayles_refuses_bad_graphs() {
    assert!(node_kayles::NodeKayles::parse(&["a-a"]).is_err());
    assert!(node_kayles::NodeKayles::parse(&["a-b-c"]).is_err());
    assert!(node_kayles::NodeKayles::parse(&["a-"]).is_err());
    assert!(node_kayles::NodeKayles::parse(&path(65)).is_err());
    let empty = node_kayles::NodeKayles::parse::<&str>(&[]).unwrap();
    assert_eq!(Analyzer::new(&empty, 10).value(&empty.whole()), Ok(0));
}

/// Builds the examples once if the test run did not (`cargo test --test sg`).
pub(crate) fn example(name: &str) -> PathBuf {
    static BUILD: Once = Once::new();
    let dir = Path::new(env!("CARGO_BIN_EXE_sg"))
        .parent()
        .unwrap()
        .to_path_buf();
    let binary = dir.join("examples").join(name);
    BUILD.call_once(|| {
        if !binary.exists() {
            let mut cargo = Command::new(env!("CARGO"));
            cargo.args(["build", "--examples", "--quiet"]);
            if dir.ends_with("release") {
                cargo.arg("--release");
            }
            let status = cargo.current_dir(env!("CARGO_MANIFEST_DIR")).status();
            assert!(status.expect("cargo runs").success(), "the examples build");
        }
    });
    binary
}

/// Runs an example program; its exit code and standard output.
pub(crate) fn run_example(name: &str, args: &[&str]) -> (i32, String) {
    let output = Command::new(example(name))
        .args(args)
        .output()
        .expect("the example runs");
    (
        output.status.code().unwrap(),
        String::from_utf8(output.stdout).unwrap(),
    )
}

/// The example's JSON, read back into the report `sg solve --json` prints.
fn example_report(name: &str, args: &[&str]) -> SolveReport {
    let (code, stdout) = run_example(name, args);
    assert_eq!(code, 0, "{name} {args:?}");
    let report: SolveReport = serde_json::from_str(&stdout).expect("a solve report");
    assert_eq!(
        to_json_line(&report),
        stdout,
        "{name} {args:?}: the same JSON"
    );
    report
}

#[test]
fn the_examples_print_what_sg_solve_prints() {
    let cram = example_report("cram", &["4", "5"]);
    assert_eq!((cram.game.as_str(), cram.grundy), ("Cram", Some(2)));
    assert_eq!(cram.winning_moves_total, cram.winning_moves.len() as u128);
    assert!(
        cram.winning_moves
            .iter()
            .all(|m| m.description.starts_with("a domino"))
    );
    let chomp = example_report("chomp", &["3", "4"]);
    assert_eq!(chomp.outcome, Outcome::N);
    assert_eq!(
        chomp.winning_moves[0]
            .to
            .as_ref()
            .expect("a small position")
            .to_string(),
        "3 3 1 1"
    );
    let kayles = example_report("node-kayles", &["a-b", "b-c", "c-d", "d-e"]);
    assert_eq!((kayles.outcome, kayles.grundy), (Outcome::N, Some(3)));
    assert_eq!(kayles.winning_moves[0].description, "take c");
    assert_eq!(
        kayles.winning_moves[0]
            .to
            .as_ref()
            .expect("a small position")
            .to_string(),
        "a e"
    );
    for (name, args) in [
        ("cram", &["4"][..]),
        ("cram", &["9", "9"]),
        ("chomp", &["x", "3"]),
        ("node-kayles", &["a-a"]),
    ] {
        assert_eq!(run_example(name, args).0, 2, "{name} {args:?}");
    }
}

/// Whether the player to move wins `position` in misère play, by plain recursion over
/// whole positions (`moves` lists the positions one move reaches).
fn misere_wins(
    position: u64,
    moves: &dyn Fn(u64) -> Vec<u64>,
    known: &mut HashMap<u64, bool>,
) -> bool {
    if let Some(&wins) = known.get(&position) {
        return wins;
    }
    let options = moves(position);
    let wins = options.is_empty() || options.iter().any(|&to| !misere_wins(to, moves, known));
    known.insert(position, wins);
    wins
}

/// The quotient of a game's components answers every position reachable from where it
/// was built as the plain misère recursion over whole positions does, and lists exactly
/// the moves to positions the recursion finds lost.
fn check_quotient_against_recursion<
    G: ImpartialGame<Position = P>,
    P: Clone + Eq + std::hash::Hash,
>(
    game: &G,
    start: P,
    bits_of: impl Fn(&P) -> u64,
    moves: &dyn Fn(u64) -> Vec<u64>,
) -> usize {
    let quotient =
        ComponentQuotient::compute(game, std::slice::from_ref(&start), DEFAULT_MAX_STATES).unwrap();
    assert_eq!(quotient.order() % 2, 0, "a misere quotient has even order");
    let mut known = HashMap::new();
    let mut seen = hashbrown::HashSet::new();
    let mut stack = vec![start];
    while let Some(position) = stack.pop() {
        if !seen.insert(bits_of(&position)) {
            continue;
        }
        let bits = bits_of(&position);
        let wins = misere_wins(bits, moves, &mut known);
        let analysis = quotient.analyse(game, &position, usize::MAX).unwrap();
        assert_eq!(analysis.outcome == Outcome::N, wins, "{bits:#b}");
        let winners = moves(bits)
            .into_iter()
            .filter(|&to| !misere_wins(to, moves, &mut known))
            .count();
        assert_eq!(analysis.winning_moves.total, winners as u128, "{bits:#b}");
        let mut visit = |to: &P, _: &dyn Fn() -> String| {
            stack.push(to.clone());
            std::ops::ControlFlow::Continue(())
        };
        game.moves(&position, &mut VisitMoves::new(&mut visit))
            .unwrap();
    }
    seen.len()
}

#[test]
fn component_quotients_of_node_kayles_agree_with_misere_recursion() {
    let mut random = Random(1729);
    for _ in 0..25 {
        let n = random.range(1, 11);
        let density = random.range(10, 50);
        let (words, neighbours) = random_graph(&mut random, n, density);
        let graph = node_kayles::NodeKayles::parse(&words).unwrap();
        let moves = |left: u64| -> Vec<u64> {
            bits(left)
                .map(|v| left & !(1 << v) & !neighbours[v as usize])
                .collect()
        };
        let positions = check_quotient_against_recursion(&graph, graph.whole(), |&b| b, &moves);
        assert!(positions >= 2, "{words:?}");
    }
}

#[test]
fn component_quotients_of_cram_agree_with_misere_recursion() {
    for (width, height) in [
        (2, 2),
        (2, 3),
        (3, 3),
        (3, 4),
        (2, 6),
        (2, 7),
        (1, 12),
        (3, 5),
        (2, 8),
    ] {
        let board = cram::Board::new(width, height).unwrap();
        let brute = cram_brute_force(width as u32, height as u32);
        let moves = |empty: u64| (brute.moves)(empty);
        check_quotient_against_recursion(&cram::Cram, board, |b| b.empty, &moves);
    }
}

/// Node Kayles on a path of n vertices is the heap game 0.137 (Dawson's Kayles shifted by
/// one), so the quotient of the components reachable from the paths of 1..=n vertices is
/// the rule file's quotient of the heaps up to n.
#[test]
fn component_quotient_of_a_path_is_the_heap_quotient_of_0_137() {
    let dir = crate::support::scratch("component-quotient-0.137");
    let file = crate::support::write(&dir, "0.137.game", "game \"0.137\"\nmove octal 0.137\n");
    for n in [1, 4, 9, 14, 20, 25] {
        let graph = node_kayles::NodeKayles::parse(&path(n)).unwrap();
        let paths: Vec<u64> = (1..=n).map(|k| (1 << k) - 1).collect();
        let quotient = ComponentQuotient::compute(&graph, &paths, DEFAULT_MAX_STATES).unwrap();
        let heaps: QuotientReport =
            crate::support::sg_report(&["quotient", &file, "--upto", &n.to_string(), "--json"]);
        let report = QuotientReport::of_components(&graph, &quotient);
        assert_eq!(report.order, heaps.order, "path of {n}");
        assert_eq!(report.p_portion.len(), heaps.p_portion.len(), "path of {n}");
        assert_eq!(
            report.generators.len(),
            heaps.generators.len(),
            "path of {n}"
        );
        assert_eq!(report.components.len(), report.heap_elements.len());
        assert!(report.proved);
    }
}

/// A ring of positions: every move goes one step round, so play never ends.
struct Ring;

impl ImpartialGame for Ring {
    type Position = u8;
    fn name(&self) -> String {
        "Ring".into()
    }
    fn moves(&self, &at: &u8, moves: &mut impl Moves<u8>) -> Result<(), GameError> {
        moves.add(&((at + 1) % 3));
        Ok(())
    }
}

#[test]
fn component_quotients_refuse_cycles_limits_and_positions_outside() {
    assert!(matches!(
        ComponentQuotient::compute(&Ring, &[0], DEFAULT_MAX_STATES),
        Err(EngineError::Cycle { .. })
    ));
    let graph = node_kayles::NodeKayles::parse(&path(30)).unwrap();
    assert!(matches!(
        ComponentQuotient::compute(&graph, &[graph.whole()], 50),
        Err(EngineError::StateLimit { limit: 50 })
    ));
    let small = ComponentQuotient::compute(&graph, &[0b111], DEFAULT_MAX_STATES).unwrap();
    assert!(small.is_n(&graph, &0b1).is_ok());
    let outside = small.is_n(&graph, &graph.whole());
    assert!(
        matches!(&outside, Err(EngineError::OutsideQuotient { position }) if position.contains("29")),
        "{outside:?}"
    );
}
