//! The command line, as clap-derive types.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::ir::Override;

#[derive(Debug, Parser)]
#[command(
    name = "sg",
    version,
    about = "Solve impartial combinatorial games written as .game rule files"
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Who wins from a position, its Grundy value and every winning move; without heaps,
    /// a summary of the game.
    Solve(SolveArgs),
    /// The values of single heaps 0..N (for two-heap games the (N+1) x (N+1) table).
    Table(TableArgs),
    /// The misère quotient of a heap game: its order, generators, relations, P-portion
    /// and the element of each heap, proved for all heaps where the periodicity theorem
    /// applies.
    Quotient(QuotientArgs),
    /// Parse and validate a rule file; print the game as the engine understands it.
    Check(CheckArgs),
    /// The graph of the positions reachable from a position, as DOT, JSON, SVG or PNG.
    Graph(GraphArgs),
    /// Play a game against the engine, at the terminal (or through pipes with --json).
    Play(PlayArgs),
    /// The web page: write rules, see their analysis and pictures, play; and its JSON API.
    Serve(ServeArgs),
}

/// Options of the commands that solve.
#[derive(Debug, Args)]
pub(crate) struct EngineOptions {
    /// The most positions (or heap values) the engine may keep in memory; a long position
    /// (of a board, of components) counts as one per 16 of its parts.
    #[arg(long, value_name = "N", default_value_t = crate::engine::DEFAULT_MAX_STATES)]
    pub max_states: u64,
    /// Play the game in misere form (the last player to move loses).
    #[arg(long, conflicts_with = "normal")]
    pub misere: bool,
    /// Play the game in normal form (the last player to move wins).
    #[arg(long)]
    pub normal: bool,
    /// Play the games of the position together as this compound (Winning Ways ch. 9): a
    /// move in every game (conjunctive), in every game that can move (continued), in any
    /// set of games (selective), or in one (disjunctive: the sum).
    #[arg(long, value_name = "KIND", value_parser = compound_of)]
    pub compound: Option<crate::ir::Compound>,
    /// Draw no progress bar on stderr during long computations.
    #[arg(long)]
    pub quiet: bool,
    /// The most steps of work a computation of heap values may take, estimated before it
    /// starts (about 10^9 a second); beyond, it is refused at once.
    #[arg(long, value_name = "N", default_value_t = crate::engine::DEFAULT_MAX_WORK)]
    pub max_work: u64,
    /// The most seconds one question may run once its game is loaded (0: no limit): every
    /// search, table, quotient, graph and compound of the question reads this one
    /// deadline; beyond it, the question is refused (in `sg play`, each line typed is a
    /// question).
    #[arg(long, value_name = "SECONDS", default_value_t = crate::engine::DEFAULT_MAX_TIME_SECONDS)]
    pub max_time: u64,
    /// The most memory the process may hold while a misere quotient is built, in bytes or
    /// with a suffix K, M, G, T (powers of 1024): each large step of the construction is
    /// checked against it first, and past it the construction stops with what it proved.
    /// Default: three quarters of the memory available when the run starts.
    #[arg(long, value_name = "BYTES", value_parser = bytes_of)]
    pub max_memory: Option<u64>,
}

/// A size in bytes: digits, and a suffix K, M, G or T for powers of 1024.
fn bytes_of(word: &str) -> Result<u64, String> {
    let (digits, scale) = match word.char_indices().last() {
        Some((at, 'K' | 'k')) => (&word[..at], 1 << 10),
        Some((at, 'M' | 'm')) => (&word[..at], 1 << 20),
        Some((at, 'G' | 'g')) => (&word[..at], 1 << 30),
        Some((at, 'T' | 't')) => (&word[..at], 1 << 40),
        _ => (word, 1),
    };
    digits
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(scale))
        .ok_or_else(|| {
            "a size in bytes: digits, with a suffix K, M, G or T for powers of 1024 (4G), less than 16 exbibytes"
                .to_string()
        })
}

/// A compound named on the command line.
fn compound_of(word: &str) -> Result<crate::ir::Compound, String> {
    crate::ir::Compound::named(word).ok_or_else(|| {
        "the compounds are disjunctive, conjunctive, continued and selective".to_string()
    })
}

impl EngineOptions {
    /// The limits these options set, listing at most `max_moves` moves.
    pub(crate) fn limits(&self, max_moves: usize) -> crate::door::Limits {
        crate::door::Limits {
            max_states: self.max_states,
            max_work: self.max_work,
            max_moves,
            max_time: (self.max_time > 0).then(|| std::time::Duration::from_secs(self.max_time)),
            progress: !self.quiet,
            max_memory: self
                .max_memory
                .unwrap_or_else(crate::engine::default_max_memory),
        }
    }

    /// The play the options ask for, if they ask for one.
    pub(crate) fn play(&self) -> Option<crate::ir::Play> {
        if self.misere {
            Some(crate::ir::Play::Misere)
        } else if self.normal {
            Some(crate::ir::Play::Normal)
        } else {
            None
        }
    }
}

