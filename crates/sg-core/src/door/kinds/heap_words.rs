//! A move in a game of heaps said in words (`take 2 from heap 3`, `take 1 from heap 2
//! leaving 1 and 4`, `split heap 1 into 2 and 5`, `take 3 from all`, `move 2 from heap 3`,
//! `take 2` where one heap is meant), read and checked against the legal moves of the
//! position: a heap is named as play names it (its name stays while it stands), or
//! outside play by its number from 1 in the order of the position.

use std::ops::ControlFlow;

use crate::door::Sketch;
use crate::ir::{Action, Game, parse_u64};

/// The lines of `help` on typing a move in a game of heaps.
pub(crate) const HELP: &str =
    "  take 2 from heap 3     a move in words (heaps by the names the drawing gives them);
                         `leaving 1 and 4` says how the rest is split; `take 2` alone
                         where only one heap can lose 2
  split heap 1 into 2 and 5,  take 3 from all,  move 2 from heap 3
";

/// A move said in words.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Said {
    /// `take K from heap H [leaving A [and B [and C]]]`, `split heap H into A and B`.
    Take {
        heap: Heap,
        taken: u64,
        leaving: Option<Vec<u64>>,
    },
    /// `take K from all` (or `from both`).
    FromAll { taken: u64 },
    /// `move K from heap H`: tokens carried down from heap H.
    Shift { heap: Heap, moved: u64 },
}

/// The heap a move is said of: its name as typed, or any heap (`take 2`).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Heap {
    Named(String),
    Any,
}

/// The position after the move `line` says, `None` when the line is no heap move in
/// words, or why no single legal move is meant.
pub(crate) fn read_move(
    game: &Game,
    position: &[u64],
    line: &str,
    sketch: &Sketch<'_, &Vec<u64>>,
) -> Option<Result<Vec<u64>, String>> {
    let words: Vec<String> = line
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    if !matches!(words.first(), Some(&("take" | "split" | "move"))) {
        return None;
    }
    Some(said(&words).and_then(|said| find(game, position, &said, sketch)))
}

fn number(word: &str) -> Result<u64, String> {
    parse_u64(word).map_err(|_| {
        format!(
            "`{}` is not a number of tokens",
            crate::error::excerpt(word)
        )
    })
}

fn heap_name(word: &str) -> Heap {
    Heap::Named(word.trim_end_matches(',').to_string())
}

/// `A`, `A and B`, `A, B and C`.
fn sizes(words: &[&str]) -> Result<Vec<u64>, String> {
    words
        .iter()
        .map(|w| w.trim_end_matches(','))
        .filter(|w| *w != "and" && !w.is_empty())
        .map(number)
        .collect()
}

fn said(words: &[&str]) -> Result<Said, String> {
    match words {
        ["take", k, "from", "all" | "both" | "every" | "each", ..] => {
            Ok(Said::FromAll { taken: number(k)? })
        }
        ["take", k] => Ok(Said::Take {
            heap: Heap::Any,
            taken: number(k)?,
            leaving: None,
        }),
        ["take", k, "from", "heap", h] | ["take", k, "from", h] => Ok(Said::Take {
            heap: heap_name(h),
            taken: number(k)?,
            leaving: None,
        }),
        ["take", k, "from", "heap", h, "leaving", rest @ ..]
        | ["take", k, "from", h, "leaving", rest @ ..]
            if !rest.is_empty() =>
        {
            let leaving = if rest == ["nothing"] {
                Vec::new()
            } else {
                sizes(rest)?
            };
            Ok(Said::Take {
                heap: heap_name(h),
                taken: number(k)?,
                leaving: Some(leaving),
            })
        }
        ["split", "heap", h, "into", rest @ ..] | ["split", h, "into", rest @ ..]
            if !rest.is_empty() =>
        {
            Ok(Said::Take {
                heap: heap_name(h),
                taken: 0,
                leaving: Some(sizes(rest)?),
            })
        }
        ["move", k, "from", "heap", h, ..] => Ok(Said::Shift {
            heap: heap_name(h),
            moved: number(k)?,
        }),
        _ => Err(format!(
            "`{}` is not a move I can read: say `take K from heap H` (with `leaving A and B` where the rest splits), `split heap H into A and B`, `take K from all`, or `move K from heap H`",
            crate::error::excerpt(&words.join(" "))
        )),
    }
}

/// The heap a move is said of, by its index in the position (`None`: any heap), or why
/// no heap has that name.
fn heap_index(
    heap: &Heap,
    position: &[u64],
    sketch: &Sketch<'_, &Vec<u64>>,
) -> Result<Option<usize>, String> {
    let Heap::Named(name) = heap else {
        return Ok(None);
    };
    match sketch.item_of_word(name, position.len()) {
        Some(i) => Ok(Some(i)),
        None => {
            let names: Vec<String> = (0..position.len()).map(|i| sketch.name_of(i)).collect();
            Err(format!(
                "there is no heap {} here (the heaps are {})",
                crate::error::excerpt(name),
                if names.is_empty() {
                    "all gone".to_string()
                } else {
                    names.join(", ")
                }
            ))
        }
    }
}

