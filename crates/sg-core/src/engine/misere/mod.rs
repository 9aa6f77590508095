//! Misère play of sum games (every rule touches one heap): the misère Grundy value G⁻ of
//! any position by a memoized search over reduced sums, Conway's genus of any position,
//! and the tame rule, which answers sums of tame heaps without search. Each step is
//! proved in the note of its module; the tests check each against the plain search.

mod component_sums;
mod heap_forms;
pub(crate) mod quotient;
mod sum_solver;
pub(crate) mod sums;
mod tame;
mod units;

pub(crate) use component_sums::MisereComponentSums;
pub(crate) use sum_solver::MisereSumSolver;

#[cfg(test)]
pub(crate) mod brute_force;
#[cfg(test)]
mod checks;
