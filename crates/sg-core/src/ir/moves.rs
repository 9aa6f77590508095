//! Move generation: the rules of a [`Game`] applied to a position. A position is the list
//! of heap sizes as given; the generator keeps that order (the engine canonicalises where
//! heaps are interchangeable). Nothing here recurses on the input: combinations of heaps
//! are enumerated with an explicit odometer. [`Game::try_for_each_move`] lets the caller
//! stop early, so a position with very many moves costs only what the caller looks at.
//!
//! Take-and-break rules are applied together, one take at a time: for each k, what every
//! rule allows (its leave counts, whether equal parts are allowed) is merged, so a move
//! that two overlapping rules allow is generated once, with the first rule that allows it,
//! and no set of moves seen is ever kept. Moves found otherwise (by a theorem) go through
//! [`Game::checked_move`], which applies every condition of the rules and checked
//! arithmetic: one way from a rule to a move.

use std::ops::ControlFlow;

use super::condition::{EvalError, EvalErrorKind};
use super::game::{Game, HeapLayout};
use super::number_set::NumberSet;
use super::rule::{Rule, RuleKind};

/// The heaps a take-and-break move leaves behind (0 to 3 of them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Parts {
    len: u8,
    sizes: [u64; 3],
}

impl Parts {
    /// The heaps left, at most three, in non-decreasing order.
    ///
    /// # Panics
    /// With more than three sizes: no move leaves more.
    pub fn new(sizes: &[u64]) -> Parts {
        assert!(sizes.len() <= 3, "a move leaves at most three heaps");
        let mut parts = Parts {
            len: sizes.len() as u8,
            sizes: [0; 3],
        };
        parts.sizes[..sizes.len()].copy_from_slice(sizes);
        parts
    }

    /// The heaps the move leaves, in order.
    pub fn as_slice(&self) -> &[u64] {
        &self.sizes[..usize::from(self.len)]
    }
}

/// What a move does, in terms of the position it is made in (heap indices are 0-based).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Action {
    /// Take `taken` tokens from heap `heap` and leave `parts` in its place.
    TakeBreak {
        /// The index of the heap taken from.
        heap: usize,
        /// How many tokens were taken.
        taken: u64,
        /// The heaps left in its place.
        parts: Parts,
    },
    /// Take `taken` tokens from every heap.
    FromAll {
        /// How many tokens are taken from each heap.
        taken: u64,
    },
    /// Take the given number of tokens from each of the given heaps.
    FromSeveral {
        /// (heap index, tokens taken) for each heap taken from.
        takes: Vec<(usize, u64)>,
    },
    /// Move `moved` tokens from heap `from` to heap `to` (`None`: off the board).
    Shift {
        /// The index of the heap the tokens leave.
        from: usize,
        /// The index of the heap they go to, `None` when they leave the game.
        to: Option<usize>,
        /// How many tokens move.
        moved: u64,
    },
}

/// Called with `(rule, action, next_position)` for each move; breaks to stop.
pub(crate) type MoveVisitor<'a> = dyn FnMut(usize, &Action, &[u64]) -> ControlFlow<()> + 'a;

/// A move and the position it leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// Index into the game's rules.
    pub rule: usize,
    /// What the move does.
    pub action: Action,
    /// The position after it.
    pub position: Vec<u64>,
}

impl Game {
    /// Calls `visit(rule, taken, parts)` for every option of a single heap of `n` tokens
    /// under the game's take-and-break rules (other rules are ignored), each once: `parts`
    /// are the non-empty heaps left, `rule` the first rule allowing the option. The work is
    /// proportional to the number of options.
    pub fn heap_options(
        &self,
        n: u64,
        visit: &mut dyn FnMut(usize, u64, &[u64]),
    ) -> Result<(), EvalError> {
        self.counted_heap_options(n, visit).map(|_| ())
    }

