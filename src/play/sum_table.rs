//! The play table of every game: a position of one game, or of a sum of games of any kinds,
//! behind the front door ([`Door`]). Its moves are the parts' moves in order (the game's
//! descriptions, in a sum prefixed by the game they are made in); its answers are the
//! door's, so that play uses exactly the methods `sg solve` uses (closed forms, quotients,
//! proved periods); a typed line is read as a move in a game's own words (`take 2 from
//! heap 3`), as the position after a move (written as the menu writes it, parts in any
//! order), or as a move's description.
//!
//! The engine's move: a winning move whenever there is one (the engine's own, found
//! without looking at every option); in a drawn position one that keeps the draw; in a
//! lost position the move the loser delays longest with (the greatest remoteness), or,
//! where the search finds no remoteness, the move that leaves the opponent the most moves
//! to choose from among the first ones (more choices are more chances to go wrong).

use std::ops::ControlFlow;

use super::table::PlayTable;
use crate::door::{Door, Id, PartMove, SumEngine, SumMove};
use crate::engine::Outcome;
use crate::error::Error;
use crate::game::PositionView;
use crate::ir::Play;

/// The most moves looked at to find a typed one.
const MOVES_SCANNED: usize = 1_000_000;
/// The most moves weighed for a lasting move from a lost position.
const LASTING_CANDIDATES: usize = 200;
/// The most replies counted for each of them.
const REPLIES_COUNTED: usize = 1000;

/// A position of a game or of a sum of games, answered by the front door.
pub(crate) struct SumTable<'a> {
    engine: SumEngine<'a>,
    at: Vec<Id>,
}

