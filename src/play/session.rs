//! The play loop, once for every game: it shows the position and a numbered menu of moves,
//! reads the person's line (a number, a command, or a move in the game's words), answers
//! it, and lets the engine move in turn. With `json` every output is one object a line
//! (the types of [`crate::report::PlayState`] and its neighbours) and nothing else is
//! written. The end of the input ends the game, unfinished; a closed output ends it
//! quietly ([`PlayFailure::Closed`]).

use std::io::{BufRead, Write};

use super::command::{self, Command, ReadError};
use super::table::PlayTable;
use crate::engine::Outcome;
use crate::error::Error;
use crate::ir::Play;
use crate::report::{
    HintReport, MoveReport, PlayError, PlayHint, PlayState, PlayedMove, Player, to_json_line,
};

/// Moves shown in the menu each turn (`moves` lists more).
const MENU: usize = 12;
/// Moves `moves` lists.
const ALL_MOVES: usize = 1000;
/// Winning moves a hint shows.
const HINTED: usize = 5;

/// Why a game stopped early.
pub(crate) enum PlayFailure {
    /// The output was closed.
    Closed,
    Error(Error),
}

impl From<Error> for PlayFailure {
    fn from(e: Error) -> PlayFailure {
        PlayFailure::Error(e)
    }
}

/// Plays one game on `table`, `first` to move, reading the person's lines from `input`.
pub(crate) fn run<T: PlayTable>(
    table: T,
    first: Player,
    json: bool,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), PlayFailure> {
    let mut session = Session {
        table,
        to_move: first,
        history: Vec::new(),
        json,
        output,
    };
    session.run(input)
}

struct Session<'o, T: PlayTable> {
    table: T,
    to_move: Player,
    /// The table before each move, and who made it.
    history: Vec<(T::Snapshot, Player)>,
    json: bool,
    output: &'o mut dyn Write,
}

/// What a typed line asks for.
enum Answer<M> {
    Move(M),
    Say(String),
    Quit,
}

