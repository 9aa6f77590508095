//! A move typed in a heap game's own words, once the play loop has read the numbers and
//! commands every game shares ([`crate::play`]): the position after the move (`3 4 1`,
//! `to 3`, `7 + 2` in a sum) or a move in words (`take 2 from heap 3`, `take 1 from heap 2
//! leaving 1 and 4`, `split heap 1 into 2 and 5`, `take 3 from all`, `move 2 from heap
//! 3`). Anything else is a [`ReadError`] that says what was expected.

use crate::ir::parse_u64;
use crate::play::ReadError;

/// A move typed in a heap game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Typed {
    /// The move to this position: each game's heaps (several games separated by `+`).
    Position(Vec<Vec<u64>>),
    /// A move in words.
    Words(Words),
}

/// A move said in words; heaps are numbered across the table from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Words {
    /// `take K from heap H [leaving A [and B [and C]]]`, `split heap H into A and B`.
    Take {
        heap: usize,
        taken: u64,
        leaving: Option<Vec<u64>>,
    },
    /// `take K from all` (or `from both`).
    FromAll { taken: u64 },
    /// `move K from heap H`: tokens carried down from heap H.
    Shift { heap: usize, moved: u64 },
}

/// Reads one typed move (a line that is neither a menu number nor a command, without a
/// leading `to`).
pub(super) fn read(line: &str) -> Result<Typed, ReadError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        // `to` alone: the position with no heaps left.
        [] => Ok(Typed::Position(vec![Vec::new()])),
        [first, ..] if *first == "+" || first.bytes().all(|b| b.is_ascii_digit()) => {
            position(&words)
        }
        ["take", ..] | ["split", ..] | ["move", ..] => in_words(&words).map(Typed::Words),
        _ => Err(ReadError(format!(
            "`{}` is not a move: type its number, the position after it (e.g. `3 4 1`), the move in words (`take 2 from heap 1`), or `help`",
            crate::error::excerpt(line.trim())
        ))),
    }
}

/// `3 4 1`, or `7 + 2 1` for a sum of games.
fn position(words: &[&str]) -> Result<Typed, ReadError> {
    let mut games = vec![Vec::new()];
    for word in words {
        if *word == "+" {
            games.push(Vec::new());
        } else {
            games
                .last_mut()
                .expect("one game at least")
                .push(number(word)?);
        }
    }
    Ok(Typed::Position(games))
}

fn number(word: &str) -> Result<u64, ReadError> {
    parse_u64(word).map_err(|_| {
        ReadError(format!(
            "`{}` is not a number of tokens",
            crate::error::excerpt(word)
        ))
    })
}

fn heap_number(word: &str) -> Result<usize, ReadError> {
    word.parse::<usize>()
        .ok()
        .filter(|&h| h > 0)
        .ok_or_else(|| {
            ReadError(format!(
                "`{}` is not a heap number (heaps are numbered from 1)",
                crate::error::excerpt(word)
            ))
        })
}

/// `A`, `A and B`, `A, B and C`.
fn sizes(words: &[&str]) -> Result<Vec<u64>, ReadError> {
    words
        .iter()
        .map(|w| w.trim_end_matches(','))
        .filter(|w| *w != "and" && !w.is_empty())
        .map(number)
        .collect()
}

fn in_words(words: &[&str]) -> Result<Words, ReadError> {
    let said = |w: &[&str]| w.join(" ");
    match words {
        ["take", k, "from", "all" | "both" | "every" | "each", ..] => {
            Ok(Words::FromAll { taken: number(k)? })
        }
        ["take", k, "from", "heap", h] => Ok(Words::Take {
            heap: heap_number(h)?,
            taken: number(k)?,
            leaving: None,
        }),
        ["take", k, "from", "heap", h, "leaving", rest @ ..] if !rest.is_empty() => {
            let leaving = if rest == ["nothing"] {
                Vec::new()
            } else {
                sizes(rest)?
            };
            Ok(Words::Take {
                heap: heap_number(h)?,
                taken: number(k)?,
                leaving: Some(leaving),
            })
        }
        ["split", "heap", h, "into", rest @ ..] if !rest.is_empty() => Ok(Words::Take {
            heap: heap_number(h)?,
            taken: 0,
            leaving: Some(sizes(rest)?),
        }),
        ["move", k, "from", "heap", h, ..] => Ok(Words::Shift {
            heap: heap_number(h)?,
            moved: number(k)?,
        }),
        _ => Err(ReadError(format!(
            "`{}` is not a move I can read: say `take K from heap H` (with `leaving A and B` where the rest splits), `split heap H into A and B`, `take K from all`, or `move K from heap H`",
            crate::error::excerpt(&said(words))
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_form() {
        assert_eq!(read("3 4 1"), Ok(Typed::Position(vec![vec![3, 4, 1]])));
        assert_eq!(read("3"), Ok(Typed::Position(vec![vec![3]])));
        assert_eq!(read(""), Ok(Typed::Position(vec![Vec::new()])));
        assert_eq!(read("+ 2"), Ok(Typed::Position(vec![Vec::new(), vec![2]])));
        assert_eq!(
            read("7 + 2 1"),
            Ok(Typed::Position(vec![vec![7], vec![2, 1]]))
        );
        assert_eq!(
            read("take 2 from heap 3"),
            Ok(Typed::Words(Words::Take {
                heap: 3,
                taken: 2,
                leaving: None
            }))
        );
        assert_eq!(
            read("take 1 from heap 2 leaving 1 and 4"),
            Ok(Typed::Words(Words::Take {
                heap: 2,
                taken: 1,
                leaving: Some(vec![1, 4])
            }))
        );
        assert_eq!(
            read("split heap 1 into 2, 3 and 4"),
            Ok(Typed::Words(Words::Take {
                heap: 1,
                taken: 0,
                leaving: Some(vec![2, 3, 4])
            }))
        );
        assert_eq!(
            read("take 3 from both heaps"),
            Ok(Typed::Words(Words::FromAll { taken: 3 }))
        );
        assert_eq!(
            read("move 2 from heap 3 to heap 2"),
            Ok(Typed::Words(Words::Shift { heap: 3, moved: 2 }))
        );
    }

    #[test]
    fn explains_what_it_cannot_read() {
        for line in [
            "fly away",
            "take two from heap 1",
            "take 1 from heap 0",
            "3 x",
        ] {
            assert!(read(line).is_err(), "{line}");
        }
        let ReadError(message) = read("take 99999999999999999999 from heap 1").unwrap_err();
        assert!(message.contains("not a number of tokens"), "{message}");
    }
}