#[derive(Debug, Args)]
pub(crate) struct SolveArgs {
    /// The rule file.
    pub game: PathBuf,
    /// Heap sizes; `+ GAME HEAP...` adds another game to the sum.
    #[arg(allow_negative_numbers = true, value_name = "HEAP")]
    pub position: Vec<String>,
    /// Read the position from FILE (`-`: standard input), written as on the command line:
    /// for positions of any size.
    #[arg(long, value_name = "FILE", conflicts_with = "position")]
    pub position_file: Option<PathBuf>,
    /// Answer many positions, one a line of FILE (`-`: standard input), written as on the
    /// command line; one engine answers them all, keeping what it learns. With --json,
    /// one JSON object a line.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["position", "position_file"])]
    pub positions: Option<PathBuf>,
    /// List at most N winning moves (all are counted).
    #[arg(long, value_name = "N", default_value_t = crate::engine::DEFAULT_MAX_MOVES)]
    pub max_moves: usize,
    /// List the first N moves of the position, each with who wins after it and in how
    /// many moves (in the JSON output; the text shows them with --options).
    #[arg(long, value_name = "N", default_value_t = crate::engine::DEFAULT_MAX_MOVES)]
    pub max_options: usize,
    /// Show the options (up to --max-options) with their outcome and remoteness in the
    /// text output too.
    #[arg(long = "options")]
    pub show_options: bool,
    /// Say only who wins: no value, no moves, no remoteness (on a board, the search asks
    /// only whether the position is lost, which is often much faster).
    #[arg(long, conflicts_with_all = ["show_options", "max_moves", "max_options", "positions"])]
    pub outcome_only: bool,
    /// Say only who wins and the value (the Grundy value; G⁻ of one game in misère play):
    /// no winning moves, no remoteness, no options (on a board, the search asks only for
    /// the value).
    #[arg(long, conflicts_with_all = ["show_options", "max_moves", "max_options", "positions", "outcome_only"])]
    pub value_only: bool,
    #[command(flatten)]
    pub options: GameOptions,
    #[command(flatten)]
    pub engine: EngineOptions,
}

