//! The parts of the heap-game kernel ([`super::heap_values::HeapValues`]): a plan of the
//! rules per take ([`plan`]), compact storage of values ([`store`]), the fast kernel for
//! take-and-break games ([`split`]) with its sparse-space split ([`sparse`]) and sets of
//! values ([`marks`]), the periodicity theorem checked as values arrive ([`period_watch`]), and a
//! progress bar ([`progress`]).

pub mod marks;
pub mod period_watch;
pub mod plan;
pub mod progress;
pub mod sparse;
pub mod split;
pub mod store;

/// A xorshift generator of test cases, the same sequence for a given seed.
#[cfg(test)]
pub fn random_source(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}
