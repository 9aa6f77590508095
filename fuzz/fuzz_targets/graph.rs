//! Fuzzes the `graph` surface (see `fuzz/surfaces/graph.rs`): each input is run through the
//! command it makes, in this process, and must end with exit 0, 1 or 2 and a clear error.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../surfaces/mod.rs"]
mod surfaces;

fuzz_target!(|data: &[u8]| {
    let dir = std::env::temp_dir().join(format!("sg-fuzz-graph-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    (surfaces::graph::SURFACE.run)(data, &dir);
});
