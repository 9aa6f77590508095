//! What the engine says about a position: the outcome, the values, the winning moves and
//! how the answer was found. These are plain data: the command line and the library's
//! reports render them, the engine never formats them for people.

use std::fmt;

use crate::game::PositionView;
use crate::ir::{Action, EvalError, Game, HeapLayout, Move, Play};

use super::arithmetic_period::ArithmeticPeriod;
use super::generalized::GeneralizedValue;
use super::genus::Genus;
use super::period::Period;

/// Who wins with best play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// The player to move loses.
    P,
    /// The player to move wins.
    N,
    /// Neither player can force a win: play goes on for ever (games with cycles).
    D,
}

impl Outcome {
    /// P for a value of 0 (the player to move loses), N otherwise.
    pub fn of_value(value: u64) -> Outcome {
        if value == 0 { Outcome::P } else { Outcome::N }
    }

    /// Who wins a position of generalized value `value`: P for 0, N for another number or
    /// for ∞(K) with 0 in K (a move reaches 0), D (a draw) for any other ∞(K).
    pub fn of_generalized(value: &GeneralizedValue) -> Outcome {
        match value {
            GeneralizedValue::Finite(n) => Outcome::of_value(*n),
            GeneralizedValue::Infinite(k) if k.first() == Some(&0) => Outcome::N,
            GeneralizedValue::Infinite(_) => Outcome::D,
        }
    }

    /// `"P"`, `"N"` or `"D"`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::P => "P",
            Outcome::N => "N",
            Outcome::D => "D",
        }
    }
}

/// How an answer was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// The Sprague–Grundy theorem over single heaps whose values are known so.
    HeapSum(HeapMethod),
    /// A theorem that answers positions of any size.
    ClosedForm(Theorem),
    /// The memoized search over whole positions, in the given play.
    Search(Play),
    /// Misère play where every heap is tame: misère Nim's rule on the normal values.
    MisereTame,
    /// Misère play: the memoized search over reduced sums.
    MisereSearch,
    /// Misère play: a proved misère quotient (Plambeck–Siegel).
    MisereQuotient(QuotientScope),
    /// Misère play of any game: the proved misère quotient of the `components`
    /// reachable from the positions it was built for.
    MisereComponentQuotient {
        /// The number of elements of the quotient.
        order: usize,
        /// The number of components it covers.
        components: usize,
    },
    /// The memoized search over the components of positions (any game).
    Components,
    /// A board whose moves take nodes away: the pruned search over its pieces, kept as
    /// bit sets and remembered by their shapes.
    BoardPieces,
    /// A game of components whose moves change one coordinate to a range of values: its
    /// values along each line by window counts, Sprague–Grundy for sums.
    Chain,
    /// Misère play: the memoized search over sums of components (any game).
    MisereComponents,
    /// The generalized Sprague–Grundy function over the graph of components of a game
    /// with cycles, and Smith's rules for sums.
    Loopy,
    /// A compound other than the sum (*Winning Ways* ch. 9), by its theorem.
    Compound(crate::ir::Compound),
}

/// A misère quotient as the method line names it: its order, and the heaps it is proved
/// for (all, by a proved period of the heap map, or those up to `largest`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuotientScope {
    /// The number of elements of the quotient.
    pub order: usize,
    /// The period of the map from heaps to elements, where it is proved for all heaps.
    pub period: Option<Period>,
    /// The largest heap it is proved for (without a period).
    pub largest: u64,
}

/// How the values of single heaps are known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeapMethod {
    /// Nim's rules: G(n) = n.
    Nim,
    /// One take interval `take low..high`: G(n) = ⌊(n mod (low + high)) / low⌋.
    TakeInterval {
        /// The least take.
        low: u64,
        /// The largest take.
        high: u64,
    },
    /// Computed one by one (no period proved).
    Computed,
    /// Computed up to a period proved by the periodicity theorem.
    Periodic,
    /// Computed up to an arithmetic period proved by its theorem.
    ArithmeticPeriodic(ArithmeticPeriod),
}

