//! The fast engines of boards against plain searches: the Hackenbush theorems (fusion,
//! colon, the winning-cut search) against the search over the drawing's own moves, on
//! every small drawing and on random ones of up to 12 edges; and the generalized
//! Sprague–Grundy values of tokens on random digraphs with cycles against a retrograde
//! analysis of the whole sum written here, for sums of 1 to 3 tokens.

use std::collections::HashMap;

use sg::board::dot::parse_dot;
use sg::board::{Drawing, TokenBoard};
use sg::engine::{
    Analyzer, GeneralizedValue, HackenbushSolver, LoopyAnalyzer, Outcome, PositionSolver,
};

use crate::random_games::Random;

const NAMES: [&str; 7] = ["ground", "a", "b", "c", "d", "e", "f"];

/// The drawing of `edges` between nodes of [`NAMES`], or `None` if an edge floats.
fn drawing(edges: &[(usize, usize)]) -> Option<Drawing> {
    let mut text = String::from("graph { ground;");
    for &(a, b) in edges {
        text += &format!(" {} -- {};", NAMES[a], NAMES[b]);
    }
    text += " }";
    Drawing::new("d", &parse_dot(&text, 1000).unwrap()).ok()
}

/// The theorems agree with the search on the drawing: its value, for every value t the
/// cuts that leave a drawing worth t, and the winning moves as listed (each cut named with
/// the edges that fall with it, counted without cutting).
fn check_drawing(d: &Drawing, position: &[u32]) {
    let mut search = Analyzer::new(d, 10_000_000);
    let position = position.to_vec();
    assert_eq!(
        sg::engine::drawing_value(d, &position),
        search.value(&position).unwrap(),
        "{:?}",
        d.graph()
    );
    // The cut of each class of repeated edges, and the value it leaves.
    let mut by_value: HashMap<u64, Vec<u32>> = HashMap::new();
    let mut classes = Vec::new();
    for &e in &position {
        if classes.contains(&d.class(e)) {
            continue;
        }
        classes.push(d.class(e));
        let value = search.value(&d.cut(&position, e).0).unwrap();
        by_value.entry(value).or_default().push(e);
    }
    let mut solver = HackenbushSolver::new(d, u64::MAX);
    assert_eq!(
        PositionSolver::analyse(&mut solver, &position)
            .unwrap()
            .winning_moves,
        search.analyse(&position).unwrap().winning_moves,
        "{:?}",
        d.graph()
    );
    let most = by_value.keys().copied().max().unwrap_or(0);
    for target in 0..=most + 1 {
        let expected = by_value.get(&target).cloned().unwrap_or_default();
        assert_eq!(
            solver.cuts_to(&position, target).unwrap(),
            expected,
            "target {target}, position {position:?}, {:?}",
            d.graph()
        );
    }
}

#[test]
fn every_drawing_of_up_to_four_edges_on_four_nodes() {
    let pairs: Vec<(usize, usize)> = (0..4).flat_map(|a| (a..4).map(move |b| (a, b))).collect();
    let mut checked = 0;
    // Multisets of pairs, as non-decreasing index lists.
    let mut stack: Vec<Vec<usize>> = vec![Vec::new()];
    while let Some(chosen) = stack.pop() {
        if !chosen.is_empty() {
            let edges: Vec<(usize, usize)> = chosen.iter().map(|&i| pairs[i]).collect();
            if let Some(d) = drawing(&edges) {
                check_drawing(&d, &d.whole());
                checked += 1;
            }
        }
        if chosen.len() < 4 {
            let from = chosen.last().copied().unwrap_or(0);
            for i in from..pairs.len() {
                let mut longer = chosen.clone();
                longer.push(i);
                stack.push(longer);
            }
        }
    }
    assert!(checked > 300, "{checked} drawings");
}

