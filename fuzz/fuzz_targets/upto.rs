//! Fuzzes the `upto` surface (see `fuzz/surfaces/upto.rs`): each input is run through the
//! command it makes, in this process, and must end with exit 0, 1 or 2 and a clear error.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../surfaces/mod.rs"]
mod surfaces;

fuzz_target!(|data: &[u8]| {
    let dir = std::env::temp_dir().join(format!("sg-fuzz-upto-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    (surfaces::upto::SURFACE.run)(data, &dir);
});
