//! Random small games written in the language, solved by the engine and by the reference
//! search: the same outcome, Grundy value and winning moves on every position up to a
//! bound. Octal codes, subtraction sets, `where` conditions, two-heap rules (`from all`,
//! Moore-like), ordered shifts. A fixed seed makes every run the same.

use sg::engine::{DEFAULT_MAX_STATES, Solver};
use sg::ir::{Action, Parts};

use crate::brute_force::BruteForce;
use crate::support::{all_positions, parse};

/// SplitMix64: a small, fixed pseudo-random sequence.
pub(crate) struct Random(pub u64);

impl Random {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in low..=high.
    pub(crate) fn range(&mut self, low: u64, high: u64) -> u64 {
        low + self.next() % (high - low + 1)
    }

    pub(crate) fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    /// A set of takes: a range, an open range or a list, as the language writes them.
    fn takes(&mut self) -> String {
        match self.range(0, 2) {
            0 => {
                let low = self.range(1, 3);
                format!("{low}..{}", low + self.range(0, 3))
            }
            1 => format!("{}..", self.range(1, 3)),
            _ => {
                let mut items: Vec<u64> = (0..self.range(1, 3)).map(|_| self.range(1, 6)).collect();
                items.sort_unstable();
                items.dedup();
                let words: Vec<String> = items.iter().map(u64::to_string).collect();
                format!("{{{}}}", words.join(", "))
            }
        }
    }

    /// A `where` condition on k and n, or nothing.
    fn condition(&mut self) -> String {
        let c = self.range(1, 3);
        match self.range(0, 5) {
            0 => format!(" where k <= n / {}", c + 1),
            1 => format!(" where k % {} == 1", c + 1),
            2 => format!(" where n % {} != 0", c + 1),
            3 => format!(" where not (k == {c} and n > {})", c + 2),
            _ => String::new(),
        }
    }

    fn octal_code(&mut self) -> String {
        let digits = self.range(1, 3);
        let mut code: String = (0..digits)
            .map(|_| char::from(b'0' + self.range(0, 7) as u8))
            .collect();
        if code.chars().all(|c| c == '0') {
            code.push('3');
        }
        let before = if self.chance(20) { "4" } else { "0" };
        format!("{before}.{code}")
    }
}

/// One random game: its rule text and the positions to check.
pub(crate) fn random_game(random: &mut Random, family: u64) -> (String, Vec<Vec<u64>>) {
    let sum_positions = || {
        let mut positions: Vec<Vec<u64>> = (0..=14).map(|n| vec![n]).collect();
        positions.extend(all_positions(2, 7));
        positions.extend(all_positions(3, 3));
        positions
    };
    match family {
        0 => (
            format!("move octal {}\n", random.octal_code()),
            sum_positions(),
        ),
        1 => (
            format!("move take {}{}\n", random.takes(), random.condition()),
            sum_positions(),
        ),
        2 => (
            format!(
                "move take {}{}\nmove take {} leave {}{}{}\n",
                random.takes(),
                random.condition(),
                random.takes(),
                ["0..2", "2", "1..2", "3", "1..3"][random.range(0, 4) as usize],
                if random.chance(40) { " unequal" } else { "" },
                random.condition()
            ),
            sum_positions(),
        ),
        3 => (
            format!(
                "heaps 2\nmove take {}{}\nmove take {} from all{}\n",
                random.takes(),
                random.condition(),
                random.takes(),
                random.condition()
            ),
            all_positions(2, 12),
        ),
        4 => {
            let heaps = if random.chance(50) { "any" } else { "3" };
            let rules = format!(
                "heaps {heaps}\nmove take {} from 1..{} heaps{}\n",
                random.takes(),
                random.range(2, 3),
                random.condition()
            );
            let positions = if heaps == "any" {
                (1..=3).flat_map(|h| all_positions(h, 5)).collect()
            } else {
                all_positions(3, 5)
            };
            (rules, positions)
        }
        _ => {
            let mut rules = format!(
                "heaps ordered\nmove shift {} by {}{}\n",
                random.takes(),
                random.range(1, 2),
                random.condition()
            );
            if random.chance(50) {
                rules += &format!("move take {}\n", random.takes());
            }
            let positions = (1..=3).flat_map(|h| all_positions(h, 4)).collect();
            (rules, positions)
        }
    }
}

