//! The games that come with sg, built into the program, so that the page offers them on
//! any machine and from any folder: every file of the repository's `games/` folder (a test
//! checks that none is missing). A bundled rule file that names a board reads it from here.

/// Each bundled file's name and text.
pub(super) const BUNDLED: &[(&str, &str)] = &[
    (
        "at-least-half.game",
        include_str!("../../games/at-least-half.game"),
    ),
    ("bash.game", include_str!("../../games/bash.game")),
    ("chomp.game", include_str!("../../games/chomp.game")),
    ("cram.game", include_str!("../../games/cram.game")),
    (
        "cutting-game-as-stated.game",
        include_str!("../../games/cutting-game-as-stated.game"),
    ),
    (
        "cutting-game.game",
        include_str!("../../games/cutting-game.game"),
    ),
    (
        "dawsons-chess.game",
        include_str!("../../games/dawsons-chess.game"),
    ),
    (
        "dawsons-kayles.game",
        include_str!("../../games/dawsons-kayles.game"),
    ),
    ("euclid.game", include_str!("../../games/euclid.game")),
    (
        "even-if-not-all.game",
        include_str!("../../games/even-if-not-all.game"),
    ),
    (
        "fibonacci-nim.game",
        include_str!("../../games/fibonacci-nim.game"),
    ),
    (
        "fibonacci-subtraction.game",
        include_str!("../../games/fibonacci-subtraction.game"),
    ),
    ("funny-game.dot", include_str!("../../games/funny-game.dot")),
    (
        "funny-game.game",
        include_str!("../../games/funny-game.game"),
    ),
    ("green-girl.dot", include_str!("../../games/green-girl.dot")),
    (
        "grundys-game.game",
        include_str!("../../games/grundys-game.game"),
    ),
    (
        "hackenbush-tree.dot",
        include_str!("../../games/hackenbush-tree.dot"),
    ),
    ("hdu-1517.game", include_str!("../../games/hdu-1517.game")),
    ("hdu-1524.dot", include_str!("../../games/hdu-1524.dot")),
    ("hdu-1564.game", include_str!("../../games/hdu-1564.game")),
    ("hdu-3595.game", include_str!("../../games/hdu-3595.game")),
    ("kayles.game", include_str!("../../games/kayles.game")),
    (
        "laskers-nim.game",
        include_str!("../../games/laskers-nim.game"),
    ),
    ("loopy.dot", include_str!("../../games/loopy.dot")),
    (
        "misere-kayles.game",
        include_str!("../../games/misere-kayles.game"),
    ),
    (
        "misere-nim.game",
        include_str!("../../games/misere-nim.game"),
    ),
    (
        "mock-turtles.game",
        include_str!("../../games/mock-turtles.game"),
    ),
    ("moebius.game", include_str!("../../games/moebius.game")),
    ("mogul.game", include_str!("../../games/mogul.game")),
    ("moore-nim.game", include_str!("../../games/moore-nim.game")),
    ("nim.game", include_str!("../../games/nim.game")),
    (
        "node-kayles-grid.game",
        include_str!("../../games/node-kayles-grid.game"),
    ),
    (
        "node-kayles.game",
        include_str!("../../games/node-kayles.game"),
    ),
    ("petersen.dot", include_str!("../../games/petersen.dot")),
    ("ruler.game", include_str!("../../games/ruler.game")),
    (
        "staircase-nim.game",
        include_str!("../../games/staircase-nim.game"),
    ),
    (
        "stone-boxes.game",
        include_str!("../../games/stone-boxes.game"),
    ),
    (
        "subtraction-1-3-4.game",
        include_str!("../../games/subtraction-1-3-4.game"),
    ),
    (
        "take-and-break.game",
        include_str!("../../games/take-and-break.game"),
    ),
    (
        "turning-corners.game",
        include_str!("../../games/turning-corners.game"),
    ),
    (
        "turning-turtles.game",
        include_str!("../../games/turning-turtles.game"),
    ),
    ("twins.game", include_str!("../../games/twins.game")),
    ("wythoff.game", include_str!("../../games/wythoff.game")),
];
