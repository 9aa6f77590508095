//! The graph command: a bundled game (rule file or board) chosen by the first byte, a
//! position made of the next bytes (as in the `positions` target), drawn as DOT, JSON,
//! SVG or PNG (into a file), in misère play or not, under small limits on its size.

use std::path::Path;

use super::Surface;
use super::command::{Choices, Outcome, graph_limits, limits, sg};
use super::positions::{games, words};

pub(crate) const SURFACE: Surface = Surface {
    name: "graph",
    seeds,
    run,
};

fn seeds() -> Vec<Vec<u8>> {
    (0u8..64)
        .map(|i| vec![i, i % 4, i % 3, 1, 3, 2, 5, i / 4])
        .collect()
}

const FORMATS: [&str; 4] = ["dot", "json", "svg", "png"];

fn run(data: &[u8], dir: &Path) -> Outcome {
    let games = games();
    let mut choices = Choices::new(data);
    let game = choices.pick(&games).clone();
    let format = *choices.pick(&FORMATS);
    let misere = choices.below(3) == 0;
    let mut args = vec!["graph".to_string(), game];
    args.extend(words(&mut choices, &games));
    args.extend(["--format".into(), format.into()]);
    if format == "png" || format == "svg" {
        let file = dir.join(format!("graph.{format}"));
        args.extend(["-o".into(), file.to_string_lossy().into_owned()]);
    }
    if misere {
        args.push("--misere".into());
    }
    args.extend(graph_limits());
    args.extend(limits());
    sg(&args, "")
}
