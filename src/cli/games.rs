//! The games a command names: `GAME [WORD…] [+ GAME WORD…]…`, each loaded once through the
//! front door with the options' parameters and play, each with the words of its position.

use std::path::Path;

use super::args::{EngineOptions, GameOptions};
use crate::door::{GameFile, Limits, Words};
use crate::error::Error;

/// The games of the command line and their positions' words.
pub(super) struct Games {
    pub files: Vec<GameFile>,
    pub words: Vec<Words>,
}

impl Games {
    /// `game`, then the words after it, split at each `+` into more games.
    pub(super) fn load(
        game: &Path,
        rest: &[String],
        options: &GameOptions,
        engine: &EngineOptions,
        limits: &Limits,
    ) -> Result<Games, Error> {
        let words = Words::of_command_line(game, rest);
        Games::load_words(game, words, options, engine, limits)
    }

    /// `game`, then `words` (typed after it, or read from a position file), split at each
    /// `+` into more games.
    pub(super) fn load_words(
        game: &Path,
        words: Words,
        options: &GameOptions,
        engine: &EngineOptions,
        limits: &Limits,
    ) -> Result<Games, Error> {
        let (first, others) = words.split_sum()?;
        let load = |path: &Path| Games::load_file(path, options, engine, limits);
        let mut files = vec![load(game)?];
        let mut words = vec![first];
        for summand in others {
            let path = Path::new(&summand.game.0);
            files.push(load(path)?);
            words.push(summand.words);
        }
        Ok(Games { files, words })
    }

    /// The game of `path`, with the options' parameters, play and compound.
    pub(super) fn load_file(
        path: &Path,
        options: &GameOptions,
        engine: &EngineOptions,
        limits: &Limits,
    ) -> Result<GameFile, Error> {
        GameFile::load(path, &options.overrides, engine.play(), limits)
            .map(|file| file.with_compound(engine.compound))
    }

    /// One game alone, with the words of its position (a `+` is refused where it stands).
    pub(super) fn single(
        game: &Path,
        rest: &[String],
        options: &GameOptions,
        engine: &EngineOptions,
        limits: &Limits,
    ) -> Result<(GameFile, Words), Error> {
        let words = Words::of_command_line(game, rest);
        words.single_game("only one game here: sums of games (`+`) are not supported")?;
        let file = Games::load_file(game, options, engine, limits)?;
        Ok((file, words))
    }

    /// Each game with its words.
    pub(super) fn pairs(&self) -> Vec<(&GameFile, Words)> {
        self.files.iter().zip(self.words.iter().cloned()).collect()
    }
}
