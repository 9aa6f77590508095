//! The play loop, once for every game: it shows the position and the numbered list of
//! moves, reads the person's line (a command, a number, a move in words), answers it, and
//! lets the engine move in turn. The screen stays quiet: an error or a hint prints only its
//! own lines, and the board and list come back after a move (or on `state`). The game ends
//! when the player to move has no move, or — where play can come back to a position — when
//! a position comes back a third time with the same player to move (a draw by repetition);
//! after the end `undo`, `again` and `swap` play on, and the end of the input or `quit`
//! leaves. With `json` every line written is one object of [`crate::report::PlayReply`]:
//! the state at the start, then exactly one reply for every line read
//! ([`super::protocol`]); the text for a person is made in [`super::screen`].

use std::io::Write;

use super::SessionOptions;
use super::command::{self, Command};
use super::failure::{PlayFailure, write_out};
use super::input::{Line, LineSource};
use super::menu::{Choice, Menu, strip_line};
use super::sum_table::{Snapshot, SumTable};
use crate::door::{Id, SumMove};
use crate::error::Error;
use crate::ir::Play;
use crate::report::{PlayedMove, Player, Verdict};

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ending {
    /// The player to move has no move.
    NoMove,
    /// A position came back a third time with the same player to move.
    Repetition,
}

/// How many times a position may be met with the same player to move; the next ends
/// the game as a draw.
pub(crate) const REPEATS_ALLOWED: usize = 2;

/// One move made, and the table before it.
#[derive(Clone)]
pub(crate) struct Step {
    pub(crate) before: Snapshot,
    pub(crate) by: Player,
    pub(crate) played: PlayedMove,
    /// The position before the move for its mover, and its remoteness, once asked
    /// ([`Session::value_history`]).
    pub(crate) standing: Option<(Verdict, Option<u32>)>,
}

/// A game in progress.
pub(crate) struct Session<'t, 'o> {
    pub(crate) table: SumTable<'t>,
    /// The table at the start, for `again` and `swap`.
    start: Snapshot,
    /// Who moved first.
    pub(crate) first: Player,
    pub(crate) to_move: Player,
    pub(crate) history: Vec<Step>,
    /// Each position reached (canonical) and who was to move there, the start first.
    visits: Vec<(Vec<Id>, Player)>,
    pub(crate) values: bool,
    pub(crate) json: bool,
    /// Whether the JSON state carries the boards drawn as pictures.
    pub(crate) figures: bool,
    /// How long each answer waits first ([`SessionOptions::answer_delay`]).
    answer_delay: std::time::Duration,
    /// Whether the text is painted ([`SessionOptions::colour`]).
    pub(crate) colour: bool,
    pub(crate) output: &'o mut dyn Write,
    /// This turn's list of moves.
    pub(crate) menu: Menu,
    pub(crate) ending: Option<Ending>,
}

/// Plays one game on `table`, reading the person's lines from `input`.
pub(crate) fn run(
    table: SumTable<'_>,
    options: &SessionOptions,
    input: &mut dyn LineSource,
    output: &mut dyn Write,
) -> Result<(), PlayFailure> {
    let start = table.snapshot();
    let mut session = Session {
        table,
        start,
        first: options.first,
        to_move: options.first,
        history: Vec::new(),
        visits: Vec::new(),
        values: options.show_values,
        json: options.json,
        figures: options.figures,
        answer_delay: options.answer_delay,
        colour: options.colour && !options.json,
        output,
        menu: Menu::default(),
        ending: None,
    };
    session.run(input)
}

/// The session as it stood before a line, to go back to where the line cannot be answered.
struct Checkpoint {
    table: Snapshot,
    first: Player,
    to_move: Player,
    history: Vec<Step>,
    visits: Vec<(Vec<Id>, Player)>,
    values: bool,
    menu: Menu,
    ending: Option<Ending>,
}

