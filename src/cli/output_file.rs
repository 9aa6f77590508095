//! Writing an output file whole or not at all: the bytes go to a temporary file in the
//! same folder, which is then renamed over the target (a rename within one file system is
//! atomic), so a failure never leaves a half-written file behind.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::Error;

pub fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    let shown = path.display().to_string();
    let temporary = temporary_path(path);
    let written = File::create(&temporary)
        .and_then(|mut file| {
            file.write_all(bytes)?;
            file.sync_all()
        })
        .and_then(|()| std::fs::rename(&temporary, path));
    written.map_err(|e| {
        let _ = std::fs::remove_file(&temporary);
        Error::in_file(shown, format!("cannot write the output file: {e}"))
    })
}

/// `folder/.name.PID.tmp`, next to `path`.
fn temporary_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}