/// The position after the one legal move `said` means.
fn find(
    game: &Game,
    position: &[u64],
    said: &Said,
    sketch: &Sketch<'_, &Vec<u64>>,
) -> Result<Vec<u64>, String> {
    let index = match said {
        Said::Take { heap, .. } | Said::Shift { heap, .. } => heap_index(heap, position, sketch)?,
        Said::FromAll { .. } => None,
    };
    let heap_words = |i: Option<usize>| match i {
        Some(i) => format!("heap {}", sketch.name_of(i)),
        None => "a heap".to_string(),
    };
    if let (Said::Take { taken, .. }, Some(i)) = (said, index)
        && *taken > position[i]
    {
        return Err(format!(
            "{} has only {} tokens",
            heap_words(Some(i)),
            position[i]
        ));
    }
    let leaving = match said {
        Said::Take {
            leaving: Some(parts),
            ..
        } => {
            let mut parts = parts.clone();
            parts.sort_unstable();
            Some(parts)
        }
        _ => None,
    };
    let meant = |action: &Action| match (said, action) {
        (
            Said::Take { taken, .. },
            Action::TakeBreak {
                heap: h,
                taken: k,
                parts,
            },
        ) => {
            index.is_none_or(|i| i == *h)
                && k == taken
                && leaving
                    .as_ref()
                    .is_none_or(|l| l.as_slice() == parts.as_slice())
        }
        (Said::FromAll { taken }, Action::FromAll { taken: k }) => k == taken,
        (Said::Shift { moved, .. }, Action::Shift { from, moved: k, .. }) => {
            index.is_none_or(|i| i == *from) && k == moved
        }
        _ => false,
    };
    let mut found: Vec<(Vec<u64>, String)> = Vec::new();
    let walked = game.try_for_each_move(position, &mut |rule, action, next| {
        if meant(action) {
            let mv = crate::ir::Move {
                rule,
                action: action.clone(),
                position: next.to_vec(),
            };
            found.push((next.to_vec(), game.describe(position, &mv)));
            if found.len() == 4 {
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    });
    if let Err(e) = walked {
        return Err(e.to_string());
    }
    let heap = heap_words(index);
    let what = match said {
        Said::Take { taken: 0, .. } => format!("splits {heap}"),
        Said::Take { taken, .. } => format!("takes {taken} from {heap}"),
        Said::FromAll { taken } => format!("takes {taken} from every heap"),
        Said::Shift { moved, .. } => format!("moves {moved} from {heap}"),
    };
    match found.len() {
        0 => Err(format!("no legal move {what}")),
        1 => Ok(found.remove(0).0),
        _ => {
            let ways: Vec<&str> = found.iter().map(|(_, d)| d.as_str()).collect();
            Err(format!(
                "more than one move {what} ({}{}): say what is left (`… leaving A and B`), or type the position after the move",
                ways.join("; "),
                if found.len() == 4 { "; …" } else { "" }
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_form() {
        assert_eq!(
            said(&["take", "2", "from", "heap", "3"]),
            Ok(Said::Take {
                heap: Heap::Named("3".into()),
                taken: 2,
                leaving: None
            })
        );
        assert_eq!(
            said(&["take", "1", "from", "heap", "2", "leaving", "1", "and", "4"]),
            Ok(Said::Take {
                heap: Heap::Named("2".into()),
                taken: 1,
                leaving: Some(vec![1, 4])
            })
        );
        assert_eq!(
            said(&["split", "heap", "1", "into", "2,", "3", "and", "4"]),
            Ok(Said::Take {
                heap: Heap::Named("1".into()),
                taken: 0,
                leaving: Some(vec![2, 3, 4])
            })
        );
        assert_eq!(
            said(&["take", "3", "from", "both", "heaps"]),
            Ok(Said::FromAll { taken: 3 })
        );
        assert_eq!(
            said(&["move", "2", "from", "heap", "3", "to", "heap", "2"]),
            Ok(Said::Shift {
                heap: Heap::Named("3".into()),
                moved: 2
            })
        );
    }

    #[test]
    fn explains_what_it_cannot_read() {
        for words in [
            &["take", "two", "from", "heap", "1"][..],
            &["take", "1", "heap"],
            &["take"],
        ] {
            assert!(said(words).is_err(), "{words:?}");
        }
        let message = said(&["take", "99999999999999999999", "from", "heap", "1"]).unwrap_err();
        assert!(message.contains("not a number of tokens"), "{message}");
    }
}
