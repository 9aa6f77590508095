//! Green Hackenbush by its theorems: the value of a drawing by the fusion and colon
//! principles in linear time ([`fusion`]), and every winning cut without valuing each cut
//! drawing anew ([`HackenbushSolver`]). The search over the drawing's own moves (the
//! [`crate::engine::Analyzer`] on [`crate::board::Drawing`]) is the brute-force twin the
//! tests check them against.

mod fusion;
mod solver;

pub use solver::{HackenbushSolver, drawing_value};
