//! Limits of the front end: huge, deep, long, malformed and missing inputs. Each must end
//! quickly with either the game or a clear error at a location (exit 1), never a crash,
//! a stack overflow or a hang; usage errors exit 2.

use super::support::{Run, scratch, sg, sg_in_address_space, sg_with_input, write};

const GAME: &str = "game \"Limits\"\n";

/// Runs `sg check` on a scratch file with `contents` (how long each takes is measured by
/// `benches/limits.sh`, not here).
fn check_file(test: &str, contents: impl AsRef<[u8]>) -> Run {
    let dir = scratch(test);
    let path = write(&dir, "limit.game", contents);
    let run = sg(&["check", &path]);
    assert!(run.code == 0 || run.code == 1, "{test}: exit {}", run.code);
    run
}

/// A clear error: exit 1, `error: ` with `words`, and a `limit.game:LINE:COL` location.
fn assert_error_at(run: &Run, words: &str, line: usize) {
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stdout.is_empty());
    let first = run.stderr.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("error: ") && first.contains(words),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains(&format!("limit.game:{line}:")),
        "{}",
        run.stderr
    );
    // However long the line, the message stays a few short lines.
    assert!(run.stderr.len() < 2000, "{} bytes", run.stderr.len());
}

#[test]
fn a_rule_file_of_the_largest_size_is_read_and_a_larger_one_refused() {
    let mut text = String::from(GAME);
    while text.len() < 250_000 {
        text.push_str("# a comment line, to make the file large\n");
    }
    let rule = "move take 1..3 where k <= n / 2 + 1\n";
    while text.len() + rule.len() <= sg::syntax::MAX_FILE_BYTES {
        text.push_str(rule);
    }
    let run = check_file("largest", &text);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("move take 1..3 leave 0..1 where"));
    text.push_str(rule);
    let run = check_file("too-large", &text);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.starts_with(&format!(
            "error: the file is {} bytes long; a rule file may have at most 524288 bytes\n",
            text.len()
        )),
        "{}",
        run.stderr
    );
}

#[test]
fn half_a_megabyte_of_parameters_is_read() {
    let mut text = String::from(GAME);
    let mut i = 0;
    while text.len() < 500_000 {
        text.push_str(&format!("param p{i} = {i}\n"));
        i += 1;
    }
    text.push_str("move take 1..p7\n");
    let run = check_file("megabyte-params", &text);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn deep_parentheses_are_a_clear_error() {
    let deep = format!(
        "{GAME}move take 1 where {}k > 0{}\n",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    let run = check_file("deep-parens", deep);
    assert_error_at(&run, "nested more than 64 deep", 2);
    // The most the language allows is fine.
    let ok = format!(
        "{GAME}move take 1 where {}k > 0{}\n",
        "(".repeat(64),
        ")".repeat(64)
    );
    assert_eq!(check_file("deep-parens-64", ok).code, 0);
}

#[test]
fn deep_parentheses_anywhere_on_a_line_are_a_clear_error() {
    // Not in an expression: still stopped before the parser.
    let run = check_file(
        "deep-parens-take",
        format!("{GAME}move take {}\n", "(".repeat(100_000)),
    );
    assert_error_at(&run, "nested", 2);
    let unbalanced = format!("{GAME}move take 1 where {}\n", "(".repeat(60_000));
    assert_error_at(&check_file("deep-parens-open", unbalanced), "nested", 2);
}

#[test]
fn a_line_of_prefix_operators_is_fine() {
    let nots = format!("{GAME}move take 1 where {}k > 0\n", "not ".repeat(16_000));
    let run = check_file("nots", nots);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("where not not (k > 0)"),
        "{}",
        run.stdout
    );

    let minus = format!("{GAME}move take 1 where {}k > 0\n", "-".repeat(64_000));
    let run = check_file("minus", minus);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("where - -k > 0"), "{}", run.stdout);

    let spaced = format!("{GAME}move take 1 where {}k > 0\n", "- ".repeat(31_999));
    let run = check_file("minus-spaced", spaced);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("where -k > 0"), "{}", run.stdout);
}

#[test]
fn a_line_long_flat_chain_is_fine() {
    let chain = format!("{GAME}move take 1 where k{} > 0\n", " + 1".repeat(16_000));
    let run = check_file("chain", chain);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let ands = format!(
        "{GAME}move take 1 where k > 0{}\n",
        " and k < n".repeat(6_000)
    );
    assert_eq!(check_file("and-chain", ands).code, 0);
    let ors = format!(
        "{GAME}move take 1 where k > 0{}\n",
        " or k * 2 < n".repeat(4_900)
    );
    assert_eq!(check_file("or-chain", ors).code, 0);
}

