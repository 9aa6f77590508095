//! Fuzzes the front end: arbitrary bytes (and, from the seed corpus of bundled games,
//! mutated rule files) through decoding, parsing, lowering, printing and move generation.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/sg/exercise.rs"]
mod exercise;

fuzz_target!(|data: &[u8]| {
    exercise::exercise(data);
});
