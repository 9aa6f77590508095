//! What a person at a terminal reads: the opening, the board and the list of moves (the
//! first [`MENU`] lines, and how many more; in values mode the best first), values mode's
//! marks (`win in 5`, the value and the nim-sum), hints, the end and why; marks and the
//! result in colour where the session paints ([`super::SessionOptions::colour`]). Each
//! reply prints only its own lines: an error or a hint never reprints the board.

use super::menu::{Choice, value_order};
use super::session::{Ending, Session};
use crate::engine::Outcome;
use crate::error::Error;
use crate::ir::Play;
use crate::report::{PlayAnalysis, Player, Verdict};

/// Moves the list shows each turn (`moves` lists them all).
pub(crate) const MENU: usize = 12;
/// The losing moves a hint names by number.
const LOSING_NAMED: usize = 20;
/// The position after a move is shown in the list when it is at most this long.
const SHORT_POSITION: usize = 40;

impl Session<'_, '_> {
    /// The game's name, its rules, and who starts.
    pub(crate) fn opening(&self) -> String {
        if self.json {
            return String::new();
        }
        let first = match self.to_move {
            Player::You => "You move first",
            Player::Sg => "sg moves first",
        };
        let mut text = format!(
            "{} ({}). {first}; type `help` for how to move.\n",
            self.table.title(),
            play_rule(self.table.play())
        );
        if let Some(rule) = self.draw_rule() {
            text += &format!("Play can go round for ever here: {rule}.\n");
        }
        text
    }

    /// The rule that ends a game going round for ever, where play can come back to a
    /// position.
    pub(crate) fn draw_rule(&self) -> Option<String> {
        self.table.has_cycles().then(|| {
            "a position that comes back a third time with the same player to move ends the game as a draw".to_string()
        })
    }

    /// `you: take 2 …  ->  3 5`.
    pub(crate) fn move_line(&self, who: &str, mv: &crate::door::SumMove) -> String {
        if self.json {
            return String::new();
        }
        format!(
            "{who}: {}{}\n",
            self.table.describe(mv),
            arrow(&self.table.text_after(mv))
        )
    }

    /// The board, values mode's line, and the list (or the end).
    pub(crate) fn screen(&mut self) -> Result<String, Error> {
        let mut text = format!("\n{}", self.table.picture());
        if self.values {
            text += &self.values_line()?;
        }
        if let Some(ending) = self.ending {
            text += &self.end_text(ending);
            return Ok(text);
        }
        text += "Your move:\n";
        text += &self.list(MENU)?;
        Ok(text)
    }

    /// The first `shown` lines of the list, and how many more there are; in values mode
    /// the lines in [`value_order`] (a winning move is never hidden behind the cut while
    /// a losing one is shown), each with its number.
    pub(crate) fn list(&mut self, shown: usize) -> Result<String, Error> {
        let choices: Vec<Choice> = self
            .in_value_order(self.menu.choices.clone())?
            .into_iter()
            .take(shown)
            .collect();
        let mut text = self.lines(&choices)?;
        let more = self.menu.choices.len() - choices.len();
        text += &match (more, self.menu.complete) {
            (0, true) => String::new(),
            (more, true) => format!("   … and {more} more (`moves` lists them all)\n"),
            (more, false) => format!(
                "   … and more than {more} more (the first {} are listed by `moves`)\n",
                self.menu.choices.len()
            ),
        };
        Ok(text)
    }

    /// `choices` in values mode's order ([`value_order`]); as they are outside values
    /// mode.
    pub(crate) fn in_value_order(&mut self, choices: Vec<Choice>) -> Result<Vec<Choice>, Error> {
        if !self.values {
            return Ok(choices);
        }
        let verdicts = self.table.verdicts(&choices, true)?;
        let mut marked: Vec<(Choice, (Verdict, Option<u32>))> =
            choices.into_iter().zip(verdicts).collect();
        marked.sort_by_key(|(_, (verdict, remoteness))| value_order(*verdict, *remoteness));
        Ok(marked.into_iter().map(|(choice, _)| choice).collect())
    }

