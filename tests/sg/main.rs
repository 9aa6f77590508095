//! The one integration target: runs the built `sg` binary. Each area has its own module.

mod check;
mod json;
mod misere;
mod solve;
mod support;