    /// [`Game::heap_options`], returning how many takes were tried (each checked against
    /// the rules' conditions, whether or not it gave an option): with the options, the
    /// work done.
    pub(crate) fn counted_heap_options(
        &self,
        n: u64,
        visit: &mut dyn FnMut(usize, u64, &[u64]),
    ) -> Result<u64, EvalError> {
        let merged = MergedTakes::of(self);
        let mut tried = 0;
        for k in merged.takes.iter_upto(n) {
            tried += 1;
            let allowed = merged.allowed(k, n, allowed)?;
            let _ = allowed.for_each_split(n - k, k == 0, &mut |rule, parts| {
                visit(rule, k, parts);
                ControlFlow::Continue(())
            });
        }
        Ok(tried)
    }

    /// The takes worth trying of the take-and-break rules, all together
    /// ([`Rule::takes_tried`]).
    pub(crate) fn take_break_takes(&self) -> NumberSet {
        MergedTakes::of(self).takes
    }

    /// Every move from `position`: the take-and-break moves heap by heap, then the other
    /// rules in order.
    pub fn moves(&self, position: &[u64]) -> Result<Vec<Move>, EvalError> {
        let mut moves = Vec::new();
        self.for_each_move(position, &mut |rule, action, next| {
            moves.push(Move {
                rule,
                action: action.clone(),
                position: next.to_vec(),
            })
        })?;
        Ok(moves)
    }

    /// Calls `visit(rule, action, next_position)` for every move from `position` once (as
    /// [`Game::moves`] orders them), reusing one buffer for the positions (no allocation
    /// per move except for moves on several heaps).
    pub fn for_each_move(
        &self,
        position: &[u64],
        visit: &mut dyn FnMut(usize, &Action, &[u64]),
    ) -> Result<(), EvalError> {
        self.try_for_each_move(position, &mut |rule, action, next| {
            visit(rule, action, next);
            ControlFlow::Continue(())
        })
        .map(|_| ())
    }

    /// Like [`Game::for_each_move`], but stops as soon as `visit` breaks (and says so).
    pub fn try_for_each_move(
        &self,
        position: &[u64],
        visit: &mut MoveVisitor,
    ) -> Result<ControlFlow<()>, EvalError> {
        let mut budget = Budget {
            left: MAX_MOVES_PER_POSITION,
        };
        // Every move counts against the budget too: splits give many moves per take.
        let mut over: Option<usize> = None;
        let mut moves_left = MAX_MOVES_PER_POSITION;
        let visit = &mut |index: usize, action: &Action, next: &[u64]| {
            if moves_left == 0 {
                over = Some(index);
                return ControlFlow::Break(());
            }
            moves_left -= 1;
            visit(index, action, next)
        };
        let flow = self.generate(position, &mut budget, visit)?;
        match over {
            Some(index) => Err(too_many_moves(&self.rules[index])),
            None => Ok(flow),
        }
    }

