//! `sg play GAME [HEAP…] [+ GAME HEAP…]`: a person plays against the engine, at a terminal
//! or (with `--json`) through pipes. sg plays a winning move whenever one exists; from a
//! lost position it makes the game last, taking as few tokens as it can (see
//! [`table::Table::engine_move`]). The person types a move as its number in the menu, as
//! the position after it, or in words ([`input`]); `hint`, `undo` (the last pair of
//! moves), `moves`, `help` and `quit` do what they say. A line that is not a legal move is
//! explained and asked again; the end of the input ends the game, unfinished.

mod board;
mod input;
mod table;

use std::io::{BufRead, Write};

use super::args::{First, PlayArgs};
use super::loaded::Loaded;
use super::position;
use crate::engine::Outcome;
use crate::error::Error;
use crate::game::ImpartialGame;
use crate::ir::{Action, Game, Play};
use crate::report::{
    HintReport, MoveReport, PlayError, PlayHint, PlayState, PlayedMove, Player, to_json_line,
};
use input::{Command, ReadError, Words};
use table::{Table, TableMove};

/// Moves shown in the menu each turn (`moves` lists more).
const MENU: usize = 12;
/// Moves `moves` lists.
const ALL_MOVES: usize = 1000;
/// Winning moves a hint shows.
const HINTED: usize = 5;

pub(super) fn run(args: &PlayArgs) -> Result<String, Error> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    match play(args, &mut stdin.lock(), &mut stdout.lock()) {
        // Nobody is reading any more (`sg play … | head`): the game just ends.
        Err(PlayFailure::Closed) => Ok(String::new()),
        Err(PlayFailure::Error(e)) => Err(e),
        Ok(()) => Ok(String::new()),
    }
}

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

/// Plays one game, reading the person's lines from `input` and writing to `output`.
pub(crate) fn play(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), PlayFailure> {
    let components = position::components(&args.game, &args.position)?;
    let mut games = Vec::with_capacity(components.len());
    for component in &components {
        let limit = args.engine.max_states;
        match Loaded::load(&component.game, &args.options.overrides, limit)? {
            Loaded::Rules(game) => games.push(args.engine.apply(game)),
            Loaded::Board(..) => {
                return Err(PlayFailure::Error(Error::new(format!(
                    "`{}` is a board: sg play plays rule files only; `sg solve` answers boards",
                    component.game.display()
                ))));
            }
            Loaded::Components(..) => {
                return Err(PlayFailure::Error(Error::new(format!(
                    "`{}` is a game of components: sg play plays games of heaps only; `sg solve` answers it",
                    component.game.display()
                ))));
            }
        }
    }
    let mut positions = Vec::with_capacity(components.len());
    for (component, game) in components.iter().zip(&games) {
        positions.push(start_position(args, component, game)?);
    }
    let table = Table::new(&games, positions, args.engine.max_states)?;
    let to_move = match args.first {
        First::You => Player::You,
        First::Sg => Player::Sg,
    };
    let mut session = Session {
        table,
        to_move,
        history: Vec::new(),
        json: args.options.json,
        output,
    };
    session.run(input)
}

/// The heaps of one game: as given, or the file's `start` for a lone game given none.
fn start_position(
    args: &PlayArgs,
    component: &position::Component,
    game: &Game,
) -> Result<Vec<u64>, Error> {
    if !component.heaps.is_empty() {
        if let Some(expected) = game.fixed_heap_count()
            && component.heaps.len() != expected
        {
            return Err(Error::new(format!(
                "a position of {} has exactly {expected} heaps, but {} were given",
                game.name,
                component.heaps.len()
            )));
        }
        return Ok(component.heaps.clone());
    }
    game.start.clone().ok_or_else(|| {
        Error::new(format!(
            "`{}` has no `start` position: give the heaps to play from (e.g. `sg play {} 3 4 5`)",
            component.game.display(),
            args.game.display()
        ))
    })
}

struct Session<'g, 'o> {
    table: Table<'g>,
    to_move: Player,
    /// The positions before each move, and who made it.
    history: Vec<(Vec<Vec<u64>>, Player)>,
    json: bool,
    output: &'o mut dyn Write,
}

/// Whether a legal move is the one meant.
type MoveTest = dyn Fn(&TableMove) -> bool;

/// What a typed line asks for.
enum Answer {
    Move(TableMove),
    Say(String),
    Quit,
}

