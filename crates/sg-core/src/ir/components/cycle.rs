//! A concrete cycle for the error of a rule file whose end of play could not be proved
//! ([`super::termination`]): a component that moves can bring back (`2,3 -> 3,2 -> 2,3`).
//!
//! The components with every coordinate at most B are explored, for B = 1, 2, 4, … while
//! such a box holds at most [`MAX_BOX`] components; a move's components outside the box
//! are ignored. A depth-first search finds whether the box's move graph has a cycle; a
//! breadth-first search from the smallest component on the cycle found then gives a
//! shortest cycle through that component. The moves come from the one move path ([`super::moves`]), so
//! the cycle is made of real moves. This is a best effort, bounded by a number of moves
//! tried: a cycle that needs a larger coordinate is not found, and the error then says
//! up to which coordinate none exists.

use std::collections::VecDeque;
use std::ops::ControlFlow;

use super::ReplaceRule;
use super::compiled::CompiledRule;
use super::moves::{Scratch, walk};

/// The most components of a box explored.
const MAX_BOX: u64 = 4096;

/// The most numbers tried by one rule from one component while exploring.
const MAX_TRIED: u64 = 10_000;

/// The most numbers tried and components left by the moves, in all (a few tenths of a
/// second).
const MAX_WORK: u64 = 5_000_000;

/// Components that moves lead round: `components[i]` to `components[i + 1]` by the rule
/// `rules[i]`, and the last back to the first by the last rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Cycle {
    pub components: Vec<Vec<u64>>,
    pub rules: Vec<usize>,
}

impl Cycle {
    /// `2,3 -> 3,2 -> 2,3`.
    pub(super) fn path(&self) -> String {
        let word = |c: &Vec<u64>| c.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
        let mut steps: Vec<String> = self.components.iter().map(word).collect();
        steps.push(word(&self.components[0]));
        steps.join(" -> ")
    }
}

fn fits(side: u64, dimension: usize) -> bool {
    u32::try_from(dimension)
        .ok()
        .and_then(|d| (side + 1).checked_pow(d))
        .is_some_and(|count| count <= MAX_BOX)
}

/// What the exploration found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Found {
    /// A shortest cycle through the smallest component on a cycle of the first box with one.
    Cycle(Cycle),
    /// No cycle among the components with every coordinate at most this (every move of
    /// them looked at), or `None` when not even the first box could be explored in full.
    NoneUpTo(Option<u64>),
}

/// Looks for a cycle in boxes of growing side, within [`MAX_WORK`] numbers tried in all.
pub(super) fn find(rules: &[ReplaceRule], dimension: usize) -> Found {
    let mut side = 1;
    let mut explored = None;
    let mut work = MAX_WORK;
    while fits(side, dimension) {
        let mut graph = BoxGraph::new(rules, dimension, side, work);
        if let Some(on_cycle) = graph.some_cycle()
            && let Some(cycle) = graph.shortest_cycle_through(on_cycle)
        {
            return Found::Cycle(cycle);
        }
        if !graph.complete {
            break;
        }
        explored = Some(side);
        work = graph.work;
        side *= 2;
    }
    Found::NoneUpTo(explored)
}

/// The components with every coordinate at most `side`, numbered in mixed radix (the
/// first coordinate the most significant), and their moves inside the box, found lazily.
struct BoxGraph<'r> {
    rules: &'r [ReplaceRule],
    compiled: Vec<CompiledRule>,
    dimension: usize,
    side: u64,
    /// Per component: every (component, rule) one move reaches, once listed.
    edges: Vec<Option<Vec<(usize, usize)>>>,
    /// The numbers left to try.
    work: u64,
    /// Whether every move of every component listed so far was looked at.
    complete: bool,
}

