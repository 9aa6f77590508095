//! Stage 2: syntax tree to validated game.
//!
//! Lowering resolves parameters (with `--set` overrides), checks every number, range,
//! digit and statement, and reduces every move form to one of four [`RuleKind`]s:
//! take-and-break (one heap: `take`, `leave`, `unequal`, octal codes), take from all
//! heaps, take from several heaps, and shift. The [`Game`] then answers what the engine
//! needs to choose its method (is the game a sum? are heaps interchangeable? the largest
//! take?) and generates moves ([`Game::moves`], [`Game::heap_options`]) with descriptions.
//! A `where` condition is evaluated per move in checked arithmetic: division by zero is
//! an [`EvalError`], never a panic. A file with a `board` statement is a game played on
//! the graph of a DOT file instead, lowered by [`lower_board`] to [`BoardRules`].

mod board_rules;
pub mod components;
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

pub use board_rules::{BoardMove, BoardRules, lower_board};
pub use components::{ComponentGame, lower_components};
pub use condition::{Condition, EvalError, EvalErrorKind, Expr};
pub use error::{LowerError, LowerErrorKind};
pub use eventual::Settled;
pub use game::{Game, HeapLayout, Play};
pub use lower::{LoweringFailure, MAX_FIXED_HEAPS, Override, OverrideError, lower, parse_u64};
pub use moves::{Action, Move, MoveVisitor, Parts};
pub use number_set::NumberSet;
pub use rule::{LeaveSet, Rule, RuleKind};
