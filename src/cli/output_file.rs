//! Writing an output file whole or not at all: the bytes go to a temporary file in the
//! same folder (`tempfile`), which is then renamed over the target (a rename within one
//! file system is atomic), so a failure never leaves a half-written file behind; the
//! temporary file is removed when anything fails.

use std::io::{BufWriter, Write};
use std::path::Path;

use crate::error::Error;

/// Writes `bytes` to `path`, whole or not at all.
pub(crate) fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    write_streamed(path, |out| out.write_all(bytes))
}

/// Writes to `path` whatever `write` writes, whole or not at all, without holding it in
/// memory: a large table streams through a buffer into the temporary file.
pub(crate) fn write_streamed(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Error> {
    let shown = path.display().to_string();
    let fail = |e: &dyn std::fmt::Display| {
        Error::in_file(&shown, format!("cannot write the output file: {e}"))
    };
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let temporary = tempfile::NamedTempFile::new_in(folder).map_err(|e| fail(&e))?;
    let mut out = BufWriter::new(temporary);
    write(&mut out)
        .and_then(|()| out.flush())
        .map_err(|e| fail(&e))?;
    let temporary = out.into_inner().map_err(|e| fail(e.error()))?;
    temporary.as_file().sync_all().map_err(|e| fail(&e))?;
    temporary.persist(path).map_err(|e| fail(&e.error))?;
    Ok(())
}
