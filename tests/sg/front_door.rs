//! The front door against a plain recursion over whole positions: for random small games of
//! every kind (rule files of heaps, games of components, DAG and loopy boards, Green
//! Hackenbush, a game written in Rust) and random sums across kinds, in normal and misère
//! play, the door's outcome, remoteness, and each option's outcome and remoteness are those
//! of the recursion, which knows no theorem: it follows every move of the whole sum, never
//! splitting it. Games with cycles are checked by retrograde analysis (outcomes only).

use std::collections::HashMap;
use std::path::Path;

use sg::board::Board;
use sg::door::{Answer, Door, GameFile, GameKind, Limits, Solvable, Words};
use sg::engine::Outcome;
use sg::game::{GameError, ImpartialGame, Moves, VisitMoves};
use sg::ir::Play;
use sg::report::OptionReport;
use sg::{Error, Source};

use super::library::{chomp, cram};
use super::support::{scratch, write};

/// One game of a sum as the recursion sees it: positions interned as numbers, and the
/// positions one move leads to.
trait Plain {
    fn moves(&mut self, at: usize) -> Vec<usize>;
}

/// A game and the positions met.
struct Interned<'g, G: ImpartialGame> {
    game: &'g G,
    positions: Vec<G::Position>,
    ids: HashMap<G::Position, usize>,
}

impl<'g, G: ImpartialGame> Interned<'g, G> {
    fn new(game: &'g G, start: G::Position) -> Interned<'g, G> {
        let mut interned = Interned {
            game,
            positions: Vec::new(),
            ids: HashMap::new(),
        };
        interned.id(start);
        interned
    }

    fn id(&mut self, position: G::Position) -> usize {
        if let Some(&id) = self.ids.get(&position) {
            return id;
        }
        self.positions.push(position.clone());
        self.ids.insert(position, self.positions.len() - 1);
        self.positions.len() - 1
    }
}

impl<G: ImpartialGame> Plain for Interned<'_, G> {
    fn moves(&mut self, at: usize) -> Vec<usize> {
        let mut found = Vec::new();
        let from = self.positions[at].clone();
        let mut visit = |to: &G::Position, _: &dyn Fn() -> String| {
            found.push(to.clone());
            std::ops::ControlFlow::Continue(())
        };
        self.game
            .moves(&from, &mut VisitMoves::new(&mut visit))
            .expect("a small game's moves");
        found.into_iter().map(|p| self.id(p)).collect()
    }
}

/// The plain recursion over whole positions of a sum (acyclic games).
struct Recursion<'a> {
    parts: Vec<Box<dyn Plain + 'a>>,
    play: Play,
    found: HashMap<Vec<usize>, (Outcome, u32)>,
}