#[test]
fn a_flat_chain_is_parsed_evaluated_and_dropped_without_deep_recursion() {
    // On a small stack: nothing may recurse per term of a chain.
    let worker = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            for chain in [
                format!("k{} > 0", " + 1".repeat(16_000)),
                format!("k{} > 0", " * 1".repeat(16_000)),
                format!("k > 0{}", " and k <= n".repeat(5_800)),
                format!("k > n{}", " or k == 1".repeat(6_000)),
            ] {
                let text = format!("{GAME}move take 1..2 where {chain}\n");
                let game = sg::parse_game(sg::Source::new("chain.game", text), &[])
                    .expect("the chain is a valid rule");
                let moves = game.moves(&[5]).expect("no overflow");
                assert!(!moves.is_empty());
                assert!(game.to_string().len() > 60_000);
                drop(game);
            }
        })
        .expect("spawn a thread");
    worker.join().expect("no stack overflow");
}

#[test]
fn a_long_line_is_fine_and_its_errors_are_short() {
    let items: Vec<String> = (1..=10_000).map(|i| i.to_string()).collect();
    let long = format!("{GAME}move take {{{}}}\n", items.join(", "));
    let run = check_file("long-line", &long);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("move take 1..10000"));
    // An error at the end of a 60 kB line shows a window of it, caret included.
    let bad = format!("{GAME}move take {{{}, x}}\n", items.join(", "));
    let run = check_file("long-line-error", &bad);
    assert_error_at(&run, "unknown parameter `x`", 2);
    let caret_line = run.stderr.lines().nth(4).expect("a caret line");
    assert!(caret_line.trim_end().ends_with('^'), "{}", run.stderr);
    // A long unknown word gets no slow "did you mean".
    let word = format!("{GAME}{}\n", "mov".repeat(21_000));
    assert_error_at(&check_file("long-word", word), "unknown statement", 2);
}

#[test]
fn long_names_do_not_make_suggestions_slow() {
    // Suggesting the nearest name costs at most a little per candidate.
    let name = "a".repeat(60_000);
    let other = "b".repeat(60_000);
    let text = format!("{GAME}param {name} = 1\nmove take 1..{other}\n");
    let run = check_file("long-names", text);
    assert_error_at(&run, "unknown parameter", 3);
}

#[test]
fn numbers_above_u64_max_are_a_clear_error() {
    let max = u64::MAX.to_string();
    assert_eq!(
        check_file("u64-max", format!("{GAME}move take {max}\n")).code,
        0
    );
    let huge = "18446744073709551616";
    for (i, body) in [
        format!("move take {huge}"),
        format!("move take 1..{huge}"),
        format!("move take 1 leave {huge}"),
        format!("move take 1 where k < {huge}"),
        format!("move take 1 where k < {}", "9".repeat(60_000)),
        format!("param m = {huge}\nmove take 1"),
        format!("heaps {huge}\nmove take 1"),
        format!("start 1 {huge}\nmove take 1"),
        format!("move take {}", "1".repeat(60_000)),
    ]
    .iter()
    .enumerate()
    {
        let run = check_file(&format!("huge-{i}"), format!("{GAME}{body}\n"));
        assert_error_at(&run, "is too large", 2);
    }
}

