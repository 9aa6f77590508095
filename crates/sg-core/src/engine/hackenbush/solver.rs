//! Positions of a Green Hackenbush drawing: values by fusion, and the winning cuts.
//!
//! The cuts that reach a wanted value are found from the root down. A component of the
//! fused drawing must reach some value w for the whole to reach the target: the root's
//! must reach the target, and a branch hanging on a bridge from a component worth v that
//! must reach w contributes (branch + 1), so the branch must reach ((w ⊕ v ⊕ (branch + 1))
//! − 1), or nothing when that is 0 (only cutting the bridge itself removes a branch
//! whole). Cutting a bridge is checked at once; an edge inside a component (on a cycle)
//! drops nothing, and the component, with the values of its branches as weights on its
//! nodes, is fused again without it: linear in the size of that component, and only for
//! components that must reach some value.

use hashbrown::HashMap;

use super::fusion::{Fused, NONE, fuse};
use crate::board::Drawing;
use crate::engine::analysis::{Analysis, Method, MoveList, Theorem, WinningMove};
use crate::engine::error::EngineError;
use crate::engine::generalized::GeneralizedValue;
use crate::engine::position_solver::PositionSolver;
use crate::engine::solver::DEFAULT_MAX_MOVES;
use crate::game::{ImpartialGame, PositionView};
use crate::ir::Play;

/// A position of `drawing` on local nodes: its edges as pairs of local nodes, the local
/// root, and the edge ids.
struct Local {
    nodes: usize,
    edges: Vec<(u32, u32)>,
    root: u32,
}

impl Local {
    fn of(drawing: &Drawing, position: &[u32]) -> Local {
        let mut local: HashMap<u32, u32> = HashMap::new();
        local.insert(drawing.ground(), 0);
        let mut index = |v: u32| {
            let next = local.len() as u32;
            *local.entry(v).or_insert(next)
        };
        let edges = position
            .iter()
            .map(|&e| {
                let (a, b) = drawing.ends(e);
                (index(a), index(b))
            })
            .collect();
        Local {
            nodes: local.len(),
            edges,
            root: 0,
        }
    }
}

/// The value of a position of a drawing (its standing edges).
pub fn drawing_value(drawing: &Drawing, position: &[u32]) -> u64 {
    let local = Local::of(drawing, position);
    fuse(local.nodes, &local.edges, local.root, &vec![0; local.nodes]).value[0]
}

/// Answers positions of one drawing.
pub struct HackenbushSolver<'d> {
    drawing: &'d Drawing,
    max_moves: usize,
    /// The most steps the search for cuts inside cycles may take.
    limit: u64,
}

impl<'d> HackenbushSolver<'d> {
    /// A solver for positions of `drawing` whose searches store at most `limit` states.
    pub fn new(drawing: &'d Drawing, limit: u64) -> HackenbushSolver<'d> {
        HackenbushSolver {
            drawing,
            max_moves: DEFAULT_MAX_MOVES,
            limit,
        }
    }

    /// Lists at most `max_moves` winning cuts (all are still counted).
    pub fn with_max_moves(mut self, max_moves: usize) -> HackenbushSolver<'d> {
        self.max_moves = max_moves;
        self
    }

    /// The edges of `position` whose cut leaves a drawing of value `target`, one per class
    /// of repeated edges, in the order of their ids.
    pub fn cuts_to(&self, position: &[u32], target: u64) -> Result<Vec<u32>, EngineError> {
        Ok(self
            .cuts_falling(position, target)?
            .into_iter()
            .map(|(edge, _)| edge)
            .collect())
    }

