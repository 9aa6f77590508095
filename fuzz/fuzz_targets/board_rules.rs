//! Fuzzes the `board_rules` surface (see `fuzz/surfaces/board_rules.rs`): each input is run through the
//! command it makes, in this process, and must end with exit 0, 1 or 2 and a clear error.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../surfaces/mod.rs"]
mod surfaces;

fuzz_target!(|data: &[u8]| {
    let dir = std::env::temp_dir().join(format!("sg-fuzz-board_rules-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    (surfaces::board_rules::SURFACE.run)(data, &dir);
});
