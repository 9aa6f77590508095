//! The kinds of game sg reads, each made [`super::Solvable`]: rule files of heaps (answered
//! by the heap [`crate::engine::Solver`] with its kernel, periods, closed forms and misère
//! quotients), games of components (the component theorems, else the component search),
//! and boards (tokens on a graph, Green Hackenbush, Geography, taking nodes away).

mod board_drawing;
mod boards;
mod component_drawing;
mod components;
mod heap_drawing;
mod heap_words;
mod heaps;

pub(crate) use boards::BoardDescription;
pub(crate) use components::required_coordinates;
pub(crate) use heaps::{heap_solver, limited_solver};
