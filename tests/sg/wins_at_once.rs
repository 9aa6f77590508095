//! Moves that win at once (`move … wins`): every small sum of two games written with such a
//! move, answered through the front door, against a plain recursion over the game as its
//! rules say it (every move kept, a `wins` move ending play with its player the winner,
//! no Sprague–Grundy reduction): outcome, remoteness, the winning moves (where each leads),
//! and the Grundy value given exactly where no component can be won at once.

use std::collections::HashMap;

use sg::door::{Answer, Door, Limits};
use sg::engine::Outcome;
use sg::game::PositionView;
use sg::ir::Play;
use sg::{Source, parse_components};

/// A component and what a move from it does.
trait Rules {
    /// The components each ordinary move from `c` leaves.
    fn moves(&self, c: &[u64]) -> Vec<Vec<Vec<u64>>>;
    /// How many moves from `c` win at once.
    fn wins(&self, c: &[u64]) -> usize;
}

/// The Cutting game as the judge says it (POJ 2311): cut a w x h sheet in two; whoever cuts
/// out a 1 x 1 piece wins (one win for each way to cut one out).
struct Cutting;

impl Rules for Cutting {
    fn moves(&self, c: &[u64]) -> Vec<Vec<Vec<u64>>> {
        let (w, h) = (c[0], c[1]);
        let mut moves = Vec::new();
        for x in 1..w {
            moves.push(vec![vec![x, h], vec![w - x, h]]);
        }
        for y in 1..h {
            moves.push(vec![vec![w, y], vec![w, h - y]]);
        }
        moves
    }

    fn wins(&self, c: &[u64]) -> usize {
        usize::from(c[0].min(c[1]) == 1 && c[0].max(c[1]) >= 2)
    }
}

const CUTTING: &str = "game \"Cutting\"
component w, h
move choose x in 1..w - 1 to (x, h) (w - x, h)
move choose y in 1..h - 1 to (w, y) (w, h - y)
move wins where min(w, h) == 1 and max(w, h) >= 2
";

/// A row of n counters: take 1 or 2 from an end, or split it in two rows by taking one
/// inside; a row whose length is 3 mod 5 may be cashed in for the win, by taking 1 or 2
/// (two ways to win).
struct Jackpot;

impl Rules for Jackpot {
    fn moves(&self, c: &[u64]) -> Vec<Vec<Vec<u64>>> {
        let n = c[0];
        let mut moves = Vec::new();
        for k in 1..=n.min(2) {
            moves.push(if n == k { vec![] } else { vec![vec![n - k]] });
        }
        for a in 1..n.saturating_sub(1) {
            moves.push(vec![vec![a], vec![n - 1 - a]]);
        }
        moves
    }

    fn wins(&self, c: &[u64]) -> usize {
        if c[0] % 5 == 3 { 2 } else { 0 }
    }
}

const JACKPOT: &str = "game \"Jackpot\"
component n
move choose k in 1..min(n, 2) to (n - k) where n > k
move choose k in 1..min(n, 2) to nothing where n == k
move choose a in 1..n - 2 to (a) (n - 1 - a)
move choose k in 1..2 wins where n % 5 == 3
";

/// Outcome and remoteness of sums of components by the rules alone.
struct Recursion<'r> {
    rules: &'r dyn Rules,
    found: HashMap<Vec<Vec<u64>>, (bool, u32)>,
}

/// A position in one order (a sum's components are unordered).
fn sorted(mut position: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    position.sort();
    position
}

impl Recursion<'_> {
    /// The positions each ordinary move leads to.
    fn options(&self, position: &[Vec<u64>]) -> Vec<Vec<Vec<u64>>> {
        let mut options = Vec::new();
        for (i, c) in position.iter().enumerate() {
            for left in self.rules.moves(c) {
                let mut after = position.to_vec();
                after.remove(i);
                after.extend(left);
                options.push(sorted(after));
            }
        }
        options
    }

    fn wins(&self, position: &[Vec<u64>]) -> usize {
        position.iter().map(|c| self.rules.wins(c)).sum()
    }

    /// Whether the player to move wins, and the remoteness (a win at once: 1).
    fn solve(&mut self, position: &[Vec<u64>]) -> (bool, u32) {
        let key = sorted(position.to_vec());
        if let Some(&known) = self.found.get(&key) {
            return known;
        }
        let answer = if self.wins(position) > 0 {
            (true, 1)
        } else {
            let mut win: Option<u32> = None;
            let mut lose: Option<u32> = None;
            for after in self.options(position) {
                let (won, steps) = self.solve(&after);
                if won {
                    lose = Some(lose.map_or(steps, |l| l.max(steps)));
                } else {
                    win = Some(win.map_or(steps, |w| w.min(steps)));
                }
            }
            match (win, lose) {
                (Some(w), _) => (true, w + 1),
                (None, Some(l)) => (false, l + 1),
                (None, None) => (false, 0),
            }
        };
        self.found.insert(key, answer);
        answer
    }
}