/// The theorems the engine recognises from a game's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theorem {
    /// Staircase Nim: the Nim sum of the odd stairs.
    StaircaseNim,
    /// Wythoff's game: the P-positions are the Beatty pairs.
    Wythoff,
    /// Moore's Nim_k: the binary digits of the heaps added modulo k + 1.
    MooreNim,
    /// Misère Nim (Bouton): Nim's rule, reversed when every heap is 0 or 1.
    MisereNim,
    /// Green Hackenbush: the colon principle on trees and fusion on cycles.
    GreenHackenbush,
    /// Fibonacci Nim: the smallest term of the Zeckendorf representation.
    FibonacciNim,
    /// Turning Corners: nim products of the coordinates.
    TurningCorners,
    /// Twins: a head at n is worth n.
    Twins,
    /// Turning Turtles: a head at n is worth n.
    TurningTurtles,
    /// Ruler: a head at n is worth the largest power of 2 dividing n.
    Ruler,
    /// Mock Turtles: a head at n is worth the n-th odious number.
    MockTurtles,
    /// Euclid's game: the values along the Euclidean algorithm.
    Euclid,
    /// Geography on an undirected bipartite board: maximum matchings.
    VertexGeography,
}

impl fmt::Display for HeapMethod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapMethod::Nim => f.write_str("Nim's closed form G(n) = n"),
            HeapMethod::TakeInterval { low, high } => write!(
                f,
                "the closed form of one take interval, G(n) = (n mod {}) / {low} rounded down (period {low} + {high})",
                u128::from(*low) + u128::from(*high)
            ),
            HeapMethod::Computed => f.write_str("computed values"),
            HeapMethod::Periodic => f.write_str("computed values and their proved period"),
            HeapMethod::ArithmeticPeriodic(p) => write!(
                f,
                "computed values and their proved arithmetic period: G(n + {}) = G(n) + {} from n = {}",
                p.period, p.saltus, p.preperiod
            ),
        }
    }
}

impl Theorem {
    /// The theorem's name (`Fibonacci Nim (Whinihan)`).
    pub fn name(self) -> &'static str {
        match self {
            Theorem::StaircaseNim => "staircase Nim",
            Theorem::Wythoff => "Wythoff's game",
            Theorem::MooreNim => "Moore's Nim_k",
            Theorem::MisereNim => "misere Nim",
            Theorem::FibonacciNim => "Fibonacci Nim (Whinihan)",
            Theorem::TurningCorners => "Turning Corners",
            Theorem::Twins => "Twins",
            Theorem::TurningTurtles => "Turning Turtles",
            Theorem::Ruler => "Ruler",
            Theorem::MockTurtles => "Mock Turtles",
            Theorem::Euclid => "Euclid's game (Cole and Davie)",
            Theorem::GreenHackenbush => "Green Hackenbush",
            Theorem::VertexGeography => {
                "undirected vertex geography (Fraenkel, Scheinerman and Ullman)"
            }
        }
    }

    /// What the theorem says.
    fn statement(self) -> &'static str {
        match self {
            Theorem::StaircaseNim => "the Grundy value is the XOR of the odd stairs",
            Theorem::Wythoff => {
                "the P-positions are (floor(k*phi), floor(k*phi) + k), in exact integer arithmetic"
            }
            Theorem::MooreNim => {
                "P exactly when every binary digit column sums to a multiple of k + 1"
            }
            Theorem::MisereNim => {
                "P when all heaps are at most 1 and their number is odd, or some heap is at least 2 and the XOR is 0"
            }
            Theorem::FibonacciNim => {
                "a pile of n with limit m is N exactly when the smallest term of n's Zeckendorf representation is at most m"
            }
            Theorem::TurningCorners => {
                "a head at (x, y) is worth the nim product of x and y (the Tartan theorem)"
            }
            Theorem::Twins => {
                "a head at n is worth n (turning it and a coin at a < n is taking n - a from a heap of n: Nim)"
            }
            Theorem::TurningTurtles => {
                "a head at n is worth n (turning it alone, or with a coin at a < n, is taking all of a heap of n, or n - a of it: Nim)"
            }
            Theorem::Ruler => {
                "a head at n is worth the largest power of 2 dividing n (Winning Ways ch. 14)"
            }
            Theorem::MockTurtles => {
                "a head at n is worth the n-th odious number, 2n or 2n + 1, whichever has an odd number of ones (Winning Ways ch. 14)"
            }
            Theorem::Euclid => {
                "a pair is worth the value along the Euclidean algorithm: with q = a / b and the next pair worth x, q when x = 0 or q > x, else q - 1 (a finished pair worth 0, or 1 for G- in misere play); with a > b > 0 it is lost exactly when a < phi * b"
            }
            Theorem::GreenHackenbush => {
                "the fusion principle (the nodes of every cycle fused, its edges worth 1 each) and the colon principle (a branch on a stalk is worth 1 more)"
            }
            Theorem::VertexGeography => {
                "the player to move wins exactly when every maximum matching of the nodes not erased covers the token's node; the winning moves go to the nodes some maximum matching of the rest misses (a bipartite board)"
            }
        }
    }
}

