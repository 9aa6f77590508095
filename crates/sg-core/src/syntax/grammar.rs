//! The grammar of `grammar/game.pest`, compiled by pest_derive into [`GameParser`] and
//! the [`Rule`] of each grammar rule. Only the parser and the error translation use them.

use pest_derive::Parser;

#[derive(Parser)]
#[grammar = "../../grammar/game.pest"]
pub(super) struct GameParser;
