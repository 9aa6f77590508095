//! Stage 3: syntax tree to validated game.
//!
//! Lowering resolves parameters (with `--set` overrides), checks every number, range,
//! digit and statement, and reduces every move form to one of four `RuleKind`s:
//! take-and-break (one heap: `take`, `leave`, `unequal`, octal codes), take from all
//! heaps, take from several heaps, and shift. The [`Game`] then answers what the engine
//! needs to choose its method (is the game a sum? are heaps interchangeable? the largest
//! take?) and generates moves ([`Game::moves`], [`Game::heap_options`]) with descriptions.
//! A `where` condition is evaluated per move in checked arithmetic: division by zero is
//! an `EvalError`, never a panic. A file with a `board` statement is a game played on
//! the graph of a DOT file instead, lowered by `lower_board` to `BoardRules`.

mod board_rules;
pub(crate) mod components;
mod condition;
mod describe;
mod error;
mod eventual;
mod game;
mod impartial;
mod lower;
mod moves;
mod number_set;
mod octal;
mod rule;
mod take_set;

pub(crate) use board_rules::lower_board;
pub use components::ComponentGame;
pub(crate) use components::lower_components;
pub(crate) use condition::{ArithOp, Condition, EvalError, Expr, is_prime};
pub(crate) use error::LowerErrorKind;
pub use game::{Compound, Game, HeapLayout, Play};
pub use lower::Override;
pub(crate) use lower::{LoweringFailure, lower, parse_u64};
pub use moves::{Action, Move, Parts};
pub(crate) use number_set::NumberSet;
pub(crate) use rule::{LeaveSet, Rule, RuleKind};
pub(crate) use take_set::TakeSet;
