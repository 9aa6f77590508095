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
    let malformed = || format!("`{text}` must look like NAME=INT");
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
