//! Loading a game: a rule file of heaps, a rule file of components (a `component`
//! statement), a rule file that plays on a board it names (`board FILE.dot`), or a DOT file
//! itself (its first word is `graph`, `digraph` or `strict`, whatever its name). The file is
//! read and parsed once; the play asked for (`--misere`, `--normal`) is applied here, so
//! that every engine made from the game answers in it.
//!
//! A game may also come as text with no file of its own (typed in the web page, or built
//! into a program): [`GameFile::from_text`] runs the same loader on it, and [`Boards`]
//! says where the boards it names are read from — beside it on disk, only under a root
//! folder (a server that reads nothing else), or from texts given with it.

use std::path::{Component, Path, PathBuf};

use crate::board::{self, Board, looks_like_dot, read_board};
use crate::error::Error;
use crate::ir::{self, ComponentGame, Compound, Game, Override, Play, lower_board};
use crate::load::{lowering_error, read_source};
use crate::source::Source;
use crate::syntax::{self, MAX_FILE_BYTES};

use super::limits::Limits;
use super::words::Words;

/// What a game file holds.
#[derive(Debug)]
pub enum GameKind {
    /// A rule file of heaps.
    Heaps(Game),
    /// A rule file of components with coordinates.
    Components(ComponentGame),
    /// A board: a DOT file, or a rule file that names its board.
    Board(Board),
}

/// A game as loaded from a file, ready for the engine.
#[derive(Debug)]
pub struct GameFile {
    /// The file it was read from.
    pub path: PathBuf,
    /// The game.
    pub kind: GameKind,
    /// The play the engine answers in: the one asked for, else the file's.
    pub play: Play,
    /// How the games of a position are played together: the file's `compound`, unless
    /// [`GameFile::with_compound`] says otherwise.
    pub compound: Compound,
    /// The words of the file's `start` line, for games that read their positions from
    /// words (boards, components); a rule file of heaps keeps its start in the game.
    pub start: Option<Words>,
}

/// Where the boards a rule file names (`board "FILE.dot"`) are read from.
#[derive(Debug, Clone, Copy)]
pub enum Boards<'a> {
    /// From the folder the rule file is in, wherever the name leads.
    Beside(&'a Path),
    /// From `folder`, but only files under `root` of at most [`MAX_FILE_BYTES`]: a name
    /// that leads out of `root` (`../`, an absolute path, a link) is refused.
    Within {
        /// The folder names are relative to.
        folder: &'a Path,
        /// The folder nothing outside of is read.
        root: &'a Path,
    },
    /// From these texts, by the name the rule file writes; nothing is read from disk.
    Given(&'a [(&'a str, &'a str)]),
}

impl Boards<'_> {
    /// The text of the board named `name`.
    fn read(&self, name: &str) -> Result<Source, Error> {
        match *self {
            Boards::Beside(folder) => read_source(&folder.join(name)),
            Boards::Within { folder, root } => read_within(&folder.join(name), root),
            Boards::Given(texts) => texts
                .iter()
                .find(|(given, _)| *given == name)
                .map(|(given, text)| Source::new(*given, *text))
                .ok_or_else(|| Error::in_file(name, format!("there is no board `{name}` here"))),
        }
    }
}

/// The kinds of files read under a folder served: rule files, boards and position files.
pub const SERVED_KINDS: [&str; 3] = ["game", "dot", "txt"];

/// Whether `relative` (a path under a folder served) names a file of the kinds served,
/// hidden nowhere (no name of it starts with `.`).
pub fn is_served(relative: &Path) -> bool {
    let hidden = relative.components().any(|c| match c {
        Component::Normal(name) => name.to_string_lossy().starts_with('.'),
        _ => false,
    });
    let kind = relative.extension().and_then(|e| e.to_str());
    !hidden && kind.is_some_and(|kind| SERVED_KINDS.contains(&kind))
}

/// The text of the file at `path` if it is under `root`, a file of the kinds served
/// ([`is_served`]: a rule file, a board or a position file, not hidden), and not larger than
/// a rule file may be; else an error that says which.
pub fn read_within(path: &Path, root: &Path) -> Result<Source, Error> {
    // Named by its path under the root: messages do not show where the root is.
    let name = path
        .strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string();
    let outside = || Error::in_file(&name, format!("`{name}` is outside the folder served"));
    let climbs = path.components().any(|c| c == Component::ParentDir);
    if climbs || !path.starts_with(root) {
        return Err(outside());
    }
    let not_served = || Error::in_file(&name, not_served(&name));
    if !is_served(path.strip_prefix(root).unwrap_or(path)) {
        return Err(not_served());
    }
    // A link may still lead out, or to a file of another kind: the real paths say.
    if let (Ok(real), Ok(real_root)) = (path.canonicalize(), root.canonicalize()) {
        if !real.starts_with(&real_root) {
            return Err(outside());
        }
        if !is_served(real.strip_prefix(&real_root).unwrap_or(&real)) {
            return Err(not_served());
        }
        let size = std::fs::metadata(&real).map_or(0, |m| m.len());
        if size > MAX_FILE_BYTES as u64 {
            return Err(Error::in_file(
                &name,
                format!(
                    "`{name}` has {size} bytes, more than the {MAX_FILE_BYTES} a file may have here"
                ),
            ));
        }
    }
    read_source(path).map(|source| Source::new(name, source.text))
}

