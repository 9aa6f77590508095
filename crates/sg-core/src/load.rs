//! Reading a rule file and running it through the front end: bytes, text, syntax tree,
//! validated game. File-system and encoding problems become errors with a location too.

use std::path::Path;

use crate::error::Error;
use crate::ir::{self, ComponentGame, Game, LoweringFailure, Override};
use crate::source::Source;
use crate::span::Span;
use crate::suggest::nearby_rule_file;
use crate::syntax;

/// Reads, parses and lowers the rule file at `path`.
pub fn load_game(path: &Path, overrides: &[Override]) -> Result<Game, Error> {
    parse_game(read_source(path)?, overrides)
}

/// Reads the text file at `path` (a rule file or a board).
pub(crate) fn read_source(path: &Path) -> Result<Source, Error> {
    let name = path.display().to_string();
    if path.is_dir() {
        return Err(Error::in_file(
            &name,
            format!("`{name}` is a directory, not a rule file"),
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| {
        let why = match e.kind() {
            std::io::ErrorKind::NotFound => match nearby_rule_file(path) {
                Some(near) => format!("no such file; did you mean `{}`?", near.display()),
                None => "no such file".to_string(),
            },
            std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            _ => e.to_string(),
        };
        Error::in_file(&name, format!("cannot read `{name}`: {why}"))
    })?;
    decode(&name, bytes)
}

/// Decodes the bytes of a rule file named `name` and parses and lowers it: bytes that are
/// not UTF-8 are an error pointing at the first bad byte.
pub fn parse_bytes(name: &str, bytes: Vec<u8>, overrides: &[Override]) -> Result<Game, Error> {
    parse_game(decode(name, bytes)?, overrides)
}

/// The text of a file named `name`: bytes that are not UTF-8 are an error pointing at the
/// first bad byte.
fn decode(name: &str, bytes: Vec<u8>) -> Result<Source, Error> {
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let valid = e.utf8_error().valid_up_to();
            let shown = String::from_utf8_lossy(e.as_bytes()).into_owned();
            // Point at the first bad byte; in the lossy text it starts at the same offset.
            let source = Source::new(name, shown);
            let message = format!("`{name}` is not UTF-8 text (a bad byte at offset {valid})");
            return Err(Error::at(&source, Span::new(valid, valid + 1), message));
        }
    };
    Ok(Source::new(name, text))
}

/// Parses and lowers a rule file already in memory.
pub fn parse_game(source: Source, overrides: &[Override]) -> Result<Game, Error> {
    let file =
        syntax::parse(&source.text).map_err(|e| Error::at(&source, e.span, e.to_string()))?;
    ir::lower(&file, &source, overrides).map_err(|f| lowering_error(&source, overrides, f))
}

/// The game of components a rule file with a `component` statement holds (`None` for any
/// other file, or one with a syntax error, which [`parse_game`] reports).
pub fn parse_components(
    source: &Source,
    overrides: &[Override],
) -> Option<Result<ComponentGame, Error>> {
    let file = syntax::parse(&source.text).ok()?;
    let game = ir::lower_components(&file, source, overrides)?;
    Some(game.map_err(|f| lowering_error(source, overrides, f)))
}

/// A lowering failure, located in the file or in the `--set` it is about.
pub(crate) fn lowering_error(
    source: &Source,
    overrides: &[Override],
    failure: LoweringFailure,
) -> Error {
    match failure {
        LoweringFailure::InFile(e) => Error::at(source, e.span, e.to_string()),
        LoweringFailure::InOverride(e) => {
            let o = &overrides[e.index];
            let text = format!("--set {}={}", o.name, o.value);
            let span = match e.kind {
                ir::LowerErrorKind::UnknownParameter { .. } => Span::new(6, 6 + o.name.len()),
                _ => Span::new(7 + o.name.len(), text.len()),
            };
            Error::at(&Source::new("command line", text), span, e.kind.to_string())
        }
    }
}
/// The game of a rule file named `g` holding `rules` after its `game` line: the tests'
/// way to write a game in a line.
#[cfg(test)]
pub(crate) fn game_of_rules(rules: &str) -> Game {
    parse_game(Source::new("g.game", format!("game \"g\"\n{rules}\n")), &[])
        .expect("the rules parse")
}
