//! What can stop the engine: a limit reached, a `where` that cannot be evaluated, a
//! position the game does not allow, or a question no method here can answer. Each
//! condition is its own variant; the words for people are in the `#[error]` texts.

use super::analysis::SearchTooLarge;
use crate::ir::EvalError;

/// Why the engine gave no answer. Each condition is its own variant; the message says it in words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// A search stored `limit` positions (`--max-states`).
    #[error(
        "the search reached the limit of {limit} positions (--max-states); raise it with --max-states N"
    )]
    StateLimit {
        /// The limit that was reached.
        limit: u64,
    },
    /// A search ran past its time budget of `seconds` (`--max-time`).
    #[error(
        "the search found no answer within its time limit of {seconds} s (--max-time); raise it with --max-time SECONDS"
    )]
    TimeLimit {
        /// The budget that ran out, in seconds.
        seconds: u64,
    },
    /// A `where` condition of a rule could not be evaluated.
    #[error(transparent)]
    Eval(#[from] EvalError),
    /// A heap of `heap` would need its values computed one by one past `limit` values.
    #[error(
        "a heap of {heap} is too large: no period of this game's values is proved within the limit of {limit} values (--max-states), so they would have to be computed one by one up to {heap}; raise --max-states if memory allows"
    )]
    HeapTooLarge {
        /// The heap concerned.
        heap: u64,
        /// The limit that was reached.
        limit: u64,
    },
    /// The values of single heaps up to `heap` would take an `estimate` of steps past `limit` (`--max-work`).
    #[error(
        "computing the values of single heaps up to {heap} would take about {} steps (an estimate), more than the limit of {} (--max-work); raise --max-work to allow it",
        approximately(*estimate),
        approximately(*limit)
    )]
    WorkLimit {
        /// The heap asked about.
        heap: u64,
        /// The estimated steps.
        estimate: u64,
        /// The limit on steps.
        limit: u64,
    },
    /// The splits of a heap of `heap` in a game of arithmetic period `period` and saltus `saltus` are not searched.
    #[error(
        "the splits of a heap of {heap} are searched by residue classes only for a period times saltus up to 2^20, and this game's values grow by {saltus} every {period} heaps"
    )]
    SplitsNotSearched {
        /// The heap concerned.
        heap: u64,
        /// The period.
        period: u64,
        /// The saltus.
        saltus: u64,
    },
    /// The Grundy value of a heap of `heap` does not fit in 64 bits.
    #[error("the Grundy value of a heap of {heap} does not fit in 64 bits")]
    ValueOverflow {
        /// The heap concerned.
        heap: u64,
    },
    /// The misère quotient's construction needed a structure of more than `limit` units
    /// of memory (`--max-states`).
    #[error(
        "computing the misere quotient needed more than the limit of {limit} units of memory (--max-states); raise it with --max-states N"
    )]
    QuotientLimit {
        /// The limit that was reached.
        limit: u64,
    },
    /// The system refused an allocation of `bytes` bytes to the misère quotient's
    /// construction.
    #[error(
        "computing the misere quotient ran out of memory: the system refused {bytes} bytes; a lower --max-states or --max-memory stops it at its limit instead"
    )]
    QuotientAllocation {
        /// The size of the refused allocation.
        bytes: u64,
    },
    /// The misère quotient's construction would pass the memory budget of `limit` bytes
    /// (`--max-memory`) with its next step: `needed` bytes in all.
    #[error(
        "computing the misere quotient would need about {needed} bytes of memory in all, more than the budget of {limit} bytes (--max-memory)"
    )]
    QuotientMemoryBudget {
        /// The budget.
        limit: u64,
        /// What the process holds and the next step together.
        needed: u64,
    },
    /// The misère quotient's construction spent its allowance of `limit` units of work.
    #[error("computing the misere quotient spent its allowance of {limit} units of work")]
    QuotientWork {
        /// The allowance.
        limit: u64,
    },
    /// The misère quotient's construction reached its time limit of `seconds` seconds.
    #[error(
        "computing the misere quotient reached its time limit of {seconds} s; raise it with --time-limit SECONDS"
    )]
    QuotientTime {
        /// The time it was given.
        seconds: u64,
    },
    /// A misère quotient was asked of a game that is not a sum of heaps.
    #[error(
        "misere quotients are defined for sums of heaps, where every move changes one heap; a rule of this game moves in several heaps at once"
    )]
    QuotientNotSum,
    /// The misère quotient's construction stopped (`cause`) while adding `heap`, with the
    /// quotient of the heaps up to `proved` (of order `order`) proved.
    #[error(
        "{cause} (while adding heap {heap}; the quotient of the heaps up to {proved}, of order {order}, is proved, and `--upto {proved}` prints it)"
    )]
    QuotientStopped {
        /// Why it stopped.
        cause: Box<EngineError>,
        /// The heap being added.
        heap: u64,
        /// The largest heap the quotient is proved for.
        proved: u64,
        /// The order of that quotient.
        order: usize,
    },
    /// The search gave no answer (`search`) for a misère position past the heaps the
    /// misère quotient, tried first, reached (`stop`).
    #[error("{search}; the misere quotient, tried first, {}", .stop.proved())]
    MisereUnanswered {
        /// Why the search stopped.
        search: Box<EngineError>,
        /// Where and why the quotient stopped, and what it proved.
        stop: super::quotient_stop::QuotientStop,
    },
    /// No quotient with heap `heap` was proved within `rounds` refinements.
    #[error(
        "no misere quotient was proved for the heaps up to {heap}: heap {heap} is not an element of the quotient of the smaller heaps, and no candidate with it as a new generator was proved within {rounds} refinements"
    )]
    QuotientNotFound {
        /// The heap concerned.
        heap: u64,
        /// The refinements tried.
        rounds: usize,
    },
    /// No quotient with `component` was proved within `rounds` refinements.
    #[error(
        "no misere quotient was proved for the components reachable from the positions given: {component} is not an element of the quotient of the components before it, and no candidate with it as a new generator was proved within {rounds} refinements"
    )]
    QuotientNotFoundAt {
        /// The component concerned.
        component: String,
        /// The refinements tried.
        rounds: usize,
    },
    /// A position with a component outside the closure a quotient was built for.
    #[error(
        "{position} has a component the misere quotient does not cover: build the quotient from positions that reach it"
    )]
    OutsideQuotient {
        /// The position asked about.
        position: String,
    },
    /// A position with `found` heaps in a game of exactly `expected`.
    #[error("a position of this game has exactly {expected} heaps, but {found} were given")]
    HeapCount {
        /// How many the game has.
        expected: usize,
        /// How many were given.
        found: usize,
    },
    /// An allocation of `count` `what` was refused.
    #[error("not enough memory for {count} {what}")]
    OutOfMemory {
        /// How many were asked for.
        count: u128,
        /// What they are.
        what: &'static str,
    },
    /// A Grundy value does not fit in `bits` bits.
    #[error("a Grundy value does not fit in {bits} bits")]
    ValueTooWide {
        /// The width in bits.
        bits: u32,
    },
    /// The heap kernel's values are at most 2^`bits`; heap `heap` has `value`.
    #[error(
        "the Grundy value of a heap of {heap} is {value}, too large for this kernel (2^{bits} at most)"
    )]
    KernelValueTooLarge {
        /// The heap concerned.
        heap: u64,
        /// The value.
        value: u64,
        /// The width in bits.
        bits: u32,
    },
    /// The winning moves in a heap whose takes are not bounded would try too many takes.
    #[error(
        "the winning moves in a heap of {heap} are not listed: the takes are not bounded, and more than {limit} of them would be tried one by one"
    )]
    TooManyTakes {
        /// The heap concerned.
        heap: u64,
        /// The most takes tried.
        limit: u64,
    },
    /// A heap too large for the heap kernel.
    #[error("a heap of {heap} is too large for this kernel")]
    KernelHeapTooLarge {
        /// The heap concerned.
        heap: u64,
    },
    /// A value was asked for that a theorem answers only as an outcome, and the search for it is too large.
    #[error("the Grundy value of this position is not known: {0}")]
    GrundyNotSearched(SearchTooLarge),
    /// The genus did not become periodic within `levels` copies of *2.
    #[error("the genus of a position did not become periodic within {levels} copies of *2")]
    GenusNotPeriodic {
        /// The copies of *2 tried.
        levels: usize,
    },
    /// A move from a heap of `heap` leaves a heap at least as large (misère sums need shrinking heaps).
    #[error(
        "a move from a heap of {heap} leaves a heap at least as large: misere sums are searched only for games whose heaps shrink"
    )]
    HeapsDoNotShrink {
        /// The heap concerned.
        heap: u64,
    },
    /// A move from `from` leads to `to`, from which play can come back: a game with a cycle has no Grundy values (the loopy analysis answers it).
    #[error(
        "the game has a cycle: from {from}, {description} leads to {to}, from which play can come back to {from}; a loopy game has no Grundy values"
    )]
    Cycle {
        /// The position the move is made from.
        from: String,
        /// The position it leads to.
        to: String,
        /// The move in words ("a move" when the game gives none).
        description: String,
    },
    /// A move of a game with cycles splits a component into several, which the loopy analysis does not handle.
    #[error(
        "the game has cycles, and from {from}, {description} splits a component in several: the generalized Sprague-Grundy values of loopy games are computed only for games whose moves change one component into one"
    )]
    LoopySplit {
        /// The position the move is made from.
        from: String,
        /// The move in words.
        description: String,
    },
    /// Misère play of a game with cycles.
    #[error(
        "the game has cycles: misere play of a game with cycles is not supported (its sums are not decided by values); use --normal"
    )]
    LoopyMisere,
    /// The search for winning cuts in a Hackenbush drawing would take `work` steps past `limit`.
    #[error(
        "listing the winning cuts inside the cycles of this drawing takes about {work} steps, more than the limit of {limit} (--max-states); raise it with --max-states N"
    )]
    CutSearchTooLarge {
        /// The estimated steps.
        work: u64,
        /// The limit that was reached.
        limit: u64,
    },
    /// The game could not give its moves.
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