    /// Lines of the list, marked in values mode.
    pub(crate) fn lines(&mut self, choices: &[Choice]) -> Result<String, Error> {
        let verdicts = if self.values {
            Some(self.table.verdicts(choices, true)?)
        } else {
            None
        };
        let width = choices
            .iter()
            .map(|c| c.number.to_string().len())
            .max()
            .unwrap_or(1);
        let mut text = String::new();
        for (i, choice) in choices.iter().enumerate() {
            let mark = verdicts
                .as_ref()
                .map(|v| format!("   {}", self.painted(v[i].0, &verdict_words(v[i]))))
                .unwrap_or_default();
            text += &format!(
                "  {:>width$}. {}{}{mark}\n",
                choice.number,
                choice.description,
                arrow_unless_said(&choice.description, &self.table.text_after(&choice.mv))
            );
        }
        Ok(text)
    }

    /// `Value 2: you can win in 5.` or each game's value and the nim-sum; once the game is
    /// over only the values (the end says who won).
    fn values_line(&mut self) -> Result<String, Error> {
        let analysis = self.table.analysis()?;
        let chances = match self.ending {
            None => format!(": {}", chances(&analysis)),
            Some(_) => String::new(),
        };
        let value = analysis.value.as_ref().map(|v| v.symbol.clone());
        let name = match self.table.play() {
            Play::Normal => "value",
            Play::Misere => "misère value",
        };
        Ok(match (analysis.parts.as_slice(), value) {
            ([], Some(value)) => format!("Its {name} is {value}{chances}.\n"),
            ([], None) if chances.is_empty() => String::new(),
            ([], None) => format!("{}.\n", capitalized(&chances[2..])),
            (parts, sum) => {
                let each: Vec<String> = parts
                    .iter()
                    .map(|p| format!("{} {}", p.game, p.value.symbol))
                    .collect();
                let total = match sum {
                    Some(sum) => format!("; their nim-sum is {sum}"),
                    None => "; a misère sum is not decided by them".to_string(),
                };
                format!("Each game's {name}: {}{total}{chances}.\n", each.join(", "))
            }
        })
    }

    /// The board's last words: who won, and why.
    fn end_text(&self, ending: Ending) -> String {
        let why = self.why_it_ended(ending);
        let why = match why.strip_prefix("you") {
            Some(rest) => format!("You{rest}."),
            None if why.starts_with("the") => format!("The{}.", &why[3..]),
            None => format!("{why}."),
        };
        let verdict = match self.winner() {
            Some(Player::You) => self.painted(Verdict::Win, "You win!"),
            Some(Player::Sg) => self.painted(Verdict::Lose, "sg wins."),
            None => self.painted(Verdict::Draw, "A draw."),
        };
        format!(
            "{why} {verdict}\nType `again` to play again, `swap` to play again with the other side first, `undo` to take back your last move, or `quit`.\n"
        )
    }

    /// Why the game ended, in words (no capital, no full stop).
    pub(crate) fn why_it_ended(&self, ending: Ending) -> String {
        match ending {
            Ending::Repetition => {
                "the position came back a third time with the same player to move: a draw by repetition".to_string()
            }
            Ending::NoMove => {
                let stuck = match self.to_move {
                    Player::You => "you have no move left",
                    Player::Sg => "sg has no move left",
                };
                let rule = match self.table.play() {
                    Play::Normal => "in normal play the player who cannot move loses",
                    Play::Misere => "in misere play the player who cannot move wins",
                };
                format!("{stuck}: {rule}")
            }
        }
    }

