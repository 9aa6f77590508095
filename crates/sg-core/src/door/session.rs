//! Many positions asked one after another (`sg solve GAME --positions FILE`): the games of
//! each position are opened once, with their engines, and every later position of the same
//! games is read into those engines, so that what one answer computed (values, the memo of
//! a search, the remoteness of whole positions) serves the next.

use std::path::PathBuf;

use hashbrown::HashMap;

use crate::error::Error;

use super::game_file::GameFile;
use super::limits::Limits;
use super::sum::SumEngine;
use super::words::Words;
use super::{Answer, Opening, apart};

/// Positions of the same games, answered by engines kept from one to the next.
pub struct Session<'a> {
    limits: Limits,
    /// The engines of the sums met so far, by their games' files in order.
    sums: HashMap<Vec<PathBuf>, SumEngine<'a>>,
}

impl<'a> Session<'a> {
    /// No position asked yet; the engines it opens keep within `limits` together.
    pub fn new(limits: &Limits) -> Session<'a> {
        Session {
            limits: *limits,
            sums: HashMap::new(),
        }
    }

    /// The answer for the sum of the games of `files` at the positions their words name,
    /// listing its first `options` options, from the engines of earlier answers for the
    /// same games.
    pub fn answer(
        &mut self,
        files: &[(&'a GameFile, Words)],
        options: usize,
    ) -> Result<Answer, Error> {
        let key: Vec<PathBuf> = files.iter().map(|(file, _)| file.path.clone()).collect();
        if !self.sums.contains_key(&key) {
            apart(files.iter().map(|(file, _)| *file))?;
            let parts = files
                .iter()
                .map(|(file, _)| file.part(&self.limits))
                .collect::<Result<Vec<_>, Error>>()?;
            self.sums
                .insert(key.clone(), SumEngine::new(parts, self.limits)?);
        }
        let engine = self.sums.get_mut(&key).expect("opened above");
        let at = files
            .iter()
            .enumerate()
            .map(|(i, (file, words))| engine.part(i).read(file, words, Opening::Answer))
            .collect::<Result<Vec<_>, Error>>()?;
        engine.answer(&at, options)
    }
}
