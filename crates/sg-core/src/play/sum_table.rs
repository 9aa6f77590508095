//! The play table of every game: a position of one game, or of a sum of games of any kinds,
//! behind the front door ([`Door`]), with the names and places play gives its items
//! ([`Layout`]) and the position before the last move (to mark it). Its moves are the
//! parts' moves in order (the game's descriptions, in a sum prefixed by the game they are
//! made in), grouped into a [`Menu`] by the position they lead to; its answers are the
//! door's — outcomes, values, remoteness, winning and draw-keeping moves — so that play
//! uses exactly the methods `sg solve` uses (closed forms, quotients, proved periods).
//!
//! The engine's move: a winning move whenever there is one (the engine's own, found
//! without looking at every option); in a drawn position one that keeps the draw; in a
//! lost position the move the loser delays longest with (the greatest remoteness), or,
//! where the search finds no remoteness, the move that leaves the opponent the most moves
//! to choose from among the first ones (more choices are more chances to go wrong).

use hashbrown::HashSet;

use super::layout::Layout;
use super::menu::{Choice, Menu};
use crate::door::{Door, Id, MOVES_SCANNED, PartMove, Sketch, SumMove};
use crate::engine::{GeneralizedValue, Outcome};
use crate::error::Error;
use crate::game::PositionView;
use crate::ir::Play;
use crate::report::{
    GeneralizedReport, PlayAnalysis, PlayItem, PlayLayout, PlayPart, PlayRow, Verdict,
};

/// The most moves a turn's list is made of (the rest are counted as "more").
const MOVES_LISTED: usize = 1000;
/// The most moves weighed for a lasting move from a lost position.
const LASTING_CANDIDATES: usize = 200;
/// The most replies counted for each of them.
const REPLIES_COUNTED: usize = 1000;

/// The table as it stands, to go back to.
#[derive(Debug, Clone)]
pub(crate) struct Snapshot {
    at: Vec<Id>,
    layouts: Vec<Layout>,
    before: Option<(Vec<Id>, Vec<Layout>)>,
}

/// A position of a game or of a sum of games, answered by the front door.
pub(crate) struct SumTable<'a> {
    door: Door<'a>,
    at: Vec<Id>,
    layouts: Vec<Layout>,
    /// The position before the last move, and its layouts.
    before: Option<(Vec<Id>, Vec<Layout>)>,
}

