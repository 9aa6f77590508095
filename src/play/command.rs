//! What a person types during play, as far as every game reads it alike: a number from
//! the menu of legal moves, `hint`, `undo`, `moves`, `help`, `quit`, or else a move in the
//! game's own words ([`super::PlayTable::read_move`]): the position after the move, which
//! may be marked with a leading `to` (`to 3` is the position 3, where `3` alone is the
//! menu's move 3).

/// One line typed by the person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Command<'l> {
    /// The move with this number in the menu (from 1).
    Numbered(usize),
    /// A move in the game's words: the rest of the line, trimmed, without a leading `to`.
    Typed(&'l str),
    Hint,
    Undo,
    /// List every legal move.
    Moves,
    Help,
    Quit,
}

/// Why a line was not understood, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ReadError(pub(crate) String);

/// Reads one line.
pub(crate) fn read(line: &str) -> Result<Command<'_>, ReadError> {
    let line = line.trim();
    match line {
        "" => Err(ReadError("type a move, or `help`".into())),
        "hint" | "h" => Ok(Command::Hint),
        "undo" | "u" => Ok(Command::Undo),
        "moves" | "m" | "list" => Ok(Command::Moves),
        "help" | "?" => Ok(Command::Help),
        "quit" | "q" | "exit" => Ok(Command::Quit),
        number if number.bytes().all(|b| b.is_ascii_digit()) => number
            .parse::<usize>()
            .ok()
            .filter(|&n| n > 0)
            .map(Command::Numbered)
            .ok_or_else(|| ReadError(format!("there is no move number {number}"))),
        "to" => Ok(Command::Typed("")),
        typed => Ok(Command::Typed(
            typed
                .strip_prefix("to")
                .filter(|rest| rest.starts_with(char::is_whitespace))
                .map_or(typed, str::trim),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_form() {
        assert_eq!(read(" 3 "), Ok(Command::Numbered(3)));
        assert_eq!(read("3 4 1"), Ok(Command::Typed("3 4 1")));
        assert_eq!(read("to 3"), Ok(Command::Typed("3")));
        assert_eq!(read("to  a b "), Ok(Command::Typed("a b")));
        assert_eq!(read("to"), Ok(Command::Typed("")));
        assert_eq!(read("toss"), Ok(Command::Typed("toss")));
        assert_eq!(
            read("take 2 from heap 3"),
            Ok(Command::Typed("take 2 from heap 3"))
        );
        for (word, command) in [
            ("hint", Command::Hint),
            ("undo", Command::Undo),
            ("moves", Command::Moves),
            ("help", Command::Help),
            ("quit", Command::Quit),
        ] {
            assert_eq!(read(word), Ok(command), "{word}");
        }
    }

    #[test]
    fn explains_what_it_cannot_read() {
        for line in ["", "  ", "0", "99999999999999999999999"] {
            assert!(read(line).is_err(), "{line}");
        }
    }
}
