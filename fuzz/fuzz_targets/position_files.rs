//! Fuzzes the `position_files` surface (see `fuzz/surfaces/position_files.rs`): each input is run through the
//! command it makes, in this process, and must end with exit 0, 1 or 2 and a clear error.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../surfaces/mod.rs"]
mod surfaces;

fuzz_target!(|data: &[u8]| {
    let dir = std::env::temp_dir().join(format!("sg-fuzz-position_files-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    (surfaces::position_files::SURFACE.run)(data, &dir);
});
