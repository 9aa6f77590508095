//! Property tests of the front end: on arbitrary text and on random rule files built from
//! the language's tokens, parsing and lowering never panic, every error points at a line
//! and column inside the text, and a game that lowers prints and re-reads as itself.

use proptest::prelude::*;

use super::exercise::{check_error, check_game, exercise};

/// Words and symbols of the language, and a few things that are not.
const TOKENS: &[&str] = &[
    "game",
    "param",
    "heaps",
    "play",
    "start",
    "move",
    "take",
    "leave",
    "unequal",
    "from",
    "all",
    "shift",
    "by",
    "octal",
    "where",
    "and",
    "or",
    "not",
    "any",
    "ordered",
    "normal",
    "misere",
    "k",
    "n",
    "m",
    "x",
    "..",
    "{",
    "}",
    ",",
    "(",
    ")",
    "=",
    "==",
    "!=",
    "<",
    "<=",
    ">",
    ">=",
    "+",
    "-",
    "*",
    "/",
    "%",
    "0",
    "1",
    "2",
    "3",
    "7",
    "0.77",
    "4.07",
    "0.1",
    "\"Game\"",
    "#",
    "\"",
    "18446744073709551615",
    "18446744073709551616",
    "\t",
    "é",
    "\u{0}",
];

fn token() -> BoxedStrategy<String> {
    prop::sample::select(TOKENS)
        .prop_map(str::to_string)
        .boxed()
}

fn number() -> BoxedStrategy<String> {
    prop_oneof![
        (0u64..12).prop_map(|n| n.to_string()),
        Just("m".to_string()),
        Just(u64::MAX.to_string()),
    ]
    .boxed()
}

fn number_set() -> BoxedStrategy<String> {
    let item = prop_oneof![
        number(),
        (number(), number()).prop_map(|(a, b)| format!("{a}..{b}")),
        number().prop_map(|a| format!("{a}..")),
    ];
    prop_oneof![
        item.clone(),
        prop::collection::vec(item, 1..4).prop_map(|items| format!("{{{}}}", items.join(", "))),
    ]
    .boxed()
}

/// Expressions of bounded depth over k, n, m and small numbers, of either type.
fn expression() -> BoxedStrategy<String> {
    let leaf = prop_oneof![
        Just("k".to_string()),
        Just("n".to_string()),
        Just("m".to_string()),
        (0u64..5).prop_map(|v| v.to_string()),
    ];
    leaf.prop_recursive(5, 40, 3, |inner| {
        prop_oneof![
            (inner.clone(), "[-+*/%]", inner.clone())
                .prop_map(|(a, op, b)| format!("{a} {op} {b}")),
            (inner.clone(), "(<|<=|>|>=|==|!=|=)", inner.clone())
                .prop_map(|(a, op, b)| format!("{a} {op} {b}")),
            (inner.clone(), "(and|or)", inner.clone())
                .prop_map(|(a, op, b)| format!("{a} {op} {b}")),
            inner.clone().prop_map(|a| format!("not {a}")),
            inner.clone().prop_map(|a| format!("-{a}")),
            inner.prop_map(|a| format!("({a})")),
        ]
        .boxed()
    })
    .boxed()
}

fn statement() -> BoxedStrategy<String> {
    let take = (
        number_set(),
        prop::option::of(prop_oneof![
            number_set().prop_map(|l| format!(" leave {l}")),
            number_set().prop_map(|l| format!(" leave {l} unequal")),
            Just(" from all".to_string()),
            number_set().prop_map(|h| format!(" from {h} heaps")),
        ]),
    )
        .prop_map(|(k, rest)| format!("take {k}{}", rest.unwrap_or_default()))
        .boxed();
    let body = prop_oneof![
        4 => take,
        1 => (number_set(), number()).prop_map(|(k, d)| format!("shift {k} by {d}")),
        1 => "[0-9a-gx]{0,2}\\.[0-9a-gx]{0,6}".prop_map(|code| format!("octal {code}")),
    ]
    .boxed();
    prop_oneof![
        6 => (body, prop::option::of(expression()))
            .prop_map(|(b, w)| match w {
                Some(w) => format!("move {b} where {w}"),
                None => format!("move {b}"),
            }),
        1 => "[a-z_]{1,3}".prop_map(|name| format!("param {name} = 3")),
        1 => Just("param m = 2".to_string()),
        1 => prop_oneof![Just("any"), Just("ordered"), Just("2"), Just("0"), Just("3")]
            .prop_map(|h| format!("heaps {h}")),
        1 => prop_oneof![Just("normal"), Just("misere")].prop_map(|p| format!("play {p}")),
        1 => prop::collection::vec(number(), 0..4).prop_map(|hs| format!("start {}", hs.join(" "))),
        1 => Just("# a comment".to_string()),
        1 => Just(String::new()),
        1 => prop::collection::vec(token(), 1..8).prop_map(|ts| ts.join(" ")),
    ]
    .boxed()
}

/// A rule file: usually `game` first, then random statements, joined by random line ends;
/// sometimes with one token spliced in or cut out.
fn rule_file() -> BoxedStrategy<String> {
    let line_end = prop_oneof![4 => Just("\n"), 1 => Just("\r\n"), 1 => Just("\r")];
    (
        prop::bool::weighted(0.9),
        prop::collection::vec((statement(), line_end), 0..8),
        prop::option::of((any::<prop::sample::Index>(), token())),
    )
        .prop_map(|(with_game, lines, splice)| {
            let mut text = if with_game {
                "game \"Random\"\n".to_string()
            } else {
                String::new()
            };
            for (line, end) in lines {
                text.push_str(&line);
                text.push_str(end);
            }
            if let Some((at, token)) = splice {
                let mut at = at.index(text.len() + 1);
                while !text.is_char_boundary(at) {
                    at -= 1;
                }
                text.insert_str(at, &token);
            }
            text
        })
        .boxed()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
        exercise(text.as_bytes());
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        exercise(&bytes);
    }

    #[test]
    fn token_soup_never_panics(tokens in prop::collection::vec((token(), "[ \n]"), 0..40)) {
        let text: String = tokens.into_iter().map(|(t, sep)| t + &sep).collect();
        exercise(text.as_bytes());
    }

    #[test]
    fn grammar_shaped_files_never_panic(text in rule_file()) {
        match sg::parse_game(sg::Source::new("random.game", text.as_str()), &[]) {
            Ok(game) => check_game(&game),
            Err(e) => check_error(&e),
        }
        exercise(text.as_bytes());
    }

    #[test]
    fn errors_point_inside_the_text(text in rule_file()) {
        if let Err(e) = sg::parse_game(sg::Source::new("random.game", text.as_str()), &[]) {
            let (source, span) = e.place.as_ref().expect("a rule-file error has a place");
            prop_assert!(span.start <= source.text.len());
            let rendered = sg::cli::render(&e);
            let location = rendered.lines().nth(1).expect("a location line");
            prop_assert!(location.trim_start().starts_with("--> random.game:"), "{}", rendered);
        }
    }
}
