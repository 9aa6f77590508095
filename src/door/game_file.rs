//! Loading a game: a rule file of heaps, a rule file of components (a `component`
//! statement), a rule file that plays on a board it names (`board FILE.dot`), or a DOT file
//! itself (its first word is `graph`, `digraph` or `strict`, whatever its name). The file is
//! read and parsed once; the play asked for (`--misere`, `--normal`) is applied here, so
//! that every engine made from the game answers in it.

use std::path::{Path, PathBuf};

use crate::board::{self, Board, looks_like_dot, read_board};
use crate::error::Error;
use crate::ir::{self, ComponentGame, Compound, Game, Override, Play, lower_board};
use crate::load::{lowering_error, read_source};
use crate::source::Source;
use crate::syntax;

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

impl GameFile {
    /// Reads the file at `path`: a board of at most `limits.max_states` nodes and edges, or
    /// a rule file with the `overrides` applied; in `play` when it is given.
    pub fn load(
        path: &Path,
        overrides: &[Override],
        play: Option<Play>,
        limits: &Limits,
    ) -> Result<GameFile, Error> {
        let source = read_source(path)?;
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
            rule_file(path, source, overrides, limits)?
        };
        let play = play.unwrap_or(file_play);
        let kind = match kind {
            GameKind::Heaps(game) => GameKind::Heaps(game.with_play(play)),
            GameKind::Components(game) => GameKind::Components(game.with_play(play)),
            board => board,
        };
        Ok(GameFile {
            path: path.to_path_buf(),
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
    path: &Path,
    source: Source,
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
        let board = board::of_rules(path, &source, name, rules.board, rule, limits.max_states)?;
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
