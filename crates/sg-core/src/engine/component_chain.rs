//! Chains: games of components whose every move changes one coordinate, the same one for
//! every rule, to a range of values while the others stay — `move choose k in 1..min(c *
//! c, s - c) to (s, c + k)` (stone boxes), `to (n - k)`, `to (k)` — with conditions on the
//! coordinates alone. The components that share the other coordinates form a line, and a
//! component's options are the values in one window of that line per rule, all on the
//! side the moves go. So the values along a line are computed from its far end back, the
//! windows' ends moving as the component does, their values kept as counts
//! ([`WindowCounts`]): O(length) for a line whose windows' ends move one way (stone boxes:
//! both ends go down with c), where the search visits every option of every component.
//!
//! A line falls outside (the memoized search answers it, with its errors located) when a
//! move would go both ways or stay, would leave a coordinate outside 0..2^64 − 1, an
//! expression fails to evaluate, or the line is longer than the limit on stored values.
//! docs/LANGUAGE.md states the rule.

use hashbrown::{HashMap, HashSet};

use super::window_counts::WindowCounts;
use crate::ir::ComponentGame;
use crate::ir::components::ReplaceRule;
use crate::ir::{ArithOp, Expr};

/// How a rule sets the coordinate that moves from its value x and the chosen k.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// To k.
    To,
    /// To x + k.
    Up,
    /// To x − k.
    Down,
}

/// One rule of a chain: `choose k in low..high to (…, step, …) where conditions`.
#[derive(Debug, Clone)]
struct ChainRule {
    low: Expr,
    high: Expr,
    step: Step,
    /// The conditions, on the coordinates alone.
    conditions: Vec<Expr>,
}

/// The values of one line, from the component it was computed for onwards: `values[i]`
/// is the component `i` steps away in the direction the moves go.
#[derive(Debug, Clone)]
struct Line {
    start: u64,
    up: bool,
    values: Vec<u32>,
}

impl Line {
    /// The value of the component whose moving coordinate is `x`, if the line holds it.
    fn value(&self, x: u64) -> Option<u64> {
        let i = if self.up {
            x.checked_sub(self.start)?
        } else {
            self.start.checked_sub(x)?
        };
        self.values
            .get(usize::try_from(i).ok()?)
            .map(|&v| u64::from(v))
    }
}

/// A component's moves as windows of its line: for each rule, the values of the moving
/// coordinate it reaches (empty when the rule gives no move).
type Windows = Vec<Option<(u64, u64)>>;

/// The values of a chain's components, line by line, kept for the next question.
pub(crate) struct ChainValues<'g> {
    game: &'g ComponentGame,
    /// The coordinate that moves.
    coordinate: usize,
    rules: Vec<ChainRule>,
    /// Each line computed, by its component with the moving coordinate set to 0.
    lines: HashMap<Vec<u64>, Line>,
    /// The components whose line falls outside the chain.
    outside: HashSet<Vec<u64>>,
    /// The longest line computed.
    limit: u64,
}

