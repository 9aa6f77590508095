//! The one integration target: runs the built `sg` binary. Each area has its own module.

mod check;
mod games;
mod graph;
mod json;
mod solve;
mod support;