fn components(view: &PositionView) -> Vec<Vec<u64>> {
    match view {
        PositionView::Numbers(numbers) => numbers.iter().map(|&n| vec![n]).collect(),
        PositionView::Components(components) => components.clone(),
        other => panic!("not components: {other:?}"),
    }
}

fn check(text: &str, rules: &dyn Rules, singles: &[Vec<u64>]) {
    let game = parse_components(&Source::new("wins.game", text), &[])
        .expect("a game of components")
        .expect("the game is read");
    let mut recursion = Recursion {
        rules,
        found: HashMap::new(),
    };
    let mut positions: Vec<Vec<Vec<u64>>> = singles.iter().map(|c| vec![c.clone()]).collect();
    for (i, a) in singles.iter().enumerate() {
        for b in &singles[i..] {
            positions.push(vec![a.clone(), b.clone()]);
        }
    }
    let mut won_at_once = 0;
    for position in positions {
        let label = format!("{position:?}");
        let mut door =
            Door::of_game(&game, position.clone(), Play::Normal, &Limits::default()).unwrap();
        let Answer::One(report) = door.answer(0).unwrap() else {
            panic!("one game");
        };
        let (won, steps) = recursion.solve(&position);
        let outcome = if won { Outcome::N } else { Outcome::P };
        assert_eq!(report.outcome, outcome, "{label}");
        assert_eq!(report.remoteness, Some(u64::from(steps)), "{label}");
        // Where each winning move leads: nothing for a win at once.
        let mut expected: Vec<Vec<Vec<u64>>> = vec![vec![]; recursion.wins(&position)];
        for after in recursion.options(&position) {
            if !recursion.solve(&after).0 {
                expected.push(after);
            }
        }
        expected.sort();
        let mut listed: Vec<Vec<Vec<u64>>> = report
            .winning_moves
            .iter()
            .map(|m| sorted(components(m.to.as_ref().expect("a small position"))))
            .collect();
        listed.sort();
        assert_eq!(listed, expected, "{label}");
        if recursion.wins(&position) > 0 {
            won_at_once += 1;
            assert_eq!(report.grundy, None, "{label}");
        } else {
            assert_eq!(report.grundy == Some(0), !won, "{label}");
        }
    }
    assert!(won_at_once > 0, "some position can be won at once");
}

#[test]
fn the_cutting_game_as_the_judge_says_it_agrees_with_the_recursion() {
    let singles: Vec<Vec<u64>> = (1..=5)
        .flat_map(|w| (1..=5).map(move |h| vec![w, h]))
        .collect();
    check(CUTTING, &Cutting, &singles);
}

#[test]
fn a_game_with_two_ways_to_win_at_once_agrees_with_the_recursion() {
    let singles: Vec<Vec<u64>> = (0..=14).map(|n| vec![n]).collect();
    check(JACKPOT, &Jackpot, &singles);
}

#[test]
fn a_move_that_wins_at_once_is_refused_in_misere_play_in_compounds_and_in_sums() {
    let misere = format!("{CUTTING}play misere\n");
    let error = parse_components(&Source::new("wins.game", misere.as_str()), &[])
        .expect("a game of components")
        .expect_err("refused");
    assert!(
        error.to_string().contains("normal play of a sum"),
        "{error}"
    );
    let compound = format!("{CUTTING}compound conjunctive\n");
    let error = parse_components(&Source::new("wins.game", compound.as_str()), &[])
        .expect("a game of components")
        .expect_err("refused");
    assert!(
        error.to_string().contains("a compound plays several games"),
        "{error}"
    );
}

#[test]
fn the_command_line_refuses_wins_at_once_in_misere_play_and_beside_other_games() {
    let dir = crate::support::scratch("wins_at_once_refused");
    let cutting = crate::support::write(&dir, "cutting.game", CUTTING);
    let nim = crate::support::write(&dir, "nim.game", "game \"Nim\"\nmove take 1..\n");
    let run = crate::support::sg(&["solve", &cutting, "2,2", "--misere"]);
    crate::support::assert_refused(&run, "read in normal play only");
    let run = crate::support::sg(&["solve", &cutting, "2,2", "+", &nim, "3"]);
    crate::support::assert_refused(&run, "not added to other games");
    // Alone, the Cutting game's sample: 2,2 and 3,2 lost, 4,2 won.
    for (position, outcome) in [("2,2", "P"), ("3,2", "P"), ("4,2", "N")] {
        let run = crate::support::sg(&["solve", &cutting, position, "--outcome-only"]);
        assert!(
            run.stdout.contains(&format!("outcome: {outcome}")),
            "{}",
            run.stdout
        );
    }
}
