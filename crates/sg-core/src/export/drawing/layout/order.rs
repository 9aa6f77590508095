//! The order within ranks, chosen to cross few edges (Gansner et al.'s heuristic, as in
//! `dot`): sweeps alternately down and up the ranks sort each rank by the weighted median
//! of its slots' neighbours on the rank just swept (a slot without neighbours there keeps
//! its place); then neighbours are swapped wherever that crosses fewer edges. Crossings
//! are counted after each sweep (Barth, Jünger and Mutzel's count with a Fenwick tree)
//! and the best order seen is kept.

use super::ranks::{Adjacency, Layered};

/// Sweeps at most, and sweeps without a better order before giving up.
const MAX_SWEEPS: usize = 24;
const MAX_STALE_SWEEPS: usize = 6;
/// Swapping neighbours costs the degrees of the pair; it is tried on graphs up to this
/// many slots.
const MAX_SLOTS_TO_SWAP: usize = 40_000;

/// Reorders `layered.ranks` to cross few edges.
pub(crate) fn reduce_crossings(layered: &mut Layered) {
    let mut position = vec![0; layered.slots.len()];
    record_positions(&layered.ranks, &mut position);
    let mut best = layered.ranks.clone();
    let mut fewest = crossings(layered, &position);
    let mut stale = 0;
    let swap = layered.slots.len() <= MAX_SLOTS_TO_SWAP;
    for sweep in 0..MAX_SWEEPS {
        if fewest == 0 || stale == MAX_STALE_SWEEPS {
            break;
        }
        let downwards = sweep % 2 == 0;
        let ranks: Vec<usize> = if downwards {
            (1..layered.ranks.len()).collect()
        } else {
            (0..layered.ranks.len().saturating_sub(1)).rev().collect()
        };
        let guide = if downwards {
            &layered.up
        } else {
            &layered.down
        };
        for &r in &ranks {
            sort_by_median(&mut layered.ranks[r], guide, &mut position);
        }
        if swap {
            swap_neighbours(layered, &mut position);
        }
        let count = crossings(layered, &position);
        if count < fewest {
            fewest = count;
            best.clone_from(&layered.ranks);
            stale = 0;
        } else {
            stale += 1;
        }
    }
    layered.ranks = best;
}

fn record_positions(ranks: &[Vec<usize>], position: &mut [usize]) {
    for rank in ranks {
        for (i, &slot) in rank.iter().enumerate() {
            position[slot] = i;
        }
    }
}

/// Sorts one rank by the weighted median position of each slot's guiding neighbours;
/// slots without any keep their places.
fn sort_by_median(rank: &mut [usize], guide: &Adjacency, position: &mut [usize]) {
    let mut keyed: Vec<(f64, usize)> = Vec::with_capacity(rank.len());
    let mut neighbours = Vec::new();
    for &slot in rank.iter() {
        neighbours.clear();
        neighbours.extend(guide.of(slot).iter().map(|&n| position[n]));
        if let Some(median) = weighted_median(&mut neighbours) {
            keyed.push((median, slot));
        }
    }
    keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut sorted = keyed.into_iter().map(|(_, slot)| slot);
    for place in rank.iter_mut() {
        if !guide.of(*place).is_empty() {
            *place = sorted.next().expect("one sorted slot per movable place");
        }
    }
    for (i, &slot) in rank.iter().enumerate() {
        position[slot] = i;
    }
}

/// The median of the positions; of an even number, the middle two weighted towards the
/// side where the positions are closer together (as `dot` does).
fn weighted_median(positions: &mut [usize]) -> Option<f64> {
    positions.sort_unstable();
    let m = positions.len();
    let p = |i: usize| positions[i] as f64;
    match m {
        0 => None,
        _ if m % 2 == 1 => Some(p(m / 2)),
        2 => Some((p(0) + p(1)) / 2.0),
        _ => {
            let left = p(m / 2 - 1) - p(0);
            let right = p(m - 1) - p(m / 2);
            if left + right == 0.0 {
                Some((p(m / 2 - 1) + p(m / 2)) / 2.0)
            } else {
                Some((p(m / 2 - 1) * right + p(m / 2) * left) / (left + right))
            }
        }
    }
}

/// Swaps neighbours on every rank wherever the swap crosses fewer edges, until no swap
/// helps (or a few passes are made).
fn swap_neighbours(layered: &mut Layered, position: &mut [usize]) {
    const MAX_PASSES: usize = 8;
    for _ in 0..MAX_PASSES {
        let mut improved = false;
        for r in 0..layered.ranks.len() {
            for i in 1..layered.ranks[r].len() {
                let (u, v) = (layered.ranks[r][i - 1], layered.ranks[r][i]);
                let now = pair_crossings(layered, position, u, v);
                let swapped = pair_crossings(layered, position, v, u);
                if swapped < now {
                    layered.ranks[r].swap(i - 1, i);
                    position[u] = i;
                    position[v] = i - 1;
                    improved = true;
                }
            }
        }
        if !improved {
            break;
        }
    }
}