    /// [`HackenbushSolver::cuts_to`], each cut with how many other edges fall with it
    /// (none for an edge on a cycle; for a bridge, the edges hanging below it), so that a
    /// move is described without cutting the drawing.
    fn cuts_falling(
        &self,
        position: &[u32],
        target: u64,
    ) -> Result<Vec<(u32, usize)>, EngineError> {
        let local = Local::of(self.drawing, position);
        let zero = vec![0; local.nodes];
        let fused = fuse(local.nodes, &local.edges, local.root, &zero);
        let comps = fused.value.len();
        let parent_of = |v: u32| Fused::other(&local.edges, fused.parent_edge[v as usize], v);
        // What hangs from each node on bridges, as a weight.
        let mut hanging = vec![0u64; local.nodes];
        let mut wanted: Vec<Option<u64>> = vec![None; comps];
        wanted[0] = Some(target);
        let mut found = Vec::new();
        for &v in &fused.order {
            let e = fused.parent_edge[v as usize];
            if e == NONE || !fused.bridge[e as usize] {
                continue;
            }
            let parent = parent_of(v);
            let (c, pc) = (
                fused.comp[v as usize] as usize,
                fused.comp[parent as usize] as usize,
            );
            let branch = fused.value[c] + 1;
            hanging[parent as usize] ^= branch;
            if let Some(w) = wanted[pc] {
                if fused.value[pc] ^ branch == w {
                    found.push(e);
                }
                let rest = w ^ fused.value[pc] ^ branch;
                wanted[c] = rest.checked_sub(1);
            }
        }
        // Edges inside components that must reach a value.
        let mut inside: Vec<Vec<u32>> = vec![Vec::new(); comps];
        for (e, &(a, _)) in local.edges.iter().enumerate() {
            let c = fused.comp[a as usize];
            if !fused.bridge[e] && c != NONE && wanted[c as usize].is_some() {
                inside[c as usize].push(e as u32);
            }
        }
        let mut members: Vec<Vec<u32>> = vec![Vec::new(); comps];
        for &v in &fused.order {
            let c = fused.comp[v as usize] as usize;
            if !inside[c].is_empty() {
                members[c].push(v);
            }
        }
        let work: u64 = (0..comps)
            .map(|c| inside[c].len() as u64 * (members[c].len() + inside[c].len()) as u64)
            .sum();
        if work > self.limit {
            return Err(EngineError::CutSearchTooLarge {
                work,
                limit: self.limit,
            });
        }
        for c in 0..comps {
            let Some(w) = wanted[c] else { continue };
            if inside[c].is_empty() {
                continue;
            }
            // The component on its own nodes, its root first.
            let mut index: HashMap<u32, u32> = HashMap::new();
            for (i, &v) in members[c].iter().enumerate() {
                index.insert(v, i as u32);
            }
            let weights: Vec<u64> = members[c].iter().map(|&v| hanging[v as usize]).collect();
            let mut seen_classes = hashbrown::HashSet::new();
            for &cut in &inside[c] {
                if !seen_classes.insert(self.drawing.class(position[cut as usize])) {
                    continue;
                }
                let edges: Vec<(u32, u32)> = inside[c]
                    .iter()
                    .filter(|&&e| e != cut)
                    .map(|&e| {
                        let (a, b) = local.edges[e as usize];
                        (index[&a], index[&b])
                    })
                    .collect();
                let again = fuse(members[c].len(), &edges, 0, &weights);
                if again.value[0] == w {
                    found.push(cut);
                }
            }
        }
        let below = edges_below(&local, &fused);
        let falling = |e: u32| match fused.bridge[e as usize] {
            // The tree edge into the node below it: what hangs there falls with it.
            true => {
                let (a, b) = local.edges[e as usize];
                let child = if fused.parent_edge[a as usize] == e {
                    a
                } else {
                    b
                };
                below[child as usize] - 1
            }
            false => 0,
        };
        let mut cuts: Vec<(u32, usize)> = found
            .into_iter()
            .map(|e| (position[e as usize], falling(e)))
            .collect();
        cuts.sort_unstable();
        Ok(cuts)
    }

    /// The move that cuts edge `e` of `position`, with which `fallen` other edges fall:
    /// the drawing is cut only when the position after it is small enough to give.
    fn cut_move(&self, position: &[u32], e: u32, fallen: usize) -> WinningMove {
        let standing = position.len() - 1 - fallen;
        WinningMove {
            to: PositionView::after_move(standing, || {
                self.drawing.view(&self.drawing.cut(position, e).0)
            }),
            description: self.drawing.describe_cut(e, fallen),
            count: 1,
            changes: Vec::new(),
        }
    }
}

/// For each node, how many edges hang from it and below (with the tree edge into it): an
/// edge counts at its end the search reached last, which for every edge off the tree is
/// the lower one (a depth-first search leaves no edge across branches).
fn edges_below(local: &Local, fused: &Fused) -> Vec<usize> {
    let mut reached = vec![0u32; local.nodes];
    for (i, &v) in fused.order.iter().enumerate() {
        reached[v as usize] = i as u32;
    }
    let mut below = vec![0usize; local.nodes];
    for &(a, b) in &local.edges {
        let lower = if reached[a as usize] >= reached[b as usize] {
            a
        } else {
            b
        };
        below[lower as usize] += 1;
    }
    for &v in fused.order.iter().rev() {
        let e = fused.parent_edge[v as usize];
        if e != NONE {
            let parent = Fused::other(&local.edges, e, v);
            below[parent as usize] += below[v as usize];
        }
    }
    below
}

impl PositionSolver<Vec<u32>> for HackenbushSolver<'_> {
    fn value(&mut self, position: &Vec<u32>) -> Result<GeneralizedValue, EngineError> {
        Ok(GeneralizedValue::Finite(drawing_value(
            self.drawing,
            position,
        )))
    }

    fn analyse(&mut self, position: &Vec<u32>) -> Result<Analysis, EngineError> {
        let value = drawing_value(self.drawing, position);
        let mut winning_moves = MoveList::new(self.max_moves);
        if value != 0 {
            for (e, fallen) in self.cuts_falling(position, 0)? {
                winning_moves.add(1, || Some(self.cut_move(position, e, fallen)));
            }
        }
        Ok(Analysis::of_value(
            value,
            Play::Normal,
            winning_moves,
            self.method(),
        ))
    }

    fn method(&self) -> Method {
        Method::ClosedForm(Theorem::GreenHackenbush)
    }

    fn set_max_moves(&mut self, max_moves: usize) {
        self.max_moves = max_moves;
    }

    fn moves_to(
        &mut self,
        position: &Vec<u32>,
        target: u64,
    ) -> Option<Result<MoveList, EngineError>> {
        Some(self.cuts_falling(position, target).map(|cuts| {
            let mut found = MoveList::new(self.max_moves);
            for (e, fallen) in cuts {
                found.add(1, || Some(self.cut_move(position, e, fallen)));
            }
            found
        }))
    }
}