#[test]
fn a_stair_that_would_overflow_is_an_error_in_the_closed_form_too() {
    // Staircase Nim's theorem finds the move of 1 token from stair 3 onto stair 2, which
    // holds u64::MAX already: the move is checked as the generator checks it.
    let run = sg(&[
        "solve",
        "games/staircase-nim.game",
        "1",
        "18446744073709551615",
        "2",
    ]);
    assert_eq!((run.code, run.stdout.as_str()), (1, ""), "{}", run.stderr);
    assert!(
        run.stderr.starts_with(
            "error: this move would make a heap larger than 18446744073709551615 at k = 1, n = 2\n  --> games/staircase-nim.game:"
        ),
        "{}",
        run.stderr
    );
    // Without the overflow, the same theorem answers at once.
    let run = sg(&[
        "solve",
        "games/staircase-nim.game",
        "1",
        "18446744073709551614",
        "2",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("move 1 from heap 3 to heap 2"),
        "{}",
        run.stdout
    );
}

#[test]
fn arithmetic_overflow_in_where_is_an_error_not_a_crash() {
    let text = format!(
        "{GAME}move take 1.. where k * {} * {} > 0\n",
        u64::MAX,
        u64::MAX
    );
    let game = sg::parse_game(sg::Source::new("overflow.game", text), &[]).expect("valid");
    assert!(game.moves(&[3]).is_err());
    let text = format!("{GAME}move take 1.. where n % (k - k) == 0\n");
    let game = sg::parse_game(sg::Source::new("zero.game", text), &[]).expect("valid");
    assert!(game.moves(&[3]).is_err());
}

/// An evaluation error inside `where` is an error at the rule that names the operation,
/// its operands and the values of the move, in rules of heaps and of components alike;
/// never a condition quietly false.
#[test]
fn evaluation_errors_name_the_rule_the_operation_and_the_values() {
    let dir = scratch("evaluation-errors");
    let cases = [
        (
            "game \"h\"\nmove take 1.. where pow(n, 40) > 0\n",
            "10",
            "arithmetic overflow in `where`: pow(10, 40) is past the 128-bit range at k = 1, n = 10",
            "h.game:2:21",
        ),
        (
            "game \"h\"\nmove take 1.. where k << 200 > 0\n",
            "5",
            "a shift by 200 places in `where`: a shift is by 0 to 127 places at k = 1, n = 1",
            "h.game:2:21",
        ),
        (
            "game \"h\"\nmove take 1.. where pow(2, 64) * k * pow(2, 62) > 0\n",
            "5",
            "arithmetic overflow in `where`: 36893488147419103232 * 4611686018427387904 is past \
             the 128-bit range at k = 2, n = 2",
            "h.game:2:21",
        ),
        (
            "game \"c\"\ncomponent a\nmove choose x in 0..a - 1 to (x) where pow(x, 200) > 0\n",
            "5",
            "arithmetic overflow: pow(2, 200) is past the 128-bit range at a = 5, x = 2",
            "h.game:3:40",
        ),
        (
            "game \"c\"\ncomponent a\nmove choose x in 0..a - 1 to (x) where x << 200 > 0\n",
            "5",
            "a shift by 200 places: a shift is by 0 to 127 places at a = 5, x = 0",
            "h.game:3:40",
        ),
        (
            "game \"c\"\ncomponent a, b\nmove choose x in 0..a - 1 to (x, b) where b / (x - 1) > 0\n",
            "3,4",
            "division by zero at a = 3, b = 4, x = 1",
            "h.game:3:43",
        ),
    ];
    for (text, position, message, place) in cases {
        let game = write(&dir, "h.game", text);
        let run = sg(&["solve", &game, position]);
        assert_eq!(run.code, 1, "{text}: {}", run.stdout);
        assert!(run.stderr.contains(message), "{text}: {}", run.stderr);
        assert!(run.stderr.contains(place), "{text}: {}", run.stderr);
    }
}

/// Positions at the top of the number range, in every command and kind, with tiny limits:
/// an answer or a clear error, never a panic. Run in the debug build, every arithmetic
/// on the numbers is checked for overflow.
#[test]
fn huge_positions_are_answered_or_refused_in_every_command_and_kind() {
    const MAX: &str = "18446744073709551615";
    let runs: &[&[&str]] = &[
        &["solve", "games/kayles.game", MAX, MAX],
        &["solve", "games/wythoff.game", MAX, MAX],
        &["solve", "games/misere-kayles.game", MAX, MAX, "1"],
        &["solve", "games/twins.game", MAX, "1", MAX],
        &["solve", "games/fibonacci-nim.game", MAX],
        &[
            "solve",
            "games/node-kayles-grid.game",
            "--set",
            &format!("rows={MAX}"),
        ],
        &[
            "solve",
            "games/kayles.game",
            MAX,
            "--compound",
            "conjunctive",
        ],
        &["table", "games/kayles.game", "--upto", MAX],
        &["table", "games/misere-kayles.game", "--upto", MAX],
        &["table", "games/twins.game", "--upto", MAX, "--stats"],
        &["quotient", "games/misere-kayles.game", MAX, MAX],
        &["quotient", "games/kayles.game", "--upto", MAX],
        &["quotient", "games/twins.game", MAX],
        &["graph", "games/kayles.game", MAX],
        &["graph", "games/wythoff.game", MAX, MAX, "--format", "json"],
    ];
    let limits = ["--max-time", "1", "--max-states", "100000"];
    for &args in runs {
        let run = sg_in_address_space(&[args, &limits[..]].concat(), None);
        let line = args.join(" ");
        assert!(run.code == 0 || run.code == 1, "{line}: {}", run.stderr);
        assert!(
            run.code == 0 || run.stderr.starts_with("error: "),
            "{line}: {}",
            run.stderr
        );
        assert!(!run.stderr.contains("panicked"), "{line}: {}", run.stderr);
    }
    for game in [
        "games/kayles.game",
        "games/misere-kayles.game",
        "games/wythoff.game",
    ] {
        let args = ["play", game, MAX, MAX, "--json", "--max-time", "1"];
        let run = sg_with_input(
            &args,
            &format!("hint\nvalues on\nto 1 {MAX}\nstate\nquit\n"),
        );
        assert!(run.code == 0 || run.code == 1, "{game}: {}", run.stderr);
        assert!(!run.stderr.contains("panicked"), "{game}: {}", run.stderr);
        assert!(run.stdout.contains("\"state\""), "{game}: {}", run.stdout);
    }
}

#[test]
fn binary_garbage_is_a_clear_error() {
    // A fixed pseudo-random sequence of bytes, NULs included.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut bytes: Vec<u8> = (0..65_536)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect();
    bytes[10] = 0;
    bytes[11] = 0xff;
    let run = check_file("garbage", &bytes);
    assert_error_at(&run, "not UTF-8", 1);
    // NUL and control characters in valid UTF-8: a syntax error, shown without them.
    let controls = format!("{GAME}move\0take 1\u{1b}[2J\n");
    let run = check_file("controls", controls);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("limit.game:2:"), "{}", run.stderr);
    assert!(!run.stderr.contains('\0') && !run.stderr.contains('\u{1b}'));
    // A byte-order mark and CR line ends.
    let run = check_file("bom", "\u{feff}game \"x\"\r\nmove take 1\r\n");
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("limit.game:1:1"), "{}", run.stderr);
}

