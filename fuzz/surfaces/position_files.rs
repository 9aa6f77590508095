//! Position files: a bundled game chosen by the first byte, read with `--positions FILE`
//! (many positions, one a line) or `--position-file FILE` (one position, any layout); the
//! rest of the bytes are the file, as they are (lines of numbers, sums, comments, and
//! anything else, binary bytes too).

use std::path::Path;

use super::Surface;
use super::command::{Choices, Outcome, limits, sg, write};
use super::positions::games;

pub(crate) const SURFACE: Surface = Surface {
    name: "position_files",
    seeds,
    run,
};

fn seeds() -> Vec<Vec<u8>> {
    let files: [&[u8]; 6] = [
        b"3 5 7\n1 2\n\n# a comment\n0\nnothing\n",
        b"2,0\n3,3\n6,2\n",
        b"1 + games/nim.game 2\n4 4\n",
        b"18446744073709551615 1\n-1\n",
        b"ground--1 a\n1,2,3\n  7  \n",
        b"1\r\n2\r\n\t3\n",
    ];
    (0u8..48)
        .map(|i| [&[i, i % 4][..], files[usize::from(i) % files.len()]].concat())
        .collect()
}

fn run(data: &[u8], dir: &Path) -> Outcome {
    let games = games();
    let mut choices = Choices::new(data);
    let game = choices.pick(&games).clone();
    let flags = choices.below(16);
    let file = write(dir, "positions.txt", choices.rest());
    let mut args = vec!["solve".to_string(), game];
    args.push(
        if flags & 1 == 0 {
            "--positions"
        } else {
            "--position-file"
        }
        .into(),
    );
    args.push(file);
    for (bit, flag) in [(2, "--misere"), (4, "--json"), (8, "--outcome-only")] {
        if flags & bit != 0 {
            args.push(flag.into());
        }
    }
    args.extend(limits());
    sg(&args, "")
}
