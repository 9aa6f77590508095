//! The one integration target: runs the built `sg` binary. Each area has its own module.

mod exercise;
mod fuzz_regressions;
mod limits;
mod properties;
mod support;
