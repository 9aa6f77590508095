//! What can stop the engine: a limit reached, a `where` that cannot be evaluated, a
//! position the game does not allow, or a question no method here can answer. Each
//! condition is its own variant; the words for people are in the `#[error]` texts.

use super::analysis::SearchTooLarge;
use crate::ir::EvalError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    #[error(
        "the search reached the limit of {limit} positions (--max-states); raise it with --max-states N"
    )]
    StateLimit { limit: u64 },
    #[error(transparent)]
    Eval(#[from] EvalError),
    #[error(
        "a heap of {heap} is too large: no period of this game's values is proved within the limit of {limit} values (--max-states), so they would have to be computed one by one up to {heap}; raise --max-states if memory allows"
    )]
    HeapTooLarge { heap: u64, limit: u64 },
    #[error(
        "computing the values of single heaps up to {heap} would take about {} steps (an estimate), more than the limit of {} (--max-work); raise --max-work to allow it",
        approximately(*estimate),
        approximately(*limit)
    )]
    WorkLimit {
        heap: u64,
        estimate: u64,
        limit: u64,
    },
    #[error(
        "the splits of a heap of {heap} are searched by residue classes only for a period times saltus up to 2^20, and this game's values grow by {saltus} every {period} heaps"
    )]
    SplitsNotSearched { heap: u64, period: u64, saltus: u64 },
    #[error("the Grundy value of a heap of {heap} does not fit in 64 bits")]
    ValueOverflow { heap: u64 },
    #[error(
        "computing the misere quotient reached the limit of {limit} units of work (--max-states); the quotient may be too large: raise it with --max-states N"
    )]
    QuotientLimit { limit: u64 },
    #[error(
        "misere quotients are defined for sums of heaps, where every move changes one heap; a rule of this game moves in several heaps at once"
    )]
    QuotientNotSum,
    #[error(
        "computing the misere quotient reached the limit of {limit} units of work (--max-states) while adding heap {heap}: the quotient of the heaps up to {proved} (order {order}) is proved, and `--upto {proved}` prints it; raise the limit with --max-states N"
    )]
    QuotientLimitAtHeap {
        limit: u64,
        heap: u64,
        proved: u64,
        order: usize,
    },
    #[error(
        "no misere quotient was proved for the heaps up to {heap}: heap {heap} is not an element of the quotient of the smaller heaps, and no candidate with it as a new generator was proved within {rounds} refinements"
    )]
    QuotientNotFound { heap: u64, rounds: usize },
    #[error("a position of this game has exactly {expected} heaps, but {found} were given")]
    HeapCount { expected: usize, found: usize },
    #[error("not enough memory for {count} {what}")]
    OutOfMemory { count: u64, what: &'static str },
    #[error("a Grundy value does not fit in {bits} bits")]
    ValueTooWide { bits: u32 },
    #[error(
        "the Grundy value of a heap of {heap} is {value}, too large for this kernel (2^{bits} at most)"
    )]
    KernelValueTooLarge { heap: u64, value: u64, bits: u32 },
    #[error("a heap of {heap} is too large for this kernel")]
    KernelHeapTooLarge { heap: u64 },
    #[error("the Grundy value of this position is not known: {0}")]
    GrundyNotSearched(SearchTooLarge),
    #[error("the genus of a position did not become periodic within {levels} copies of *2")]
    GenusNotPeriodic { levels: usize },
    #[error(
        "a move from a heap of {heap} leaves a heap at least as large: misere sums are searched only for games whose heaps shrink"
    )]
    HeapsDoNotShrink { heap: u64 },
    #[error(
        "the game has a cycle: from {from}, {description} leads to {to}, from which play can come back to {from}; a loopy game has no Grundy values"
    )]
    Cycle {
        from: String,
        to: String,
        description: String,
    },
    #[error(
        "the game has cycles, and from {from}, {description} splits a component in several: the generalized Sprague-Grundy values of loopy games are computed only for games whose moves change one component into one"
    )]
    LoopySplit { from: String, description: String },
    #[error(
        "the game has cycles: misere play of a game with cycles is not supported (its sums are not decided by values); use --normal"
    )]
    LoopyMisere,
    #[error(
        "listing the winning cuts inside the cycles of this drawing takes about {work} steps, more than the limit of {limit} (--max-states); raise it with --max-states N"
    )]
    CutSearchTooLarge { work: u64, limit: u64 },
    #[error(transparent)]
    Game(#[from] crate::game::GameError),
}

impl EngineError {
    /// The error for people; a failed `where` points at the rule in the game's file.
    pub fn into_error(self, game: &crate::ir::Game) -> crate::error::Error {
        match &self {
            EngineError::Eval(e) => crate::error::Error::at(&game.source, e.span, self.to_string()),
            EngineError::Game(crate::game::GameError {
                span: Some(span), ..
            }) => crate::error::Error::at(&game.source, *span, self.to_string()),
            _ => crate::error::Error::new(self.to_string()),
        }
    }
}

/// A large count in two significant digits: 12000 as "1.2e4", small ones in full.
fn approximately(count: u64) -> String {
    if count < 100_000 {
        return count.to_string();
    }
    let exponent = count.ilog10();
    let mantissa = count as f64 / 10f64.powi(exponent as i32);
    format!("{mantissa:.1}e{exponent}")
}
