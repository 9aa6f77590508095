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
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse and validate a rule file; print the game as the engine understands it.
    Check(CheckArgs),
}

/// Options every command that reads a game shares.
#[derive(Debug, Args)]
pub struct GameOptions {
    /// Override a parameter of the game: NAME=INT (repeatable).
    #[arg(long = "set", value_name = "NAME=INT", value_parser = parse_override)]
    pub overrides: Vec<Override>,
    /// Print one JSON object on stdout and nothing else.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The rule file.
    pub game: PathBuf,
    #[command(flatten)]
    pub options: GameOptions,
}

fn parse_override(text: &str) -> Result<Override, String> {
    let (name, value) = text
        .split_once('=')
        .ok_or_else(|| format!("`{}` must look like NAME=INT", crate::error::excerpt(text)))?;
    Ok(Override {
        name: name.trim().to_string(),
        value: value.trim().to_string(),
    })
}