impl<'a> SumTable<'a> {
    /// The table of the door's position.
    pub(crate) fn new(door: Door<'a>) -> SumTable<'a> {
        let at = door.position().to_vec();
        let layouts = (0..at.len())
            .map(|i| Layout::new(&door.game_view(i, at[i])))
            .collect();
        SumTable {
            door,
            at,
            layouts,
            before: None,
        }
    }

    /// A question starts: the engines' deadline (`--max-time`) from now.
    pub(crate) fn restart_deadline(&mut self) {
        self.door.restart_deadline();
    }

    /// The game's name ("Kayles", or "Kayles + Nim" for a sum).
    pub(crate) fn title(&self) -> String {
        self.door.title()
    }

    /// The play convention.
    pub(crate) fn play(&self) -> Play {
        self.door.play()
    }

    /// Whether play can come back to a position (a board with cycles).
    pub(crate) fn has_cycles(&self) -> bool {
        self.door.has_cycles()
    }

    /// The parts' views at `at`.
    fn views(&self, at: &[Id]) -> Vec<PositionView> {
        (0..at.len())
            .map(|i| self.door.game_view(i, at[i]))
            .collect()
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

    /// The position as reports show it.
    pub(crate) fn view(&self) -> PositionView {
        self.view_of(&self.at)
    }

    /// The position after `mv` as reports show it.
    pub(crate) fn view_after(&self, mv: &SumMove) -> PositionView {
        self.view_of(&Door::after(&self.at, mv))
    }

    /// The position after `mv` as a person reads it.
    pub(crate) fn text_after(&self, mv: &SumMove) -> String {
        self.text_of(&Door::after(&self.at, mv))
    }

    /// The move's description; in a sum of games, with the game it is made in.
    pub(crate) fn describe(&self, mv: &SumMove) -> String {
        if self.door.games() > 1 {
            format!("in {}: {}", self.door.game_name(mv.part), mv.mv.description)
        } else {
            mv.mv.description.clone()
        }
    }

    /// What play knows of game `i`'s position: its items' names and places, and the
    /// position before the last move.
    fn sketch(&self, i: usize) -> Sketch<'_, Id> {
        let before = self.before.as_ref();
        Sketch {
            items: &self.layouts[i].items,
            rows: &self.layouts[i].rows,
            before: before.map(|(at, _)| at[i]),
            before_items: before.map_or(&[][..], |(_, layouts)| &layouts[i].items),
        }
    }

    /// Each game's drawing, with its items' names and places, the last move marked; in a
    /// sum under each game's name.
    pub(crate) fn picture(&self) -> String {
        let draw = |i: usize| self.door.draw(i, self.at[i], &self.sketch(i));
        if self.door.games() == 1 {
            return draw(0);
        }
        (0..self.at.len())
            .map(|i| format!("  {}:\n{}", self.door.game_name(i), draw(i)))
            .collect()
    }

    /// Each game's board drawn as a picture (SVG) where its game draws one, the last move
    /// marked; empty where no game does.
    pub(crate) fn figures(&self) -> Vec<Option<String>> {
        let figures: Vec<Option<String>> = (0..self.at.len())
            .map(|i| self.door.figure(i, self.at[i], &self.sketch(i)))
            .collect();
        match figures.iter().any(Option::is_some) {
            true => figures,
            false => Vec::new(),
        }
    }

    /// Each game's items (heaps, components) as play names and places them.
    pub(crate) fn layouts(&self) -> Vec<PlayLayout> {
        self.layouts
            .iter()
            .map(|layout| PlayLayout {
                items: layout
                    .items
                    .iter()
                    .map(|item| PlayItem {
                        name: item.name.clone(),
                        row: item.row,
                        column: item.column,
                    })
                    .collect(),
                rows: layout
                    .rows
                    .iter()
                    .map(|row| PlayRow {
                        name: row.name.clone(),
                        width: row.width,
                    })
                    .collect(),
            })
            .collect()
    }

    /// The canonical position: equal for positions that are the same game.
    pub(crate) fn key(&mut self) -> Vec<Id> {
        let at = self.at.clone();
        self.door.canonical(&at)
    }

    /// The canonical position after `mv`.
    pub(crate) fn key_after(&mut self, mv: &SumMove) -> Vec<Id> {
        let after = Door::after(&self.at, mv);
        self.door.canonical(&after)
    }

    /// This turn's list: the legal moves grouped by the position they lead to.
    pub(crate) fn menu(&mut self) -> Result<Menu, Error> {
        let at = self.at.clone();
        let (moves, complete) = self.door.moves(&at, MOVES_LISTED, true)?;
        let mut seen: HashSet<Vec<Id>> = HashSet::new();
        let mut choices = Vec::new();
        for mv in moves {
            let key = self.door.canonical(&Door::after(&at, &mv));
            if !seen.insert(key.clone()) {
                continue;
            }
            choices.push(Choice {
                number: choices.len() + 1,
                description: self.describe(&mv),
                mv,
                key,
            });
        }
        Ok(Menu { choices, complete })
    }

    /// Makes the move.
    pub(crate) fn apply(&mut self, mv: &SumMove) {
        let (old, new) = (
            self.door.game_view(mv.part, self.at[mv.part]),
            self.door.game_view(mv.part, mv.mv.to),
        );
        let layouts = self.layouts.clone();
        self.layouts[mv.part] = self.layouts[mv.part].after(&old, &new);
        self.before = Some((self.at.clone(), layouts));
        self.at[mv.part] = mv.mv.to;
    }

    /// The table as it stands.
    pub(crate) fn snapshot(&self) -> Snapshot {
        Snapshot {
            at: self.at.clone(),
            layouts: self.layouts.clone(),
            before: self.before.clone(),
        }
    }

    /// Puts the table back as it stood.
    pub(crate) fn restore(&mut self, snapshot: Snapshot) {
        self.at = snapshot.at;
        self.layouts = snapshot.layouts;
        self.before = snapshot.before;
    }

    /// Who wins from here, for the player to move.
    pub(crate) fn outcome(&mut self) -> Result<Outcome, Error> {
        let at = self.at.clone();
        self.door.outcome_at(&at)
    }

    /// Who wins at the position `snapshot` holds, for the player to move there, and its
    /// remoteness where known; the table stays where it stands.
    pub(crate) fn standing_at(
        &mut self,
        snapshot: &Snapshot,
    ) -> Result<(Outcome, Option<u32>), Error> {
        Ok((
            self.door.outcome_at(&snapshot.at)?,
            self.door.remoteness_at(&snapshot.at)?,
        ))
    }

    /// What values mode says of the position: outcome, remoteness, the value, and each
    /// game's value in a sum.
    pub(crate) fn analysis(&mut self) -> Result<PlayAnalysis, Error> {
        let at = self.at.clone();
        let outcome = self.door.outcome_at(&at)?;
        let remoteness = self.door.remoteness_at(&at)?;
        let values = self.door.values_at(&at)?;
        let value = match values.as_slice() {
            [] => None,
            [one] => Some(one.clone()),
            _ if self.door.adds_values() => Some(GeneralizedValue::sum(&values)),
            _ => None,
        };
        let parts = if values.len() > 1 {
            values
                .iter()
                .enumerate()
                .map(|(i, v)| PlayPart {
                    game: self.door.game_name(i),
                    position: self.door.game_view(i, at[i]),
                    value: GeneralizedReport::from(v),
                })
                .collect()
        } else {
            Vec::new()
        };
        Ok(PlayAnalysis {
            outcome,
            remoteness,
            value: value.as_ref().map(GeneralizedReport::from),
            parts,
        })
    }

    /// For each choice: who wins after it, for the player making it, and the moves left
    /// after it with best play where known.
    /// (`with_remoteness` false: who wins only).
    pub(crate) fn verdicts(
        &mut self,
        choices: &[Choice],
        with_remoteness: bool,
    ) -> Result<Vec<(Verdict, Option<u32>)>, Error> {
        let at = self.at.clone();
        let moves: Vec<SumMove> = choices.iter().map(|c| c.mv.clone()).collect();
        let outcomes = self.door.outcomes_after(&at, &moves)?;
        let mut verdicts = Vec::with_capacity(moves.len());
        for (mv, outcome) in moves.iter().zip(outcomes) {
            let remoteness = match with_remoteness {
                true => self.door.remoteness_at(&Door::after(&at, mv))?,
                false => None,
            };
            verdicts.push((Verdict::of_move_to(outcome), remoteness));
        }
        Ok(verdicts)
    }

    /// The winning moves, or in a drawn position those that keep the draw (at most
    /// `limit`), and how many there are.
    pub(crate) fn best_moves(&mut self, limit: usize) -> Result<(Vec<SumMove>, u128), Error> {
        let at = self.at.clone();
        self.door.best_moves(&at, limit)
    }

    /// The choice of `menu` that leads where `mv` does, else `mv` as it is (a move beyond
    /// the list): the list's move keeps the game's own order of the items.
    pub(crate) fn as_listed(&mut self, mv: SumMove, menu: &Menu) -> (Option<usize>, SumMove) {
        let key = self.door.canonical(&Door::after(&self.at, &mv));
        match menu.leading_to(&key) {
            Some(choice) => (Some(choice.number), choice.mv.clone()),
            None => (None, mv),
        }
    }

    /// The engine's move: a winning one whenever there is one, else one by the rule above;
    /// `None` only when no move is left.
    pub(crate) fn engine_move(&mut self) -> Result<Option<SumMove>, Error> {
        if self.outcome()? != Outcome::P
            && let Some(best) = self.best_moves(1)?.0.into_iter().next()
        {
            return Ok(Some(best));
        }
        let at = self.at.clone();
        let (moves, _) = self.door.moves(&at, LASTING_CANDIDATES, true)?;
        let mut longest: Option<(u32, SumMove)> = None;
        let searched = self.door.remoteness_at(&at)?.is_some();
        for mv in moves.iter().filter(|_| searched) {
            let after = Door::after(&at, mv);
            if let Some(r) = self.door.remoteness_at(&after)?
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
            let after = Door::after(&at, &mv);
            let replies = self.door.moves(&after, REPLIES_COUNTED, false)?.0.len();
            if most.as_ref().is_none_or(|(count, _)| replies > *count) {
                most = Some((replies, mv));
            }
        }
        Ok(most.map(|(_, mv)| mv))
    }

    /// The move a line in a game's own words means (`take 2 from heap 3`, `remove 0`):
    /// `None` when no game reads the line.
    pub(crate) fn game_words(
        &mut self,
        line: &str,
    ) -> Result<Option<Result<SumMove, String>>, Error> {
        for part in 0..self.door.games() {
            let at = self.at[part];
            let before = self.before.as_ref();
            let sketch = Sketch {
                items: &self.layouts[part].items,
                rows: &self.layouts[part].rows,
                before: before.map(|(at, _)| at[part]),
                before_items: before.map_or(&[][..], |(_, layouts)| &layouts[part].items),
            };
            match self.door.read_move(part, at, line, &sketch) {
                Some(Ok(to)) => return self.move_to(part, to, line).map(|mv| Some(Ok(mv))),
                Some(Err(why)) => return Ok(Some(Err(why))),
                None => {}
            }
        }
        Ok(None)
    }

    /// The ways a person may write the position after `mv`: as the list does, and in the
    /// canonical form of the game it is made in.
    fn spellings(&mut self, mv: &SumMove) -> [String; 2] {
        let after = Door::after(&self.at, mv);
        let mut canonical = after.clone();
        canonical[mv.part] = self.door.game_canonical(mv.part, mv.mv.to);
        [self.text_of(&after), self.text_of(&canonical)]
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

    /// Whether `typed` can be the position of the sum after a move: a position of each
    /// game (`-`, `no heaps` or `nothing` for an empty one) joined by `+`. A line that
    /// cannot is answered at once, without looking at the moves (a heap of 10^12 has
    /// millions).
    fn could_be_position(&mut self, typed: &str) -> bool {
        let segments: Vec<&str> = typed.split('+').collect();
        segments.len() == self.door.games()
            && segments.iter().enumerate().all(|(i, segment)| {
                Self::sorted_words(segment).concat().is_empty()
                    || self.door.reads(i, self.at[i], segment)
            })
    }

    /// The legal move to the position `typed` writes (parts in any order), `None` if
    /// there is none; why not where several moves lead there in different orders.
    pub(crate) fn position_move(
        &mut self,
        typed: &str,
    ) -> Result<Option<Result<SumMove, String>>, Error> {
        let typed = typed.split_whitespace().collect::<Vec<_>>().join(" ");
        if !self.could_be_position(&typed) {
            return Ok(None);
        }
        let at = self.at.clone();
        // Without descriptions: only the one move found is described.
        let (moves, _) = self.door.moves(&at, MOVES_SCANNED, false)?;
        let sorted = Self::sorted_words(&typed);
        let mut fits = Vec::new();
        for mv in moves {
            let spellings = self.spellings(&mv);
            if spellings.iter().any(|s| s.eq_ignore_ascii_case(&typed)) {
                return self
                    .move_to(mv.part, mv.mv.to, &typed)
                    .map(|mv| Some(Ok(mv)));
            }
            if spellings.iter().any(|s| Self::sorted_words(s) == sorted) {
                fits.push((mv, spellings[1].clone()));
            }
        }
        let Some((first, target)) = fits.first().cloned() else {
            return Ok(None);
        };
        if fits.iter().any(|(_, t)| *t != target) {
            return Ok(Some(Err(format!(
                "more than one move leads to {typed} in some order: write the position as the list does"
            ))));
        }
        self.move_to(first.part, first.mv.to, &typed)
            .map(|mv| Some(Ok(mv)))
    }

    /// The move of game `part` to `to`, with the game's description of it (the typed line
    /// where the move is not among the first ones).
    fn move_to(&mut self, part: usize, to: Id, typed: &str) -> Result<SumMove, Error> {
        let (moves, _) = self
            .door
            .game_moves(part, self.at[part], MOVES_SCANNED, true)?;
        let mv = moves
            .into_iter()
            .find(|mv| mv.to == to)
            .unwrap_or(PartMove {
                to,
                description: typed.trim().to_string(),
            });
        Ok(SumMove { part, mv })
    }

    /// The lines of `help` that say how a move is typed in this game.
    pub(crate) fn help(&self) -> String {
        let mut text = "\
Type a move in one of these ways:
  3                      the move numbered 3 in the list (`#3` where a board names a node 3)
  to 3 1                 the position after your move, as the list writes it (`7 + 2` in a sum)
  a move's words         as the list or a hint writes them, or their start; a whole line
                         of the list or of a hint may be copied back
  Enter                  where only one move is left, plays it
"
        .to_string();
        let mut helps: Vec<&str> = (0..self.door.games())
            .filter_map(|i| self.door.move_help(i))
            .collect();
        helps.dedup();
        for help in helps {
            text += help;
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::door::{GameFile, GameKind, Limits, Words};
    use crate::source::Source;

    /// The brute-force twin of [`SumTable::could_be_position`]: for every bundled game at
    /// its start, and for sums and compounds of them, every way a person may write the
    /// position after each of the first moves passes it, and words that are no position
    /// do not.
    #[test]
    fn every_spelling_of_an_option_can_be_a_position() {
        let limits = Limits::default();
        // The workspace's games folder, two above this crate's.
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../games");
        let mut games: Vec<std::path::PathBuf> = std::fs::read_dir(&folder)
            .expect("the games folder")
            .map(|e| e.expect("an entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "game" || e == "dot"))
            .collect();
        games.sort();
        let mut checked = 0;
        for path in &games {
            let Ok(file) = GameFile::load(path, &[], None, &limits) else {
                continue;
            };
            if !file.has_start() {
                continue;
            }
            let line = Source::new("start", "");
            let pair = [(&file, Words::empty(line.clone()))];
            let nim = GameFile::load(&folder.join("nim.game"), &[], Some(file.play), &limits)
                .expect("Nim loads");
            let sum = [
                (&file, Words::empty(line.clone())),
                (&nim, Words::of_text(Source::new("n", "3 4"))),
            ];
            for pairs in [&pair[..], &sum[..]] {
                let Ok(door) = Door::open(pairs, &limits) else {
                    continue;
                };
                let mut table = SumTable::new(door);
                let at = table.at.clone();
                let (moves, _) = table.door.moves(&at, 40, true).expect("the moves");
                for mv in &moves {
                    for spelling in table.spellings(mv) {
                        let typed = spelling.split_whitespace().collect::<Vec<_>>().join(" ");
                        assert!(
                            table.could_be_position(&typed),
                            "{}: {typed:?}",
                            path.display()
                        );
                        checked += 1;
                    }
                }
                if matches!(file.kind, GameKind::Heaps(_)) {
                    assert!(!table.could_be_position("hello"), "{}", path.display());
                }
            }
        }
        assert!(checked > 500, "{checked} spellings checked");
    }
}
