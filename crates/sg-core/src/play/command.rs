//! What a person types during play, as far as every game reads it alike: a command (`hint`,
//! `undo`, `again`, `swap`, `moves`, `state`, `history`, `values on`, `help`, `quit`, in any letter
//! case, or a short form: `h`, `u`, `m`, `v`, `?`, `q`), a number from the list (`3`, or
//! `#3` where a board also names a node 3), an empty line (Enter), or else a move in words
//! ([`super::sum_table::SumTable::game_words`], the list's words, the position after the
//! move): the rest of the line, with a leading `to` marking a position (`to 3` is the
//! position 3, where `3` alone is the list's move 3).

/// One line typed by the person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Command<'l> {
    /// `#3`: the move with this number in the list, whatever the board's names.
    Numbered(usize),
    /// `3`: the list's move 3, or a node named 3.
    Number(usize),
    /// `to …`: the position after the move.
    Position(&'l str),
    /// Anything else: a move in words.
    Typed(&'l str),
    /// An empty line.
    Empty,
    Hint,
    Undo,
    /// Start again from the start, the same player first.
    Again,
    /// Start again from the start, the other player first.
    Swap,
    /// List every legal move.
    Moves,
    /// Show the game as it stands.
    State,
    /// The value history: each position a move was made from, for its mover.
    History,
    /// Values mode on, off, or switched.
    Values(Option<bool>),
    Help,
    Quit,
}

impl Command<'_> {
    /// The command, where it carries no text of the line (a move in words becomes
    /// [`Command::Empty`]: the caller reads those itself).
    pub(crate) fn without_text(self) -> Command<'static> {
        match self {
            Command::Position(_) | Command::Typed(_) => Command::Empty,
            Command::Numbered(n) => Command::Numbered(n),
            Command::Number(n) => Command::Number(n),
            Command::Empty => Command::Empty,
            Command::Hint => Command::Hint,
            Command::Undo => Command::Undo,
            Command::Again => Command::Again,
            Command::Swap => Command::Swap,
            Command::Moves => Command::Moves,
            Command::State => Command::State,
            Command::History => Command::History,
            Command::Values(on) => Command::Values(on),
            Command::Help => Command::Help,
            Command::Quit => Command::Quit,
        }
    }
}

/// The commands by name, for whole words in any letter case.
const NAMES: [(&str, Command<'static>); 14] = [
    ("hint", Command::Hint),
    ("h", Command::Hint),
    ("undo", Command::Undo),
    ("u", Command::Undo),
    ("again", Command::Again),
    ("swap", Command::Swap),
    ("moves", Command::Moves),
    ("m", Command::Moves),
    ("list", Command::Moves),
    ("state", Command::State),
    ("history", Command::History),
    ("help", Command::Help),
    ("?", Command::Help),
    ("quit", Command::Quit),
];

/// Reads one line.
pub(crate) fn read(line: &str) -> Command<'_> {
    let line = line.trim();
    let lower = line.to_lowercase();
    if line.is_empty() {
        return Command::Empty;
    }
    if let Some((_, command)) = NAMES.iter().find(|(name, _)| *name == lower) {
        return command.clone();
    }
    match lower.split_whitespace().collect::<Vec<_>>()[..] {
        ["q" | "exit"] => return Command::Quit,
        ["values" | "v"] => return Command::Values(None),
        ["values" | "v", "on"] | ["show", "values"] => return Command::Values(Some(true)),
        ["values" | "v", "off"] | ["hide", "values"] => return Command::Values(Some(false)),
        _ => {}
    }
    if let Some(number) = line.strip_prefix('#').and_then(|n| n.trim().parse().ok()) {
        return Command::Numbered(number);
    }
    if line.bytes().all(|b| b.is_ascii_digit()) {
        // Past usize: no list is that long, and no board names its nodes so.
        return Command::Number(line.parse().unwrap_or(usize::MAX));
    }
    match line.split_once(char::is_whitespace) {
        Some((to, rest)) if to.eq_ignore_ascii_case("to") => Command::Position(rest.trim()),
        _ if lower == "to" => Command::Position(""),
        _ => Command::Typed(line),
    }
}

/// Whether `line` asks to leave the game (`quit`, or a start of it only it has), as a
/// reader that takes lines while the engine thinks must know at once.
pub fn quits(line: &str) -> bool {
    read(line) == Command::Quit || by_prefix(line) == Some(Command::Quit)
}

/// The command a single word is the start of, if it starts only one (`ag` for `again`).
pub(crate) fn by_prefix(line: &str) -> Option<Command<'static>> {
    let word = line.trim().to_lowercase();
    if word.is_empty() || word.contains(char::is_whitespace) {
        return None;
    }
    let mut fits = NAMES
        .iter()
        .filter(|(name, _)| name.len() > 1 && name.starts_with(&word));
    match (fits.next(), fits.next()) {
        (Some((_, command)), None) => Some(command.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_form() {
        assert_eq!(read(" 3 "), Command::Number(3));
        assert_eq!(read("#3"), Command::Numbered(3));
        assert_eq!(read("3 4 1"), Command::Typed("3 4 1"));
        assert_eq!(read("to 3"), Command::Position("3"));
        assert_eq!(read("To  a b "), Command::Position("a b"));
        assert_eq!(read("to"), Command::Position(""));
        assert_eq!(read("toss"), Command::Typed("toss"));
        assert_eq!(read(""), Command::Empty);
        assert_eq!(read("HINT"), Command::Hint);
        assert_eq!(read("Quit"), Command::Quit);
        assert_eq!(read("values on"), Command::Values(Some(true)));
        assert_eq!(read("Values"), Command::Values(None));
        assert_eq!(
            read("take 2 from heap 3"),
            Command::Typed("take 2 from heap 3")
        );
        assert_eq!(read("99999999999999999999999"), Command::Number(usize::MAX));
    }

    #[test]
    fn a_word_that_starts_one_command_is_that_command() {
        assert_eq!(by_prefix("ag"), Some(Command::Again));
        assert_eq!(by_prefix("sw"), Some(Command::Swap));
        assert_eq!(by_prefix("st"), Some(Command::State));
        assert_eq!(by_prefix("s"), None);
        assert_eq!(by_prefix("he"), Some(Command::Help));
        assert_eq!(by_prefix("his"), Some(Command::History));
        assert_eq!(by_prefix("hi"), None);
        assert_eq!(by_prefix("take 2"), None);
    }
}