    /// The moves of every rule within `budget`: take-and-break moves merged heap by heap,
    /// then the other rules in order (a move that two such rules allow is visited once).
    fn generate(
        &self,
        position: &[u64],
        budget: &mut Budget,
        visit: &mut MoveVisitor,
    ) -> Result<ControlFlow<()>, EvalError> {
        let mut next: Vec<u64> = Vec::with_capacity(position.len() + 3);
        let merged = MergedTakes::of(self);
        if !merged.rules.is_empty() {
            for (heap, &size) in position.iter().enumerate() {
                next.clear();
                next.extend_from_slice(position);
                for k in merged.takes.iter_upto(size) {
                    let allowed =
                        merged.allowed(k, size, |rule, k, n| budget.allowed(rule, k, n))?;
                    let flow = allowed.for_each_split(size - k, k == 0, &mut |rule, parts| {
                        self.replace_heap(position, heap, parts, &mut next);
                        let action = Action::TakeBreak {
                            heap,
                            taken: k,
                            parts: Parts::new(parts),
                        };
                        visit(rule, &action, &next)
                    });
                    if flow.is_break() {
                        return Ok(flow);
                    }
                }
            }
        }
        // Other rules of one kind may overlap: their moves are visited once each.
        let mut seen = self.other_rules_may_repeat().then(hashbrown::HashSet::new);
        let visit = &mut |rule: usize, action: &Action, next: &[u64]| {
            let repeated = seen
                .as_mut()
                .is_some_and(|seen| !seen.insert(action.clone()));
            if repeated {
                ControlFlow::Continue(())
            } else {
                visit(rule, action, next)
            }
        };
        for (index, rule) in self.rules.iter().enumerate() {
            match &rule.kind {
                RuleKind::TakeBreak { .. } => {}
                RuleKind::FromAll { take } => {
                    let smallest = position.iter().copied().min().unwrap_or(0);
                    for k in take.iter_upto(smallest).filter(|&k| k > 0) {
                        if budget.allowed(rule, k, smallest)? {
                            next.clear();
                            next.extend(position.iter().map(|&h| h - k));
                            if visit(index, &Action::FromAll { taken: k }, &next).is_break() {
                                return Ok(ControlFlow::Break(()));
                            }
                        }
                    }
                }
                RuleKind::FromSeveral { .. } => {
                    if self
                        .several_heap_moves(index, position, budget, visit)?
                        .is_break()
                    {
                        return Ok(ControlFlow::Break(()));
                    }
                }
                RuleKind::Shift { take, distance } => {
                    for (from, &size) in position.iter().enumerate() {
                        let to = (from as u64).checked_sub(*distance).map(|t| t as usize);
                        for k in take.iter_upto(size).filter(|&k| k > 0) {
                            if !budget.allowed(rule, k, size)? {
                                continue;
                            }
                            let action = Action::Shift { from, to, moved: k };
                            shifted(rule, position, &action, &mut next)?;
                            if visit(index, &action, &next).is_break() {
                                return Ok(ControlFlow::Break(()));
                            }
                        }
                    }
                }
            }
        }
        Ok(ControlFlow::Continue(()))
    }

    /// Whether two rules other than take-and-break are of the same kind (and so may allow
    /// the same move).
    fn other_rules_may_repeat(&self) -> bool {
        // Shifts by different distances are different kinds (a distance may be u64::MAX).
        let kind = |r: &Rule| match r.kind {
            RuleKind::TakeBreak { .. } => None,
            RuleKind::FromAll { .. } => Some((0, 0)),
            RuleKind::FromSeveral { .. } => Some((1, 0)),
            RuleKind::Shift { distance, .. } => Some((2, distance)),
        };
        let kinds: Vec<(u8, u64)> = self.rules.iter().filter_map(kind).collect();
        (1..kinds.len()).any(|i| kinds[..i].contains(&kinds[i]))
    }

    /// The move `action` makes from `position`, with the first rule that allows it, or
    /// `None` when no rule does. Every condition of the rule is applied (`where`,
    /// `unequal`, the leave counts, the heaps a move may take from) and a heap that would
    /// grow past u64::MAX is an error, as in the generator: this is how moves found by a
    /// theorem rather than by enumeration are made.
    pub fn checked_move(
        &self,
        position: &[u64],
        action: &Action,
    ) -> Result<Option<Move>, EvalError> {
        let Some(rule) = self.rule_allowing(position, action)? else {
            return Ok(None);
        };
        Ok(Some(Move {
            rule,
            action: action.clone(),
            position: self.position_after(position, action),
        }))
    }

    /// The first rule that allows `action` from `position`, checked as
    /// [`Game::checked_move`] checks it, without building the position after it (in a
    /// sum of many heaps that copy is what a move costs).
    pub fn rule_allowing(
        &self,
        position: &[u64],
        action: &Action,
    ) -> Result<Option<usize>, EvalError> {
        for (index, rule) in self.rules.iter().enumerate() {
            if self.allows(rule, position, action)? {
                return Ok(Some(index));
            }
        }
        Ok(None)
    }

