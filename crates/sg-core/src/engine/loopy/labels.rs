//! The generalized Sprague–Grundy function of every vertex of a finite directed graph, by
//! the labelling of Fraenkel and Yesha. Stage i labels i every unlabelled vertex u that
//! has no follower labelled i and whose unlabelled or infinite followers each have a
//! follower labelled i; this is a retrograde analysis over the vertices still in play
//! (moves into vertices labelled below i are ignored), done with counters in O(V + E).
//! Then every unlabelled vertex with no follower labelled i is labelled ∞, and the others
//! go on to stage i + 1. A vertex of value n has followers of every value below n, so
//! there are at most (largest out-degree + 2) stages: O((V + E) · stages) in all, within
//! O(V · E).

use crate::engine::generalized::GeneralizedValue;

const UNLABELLED: u32 = u32::MAX;
const INFINITE: u32 = u32::MAX - 1;

/// The value of each vertex of the graph whose followers of vertex v are
/// `targets[offsets[v]..offsets[v + 1]]` (repeated edges allowed).
pub(crate) fn generalized_values(offsets: &[usize], targets: &[u32]) -> Vec<GeneralizedValue> {
    let n = offsets.len() - 1;
    let followers = |v: usize| &targets[offsets[v]..offsets[v + 1]];
    // Predecessors, one entry per edge.
    let mut pred_offsets = vec![0usize; n + 1];
    for &w in targets {
        pred_offsets[w as usize + 1] += 1;
    }
    for v in 0..n {
        pred_offsets[v + 1] += pred_offsets[v];
    }
    let mut fill = pred_offsets.clone();
    let mut preds = vec![0u32; targets.len()];
    for v in 0..n {
        for &w in followers(v) {
            preds[fill[w as usize]] = v as u32;
            fill[w as usize] += 1;
        }
    }
    let predecessors = |v: usize| &preds[pred_offsets[v]..pred_offsets[v + 1]];

    let mut label = vec![UNLABELLED; n];
    // The stage at which a vertex was found to have a follower labelled with that stage.
    let mut reaches = vec![u32::MAX; n];
    // Followers not yet known to reach the current stage's label.
    let mut open = vec![0u32; n];
    let mut active: Vec<u32> = (0..n as u32).collect();
    let mut queue: Vec<u32> = Vec::new();
    let mut stage: u32 = 0;
    while !active.is_empty() {
        for &u in &active {
            let u = u as usize;
            // Followers labelled this stage count as open too: they never reach it, and
            // they keep u from taking the label.
            open[u] = followers(u)
                .iter()
                .filter(|&&w| label[w as usize] >= stage)
                .count() as u32;
            if open[u] == 0 {
                label[u] = stage;
                queue.push(u as u32);
            }
        }
        while let Some(u) = queue.pop() {
            for &p in predecessors(u as usize) {
                let p = p as usize;
                if !matches!(label[p], UNLABELLED | INFINITE) || reaches[p] == stage {
                    continue;
                }
                reaches[p] = stage;
                for &q in predecessors(p) {
                    let q = q as usize;
                    if label[q] != UNLABELLED {
                        continue;
                    }
                    open[q] -= 1;
                    if open[q] == 0 && reaches[q] != stage {
                        label[q] = stage;
                        queue.push(q as u32);
                    }
                }
            }
        }
        active.retain(|&u| {
            let u = u as usize;
            if label[u] != UNLABELLED {
                return false;
            }
            if reaches[u] != stage {
                label[u] = INFINITE;
                return false;
            }
            true
        });
        stage += 1;
    }
    (0..n)
        .map(|v| match label[v] {
            INFINITE => {
                let mut k: Vec<u64> = followers(v)
                    .iter()
                    .map(|&w| label[w as usize])
                    .filter(|&l| l != INFINITE)
                    .map(u64::from)
                    .collect();
                k.sort_unstable();
                k.dedup();
                GeneralizedValue::Infinite(k)
            }
            finite => GeneralizedValue::Finite(u64::from(finite)),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::GeneralizedValue::{Finite, Infinite};
    use super::*;

    /// The graph of `edges` on `n` vertices.
    fn values(n: usize, edges: &[(u32, u32)]) -> Vec<GeneralizedValue> {
        let mut lists = vec![Vec::new(); n];
        for &(a, b) in edges {
            lists[a as usize].push(b);
        }
        let mut offsets = vec![0];
        let mut targets = Vec::new();
        for list in lists {
            targets.extend(list);
            offsets.push(targets.len());
        }
        generalized_values(&offsets, &targets)
    }

    #[test]
    fn a_two_cycle_is_a_draw() {
        assert_eq!(
            values(2, &[(0, 1), (1, 0)]),
            [Infinite(vec![]), Infinite(vec![])]
        );
    }

    #[test]
    fn a_cycle_with_an_exit() {
        // a <-> b, b -> c: c = 0, a = 0 (its one move goes to b, which wins), b = 1.
        assert_eq!(
            values(3, &[(0, 1), (1, 0), (1, 2)]),
            [Finite(0), Finite(1), Finite(0)]
        );
    }

    #[test]
    fn an_infinite_vertex_with_a_winning_exit() {
        // a <-> b, a -> c (a sink), b -> d -> e (a sink): c = 0, e = 0, d = 1; b has
        // followers a and d; a has followers b and c.
        // Stage 0: c, e labelled 0; a reaches 0; d reaches 0; b: followers a (reaches),
        // d (reaches) -> b = 0. Stage 1: a: followers b (0), c (0) -> a = 1; d = 1.
        assert_eq!(
            values(5, &[(0, 1), (1, 0), (0, 2), (1, 3), (3, 4)]),
            [Finite(1), Finite(0), Finite(0), Finite(1), Finite(0)]
        );
        // A loop at a, and a -> b (a sink): a = ∞(0), won by moving to b.
        assert_eq!(values(2, &[(0, 0), (0, 1)]), [Infinite(vec![0]), Finite(0)]);
    }
}
