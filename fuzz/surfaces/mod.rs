//! The surfaces the fuzz targets drive, shared by the libFuzzer targets
//! (`fuzz/fuzz_targets/`) and the plain driver (`examples/fuzz/`). Each takes arbitrary
//! bytes, makes of them an input of its surface (a file, a command line, lines typed to
//! `sg play`), runs the command in this process through [`sg::cli::run_with`] with small
//! limits, and panics if what must hold for every input does not: an exit code of 0, 1
//! or 2, and an error that starts with `error: `. A crash, a stack overflow or an
//! overflow panic (the driver is built with overflow checks) is a finding by itself.

#![allow(dead_code)]

pub(crate) mod api;
pub(crate) mod board_rules;
pub(crate) mod command;
pub(crate) mod components;
pub(crate) mod compounds;
pub(crate) mod dot;
#[path = "../../tests/sg/exercise.rs"]
mod exercise;
pub(crate) mod graph;
pub(crate) mod play;
pub(crate) mod position_files;
pub(crate) mod positions;
pub(crate) mod settings;
pub(crate) mod upto;

/// A surface: its name, its seed inputs, and the function that runs one input (in the
/// folder given, where it may write files).
pub(crate) struct Surface {
    pub(crate) name: &'static str,
    pub(crate) seeds: fn() -> Vec<Vec<u8>>,
    pub(crate) run: fn(&[u8], &std::path::Path) -> command::Outcome,
}

/// Every surface.
pub(crate) const SURFACES: [Surface; 12] = [
    Surface {
        name: "front_end",
        seeds: front_end_seeds,
        run: front_end,
    },
    dot::SURFACE,
    components::SURFACE,
    board_rules::SURFACE,
    positions::SURFACE,
    position_files::SURFACE,
    settings::SURFACE,
    upto::SURFACE,
    compounds::SURFACE,
    graph::SURFACE,
    play::SURFACE,
    api::SURFACE,
];

fn front_end_seeds() -> Vec<Vec<u8>> {
    command::bundled("game")
}

fn front_end(data: &[u8], _: &std::path::Path) -> command::Outcome {
    exercise::exercise(data);
    command::Outcome::default()
}
