//! The flags every example program takes after its position, the same as `sg play`'s:
//! `--play` (play the position against the engine instead of printing its answer),
//! `--json` (with `--play`: the protocol of `sg play --json`), `--first you|sg` (with
//! `--play`: who moves first), `--show-values` (with `--play`: values mode from the start),
//! `--misere` and `--normal` (the last to move loses, or wins), `--max-states N`, and
//! `--help`.

use sg::ir::Play;
use sg::play::PlayOptions;
use sg::report::Player;

/// The flags' lines of `--help`.
pub(crate) const FLAGS: &str =
    "  --play           play the position against the engine (else print its answer as JSON)
  --json           with --play: one JSON object a line, the protocol of `sg play --json`
  --first you|sg   with --play: who moves first (default: you)
  --show-values    with --play: mark each move win, lose or draw, and show the values
  --misere         the last player to move loses
  --normal         the last player to move wins (the default)
  --max-states N   the most positions the engine may keep in memory
  --help           this help
";

/// What the flags ask for.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Flags {
    /// Play instead of printing the answer.
    pub(crate) play: bool,
    /// `--help`: print the usage and stop.
    pub(crate) help: bool,
    /// How to play (or, for the answer, in which play).
    pub(crate) options: PlayOptions,
}

/// The flags among the arguments after the program's name, and the other arguments.
pub(crate) fn split_flags() -> Result<(Flags, Vec<String>), String> {
    let mut flags = Flags::default();
    let mut rest = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--play" => flags.play = true,
            "--help" | "-h" => flags.help = true,
            "--json" => flags.options.session.json = true,
            "--show-values" => flags.options.session.show_values = true,
            "--misere" => flags.options.play = Play::Misere,
            "--normal" => flags.options.play = Play::Normal,
            "--first" => {
                flags.options.session.first = match args.next().as_deref() {
                    Some("you") => Player::You,
                    Some("sg") => Player::Sg,
                    other => {
                        return Err(format!(
                            "--first takes `you` or `sg`, not `{}`",
                            other.unwrap_or("")
                        ));
                    }
                }
            }
            "--max-states" => {
                flags.options.max_states = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .ok_or("--max-states takes a whole number")?;
            }
            flag if flag.starts_with("--") => {
                return Err(format!(
                    "unknown flag `{flag}` (the flags are --play, --json, --first, --show-values, --misere, --normal, --max-states, --help)"
                ));
            }
            _ => rest.push(arg),
        }
    }
    Ok((flags, rest))
}