/// What a typed line asks for, once read.
enum Meant {
    Move(SumMove),
    Command(Command<'static>),
    Refused(String),
}

impl Session<'_, '_> {
    fn run(&mut self, input: &mut dyn LineSource) -> Result<(), PlayFailure> {
        self.begin()?;
        loop {
            let prompt = if self.json { "" } else { "> " };
            let line = match input.next_line(prompt, self.output)? {
                None => return self.left_at_end_of_input(),
                Some(Line::Unreadable(why)) => {
                    self.reply_error(&why)?;
                    continue;
                }
                Some(Line::Text(line)) => line,
            };
            if !self.answer_delay.is_zero() {
                std::thread::sleep(self.answer_delay);
            }
            // Each line is a question: its own deadline (`--max-time`).
            self.table.restart_deadline();
            let before = self.checkpoint();
            match self.answer(&line) {
                Ok(true) => {}
                Ok(false) => return Ok(()),
                Err(PlayFailure::Error(e)) => {
                    // The engine could not answer (a limit, an error of the game): the
                    // line is not taken, and the game goes on as it stood.
                    self.restore(before);
                    self.reply_failure(&e)?;
                }
                Err(closed) => return Err(closed),
            }
        }
    }

    /// Everything a line may change, to go back to.
    fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            table: self.table.snapshot(),
            first: self.first,
            to_move: self.to_move,
            history: self.history.clone(),
            visits: self.visits.clone(),
            values: self.values,
            menu: self.menu.clone(),
            ending: self.ending,
        }
    }

    /// Puts the session back as it stood at `checkpoint`.
    fn restore(&mut self, checkpoint: Checkpoint) {
        self.table.restore(checkpoint.table);
        self.first = checkpoint.first;
        self.to_move = checkpoint.to_move;
        self.history = checkpoint.history;
        self.visits = checkpoint.visits;
        self.values = checkpoint.values;
        self.menu = checkpoint.menu;
        self.ending = checkpoint.ending;
    }

    /// The opening: the game, its rules, the engine's first move if it moves first, and
    /// the position.
    fn begin(&mut self) -> Result<(), PlayFailure> {
        self.refresh()?;
        let mut said = self.opening();
        if let Some(engine) = self.engine_turn()? {
            said += &engine;
        }
        match self.reply_state(&said) {
            // Values mode asked from the start could not be answered: the game starts
            // without it (`values on` may be tried later), after one error reply.
            Err(PlayFailure::Error(e)) if self.values => {
                self.values = false;
                self.reply_failure(&e)?;
                self.reply_state(&said)
            }
            other => other,
        }
    }

    /// Works out this turn's list and whether the game is over.
    fn refresh(&mut self) -> Result<(), Error> {
        let key = self.table.key();
        if self.visits.len() == self.history.len() {
            self.visits.push((key.clone(), self.to_move));
        }
        self.menu = self.table.menu()?;
        let met = self
            .visits
            .iter()
            .filter(|(k, p)| *k == key && *p == self.to_move)
            .count();
        self.ending = if self.menu.choices.is_empty() && self.menu.complete {
            Some(Ending::NoMove)
        } else if self.table.has_cycles() && met > REPEATS_ALLOWED {
            Some(Ending::Repetition)
        } else {
            None
        };
        Ok(())
    }

    /// Makes `mv` for `by`, and works out the new turn.
    fn make(&mut self, mv: &SumMove, by: Player) -> Result<PlayedMove, Error> {
        let played = PlayedMove {
            to: self.table.view_after(mv),
            description: self.table.describe(mv),
        };
        self.history.push(Step {
            before: self.table.snapshot(),
            by,
            played: played.clone(),
            standing: None,
        });
        self.table.apply(mv);
        self.to_move = by.other();
        self.refresh()?;
        Ok(played)
    }

    /// sg moves if it is its turn and the game goes on; what the terminal says of it.
    fn engine_turn(&mut self) -> Result<Option<String>, PlayFailure> {
        if self.to_move != Player::Sg || self.ending.is_some() {
            return Ok(None);
        }
        let Some(mv) = self.table.engine_move()? else {
            return Ok(None);
        };
        let (_, mv) = self.table.as_listed(mv, &self.menu);
        let said = self.move_line("sg", &mv);
        self.make(&mv, Player::Sg)?;
        Ok(Some(said))
    }

    /// Answers one line; `false` once the person leaves.
    fn answer(&mut self, line: &str) -> Result<bool, PlayFailure> {
        match self.meaning(line)? {
            Meant::Move(mv) => self.person_moves(&mv)?,
            Meant::Refused(why) => self.reply_error(&why)?,
            Meant::Command(command) => return self.obey(command),
        }
        Ok(true)
    }

    /// The person's move, and the engine's answer.
    fn person_moves(&mut self, mv: &SumMove) -> Result<(), PlayFailure> {
        let mut said = self.move_line("you", mv);
        self.make(mv, Player::You)?;
        if let Some(engine) = self.engine_turn()? {
            said += &engine;
        }
        self.reply_state(&said)
    }

    /// Does what a command says; `false` once the person leaves.
    fn obey(&mut self, command: Command<'static>) -> Result<bool, PlayFailure> {
        match command {
            Command::Quit => {
                self.reply_bye()?;
                return Ok(false);
            }
            Command::Help => self.reply_help()?,
            Command::Hint => self.reply_hint()?,
            Command::Moves => self.reply_moves()?,
            Command::State => self.reply_state("")?,
            Command::History => self.reply_history()?,
            Command::Values(on) => {
                self.values = on.unwrap_or(!self.values);
                let said = if self.values {
                    "Values on.\n"
                } else {
                    "Values off.\n"
                };
                self.reply_state(said)?;
            }
            Command::Undo => self.undo()?,
            Command::Again => self.again(self.first)?,
            Command::Swap => self.again(self.first.other())?,
            Command::Empty => match self.forced() {
                Some(choice) => self.person_moves(&choice.mv)?,
                None if self.ending.is_some() => self.reply_error(AFTER_THE_END)?,
                None => self.reply_error("type a move, or `help`")?,
            },
            Command::Numbered(_)
            | Command::Number(_)
            | Command::Position(_)
            | Command::Typed(_) => unreachable!("moves are read before commands are obeyed"),
        }
        Ok(true)
    }

    /// The one move left, if only one is.
    fn forced(&self) -> Option<Choice> {
        match (self.menu.choices.as_slice(), self.ending) {
            ([one], None) if self.menu.complete => Some(one.clone()),
            _ => None,
        }
    }

    /// What `line` means here.
    fn meaning(&mut self, line: &str) -> Result<Meant, Error> {
        let command = command::read(line);
        let typed = match command {
            Command::Numbered(number) => {
                return Ok(self.numbered(number));
            }
            Command::Number(number) => return self.number(number, line.trim()),
            Command::Position(text) => return self.position(text),
            Command::Typed(text) => text,
            other => return Ok(Meant::Command(other.without_text())),
        };
        if self.ending.is_some() {
            return Ok(command::by_prefix(typed)
                .map_or_else(|| Meant::Refused(AFTER_THE_END.into()), Meant::Command));
        }
        self.typed(typed)
    }

    /// `#3`.
    fn numbered(&self, number: usize) -> Meant {
        if self.ending.is_some() {
            return Meant::Refused(AFTER_THE_END.into());
        }
        match self.menu.numbered(number) {
            Some(choice) => Meant::Move(choice.mv.clone()),
            None => Meant::Refused(format!("there is no move number {number} here")),
        }
    }

    /// `3`: the list's move 3, or the move a board's node 3 names; asked which where both
    /// are and differ.
    fn number(&mut self, number: usize, word: &str) -> Result<Meant, Error> {
        if self.ending.is_some() {
            return Ok(Meant::Refused(AFTER_THE_END.into()));
        }
        let listed = self.menu.numbered(number).cloned();
        let named = match self.table.game_words(word)? {
            Some(Ok(mv)) => Some(mv),
            _ => None,
        };
        Ok(match (listed, named) {
            (Some(choice), Some(mv)) => {
                let (number_named, mv) = self.table.as_listed(mv, &self.menu);
                if number_named == Some(choice.number) {
                    Meant::Move(choice.mv)
                } else {
                    Meant::Refused(format!(
                        "`{word}` may mean move {number} of the list ({}) or the move the board names {word} ({}): type `#{number}` for the list's move, `to {word}` for the board's",
                        choice.description,
                        self.table.describe(&mv)
                    ))
                }
            }
            (Some(choice), None) => Meant::Move(choice.mv),
            (None, Some(mv)) => Meant::Move(mv),
            (None, None) => Meant::Refused(format!(
                "there is no move number {} here",
                crate::error::excerpt(word)
            )),
        })
    }

    /// `to …`: the position after the move, or a move in the game's words.
    fn position(&mut self, text: &str) -> Result<Meant, Error> {
        if self.ending.is_some() {
            return Ok(Meant::Refused(AFTER_THE_END.into()));
        }
        if let Some(read) = self.table.game_words(text)? {
            return Ok(read.map_or_else(Meant::Refused, Meant::Move));
        }
        match self.table.position_move(text)? {
            Some(read) => Ok(read.map_or_else(Meant::Refused, Meant::Move)),
            None => Ok(Meant::Refused(no_move_leads_to(text))),
        }
    }

    /// A move in words: the list's (or a hint's) words, whole lines copied back, the
    /// game's own words, the position after it, or the start of a command.
    fn typed(&mut self, typed: &str) -> Result<Meant, Error> {
        let (_, words, after) = strip_line(typed);
        let mut why = None;
        match self.menu.described(&words) {
            Ok(Some(choice)) => return Ok(Meant::Move(choice.mv.clone())),
            Ok(None) => {}
            Err(several) => {
                let numbers: Vec<String> = several.iter().map(|c| c.number.to_string()).collect();
                why = Some(format!(
                    "`{}` starts more than one move ({}): type more of it, or the move's number",
                    crate::error::excerpt(&words),
                    numbers.join(", ")
                ));
            }
        }
        match self.table.game_words(typed)? {
            Some(Ok(mv)) => return Ok(Meant::Move(mv)),
            Some(Err(said)) => why = why.or(Some(said)),
            None => {}
        }
        for text in [Some(typed.to_string()), after].into_iter().flatten() {
            match self.table.position_move(&text)? {
                Some(Ok(mv)) => return Ok(Meant::Move(mv)),
                Some(Err(said)) => why = why.or(Some(said)),
                None => {}
            }
        }
        if let Some(command) = command::by_prefix(typed) {
            return Ok(Meant::Command(command));
        }
        Ok(Meant::Refused(
            why.unwrap_or_else(|| no_move_leads_to(typed)),
        ))
    }

    /// Takes back the person's last move and sg's answer.
    fn undo(&mut self) -> Result<(), PlayFailure> {
        let Some(mine) = self.history.iter().rposition(|step| step.by == Player::You) else {
            return self.reply_error("there is no move of yours to take back");
        };
        let step = self
            .history
            .drain(mine..)
            .next()
            .expect("the move found is in the history");
        self.table.restore(step.before);
        self.to_move = Player::You;
        self.visits.truncate(self.history.len());
        self.refresh()?;
        self.reply_state("Your last move and sg's answer are taken back.\n")
    }

    /// The game again from the start, `first` moving first.
    fn again(&mut self, first: Player) -> Result<(), PlayFailure> {
        self.table.restore(self.start.clone());
        self.history.clear();
        self.visits.clear();
        self.first = first;
        self.to_move = first;
        self.refresh()?;
        let mut said = match first {
            Player::You => "A new game from the start: you move first.\n".to_string(),
            Player::Sg => "A new game from the start: sg moves first.\n".to_string(),
        };
        if let Some(engine) = self.engine_turn()? {
            said += &engine;
        }
        self.reply_state(&said)
    }

    /// The winner, once the game is over (`None`: a draw).
    pub(crate) fn winner(&self) -> Option<Player> {
        match (self.ending?, self.table.play()) {
            (Ending::Repetition, _) => None,
            (Ending::NoMove, Play::Normal) => Some(self.to_move.other()),
            (Ending::NoMove, Play::Misere) => Some(self.to_move),
        }
    }

    /// When the input ends: the game is left as it is.
    fn left_at_end_of_input(&mut self) -> Result<(), PlayFailure> {
        if !self.json && self.ending.is_none() {
            self.say("\nThe game was left unfinished.\n")?;
        } else if !self.json {
            self.say("\n")?;
        }
        Ok(())
    }

    pub(crate) fn say(&mut self, text: &str) -> Result<(), PlayFailure> {
        write_out(self.output, text.as_bytes())
    }
}

/// What a move is refused with once the game is over.
pub(crate) const AFTER_THE_END: &str = "the game is over: type `again`, `swap`, `undo` or `quit`";

/// Why a typed line is no move.
fn no_move_leads_to(text: &str) -> String {
    format!(
        "no legal move leads to {} (type a move's number, its words as the list writes them, the position after it, or `help`)",
        crate::error::excerpt(text)
    )
}