#[test]
fn an_empty_file_is_a_clear_error() {
    assert_error_at(&check_file("empty", ""), "the file is empty", 1);
    assert_error_at(
        &check_file("blank", "\n\n   \n# only a comment\n"),
        "empty",
        5,
    );
}

#[test]
fn a_missing_file_or_a_directory_is_a_clear_error() {
    let dir = scratch("missing");
    let missing = dir.join("no-such.game").to_string_lossy().into_owned();
    let run = sg(&["check", &missing]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.starts_with("error: "), "{}", run.stderr);
    assert!(run.stderr.contains("no such file"), "{}", run.stderr);
    assert!(run.stderr.contains("no-such.game"), "{}", run.stderr);

    let run = sg(&["check", &dir.to_string_lossy()]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("is a directory"), "{}", run.stderr);
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["frobnicate", "games/nim.game"][..],
        &["check", "games/nim.game", "--no-such-option"],
        &["check"],
        &["check", "games/nim.game", "--set", "m"],
    ] {
        let run = sg(args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains("error"), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty());
    }
    // No command at all: the usage, on stderr.
    let run = sg(&[]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("Usage"), "{}", run.stderr);
}

#[test]
fn bad_set_values_are_errors_on_the_command_line() {
    for (value, words) in [
        ("many", "is not a number"),
        ("-3", "is not a number"),
        ("1.5", "is not a number"),
        ("18446744073709551616", "is too large"),
        (&"9".repeat(10_000), "is too large"),
    ] {
        let set = format!("m={value}");
        let run = sg(&["check", "games/bash.game", "--set", &set]);
        assert_eq!(run.code, 1, "{set}: {}", run.stderr);
        let first = run.stderr.lines().next().unwrap_or_default();
        assert!(first.contains(words), "{set}: {}", run.stderr);
        assert!(run.stderr.contains("--> command line:1:"), "{}", run.stderr);
        assert!(run.stderr.len() < 2000);
    }
    let run = sg(&["check", "games/bash.game", "--set", "q=1"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains("unknown parameter `q`"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("command line:1:7"), "{}", run.stderr);
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_or_closed_output_is_no_crash() {
    use std::process::{Command, Stdio};
    let full = || std::fs::OpenOptions::new().write(true).open("/dev/full");
    let Ok(dev_full) = full() else { return };
    // An error message that cannot be written: still exit 1, not a panic.
    let status = Command::new(env!("CARGO_BIN_EXE_sg"))
        .args(["check", "no-such.game"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stderr(Stdio::from(dev_full))
        .status()
        .expect("sg runs");
    assert_eq!(status.code(), Some(1));
    // Output that cannot be written: exit 1 with a message.
    let output = Command::new(env!("CARGO_BIN_EXE_sg"))
        .args(["check", "games/nim.game"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::from(full().expect("/dev/full")))
        .output()
        .expect("sg runs");
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot write the output"));
}