impl fmt::Display for Theorem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.name(), self.statement())
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Method::HeapSum(values) => write!(f, "Sprague-Grundy sum of heaps; {values}"),
            Method::ClosedForm(theorem) => write!(f, "closed form: {theorem}"),
            Method::Search(Play::Normal) => f.write_str("memoized search over whole positions"),
            Method::Search(Play::Misere) => {
                f.write_str("misere: memoized search over whole positions")
            }
            Method::MisereTame => f.write_str(
                "misere: tame rule (every heap is tame: play as in misere Nim on the normal values)",
            ),
            Method::MisereSearch => f.write_str(
                "misere: memoized search over sums (zeros dropped, pairs of * cancelled)",
            ),
            Method::MisereQuotient(scope) => {
                write!(f, "misere: quotient of order {} (Plambeck-Siegel; ", scope.order)?;
                match scope.period {
                    Some(period) => write!(
                        f,
                        "proved for all heaps, heap elements periodic with period {} from heap {}",
                        period.period, period.preperiod
                    )?,
                    None => write!(f, "proved for heaps up to {}", scope.largest)?,
                }
                f.write_str("): P exactly when the product of the heaps' elements is in the P-portion")
            }
            Method::MisereComponentQuotient { order, components } => write!(
                f,
                "misere: quotient of order {order} (Plambeck-Siegel) of the {components} components reachable from the position: P exactly when the product of the components' elements is in the P-portion"
            ),
            Method::Components => f.write_str(
                "memoized search over components (Sprague-Grundy over each position's parts)",
            ),
            Method::BoardPieces => f.write_str(
                "pruned search over the pieces of the board (Beling-Rogalski; pieces as bit sets, each shape remembered once up to symmetry), Sprague-Grundy over the pieces",
            ),
            Method::Chain => f.write_str(
                "a chain: each component's value from the values along its line by window counts, Sprague-Grundy over the components",
            ),
            Method::MisereComponents => {
                f.write_str("misere: memoized search over sums of components")
            }
            Method::Compound(compound) => f.write_str(match compound {
                crate::ir::Compound::Conjunctive => {
                    "conjunctive compound (a move in every game; Winning Ways ch. 9): won exactly when the least remoteness of the games is odd (Smith)"
                }
                crate::ir::Compound::Continued => {
                    "continued conjunctive compound (a move in every game that can move; Winning Ways ch. 9): won exactly when the greatest suspense number of the games is odd"
                }
                _ => {
                    "selective compound (a move in any set of games; Winning Ways ch. 9): won exactly when some game is won alone"
                }
            }),
            Method::Loopy => f.write_str(
                "generalized Sprague-Grundy values (Smith; Fraenkel-Yesha labelling) over the graph of components, Smith's rules for sums",
            ),
        }
    }
}