    /// The position after `action`, a move some rule allows from `position`
    /// ([`Game::rule_allowing`]).
    pub fn position_after(&self, position: &[u64], action: &Action) -> Vec<u64> {
        let mut next = position.to_vec();
        match action {
            Action::TakeBreak { heap, parts, .. } => {
                self.replace_heap(position, *heap, parts.as_slice(), &mut next)
            }
            Action::FromAll { taken } => next.iter_mut().for_each(|h| *h -= taken),
            Action::FromSeveral { takes } => self.apply_takes(position, takes, &mut next),
            Action::Shift { from, to, moved } => {
                next[*from] -= moved;
                if let Some(to) = to {
                    // Checked when the move was allowed.
                    next[*to] += moved;
                }
            }
        }
        next
    }

    /// Whether `rule` allows `action` from `position`.
    fn allows(&self, rule: &Rule, position: &[u64], action: &Action) -> Result<bool, EvalError> {
        let size = |heap: usize| position.get(heap).copied();
        match (&rule.kind, action) {
            (
                RuleKind::TakeBreak {
                    take,
                    leave,
                    unequal,
                },
                Action::TakeBreak { heap, taken, parts },
            ) => {
                let Some(n) = size(*heap) else {
                    return Ok(false);
                };
                let parts = parts.as_slice();
                let rest = parts
                    .iter()
                    .try_fold(0u64, |sum, &p| sum.checked_add(p).filter(|_| p > 0));
                let sorted = parts.windows(2).all(|w| w[0] <= w[1]);
                let distinct = parts.windows(2).all(|w| w[0] < w[1]);
                let fits = rest.is_some_and(|rest| taken.checked_add(rest) == Some(n));
                let shape_ok = take.contains(*taken)
                    && leave.allows(parts.len() as u64)
                    && fits
                    && sorted
                    && (!*unequal || distinct)
                    && (*taken > 0 || parts.len() >= 2)
                    && (self.layout == HeapLayout::Any || parts.len() <= 1);
                Ok(shape_ok && allowed(rule, *taken, n)?)
            }
            (RuleKind::FromAll { take }, Action::FromAll { taken }) => {
                let smallest = position.iter().copied().min().unwrap_or(0);
                if *taken == 0 || *taken > smallest || !take.contains(*taken) {
                    return Ok(false);
                }
                allowed(rule, *taken, smallest)
            }
            (RuleKind::FromSeveral { take, heaps }, Action::FromSeveral { takes }) => {
                let increasing = takes.windows(2).all(|w| w[0].0 < w[1].0);
                if takes.is_empty() || !increasing || !heaps.contains(takes.len() as u64) {
                    return Ok(false);
                }
                for &(heap, k) in takes {
                    match size(heap) {
                        Some(n) if k > 0 && k <= n && take.contains(k) => {
                            if !allowed(rule, k, n)? {
                                return Ok(false);
                            }
                        }
                        _ => return Ok(false),
                    }
                }
                Ok(true)
            }
            (RuleKind::Shift { take, distance }, Action::Shift { from, to, moved }) => {
                let Some(n) = size(*from) else {
                    return Ok(false);
                };
                let target = (*from as u64).checked_sub(*distance).map(|t| t as usize);
                if target != *to || *moved == 0 || *moved > n || !take.contains(*moved) {
                    return Ok(false);
                }
                if !allowed(rule, *moved, n)? {
                    return Ok(false);
                }
                // The heap the tokens join must not grow past u64::MAX.
                if let Some(to) = to {
                    joined(rule, position[*to], *moved, n)?;
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// Writes into `next` the position after taking the given tokens from the given heaps
    /// (emptied heaps vanish under `heaps any`).
    fn apply_takes(&self, position: &[u64], takes: &[(usize, u64)], next: &mut Vec<u64>) {
        next.clear();
        next.extend_from_slice(position);
        for &(heap, k) in takes {
            next[heap] -= k;
        }
        if self.layout == HeapLayout::Any {
            next.retain(|&h| h > 0);
        }
    }

    /// Writes into `next` the position with heap `heap` replaced by `parts`: in place for
    /// `heaps any`; in a fixed layout (where rules never split) the heap keeps its place,
    /// empty or not, and only that heap is written: `next` must hold `position` already
    /// (so a run of moves on one heap costs one copy of the position, not one per move).
    fn replace_heap(&self, position: &[u64], heap: usize, parts: &[u64], next: &mut Vec<u64>) {
        match self.layout {
            HeapLayout::Any => {
                next.clear();
                next.extend_from_slice(&position[..heap]);
                next.extend_from_slice(parts);
                next.extend_from_slice(&position[heap + 1..]);
            }
            HeapLayout::Exactly(_) | HeapLayout::Ordered => {
                next[heap] = parts.first().copied().unwrap_or(0);
            }
        }
    }

    fn several_heap_moves(
        &self,
        index: usize,
        position: &[u64],
        budget: &mut Budget,
        visit: &mut MoveVisitor,
    ) -> Result<ControlFlow<()>, EvalError> {
        let rule = &self.rules[index];
        let RuleKind::FromSeveral { take, heaps } = &rule.kind else {
            unreachable!("called for from-several rules only")
        };
        // The amounts each heap may lose under this rule.
        let mut choices: Vec<Vec<u64>> = Vec::with_capacity(position.len());
        for &size in position {
            let mut amounts = Vec::new();
            for k in take.iter_upto(size).filter(|&k| k > 0) {
                if budget.allowed(rule, k, size)? {
                    amounts.push(k);
                }
            }
            choices.push(amounts);
        }
        let usable: Vec<usize> = (0..position.len())
            .filter(|&i| !choices[i].is_empty())
            .collect();
        let mut next = Vec::with_capacity(position.len());
        for count in heaps.iter_upto(usable.len() as u64).filter(|&j| j > 0) {
            let flow = for_each_combination(usable.len(), count as usize, &mut |chosen| {
                let heaps: Vec<usize> = chosen.iter().map(|&c| usable[c]).collect();
                for_each_product(&heaps, &choices, &mut |takes| {
                    self.apply_takes(position, takes, &mut next);
                    let action = Action::FromSeveral {
                        takes: takes.to_vec(),
                    };
                    visit(index, &action, &next)
                })
            });
            if flow.is_break() {
                return Ok(flow);
            }
        }
        Ok(ControlFlow::Continue(()))
    }
}

/// Writes into `next` the position after the shift `action` (which `rule` allows): the
/// tokens leave heap `from` and join heap `to`, or leave the game; a heap that would grow
/// past u64::MAX is an error.
fn shifted(
    rule: &Rule,
    position: &[u64],
    action: &Action,
    next: &mut Vec<u64>,
) -> Result<(), EvalError> {
    let Action::Shift { from, to, moved } = *action else {
        unreachable!("called for shifts only")
    };
    next.clear();
    next.extend_from_slice(position);
    next[from] -= moved;
    if let Some(to) = to {
        next[to] = joined(rule, next[to], moved, position[from])?;
    }
    Ok(())
}

/// The size of a heap of `size` that `moved` tokens from a heap of `n` join: an error past
/// u64::MAX.
fn joined(rule: &Rule, size: u64, moved: u64, n: u64) -> Result<u64, EvalError> {
    size.checked_add(moved).ok_or(EvalError {
        span: rule.span,
        kind: EvalErrorKind::HeapOverflow,
        k: moved,
        n,
    })
}

/// The take-and-break rules of a game, read together: the union of their takes, and for a
/// take what they allow between them.
struct MergedTakes<'g> {
    /// Each rule's index and the rule.
    rules: Vec<(usize, &'g Rule)>,
    takes: NumberSet,
}

/// For one take: per number of heaps left (0 to 3), the first rule that allows it, and the
/// first that allows it with equal parts (one without `unequal`).
struct AllowedSplits {
    any: [Option<usize>; 4],
    equal: [Option<usize>; 4],
}

impl<'g> MergedTakes<'g> {
    fn of(game: &'g Game) -> MergedTakes<'g> {
        let rules: Vec<(usize, &Rule)> = game
            .rules
            .iter()
            .enumerate()
            .filter(|(_, r)| matches!(r.kind, RuleKind::TakeBreak { .. }))
            .collect();
        let ranges = rules
            .iter()
            .flat_map(|(_, r)| r.takes_tried().ranges().iter().copied())
            .collect();
        MergedTakes {
            rules,
            takes: NumberSet::from_ranges(ranges),
        }
    }

    /// What the rules allow for a take of `k` from a heap of `n`, each rule's condition
    /// checked by `check`.
    fn allowed(
        &self,
        k: u64,
        n: u64,
        mut check: impl FnMut(&Rule, u64, u64) -> Result<bool, EvalError>,
    ) -> Result<AllowedSplits, EvalError> {
        let mut allowed = AllowedSplits {
            any: [None; 4],
            equal: [None; 4],
        };
        for &(index, rule) in &self.rules {
            let RuleKind::TakeBreak {
                take,
                leave,
                unequal,
            } = &rule.kind
            else {
                unreachable!("take-and-break rules only")
            };
            if !take.contains(k) || !check(rule, k, n)? {
                continue;
            }
            for j in leave.counts() {
                let j = j as usize;
                allowed.any[j].get_or_insert(index);
                if !unequal {
                    allowed.equal[j].get_or_insert(index);
                }
            }
        }
        Ok(allowed)
    }
}

impl AllowedSplits {
    /// Calls `visit(rule, parts)` with every way to leave `rest` tokens that some rule
    /// allows, each once, until `visit` breaks.
    fn for_each_split(
        &self,
        rest: u64,
        took_nothing: bool,
        visit: &mut dyn FnMut(usize, &[u64]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for j in 0..4 {
            let Some(first) = self.any[j] else {
                continue;
            };
            let equal = self.equal[j];
            let unequal = equal.is_none();
            for_each_split_into(rest, j as u64, unequal, took_nothing, &mut |parts| {
                let has_equal = parts.windows(2).any(|w| w[0] == w[1]);
                let rule = if has_equal {
                    equal.expect("equal parts only where a rule allows them")
                } else {
                    first
                };
                visit(rule, parts)
            })?;
        }
        ControlFlow::Continue(())
    }
}

/// The most moves one position may have, and the most takes tried for it: beyond, moves
/// are not generated (a rule on huge heaps could otherwise run for ever or fill memory).
pub(crate) const MAX_MOVES_PER_POSITION: u64 = 10_000_000;

/// What is left of a position's allowance of takes tried.
struct Budget {
    left: u64,
}

impl Budget {
    /// Counts one take tried, and checks the rule's condition for it.
    fn allowed(&mut self, rule: &Rule, k: u64, n: u64) -> Result<bool, EvalError> {
        if self.left == 0 {
            return Err(too_many_moves(rule));
        }
        self.left -= 1;
        allowed(rule, k, n)
    }
}

fn too_many_moves(rule: &Rule) -> EvalError {
    EvalError {
        span: rule.span,
        kind: EvalErrorKind::TooManyMoves {
            limit: MAX_MOVES_PER_POSITION,
        },
        k: 0,
        n: 0,
    }
}

fn allowed(rule: &Rule, k: u64, n: u64) -> Result<bool, EvalError> {
    rule.condition.as_ref().map_or(Ok(true), |c| c.holds(k, n))
}

/// Calls `visit` with every way to leave `rest` tokens as `j` non-empty heaps (sizes in
/// non-decreasing order; strictly increasing when `unequal`). When nothing was taken,
/// only splits count as moves. Stops when `visit` breaks.
fn for_each_split_into(
    rest: u64,
    j: u64,
    unequal: bool,
    took_nothing: bool,
    visit: &mut dyn FnMut(&[u64]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    {
        match j {
            0 if rest == 0 && !took_nothing => visit(&[])?,
            1 if rest >= 1 && !took_nothing => visit(&[rest])?,
            2 => {
                let mut a = 1;
                while a <= rest / 2 {
                    let b = rest - a;
                    if !(unequal && a == b) {
                        visit(&[a, b])?;
                    }
                    a += 1;
                }
            }
            3 => {
                let mut a = 1;
                while a <= rest / 3 {
                    let mut b = a;
                    while b <= (rest - a) / 2 {
                        let c = rest - a - b;
                        if !(unequal && (a == b || b == c)) {
                            visit(&[a, b, c])?;
                        }
                        b += 1;
                    }
                    a += 1;
                }
            }
            _ => {}
        }
    }
    ControlFlow::Continue(())
}

/// Every `count`-element subset of `0..len`, as increasing indices, until `visit` breaks.
fn for_each_combination(
    len: usize,
    count: usize,
    visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if count > len {
        return ControlFlow::Continue(());
    }
    let mut chosen: Vec<usize> = (0..count).collect();
    loop {
        visit(&chosen)?;
        // Advance the rightmost index that can still move.
        let Some(i) = (0..count).rev().find(|&i| chosen[i] < len - count + i) else {
            return ControlFlow::Continue(());
        };
        chosen[i] += 1;
        for j in i + 1..count {
            chosen[j] = chosen[j - 1] + 1;
        }
    }
}

/// A heap index and the tokens taken from it.
type HeapTake = (usize, u64);

/// Every choice of one amount per chosen heap, until `visit` breaks.
fn for_each_product(
    heaps: &[usize],
    choices: &[Vec<u64>],
    visit: &mut dyn FnMut(&[HeapTake]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut digit = vec![0usize; heaps.len()];
    let mut takes: Vec<HeapTake> = heaps.iter().map(|&h| (h, choices[h][0])).collect();
    loop {
        visit(&takes)?;
        let Some(i) = (0..heaps.len())
            .rev()
            .find(|&i| digit[i] + 1 < choices[heaps[i]].len())
        else {
            return ControlFlow::Continue(());
        };
        digit[i] += 1;
        takes[i].1 = choices[heaps[i]][digit[i]];
        for j in i + 1..heaps.len() {
            digit[j] = 0;
            takes[j].1 = choices[heaps[j]][0];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_of_three_from_five() {
        let mut seen = Vec::new();
        let _ = for_each_combination(5, 3, &mut |c| {
            seen.push(c.to_vec());
            ControlFlow::Continue(())
        });
        assert_eq!(seen.len(), 10);
        assert_eq!(seen.first().unwrap(), &vec![0, 1, 2]);
        assert_eq!(seen.last().unwrap(), &vec![2, 3, 4]);
    }

    #[test]
    fn the_visitor_can_stop_the_enumeration() {
        use crate::{Source, parse_game};
        for rules in ["move take 1..", "move take 1.. from 1..3 heaps"] {
            let text = format!("game \"g\"\n{rules}\n");
            let game = parse_game(Source::new("g.game", text), &[]).unwrap();
            let mut visited = 0;
            let flow = game
                .try_for_each_move(&[1_000_000, 1_000_000, 7], &mut |_, _, _| {
                    visited += 1;
                    if visited == 3 {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                })
                .unwrap();
            assert!(flow.is_break(), "{rules}");
            assert_eq!(visited, 3, "{rules}");
        }
    }

    #[test]
    fn splits_of_six_into_unequal_pairs() {
        let mut seen = Vec::new();
        let _ = for_each_split_into(6, 2, true, true, &mut |p| {
            seen.push(p.to_vec());
            ControlFlow::Continue(())
        });
        assert_eq!(seen, vec![vec![1, 5], vec![2, 4]]);
        let mut triples = Vec::new();
        let _ = for_each_split_into(6, 3, false, false, &mut |p| {
            triples.push(p.to_vec());
            ControlFlow::Continue(())
        });
        assert_eq!(triples, vec![vec![1, 1, 4], vec![1, 2, 3], vec![2, 2, 2]]);
    }
}
