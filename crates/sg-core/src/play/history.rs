//! The value history, as GamesmanUni shows it beside its boards: for each move of the
//! record, whether the position it was made from was won, lost or drawn for the player who
//! made it, and its remoteness; then the position now. A step's standing is asked of the
//! engine once, the first time it is wanted, and kept with the step (values mode may be
//! switched on late in a game). In values mode the state's record carries it; `history`
//! prints it as one line at a terminal (in JSON it answers with the state).

use super::failure::PlayFailure;
use super::session::Session;
use crate::error::Error;
use crate::report::{Player, Verdict};

impl Session<'_, '_> {
    /// The standing of each position a move of the record was made from, for its mover.
    pub(crate) fn value_history(&mut self) -> Result<Vec<(Verdict, Option<u32>)>, Error> {
        let mut standings = Vec::with_capacity(self.history.len());
        for step in 0..self.history.len() {
            let standing = match self.history[step].standing {
                Some(known) => known,
                None => {
                    let (outcome, remoteness) =
                        self.table.standing_at(&self.history[step].before)?;
                    let known = (Verdict::of_player_at(outcome), remoteness);
                    self.history[step].standing = Some(known);
                    known
                }
            };
            standings.push(standing);
        }
        Ok(standings)
    }

    /// `history`: one line at a terminal; in JSON the state, whose record carries the
    /// standings in values mode.
    pub(crate) fn reply_history(&mut self) -> Result<(), PlayFailure> {
        if self.json {
            return self.reply_state("");
        }
        let line = self.history_line()?;
        self.say(&line)
    }

    /// `Before each move, for the player who made it: 1. you win in 9 · 2. sg lose in 8 ·
    /// now you win in 7.`
    fn history_line(&mut self) -> Result<String, Error> {
        let standings = self.value_history()?;
        let mut cells: Vec<String> = self
            .history
            .iter()
            .zip(&standings)
            .enumerate()
            .map(|(i, (step, &standing))| {
                format!(
                    "{}. {} {}",
                    i + 1,
                    name(step.by),
                    self.painted(standing.0, &standing_words(standing))
                )
            })
            .collect();
        if self.ending.is_none() {
            let now = self.table.snapshot();
            let (outcome, remoteness) = self.table.standing_at(&now)?;
            let standing = (Verdict::of_player_at(outcome), remoteness);
            cells.push(format!(
                "now {} {}",
                name(self.to_move),
                self.painted(standing.0, &standing_words(standing))
            ));
        }
        Ok(match (self.history.is_empty(), cells.is_empty()) {
            (_, true) => "No move made yet.\n".to_string(),
            (true, false) => format!("No move made yet: {}.\n", cells.join(" · ")),
            (false, false) => format!(
                "Before each move, for the player who made it: {}.\n",
                cells.join(" · ")
            ),
        })
    }
}

/// `you`, `sg`.
fn name(player: Player) -> &'static str {
    match player {
        Player::You => "you",
        Player::Sg => "sg",
    }
}

/// `win in 9`, `lose in 8`, `draw`: a position for the player to move there (its
/// remoteness counts the moves to the end from it).
fn standing_words((verdict, remoteness): (Verdict, Option<u32>)) -> String {
    match (verdict, remoteness) {
        (Verdict::Draw, _) => "draw".to_string(),
        (v, Some(r)) => format!("{} in {r}", v.word()),
        (v, None) => v.word().to_string(),
    }
}
