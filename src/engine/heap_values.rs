//! The heap-game kernel: G(n) for a single heap of a game in which every rule touches one
//! heap. G(n) is the mex over the options of n, an option leaving several heaps counting
//! as the XOR of their values. Values are computed in order and the periodicity theorem
//! is tried as they grow (when it applies: see [`period_bound`]); once a period is proved,
//! G(n) for any n comes from it in O(1) and computing stops.

use super::error::EngineError;
use super::mex::MexSet;
use super::period::{Period, prove_period};
use crate::ir::{Game, RuleKind};

/// The largest take `t` for which the octal periodicity theorem applies to `game`, or
/// `None` when it does not: every rule must be take-and-break leaving at most two heaps,
/// without `unequal` (which breaks the theorem's pairing of splits), with a bounded take,
/// and with no `where` that depends on the heap's size (a condition on k alone only
/// narrows the take set, which keeps the game octal).
pub fn period_bound(game: &Game) -> Option<u64> {
    let octal = game.rules.iter().all(|rule| match &rule.kind {
        RuleKind::TakeBreak { leave, unequal, .. } => {
            !unequal && !leave.allows(3) && rule.condition.as_ref().is_none_or(|c| !c.uses_n)
        }
        _ => false,
    });
    if octal { game.max_take() } else { None }
}

/// How many values to compute, at most, hoping to prove a period for a huge heap.
const PERIOD_SEARCH_LENGTH: u64 = 1 << 16;

pub struct HeapValues {
    values: Vec<u32>,
    period: Option<Period>,
    period_bound: Option<u64>,
    /// The next length at which to try the periodicity theorem.
    next_check: usize,
    mex: MexSet,
}

impl HeapValues {
    pub fn new(game: &Game) -> HeapValues {
        HeapValues {
            values: Vec::new(),
            period: None,
            period_bound: period_bound(game),
            next_check: 16,
            mex: MexSet::new(),
        }
    }

    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// The values computed so far, G(0), G(1), ….
    pub fn computed(&self) -> &[u32] {
        &self.values
    }

    /// G(n): from the period once proved, otherwise computed up to n (refused beyond
    /// `limit` values).
    pub fn value(&mut self, game: &Game, n: u64, limit: u64) -> Result<u64, EngineError> {
        if let Some(period) = self.period {
            return Ok(u64::from(self.values[period.reduce(n) as usize]));
        }
        if n >= limit {
            if self.period_bound.is_none() {
                return Err(EngineError::HeapTooLarge { heap: n, limit });
            }
            // Computing more values may still prove a period: try a bounded number first.
            self.extend(game, limit.min(PERIOD_SEARCH_LENGTH), limit)?;
            if let Some(period) = self.period {
                return Ok(u64::from(self.values[period.reduce(n) as usize]));
            }
            return Err(EngineError::HeapTooLarge { heap: n, limit });
        }
        self.extend(game, n + 1, limit)?;
        Ok(match self.period {
            Some(period) => u64::from(self.values[period.reduce(n) as usize]),
            None => u64::from(self.values[n as usize]),
        })
    }

    /// Computes values until `len` are known or a period is proved.
    pub fn extend(&mut self, game: &Game, len: u64, limit: u64) -> Result<(), EngineError> {
        if len > limit {
            return Err(EngineError::HeapTooLarge {
                heap: len - 1,
                limit,
            });
        }
        while (self.values.len() as u64) < len && self.period.is_none() {
            let n = self.values.len() as u64;
            let value = self.compute(game, n)?;
            self.values.push(value);
            if let Some(t) = self.period_bound
                && self.values.len() >= self.next_check
            {
                self.next_check *= 2;
                self.period = prove_period(&self.values, t);
            }
        }
        if let (Some(t), None) = (self.period_bound, self.period) {
            self.period = prove_period(&self.values, t);
        }
        Ok(())
    }

    /// G(0..len) in full, from the period where proved.
    pub fn table(&mut self, game: &Game, len: u64, limit: u64) -> Result<Vec<u32>, EngineError> {
        self.extend(game, len, limit)?;
        Ok(match self.period {
            Some(period) => (0..len)
                .map(|n| self.values[period.reduce(n) as usize])
                .collect(),
            None => self.values[..len as usize].to_vec(),
        })
    }

    fn compute(&mut self, game: &Game, n: u64) -> Result<u32, EngineError> {
        let values = &self.values;
        let mex = &mut self.mex;
        mex.clear();
        game.heap_options(n, &mut |_, _, parts| {
            let value = parts
                .iter()
                .fold(0u32, |acc, &part| acc ^ values[part as usize]);
            mex.insert(u64::from(value));
        })?;
        u32::try_from(mex.mex()).map_err(|_| {
            EngineError::Unsupported(format!(
                "the Grundy value of a heap of {n} does not fit in 32 bits"
            ))
        })
    }
}
