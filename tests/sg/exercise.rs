//! Drives the whole front end with one input, checking what must hold for every input:
//! no panic; every error renders with a line and column inside the text; a game that
//! lowers prints, re-reads as the same game, and generates moves from small positions.
//!
//! Shared by the fuzz target (`fuzz/fuzz_targets/front_end.rs`) and the regression tests.

use sg::Error;
use sg::ir::{Game, HeapLayout, Override};
use sg::span::Location;

/// Runs `bytes` (a rule file, not necessarily UTF-8) through the front end, without and
/// with `--set` overrides of the game's parameters.
pub(crate) fn exercise(bytes: &[u8]) {
    let game = match sg::parse_bytes("fuzz.game", bytes.to_vec(), &[]) {
        Ok(game) => game,
        Err(e) => {
            check_error(&e);
            return;
        }
    };
    check_game(&game);
    // Overrides: the smallest and largest values, a non-number, and an unknown name.
    let mut sets: Vec<Vec<Override>> = Vec::new();
    for (name, _) in game.params.iter().take(4) {
        for value in [
            "0",
            "1",
            "18446744073709551615",
            "18446744073709551616",
            "x",
        ] {
            sets.push(vec![over(name, value)]);
        }
    }
    sets.push(vec![over("no_such_parameter", "1")]);
    for overrides in sets {
        match sg::parse_bytes("fuzz.game", bytes.to_vec(), &overrides) {
            Ok(game) => check_game(&game),
            Err(e) => check_error(&e),
        }
    }
}

fn over(name: &str, value: &str) -> Override {
    Override {
        name: name.to_string(),
        value: value.to_string(),
    }
}

/// An error renders as `error: …` and, when it points into a text, at a line and column
/// inside that text.
pub(crate) fn check_error(error: &Error) {
    let rendered = sg::cli::render(error);
    assert!(rendered.starts_with("error: "), "{rendered}");
    assert!(!error.message.is_empty());
    if let Some((source, span)) = &error.place {
        let text = &source.text;
        assert!(span.start <= span.end, "span {span:?} runs backwards");
        assert!(span.end <= text.len() + 1, "span {span:?} past the text");
        let loc = Location::of(text, *span);
        // Line breaks as the language counts them: `\r\n`, `\n` or a lone `\r`.
        let lines = 1 + text.replace("\r\n", "\n").matches(['\n', '\r']).count();
        assert!(
            loc.line >= 1 && loc.line <= lines,
            "line {} of {lines}",
            loc.line
        );
        assert!(loc.column >= 1 && loc.column <= loc.line_text.chars().count() + 1);
        assert!(
            rendered.contains(&format!("{}:{}:{}", source.name, loc.line, loc.column)),
            "{rendered}"
        );
    }
}

/// Prints the game, re-reads the printed form, and generates moves from small positions.
pub(crate) fn check_game(game: &Game) {
    let printed = game.to_string();
    match sg::parse_game(sg::Source::new("printed.game", printed.as_str()), &[]) {
        Ok(again) => assert_eq!(again.to_string(), printed, "printing is not stable"),
        Err(e) => panic!(
            "the printed game does not re-read:\n{printed}\n{}",
            sg::cli::render(&e)
        ),
    }
    let _ = game.properties();
    for position in small_positions(game.layout) {
        let total: u128 = position.iter().map(|&h| u128::from(h)).sum();
        if let Ok(moves) = game.moves(&position) {
            for mv in &moves {
                let after: u128 = mv.position.iter().map(|&h| u128::from(h)).sum();
                assert!(after <= total, "{position:?} -> {:?}", mv.position);
                assert!(!game.describe(&position, mv).is_empty());
            }
        }
    }
    for n in 0..8 {
        let _ = game.heap_options(n, &mut |_, k, parts| {
            assert!(k + parts.iter().sum::<u64>() <= n);
        });
    }
}

/// Positions small enough that generating every move is cheap.
fn small_positions(layout: HeapLayout) -> Vec<Vec<u64>> {
    match layout {
        HeapLayout::Exactly(count) if count > 4 => Vec::new(),
        HeapLayout::Exactly(count) => vec![
            vec![0; count],
            vec![1; count],
            vec![3; count],
            (0..count as u64).map(|i| 5 - i).collect(),
        ],
        HeapLayout::Any | HeapLayout::Ordered => vec![
            vec![],
            vec![0],
            vec![1],
            vec![4],
            vec![2, 3],
            vec![1, 2, 3],
            vec![6, 0, 5],
        ],
    }
}