impl<'a> SumTable<'a> {
    /// The table of the door's position.
    pub(crate) fn new(door: Door<'a>) -> SumTable<'a> {
        SumTable {
            engine: door.engine,
            at: door.at,
        }
    }

    /// The parts' views at `at`.
    fn views(&self, at: &[Id]) -> Vec<PositionView> {
        (0..at.len()).map(|i| self.engine.view(i, at[i])).collect()
    }

    /// The position `at` as reports show it: the one game's view, or each game's (lists
    /// of heaps where every game is one of heaps).
    fn view_of(&self, at: &[Id]) -> PositionView {
        let views = self.views(at);
        if let [one] = views.as_slice() {
            return one.clone();
        }
        let numbers: Option<Vec<Vec<u64>>> = views
            .iter()
            .map(|v| v.numbers().map(<[u64]>::to_vec))
            .collect();
        match numbers {
            Some(heaps) => PositionView::Components(heaps),
            None => PositionView::Other(serde_json::to_value(&views).unwrap_or_default()),
        }
    }

    /// The position `at` as a person reads it: each game's position joined by `+` (`-`
    /// for a game with nothing left).
    fn text_of(&self, at: &[Id]) -> String {
        let views = self.views(at);
        if views.len() == 1 {
            return views[0].to_string();
        }
        let shown: Vec<String> = views
            .iter()
            .map(|v| {
                if v.is_empty() {
                    "-".to_string()
                } else {
                    v.to_string()
                }
            })
            .collect();
        shown.join(" + ")
    }

    /// The ways a person may write the position after `mv`: as the menu does, and in the
    /// canonical form of the game it is made in.
    fn spellings(&mut self, mv: &SumMove) -> [String; 2] {
        let after = SumEngine::after(&self.at, mv);
        let mut canonical = after.clone();
        canonical[mv.part] = self.engine.part(mv.part).canonical(mv.mv.to);
        [self.text_of(&after), self.text_of(&canonical)]
    }

    /// `a b`, whitespace made single spaces.
    fn words(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// The words of each game's part of `text`, sorted: a position written in another
    /// order of its parts. A game with nothing left is written `-`, `no heaps`, `nothing`
    /// or not at all.
    fn sorted_words(text: &str) -> Vec<Vec<String>> {
        text.split('+')
            .map(|part| {
                let mut words: Vec<String> = part
                    .split_whitespace()
                    .map(str::to_ascii_lowercase)
                    .collect();
                if matches!(
                    words
                        .iter()
                        .map(String::as_str)
                        .collect::<Vec<_>>()
                        .as_slice(),
                    ["-"] | ["no", "heaps"] | ["nothing"]
                ) {
                    words.clear();
                }
                words.sort_unstable();
                words
            })
            .collect()
    }

    /// The legal move a typed position or description means.
    fn typed_move(&mut self, typed: &str) -> Result<Result<SumMove, String>, Error> {
        let (moves, _) = self.engine.moves(&self.at, MOVES_SCANNED, true)?;
        let mut fits = Vec::new();
        for mv in moves {
            let spellings = self.spellings(&mv);
            if spellings.contains(&typed.to_string())
                || self.describe(&mv).eq_ignore_ascii_case(typed)
                || mv.mv.description.eq_ignore_ascii_case(typed)
            {
                return Ok(Ok(mv));
            }
            let sorted = Self::sorted_words(typed);
            if spellings.iter().any(|s| Self::sorted_words(s) == sorted) {
                fits.push((mv, spellings[1].clone()));
            }
        }
        let Some((first, target)) = fits.first().cloned() else {
            return Ok(Err(format!(
                "no legal move leads to {} (type a move's number, the position after it as the menu writes it, its description, or `moves` to list them)",
                crate::error::excerpt(typed)
            )));
        };
        if fits.iter().any(|(_, t)| *t != target) {
            return Ok(Err(format!(
                "more than one move leads to {typed} in some order: write the position as the menu does"
            )));
        }
        Ok(Ok(first))
    }

    /// The move of game `part` to `to`, with the game's description of it (the typed line
    /// where the move is not among the first ones).
    fn move_to(&mut self, part: usize, to: Id, typed: &str) -> Result<SumMove, Error> {
        let (moves, _) = self
            .engine
            .part(part)
            .moves(self.at[part], MOVES_SCANNED, true)?;
        let mv = moves
            .into_iter()
            .find(|mv| mv.to == to)
            .unwrap_or(PartMove {
                to,
                description: typed.trim().to_string(),
            });
        Ok(SumMove { part, mv })
    }

    /// How many moves the player to move has after `mv` (at most [`REPLIES_COUNTED`]).
    fn replies(&mut self, mv: &SumMove) -> Result<usize, Error> {
        let after = SumEngine::after(&self.at, mv);
        Ok(self.engine.moves(&after, REPLIES_COUNTED, false)?.0.len())
    }
}

impl PlayTable for SumTable<'_> {
    type Move = SumMove;
    type Snapshot = Vec<Id>;

    fn title(&self) -> String {
        self.engine.title()
    }

    fn play(&self) -> Play {
        self.engine.play()
    }

    fn view(&self) -> PositionView {
        self.view_of(&self.at)
    }

    fn view_after(&self, mv: &SumMove) -> PositionView {
        self.view_of(&SumEngine::after(&self.at, mv))
    }

    fn text_after(&self, mv: &SumMove) -> String {
        self.text_of(&SumEngine::after(&self.at, mv))
    }

    /// The move's description; in a sum of games, with the game it is made in.
    fn describe(&self, mv: &SumMove) -> String {
        if self.engine.len() > 1 {
            format!("in {}: {}", self.engine.name(mv.part), mv.mv.description)
        } else {
            mv.mv.description.clone()
        }
    }

    /// Each game's drawing, under its name in a sum.
    fn draw(&self) -> String {
        if self.engine.len() == 1 {
            return self.engine.draw(0, self.at[0]);
        }
        (0..self.at.len())
            .map(|i| {
                format!(
                    "  {}:\n{}",
                    self.engine.name(i),
                    self.engine.draw(i, self.at[i])
                )
            })
            .collect()
    }

    fn for_each_move(
        &mut self,
        limit: usize,
        visit: &mut dyn FnMut(SumMove) -> ControlFlow<()>,
    ) -> Result<bool, Error> {
        let at = self.at.clone();
        let (moves, complete) = self.engine.moves(&at, limit, true)?;
        for mv in moves {
            if visit(mv).is_break() {
                return Ok(true);
            }
        }
        Ok(complete)
    }

    fn apply(&mut self, mv: &SumMove) {
        self.at[mv.part] = mv.mv.to;
    }

    fn snapshot(&self) -> Vec<Id> {
        self.at.clone()
    }

    fn restore(&mut self, snapshot: Vec<Id>) {
        self.at = snapshot;
    }

    fn outcome(&mut self) -> Result<Outcome, Error> {
        self.engine.outcome(&self.at)
    }

    fn winning_moves(&mut self, limit: usize) -> Result<Vec<SumMove>, Error> {
        if self.outcome()? != Outcome::N {
            return Ok(Vec::new());
        }
        Ok(self.engine.best_moves(&self.at, limit)?.0)
    }

    fn engine_move(&mut self) -> Result<Option<SumMove>, Error> {
        if self.outcome()? != Outcome::P
            && let Some(best) = self.engine.best_moves(&self.at, 1)?.0.into_iter().next()
        {
            return Ok(Some(best));
        }
        let (moves, _) = self.engine.moves(&self.at, LASTING_CANDIDATES, true)?;
        let mut longest: Option<(u32, SumMove)> = None;
        let at = self.at.clone();
        let searched = self.engine.remoteness_of(&at)?.is_some();
        for mv in moves.iter().filter(|_| searched) {
            let after = SumEngine::after(&self.at, mv);
            if let Some(r) = self.engine.remoteness_of(&after)?
                && longest.as_ref().is_none_or(|(most, _)| r > *most)
            {
                longest = Some((r, mv.clone()));
            }
        }
        if let Some((_, mv)) = longest {
            return Ok(Some(mv));
        }
        let mut most: Option<(usize, SumMove)> = None;
        for mv in moves {
            let replies = self.replies(&mv)?;
            if most.as_ref().is_none_or(|(count, _)| replies > *count) {
                most = Some((replies, mv));
            }
        }
        Ok(most.map(|(_, mv)| mv))
    }

    fn read_move(&mut self, line: &str) -> Result<Result<SumMove, String>, Error> {
        for part in 0..self.engine.len() {
            let at = self.at[part];
            match self.engine.part(part).read_move(at, line) {
                Some(Ok(to)) => return self.move_to(part, to, line).map(Ok),
                Some(Err(why)) => return Ok(Err(why)),
                None => {}
            }
        }
        self.typed_move(&Self::words(line))
    }

    fn help(&self) -> String {
        let mut text = "\
Type a move in one of these ways:
  3                      the move numbered 3 in the list
  to 3 1                 the position after your move, as the list writes it (`7 + 2` in a sum)
  a move's description   as the list writes it
"
        .to_string();
        let mut helps: Vec<&str> = (0..self.engine.len())
            .filter_map(|i| self.engine.move_help(i))
            .collect();
        helps.dedup();
        for help in helps {
            text += help;
        }
        text
    }
}
