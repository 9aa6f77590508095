//! Compounds: a position of one or more bundled games (words as in the `positions` target,
//! with `+` and other games) played as a conjunctive, continued, selective or disjunctive
//! compound, or a kind that is none of those; `solve` (sometimes only the outcome, in
//! misère play, with few moves listed) or `play`.

use std::path::Path;

use super::Surface;
use super::command::{Choices, Outcome, limits, sg};
use super::positions::{games, words};

pub(crate) const SURFACE: Surface = Surface {
    name: "compounds",
    seeds,
    run,
};

fn seeds() -> Vec<Vec<u8>> {
    (0u8..64)
        .map(|i| vec![i, i % 5, 3, 1, i % 24, 2, 16, i / 2, 0, 4])
        .collect()
}

const KINDS: [&str; 6] = [
    "conjunctive",
    "continued",
    "selective",
    "disjunctive",
    "",
    "sum",
];

fn run(data: &[u8], _: &Path) -> Outcome {
    let games = games();
    let mut choices = Choices::new(data);
    let game = choices.pick(&games).clone();
    let kind = choices.pick(&KINDS).to_string();
    let flags = choices.below(32);
    let play = flags & 16 != 0;
    let mut args = vec![if play { "play" } else { "solve" }.to_string(), game];
    args.extend(words(&mut choices, &games));
    args.extend(["--compound".into(), kind]);
    for (bit, flag) in [(1, "--misere"), (2, "--json")] {
        if flags & bit != 0 {
            args.push(flag.into());
        }
    }
    if !play && flags & 4 != 0 {
        args.push("--outcome-only".into());
    }
    if !play && flags & 8 != 0 {
        args.extend(["--max-moves".into(), "1".into()]);
    }
    args.extend(limits());
    sg(&args, if play { "1\nhint\nundo\nquit\n" } else { "" })
}