/// Why a value is missing from an analysis, or what else a reader should know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    /// A theorem gave the outcome and the moves, but the Grundy value would need a search
    /// larger than the limit.
    GrundyNotSearched(SearchTooLarge),
    /// Moore's theorem for a huge position: one winning move is constructed, not all.
    OneMooreMove,
    /// Fibonacci Nim on a huge pile: the Zeckendorf move is shown, not every winning one.
    OneZeckendorfMove,
    /// Winning moves that leave too many components to write out are counted, not listed.
    LongMovesCounted,
    /// A misère quotient answered the position, but heaps too large to search option by
    /// option were left out of the winning moves.
    HugeHeapsNotSearched,
    /// A misère quotient answered the position: it gives the outcome and the winning
    /// moves, and G⁻ and the genus were not searched (the position is too large).
    QuotientGivesOutcome,
    /// A compound's theorem: one winning move is constructed, the others counted.
    OneCompoundMove,
    /// The winning moves of a selective compound number more than 2^128 − 1: the count
    /// kept is that, the largest it holds.
    MovesPastCount,
    /// A compound's theorem: one winning move is constructed, and there are more than
    /// 2^64 − 1 (the count shown).
    CompoundMovesPastCount,
    /// A compound's theorem gives outcomes, not Grundy values.
    CompoundGivesOutcome,
    /// The misère quotient stopped short of the position's heaps (the proved part and
    /// why): the other methods answered.
    QuotientStopped(super::quotient_stop::QuotientStop),
    /// G⁻ or the genus is left out: its search reached the limit of `limit` positions.
    NotSearched {
        /// The limit it reached (`--max-states`).
        limit: u64,
    },
    /// A theorem gave the outcome and the winning moves, and the search for the Grundy
    /// value passed `limit` positions.
    ValueNotSearched {
        /// The positions the search may keep: `--max-states`, at most
        /// [`crate::engine::GEOGRAPHY_VALUE_SEARCH`].
        limit: u64,
    },
    /// A move from the position wins at once (`move … wins`): it is won in every sum, and
    /// has no Grundy value.
    WonAtOnce,
    /// G⁻ or the genus is left out: its search ran past the time limit.
    NotSearchedInTime {
        /// The limit it reached (`--max-time`).
        seconds: u64,
    },
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Note::GrundyNotSearched(search) => write!(f, "{search}"),
            Note::ValueNotSearched { limit } => write!(
                f,
                "the theorem gives the outcome and the winning moves but not this value, and a search for it passed {limit} positions (at most the smaller of --max-states and {})",
                crate::engine::GEOGRAPHY_VALUE_SEARCH
            ),
            Note::NotSearched { limit } => write!(
                f,
                "the misere Grundy value or the genus is left out: its search reached the limit of {limit} positions (--max-states); the outcome does not need it"
            ),
            Note::NotSearchedInTime { seconds } => write!(
                f,
                "the misere Grundy value or the genus is left out: its search ran past the time limit of {seconds} s (--max-time); the outcome does not need it"
            ),
            Note::QuotientStopped(stop) => write!(
                f,
                "the misere quotient, tried first, {}; the search answered instead",
                stop.proved()
            ),
            Note::WonAtOnce => f.write_str(
                "a move here wins at once, ending play for the whole sum: the position is won in every sum, and has no Grundy value",
            ),
            Note::QuotientGivesOutcome => f.write_str(
                "the misere quotient gives the outcome and the winning moves; the misere Grundy value and the genus are searched only for positions of at most 24 tokens",
            ),
            Note::HugeHeapsNotSearched => f.write_str(
                "moves inside heaps of more than 65536 tokens are not searched: the list and the count leave them out",
            ),
            Note::MovesPastCount => f.write_str(
                "the winning moves number more than 340282366920938463463374607431768211455 (2^128 - 1), the largest count kept: the count says that many",
            ),
            Note::OneZeckendorfMove => f.write_str(
                "one winning move is shown (take the smallest Zeckendorf term): the pile has too many moves to try every one",
            ),
            Note::LongMovesCounted => f.write_str(
                "winning moves that leave more than 1048576 components are counted but not listed",
            ),
            Note::OneCompoundMove => f.write_str(
                "one winning move is shown (by the theorem's strategy), and every winning move is counted: a move of a compound plays in many games at once, too many combinations to list every winning one",
            ),
            Note::CompoundMovesPastCount => f.write_str(
                "one winning move is shown (by the theorem's strategy); there are more than 18446744073709551615 winning moves, the count shown",
            ),
            Note::CompoundGivesOutcome => f.write_str(
                "a compound other than the sum has no Grundy value from its games' values: the theorem gives the outcome, the winning move and how long play lasts",
            ),
            Note::OneMooreMove => f.write_str(
                "one winning move is shown (by Moore's construction): the position has too many moves to list every winning one",
            ),
        }
    }
}

