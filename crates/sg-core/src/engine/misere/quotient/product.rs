//! Submonoids of direct products, without the product's table.
//!
//! A candidate rebuilt with cyclic factors lives in Q′ × C(i₁, p₁) × …, whose table would
//! have (|Q′|·∏(iₖ + pₖ))² entries, and the refinement tries many such candidates only
//! to reduce the one that works to something small. So the product is never tabulated:
//! its elements are mixed-radix codes (Q′'s element first, then each factor's exponent)
//! multiplied part by part ([`ProductSpace`]), and the submonoid the heaps generate is
//! walked from the identity ([`Submonoid`]), keeping the rows of its generators (the
//! heaps' elements: the products the marking and the reduction need most). Any other
//! product is worked out from the codes. The submonoid becomes a [`Monoid`] of its own
//! ([`Submonoid::into_monoid`]) by its walk and its generators' rows.

use super::budget::{Budget, reserve};
use super::monoid::{Monoid, Multiply};
use crate::engine::error::EngineError;

/// A direct product of tabulated monoids; codes are mixed-radix, the first part most
/// significant, 0 the identity.
pub(crate) struct ProductSpace {
    parts: Vec<Monoid>,
}

impl ProductSpace {
    pub(crate) fn new(parts: Vec<Monoid>) -> ProductSpace {
        ProductSpace { parts }
    }

    /// The number of elements (`None` past 2^64).
    pub(crate) fn size(&self) -> Option<u64> {
        self.parts
            .iter()
            .try_fold(1u64, |size, part| size.checked_mul(part.size() as u64))
    }

    /// The code of the element whose parts are `digits`.
    pub(crate) fn encode(&self, digits: impl IntoIterator<Item = u32>) -> u64 {
        self.parts
            .iter()
            .zip(digits)
            .fold(0, |code, (part, digit)| {
                code * part.size() as u64 + u64::from(digit)
            })
    }

    pub(crate) fn product(&self, x: u64, y: u64) -> u64 {
        let (mut x, mut y, mut code, mut scale) = (x, y, 0u64, 1u64);
        for part in self.parts.iter().rev() {
            let width = part.size() as u64;
            let digit = part.product((x % width) as u32, (y % width) as u32);
            code += u64::from(digit) * scale;
            (x, y, scale) = (x / width, y / width, scale * width);
        }
        code
    }
}

/// The submonoid some elements generate in a monoid of `size` elements, numbered in the
/// order of a breadth-first walk from the identity by the generators.
pub(crate) struct Submonoid<S> {
    /// Where products are worked out.
    space: S,
    /// Each element of the submonoid, as an element of the space.
    elements: Vec<u64>,
    /// The earlier element and the generator each element was found from.
    found_from: Vec<(u32, u32)>,
    /// The number of each element of the space in the submonoid, if generated.
    number: Vec<Option<u32>>,
    /// Which generator each element of the submonoid is, if one.
    generator: Vec<Option<u32>>,
    /// The rows g·y of the generators, one after the other.
    rows: Vec<u32>,
}

/// What a [`Submonoid`] is walked in: elements 0..size, 0 the identity.
pub(crate) trait Space {
    fn size(&self) -> Option<u64>;
    fn product(&self, x: u64, y: u64) -> u64;
}

impl Space for ProductSpace {
    fn size(&self) -> Option<u64> {
        ProductSpace::size(self)
    }

    fn product(&self, x: u64, y: u64) -> u64 {
        ProductSpace::product(self, x, y)
    }
}

impl Space for &Monoid {
    fn size(&self) -> Option<u64> {
        Some(Monoid::size(self) as u64)
    }

    fn product(&self, x: u64, y: u64) -> u64 {
        u64::from(Monoid::product(self, x as u32, y as u32))
    }
}

impl<S: Space> Submonoid<S> {
    /// The submonoid `generators` generate in `space`.
    pub(crate) fn walk(
        space: S,
        generators: &[u64],
        budget: &mut Budget,
    ) -> Result<Submonoid<S>, EngineError> {
        let size = space.size().ok_or_else(|| budget.too_large())?;
        let len = usize::try_from(size).map_err(|_| budget.too_large())?;
        let mut number: Vec<Option<u32>> = budget.vec(len)?;
        number.resize(len, None);
        number[0] = Some(0);
        // Each generator once, in order (a repeated one finds nothing new).
        let mut distinct: Vec<u64> = Vec::new();
        for &g in generators {
            if number[g as usize].is_none() && !distinct.contains(&g) {
                distinct.push(g);
            }
        }
        let mut elements: Vec<u64> = vec![0];
        let mut found_from: Vec<(u32, u32)> = vec![(0, 0)];
        let mut next = 0;
        while next < elements.len() {
            let x = elements[next];
            budget.work(distinct.len() as u64)?;
            for (i, &g) in distinct.iter().enumerate() {
                let y = space.product(x, g);
                if number[y as usize].is_none() {
                    number[y as usize] = Some(elements.len() as u32);
                    reserve(&mut elements, 1)?;
                    reserve(&mut found_from, 1)?;
                    elements.push(y);
                    found_from.push((next as u32, i as u32));
                }
            }
            next += 1;
        }
        let count = elements.len();
        let mut generator = vec![None; count];
        let mut rows: Vec<u32> = budget.vec(distinct.len() * count)?;
        for (i, &g) in distinct.iter().enumerate() {
            generator[number[g as usize].expect("a generator is generated") as usize] =
                Some(i as u32);
            budget.work(count as u64)?;
            rows.extend(elements.iter().map(|&y| {
                number[space.product(y, g) as usize]
                    .expect("a product of generated elements is generated")
            }));
        }
        Ok(Submonoid {
            space,
            elements,
            found_from,
            number,
            generator,
            rows,
        })
    }

    /// The number in the submonoid of an element of the space, if generated.
    pub(crate) fn number(&self, x: u64) -> Option<u32> {
        self.number[x as usize]
    }

    /// The submonoid as a monoid of its own: its walk and its generators' rows (and its
    /// table, when small enough).
    pub(crate) fn into_monoid(self, budget: &mut Budget) -> Result<Monoid, EngineError> {
        Monoid::from_actions(self.found_from, self.generator, self.rows, budget)
    }
}

impl<S: Space> Multiply for Submonoid<S> {
    fn size(&self) -> usize {
        self.elements.len()
    }

    fn product(&self, x: u32, y: u32) -> u32 {
        let count = self.elements.len();
        if let Some(g) = self.generator[y as usize] {
            self.rows[g as usize * count + x as usize]
        } else if let Some(g) = self.generator[x as usize] {
            self.rows[g as usize * count + y as usize]
        } else {
            let xy = self
                .space
                .product(self.elements[x as usize], self.elements[y as usize]);
            self.number[xy as usize].expect("a product of generated elements is generated")
        }
    }
}
