//! How far a table or a quotient goes: `sg table GAME --upto N` (in any format, with
//! `--stats`, in misère play) and `sg quotient GAME --upto N`, a bundled game chosen by the
//! first byte and N made of the next ones: small, near the edges of the numbers, or not a
//! number at all.

use std::path::Path;

use super::Surface;
use super::command::{Choices, Outcome, bundled_paths, limits, sg};

pub(crate) const SURFACE: Surface = Surface {
    name: "upto",
    seeds,
    run,
};

fn seeds() -> Vec<Vec<u8>> {
    (0u8..64)
        .map(|i| vec![i, i % 3, i % 16, i / 5, i % 9])
        .collect()
}

const LIMITS: [&str; 16] = [
    "0",
    "1",
    "2",
    "5",
    "12",
    "40",
    "100",
    "1000",
    "65535",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "18446744073709551616",
    "-1",
    "",
    "1e3",
];

const FORMATS: [&str; 4] = ["text", "csv", "json", "svg"];

fn run(data: &[u8], dir: &Path) -> Outcome {
    let games = bundled_paths("game");
    let mut choices = Choices::new(data);
    let game = choices.pick(&games).clone();
    let quotient = choices.below(3) == 0;
    let upto = choices.pick(&LIMITS).to_string();
    let flags = choices.below(16);
    let mut args = vec![
        if quotient { "quotient" } else { "table" }.to_string(),
        game,
        "--upto".into(),
        upto,
    ];
    if flags & 1 != 0 {
        args.push("--misere".into());
    }
    if flags & 2 != 0 {
        args.push("--json".into());
    }
    if quotient {
        args.extend(["--time-limit".into(), "2".into()]);
    } else {
        if flags & 4 != 0 {
            args.push("--stats".into());
        }
        if flags & 8 != 0 {
            let format = choices.pick(&FORMATS);
            let file = dir.join(format!("table.{format}"));
            args.extend([
                "--format".into(),
                format.to_string(),
                "-o".into(),
                file.to_string_lossy().into_owned(),
                "--renderer".into(),
                "builtin".into(),
            ]);
        }
    }
    args.extend(limits());
    sg(&args, "")
}