impl<'g> ChainValues<'g> {
    /// The chain of `game`, if every rule is a chain rule on one coordinate; lines of at
    /// most `limit` components.
    pub(crate) fn new(game: &'g ComponentGame, limit: u64) -> Option<ChainValues<'g>> {
        let dimension = game.dimension();
        let mut coordinate = None;
        let mut rules = Vec::new();
        for rule in &game.rules {
            let (moved, chain_rule) = chain_rule(rule, dimension)?;
            if coordinate.is_some_and(|c| c != moved) {
                return None;
            }
            coordinate = Some(moved);
            rules.push(chain_rule);
        }
        Some(ChainValues {
            game,
            coordinate: coordinate?,
            rules,
            lines: HashMap::new(),
            outside: HashSet::new(),
            limit,
        })
    }

    /// G of `component`, or `None` when its line falls outside the chain (module note).
    pub(crate) fn value(&mut self, component: &[u64]) -> Option<u64> {
        let x = component[self.coordinate];
        let key = self.line_key(component);
        if let Some(value) = self.lines.get(&key).and_then(|line| line.value(x)) {
            return Some(value);
        }
        if self.outside.contains(component) {
            return None;
        }
        let Some(line) = self.line(component) else {
            self.outside.insert(component.to_vec());
            return None;
        };
        let value = line.value(x);
        self.lines.insert(key, line);
        value
    }

    /// The moves of `component` to components of value `target`, in the order of the
    /// game's move path (rule by rule, k rising): `visit(rule, k)` for each until it
    /// returns false, and how many there are in all; `None` when the line falls outside.
    pub(crate) fn moves_to(
        &mut self,
        component: &[u64],
        target: u64,
        visit: &mut dyn FnMut(usize, i128) -> bool,
    ) -> Option<u64> {
        self.value(component)?;
        let line = &self.lines[&self.line_key(component)];
        let x = component[self.coordinate];
        let mut vars: Vec<i128> = component.iter().map(|&c| i128::from(c)).collect();
        let windows = self.windows(&mut vars, x)?;
        let mut count = 0;
        let mut listing = true;
        for (index, (rule, window)) in self.rules.iter().zip(windows).enumerate() {
            let Some((low, high)) = window else { continue };
            // The chosen k runs up; the coordinate reached runs up for To and Up, down for Down.
            let reached: Box<dyn Iterator<Item = u64>> = match rule.step {
                Step::Down => Box::new((low..=high).rev()),
                _ => Box::new(low..=high),
            };
            for y in reached {
                if line.value(y)? == target {
                    count += 1;
                    if listing {
                        let k = match rule.step {
                            Step::To => i128::from(y),
                            Step::Up => i128::from(y) - i128::from(x),
                            Step::Down => i128::from(x) - i128::from(y),
                        };
                        listing = visit(index, k);
                    }
                }
            }
        }
        Some(count)
    }

    /// The component with its moving coordinate set to 0: the line's name.
    fn line_key(&self, component: &[u64]) -> Vec<u64> {
        let mut key = component.to_vec();
        key[self.coordinate] = 0;
        key
    }

    /// The windows of the component `vars` (its coordinates, the moving one set to `x`):
    /// `None` when an expression fails or a value reached is outside 0..2^64 − 1.
    fn windows(&self, vars: &mut [i128], x: u64) -> Option<Windows> {
        vars[self.coordinate] = i128::from(x);
        let x = i128::from(x);
        let mut windows = Vec::with_capacity(self.rules.len());
        for rule in &self.rules {
            let mut holds = true;
            for condition in &rule.conditions {
                holds &= condition.value(vars).ok()? != 0;
            }
            let (low, high) = (rule.low.value(vars).ok()?, rule.high.value(vars).ok()?);
            if !holds || low > high {
                windows.push(None);
                continue;
            }
            let (from, to) = match rule.step {
                Step::To => (low, high),
                Step::Up => (x.checked_add(low)?, x.checked_add(high)?),
                Step::Down => (x.checked_sub(high)?, x.checked_sub(low)?),
            };
            windows.push(Some((u64::try_from(from).ok()?, u64::try_from(to).ok()?)));
        }
        Some(windows)
    }

    /// The values of the line of `component` from it onwards, or `None` when the line
    /// falls outside the chain.
    fn line(&self, component: &[u64]) -> Option<Line> {
        let start = component[self.coordinate];
        let mut vars: Vec<i128> = component.iter().map(|&c| i128::from(c)).collect();
        vars.resize(self.game.names.len().max(vars.len()), 0);
        // The windows of each component of the line, as steps from `start`, out to the
        // farthest reached; the direction from the first move found.
        let mut up: Option<bool> = None;
        let mut steps: Vec<Option<(u64, u64)>> = Vec::new();
        let mut reach = 0u64;
        let mut i = 0u64;
        while i <= reach {
            if i >= self.limit {
                return None;
            }
            let x = if up == Some(false) {
                start.checked_sub(i)?
            } else {
                start.checked_add(i)?
            };
            for window in self.windows(&mut vars, x)? {
                let Some((from, to)) = window else {
                    steps.push(None);
                    continue;
                };
                let direction = *up.get_or_insert(from > x);
                let (near, far) = match direction {
                    true if from > x => (from - start, to - start),
                    false if to < x => (start - to, start - from),
                    _ => return None,
                };
                reach = reach.max(far);
                steps.push(Some((near, far)));
            }
            i += 1;
        }
        let values = line_values(&steps, self.rules.len(), reach)?;
        Some(Line {
            start,
            up: up.unwrap_or(true),
            values,
        })
    }
}

/// The values of a line of `reach + 1` components from its windows (`rules` per
/// component, as steps from the start, each beyond its own component), from the far end
/// back, the windows' values kept as counts.
fn line_values(steps: &[Option<(u64, u64)>], rules: usize, reach: u64) -> Option<Vec<u32>> {
    let len = usize::try_from(reach).ok()?.checked_add(1)?;
    let mut values = vec![0u32; len];
    let mut counts = WindowCounts::default();
    // Each rule's window as it stands: the components counted, `None` when empty.
    let mut current: Vec<Option<(usize, usize)>> = vec![None; rules];
    for i in (0..len).rev() {
        for (r, held) in current.iter_mut().enumerate() {
            let wanted = steps[i * rules + r].map(|(a, b)| (a as usize, b as usize));
            move_window(&mut counts, &values, held, wanted);
        }
        values[i] = u32::try_from(counts.mex()).ok()?;
    }
    Some(values)
}

/// Moves the window `held` of `values` to `wanted`, adding and removing values at its
/// ends (all of it when the two do not overlap).
fn move_window(
    counts: &mut WindowCounts,
    values: &[u32],
    held: &mut Option<(usize, usize)>,
    wanted: Option<(usize, usize)>,
) {
    match (*held, wanted) {
        (Some((a, b)), Some((lo, hi))) if a <= hi && lo <= b => {
            for v in &values[lo..a.max(lo)] {
                counts.add(*v);
            }
            for v in &values[a..lo.max(a)] {
                counts.remove(*v);
            }
            for v in &values[(b + 1).min(hi + 1)..=hi] {
                counts.add(*v);
            }
            for v in &values[(hi + 1).min(b + 1)..=b] {
                counts.remove(*v);
            }
        }
        _ => {
            if let Some((a, b)) = *held {
                values[a..=b].iter().for_each(|&v| counts.remove(v));
            }
            if let Some((lo, hi)) = wanted {
                values[lo..=hi].iter().for_each(|&v| counts.add(v));
            }
        }
    }
    *held = wanted;
}

/// The coordinate a rule moves and the rule as a chain rule, if it is one: one number
/// chosen in a range of the coordinates, one component left, every coordinate but one as
/// it was and that one k, x + k or x − k, conditions on the coordinates alone.
fn chain_rule(rule: &ReplaceRule, dimension: usize) -> Option<(usize, ChainRule)> {
    let [choice] = rule.choose.as_slice() else {
        return None;
    };
    let [target] = rule.targets.as_slice() else {
        return None;
    };
    let k = choice.slot;
    let ranges_on_coordinates =
        (dimension..rule.names.len()).all(|slot| !choice.low.uses(slot) && !choice.high.uses(slot));
    if target.each.is_some()
        || target.coordinates.len() != dimension
        || !ranges_on_coordinates
        || rule.conditions.iter().any(|(needs, _)| *needs > 0)
    {
        return None;
    }
    let mut moved = None;
    for (i, expr) in target.coordinates.iter().enumerate() {
        if *expr == Expr::Var(i) {
            continue;
        }
        let step = match expr {
            Expr::Var(v) if *v == k => Step::To,
            Expr::Arith(first, rest) => match (first.as_ref(), rest.as_slice()) {
                (Expr::Var(a), [(ArithOp::Add, Expr::Var(b))])
                    if (*a, *b) == (i, k) || (*a, *b) == (k, i) =>
                {
                    Step::Up
                }
                (Expr::Var(a), [(ArithOp::Subtract, Expr::Var(b))]) if (*a, *b) == (i, k) => {
                    Step::Down
                }
                _ => return None,
            },
            _ => return None,
        };
        if moved.replace((i, step)).is_some() {
            return None;
        }
    }
    let (coordinate, step) = moved?;
    Some((
        coordinate,
        ChainRule {
            low: choice.low.clone(),
            high: choice.high.clone(),
            step,
            conditions: rule.conditions.iter().map(|(_, e)| e.clone()).collect(),
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::analysis::Method;
    use crate::engine::component_theory::ComponentTheorySolver;
    use crate::engine::heap_values::random_source;
    use crate::engine::{Analyzer, PositionSolver};
    use crate::ir::components::game_of as game;

    /// Each of `components` valued by the chain and by the component search: the same
    /// value wherever the chain gives one, which it does for most (a line falls outside
    /// where a move on it would leave a negative coordinate, an error for the search too
    /// when that component is reachable).
    fn assert_chain_matches_search(game: &ComponentGame, components: &[Vec<u64>]) {
        let mut chain = ChainValues::new(game, 1 << 20).expect("a chain");
        let mut search = Analyzer::new(game, 1 << 24);
        let mut answered = 0;
        for component in components {
            if let Some(value) = chain.value(component) {
                answered += 1;
                assert_eq!(
                    Ok(value),
                    search.value(&vec![component.clone()]),
                    "{component:?}"
                );
            }
        }
        assert!(
            2 * answered >= components.len(),
            "{answered} of {} answered in\n{game}",
            components.len()
        );
    }

    /// Stone boxes on every capacity up to 60 and every count of stones.
    #[test]
    fn stone_boxes_match_the_component_search_on_every_small_capacity() {
        let game = game("component s, c\nmove choose k in 1..min(c * c, s - c) to (s, c + k)");
        let boxes: Vec<Vec<u64>> = (0..=60)
            .flat_map(|s| (0..=s).map(move |c| vec![s, c]))
            .collect();
        let mut chain = ChainValues::new(&game, 1 << 20).expect("a chain");
        let mut search = Analyzer::new(&game, 1 << 24);
        for component in &boxes {
            assert_eq!(
                chain.value(component),
                Some(search.value(&vec![component.clone()]).unwrap()),
                "{component:?}"
            );
        }
    }

    /// Random chain rules (up, down and to a range; one rule or two; conditions on the
    /// coordinates), every component of a small box, against the component search.
    #[test]
    fn random_chains_match_the_component_search() {
        let mut random = random_source(0xC4A1_u64);
        for round in 0..40 {
            let mut number = |top: u64| 1 + random() % top;
            let (a, b, d) = (number(3), number(4), number(3) + 1);
            let rules = match round % 4 {
                0 => format!("component n\nmove choose k in {a}..min(n, n / {d} + {b}) to (n - k)"),
                1 => format!(
                    "component s, c\nmove choose k in {a}..min(c + {b}, s - c) to (s, c + k)\nmove choose k in {b}..min(s - c, {d} * c + 1) to (s, c + k) where c % 2 == 0"
                ),
                2 => format!(
                    "component x, y\nmove choose k in 0..x - 1 to (k, y) where x % {d} != 0 or y > {a}"
                ),
                _ => format!(
                    "component n, m\nmove choose k in 1..min(n, {b} * m) to (n - k, m)\nmove choose k in {a}..n / {d} to (n - k, m) where m % 2 == 0"
                ),
            };
            let game = game(&rules);
            let components: Vec<Vec<u64>> = match game.dimension() {
                1 => (0..120).map(|n| vec![n]).collect(),
                _ => (0..40)
                    .flat_map(|x| (0..12).map(move |y| vec![x, y]))
                    .collect(),
            };
            assert_chain_matches_search(&game, &components);
        }
    }

    /// Sums of stone boxes: the chain's value and winning moves are the search's.
    #[test]
    fn sums_of_chains_have_the_searched_winning_moves() {
        let game = game("component s, c\nmove choose k in 1..min(c * c, s - c) to (s, c + k)");
        let mut random = random_source(0xB0C5);
        let mut chains = ComponentTheorySolver::new(&game, 1 << 24).with_max_moves(usize::MAX);
        let mut search = Analyzer::new(&game, 1 << 24).with_max_moves(usize::MAX);
        for _ in 0..200 {
            let position: Vec<Vec<u64>> = (0..1 + random() % 5)
                .map(|_| {
                    let s = random() % 50;
                    vec![s, random() % (s + 1)]
                })
                .collect();
            let fast = PositionSolver::analyse(&mut chains, &position).unwrap();
            let plain = search.analyse(&position).unwrap();
            assert_eq!(fast.grundy, plain.grundy, "{position:?}");
            // The moves alike; the chain also says which component each changes, which
            // the plain search leaves out.
            let moves = |found: &crate::engine::MoveList| {
                let listed: Vec<_> = found
                    .listed
                    .iter()
                    .map(|m| (m.to.clone(), m.description.clone(), m.count))
                    .collect();
                (found.total, listed)
            };
            assert_eq!(
                moves(&fast.winning_moves),
                moves(&plain.winning_moves),
                "{position:?}"
            );
            assert!(
                fast.winning_moves
                    .listed
                    .iter()
                    .all(|m| m.changes.len() == 1 && m.changes[0].at < position.len()),
                "{position:?}"
            );
        }
        assert_eq!(PositionSolver::method(&chains), Method::Chain);
    }

    #[test]
    fn rules_outside_a_chain_are_not_chains() {
        for rules in [
            // Two coordinates move.
            "component a, b\nmove choose k in 1..a to (a - k, b + 1)",
            // Two rules on different coordinates.
            "component a, b\nmove choose k in 1..a to (a - k, b)\nmove choose k in 1..b to (a, b - k)",
            // A condition on k.
            "component n\nmove choose k in 1..n to (n - k) where k % 2 == 0",
            // Two components left.
            "component n\nmove choose k in 1..n - 1 to (k) (n - k)",
        ] {
            assert!(ChainValues::new(&game(rules), 100).is_none(), "{rules}");
        }
    }
}