#[test]
fn random_drawings_of_up_to_twelve_edges() {
    let mut random = Random(18);
    let mut checked = 0;
    while checked < 250 {
        let nodes = random.range(2, 7) as usize;
        let count = random.range(1, 12) as usize;
        // Grow from the ground so that most drawings stand; trees half of the time.
        let tree = random.chance(40);
        let mut edges = Vec::new();
        for i in 0..count {
            let b = random.range(0, nodes as u64 - 1) as usize;
            let a = if tree {
                (i + 1).min(nodes - 1)
            } else {
                random.range(0, nodes as u64 - 1) as usize
            };
            let other = if tree {
                random.range(0, a as u64 - 1) as usize
            } else {
                b
            };
            edges.push((a, other));
        }
        let Some(d) = drawing(&edges) else { continue };
        check_drawing(&d, &d.whole());
        // And a position after one cut.
        let whole = d.whole();
        let e = whole[random.range(0, whole.len() as u64 - 1) as usize];
        let (after, _) = d.cut(&whole, e);
        if !after.is_empty() {
            check_drawing(&d, &after);
        }
        checked += 1;
    }
}

/// A random digraph on `n` nodes named 0.., each with up to 3 edges out (loops and
/// repeated edges included).
fn random_board(random: &mut Random, n: u64, acyclic: bool) -> TokenBoard {
    let mut text = String::from("digraph {");
    for v in 0..n {
        text += &format!(" {v};");
        for _ in 0..random.range(0, 3) {
            let w = if acyclic {
                if v + 1 >= n {
                    continue;
                }
                random.range(v + 1, n - 1)
            } else {
                random.range(0, n - 1)
            };
            text += &format!(" {v} -> {w};");
        }
    }
    text += " }";
    TokenBoard::new("b", &parse_dot(&text, 1000).unwrap())
}

/// The moves of a sum of tokens as the game defines them: each node holding a token once,
/// each distinct edge out of it.
fn sum_moves(board: &TokenBoard, tokens: &[u32]) -> Vec<Vec<u32>> {
    let mut moves = Vec::new();
    for (i, &v) in tokens.iter().enumerate() {
        if i > 0 && tokens[i - 1] == v {
            continue;
        }
        for &w in board.successors(v) {
            let mut next = tokens.to_vec();
            next[i] = w;
            next.sort_unstable();
            moves.push(next);
        }
    }
    moves
}

/// Who wins each sum of `k` tokens, by retrograde analysis of the graph of whole sums:
/// a sum with no move is lost; one with a move to a lost sum is won; one whose moves all
/// go to won sums is lost; what is never decided is a draw.
fn retrograde(board: &TokenBoard, k: usize) -> HashMap<Vec<u32>, Outcome> {
    let n = board.node_count() as u32;
    let mut states: Vec<Vec<u32>> = vec![Vec::new()];
    for _ in 0..k {
        states = states
            .into_iter()
            .flat_map(|s| {
                let from = s.last().copied().unwrap_or(0);
                (from..n).map(move |v| {
                    let mut longer = s.clone();
                    longer.push(v);
                    longer
                })
            })
            .collect();
    }
    let index: HashMap<Vec<u32>, usize> = states
        .iter()
        .enumerate()
        .map(|(i, s)| (s.clone(), i))
        .collect();
    let mut predecessors = vec![Vec::new(); states.len()];
    let mut open = vec![0usize; states.len()];
    for (i, s) in states.iter().enumerate() {
        for next in sum_moves(board, s) {
            predecessors[index[&next]].push(i);
            open[i] += 1;
        }
    }
    let mut outcome: Vec<Option<Outcome>> = vec![None; states.len()];
    let mut queue: Vec<usize> = (0..states.len()).filter(|&i| open[i] == 0).collect();
    for &i in &queue {
        outcome[i] = Some(Outcome::P);
    }
    while let Some(i) = queue.pop() {
        for &p in &predecessors[i] {
            if outcome[p].is_some() {
                continue;
            }
            if outcome[i] == Some(Outcome::P) {
                outcome[p] = Some(Outcome::N);
                queue.push(p);
            } else {
                open[p] -= 1;
                if open[p] == 0 {
                    outcome[p] = Some(Outcome::P);
                    queue.push(p);
                }
            }
        }
    }
    states
        .into_iter()
        .zip(outcome)
        .map(|(s, o)| (s, o.unwrap_or(Outcome::D)))
        .collect()
}

