//! The sink a game hands its moves to: the engine decides what to do with each (look up
//! a value, count it, describe it) and may stop the game's enumeration early. The sink is
//! a generic parameter of [`super::ImpartialGame::moves`], not a trait object, so the
//! engine's handling of each move is compiled into the game's own loop.

use std::ops::ControlFlow;

/// Where [`super::ImpartialGame::moves`] puts the positions one move leads to.
pub trait Moves<P> {
    /// A move to `to` with its description in words ("take 2 from the heap of 7"), built
    /// only if the engine shows the move. Returns whether the engine wants more moves (a
    /// game may ignore it: later moves are dropped).
    fn add_described(&mut self, to: &P, describe: impl Fn() -> String) -> bool;

    /// A move to `to`, described as "a move" where a description is needed. Returns
    /// whether the engine wants more moves.
    fn add(&mut self, to: &P) -> bool {
        self.add_described(to, String::new)
    }

    /// The most moves the engine will take (`None`: every one). A game may refuse up front
    /// a position with too many moves to take them all, but not when only the first are
    /// wanted.
    fn limit(&self) -> Option<usize> {
        None
    }
}

/// The sink that calls a function with every move (and a way to describe it) until the
/// function breaks.
pub struct VisitMoves<F> {
    visit: F,
    stopped: bool,
    limit: Option<usize>,
}

impl<F> VisitMoves<F> {
    /// A sink that calls `visit` with every move until it breaks.
    pub fn new<P>(visit: F) -> VisitMoves<F>
    where
        F: FnMut(&P, &dyn Fn() -> String) -> ControlFlow<()>,
    {
        VisitMoves {
            visit,
            stopped: false,
            limit: None,
        }
    }

    /// A sink that calls `visit` with the first `limit` moves at most (the function
    /// breaks by then).
    pub fn first<P>(limit: usize, visit: F) -> VisitMoves<F>
    where
        F: FnMut(&P, &dyn Fn() -> String) -> ControlFlow<()>,
    {
        VisitMoves {
            limit: Some(limit),
            ..VisitMoves::new(visit)
        }
    }
}

impl<P, F: FnMut(&P, &dyn Fn() -> String) -> ControlFlow<()>> Moves<P> for VisitMoves<F> {
    fn add_described(&mut self, to: &P, describe: impl Fn() -> String) -> bool {
        if !self.stopped {
            self.stopped = (self.visit)(to, &describe).is_break();
        }
        !self.stopped
    }

    fn limit(&self) -> Option<usize> {
        self.limit
    }
}
