//! The one interface every game reaches the engine through: rule files, boards read from
//! DOT, and games written in Rust all implement [`ImpartialGame`].
//!
//! A position is a sum of components (docs/ARCHITECTURE.md): the game says how a position splits
//! into independent components ([`ImpartialGame::split`]) and which positions one move
//! leads to ([`ImpartialGame::moves`]); a move replaces one component by what it leads to,
//! itself split again. The Sprague–Grundy theorem works over components whatever they are,
//! so the engine memoizes values per component and adds them up with XOR. Moves are
//! handed to a [`Moves`] sink one at a time, so a component with very many moves costs
//! only what the engine looks at, and no list of moves is ever built.
//!
//! ```
//! use sg_core::game::{GameError, ImpartialGame, Moves};
//!
//! /// Subtract 1 or 2 from a counter; the last to move wins.
//! struct Bash;
//!
//! impl ImpartialGame for Bash {
//!     type Position = u64;
//!     fn name(&self) -> String {
//!         "Bash".into()
//!     }
//!     fn moves(&self, n: &u64, moves: &mut impl Moves<u64>) -> Result<(), GameError> {
//!         for k in 1..=2 {
//!             if k <= *n {
//!                 moves.add_described(&(n - k), || format!("take {k}"));
//!             }
//!         }
//!         Ok(())
//!     }
//! }
//!
//! let mut solver = sg_core::engine::Analyzer::new(&Bash, 1000);
//! assert_eq!(solver.value(&7).unwrap(), 1);
//! assert_eq!(solver.value(&9).unwrap(), 0);
//! ```

mod error;
mod moves;
mod view;

pub use error::GameError;
pub use moves::{Moves, VisitMoves};
pub use view::{MOVE_TO_PARTS, NOTHING, PositionView};

use std::fmt::Debug;
use std::hash::Hash;

use serde::Serialize;

/// An impartial game: both players have the same moves from every position, and a player
/// with no move loses (normal play) or wins (misère play).
pub trait ImpartialGame {
    /// A position, or one component of a position. Equal values must be the same game;
    /// [`ImpartialGame::split`] is where a game puts positions into a canonical form.
    type Position: Clone + Eq + Hash + Debug + Serialize;

    /// The game's name, for reports.
    fn name(&self) -> String;

    /// Hands every position reachable in one move from `position` (a single component)
    /// to `moves`, until [`Moves::add`] returns `false`. The positions may be sums: the
    /// engine splits each of them.
    fn moves(
        &self,
        position: &Self::Position,
        moves: &mut impl Moves<Self::Position>,
    ) -> Result<(), GameError>;

    /// A number that falls with every move from `position` (a single component), where
    /// the game knows one (its proof that play ends): a search expands the unknown
    /// options of a component smallest first, so that what they depend on is mostly known
    /// before them and its stack stays short (a head of Turning Turtles at n has n options
    /// whose own options are the smaller ones: largest first, the stack holds n²/2). The
    /// default, 0 for every position, keeps the order of the moves.
    fn rank(&self, position: &Self::Position) -> u64 {
        let _ = position;
        0
    }

    /// Pushes the independent components of `position` onto `components`, each in a
    /// canonical form; components with no move may be left out. The default: the
    /// position is one component.
    fn split(&self, position: &Self::Position, components: &mut Vec<Self::Position>) {
        components.push(position.clone());
    }

    /// [`ImpartialGame::split`] into `components`, which holds the components of an
    /// earlier call whose memory a game may reuse: afterwards it holds exactly the
    /// components of `position`. The engine calls this for every move it looks at. The
    /// default: `components` cleared, then split.
    fn split_reusing(&self, position: &Self::Position, components: &mut Vec<Self::Position>) {
        components.clear();
        self.split(position, components);
    }

    /// The same position in the form that identifies it as a whole (for the nodes of a
    /// game graph): heaps sorted where their order does not matter, say. The default: the
    /// position as it is.
    fn canonical(&self, position: &Self::Position) -> Self::Position {
        position.clone()
    }

    /// The position as reports show it. The default: its serde form.
    fn view(&self, position: &Self::Position) -> PositionView {
        PositionView::of(position)
    }

    /// How many parts (heaps, components, tokens, edges) the view of `position` has. The
    /// default builds the view; a game whose view has a part per item of its position
    /// says so without building it.
    fn parts(&self, position: &Self::Position) -> usize {
        self.view(position).len()
    }

    /// The view of the position a listed move leads to: whole while it has at most
    /// [`MOVE_TO_PARTS`] parts, else [`PositionView::Elided`] (built without the view).
    fn view_after_move(&self, position: &Self::Position) -> PositionView {
        PositionView::after_move(self.parts(position), || self.view(position))
    }

    /// How much memory the position takes when the engine keeps it, in units of a short
    /// position (about 64 bytes): the searches count these units against their state
    /// limit (`--max-states`), so a game whose positions grow long (Geography on a long
    /// path) is bounded in memory as well as in count. The default: 1.
    fn weight(&self, position: &Self::Position) -> u64 {
        let _ = position;
        1
    }
}

/// Orders `positions` for a search's stack, whose last is expanded first: by
/// [`ImpartialGame::rank`], the smallest last (equal ranks keep their order).
pub(crate) fn smallest_rank_last<G: ImpartialGame>(game: &G, positions: &mut [G::Position]) {
    positions.sort_by_cached_key(|position| std::cmp::Reverse(game.rank(position)));
}

/// The work of one move from a position of weight `from` (its [`ImpartialGame::weight`])
/// to `to`, for the searches' clocks: a move looks at the whole position it is made from
/// (cutting the lowest edge of a stalk of a million edges walks them all, though nothing
/// stands after it) and builds the one it leads to.
pub(crate) fn move_work<G: ImpartialGame>(game: &G, from: u64, to: &G::Position) -> u64 {
    from.max(game.weight(to))
}

/// The [`ImpartialGame::weight`] of a position that is a list of `len` small numbers.
pub fn weight_of_list(len: usize) -> u64 {
    1 + len as u64 / 16
}
