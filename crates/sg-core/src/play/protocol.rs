//! Every reply of the session, in both forms: one JSON object a line
//! ([`crate::report::PlayReply`], docs/JSON.md) where the session speaks JSON, else the
//! text of [`super::screen`]. The state carries everything a program needs to play
//! without guessing: every legal move listed (its number, the position after it, its
//! words and a line that plays it), whose turn, the last move of each side, values mode's
//! marks, and at the end the result and why.

use super::failure::{PlayFailure, write_out};
use super::menu::{Choice, value_order};
use super::screen::COMMANDS;
use super::session::{Ending, Session};
use crate::engine::Outcome;
use crate::error::Error;
use crate::report::{
    LastMoves, PlayBye, PlayError, PlayHelp, PlayHint, PlayMove, PlayRecorded, PlayReply,
    PlayResult, PlayState, Player, Verdict, to_json_line,
};

/// The most winning (or draw-keeping) moves a hint lists.
const HINTED: usize = 100;

impl Session<'_, '_> {
    /// The state: in text, what was `said`, the board and the list.
    pub(crate) fn reply_state(&mut self, said: &str) -> Result<(), PlayFailure> {
        if self.json {
            let state = self.state()?;
            return self.reply(PlayReply::State(Box::new(state)));
        }
        let screen = self.screen()?;
        self.say(&format!("{said}{screen}"))
    }

    /// A line not taken: only why, in text.
    pub(crate) fn reply_error(&mut self, why: &str) -> Result<(), PlayFailure> {
        if self.json {
            return self.reply(PlayReply::Error(PlayError {
                error: why.to_string(),
            }));
        }
        self.say(&format!("Not a move here: {why}.\n"))
    }

    /// A line the engine could not answer (a limit reached, an error of the game): why;
    /// nothing changed.
    pub(crate) fn reply_failure(&mut self, error: &Error) -> Result<(), PlayFailure> {
        let why = format!(
            "sg cannot answer that here, and nothing changed: {}",
            error.message
        );
        if self.json {
            return self.reply(PlayReply::Error(PlayError { error: why }));
        }
        self.say(&format!("{why}.\n"))
    }

    /// `help`.
    pub(crate) fn reply_help(&mut self) -> Result<(), PlayFailure> {
        let help = format!("{}{COMMANDS}", self.table.help());
        if self.json {
            return self.reply(PlayReply::Help(PlayHelp { help }));
        }
        self.say(&help)
    }

    /// `quit`.
    pub(crate) fn reply_bye(&mut self) -> Result<(), PlayFailure> {
        let said = if self.ending.is_some() {
            "Goodbye."
        } else {
            "You left the game unfinished."
        };
        if self.json {
            return self.reply(PlayReply::Bye(PlayBye {
                said: said.to_string(),
            }));
        }
        self.say(&format!("{said}\n"))
    }

    /// `moves`: every move listed, in text; the state in JSON.
    pub(crate) fn reply_moves(&mut self) -> Result<(), PlayFailure> {
        if self.json {
            return self.reply_state("");
        }
        if self.ending.is_some() {
            return self.reply_error(super::session::AFTER_THE_END);
        }
        let list = self.list(usize::MAX)?;
        self.say(&list)
    }

    /// `hint`: the winning moves (else those that keep the draw), with their numbers, and
    /// the numbers of the moves that lose.
    pub(crate) fn reply_hint(&mut self) -> Result<(), PlayFailure> {
        if self.ending.is_some() {
            return self.reply_error(super::session::AFTER_THE_END);
        }
        let outcome = self.table.outcome()?;
        let (moves, total) = match self.menu.complete {
            // The list's verdicts below name every best move.
            true => (Vec::new(), 0),
            false => self.table.best_moves(HINTED)?,
        };
        let all_here = moves.len() as u128 == total;
        let mut best: Vec<Choice> = Vec::with_capacity(moves.len());
        for mv in moves {
            let choice = self.listed(mv);
            if best.iter().all(|c| c.number != choice.number) {
                best.push(choice);
            }
        }
        // Moves to one position are one line of the list (the same move in equal heaps):
        // the hint counts lines where it has them all.
        let mut total = if all_here { best.len() as u128 } else { total };
        let verdicts = self.table.verdicts(&self.menu.choices.clone(), false)?;
        if self.menu.complete {
            // Every move is listed: the best are those whose verdict is best, as values
            // mode marks them (a theorem may give only one winning move of many).
            let wanted = match outcome {
                Outcome::N => Some(Verdict::Win),
                Outcome::D => Some(Verdict::Draw),
                Outcome::P => None,
            };
            best = self
                .menu
                .choices
                .iter()
                .zip(&verdicts)
                .filter(|(_, (v, _))| Some(*v) == wanted)
                .map(|(c, _)| c.clone())
                .collect();
            total = best.len() as u128;
        }
        let losing: Vec<usize> = self
            .menu
            .choices
            .iter()
            .zip(&verdicts)
            .filter(|(_, (v, _))| *v == Verdict::Lose)
            .map(|(c, _)| c.number)
            .collect();
        let rest_lose =
            self.menu.choices.iter().zip(&verdicts).all(|(c, (v, _))| {
                *v == Verdict::Lose || best.iter().any(|b| b.number == c.number)
            });
        // In values mode the best moves come as the list shows them: the quickest win first.
        let best = self.in_value_order(best)?;
        let text = self.hint_text(outcome, &best, total, &losing, rest_lose)?;
        if self.json {
            let best_moves = self.play_moves(&best)?;
            return self.reply(PlayReply::Hint(PlayHint {
                outcome,
                best_moves,
                best_total: total,
                losing,
                text,
            }));
        }
        self.say(&text)
    }