#[test]
fn engine_agrees_with_the_reference_search_on_random_games() {
    let mut random = Random(2024);
    for round in 0..90 {
        let (rules, positions) = random_game(&mut random, round % 6);
        let text = format!("game \"random {round}\"\n{rules}");
        let game = parse(&text);
        let mut solver = Solver::new(&game, DEFAULT_MAX_STATES);
        let mut brute = BruteForce::new(&game);
        for position in &positions {
            let analysis = solver.analyse(position).expect("analysed");
            let context = format!("{text}position {position:?}, {}", solver.method());
            brute.check(position, &analysis, &context);
        }
    }
}

/// Actions near `action`: other takes, other parts, other heaps.
fn neighbours(action: &Action) -> Vec<Action> {
    let mut near = Vec::new();
    match action {
        Action::TakeBreak { heap, taken, parts } => {
            let parts = parts.as_slice();
            for taken in [taken.wrapping_sub(1), taken + 1] {
                near.push(Action::TakeBreak {
                    heap: *heap,
                    taken,
                    parts: Parts::new(parts),
                });
            }
            if let [a, b] = *parts {
                // The same tokens left as two equal heaps, or as one.
                let halves = (a + b) / 2;
                near.push(Action::TakeBreak {
                    heap: *heap,
                    taken: *taken + (a + b) % 2,
                    parts: Parts::new(&[halves, halves]),
                });
            }
            if let Some((&last, rest)) = parts.split_last() {
                let mut fewer = rest.to_vec();
                if let Some(first) = fewer.first_mut() {
                    *first += last;
                }
                near.push(Action::TakeBreak {
                    heap: *heap,
                    taken: *taken,
                    parts: Parts::new(&fewer),
                });
            }
            near.push(Action::TakeBreak {
                heap: heap + 1,
                taken: *taken,
                parts: Parts::new(parts),
            });
        }
        Action::FromAll { taken } => {
            near.push(Action::FromAll { taken: taken + 1 });
            near.push(Action::FromAll { taken: 0 });
        }
        Action::FromSeveral { takes } => {
            let mut more = takes.clone();
            more[0].1 += 1;
            near.push(Action::FromSeveral { takes: more });
            near.push(Action::FromSeveral {
                takes: takes[1..].to_vec(),
            });
        }
        Action::Shift { from, to, moved } => {
            near.push(Action::Shift {
                from: *from,
                to: *to,
                moved: moved + 1,
            });
            near.push(Action::Shift {
                from: from + 1,
                to: to.map(|t| t + 1),
                moved: *moved,
            });
        }
    }
    near
}

/// A move made by the checked constructor is exactly a move of the generator: every
/// generated move is rebuilt with the same rule and position, and actions near them are
/// accepted exactly when the generator has them too.
#[test]
fn checked_moves_are_the_generated_moves() {
    let mut random = Random(4242);
    for round in 0..90 {
        let (rules, positions) = random_game(&mut random, round % 6);
        let text = format!("game \"random {round}\"\n{rules}");
        let game = parse(&text);
        for position in positions.iter().filter(|p| p.iter().sum::<u64>() <= 10) {
            let moves = game.moves(position).expect("the rules evaluate");
            for mv in &moves {
                let rebuilt = game.checked_move(position, &mv.action).expect("evaluates");
                assert_eq!(rebuilt.as_ref(), Some(mv), "{text}{position:?}");
                for near in neighbours(&mv.action) {
                    let generated = moves.iter().find(|m| m.action == near);
                    let checked = game.checked_move(position, &near).expect("evaluates");
                    assert_eq!(checked.as_ref(), generated, "{text}{position:?} {near:?}");
                }
            }
        }
    }
}
