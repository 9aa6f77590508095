//! The heap move a typed line means, beyond the numbers and commands every game shares:
//! the position after it (`3 4 1`, `7 + 2` in a sum, compared in each game's canonical
//! form) or the move in words (`take 2 from heap 3`, read by [`super::input`]), checked
//! against the legal moves of the table.

use super::input::{self, Typed, Words};
use super::table::{Table, TableMove};
use crate::error::Error;
use crate::game::ImpartialGame;
use crate::ir::Action;
use crate::play::ReadError;

/// Whether a legal move is the one meant.
type MoveTest = dyn Fn(&TableMove) -> bool;

/// The lines of `help` on typing a move in a heap game.
pub(super) const HELP: &str = "\
Type a move in one of these ways:
  3                      the move numbered 3 in the list
  3 4 1                  the position after your move (`to 3` for one heap; `7 + 2` in a sum)
  take 2 from heap 3     a move in words; `leaving 1 and 4` says how the rest is split
  split heap 1 into 2 and 5,  take 3 from all,  move 2 from heap 3
";

/// The legal move `line` means, or why there is none.
pub(super) fn read_move(table: &Table, line: &str) -> Result<Result<TableMove, String>, Error> {
    match input::read(line) {
        Ok(Typed::Position(games)) => move_to_position(table, games),
        Ok(Typed::Words(words)) => in_words(table, words),
        Err(ReadError(why)) => Ok(Err(why)),
    }
}

/// The legal move to the position typed.
fn move_to_position(
    table: &Table,
    typed: Vec<Vec<u64>>,
) -> Result<Result<TableMove, String>, Error> {
    let games = table.games();
    if typed.len() != games.len() {
        return Ok(Err(format!(
            "the table has {} games, so a position is written as {} lists of heaps joined by `+`",
            games.len(),
            games.len()
        )));
    }
    let canonical: Vec<Vec<u64>> = typed
        .iter()
        .zip(games)
        .map(|(heaps, game)| game.canonical(heaps))
        .collect();
    let current = table.positions().to_vec();
    let found = table.find_moves(1, &|mv| {
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
        Some(mv) => Ok(Ok(mv)),
        None => {
            let shown: Vec<String> = typed
                .iter()
                .map(|h| h.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
                .collect();
            Ok(Err(format!("no legal move leads to {}", shown.join(" + "))))
        }
    }
}

/// The legal move said in words.
fn in_words(table: &Table, words: Words) -> Result<Result<TableMove, String>, Error> {
    let heap_count: usize = table.positions().iter().map(Vec::len).sum();
    let locate = |heap: usize| table.heap(heap);
    let (wanted, what): (Box<MoveTest>, String) = match &words {
        Words::Take {
            heap,
            taken,
            leaving,
        } => {
            let Some((component, index)) = locate(*heap) else {
                return Ok(Err(format!(
                    "there is no heap {heap} (the heaps are numbered 1 to {heap_count})"
                )));
            };
            let size = table.positions()[component][index];
            if *taken > size {
                return Ok(Err(format!("heap {heap} has only {size} tokens")));
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
                return Ok(Err(format!(
                    "there is no heap {heap} (the heaps are numbered 1 to {heap_count})"
                )));
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
    let found = table.find_moves(4, &*wanted)?;
    match found.len() {
        0 => Ok(Err(format!("no legal move {what}"))),
        1 => Ok(Ok(found.into_iter().next().expect("one move"))),
        _ => {
            let ways: Vec<String> = found.iter().map(|m| m.description.clone()).collect();
            Ok(Err(format!(
                "more than one move {what} ({}{}): say what is left (`… leaving A and B`), or type the position after the move",
                ways.join("; "),
                if found.len() == 4 { "; …" } else { "" }
            )))
        }
    }
}