/// Why the Grundy value of a position a theorem answers was not computed: the estimate
/// `work` of what computing it costs is more than `limit`, the option `estimate` names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchTooLarge {
    /// The steps the search would take.
    pub work: u128,
    /// The limit it went past.
    pub limit: u64,
    /// What was estimated, and so which option raises the limit.
    pub estimate: Estimate,
}

/// What a [`SearchTooLarge`] estimated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Estimate {
    /// Steps of the generic search (positions times moves), against `--max-states`.
    SearchSteps,
    /// Steps of building the line table below the position, against `--max-work`.
    TableSteps,
    /// The line table's memory, in positions of the search (100 bytes), against
    /// `--max-states`.
    TableMemory,
}

impl Estimate {
    /// What is estimated, the option that bounds it, and the largest estimate the option
    /// is suggested for (some minutes of work, some gigabytes); past it none is offered.
    fn words(self) -> (&'static str, &'static str, u128) {
        match self {
            Estimate::SearchSteps => ("a search for it would take", "steps", 100_000_000_000),
            Estimate::TableSteps => ("its table would take", "steps", 1_000_000_000_000),
            Estimate::TableMemory => (
                "its table would need the memory of",
                "positions",
                100_000_000,
            ),
        }
    }

    fn option(self) -> &'static str {
        match self {
            Estimate::TableSteps => "--max-work",
            Estimate::SearchSteps | Estimate::TableMemory => "--max-states",
        }
    }
}

impl SearchTooLarge {
    /// What the estimate is, and the option that would allow it if there is one.
    pub fn reason(&self) -> String {
        let (what, unit, most) = self.estimate.words();
        let option = self.estimate.option();
        if self.work <= most {
            format!(
                "{what} about {0} {unit}, more than {option} allows ({1}); raise {option} to {0} \
                 to compute it",
                self.work, self.limit
            )
        } else {
            format!("{what} far too many {unit} to make")
        }
    }
}

impl fmt::Display for SearchTooLarge {
    /// Why the value is missing, and the option that would let it be computed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the theorem gives the outcome and the winning moves but not this value, and {}",
            self.reason()
        )
    }
}

/// What the engine says about one position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// Who wins.
    pub outcome: Outcome,
    /// The Grundy value (normal play); `None` where it is not defined or not computed.
    pub grundy: Option<u64>,
    /// The misère Grundy value G⁻ of the position taken as one game (misère play).
    pub misere_value: Option<u64>,
    /// The moves that win (to a P-position), the first few listed.
    pub winning_moves: MoveList,
    /// Conway's genus of the position (misère play of sum games).
    pub genus: Option<Genus>,
    /// How the answer was found.
    pub method: Method,
    /// What a reader should know: why a value is missing, or that a list is not complete.
    pub notes: Vec<Note>,
    /// Games with cycles: the generalized value, n or ∞(K).
    pub generalized: Option<GeneralizedValue>,
    /// A drawn position (outcome D): the moves that keep the draw.
    pub drawing_moves: Option<MoveList>,
}

impl Analysis {
    /// An analysis that knows only the outcome and the winning moves (a misère quotient
    /// gives no value), found by `method`.
    pub fn of_outcome(outcome: Outcome, winning_moves: MoveList, method: Method) -> Analysis {
        Analysis {
            outcome,
            grundy: None,
            misere_value: None,
            winning_moves,
            genus: None,
            method,
            notes: Vec::new(),
            generalized: None,
            drawing_moves: None,
        }
    }