    /// What `hint` says, for a person: the first [`MENU`] best moves, and which lose
    /// (`rest_lose`: every move of the list not among the best loses).
    pub(crate) fn hint_text(
        &mut self,
        outcome: Outcome,
        best: &[Choice],
        total: u128,
        losing: &[usize],
        rest_lose: bool,
    ) -> Result<String, Error> {
        let mut text = match outcome {
            Outcome::N => format!("You can win from here: {}:\n", count(total, "winning move")),
            Outcome::D => format!(
                "Neither of you can force a win from here: {} the draw:\n",
                match total {
                    1 => "1 move keeps".to_string(),
                    n => format!("{n} moves keep"),
                }
            ),
            Outcome::P => {
                "This position is lost for you: every move loses if sg plays well (sg makes no mistakes). Make the game last and hope.\n".to_string()
            }
        };
        let shown = &best[..best.len().min(MENU)];
        text += &self.lines(shown)?;
        if (shown.len() as u128) < total {
            text += &format!("   … and {} more\n", total - shown.len() as u128);
        }
        let others = if self.menu.complete { "" } else { " listed" };
        if outcome != Outcome::P {
            text += &match losing {
                [] => String::new(),
                _ if rest_lose => format!("Every other{others} move loses.\n"),
                [one] => format!("Move {one} loses.\n"),
                many if many.len() <= LOSING_NAMED => format!("Moves {} lose.\n", numbers(many)),
                many => format!(
                    "Moves {} and {} more lose.\n",
                    many[..LOSING_NAMED]
                        .iter()
                        .map(usize::to_string)
                        .collect::<Vec<_>>()
                        .join(", "),
                    many.len() - LOSING_NAMED
                ),
            };
        }
        Ok(text)
    }
}

/// [`arrow`], unless the move's words already end with the position (`… to 10,6`,
/// `… leaving 5`).
fn arrow_unless_said(words: &str, after: &str) -> String {
    if [" to ", " leaving "]
        .iter()
        .any(|lead| words.ends_with(&format!("{lead}{after}")))
    {
        String::new()
    } else {
        arrow(after)
    }
}

/// `  ->  3 5`, where the position is short enough to read in a line.
fn arrow(after: &str) -> String {
    if after.chars().count() <= SHORT_POSITION {
        format!("  ->  {after}")
    } else {
        String::new()
    }
}

impl Session<'_, '_> {
    /// `text` in the colour of `verdict` where the session paints (a terminal, not
    /// `NO_COLOR`): green for a win, red for a loss, dim for a draw.
    pub(crate) fn painted(&self, verdict: Verdict, text: &str) -> String {
        if !self.colour {
            return text.to_string();
        }
        let colour = match verdict {
            Verdict::Win => "32",
            Verdict::Lose => "31",
            Verdict::Draw => "2",
        };
        format!("\x1b[{colour}m{text}\x1b[0m")
    }
}

/// `win in 5`, `lose`, `draw`: the mark of a move in values mode (the moves to the end
/// counting this one).
fn verdict_words((verdict, remoteness): (Verdict, Option<u32>)) -> String {
    match (verdict, remoteness) {
        (Verdict::Draw, _) => "draw".to_string(),
        (v, Some(r)) => format!("{} in {}", v.word(), u64::from(r) + 1),
        (v, None) => v.word().to_string(),
    }
}

/// `you can win in 5` and the like, for the player to move.
fn chances(analysis: &PlayAnalysis) -> String {
    let within = |r: Option<u32>| r.map(|r| format!(" in {r}")).unwrap_or_default();
    match analysis.outcome {
        Outcome::N => format!("you can win{}", within(analysis.remoteness)),
        Outcome::P => format!("you lose against best play{}", within(analysis.remoteness)),
        Outcome::D => "neither of you can force a win".to_string(),
    }
}

/// `text` with a capital first letter.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// `1 winning move`, `3 winning moves`.
fn count(n: u128, what: &str) -> String {
    match n {
        1 => format!("1 {what}"),
        n => format!("{n} {what}s"),
    }
}

/// `1, 2 and 4`.
fn numbers(list: &[usize]) -> String {
    let words: Vec<String> = list.iter().map(usize::to_string).collect();
    match words.as_slice() {
        [init @ .., last] if !init.is_empty() => format!("{} and {last}", init.join(", ")),
        _ => words.join(""),
    }
}

/// The rule of the play convention, in words.
fn play_rule(play: Play) -> &'static str {
    match play {
        Play::Normal => "normal play: whoever makes the last move wins",
        Play::Misere => "misere play: whoever makes the last move loses",
    }
}

/// The commands of `help` every game shares.
pub(crate) const COMMANDS: &str = "\
Commands (any letter case, or their start): hint (the winning moves, else those that keep
a draw, and which lose), undo (take back your last move and sg's answer), again (a new game
from the start), swap (a new game, the other side first), moves (list every move), state
(the board again), history (before each move: won, lost or drawn for its mover, and in how
many moves), values on / values off (mark each move win, lose or draw, best first), help,
quit.
";