impl Recursion<'_> {
    /// The moves of the sum from `at`, part by part in each game's order.
    fn options(&mut self, at: &[usize]) -> Vec<Vec<usize>> {
        let mut options = Vec::new();
        for i in 0..at.len() {
            for to in self.parts[i].moves(at[i]) {
                let mut next = at.to_vec();
                next[i] = to;
                options.push(next);
            }
        }
        options
    }

    /// How many positions are reachable from `at` (itself included).
    fn reachable(&mut self, at: &[usize]) -> usize {
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![at.to_vec()];
        while let Some(p) = stack.pop() {
            if seen.insert(p.clone()) {
                stack.extend(self.options(&p));
            }
        }
        seen.len()
    }

    /// Outcome and remoteness (the winner hurries, the loser delays).
    fn solve(&mut self, at: &[usize]) -> (Outcome, u32) {
        if let Some(&known) = self.found.get(at) {
            return known;
        }
        let options = self.options(at);
        let answer = if options.is_empty() {
            match self.play {
                Play::Normal => (Outcome::P, 0),
                Play::Misere => (Outcome::N, 0),
            }
        } else {
            let results: Vec<(Outcome, u32)> = options.iter().map(|o| self.solve(o)).collect();
            match results
                .iter()
                .filter(|(o, _)| *o == Outcome::P)
                .map(|(_, r)| *r)
                .min()
            {
                Some(fastest) => (Outcome::N, fastest + 1),
                None => (
                    Outcome::P,
                    results.iter().map(|(_, r)| *r).max().unwrap_or(0) + 1,
                ),
            }
        };
        self.found.insert(at.to_vec(), answer);
        answer
    }

    /// Outcomes by retrograde analysis (games with cycles): P where no move is left or
    /// every move reaches N, N where some move reaches P, D for the rest.
    fn retrograde(&mut self, start: &[usize]) -> HashMap<Vec<usize>, Outcome> {
        let mut graph: HashMap<Vec<usize>, Vec<Vec<usize>>> = HashMap::new();
        let mut stack = vec![start.to_vec()];
        while let Some(at) = stack.pop() {
            if graph.contains_key(&at) {
                continue;
            }
            let options = self.options(&at);
            stack.extend(options.iter().cloned());
            graph.insert(at, options);
        }
        let mut outcome: HashMap<Vec<usize>, Outcome> = HashMap::new();
        loop {
            let mut changed = false;
            for (at, options) in &graph {
                if outcome.contains_key(at) {
                    continue;
                }
                let known: Vec<Option<&Outcome>> = options.iter().map(|o| outcome.get(o)).collect();
                let decided = if known.contains(&Some(&Outcome::P)) {
                    Some(Outcome::N)
                } else if known.iter().all(|k| *k == Some(&Outcome::N)) {
                    Some(Outcome::P)
                } else {
                    None
                };
                if let Some(decided) = decided {
                    outcome.insert(at.clone(), decided);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for at in graph.keys() {
            outcome.entry(at.clone()).or_insert(Outcome::D);
        }
        outcome
    }
}

/// The game of `file` at the position `words` name, as the recursion sees it.
fn plain<'a>(file: &'a GameFile, words: &Words) -> Box<dyn Plain + 'a> {
    fn typed<'a, G: Solvable>(game: &'a G, file: &GameFile, words: &Words) -> Box<dyn Plain + 'a> {
        let start = if words.is_empty() {
            match &file.start {
                Some(start) => game.read_position(start),
                None => game
                    .default_position()
                    .ok_or_else(|| Error::new("no start")),
            }
        } else {
            game.read_position(words)
        };
        Box::new(Interned::new(game, start.expect("a readable position")))
    }
    match &file.kind {
        GameKind::Heaps(game) => typed(game, file, words),
        GameKind::Components(game) => typed(game, file, words),
        GameKind::Board(Board::Tokens(game)) => typed(game, file, words),
        GameKind::Board(Board::Drawing(game)) => typed(game, file, words),
        GameKind::Board(Board::Geography(game)) => typed(game, file, words),
        GameKind::Board(Board::Removal(game)) => typed(game, file, words),
    }
}

/// A sum to check: each game's file and its position's words.
struct Case {
    files: Vec<GameFile>,
    words: Vec<String>,
}

impl Case {
    fn words(&self, i: usize) -> Words {
        Words::of_text(Source::new("test", self.words[i].clone()))
    }

