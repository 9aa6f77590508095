//! Loopy games: positions from which play may go on for ever. Their components get the
//! generalized Sprague–Grundy value n or ∞(K) ([`crate::engine::GeneralizedValue`], labelled by
//! [`labels`]), and [`LoopyAnalyzer`] answers any position of any such game: P, N or D
//! (a draw), its value by Smith's rules, and the moves that win or keep the draw.

mod analyzer;
mod labels;

pub use analyzer::LoopyAnalyzer;