impl<T: PlayTable> Session<'_, T> {
    fn run(&mut self, input: &mut dyn BufRead) -> Result<(), PlayFailure> {
        self.opening()?;
        let mut engine_move = None;
        loop {
            let over = self.table.is_over()?;
            if self.json && (engine_move.is_some() || over) {
                let state = self.state(engine_move.take(), over);
                self.say_json(&state)?;
            }
            if over {
                return self.game_over();
            }
            if self.to_move == Player::Sg {
                engine_move = Some(self.engine_turn()?);
                continue;
            }
            if !self.json {
                self.show_turn()?;
            }
            let mut line = String::new();
            let read = input
                .read_line(&mut line)
                .map_err(|e| Error::new(format!("cannot read the input: {e}")))?;
            if read == 0 {
                if !self.json {
                    self.say("\nThe game was left unfinished.\n")?;
                }
                return Ok(());
            }
            match self.answer(&line)? {
                Answer::Move(mv) => {
                    if !self.json {
                        let text = format!(
                            "you: {}  ->  {}\n",
                            self.table.describe(&mv),
                            self.table.text_after(&mv)
                        );
                        self.say(&text)?;
                    }
                    self.make(&mv, Player::You)
                }
                Answer::Say(text) => self.say(&text)?,
                Answer::Quit => {
                    if !self.json {
                        self.say("You left the game unfinished.\n")?;
                    }
                    return Ok(());
                }
            }
        }
    }

    /// The game's name, its rule, and who starts.
    fn opening(&mut self) -> Result<(), PlayFailure> {
        if self.json {
            let over = self.table.is_over()?;
            let state = self.state(None, over);
            return self.say_json(&state);
        }
        let first = match self.to_move {
            Player::You => "You move first",
            Player::Sg => "sg moves first",
        };
        let text = format!(
            "{} ({}). {first}; type `help` for how to move.\n",
            self.table.title(),
            play_rule(self.table.play())
        );
        self.say(&text)
    }

    fn state(&self, engine_move: Option<PlayedMove>, over: bool) -> PlayState {
        PlayState {
            position: self.table.view(),
            to_move: self.to_move,
            engine_move,
            game_over: over,
            winner: over.then(|| self.winner()),
        }
    }

    /// The winner once the player to move has no move.
    fn winner(&self) -> Player {
        match self.table.play() {
            Play::Normal => self.to_move.other(),
            Play::Misere => self.to_move,
        }
    }

    fn game_over(&mut self) -> Result<(), PlayFailure> {
        if self.json {
            return Ok(());
        }
        let stuck = match self.to_move {
            Player::You => "You have no move left",
            Player::Sg => "sg has no move left",
        };
        let why = match self.table.play() {
            Play::Normal => "in normal play the player who cannot move loses",
            Play::Misere => "in misere play the player who cannot move wins",
        };
        let verdict = match self.winner() {
            Player::You => "You win!",
            Player::Sg => "sg wins.",
        };
        let text = format!("\n{}{stuck}: {why}. {verdict}\n", self.table.draw());
        self.say(&text)
    }

    /// sg moves; returns the move for the JSON state.
    fn engine_turn(&mut self) -> Result<PlayedMove, PlayFailure> {
        let mv = self
            .table
            .engine_move()?
            .expect("a position that is not over has a move");
        let played = PlayedMove {
            to: self.table.view_after(&mv),
            description: self.table.describe(&mv),
        };
        if !self.json {
            let text = format!(
                "sg: {}  ->  {}\n",
                played.description,
                self.table.text_after(&mv)
            );
            self.say(&text)?;
        }
        self.make(&mv, Player::Sg);
        Ok(played)
    }

    fn make(&mut self, mv: &T::Move, by: Player) {
        self.history.push((self.table.snapshot(), by));
        self.table.apply(mv);
        self.to_move = by.other();
    }

    /// The board, and the first moves of the menu.
    fn show_turn(&mut self) -> Result<(), PlayFailure> {
        let (moves, more) = self.table.moves(MENU)?;
        let mut text = format!("\n{}Your move:\n", self.table.draw());
        text += &self.menu(&moves);
        if more {
            text += "   … and more (`moves` lists them all)\n";
        }
        text += "> ";
        self.say(&text)
    }

    /// The moves, numbered from 1, each with the position it leads to.
    fn menu(&self, moves: &[T::Move]) -> String {
        let width = moves.len().to_string().len();
        let mut text = String::new();
        for (i, mv) in moves.iter().enumerate() {
            text += &format!(
                "  {:>width$}. {}  ->  {}\n",
                i + 1,
                self.table.describe(mv),
                self.table.text_after(mv)
            );
        }
        text
    }

    /// What a typed line means here.
    fn answer(&mut self, line: &str) -> Result<Answer<T::Move>, PlayFailure> {
        let command = match command::read(line) {
            Ok(command) => command,
            Err(ReadError(why)) => return self.refuse(&why),
        };
        match command {
            Command::Quit => Ok(Answer::Quit),
            Command::Help => {
                let text = format!("{}{COMMANDS}", self.table.help());
                self.say_text(text)
            }
            Command::Hint => self.hint(),
            Command::Undo => self.undo(),
            Command::Moves => {
                let (moves, more) = self.table.moves(ALL_MOVES)?;
                let mut text = self.menu(&moves);
                if more {
                    text += &format!("   … (only the first {ALL_MOVES} are listed)\n");
                }
                self.say_text(text)
            }
            Command::Numbered(number) => {
                let (moves, _) = self.table.moves(number)?;
                match moves.into_iter().nth(number - 1) {
                    Some(mv) => Ok(Answer::Move(mv)),
                    None => self.refuse(&format!("there is no move number {number} here")),
                }
            }
            Command::Typed(typed) => match self.table.read_move(typed)? {
                Ok(mv) => Ok(Answer::Move(mv)),
                Err(why) => self.refuse(&why),
            },
        }
    }

    /// Text for a person; nothing in JSON.
    fn say_text(&self, text: String) -> Result<Answer<T::Move>, PlayFailure> {
        Ok(Answer::Say(if self.json { String::new() } else { text }))
    }

    /// An illegal or unreadable line: explained, and the move asked again.
    fn refuse(&mut self, why: &str) -> Result<Answer<T::Move>, PlayFailure> {
        if self.json {
            self.say_json(&PlayError {
                error: why.to_string(),
            })?;
            Ok(Answer::Say(String::new()))
        } else {
            Ok(Answer::Say(format!("Not a move here: {why}.\n")))
        }
    }

    fn hint(&mut self) -> Result<Answer<T::Move>, PlayFailure> {
        let outcome = self.table.outcome()?;
        let wins = self.table.winning_moves(HINTED)?;
        if self.json {
            let winning_moves = wins
                .iter()
                .map(|mv| MoveReport {
                    component: None,
                    game: None,
                    to: Some(self.table.view_after(mv)),
                    description: self.table.describe(mv),
                    count: 1,
                })
                .collect();
            self.say_json(&PlayHint {
                hint: HintReport {
                    outcome,
                    winning_moves,
                },
            })?;
            return Ok(Answer::Say(String::new()));
        }
        Ok(Answer::Say(match outcome {
            Outcome::N => {
                let mut text = "You can win from here. Winning moves:\n".to_string();
                for mv in &wins {
                    text += &format!(
                        "   {}  ->  {}\n",
                        self.table.describe(mv),
                        self.table.text_after(mv)
                    );
                }
                text
            }
            Outcome::P => "This position is lost for you: every move loses if sg plays well (sg makes no mistakes). Make the game last and hope.\n".to_string(),
            Outcome::D => "This position is a draw: neither of you can force a win.\n".to_string(),
        }))
    }

    /// Takes back the person's last move and sg's answer.
    fn undo(&mut self) -> Result<Answer<T::Move>, PlayFailure> {
        let Some(mine) = self.history.iter().rposition(|(_, by)| *by == Player::You) else {
            return self.refuse("there is no move of yours to take back");
        };
        let (snapshot, _) = self
            .history
            .drain(mine..)
            .next()
            .expect("the move found is in the history");
        self.table.restore(snapshot);
        self.to_move = Player::You;
        if self.json {
            let state = self.state(None, false);
            self.say_json(&state)?;
            return Ok(Answer::Say(String::new()));
        }
        Ok(Answer::Say(
            "Your last move and sg's answer are taken back.\n".into(),
        ))
    }

    fn say(&mut self, text: &str) -> Result<(), PlayFailure> {
        write_out(self.output, text.as_bytes())
    }

    fn say_json<S: serde::Serialize>(&mut self, value: &S) -> Result<(), PlayFailure> {
        write_out(self.output, to_json_line(value).as_bytes())
    }
}

/// The rule of the play convention, in words.
fn play_rule(play: Play) -> &'static str {
    match play {
        Play::Normal => "normal play: whoever makes the last move wins",
        Play::Misere => "misere play: whoever makes the last move loses",
    }
}

/// Writes and flushes, so that a person (or a program at the other end of a pipe) sees
/// each line at once.
fn write_out(output: &mut dyn Write, bytes: &[u8]) -> Result<(), PlayFailure> {
    output
        .write_all(bytes)
        .and_then(|()| output.flush())
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::BrokenPipe => PlayFailure::Closed,
            _ => PlayFailure::Error(Error::new(format!("cannot write the output: {e}"))),
        })
}

/// The commands of `help` every game shares.
const COMMANDS: &str = "\
Commands: hint (the winning moves), undo (take back your last move and sg's answer),
moves (list every move), help, quit.
";