impl Session<'_, '_> {
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
                            in_game(&self.table, &mv),
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
        let names: Vec<&str> = self.table.games().iter().map(|g| g.name.as_str()).collect();
        let first = match self.to_move {
            Player::You => "You move first",
            Player::Sg => "sg moves first",
        };
        let text = format!(
            "{} ({}). {first}; type `help` for how to move.\n",
            names.join(" + "),
            board::play_rule(self.table.play())
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
        let text = format!("\n{}{stuck}: {why}. {verdict}\n", board::draw(&self.table));
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
            description: in_game(&self.table, &mv),
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

    fn make(&mut self, mv: &TableMove, by: Player) {
        self.history.push((self.table.positions().to_vec(), by));
        self.table.apply(mv);
        self.to_move = by.other();
    }

    /// The board, and the first moves of the menu.
    fn show_turn(&mut self) -> Result<(), PlayFailure> {
        let (moves, more) = self.table.moves(MENU)?;
        let mut text = format!("\n{}Your move:\n", board::draw(&self.table));
        text += &menu(&self.table, &moves, 0);
        if more {
            text += "   … and more (`moves` lists them all)\n";
        }
        text += "> ";
        self.say(&text)
    }

    /// What a typed line means here.
    fn answer(&mut self, line: &str) -> Result<Answer, PlayFailure> {
        let command = match input::read(line) {
            Ok(command) => command,
            Err(ReadError(why)) => return self.refuse(&why),
        };
        match command {
            Command::Quit => Ok(Answer::Quit),
            Command::Help => Ok(Answer::Say(if self.json {
                String::new()
            } else {
                HELP.to_string()
            })),
            Command::Hint => self.hint(),
            Command::Undo => self.undo(),
            Command::Moves => {
                let (moves, more) = self.table.moves(ALL_MOVES)?;
                let mut text = menu(&self.table, &moves, 0);
                if more {
                    text += &format!("   … (only the first {ALL_MOVES} are listed)\n");
                }
                Ok(Answer::Say(if self.json { String::new() } else { text }))
            }
            Command::Numbered(number) => {
                let (moves, _) = self.table.moves(number)?;
                match moves.into_iter().nth(number - 1) {
                    Some(mv) => Ok(Answer::Move(mv)),
                    None => self.refuse(&format!("there is no move number {number} here")),
                }
            }
            Command::Position(games) => self.move_to_position(games),
            Command::Words(words) => self.in_words(words),
        }
    }

    /// An illegal or unreadable line: explained, and the move asked again.
    fn refuse(&mut self, why: &str) -> Result<Answer, PlayFailure> {
        if self.json {
            self.say_json(&PlayError {
                error: why.to_string(),
            })?;
            Ok(Answer::Say(String::new()))
        } else {
            Ok(Answer::Say(format!("Not a move here: {why}.\n")))
        }
    }

    fn hint(&mut self) -> Result<Answer, PlayFailure> {
        let outcome = self.table.outcome()?;
        let wins = self.table.winning_moves(HINTED)?;
        if self.json {
            let winning_moves = wins
                .iter()
                .map(|mv| MoveReport {
                    component: None,
                    game: None,
                    to: self.table.view_after(mv),
                    description: in_game(&self.table, mv),
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
                        in_game(&self.table, mv),
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
    fn undo(&mut self) -> Result<Answer, PlayFailure> {
        let Some(mine) = self.history.iter().rposition(|(_, by)| *by == Player::You) else {
            return self.refuse("there is no move of yours to take back");
        };
        let (positions, _) = self.history[mine].clone();
        self.history.truncate(mine);
        self.table.set_positions(positions);
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

    /// The legal move to the position typed.
    fn move_to_position(&mut self, typed: Vec<Vec<u64>>) -> Result<Answer, PlayFailure> {
        let games = self.table.games();
        if typed.len() != games.len() {
            return self.refuse(&format!(
                "the table has {} games, so a position is written as {} lists of heaps joined by `+`",
                games.len(),
                games.len()
            ));
        }
        let canonical: Vec<Vec<u64>> = typed
            .iter()
            .zip(games)
            .map(|(heaps, game)| game.canonical(heaps))
            .collect();
        let current = self.table.positions().to_vec();
        let found = self.table.find_moves(1, &|mv| {
            (0..games.len()).all(|i| {
                let after = if i == mv.component {
                    &mv.mv.position
                } else {
                    &current[i]
                };
                games[i].canonical(after) == canonical[i]
            })
        })?;
        match found.into_iter().next() {
            Some(mv) => Ok(Answer::Move(mv)),
            None => {
                let shown: Vec<String> = typed
                    .iter()
                    .map(|h| h.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
                    .collect();
                self.refuse(&format!("no legal move leads to {}", shown.join(" + ")))
            }
        }
    }

    /// The legal move said in words.
    fn in_words(&mut self, words: Words) -> Result<Answer, PlayFailure> {
        let heap_count: usize = self.table.positions().iter().map(Vec::len).sum();
        let locate = |heap: usize| self.table.heap(heap);
        let (wanted, what): (Box<MoveTest>, String) = match &words {
            Words::Take {
                heap,
                taken,
                leaving,
            } => {
                let Some((component, index)) = locate(*heap) else {
                    return self.refuse(&format!(
                        "there is no heap {heap} (the heaps are numbered 1 to {heap_count})"
                    ));
                };
                let size = self.table.positions()[component][index];
                if *taken > size {
                    return self.refuse(&format!("heap {heap} has only {size} tokens"));
                }
                let mut leaving = leaving.clone();
                if let Some(parts) = &mut leaving {
                    parts.sort_unstable();
                }
                let taken = *taken;
                let what = if taken == 0 {
                    format!("splits heap {heap}")
                } else {
                    format!("takes {taken} from heap {heap}")
                };
                (
                    Box::new(move |mv: &TableMove| {
                        mv.component == component
                            && matches!(&mv.mv.action, Action::TakeBreak { heap: h, taken: k, parts }
                                if *h == index && *k == taken
                                    && leaving.as_ref().is_none_or(|l| l.as_slice() == parts.as_slice()))
                    }),
                    what,
                )
            }
            Words::FromAll { taken } => {
                let taken = *taken;
                (
                    Box::new(
                        move |mv: &TableMove| matches!(mv.mv.action, Action::FromAll { taken: k } if k == taken),
                    ),
                    format!("takes {taken} from every heap"),
                )
            }
            Words::Shift { heap, moved } => {
                let Some((component, index)) = locate(*heap) else {
                    return self.refuse(&format!(
                        "there is no heap {heap} (the heaps are numbered 1 to {heap_count})"
                    ));
                };
                let moved = *moved;
                (
                    Box::new(move |mv: &TableMove| {
                        mv.component == component
                            && matches!(mv.mv.action, Action::Shift { from, moved: k, .. } if from == index && k == moved)
                    }),
                    format!("moves {moved} from heap {heap}"),
                )
            }
        };
        let found = self.table.find_moves(4, &*wanted)?;
        match found.len() {
            0 => self.refuse(&format!("no legal move {what}")),
            1 => Ok(Answer::Move(found.into_iter().next().expect("one move"))),
            _ => {
                let ways: Vec<String> = found.iter().map(|m| m.description.clone()).collect();
                self.refuse(&format!(
                    "more than one move {what} ({}{}): say what is left (`… leaving A and B`), or type the position after the move",
                    ways.join("; "),
                    if found.len() == 4 { "; …" } else { "" }
                ))
            }
        }
    }

    fn say(&mut self, text: &str) -> Result<(), PlayFailure> {
        write_out(self.output, text.as_bytes())
    }

    fn say_json<T: serde::Serialize>(&mut self, value: &T) -> Result<(), PlayFailure> {
        write_out(self.output, to_json_line(value).as_bytes())
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

/// A move's description; in a sum of games, with the game it is made in.
fn in_game(table: &Table, mv: &TableMove) -> String {
    if table.games().len() > 1 {
        format!(
            "in {}: {}",
            table.games()[mv.component].name,
            mv.description
        )
    } else {
        mv.description.clone()
    }
}

/// The moves, numbered from `from + 1`, each with the position it leads to.
fn menu(table: &Table, moves: &[TableMove], from: usize) -> String {
    let width = (from + moves.len()).to_string().len();
    let mut text = String::new();
    for (i, mv) in moves.iter().enumerate() {
        text += &format!(
            "  {:>width$}. {}  ->  {}\n",
            from + i + 1,
            in_game(table, mv),
            table.text_after(mv)
        );
    }
    text
}

const HELP: &str = "\
Type a move in one of these ways:
  3                      the move numbered 3 in the list
  3 4 1                  the position after your move (`to 3` for one heap; `7 + 2` in a sum)
  take 2 from heap 3     a move in words; `leaving 1 and 4` says how the rest is split
  split heap 1 into 2 and 5,  take 3 from all,  move 2 from heap 3
Commands: hint (the winning moves), undo (take back your last move and sg's answer),
moves (list every move), help, quit.
";
