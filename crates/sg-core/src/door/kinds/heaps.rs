//! Rule files of heaps at the front door: a position is the heap sizes typed, the file's
//! `start` is the default, and the engine is the heap [`Solver`]: the kernel and proved
//! periods for sums, closed forms where a theorem applies, misère quotients and searches.

use crate::engine::{EngineError, PositionSolver, Solver};
use crate::error::Error;
use crate::game::PositionView;
use crate::ir::{Game, Play, parse_u64};
use crate::source::Source;

use super::super::limits::Limits;
use super::super::sketch::Sketch;
use super::super::solvable::Solvable;
use super::super::words::Words;
use super::{heap_drawing, heap_words};

/// The heap solver of `game` within `limits`: the engine of rule files of heaps, and of
/// their tables and summaries.
pub(crate) fn heap_solver<'g>(game: &'g Game, limits: &Limits) -> Solver<'g> {
    limited_solver(Solver::new(game, limits.max_states), limits)
}

/// `solver` within every limit of `limits` (work, moves listed, memory), with the deadline
/// of a question starting now and the progress bar they ask for: the one place a heap
/// solver of the door is given its limits, whatever its shape (a dense square for a table
/// of two heaps).
pub(crate) fn limited_solver<'g>(solver: Solver<'g>, limits: &Limits) -> Solver<'g> {
    let mut solver = solver
        .with_max_work(limits.max_work)
        .with_max_moves(limits.max_moves)
        .with_max_memory(limits.max_memory);
    solver.show_progress(limits.progress);
    solver.set_deadline(limits.deadline());
    solver
}

impl Solvable for Game {
    /// Heap sizes, as many as the game allows; no words: no heaps, or every heap empty in a
    /// fixed arrangement.
    fn read_position(&self, words: &Words) -> Result<Vec<u64>, Error> {
        if let (true, Some(count)) = (words.is_empty(), self.fixed_heap_count()) {
            return Ok(vec![0; count]);
        }
        let heaps = words
            .words
            .iter()
            .map(|(word, span)| parse_heap(word).map_err(|why| words.error_at(*span, why)))
            .collect::<Result<Vec<u64>, Error>>()?;
        if let Some(expected) = self.fixed_heap_count()
            && heaps.len() != expected
        {
            return Err(words.error_about_all(format!(
                "a position of {} has exactly {expected} heaps, but {} were given",
                self.name,
                heaps.len()
            )));
        }
        Ok(heaps)
    }

    /// The file's `start`.
    fn default_position(&self) -> Option<Vec<u64>> {
        self.start.clone()
    }

    fn source(&self) -> Option<&Source> {
        Some(&self.source)
    }

    /// The heap solver, in the game's own play (the loader applies the play asked for to
    /// the game itself).
    fn engine(
        &self,
        play: Play,
        limits: &Limits,
    ) -> Result<Box<dyn PositionSolver<Vec<u64>> + '_>, EngineError> {
        debug_assert_eq!(play, self.play, "the loader sets the game's play");
        Ok(Box::new(heap_solver(self, limits)))
    }

    fn read_back(&self, view: &PositionView) -> Option<Vec<u64>> {
        view.numbers().map(<[u64]>::to_vec)
    }

    fn read_move(
        &self,
        position: &Vec<u64>,
        line: &str,
        sketch: &Sketch<'_, &Vec<u64>>,
    ) -> Option<Result<Vec<u64>, String>> {
        heap_words::read_move(self, position, line, sketch)
    }

    fn move_help(&self) -> Option<&'static str> {
        Some(heap_words::HELP)
    }

    /// Rows of tokens that keep their places (`src/door/kinds/heap_drawing.rs`).
    fn draw(&self, position: &Vec<u64>, sketch: &Sketch<'_, &Vec<u64>>) -> String {
        heap_drawing::draw(position, sketch)
    }
}

/// A heap size as typed, or why it is not one.
fn parse_heap(word: &str) -> Result<u64, String> {
    parse_u64(word).map_err(|_| {
        if word.bytes().all(|b| b.is_ascii_digit()) && !word.is_empty() {
            format!(
                "the heap `{word}` is too large: heaps go up to {}",
                u64::MAX
            )
        } else {
            format!(
                "`{}` is not a heap size: a heap is a whole number from 0 to {}",
                crate::error::excerpt(word),
                u64::MAX
            )
        }
    })
}