#[test]
fn sums_of_tokens_on_random_cyclic_digraphs_agree_with_retrograde_analysis() {
    let mut random = Random(1966);
    let mut drawn = 0;
    for _ in 0..120 {
        let n = random.range(2, 7);
        let board = random_board(&mut random, n, false);
        let mut loopy = LoopyAnalyzer::new(&board, 1_000_000);
        for k in 1..=3 {
            let truth = retrograde(&board, k);
            for (tokens, &expected) in &truth {
                let analysis = loopy.analyse(tokens).unwrap();
                assert_eq!(
                    analysis.outcome,
                    expected,
                    "{tokens:?} on {:?}",
                    board.graph()
                );
                // The moves listed are exactly the moves to a lost sum (N) or to a drawn
                // sum (D).
                let wanted = match expected {
                    Outcome::N => Outcome::P,
                    other => other,
                };
                let count = sum_moves(&board, tokens)
                    .iter()
                    .filter(|next| truth[*next] == wanted)
                    .count() as u128;
                match expected {
                    Outcome::P => assert_eq!(analysis.winning_moves.total, 0),
                    Outcome::N => assert_eq!(analysis.winning_moves.total, count),
                    Outcome::D => {
                        drawn += 1;
                        assert_eq!(analysis.drawing_moves.unwrap().total, count, "{tokens:?}");
                    }
                }
            }
        }
    }
    assert!(drawn > 100, "only {drawn} drawn sums");
}

#[test]
fn on_acyclic_digraphs_the_loopy_values_are_the_grundy_values() {
    let mut random = Random(2425);
    for _ in 0..100 {
        let n = random.range(1, 12);
        let board = random_board(&mut random, n, true);
        let mut search = Analyzer::new(&board, 1_000_000);
        let mut loopy = LoopyAnalyzer::new(&board, 1_000_000);
        for v in 0..n as u32 {
            assert_eq!(
                loopy.value(&vec![v]).unwrap(),
                GeneralizedValue::Finite(search.value(&vec![v]).unwrap())
            );
        }
    }
}

#[test]
fn the_bundled_drawings_agree_with_the_search() {
    for file in ["games/green-girl.dot", "games/hackenbush-tree.dot"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
        let text = std::fs::read_to_string(path).unwrap();
        let d = Drawing::new("d", &parse_dot(&text, 1000).unwrap()).unwrap();
        check_drawing(&d, &d.whole());
    }
}

/// On a tree, Geography from a node is tokens on the tree's edges directed away from it
/// (the node left is erased, and a tree has no other way back).
#[test]
fn geography_on_random_trees_is_tokens_walking_away() {
    use sg::board::Geography;
    let mut random = Random(1045);
    for _ in 0..60 {
        let n = random.range(1, 9);
        let parents: Vec<u64> = (1..n).map(|v| random.range(0, v - 1)).collect();
        let mut undirected = String::from("graph {");
        for v in 0..n {
            undirected += &format!(" {v};");
        }
        for (i, p) in parents.iter().enumerate() {
            undirected += &format!(" {p} -- {};", i + 1);
        }
        undirected += " }";
        let geography = Geography::new(TokenBoard::new("g", &parse_dot(&undirected, 100).unwrap()));
        let mut search = Analyzer::new(&geography, 1_000_000);
        for start in 0..n {
            // The tree directed away from `start`.
            let mut directed = String::from("digraph {");
            let mut reached = vec![start];
            let mut next = 0;
            while next < reached.len() {
                let v = reached[next];
                next += 1;
                for (i, &p) in parents.iter().enumerate() {
                    let c = i as u64 + 1;
                    for (a, b) in [(p, c), (c, p)] {
                        if a == v && !reached.contains(&b) {
                            reached.push(b);
                            directed += &format!(" {a} -> {b};");
                        }
                    }
                }
            }
            directed += &format!(" {start}; }}");
            let tokens = TokenBoard::new("t", &parse_dot(&directed, 100).unwrap());
            let at = tokens.node(&start.to_string()).unwrap();
            assert_eq!(
                search.value(&vec![start as u32]).unwrap(),
                Analyzer::new(&tokens, 1_000_000).value(&vec![at]).unwrap(),
                "from {start} on {undirected}"
            );
        }
    }
}