    /// The analysis of a position of value `value` in `play` (G, or G⁻ in misère play),
    /// with its winning moves, found by `method`.
    pub fn of_value(value: u64, play: Play, winning_moves: MoveList, method: Method) -> Analysis {
        let (grundy, misere_value) = match play {
            Play::Normal => (Some(value), None),
            Play::Misere => (None, Some(value)),
        };
        Analysis {
            grundy,
            misere_value,
            ..Analysis::of_outcome(Outcome::of_value(value), winning_moves, method)
        }
    }
}

/// A move to a position of the wanted value; `count` > 1 for a residue class of moves
/// that all reach the same value, `to` being its first member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WinningMove {
    /// The position after the move.
    pub to: PositionView,
    /// The move in words.
    pub description: String,
    /// How many moves it stands for (1 for a single move).
    pub count: u64,
    /// The parts it changes, where the engine says (heaps and components): given for a
    /// position of any size, where `to` is left out past a few hundred parts.
    pub changes: Vec<PartChange>,
}

/// What a move does to one part of a position (a heap, a component): the part at `at`
/// (counted from 0, in the position as shown) becomes the parts `to` (none: it is gone).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PartChange {
    /// Where the part is in the position, from 0.
    pub at: usize,
    /// The part before the move, as a position of that part alone.
    pub from: PositionView,
    /// What it leaves in its place.
    pub to: PositionView,
}

impl PartChange {
    /// The changes `action` makes to the heaps of `position` (none listed for a take from
    /// every heap, which changes them all: `to` shows it).
    pub(crate) fn of_heaps(game: &Game, position: &[u64], action: &Action) -> Vec<PartChange> {
        let heap = |at: usize, left: u64| PartChange {
            at,
            from: PositionView::Numbers(vec![position[at]]),
            to: PositionView::Numbers(match (left, game.layout) {
                (0, HeapLayout::Any) => Vec::new(),
                (left, _) => vec![left],
            }),
        };
        match action {
            Action::TakeBreak {
                heap: at, parts, ..
            } => {
                let parts = parts.as_slice();
                vec![PartChange {
                    at: *at,
                    from: PositionView::Numbers(vec![position[*at]]),
                    to: PositionView::Numbers(match game.layout {
                        HeapLayout::Any => parts.to_vec(),
                        _ => vec![parts.first().copied().unwrap_or(0)],
                    }),
                }]
            }
            Action::FromAll { .. } => Vec::new(),
            Action::FromSeveral { takes } => takes
                .iter()
                .map(|&(at, k)| heap(at, position[at] - k))
                .collect(),
            Action::Shift { from, to, moved } => {
                let mut changes = vec![heap(*from, position[*from] - moved)];
                if let Some(to) = to {
                    changes.push(heap(*to, position[*to] + moved));
                }
                changes
            }
        }
    }
}

impl WinningMove {
    /// One move to `to`, described in words, or as "move to …" when the game gives no
    /// description.
    pub fn single(to: PositionView, description: String) -> WinningMove {
        WinningMove {
            description: if description.is_empty() {
                format!("move to {to}")
            } else {
                description
            },
            to,
            count: 1,
            changes: Vec::new(),
        }
    }
}

/// The moves found: the first few in full, and how many there are in all (a position of
/// many heaps can have more winning moves than fit in memory, each with its position).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MoveList {
    /// The first moves found (at most the capacity).
    pub listed: Vec<WinningMove>,
    /// Every move counted, listed or not (a residue class counts as its size). A class
    /// has fewer than 2^64 moves, and a position fewer than 2^64 classes, so the count is
    /// exact.
    pub total: u128,
    /// How many moves may be listed.
    pub capacity: usize,
}

impl MoveList {
    /// An empty list that lists at most `capacity` moves (and counts all).
    pub fn new(capacity: usize) -> MoveList {
        MoveList {
            listed: Vec::new(),
            total: 0,
            capacity,
        }
    }