/// Crossings between the edges of `left` and those of `right` (placed just right of it),
/// above and below.
fn pair_crossings(layered: &Layered, position: &[usize], left: usize, right: usize) -> usize {
    [&layered.up, &layered.down]
        .into_iter()
        .map(|side| {
            let mut a: Vec<usize> = side.of(left).iter().map(|&n| position[n]).collect();
            let mut b: Vec<usize> = side.of(right).iter().map(|&n| position[n]).collect();
            a.sort_unstable();
            b.sort_unstable();
            // Pairs (x in a, y in b) with x > y cross.
            let mut count = 0;
            let mut below = 0;
            for &x in &a {
                while below < b.len() && b[below] < x {
                    below += 1;
                }
                count += below;
            }
            count
        })
        .sum()
}

/// All crossings between neighbouring ranks.
fn crossings(layered: &Layered, position: &[usize]) -> usize {
    let mut total = 0;
    let mut targets = Vec::new();
    for r in 1..layered.ranks.len() {
        targets.clear();
        for &slot in &layered.ranks[r - 1] {
            let start = targets.len();
            targets.extend(layered.down.of(slot).iter().map(|&n| position[n]));
            targets[start..].sort_unstable();
        }
        total += inversions(&targets, layered.ranks[r].len());
    }
    total
}

/// The pairs i < j with values[i] > values[j], for values below `bound`.
fn inversions(values: &[usize], bound: usize) -> usize {
    let mut tree = vec![0usize; bound + 1];
    let mut count = 0;
    for (seen, &value) in values.iter().enumerate() {
        // How many earlier values are at most `value`.
        let mut at_most = 0;
        let mut i = value + 1;
        while i > 0 {
            at_most += tree[i];
            i &= i - 1;
        }
        count += seen - at_most;
        let mut i = value + 1;
        while i <= bound {
            tree[i] += 1;
            i += i & i.wrapping_neg();
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::super::{EdgeSpec, Size};
    use super::*;

    #[test]
    fn inversions_are_counted() {
        assert_eq!(inversions(&[0, 1, 2], 3), 0);
        assert_eq!(inversions(&[2, 1, 0], 3), 3);
        assert_eq!(inversions(&[1, 1, 0, 2], 3), 2);
        assert_eq!(inversions(&[], 0), 0);
    }

    #[test]
    fn medians_lean_to_the_closer_pair() {
        assert_eq!(weighted_median(&mut []), None);
        assert_eq!(weighted_median(&mut [4, 0, 9]), Some(4.0));
        assert_eq!(weighted_median(&mut [1, 3]), Some(2.0));
        // 0 1 | 5 9: the left pair is closer (1 apart, against 4), so the median leans left.
        assert_eq!(
            weighted_median(&mut [9, 0, 5, 1]),
            Some((1.0 * 4.0 + 5.0 * 1.0) / 5.0)
        );
    }

    /// Every crossing count of a small layered graph against counting all pairs of edges.
    #[test]
    fn crossing_counts_match_a_count_of_every_pair() {
        let node = Size {
            width: 10.0,
            height: 10.0,
        };
        // Two ranks of four, every third pair joined.
        let edges: Vec<EdgeSpec> = (0..4)
            .flat_map(|a| (4..8).map(move |b| (a, b)))
            .filter(|(a, b)| (a * 7 + b) % 3 == 0)
            .map(|(from, to)| EdgeSpec {
                from,
                to,
                label: None,
            })
            .collect();
        let mut layered = Layered::build(&[node; 8], &edges, 0);
        layered.ranks[1].reverse();
        let mut position = vec![0; 8];
        record_positions(&layered.ranks, &mut position);
        let brute = edges
            .iter()
            .flat_map(|e| edges.iter().map(move |f| (e, f)))
            .filter(|(e, f)| position[e.from] < position[f.from] && position[e.to] > position[f.to])
            .count();
        assert!(brute > 0);
        assert_eq!(crossings(&layered, &position), brute);
        let (u, v) = (layered.ranks[0][0], layered.ranks[0][1]);
        let pairs = |left: usize, right: usize| {
            edges
                .iter()
                .filter(|e| e.from == left)
                .flat_map(|e| {
                    edges
                        .iter()
                        .filter(move |f| f.from == right)
                        .map(move |f| (e, f))
                })
                .filter(|(e, f)| position[e.to] > position[f.to])
                .count()
        };
        assert_eq!(pair_crossings(&layered, &position, u, v), pairs(u, v));
        assert_eq!(pair_crossings(&layered, &position, v, u), pairs(v, u));
        reduce_crossings(&mut layered);
        record_positions(&layered.ranks, &mut position);
        assert!(crossings(&layered, &position) < brute);
    }
}
