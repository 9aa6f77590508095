//! A candidate quotient: a monoid and an element for each heap 0..=n, not yet proved. It
//! is built from a known quotient by giving some heaps their own cyclic factors
//! (Q′ × C(i₁, p₁) × …, the other heaps keeping their elements in Q′, the submonoid they
//! generate), and kept to the submonoid its heaps generate.

use super::budget::Budget;
use super::monoid::{Monoid, Multiply};
use super::product::{ProductSpace, Submonoid};
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
    /// The product Q′ × C(i₁, p₁) × … is not tabulated ([`super::product`]).
    pub(crate) fn with_factors(
        &self,
        heaps: usize,
        factors: &[Factor],
        budget: &mut Budget,
    ) -> Result<Rebuilt, EngineError> {
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
        let space = ProductSpace::new(parts);
        let elements: Vec<u64> = base
            .heaps
            .iter()
            .enumerate()
            .map(|(h, &x)| {
                let exponents = factors.iter().map(|f| u32::from(f.heap == h));
                space.encode(std::iter::once(x).chain(exponents))
            })
            .collect();
        let monoid = Submonoid::walk(space, &elements, budget)?;
        let heaps = elements
            .iter()
            .map(|&x| monoid.number(x).expect("a generator is generated"))
            .collect();
        Ok(Rebuilt { monoid, heaps })
    }
}

/// A candidate rebuilt with cyclic factors: the submonoid its heaps generate in a product
/// that has no table, and the element of each heap.
pub(crate) struct Rebuilt {
    pub monoid: Submonoid<ProductSpace>,
    pub heaps: Vec<u32>,
}

impl Rebuilt {
    /// The same candidate as a monoid of its own.
    pub(crate) fn into_candidate(self, budget: &mut Budget) -> Result<Candidate, EngineError> {
        Ok(Candidate {
            monoid: self.monoid.into_monoid(budget)?,
            heaps: self.heaps,
        })
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