#[derive(Debug, Args)]
pub(crate) struct TableArgs {
    /// The rule file.
    pub game: PathBuf,
    /// The largest heap in the table (default 100; 20 for two-heap games, 30 in misère play).
    #[arg(long, value_name = "N")]
    pub upto: Option<u64>,
    /// One summary line (or JSON object) instead of the values, with a Fletcher-32
    /// checksum of the whole table.
    #[arg(long, conflicts_with_all = ["format", "output"])]
    pub stats: bool,
    /// The output format: text, csv or json values, or a picture (svg, png: a heat map of
    /// a two-heap table, a plot of G(n) for single heaps). Default: from the extension of
    /// -o FILE, else text.
    #[arg(long, value_enum)]
    pub format: Option<TableFormat>,
    /// Write the table to FILE (streamed, replaced whole, never left half-written); needed
    /// for png.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub options: GameOptions,
    #[command(flatten)]
    pub engine: EngineOptions,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum TableFormat {
    Text,
    Csv,
    Json,
    Svg,
    Png,
}

#[derive(Debug, Args)]
pub(crate) struct QuotientArgs {
    /// The rule file (played misère whatever its `play` line says).
    pub game: PathBuf,
    /// For a board or a game of components: the position whose reachable components the
    /// quotient covers (default: the file's `start`, or the game's default position).
    #[arg(allow_negative_numbers = true, value_name = "POSITION")]
    pub position: Vec<String>,
    /// The largest heap to add to the quotient; it stops earlier once the quotient is
    /// proved for all heaps (default: no bound, the time limit stops it).
    #[arg(long, value_name = "N")]
    pub upto: Option<u64>,
    /// How long the construction may run, in seconds; it then stops with the quotient
    /// proved so far.
    #[arg(long, value_name = "SECONDS", default_value_t = crate::engine::DEFAULT_QUOTIENT_SECONDS)]
    pub time_limit: u64,
    #[command(flatten)]
    pub options: GameOptions,
    #[command(flatten)]
    pub engine: EngineOptions,
}

#[derive(Debug, Args)]
pub(crate) struct GraphArgs {
    /// The rule file.
    pub game: PathBuf,
    /// Heap sizes of the position to start from (default: the file's `start`).
    #[arg(allow_negative_numbers = true, value_name = "HEAP")]
    pub position: Vec<String>,
    /// The output format.
    #[arg(long, value_enum, default_value_t = GraphFormat::Dot, conflicts_with = "json")]
    pub format: GraphFormat,
    /// Who draws svg and png: Graphviz's `dot` if it is on the PATH, else the built-in
    /// drawing (auto); or either one.
    #[arg(long, value_enum, default_value_t = GraphRenderer::Auto)]
    pub renderer: GraphRenderer,
    /// How many seconds Graphviz's `dot` may take to draw; past that it is stopped and the
    /// built-in drawing is used (with --renderer graphviz: an error).
    #[arg(long, value_name = "SECONDS", default_value_t = crate::export::DEFAULT_DOT_TIMEOUT.as_secs())]
    pub dot_timeout: u64,
    /// Write the output to FILE (replaced whole, never left half-written); needed for png.
    #[arg(short, long, value_name = "FILE", required_if_eq("format", "png"))]
    pub output: Option<PathBuf>,
    /// The most positions the graph may have.
    #[arg(long, value_name = "N", default_value_t = crate::export::DEFAULT_MAX_NODES)]
    pub max_nodes: u64,
    /// The most moves (edges) the graph may have.
    #[arg(long, value_name = "N", default_value_t = crate::export::DEFAULT_MAX_EDGES)]
    pub max_edges: u64,
    #[command(flatten)]
    pub options: GameOptions,
    #[command(flatten)]
    pub engine: EngineOptions,
}

#[derive(Debug, Args)]
pub(crate) struct PlayArgs {
    /// The rule file.
    pub game: PathBuf,
    /// Heap sizes to start from (default: the file's `start`); `+ GAME HEAP...` adds
    /// another game to the sum.
    #[arg(allow_negative_numbers = true, value_name = "HEAP")]
    pub position: Vec<String>,
    /// Who moves first.
    #[arg(long, value_enum, default_value_t = First::You)]
    pub first: First,
    /// Values mode from the start: each move marked win, lose or draw (with the moves to
    /// the end), and the position's value; `values on|off` while playing.
    #[arg(long)]
    pub show_values: bool,
    #[command(flatten)]
    pub options: GameOptions,
    #[command(flatten)]
    pub engine: EngineOptions,
}

/// Who moves first in `sg play`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum First {
    /// The person.
    You,
    /// The engine.
    Sg,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum GraphRenderer {
    Auto,
    Graphviz,
    Builtin,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum GraphFormat {
    Dot,
    Json,
    Svg,
    Png,
}

/// Options every command that reads a game shares.
#[derive(Debug, Args)]
pub(crate) struct GameOptions {
    /// Override a parameter of the game: NAME=INT (repeatable).
    #[arg(long = "set", value_name = "NAME=INT", value_parser = parse_override)]
    pub overrides: Vec<Override>,
    /// Print one JSON object on stdout and nothing else.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    /// The folder whose .game and .dot files the page offers; nothing outside it is read.
    #[arg(default_value = ".", value_name = "DIR")]
    pub folder: PathBuf,
    /// The port to listen on (0: any free port).
    #[arg(long, default_value_t = 8000)]
    pub port: u16,
    /// The address to listen on: only this machine by default; another address lets
    /// other machines in.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
    pub bind: std::net::IpAddr,
    /// Open the page in a browser.
    #[arg(long)]
    pub open: bool,
    /// How many seconds a request may take before it is refused.
    #[arg(long, value_name = "SECONDS", default_value_t = crate::serve::TIME_BUDGET)]
    pub time_budget: u64,
    /// How many questions are computed at once (the others wait, then are refused).
    #[arg(long, value_name = "N", default_value_t = crate::serve::COMPUTATIONS)]
    pub computations: usize,
    /// The most positions (or heap values) the engine may keep for one question.
    #[arg(long, value_name = "N", default_value_t = crate::serve::MAX_STATES)]
    pub max_states: u64,
    /// The most steps of work a computation of heap values may take, estimated before it
    /// starts.
    #[arg(long, value_name = "N", default_value_t = crate::serve::MAX_WORK)]
    pub max_work: u64,
    /// How many minutes a game in play may be left alone before it ends.
    #[arg(long, value_name = "MINUTES", default_value_t = crate::serve::IDLE_MINUTES)]
    pub idle_minutes: u64,
}

#[derive(Debug, Args)]
pub(crate) struct CheckArgs {
    /// The rule file.
    pub game: PathBuf,
    #[command(flatten)]
    pub options: GameOptions,
}

fn parse_override(text: &str) -> Result<Override, String> {
    let malformed = || format!("`{}` must look like NAME=INT", crate::error::excerpt(text));
    let (name, value) = text.split_once('=').ok_or_else(malformed)?;
    let (name, value) = (name.trim(), value.trim());
    if name.is_empty() || value.is_empty() {
        return Err(malformed());
    }
    Ok(Override {
        name: name.to_string(),
        value: value.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_override_needs_a_name_and_a_value() {
        let parsed = parse_override(" m = 5 ").unwrap();
        assert_eq!((parsed.name.as_str(), parsed.value.as_str()), ("m", "5"));
        for text in ["m5", "m=", "=5", " = "] {
            assert_eq!(
                parse_override(text).unwrap_err(),
                format!("`{text}` must look like NAME=INT")
            );
        }
    }
}
