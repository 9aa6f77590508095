//! The one integration target: runs the built `sg` binary. Each area has its own module.

mod arithmetic;
mod board_brute_force;
mod boards;
mod brute_force;
mod check;
mod drawing;
mod exercise;
mod fuzz_regressions;
mod games;
mod graph;
mod json_docs;
mod kernel;
mod layers;
mod library;
mod limits;
mod misere;
mod play;
mod properties;
mod published;
mod quotient;
mod random_games;
mod readme;
mod solve;
mod support;
mod theories;
mod trait_path;