    fn label(&self) -> String {
        self.files
            .iter()
            .zip(&self.words)
            .map(|(f, w)| format!("{} {w}", f.path.display()))
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

/// The door's outcome, remoteness and options of a sum.
fn door_answer(case: &Case) -> (Outcome, Option<u64>, Vec<OptionReport>) {
    door_answer_within(case, &Limits::default())
}

/// The same within `limits`.
fn door_answer_within(case: &Case, limits: &Limits) -> (Outcome, Option<u64>, Vec<OptionReport>) {
    let pairs: Vec<(&GameFile, Words)> = (0..case.files.len())
        .map(|i| (&case.files[i], case.words(i)))
        .collect();
    let mut door = Door::open(&pairs, limits).unwrap_or_else(|e| panic!("{}: {e}", case.label()));
    match door
        .answer(10_000)
        .unwrap_or_else(|e| panic!("{}: {e}", case.label()))
    {
        Answer::One(r) => (r.outcome, r.remoteness, r.options.expect("options listed")),
        Answer::Sum(r) => (r.outcome, r.remoteness, r.options.expect("options listed")),
    }
}

/// Checks the door against the recursion on one sum.
fn check(case: &Case, cycles: bool) {
    let (outcome, remoteness, options) = door_answer(case);
    let parts: Vec<Box<dyn Plain>> = (0..case.files.len())
        .map(|i| plain(&case.files[i], &case.words(i)))
        .collect();
    let mut recursion = Recursion {
        parts,
        play: case.files[0].play,
        found: HashMap::new(),
    };
    let start = vec![0; case.files.len()];
    let moves = recursion.options(&start);
    assert_eq!(options.len(), moves.len(), "{}: the options", case.label());
    if cycles {
        let outcomes = recursion.retrograde(&start);
        assert_eq!(outcome, outcomes[&start], "{}", case.label());
        for (option, after) in options.iter().zip(&moves) {
            assert_eq!(
                option.outcome,
                outcomes[after],
                "{}: {}",
                case.label(),
                option.mv.description
            );
        }
        return;
    }
    let (expected, steps) = recursion.solve(&start);
    assert_eq!(outcome, expected, "{}", case.label());
    let small = recursion.reachable(&start) <= SEARCHED;
    check_remoteness(remoteness, steps, small, &case.label());
    for (option, after) in options.iter().zip(&moves) {
        let (o, r) = recursion.solve(after);
        let label = format!("{}: after {}", case.label(), option.mv.description);
        assert_eq!(option.outcome, o, "{label}");
        check_remoteness(option.remoteness, r, small, &label);
    }
}

/// Positions with at most this many positions below them must have their remoteness
/// found by the door; larger ones may be left without (its search has a budget).
const SEARCHED: usize = 2000;

/// A remoteness given is the recursion's; one is given where the position is small.
fn check_remoteness(given: Option<u64>, expected: u32, small: bool, label: &str) {
    match given {
        Some(r) => assert_eq!(r, u64::from(expected), "{label}: remoteness"),
        None => assert!(!small, "{label}: no remoteness for a small position"),
    }
}

/// A small deterministic generator.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random rule file of heaps: an octal code of two digits, or a subtraction set.
fn random_heaps(random: &mut Random, dir: &Path, n: usize) -> String {
    let rule = if random.below(2) == 0 {
        format!("move octal 0.{}{}", 1 + random.below(7), random.below(8))
    } else {
        let a = 1 + random.below(3);
        format!("move take {{{a}, {}}}", a + 1 + random.below(3))
    };
    write(
        dir,
        &format!("heaps{n}.game"),
        format!("game \"h{n}\"\n{rule}\n"),
    )
}

/// A random digraph on `nodes` nodes: forward edges only (a DAG), or any (cycles).
fn random_digraph(random: &mut Random, dir: &Path, n: usize, nodes: u64, cycles: bool) -> String {
    let mut text = String::from("digraph {\n");
    for v in 0..nodes {
        text += &format!("  v{v}\n");
        for w in 0..nodes {
            if (w > v || (cycles && w != v)) && random.below(3) == 0 {
                text += &format!("  v{v} -> v{w}\n");
            }
        }
    }
    write(dir, &format!("board{n}.dot"), text + "}\n")
}

/// A random Green Hackenbush tree of `edges` edges.
fn random_tree(random: &mut Random, dir: &Path, n: usize, edges: u64) -> String {
    let mut text = String::from("graph {\n  ground -- t0\n");
    for i in 1..edges {
        text += &format!("  t{} -- t{i}\n", random.below(i));
    }
    write(dir, &format!("tree{n}.dot"), text + "}\n")
}

fn load(path: &str, play: Option<Play>) -> GameFile {
    GameFile::load(Path::new(path), &[], play, &Limits::default()).expect("a test game loads")
}

/// A random small game of some kind and a position of it (no cycles).
fn random_game(
    random: &mut Random,
    dir: &Path,
    n: usize,
    play: Option<Play>,
) -> (GameFile, String) {
    match random.below(6) {
        0 => {
            let heaps: Vec<String> = (0..1 + random.below(2))
                .map(|_| (1 + random.below(6)).to_string())
                .collect();
            (load(&random_heaps(random, dir, n), play), heaps.join(" "))
        }
        1 => (
            load("games/kayles.game", play),
            (1 + random.below(7)).to_string(),
        ),
        2 => {
            let path = random_digraph(random, dir, n, 5, false);
            let tokens: Vec<String> = (0..1 + random.below(2))
                .map(|_| format!("v{}", random.below(3)))
                .collect();
            (load(&path, play), tokens.join(" "))
        }
        3 => {
            let pile = 2 + random.below(10);
            (load("games/fibonacci-nim.game", play), pile.to_string())
        }
        4 => {
            // Heads below 5: each move turns one head into up to two smaller ones, so
            // the positions below grow fast with the head.
            let heads: Vec<String> = (0..1 + random.below(2))
                .map(|_| random.below(5).to_string())
                .collect();
            (load("games/mock-turtles.game", play), heads.join(" "))
        }
        _ => {
            let edges = 2 + random.below(4);
            (
                load(&random_tree(random, dir, n, edges), play),
                String::new(),
            )
        }
    }
}

#[test]
fn single_games_of_every_kind_agree_with_the_recursion() {
    let dir = scratch("door-single");
    let mut random = Random(0x5eed_0001);
    for n in 0..60 {
        for play in [None, Some(Play::Misere)] {
            let (file, words) = random_game(&mut random, &dir, n, play);
            check(
                &Case {
                    files: vec![file],
                    words: vec![words],
                },
                false,
            );
        }
    }
    check(
        &Case {
            files: vec![load("games/euclid.game", None)],
            words: vec!["5,8".into()],
        },
        false,
    );
}

#[test]
fn sums_across_kinds_agree_with_the_recursion() {
    let dir = scratch("door-sums");
    let mut random = Random(0x5eed_0002);
    for n in 0..40 {
        for play in [Some(Play::Normal), Some(Play::Misere)] {
            let parts = 2 + random.below(2) as usize;
            let mut files = Vec::new();
            let mut words = Vec::new();
            for i in 0..parts {
                let (file, w) = random_game(&mut random, &dir, 10 * n + i, play);
                files.push(file);
                words.push(w);
            }
            check(&Case { files, words }, false);
        }
    }
}

#[test]
fn boards_with_cycles_and_their_sums_agree_with_retrograde_analysis() {
    let dir = scratch("door-loopy");
    let mut random = Random(0x5eed_0003);
    for n in 0..40 {
        let loopy = load(&random_digraph(&mut random, &dir, n, 5, true), None);
        let tokens = format!("v{} v{}", random.below(5), random.below(5));
        check(
            &Case {
                files: vec![loopy],
                words: vec![tokens.clone()],
            },
            true,
        );
        let loopy = load(&dir.join(format!("board{n}.dot")).to_string_lossy(), None);
        let heaps = load("games/nim.game", None);
        let heap = random.below(3).to_string();
        check(
            &Case {
                files: vec![loopy, heaps],
                words: vec![tokens, heap],
            },
            true,
        );
    }
}

/// Subtract 1, 2 or 3 from a counter; the last to move wins: a game written in Rust.
struct Subtraction;

impl ImpartialGame for Subtraction {
    type Position = u64;

    fn name(&self) -> String {
        "subtraction".into()
    }

    fn moves(&self, n: &u64, moves: &mut impl Moves<u64>) -> Result<(), GameError> {
        for k in 1..=3.min(*n) {
            moves.add_described(&(n - k), || format!("take {k}"));
        }
        Ok(())
    }
}

impl Solvable for Subtraction {}

#[test]
fn a_game_written_in_rust_is_answered_through_the_door() {
    for n in 0..30u64 {
        let mut door = Door::of_game(&Subtraction, n, Play::Normal, &Limits::default()).unwrap();
        let Answer::One(report) = door.answer(10).unwrap() else {
            panic!("one game");
        };
        // Subtracting 1..3: n is lost exactly when 4 divides it, and the game lasts
        // n / 4 rounds of two moves, plus one move from a won position.
        let lost = n % 4 == 0;
        assert_eq!(report.outcome == Outcome::P, lost, "{n}");
        let remoteness = if lost { n / 4 * 2 } else { n / 4 * 2 + 1 };
        assert_eq!(report.remoteness, Some(remoteness), "{n}");
        let options = report.options.unwrap();
        assert_eq!(options.len() as u64, 3.min(n));
        for option in options {
            let m = option
                .mv
                .to
                .as_ref()
                .and_then(|to| to.numbers())
                .expect("a counter")[0];
            assert_eq!(option.outcome == Outcome::P, m % 4 == 0, "{n} to {m}");
        }
    }
}

#[test]
fn sg_plays_sums_across_kinds_to_a_win() {
    let dir = scratch("door-play");
    let mut random = Random(0x5eed_0004);
    let mut played = 0;
    for n in 0..40 {
        let (a, a_words) = random_game(&mut random, &dir, 2 * n, None);
        let (b, b_words) = random_game(&mut random, &dir, 2 * n + 1, None);
        let case = Case {
            files: vec![a, b],
            words: vec![a_words, b_words],
        };
        if door_answer(&case).0 != Outcome::N {
            continue;
        }
        played += 1;
        // The person always takes the first move of the menu; sg moves first and wins.
        let mut args: Vec<String> = vec!["play".into()];
        for (i, file) in case.files.iter().enumerate() {
            if i > 0 {
                args.push("+".into());
            }
            args.push(file.path.to_string_lossy().into_owned());
            args.extend(case.words[i].split_whitespace().map(String::from));
        }
        args.extend(["--first", "sg", "--json"].map(String::from));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = super::support::sg_with_input(&args, &"#1\n".repeat(500));
        assert_eq!(run.code, 0, "{}: {}", case.label(), run.stderr);
        let end = run
            .stdout
            .lines()
            .find_map(
                |line| match serde_json::from_str(line).expect("a reply line") {
                    sg::report::PlayReply::State(state) if state.game_over => Some(state),
                    _ => None,
                },
            )
            .unwrap_or_else(|| panic!("{}: the game did not end", case.label()));
        assert_eq!(
            end.result.and_then(|r| r.winner),
            Some(sg::report::Player::Sg),
            "{}",
            case.label()
        );
    }
    assert!(played >= 10, "only {played} won sums were played");
}

/// Checks the door against the recursion on one game written in Rust.
fn check_rust_game<G: Solvable>(game: &G, start: G::Position, label: &str) {
    let mut door = Door::of_game(game, start.clone(), Play::Normal, &Limits::default()).unwrap();
    let Answer::One(report) = door.answer(10_000).unwrap() else {
        panic!("one game");
    };
    let mut recursion = Recursion {
        parts: vec![Box::new(Interned::new(game, start))],
        play: Play::Normal,
        found: HashMap::new(),
    };
    let (outcome, steps) = recursion.solve(&[0]);
    assert_eq!(report.outcome, outcome, "{label}");
    let small = recursion.reachable(&[0]) <= SEARCHED;
    check_remoteness(report.remoteness, steps, small, label);
    let moves = recursion.options(&[0]);
    let options = report.options.expect("options listed");
    assert_eq!(options.len(), moves.len(), "{label}");
    for (option, after) in options.iter().zip(&moves) {
        let (o, r) = recursion.solve(after);
        assert_eq!(option.outcome, o, "{label}: {}", option.mv.description);
        check_remoteness(option.remoteness, r, small, label);
    }
}

#[test]
fn the_examples_games_agree_with_the_recursion() {
    for (width, height) in [(2, 2), (3, 2), (3, 3), (4, 3), (5, 2)] {
        let rows = chomp::rectangle(width, height).unwrap();
        check_rust_game(&chomp::Chomp, rows, &format!("chomp {width} x {height}"));
        let board = cram::Board::new(width, height).unwrap();
        check_rust_game(&cram::Cram, board, &format!("cram {width} x {height}"));
    }
}

/// The search for remoteness stops at `--max-time`: with no time at all it claims no
/// remoteness, while the outcome and the options (from the values) are the same.
#[test]
fn the_remoteness_search_stops_at_its_time_limit() {
    let case = Case {
        files: vec![
            load("games/kayles.game", None),
            load("games/nim.game", None),
        ],
        words: vec!["7".into(), "2".into()],
    };
    let (outcome, remoteness, options) = door_answer(&case);
    assert!(remoteness.is_some(), "found with the default limits");
    let no_time = Limits {
        max_time: Some(std::time::Duration::ZERO),
        ..Limits::default()
    };
    let (timed_outcome, timed_remoteness, timed_options) = door_answer_within(&case, &no_time);
    assert_eq!(timed_outcome, outcome);
    assert_eq!(timed_remoteness, None);
    assert_eq!(timed_options.len(), options.len());
}