impl<'r> BoxGraph<'r> {
    fn new(rules: &'r [ReplaceRule], dimension: usize, side: u64, work: u64) -> BoxGraph<'r> {
        let count = (side + 1).pow(dimension as u32) as usize;
        BoxGraph {
            rules,
            compiled: rules.iter().map(CompiledRule::of).collect(),
            dimension,
            side,
            edges: vec![None; count],
            work,
            complete: true,
        }
    }

    fn component(&self, mut index: usize) -> Vec<u64> {
        let base = self.side as usize + 1;
        let mut coordinates = vec![0; self.dimension];
        for c in coordinates.iter_mut().rev() {
            *c = (index % base) as u64;
            index /= base;
        }
        coordinates
    }

    fn index(&self, component: &[u64]) -> Option<usize> {
        let base = self.side as usize + 1;
        component.iter().try_fold(0usize, |index, &c| {
            (c <= self.side).then(|| index * base + c as usize)
        })
    }

    /// The moves from component `from` that stay in the box. A rule whose enumeration
    /// fails (a negative coordinate, say) gives the moves found before the failure.
    fn edges(&mut self, from: usize) -> &[(usize, usize)] {
        if self.edges[from].is_none() {
            let component = self.component(from);
            let mut found: Vec<(usize, usize)> = Vec::new();
            for (number, rule) in self.rules.iter().enumerate() {
                if self.work == 0 {
                    self.complete = false;
                    break;
                }
                let mut budget = MAX_TRIED.min(self.work);
                let before = budget;
                // The components the moves leave count as work too: a run (`for each`)
                // may leave many from one number tried.
                let (most, mut made) = (self.work, 0u64);
                let _ = walk(
                    (rule, &self.compiled[number], number),
                    &component,
                    None,
                    false,
                    &mut budget,
                    &mut Scratch::default(),
                    &mut |_, _, left| {
                        made = made.saturating_add(left.len() as u64);
                        for c in left {
                            if let Some(to) = self.index(c) {
                                found.push((to, number));
                            }
                        }
                        match made >= most {
                            true => ControlFlow::Break(()),
                            false => ControlFlow::Continue(()),
                        }
                    },
                );
                let spent = (before - budget).saturating_add(made);
                self.work = self.work.saturating_sub(spent);
                if budget == 0 || self.work == 0 {
                    self.complete = false;
                }
            }
            found.sort_unstable();
            found.dedup();
            self.edges[from] = Some(found);
        }
        self.edges[from].as_deref().unwrap_or_default()
    }

    /// The smallest component (in the order of the coordinates) of the first cycle a
    /// depth-first search finds, with an explicit stack, from each component in turn.
    fn some_cycle(&mut self) -> Option<usize> {
        #[derive(Clone, Copy, PartialEq)]
        enum Mark {
            New,
            Open,
            Done,
        }
        let mut mark = vec![Mark::New; self.edges.len()];
        for root in 0..self.edges.len() {
            if mark[root] != Mark::New {
                continue;
            }
            // (component, how many of its edges have been followed)
            let mut stack = vec![(root, 0usize)];
            mark[root] = Mark::Open;
            while let Some(&(at, next)) = stack.last() {
                let edge = self.edges(at).get(next).copied();
                match edge {
                    None => {
                        mark[at] = Mark::Done;
                        stack.pop();
                    }
                    Some((to, _)) => {
                        if let Some(top) = stack.last_mut() {
                            top.1 += 1;
                        }
                        match mark[to] {
                            // The path from `to` to the top of the stack is a cycle.
                            Mark::Open => {
                                let from = stack.iter().rposition(|&(c, _)| c == to)?;
                                return stack[from..].iter().map(|&(c, _)| c).min();
                            }
                            Mark::New => {
                                mark[to] = Mark::Open;
                                stack.push((to, 0));
                            }
                            Mark::Done => {}
                        }
                    }
                }
            }
        }
        None
    }

    /// A shortest cycle through `start` (which is on one), by a breadth-first search.
    fn shortest_cycle_through(&mut self, start: usize) -> Option<Cycle> {
        let mut parent: Vec<Option<(usize, usize)>> = vec![None; self.edges.len()];
        let mut queue = VecDeque::from([start]);
        let mut seen = vec![false; self.edges.len()];
        seen[start] = true;
        while let Some(at) = queue.pop_front() {
            for (to, rule) in self.edges(at).to_vec() {
                if to == start {
                    // Walk back from `at` to `start`.
                    let mut components = vec![self.component(at)];
                    let mut rules = vec![rule];
                    let mut back = at;
                    while let Some((previous, by)) = parent[back] {
                        components.push(self.component(previous));
                        rules.push(by);
                        back = previous;
                    }
                    components.reverse();
                    rules.reverse();
                    return Some(Cycle { components, rules });
                }
                if !seen[to] {
                    seen[to] = true;
                    parent[to] = Some((at, rule));
                    queue.push_back(to);
                }
            }
        }
        None
    }
}
