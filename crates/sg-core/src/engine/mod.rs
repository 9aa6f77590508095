//! Stage 4: solving. The [`Solver`] chooses from the IR how to answer: the heap-game
//! kernel with the Sprague–Grundy theorem and proved periods for sums, closed forms where
//! a theorem applies, and a memoized search over whole positions (explicit stack, canonical
//! keys, `--max-states`) for everything else, misère play included. What it finds is an
//! [`Analysis`] (plain data, rendered by the reports).

mod analysis;
mod analyzer;
mod arithmetic_moves;
mod arithmetic_period;
mod bar_delay;
mod bitboard;
mod closed_form;
mod component_box;
mod component_chain;
mod component_search;
mod component_sums;
mod component_table;
mod component_theory;
pub mod compound;
mod coupled;
mod deadline;
mod error;
mod generalized;
mod genus;
mod hackenbush;
mod heap_values;
mod line_table;
mod loopy;
mod memory;
mod mex;
pub(crate) mod misere;
mod moves_where;
mod period;
mod position_solver;
mod progress_sink;
mod quotient_stop;
mod remoteness_search;
mod search_progress;
mod solver;
mod vertex_geography;
mod window_counts;
mod winning;
mod wins_at_once;
mod xor_sum;

pub use analysis::{
    Analysis, Estimate, HeapMethod, HeapTable, Method, MoveList, Note, Outcome, PartChange,
    QuotientScope, SearchTooLarge, Theorem, WinningMove,
};
pub use analyzer::Analyzer;
pub use arithmetic_period::ArithmeticPeriod;
pub use bitboard::{BOARD_REMOTENESS_PIECES, BOARD_REMOTENESS_POSITIONS, board_solver};
pub use closed_form::{nim_product, zeckendorf_smallest_term};
pub use component_theory::{
    ComponentTheory, ComponentTheorySolver, missed_theorem, recognise as recognise_components,
};
pub use deadline::Deadline;
pub use error::EngineError;
pub use generalized::GeneralizedValue;
pub use genus::Genus;
pub use hackenbush::{HackenbushSolver, drawing_value};
pub use heap_values::DEFAULT_MAX_WORK;
pub use line_table::{LinePlan, LineTable};
pub use loopy::LoopyAnalyzer;
pub use memory::default_max_memory;
pub use misere::quotient::{ComponentQuotient, DEFAULT_SECONDS as DEFAULT_QUOTIENT_SECONDS};
pub use period::{Period, prove_period};
pub use position_solver::PositionSolver;
pub use progress_sink::{Bar, ProgressBar, ProgressSink, set_progress_sink};
pub use quotient_stop::{QuotientStop, StopCause};
pub use remoteness_search::{Expand, RemotenessSearch, SearchStop};
pub use solver::{DEFAULT_MAX_MOVES, DEFAULT_MAX_STATES, DEFAULT_MAX_TIME_SECONDS, Solver};
pub use vertex_geography::VALUE_SEARCH as GEOGRAPHY_VALUE_SEARCH;
pub(crate) use vertex_geography::VertexGeography;
pub use wins_at_once::WinsAtOnceSolver;
