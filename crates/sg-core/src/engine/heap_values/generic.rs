//! G(n) by the plain mex over [`Game::heap_options`]: every take tried, every option looked
//! at. It is the path for rules no fast kernel covers, and the reference the fast kernels
//! are checked against. It counts its steps in the units of the work estimate
//! ([`super::work`]).

use super::store::Store;
use super::work::{GENERIC_HEAP, GENERIC_OPTION};
use crate::engine::error::EngineError;
use crate::engine::mex::MexSet;
use crate::ir::Game;

#[derive(Default)]
pub(crate) struct GenericKernel {
    mex: MexSet,
    /// The steps taken so far.
    work: f64,
}

impl GenericKernel {
    /// G(n) from the values of the heaps below it.
    pub(crate) fn next(&mut self, game: &Game, values: &Store, n: u64) -> Result<u32, EngineError> {
        let mex = &mut self.mex;
        mex.clear();
        let mut options = 0u64;
        let tried = game.counted_heap_options(n, &mut |_, _, parts| {
            options += 1;
            let value = parts
                .iter()
                .fold(0u32, |acc, &part| acc ^ values.get(part as usize));
            mex.insert(u64::from(value));
        })?;
        self.work += GENERIC_HEAP + GENERIC_OPTION * (tried + options) as f64;
        let value = mex.mex();
        u32::try_from(value).map_err(|_| EngineError::KernelValueTooLarge {
            heap: n,
            value,
            bits: 32,
        })
    }

    /// The steps taken so far.
    pub(crate) fn work(&self) -> u64 {
        self.work as u64
    }
}