/// Why the file `name` is not read from a folder served.
pub fn not_served(name: &str) -> String {
    format!(
        "`{}` is not read here: only rule files (.game), boards (.dot) and position files (.txt) under the folder served are, none hidden (no name starting with `.`)",
        crate::error::excerpt(name)
    )
}

impl GameFile {
    /// Reads the file at `path`: a board of at most `limits.max_states` nodes and edges, or
    /// a rule file with the `overrides` applied; in `play` when it is given. The boards a
    /// rule file names are read beside it.
    pub fn load(
        path: &Path,
        overrides: &[Override],
        play: Option<Play>,
        limits: &Limits,
    ) -> Result<GameFile, Error> {
        let source = read_source(path)?;
        let folder = path.parent().unwrap_or(Path::new(""));
        GameFile::of_source(source, Boards::Beside(folder), overrides, play, limits)
    }

    /// The game whose rule file (or DOT file) is `text`, named `name` in messages, with
    /// its boards read from `boards`; otherwise as [`GameFile::load`].
    pub fn from_text(
        name: &str,
        text: &str,
        boards: Boards,
        overrides: &[Override],
        play: Option<Play>,
        limits: &Limits,
    ) -> Result<GameFile, Error> {
        GameFile::of_source(Source::new(name, text), boards, overrides, play, limits)
    }

    fn of_source(
        source: Source,
        boards: Boards,
        overrides: &[Override],
        play: Option<Play>,
        limits: &Limits,
    ) -> Result<GameFile, Error> {
        let path = PathBuf::from(&source.name);
        let (kind, file_play, compound, start) = if looks_like_dot(&source.text) {
            if let Some(o) = overrides.first() {
                return Err(Error::new(format!(
                    "--set {}={}: `{}` is a board, which has no parameters",
                    o.name,
                    o.value,
                    path.display()
                )));
            }
            let board = read_board(&source, limits.max_states)?;
            (
                GameKind::Board(board),
                Play::Normal,
                Compound::Disjunctive,
                None,
            )
        } else {
            rule_file(source, boards, overrides, limits)?
        };
        let play = play.unwrap_or(file_play);
        let kind = match kind {
            GameKind::Heaps(game) => GameKind::Heaps(game.with_play(play)),
            GameKind::Components(game) => GameKind::Components(game.with_play(play)),
            board => board,
        };
        Ok(GameFile {
            path,
            kind,
            play,
            compound,
            start,
        })
    }

    /// The same game played as `compound` where it is given.
    pub fn with_compound(mut self, compound: Option<Compound>) -> GameFile {
        self.compound = compound.unwrap_or(self.compound);
        self
    }

    /// The game's name.
    pub fn name(&self) -> String {
        match &self.kind {
            GameKind::Heaps(game) => game.name.clone(),
            GameKind::Components(game) => game.name.clone(),
            GameKind::Board(board) => {
                with_board!(board, game => crate::game::ImpartialGame::name(game))
            }
        }
    }
}

/// What a rule file holds: the game, its play, its compound and its start words.
type RuleFile = (GameKind, Play, Compound, Option<Words>);

/// The game a rule file holds, its play, compound and start words.
fn rule_file(
    source: Source,
    boards: Boards,
    overrides: &[Override],
    limits: &Limits,
) -> Result<RuleFile, Error> {
    let file =
        syntax::parse(&source.text).map_err(|e| Error::at(&source, e.span, e.to_string()))?;
    if let Some(rules) = lower_board(&file, &source, overrides) {
        let rules = rules.map_err(|f| lowering_error(&source, overrides, f))?;
        let play = rules.play;
        let start = rules.start.clone().map(|words| Words {
            line: source.clone(),
            words,
        });
        let (name, rule, compound) = (rules.name, rules.rule, rules.compound);
        let board = board::of_rules(
            &|file| boards.read(file),
            &source,
            name,
            rules.board,
            rule,
            limits.max_states,
        )?;
        return Ok((GameKind::Board(board), play, compound, start));
    }
    if let Some(game) = ir::lower_components(&file, &source, overrides) {
        let game = game.map_err(|f| lowering_error(&source, overrides, f))?;
        let start = game.start.clone().map(|words| Words {
            line: game.source.clone(),
            words,
        });
        let (play, compound) = (game.play, game.compound);
        return Ok((GameKind::Components(game), play, compound, start));
    }
    let game =
        ir::lower(&file, &source, overrides).map_err(|f| lowering_error(&source, overrides, f))?;
    let (play, compound) = (game.play, game.compound);
    Ok((GameKind::Heaps(game), play, compound, None))
}
