//! Stage 6: the reports: what `sg` prints, as typed data. Each command's answer is one of these
//! structs; `--json` prints it with serde (shapes documented in docs/JSON.md), the text
//! output is rendered from the same struct by the command line, and the library returns
//! the same types. Every type both serializes and deserializes, so a program (or a test)
//! reads `sg`'s JSON back into exactly the struct that produced it.

mod board;
mod check;
mod components;
mod error;
mod generalized;
mod graph;
mod json_line;
mod move_report;
mod node_values;
mod option;
mod outcome;
mod play;
mod quotient;
mod quotient_stop;
mod serde_helpers;
mod solve;
mod sum;
mod summary;
mod table;
mod value_only;

pub use board::BoardReport;
pub use check::{CheckReport, HeapsReport};
pub use components::ComponentCheckReport;
pub use error::{ErrorReport, PlaceReport};
pub use generalized::GeneralizedReport;
pub use graph::{EdgeReport, GraphReport, NodeReport};
pub use json_line::to_json_line;
pub use move_report::MoveReport;
pub use node_values::NodeValueReport;
pub use option::OptionReport;
pub use outcome::{OutcomeAnswer, OutcomeReport};
pub use play::{
    LastMoves, PlayAnalysis, PlayBye, PlayError, PlayHelp, PlayHint, PlayItem, PlayLayout,
    PlayMove, PlayPart, PlayRecorded, PlayReply, PlayResult, PlayRow, PlayState, PlayedMove,
    Player, Verdict,
};
pub use quotient::{GeneratorReport, QuotientReport, RelationReport};
pub use quotient_stop::StopReport;
pub use solve::{GenusReport, SolveReport};
pub use sum::{ComponentReport, SumReport};
pub use summary::{OutcomeCounts, PPositions, SummaryReport};
pub use table::{
    ApparentArithmeticReport, ArithmeticPeriodReport, NodeStatsReport, PeriodReport, TableReport,
    TableStatsReport, TableValues,
};
pub use value_only::{ValueAnswer, ValueReport};
