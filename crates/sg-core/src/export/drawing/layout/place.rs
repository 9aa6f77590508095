//! x coordinates: sweeps down and up the ranks move each slot as near the weighted mean of
//! its neighbours on the rank just placed as its rank's order and spacing allow, then two
//! sweeps weigh both sides. Each rank's move is the exact least-squares fit
//! `min Σ wᵢ (xᵢ − dᵢ)²` with `xᵢ₊₁ − xᵢ ≥ sᵢ`: shifting each xᵢ by the separations to
//! its left makes the constraint plain order, which pooling adjacent violators solves in
//! linear time. A last sweep up sets each node over what it leads to. Edges between virtual slots weigh 8, between a virtual slot and a node 2,
//! between nodes 1 (as in `dot`), so long edges run straight and nodes sit over the
//! middle of what they lead to.

use super::ranks::{Adjacency, Layered};

/// Sweeps one way (down and up each count as one) before the two that weigh both sides
/// and the last one up.
const ONE_SIDED_SWEEPS: usize = 8;
/// The pull on a slot without neighbours on the guiding side: it stays put unless pushed.
const RESTING_WEIGHT: f64 = 1e-3;

/// Each slot's x; the leftmost reach of any slot is 0.
pub(crate) fn x_coordinates(layered: &Layered) -> Vec<f64> {
    let mut x = vec![0.0; layered.slots.len()];
    for rank in &layered.ranks {
        let mut at = 0.0;
        for (i, &slot) in rank.iter().enumerate() {
            at = if i == 0 {
                layered.slots[slot].left()
            } else {
                at + layered.slots[rank[i - 1]].separation(&layered.slots[slot])
            };
            x[slot] = at;
        }
    }
    let Some(last) = layered.ranks.len().checked_sub(1) else {
        return x;
    };
    for sweep in 0..ONE_SIDED_SWEEPS {
        if sweep % 2 == 0 {
            for r in 1..=last {
                fit_rank(layered, r, &[&layered.up], &mut x);
            }
        } else {
            for r in (0..last).rev() {
                fit_rank(layered, r, &[&layered.down], &mut x);
            }
        }
    }
    for r in (0..=last).chain((0..=last).rev()) {
        fit_rank(layered, r, &[&layered.up, &layered.down], &mut x);
    }
    for r in (0..last).rev() {
        fit_rank(layered, r, &[&layered.down], &mut x);
    }
    let leftmost = layered
        .slots
        .iter()
        .zip(&x)
        .map(|(slot, x)| x - slot.left())
        .fold(f64::INFINITY, f64::min);
    if leftmost.is_finite() {
        for x in &mut x {
            *x -= leftmost;
        }
    }
    x
}

/// Moves rank `r`'s slots to the least-squares fit to their neighbours' weighted means.
fn fit_rank(layered: &Layered, r: usize, sides: &[&Adjacency], x: &mut [f64]) {
    let rank = &layered.ranks[r];
    let mut targets = Vec::with_capacity(rank.len());
    let mut weights = Vec::with_capacity(rank.len());
    let mut offset = 0.0;
    let mut offsets = Vec::with_capacity(rank.len());
    for (i, &slot) in rank.iter().enumerate() {
        if i > 0 {
            offset += layered.slots[rank[i - 1]].separation(&layered.slots[slot]);
        }
        offsets.push(offset);
        let (mut pull, mut weight) = (0.0, 0.0);
        for side in sides {
            for &n in side.of(slot) {
                let w = edge_weight(layered, slot, n);
                pull += w * x[n];
                weight += w;
            }
        }
        let (target, weight) = if weight > 0.0 {
            (pull / weight, weight)
        } else {
            (x[slot], RESTING_WEIGHT)
        };
        targets.push(target - offset);
        weights.push(weight);
    }
    let fitted = isotonic_fit(&targets, &weights);
    for ((&slot, y), offset) in rank.iter().zip(fitted).zip(offsets) {
        x[slot] = y + offset;
    }
}

fn edge_weight(layered: &Layered, a: usize, b: usize) -> f64 {
    match (layered.slots[a].is_node(), layered.slots[b].is_node()) {
        (true, true) => 1.0,
        (false, false) => 8.0,
        _ => 2.0,
    }
}

/// The non-decreasing sequence nearest to `targets` in weighted least squares (pool
/// adjacent violators: blocks are merged while a block's mean exceeds the next one's).
fn isotonic_fit(targets: &[f64], weights: &[f64]) -> Vec<f64> {
    // (weight, weighted sum, length) of each block.
    let mut blocks: Vec<(f64, f64, usize)> = Vec::with_capacity(targets.len());
    for (&t, &w) in targets.iter().zip(weights) {
        let mut block = (w, w * t, 1);
        while let Some(&(pw, ps, pn)) = blocks.last() {
            if ps / pw <= block.1 / block.0 {
                break;
            }
            blocks.pop();
            block = (pw + block.0, ps + block.1, pn + block.2);
        }
        blocks.push(block);
    }
    blocks
        .into_iter()
        .flat_map(|(w, s, n)| std::iter::repeat_n(s / w, n))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The weighted squared distance of a fit from its targets.
    fn cost(fit: &[f64], targets: &[f64], weights: &[f64]) -> f64 {
        fit.iter()
            .zip(targets)
            .zip(weights)
            .map(|((f, t), w)| w * (f - t) * (f - t))
            .sum()
    }

    #[test]
    fn the_isotonic_fit_is_ordered_and_no_ordered_neighbour_does_better() {
        let targets = [3.0, 1.0, 2.0, 5.0, 4.0, 4.0, 0.0];
        let weights = [1.0, 2.0, 1.0, 1.0, 3.0, 1.0, 0.5];
        let fit = isotonic_fit(&targets, &weights);
        assert!(fit.windows(2).all(|w| w[0] <= w[1]), "{fit:?}");
        assert_eq!(isotonic_fit(&[1.0, 2.0], &[1.0, 1.0]), [1.0, 2.0]);
        assert_eq!(isotonic_fit(&[2.0, 0.0], &[1.0, 3.0]), [0.5, 0.5]);
        // Any small ordered change costs more.
        let best = cost(&fit, &targets, &weights);
        for i in 0..fit.len() {
            for delta in [-0.01, 0.01] {
                let mut moved = fit.clone();
                moved[i] += delta;
                if moved.windows(2).all(|w| w[0] <= w[1]) {
                    assert!(cost(&moved, &targets, &weights) > best, "{i} {delta}");
                }
            }
        }
    }
}
