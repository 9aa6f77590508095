//! The sink a game hands its moves to: the engine decides what to do with each (look up
//! a value, count it, describe it) and may stop the game's enumeration early.

use std::ops::ControlFlow;

/// Called with each position reached and, on demand, the move's description.
type Visit<'a, P> = dyn FnMut(&P, &dyn Fn() -> String) -> ControlFlow<()> + 'a;

/// Where [`super::ImpartialGame::moves`] puts the positions one move leads to.
pub struct Moves<'a, P> {
    visit: &'a mut Visit<'a, P>,
    stopped: bool,
}

impl<'a, P> Moves<'a, P> {
    /// A sink that calls `visit` with every move until it breaks.
    pub fn new(visit: &'a mut Visit<'a, P>) -> Moves<'a, P> {
        Moves {
            visit,
            stopped: false,
        }
    }

    /// A move to `to`, described as "to …" where a description is needed. Returns
    /// whether the engine wants more moves (a game may ignore it: later moves are dropped).
    pub fn add(&mut self, to: &P) -> bool {
        self.add_described(to, String::new)
    }

    /// A move to `to` with its description in words ("take 2 from the heap of 7"), built
    /// only if the engine shows the move. Returns whether the engine wants more moves.
    pub fn add_described(&mut self, to: &P, describe: impl Fn() -> String) -> bool {
        if !self.stopped {
            self.stopped = (self.visit)(to, &describe).is_break();
        }
        !self.stopped
    }

    /// Whether the engine has all the moves it wants.
    pub fn stopped(&self) -> bool {
        self.stopped
    }
}