    /// The list's line for `mv`; a move beyond the list joins it, so that its number can
    /// be typed this turn.
    fn listed(&mut self, mv: crate::door::SumMove) -> Choice {
        let (number, mv) = self.table.as_listed(mv, &self.menu);
        if let Some(choice) = number.and_then(|n| self.menu.numbered(n)) {
            return choice.clone();
        }
        let key = self.table.key_after(&mv);
        let choice = Choice {
            number: self.menu.choices.len() + 1,
            description: self.table.describe(&mv),
            mv,
            key,
        };
        self.menu.choices.push(choice.clone());
        choice
    }

    /// The state as the protocol gives it.
    fn state(&mut self) -> Result<PlayState, Error> {
        let over = self.ending.is_some();
        let moves = if over {
            Vec::new()
        } else {
            let choices = self.menu.choices.clone();
            let mut moves = self.play_moves(&choices)?;
            if self.values {
                moves.sort_by_key(|m| m.verdict.map(|v| value_order(v, m.remoteness)));
            }
            moves
        };
        let analysis = if self.values {
            Some(self.table.analysis()?)
        } else {
            None
        };
        let standings = if self.values {
            Some(self.value_history()?)
        } else {
            None
        };
        let mut last_moves = LastMoves::default();
        for step in &self.history {
            match step.by {
                Player::You => last_moves.you = Some(step.played.clone()),
                Player::Sg => last_moves.sg = Some(step.played.clone()),
            }
        }
        Ok(PlayState {
            game: self.table.title(),
            play: self.table.play().name().to_string(),
            position: self.table.view(),
            picture: self.table.picture(),
            figures: match self.figures {
                true => self.table.figures(),
                false => Vec::new(),
            },
            layout: self.table.layouts(),
            record: self
                .history
                .iter()
                .enumerate()
                .map(|(i, step)| PlayRecorded {
                    by: step.by,
                    description: step.played.description.clone(),
                    verdict: standings.as_ref().map(|s| s[i].0),
                    remoteness: standings.as_ref().and_then(|s| s[i].1),
                })
                .collect(),
            to_move: self.to_move,
            last_moves,
            moves,
            moves_total: self.menu.complete.then_some(self.menu.choices.len() as u64),
            values: self.values,
            analysis,
            draw_rule: self.draw_rule(),
            game_over: over,
            result: self.ending.map(|ending| self.result(ending)),
        })
    }

    /// The moves of `choices` as the protocol gives them.
    fn play_moves(&mut self, choices: &[Choice]) -> Result<Vec<PlayMove>, Error> {
        let verdicts = if self.values {
            Some(self.table.verdicts(choices, true)?)
        } else {
            None
        };
        Ok(choices
            .iter()
            .enumerate()
            .map(|(i, choice)| {
                let (verdict, remoteness) = match &verdicts {
                    Some(v) => (Some(v[i].0), v[i].1),
                    None => (None, None),
                };
                PlayMove {
                    number: choice.number,
                    to: self.table.view_after(&choice.mv),
                    description: choice.description.clone(),
                    input: self.input_for(choice),
                    verdict,
                    remoteness,
                }
            })
            .collect())
    }

    /// A line that plays exactly `choice`: its words where no other line has them and no
    /// command or number is read first, else `#N`.
    fn input_for(&self, choice: &Choice) -> String {
        let words = &choice.description;
        let plain = matches!(
            super::command::read(words),
            super::command::Command::Typed(_)
        );
        if plain && self.menu.is_unique(words) {
            words.clone()
        } else {
            format!("#{}", choice.number)
        }
    }

    /// How the game ended, for the protocol.
    fn result(&self, ending: Ending) -> PlayResult {
        let winner = self.winner();
        let why = self.why_it_ended(ending);
        PlayResult {
            winner,
            outcome: match winner {
                Some(Player::You) => Verdict::Win,
                Some(Player::Sg) => Verdict::Lose,
                None => Verdict::Draw,
            },
            why,
        }
    }

    fn reply(&mut self, reply: PlayReply) -> Result<(), PlayFailure> {
        write_out(self.output, to_json_line(&reply).as_bytes())
    }
}
