//! The flags every example program takes after its position: `--play` (play the position
//! against the engine at the terminal instead of printing its answer), `--json` (with
//! `--play`: one JSON object a line, as `sg play --json`), `--misere` (the last to move
//! loses), `--sg-first` (with `--play`: the engine moves first).

use sg::ir::Play;
use sg::play::PlayOptions;
use sg::report::Player;

/// What the flags ask for.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Flags {
    /// Play instead of printing the answer.
    pub(crate) play: bool,
    /// How to play (or, for the answer, in which play).
    pub(crate) options: PlayOptions,
}

/// The flags among the arguments after the program's name, and the other arguments.
pub(crate) fn split_flags() -> Result<(Flags, Vec<String>), String> {
    let mut flags = Flags::default();
    let mut rest = Vec::new();
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--play" => flags.play = true,
            "--json" => flags.options.json = true,
            "--misere" => flags.options.play = Play::Misere,
            "--sg-first" => flags.options.first = Player::Sg,
            flag if flag.starts_with("--") => {
                return Err(format!(
                    "unknown flag `{flag}` (the flags are --play, --json, --misere, --sg-first)"
                ));
            }
            _ => rest.push(arg),
        }
    }
    Ok((flags, rest))
}
