//! What the play loop needs of the game on the table, whatever kind it is: its moves in
//! menu order with their descriptions and the positions they lead to, the engine's
//! answers, a way back for `undo`, and the reading of a move typed in the game's own
//! words. The loop ([`super::session`]) is written once against this trait; heap games
//! add their words ("take 2 from heap 3") and drawings, any other game is played through
//! [`super::GameTable`].

use std::ops::ControlFlow;

use crate::engine::Outcome;
use crate::error::Error;
use crate::game::PositionView;
use crate::ir::Play;

pub(crate) trait PlayTable {
    /// A legal move from the current position.
    type Move;
    /// The whole table as it stands, to go back to.
    type Snapshot;

    /// The game's name ("Kayles", or "Kayles + Nim" for a sum).
    fn title(&self) -> String;

    /// The play convention.
    fn play(&self) -> Play;

    /// The position as reports show it.
    fn view(&self) -> PositionView;

    /// The position after `mv` as reports show it.
    fn view_after(&self, mv: &Self::Move) -> PositionView;

    /// The position after `mv` as a person reads it.
    fn text_after(&self, mv: &Self::Move) -> String;

    /// The move in words.
    fn describe(&self, mv: &Self::Move) -> String;

    /// The position drawn for a person, one line or more, each ending with a newline.
    fn draw(&self) -> String;

    /// Calls `visit` with the legal moves in menu order until it breaks or `limit` moves
    /// were seen; says whether every move was seen.
    fn for_each_move(
        &mut self,
        limit: usize,
        visit: &mut dyn FnMut(Self::Move) -> ControlFlow<()>,
    ) -> Result<bool, Error>;

    /// The first `limit` legal moves in menu order, and whether there are more.
    fn moves(&mut self, limit: usize) -> Result<(Vec<Self::Move>, bool), Error> {
        let mut moves = Vec::new();
        let complete = self.for_each_move(limit.saturating_add(1), &mut |mv| {
            moves.push(mv);
            ControlFlow::Continue(())
        })?;
        let more = moves.len() > limit || !complete;
        moves.truncate(limit);
        Ok((moves, more))
    }

    /// Whether the player to move has no move.
    fn is_over(&mut self) -> Result<bool, Error> {
        let (first, more) = self.moves(1)?;
        Ok(first.is_empty() && !more)
    }

    /// Makes the move.
    fn apply(&mut self, mv: &Self::Move);

    /// The table as it stands.
    fn snapshot(&self) -> Self::Snapshot;

    /// Puts the table back as it stood.
    fn restore(&mut self, snapshot: Self::Snapshot);

    /// Who wins from here, for the player to move.
    fn outcome(&mut self) -> Result<Outcome, Error>;

    /// The winning moves (at most `limit`), none when the player to move cannot win.
    fn winning_moves(&mut self, limit: usize) -> Result<Vec<Self::Move>, Error>;

    /// The engine's move: a winning one whenever there is one, else one by the table's
    /// documented rule; `None` only when no move is left.
    fn engine_move(&mut self) -> Result<Option<Self::Move>, Error>;

    /// The legal move a typed line (not a number or a command) means, or why there is
    /// none, in words.
    fn read_move(&mut self, line: &str) -> Result<Result<Self::Move, String>, Error>;

    /// The lines of `help` that say how a move is typed in this game.
    fn help(&self) -> String;
}