    /// Counts `count` moves, building the listed form only while there is room.
    pub fn add(&mut self, count: u64, make: impl FnOnce() -> Option<WinningMove>) {
        if self.listed.len() < self.capacity
            && let Some(mv) = make()
        {
            self.listed.push(mv);
        }
        self.total += u128::from(count);
    }

    /// Counts the move `action` makes from `position` if a rule allows it (checked as the
    /// generator checks every move), describing it only while there is room.
    pub fn add_action(
        &mut self,
        game: &Game,
        position: &[u64],
        action: Action,
    ) -> Result<(), EvalError> {
        self.add_checked(game, position, action, 1, "")
    }

    /// Counts `count` moves like `action` from `position` (more than one: a class of
    /// moves) if a rule allows it, describing it (with `note` after its description) only
    /// while there is room. The position after the move is built only for a listed move
    /// that gives it ([`PositionView::after_move`]): a move counted in a sum of n heaps
    /// costs O(1), not O(n).
    pub fn add_checked(
        &mut self,
        game: &Game,
        position: &[u64],
        action: Action,
        count: u64,
        note: &str,
    ) -> Result<(), EvalError> {
        if game.rule_allowing(position, &action)?.is_none() {
            return Ok(());
        }
        self.add(count, || {
            let parts = match (&action, game.layout) {
                (Action::TakeBreak { parts, .. }, HeapLayout::Any) => {
                    position.len() - 1 + parts.as_slice().len()
                }
                _ => position.len(),
            };
            Some(WinningMove {
                description: game.describe_action(position, &action) + note,
                to: PositionView::after_move(parts, || {
                    PositionView::Numbers(game.position_after(position, &action))
                }),
                count,
                changes: PartChange::of_heaps(game, position, &action),
            })
        });
        Ok(())
    }

    /// Counts `count` moves like `mv` (a class of moves when more than 1), describing it
    /// (with `note` after its description) only while there is room.
    pub fn add_move(&mut self, game: &Game, position: &[u64], mv: Move, count: u64, note: &str) {
        self.add(count, || {
            Some(WinningMove {
                description: game.describe(position, &mv) + note,
                changes: PartChange::of_heaps(game, position, &mv.action),
                to: PositionView::Numbers(mv.position),
                count,
            })
        });
    }

    /// The moves not listed.
    pub fn unlisted(&self) -> u128 {
        self.total
            - self
                .listed
                .iter()
                .map(|m| u128::from(m.count))
                .sum::<u128>()
    }
}

/// The values of single heaps 0..len and what is known of their regularity.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HeapTable {
    /// G(0..len), or G⁻ in misère play.
    pub values: Vec<u64>,
    /// The period, when proved.
    pub period: Option<Period>,
    /// The arithmetic period, when proved.
    pub arithmetic_period: Option<ArithmeticPeriod>,
    /// The arithmetic pattern the values show without proof, with the last heap computed.
    pub apparent_arithmetic_period: Option<(ArithmeticPeriod, u64)>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_too_large_names_the_option_only_where_it_would_help() {
        let near = SearchTooLarge {
            work: 12_020_009_001,
            limit: 20_000_000,
            estimate: Estimate::SearchSteps,
        };
        assert!(
            near.to_string().ends_with(
                "would take about 12020009001 steps, more than --max-states allows (20000000); \
                 raise --max-states to 12020009001 to compute it"
            ),
            "{near}"
        );
        let far = SearchTooLarge {
            work: 100_000_000_001,
            limit: 20_000_000,
            estimate: Estimate::SearchSteps,
        };
        assert!(!far.to_string().contains("--max-states"), "{far}");
        let table = SearchTooLarge {
            work: 3_000_000,
            limit: 1000,
            estimate: Estimate::TableSteps,
        };
        assert!(
            table.to_string().ends_with(
                "its table would take about 3000000 steps, more than --max-work allows (1000); \
                 raise --max-work to 3000000 to compute it"
            ),
            "{table}"
        );
    }
}
