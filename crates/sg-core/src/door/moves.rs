//! The door as a game is played through it: any position of the opened sum (each game's
//! position an [`Id`]), its moves, its best moves, the position after a move, who wins
//! there and in how many moves, and each game's own words for moves and drawings. Play
//! (and anything else that walks a game move by move) asks these and nothing else; the
//! positions met are kept by the door's engines, so a position asked again is answered
//! from memory.

use crate::engine::{GeneralizedValue, Outcome};
use crate::error::Error;
use crate::game::PositionView;
use crate::ir::Play;

use super::Door;
use super::part::{Id, Listing, PartMove};
use super::sketch::Sketch;
use super::sum::{SumEngine, SumMove};

impl<'a> Door<'a> {
    /// The position the door was opened at: each game's position.
    pub fn position(&self) -> &[Id] {
        &self.at
    }

    /// A question starts: every engine's deadline (`--max-time`) from now.
    pub fn restart_deadline(&mut self) {
        self.engine.restart_deadline();
    }

    /// The games' names joined by ` + `.
    pub fn title(&self) -> String {
        self.engine.title()
    }

    /// The play convention of the games.
    pub fn play(&self) -> Play {
        self.engine.play()
    }

    /// Whether play may come back to a position: some game has cycles.
    pub fn has_cycles(&self) -> bool {
        self.engine.has_cycles()
    }

    /// How many games are played together.
    pub fn games(&self) -> usize {
        self.engine.len()
    }

    /// The name of game `i`.
    pub fn game_name(&self, i: usize) -> String {
        self.engine.name(i)
    }

    /// Game `i`'s position `at` as reports show it.
    pub fn game_view(&self, i: usize, at: Id) -> PositionView {
        self.engine.view(i, at)
    }

    /// Game `i`'s position `at` drawn for a person, as play sketches it.
    pub fn draw(&self, i: usize, at: Id, sketch: &Sketch<'_, Id>) -> String {
        self.engine.draw(i, at, sketch)
    }

    /// Game `i`'s position `at` drawn as a picture (SVG), where its game draws one.
    pub fn figure(&self, i: usize, at: Id, sketch: &Sketch<'_, Id>) -> Option<String> {
        self.engine.figure(i, at, sketch)
    }

    /// The lines of `help` on game `i`'s own words for moves.
    pub fn move_help(&self, i: usize) -> Option<&'static str> {
        self.engine.move_help(i)
    }

    /// The position after `mv` from `at`.
    pub fn after(at: &[Id], mv: &SumMove) -> Vec<Id> {
        SumEngine::after(at, mv)
    }

    /// The canonical form of `at`: two positions are the same game exactly when their
    /// canonical forms are equal.
    pub fn canonical(&mut self, at: &[Id]) -> Vec<Id> {
        self.engine.key(at)
    }

    /// Game `i`'s position `at` in its canonical form.
    pub fn game_canonical(&mut self, i: usize, at: Id) -> Id {
        self.engine.part(i).canonical(at)
    }

    /// The first `most` legal moves from `at`, game by game, and whether that is all of
    /// them; with `described` false their descriptions are left empty.
    pub fn moves(
        &mut self,
        at: &[Id],
        most: usize,
        described: bool,
    ) -> Result<(Vec<SumMove>, bool), Error> {
        self.engine.moves(at, Listing::of(most), described)
    }

    /// The first `most` legal moves of game `i` from its position `at`, and whether that
    /// is all of them.
    pub fn game_moves(
        &mut self,
        i: usize,
        at: Id,
        most: usize,
        described: bool,
    ) -> Result<(Vec<PartMove>, bool), Error> {
        self.engine.part(i).moves(at, Listing::of(most), described)
    }

    /// Who wins `at`, for the player to move.
    pub fn outcome_at(&mut self, at: &[Id]) -> Result<Outcome, Error> {
        self.engine.outcome(at)
    }

    /// Who wins after each of `moves` from `at`, for the player who then moves.
    pub fn outcomes_after(&mut self, at: &[Id], moves: &[SumMove]) -> Result<Vec<Outcome>, Error> {
        self.engine.outcomes_after(at, moves)
    }

    /// The remoteness of `at` (moves to the end with best play), where the search finds
    /// it (`None`: past a limit, or a game with cycles).
    pub fn remoteness_at(&mut self, at: &[Id]) -> Result<Option<u32>, Error> {
        Ok(self.engine.remoteness_of(at)?.ok())
    }

    /// Each game's value at `at`; none where the games have no values (a compound other
    /// than the sum).
    pub fn values_at(&mut self, at: &[Id]) -> Result<Vec<GeneralizedValue>, Error> {
        match self.engine.has_values() {
            true => self.engine.values(at),
            false => Ok(Vec::new()),
        }
    }

    /// Whether the value of the whole is the sum of the games' values (normal play of
    /// several games, or one game alone).
    pub fn adds_values(&self) -> bool {
        self.engine.adds_values()
    }

    /// The winning moves from `at` (in a drawn position, the moves that keep the draw), at
    /// most `most`, and how many there are; none from a lost position.
    pub fn best_moves(&mut self, at: &[Id], most: usize) -> Result<(Vec<SumMove>, u128), Error> {
        if self.engine.outcome(at)? == Outcome::P {
            return Ok((Vec::new(), 0));
        }
        self.engine.best_moves(at, most)
    }

    /// The position of game `i` after the move a person typed in the game's own words
    /// from `at`, if the line is in them, or why no legal move is meant.
    pub fn read_move(
        &mut self,
        i: usize,
        at: Id,
        line: &str,
        sketch: &Sketch<'_, Id>,
    ) -> Option<Result<Id, String>> {
        self.engine.part(i).read_move(at, line, sketch)
    }

    /// Whether `text` can be game `i`'s position after a move from `at`, as far as the
    /// game's reader tells (a line it cannot read is none, and no move is looked at).
    pub fn reads(&mut self, i: usize, at: Id, text: &str) -> bool {
        self.engine.part(i).reads(at, text)
    }
}
