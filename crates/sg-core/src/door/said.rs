//! The one legal move a line in a game's own words means (`remove 0`, `take 3`, `cut
//! a--b`, `eat 0 2`): a game reads its words ([`super::Solvable::read_move`]) into a test
//! on the positions one move leads to, and this walk over its moves finds the one that
//! passes, or says why none or several do. Games written in Rust use it too.

use std::ops::ControlFlow;

use crate::game::{ImpartialGame, VisitMoves};

/// The most moves a reading looks at.
const MOVES_READ: usize = 1_000_000;

/// The position after the one move of `game` from `position` that `fits`; else why not,
/// with `what` saying the move in words ("removes 3").
pub fn one_move<G: ImpartialGame>(
    game: &G,
    position: &G::Position,
    what: &str,
    fits: impl Fn(&G::Position) -> bool,
) -> Result<G::Position, String> {
    let mut found: Vec<(G::Position, String)> = Vec::new();
    let mut visit = |to: &G::Position, describe: &dyn Fn() -> String| {
        if fits(to)
            && !found
                .iter()
                .any(|(p, _)| game.canonical(p) == game.canonical(to))
        {
            found.push((to.clone(), describe()));
            if found.len() == 4 {
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    };
    game.moves(position, &mut VisitMoves::first(MOVES_READ, &mut visit))
        .map_err(|e| e.to_string())?;
    match found.len() {
        0 => Err(format!("no legal move {what}")),
        1 => Ok(found.remove(0).0),
        n => {
            let ways: Vec<&str> = found.iter().map(|(_, d)| d.as_str()).collect();
            Err(format!(
                "more than one move {what} ({}{}): type the move's number or its whole description",
                ways.join("; "),
                if n == 4 { "; …" } else { "" }
            ))
        }
    }
}

/// The words of `line`, split at white space and commas.
pub fn words_of(line: &str) -> Vec<&str> {
    line.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect()
}

/// Whether `word` is one of `verbs`, in any letter case.
pub fn is_verb(word: &str, verbs: &[&str]) -> bool {
    verbs.iter().any(|v| v.eq_ignore_ascii_case(word))
}
