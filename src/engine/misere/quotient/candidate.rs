//! A candidate quotient: a monoid and an element for each heap 0..=n, not yet proved. It
//! is built from a known quotient by giving some heaps their own cyclic factors
//! (Q′ × C(i₁, p₁) × …, the other heaps keeping their elements in Q′, the submonoid they
//! generate), and kept to the submonoid its heaps generate.

use super::budget::Budget;
use super::monoid::{Monoid, generated_by};
use crate::engine::error::EngineError;

#[derive(Debug, Clone)]
pub(crate) struct Candidate {
    pub monoid: Monoid,
    /// The element of each heap 0..=n.
    pub heaps: Vec<u32>,
}

/// A cyclic factor for one heap: a^(index + period) = a^index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Factor {
    pub heap: usize,
    pub index: u32,
    pub period: u32,
}

impl Candidate {
    /// `heaps` mapped into `monoid`, kept to the submonoid they generate.
    pub(crate) fn generated(
        monoid: &Monoid,
        heaps: Vec<u32>,
        budget: &mut Budget,
    ) -> Result<Candidate, EngineError> {
        let (monoid, number) = monoid.generated(&heaps, budget)?;
        let heaps = heaps
            .iter()
            .map(|&x| number[x as usize].expect("a generator is generated"))
            .collect();
        Ok(Candidate { monoid, heaps })
    }

    /// The heaps of `factors` on their own cyclic factors, the others as in `self`
    /// (through the submonoid they generate); `heaps` heaps in all (new ones start free).
    /// The product Q′ × C(i₁, p₁) × … is never tabulated: its elements are mixed-radix
    /// numbers (Q′'s element first, then each factor's exponent), multiplied part by
    /// part, and only the submonoid the heaps generate gets a table.
    pub(crate) fn with_factors(
        &self,
        heaps: usize,
        factors: &[Factor],
        budget: &mut Budget,
    ) -> Result<Candidate, EngineError> {
        let freed = |h: usize| factors.iter().any(|f| f.heap == h);
        let kept: Vec<u32> = (0..heaps)
            .map(|h| match self.heaps.get(h) {
                Some(&x) if !freed(h) => x,
                _ => 0,
            })
            .collect();
        let base = Candidate::generated(&self.monoid, kept, budget)?;
        let mut parts = vec![base.monoid];
        for factor in factors {
            parts.push(Monoid::cyclic(factor.index, factor.period, budget)?);
        }
        let size = parts.iter().try_fold(1u64, |size, part| size.checked_mul(part.size() as u64));
        let size = size.ok_or_else(|| budget.too_large())?;
        let encode = |digits: &mut dyn Iterator<Item = u32>| {
            parts
                .iter()
                .zip(digits)
                .fold(0u64, |code, (part, digit)| code * part.size() as u64 + u64::from(digit))
        };
        let elements: Vec<u64> = base
            .heaps
            .iter()
            .enumerate()
            .map(|(h, &x)| {
                let exponents = factors.iter().map(|f| u32::from(f.heap == h));
                encode(&mut std::iter::once(x).chain(exponents))
            })
            .collect();
        let product = |x: u64, y: u64| {
            let (mut x, mut y, mut code, mut scale) = (x, y, 0u64, 1u64);
            for part in parts.iter().rev() {
                let width = part.size() as u64;
                let digit = part.product((x % width) as u32, (y % width) as u32);
                code += u64::from(digit) * scale;
                (x, y, scale) = (x / width, y / width, scale * width);
            }
            code
        };
        let (monoid, number) = generated_by(size, &elements, budget, product)?;
        let heaps = elements
            .iter()
            .map(|&x| number[x as usize].expect("a generator is generated"))
            .collect();
        Ok(Candidate { monoid, heaps })
    }
}

/// The index and period of x's powers: the least i with x^i = x^(i+p), and that p.
pub(crate) fn index_and_period(monoid: &Monoid, x: u32) -> (u32, u32) {
    let mut powers = vec![0u32];
    loop {
        let next = monoid.product(*powers.last().expect("a power"), x);
        if let Some(i) = powers.iter().position(|&y| y == next) {
            return (i as u32, (powers.len() - i) as u32);
        }
        powers.push(next);
    }
}
