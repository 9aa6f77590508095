//! `sg check`: every form of the language accepted and printed in normal form, every
//! error of the front end as the exact text a person sees, and every bundled game.

use std::path::Path;

use crate::support::{Run, bundled_games, scratch, sg, sg_report, write};
use sg::report::CheckReport;

/// Names from inside the grammar, which no message may show.
const RULE_NAMES: [&str; 4] = ["kw_", "_stmt", "Rule::", "number_set"];

/// Runs `sg check PATH ARGS…`.
fn check(path: &str, args: &[&str]) -> Run {
    let mut all = vec!["check", path];
    all.extend_from_slice(args);
    sg(&all)
}

fn assert_no_rule_names(run: &Run, context: &str) {
    for name in RULE_NAMES {
        assert!(
            !run.stderr.contains(name) && !run.stdout.contains(name),
            "{context}: the output shows `{name}`:\n{}{}",
            run.stdout,
            run.stderr
        );
    }
}

/// Asserts that `run` failed with exit code 1, no output, and exactly `expected` on
/// stderr, where `{path}` stands for `path`.
fn assert_rejected(run: &Run, path: &str, expected: &str, context: &str) {
    assert_eq!(
        run.stderr,
        expected.replace("{path}", path),
        "{context}: stderr"
    );
    assert_eq!(run.code, 1, "{context}: exit code");
    assert_eq!(run.stdout, "", "{context}: stdout");
    assert_no_rule_names(run, context);
}

// ---------------------------------------------------------------------------------------
// Accepted forms

/// A rule file that must pass, and lines of its normal form.
struct Accepted {
    text: &'static str,
    args: &'static [&'static str],
    /// Every line of the normal form whose first word starts one of these lines, in order.
    expected: &'static str,
}

fn first_word(line: &str) -> &str {
    line.split(' ').next().unwrap_or("")
}

/// Checks `text` (written to `dir/file`) with `args`; compares the normal form's lines
/// that start with the words `expected` talks about; and checks that the normal form is
/// itself a rule file with the same normal form.
fn assert_accepted(dir: &Path, file: &str, text: &str, args: &[&str], expected: &str) {
    let path = write(dir, file, text);
    let context = format!("{text:?} {args:?}");
    let run = check(&path, args);
    assert_eq!(
        (run.code, run.stderr.as_str()),
        (0, ""),
        "{context}: should pass"
    );
    assert_no_rule_names(&run, &context);
    let words: Vec<&str> = expected.lines().map(first_word).collect();
    let shown: Vec<&str> = run
        .stdout
        .lines()
        .filter(|line| words.contains(&first_word(line)))
        .collect();
    assert_eq!(
        shown,
        expected.lines().collect::<Vec<_>>(),
        "{context}: normal form\n{}",
        run.stdout
    );
    let again = write(dir, &format!("{file}.normal"), &run.stdout);
    let rerun = check(&again, &[]);
    assert_eq!(
        (rerun.code, rerun.stdout.as_str()),
        (0, run.stdout.as_str()),
        "{context}: the normal form reads back the same\n{}",
        rerun.stderr
    );
}

const ACCEPTED: &[Accepted] = &[
    // say: words of a move, expressions in braces written in normal form
    Accepted {
        text: "game \"t\"\nparam top = 9\ncomponent n, m = n\n\
               move choose k in 1..min(n, m) to (n - k, 2*k) where k != 3 say \"take {k}  of {n}: { n-k } left, {top}\"\n\
               move wins where n == 1 say \"win at {n}\"\n",
        args: &[],
        expected: "move choose k in 1..min(n, m) to (n - k, 2 * k) where k != 3 say \"take {k}  of {n}: {n - k} left, {9}\"\n\
                   move wins where n == 1 say \"win at {n}\"",
    },
    // game, defaults
    Accepted {
        text: "game \"Kayles\"\nmove take 1..2 leave 0..2\n",
        args: &[],
        expected: "game \"Kayles\"\nheaps any\nplay normal\nmove take 1..2 leave 0..2",
    },
    Accepted {
        text: "game \"Dawson's {odd} name\"\nmove take 1\n",
        args: &[],
        expected: "game \"Dawson's {odd} name\"",
    },
    // param and --set
    Accepted {
        text: "game \"Bash\"\nparam m = 3\nmove take 1..m\n",
        args: &[],
        expected: "param m = 3\nmove take 1..3 leave 0..1",
    },
    Accepted {
        text: "game \"Bash\"\nparam m = 3\nmove take 1..m\n",
        args: &["--set", "m=5"],
        expected: "param m = 5\nmove take 1..5 leave 0..1",
    },
    Accepted {
        text: "game \"Bash\"\nparam m = 3\nmove take 1..m\n",
        args: &["--set", "m=4", "--set", " m = 6 "],
        expected: "param m = 6\nmove take 1..6 leave 0..1",
    },
    Accepted {
        text: "game \"t\"\nheaps h\nstart a a\nmove take {1, a..b} from 1..h heaps\n\
               param h = 2\nparam a = 3\nparam b = 5\n",
        args: &[],
        expected: "param h = 2\nparam a = 3\nparam b = 5\nheaps 2\nstart 3 3\n\
                   move take {1, 3..5} from 1..2 heaps",
    },
    Accepted {
        text: "game \"t\"\nparam moves = 2\nparam taken = 1\nmove take taken..moves\n",
        args: &[],
        expected: "move take 1..2 leave 0..1",
    },
    // A parameter named k or n is a number in sets; in `where`, k and n are the move's.
    Accepted {
        text: "game \"t\"\nparam k = 4\nparam n = 2\nmove take n..k where k < n\n",
        args: &[],
        expected: "param k = 4\nparam n = 2\nmove take 2..4 leave 0..1 where k < n",
    },
    // heaps, play, start
    Accepted {
        text: "game \"t\"\nheaps any\nplay normal\nmove take 1..\n",
        args: &[],
        expected: "heaps any\nplay normal",
    },
    Accepted {
        text: "game \"t\"\nheaps 3\nplay misere\nmove take 1..\nstart 1 0 18446744073709551615\n",
        args: &[],
        expected: "heaps 3\nplay misere\nstart 1 0 18446744073709551615",
    },
    Accepted {
        text: "game \"t\"\nheaps ordered\nmove take 1..\nstart 3 5 7\n",
        args: &[],
        expected: "heaps ordered\nstart 3 5 7",
    },
    // number sets
    Accepted {
        text: "game \"t\"\nmove take 3\nmove take 1..3\nmove take 1..\nmove take {1, 3, 4}\n\
               move take {5, 1..2}\nmove take {1..3, 2..6}\nmove take {1.., 5}\n\
               move take {4, 3, 5}\nmove take 18446744073709551615\n",
        args: &[],
        expected: "move take 3 leave 0..1\nmove take 1..3 leave 0..1\nmove take 1.. leave 0..1\n\
                   move take {1, 3..4} leave 0..1\nmove take {1..2, 5} leave 0..1\n\
                   move take 1..6 leave 0..1\nmove take 1.. leave 0..1\n\
                   move take 3..5 leave 0..1\nmove take 18446744073709551615 leave 0..1",
    },
    // take K leave L, unequal
    Accepted {
        text: "game \"t\"\nmove take 1..2 leave 0..2\nmove take 0 leave 2\nmove take 1 leave {0, 3}\n\
               move take 2 leave 1\nmove take 1 leave 0\nmove take 0 leave 2 unequal\n\
               move take 1 leave 2..3 unequal\n",
        args: &[],
        expected: "move take 1..2 leave 0..2\nmove take 0 leave 2\nmove take 1 leave {0, 3}\n\
                   move take 2 leave 1\nmove take 1 leave 0\nmove take 0 leave 2 unequal\n\
                   move take 1 leave 2..3 unequal",
    },
    // take K from all, take K from J heaps
    Accepted {
        text: "game \"Wythoff\"\nheaps 2\nmove take 1..\nmove take 1.. from all\nstart 3 5\n",
        args: &[],
        expected: "heaps 2\nstart 3 5\nmove take 1.. leave 0..1\nmove take 1.. from all",
    },
    Accepted {
        text: "game \"t\"\nheaps ordered\nmove take {2, 4} from all\n",
        args: &[],
        expected: "move take {2, 4} from all",
    },
    Accepted {
        text: "game \"Moore\"\nparam k = 2\nmove take 1.. from 1..k heaps\n\
               move take 1.. from 1 heaps\nmove take {1, 2} from {2, 4} heaps\n",
        args: &[],
        expected: "move take 1.. from 1..2 heaps\nmove take 1.. leave 0..1\n\
                   move take 1..2 from {2, 4} heaps",
    },
    // shift K by D
    Accepted {
        text: "game \"Staircase\"\nheaps ordered\nmove shift 1.. by 1\n",
        args: &[],
        expected: "move shift 1.. by 1",
    },
    Accepted {
        text: "game \"t\"\nparam d = 3\nheaps 4\nmove shift {2, 5} by d where n > 2\n",
        args: &[],
        expected: "move shift {2, 5} by 3 where n > 2",
    },
    // octal codes
    Accepted {
        text: "game \"t\"\nmove octal 0.77\n",
        args: &[],
        expected: "move take 1..2 leave 0..2",
    },
    Accepted {
        text: "game \"t\"\nmove octal 0.137\n",
        args: &[],
        expected: "move take 1 leave 0\nmove take 2 leave 0..1\nmove take 3 leave 0..2",
    },
    Accepted {
        text: "game \"t\"\nmove octal 4.07\n",
        args: &[],
        expected: "move take 0 leave 2\nmove take 2 leave 0..2",
    },
    Accepted {
        text: "game \"t\"\nmove octal 0.3333\nmove octal 0.F\nmove octal 0.f\nmove octal .6\n",
        args: &[],
        expected: "move take 1..4 leave 0..1\nmove take 1 leave 0..3\nmove take 1 leave 0..3\n\
                   move take 1 leave 1..2",
    },
    Accepted {
        text: "game \"t\"\nmove octal 8.1\nmove octal c.4\nmove octal 0.12 where n > 3\n",
        args: &[],
        expected: "move take 0 leave 3\nmove take 1 leave 0\nmove take 0 leave 2..3\n\
                   move take 1 leave 2\nmove take 1 leave 0 where n > 3\n\
                   move take 2 leave 1 where n > 3",
    },
    // where
    Accepted {
        text: "game \"t\"\nmove take 1.. where k <= n / 2\n",
        args: &[],
        expected: "move take 1.. leave 0..1 where k <= n / 2",
    },
    Accepted {
        text: "game \"t\"\nmove take 1.. where k = 1 or k % 2 == 0 and not n != 3\n",
        args: &[],
        expected: "move take 1.. leave 0..1 where k == 1 or k % 2 == 0 and not (n != 3)",
    },
    Accepted {
        text: "game \"t\"\nmove take 1.. where -k + 2 * (n - 1) >= 0\n",
        args: &[],
        expected: "move take 1.. leave 0..1 where -k + 2 * (n - 1) >= 0",
    },
    Accepted {
        text: "game \"t\"\nmove take 1.. where k < 1 or k <= 2 or k > 3 or k >= 4 or k == 5 or k != 6\n",
        args: &[],
        expected: "move take 1.. leave 0..1 where k < 1 or k <= 2 or k > 3 or k >= 4 \
                   or k == 5 or k != 6",
    },
    Accepted {
        text: "game \"t\"\nparam m = 4\nmove take 1.. where k < m and not not k < 1 and - - - k < 1\n",
        args: &[],
        expected: "move take 1.. leave 0..1 where k < 4 and not not (k < 1) and -k < 1",
    },
    Accepted {
        text: "game \"t\"\nmove take 1.. where ((k - n) * (k + n)) % 7 != (n / 3)\n",
        args: &[],
        expected: "move take 1.. leave 0..1 where (k - n) * (k + n) % 7 != n / 3",
    },
    // bit operations, powers, divisors
    Accepted {
        text: "game \"t\"\nmove take 1.. where (k & (k - 1)) == 0 and (k << 1) <= (n xor 1) | 2 >> 1\n",
        args: &[],
        expected: "move take 1.. leave 0..1 where k & k - 1 == 0 and k << 1 <= n xor 1 | 2 >> 1",
    },
    Accepted {
        text: "game \"t\"\nmove take 1.. where (k xor n) & 3 != 0 or k | n == (k & n) xor 1\n",
        args: &[],
        expected: "move take 1.. leave 0..1 where (k xor n) & 3 != 0 or k | n == k & n xor 1",
    },
    Accepted {
        text: "game \"t\"\nmove take 1.. where power_of_2(k) and not divides(k, n) or pow(2, k) > n\n",
        args: &[],
        expected: "move take 1.. leave 0..1 where power_of_2(k) and not divides(k, n) or pow(2, k) > n",
    },
    // comments, blank lines, line ends, tabs
    Accepted {
        text: "# a header\n\ngame \"t\"   # the name\r\n\tmove  take\t1..2 # a rule\r\n\r\n# end",
        args: &[],
        expected: "game \"t\"\nmove take 1..2 leave 0..1",
    },
    Accepted {
        text: "game \"t\"\rmove take 1\rmove take 2\r",
        args: &[],
        expected: "move take 1 leave 0..1\nmove take 2 leave 0..1",
    },
];

#[test]
fn accepts_every_form_of_the_language() {
    let dir = scratch("check-accepted");
    for (i, case) in ACCEPTED.iter().enumerate() {
        let file = format!("accepted-{i}.game");
        assert_accepted(&dir, &file, case.text, case.args, case.expected);
    }
}

#[test]
fn accepts_parentheses_nested_64_deep() {
    let dir = scratch("check-deep");
    let text = format!(
        "game \"t\"\nmove take 1.. where {}k < 1{}\n",
        "(".repeat(64),
        ")".repeat(64)
    );
    assert_accepted(
        &dir,
        "deep.game",
        &text,
        &[],
        "move take 1.. leave 0..1 where k < 1",
    );
}

// ---------------------------------------------------------------------------------------
// Rejected files: every message of the front end, exactly

/// A rule file (or command line) that must fail, and the whole of stderr.
struct Rejected {
    /// Also the scratch file's name.
    name: &'static str,
    text: &'static [u8],
    args: &'static [&'static str],
    /// `{path}` stands for the rule file's path.
    stderr: &'static str,
}

const REJECTED: &[Rejected] = &[
    Rejected {
        name: "say_unknown_name",
        text: b"game \"t\"\ncomponent n\nmove choose k in 1..n to (n - k) say \"take {j}\"\n",
        args: &[],
        stderr: r#"error: unknown name `j`: not a coordinate, a chosen number or a parameter; did you mean `n`?
 --> {path}:3:45
  |
3 | move choose k in 1..n to (n - k) say "take {j}"
  |                                             ^
"#,
    },
    Rejected {
        name: "say_on_heaps",
        text: b"game \"t\"\nmove take 1..2 say \"take {k}\"\n",
        args: &[],
        stderr: r#"error: expected `from`, `leave`, `where` or the end of the line, found `say`
 --> {path}:2:16
  |
2 | move take 1..2 say "take {k}"
  |                ^^^
"#,
    },
    Rejected {
        name: "say_on_a_board",
        text: b"game \"t\"\nboard grid 2 x 2\nmove domino say \"cover\"\n",
        args: &[],
        stderr: r#"error: expected `where` or the end of the line, found `say`
 --> {path}:3:13
  |
3 | move domino say "cover"
  |             ^^^
"#,
    },
    Rejected {
        name: "say_hole_unclosed",
        text: b"game \"t\"\ncomponent n\nmove choose k in 1..n to (n - k) say \"take {k\"\n",
        args: &[],
        stderr: r#"error: expected `}` or an operator, found `"`
 --> {path}:3:46
  |
3 | move choose k in 1..n to (n - k) say "take {k"
  |                                              ^
"#,
    },
    Rejected {
        name: "say_text_unclosed",
        text: b"game \"t\"\ncomponent n\nmove choose k in 1..n to (n - k) say \"take {k}\n",
        args: &[],
        stderr: r#"error: expected a closing `"` or words or `{`, found the end of the line
 --> {path}:3:47
  |
3 | move choose k in 1..n to (n - k) say "take {k}
  |                                               ^
"#,
    },
    Rejected {
        name: "say_blank",
        text: b"game \"t\"\ncomponent n\nmove choose k in 1..n to (n - k) say \"  \"\n",
        args: &[],
        stderr: r#"error: `say` needs words: the text between the quotes is blank
 --> {path}:3:34
  |
3 | move choose k in 1..n to (n - k) say "  "
  |                                  ^^^^^^^^
"#,
    },
    Rejected {
        name: "say_run_number",
        text: b"game \"t\"\ncomponent n\nmove choose m in 1..n to (i) for each i in m..n - 1 say \"{i}\"\n",
        args: &[],
        stderr: r#"error: unknown name `i`: not a coordinate, a chosen number or a parameter; did you mean `n`?
 --> {path}:3:59
  |
3 | move choose m in 1..n to (i) for each i in m..n - 1 say "{i}"
  |                                                           ^
"#,
    },
    Rejected {
        name: "say_unquoted",
        text: b"game \"t\"\ncomponent n\nmove choose k in 1..n to (n - k) say take\n",
        args: &[],
        stderr: r#"error: expected a quoted text, found `take`
 --> {path}:3:38
  |
3 | move choose k in 1..n to (n - k) say take
  |                                      ^^^^
"#,
    },
    Rejected {
        name: "unknown_function",
        text: b"game \"t\"\nmove take 1.. where f(k) > 1\n",
        args: &[],
        stderr: r#"error: unknown function `f`: expressions know `min(a, b, …)`, `max(a, b, …)`, `pow(a, b)`, `power_of_2(a)`, `prime(a)` and `divides(a, b)`
 --> {path}:2:21
  |
2 | move take 1.. where f(k) > 1
  |                     ^
"#,
    },
    Rejected {
        name: "argument_count",
        text: b"game \"t\"\nmove take 1.. where divides(k)\n",
        args: &[],
        stderr: r#"error: `divides` needs 2 numbers
 --> {path}:2:21
  |
2 | move take 1.. where divides(k)
  |                     ^^^^^^^^^^
"#,
    },
    Rejected {
        name: "predicate_as_number",
        text: b"game \"t\"\nmove take 1.. where power_of_2(k) + 1 > n\n",
        args: &[],
        stderr: r#"error: arithmetic needs a number, but this is a condition
 --> {path}:2:21
  |
2 | move take 1.. where power_of_2(k) + 1 > n
  |                     ^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "misspelt_statement",
        text: b"game \"t\"\nmov take 1\n",
        args: &[],
        stderr: r#"error: unknown statement `mov`; did you mean `move`?
 --> {path}:2:1
  |
2 | mov take 1
  | ^^^
"#,
    },
    Rejected {
        name: "unknown_statement",
        text: b"game \"t\"\nxyzzy take 1\n",
        args: &[],
        stderr: r#"error: unknown statement `xyzzy`
 --> {path}:2:1
  |
2 | xyzzy take 1
  | ^^^^^
"#,
    },
    Rejected {
        name: "misspelt_keyword",
        text: b"game \"t\"\nmove tak 1\n",
        args: &[],
        stderr: r#"error: unknown word `tak`; did you mean `take`?
 --> {path}:2:6
  |
2 | move tak 1
  |      ^^^
"#,
    },
    Rejected {
        name: "misspelt_clause",
        text: b"game \"t\"\nmove take 1 leav 2\n",
        args: &[],
        stderr: r#"error: unknown word `leav`; did you mean `leave`?
 --> {path}:2:13
  |
2 | move take 1 leav 2
  |             ^^^^
"#,
    },
    Rejected {
        name: "unexpected_word",
        text: b"game \"t\"\nmove take 1 foo\n",
        args: &[],
        stderr: r#"error: expected `from`, `leave`, `where` or the end of the line, found `foo`
 --> {path}:2:13
  |
2 | move take 1 foo
  |             ^^^
"#,
    },
    Rejected {
        name: "missing_rule",
        text: b"game \"t\"\nmove\n",
        args: &[],
        stderr: r#"error: expected `domino`, `octal`, `remove`, `shift`, `take`, `to` or `token`, found the end of the line
 --> {path}:2:5
  |
2 | move
  |     ^
"#,
    },
    Rejected {
        name: "missing_set",
        text: b"game \"t\"\nmove take\n",
        args: &[],
        stderr: r#"error: expected a number, a range or a set, found the end of the line
 --> {path}:2:10
  |
2 | move take
  |          ^
"#,
    },
    Rejected {
        name: "missing_play_value",
        text: b"game \"t\"\nplay\n",
        args: &[],
        stderr: r#"error: expected `misere` or `normal`, found the end of the line
 --> {path}:2:5
  |
2 | play
  |     ^
"#,
    },
    Rejected {
        name: "unquoted_name",
        text: b"game t\nmove take 1\n",
        args: &[],
        stderr: r#"error: expected a quoted name, found `t`
 --> {path}:1:6
  |
1 | game t
  |      ^
"#,
    },
    Rejected {
        name: "unclosed_name",
        text: b"game \"t\nmove take 1\n",
        args: &[],
        stderr: r#"error: expected a closing `"`, found the end of the line
 --> {path}:1:8
  |
1 | game "t
  |        ^
"#,
    },
    Rejected {
        name: "missing_equals",
        text: b"game \"t\"\nparam m 3\nmove take 1\n",
        args: &[],
        stderr: r#"error: expected `=`, found `3`
 --> {path}:2:9
  |
2 | param m 3
  |         ^
"#,
    },
    Rejected {
        name: "keyword_as_param",
        text: b"game \"t\"\nparam take = 3\nmove take 1\n",
        args: &[],
        stderr: r#"error: expected a name, found `take`
 --> {path}:2:7
  |
2 | param take = 3
  |       ^^^^
"#,
    },
    Rejected {
        name: "negative_param",
        text: b"game \"t\"\nparam m = -1\nmove take 1\n",
        args: &[],
        stderr: r#"error: expected a number, found `-`
 --> {path}:2:11
  |
2 | param m = -1
  |           ^
"#,
    },
    Rejected {
        name: "unclosed_set",
        text: b"game \"t\"\nmove take {1, 3\n",
        args: &[],
        stderr: r#"error: expected `,` or `}`, found the end of the line
 --> {path}:2:16
  |
2 | move take {1, 3
  |                ^
"#,
    },
    Rejected {
        name: "empty_set",
        text: b"game \"t\"\nmove take {}\n",
        args: &[],
        stderr: r#"error: expected a number, a range or a set, found `}`
 --> {path}:2:12
  |
2 | move take {}
  |            ^
"#,
    },
    Rejected {
        name: "nested_set",
        text: b"game \"t\"\nmove take {1, {3}}\n",
        args: &[],
        stderr: r#"error: expected a number, a range or a set, found `{`
 --> {path}:2:15
  |
2 | move take {1, {3}}
  |               ^
"#,
    },
    Rejected {
        name: "range_as_distance",
        text: b"game \"t\"\nheaps ordered\nmove shift 1 by 1..2\n",
        args: &[],
        stderr: r#"error: expected `where` or the end of the line, found `.`
 --> {path}:3:18
  |
3 | move shift 1 by 1..2
  |                  ^
"#,
    },
    Rejected {
        name: "two_point_octal",
        text: b"game \"t\"\nmove octal 0.7.7\n",
        args: &[],
        stderr: r#"error: expected `where` or the end of the line, found `.`
 --> {path}:2:15
  |
2 | move octal 0.7.7
  |               ^
"#,
    },
    Rejected {
        name: "missing_expression",
        text: b"game \"t\"\nmove take 1 where\n",
        args: &[],
        stderr: r#"error: expected an expression, found the end of the line
 --> {path}:2:18
  |
2 | move take 1 where
  |                  ^
"#,
    },
    Rejected {
        name: "chained_comparison",
        text: b"game \"t\"\nmove take 1.. where k < 1 < 2\n",
        args: &[],
        stderr: r#"error: expected `and`, `or`, an operator or the end of the line, found `<`
 --> {path}:2:27
  |
2 | move take 1.. where k < 1 < 2
  |                           ^
"#,
    },
    Rejected {
        name: "unclosed_parenthesis",
        text: b"game \"t\"\nmove take 1.. where (k < 1\n",
        args: &[],
        stderr: r#"error: expected `)`, `and`, `or` or an operator, found the end of the line
 --> {path}:2:27
  |
2 | move take 1.. where (k < 1
  |                           ^
"#,
    },
    Rejected {
        name: "doubled_operator",
        text: b"game \"t\"\nmove take 1.. where k < < 1\n",
        args: &[],
        stderr: r#"error: expected an expression, found `<`
 --> {path}:2:25
  |
2 | move take 1.. where k < < 1
  |                         ^
"#,
    },
    Rejected {
        name: "missing_game",
        text: b"move take 1\n",
        args: &[],
        stderr: r#"error: the first statement must be `game "NAME"`
 --> {path}:1:1
  |
1 | move take 1
  | ^^^^
"#,
    },
    Rejected {
        name: "game_not_first",
        text: b"param m = 1\ngame \"t\"\nmove take m\n",
        args: &[],
        stderr: r#"error: the first statement must be `game "NAME"`
 --> {path}:1:1
  |
1 | param m = 1
  | ^^^^^
"#,
    },
    Rejected {
        name: "game_twice",
        text: b"game \"t\"\ngame \"u\"\nmove take 1\n",
        args: &[],
        stderr: r#"error: `game` is given twice (first on line 1)
 --> {path}:2:1
  |
2 | game "u"
  | ^^^^
"#,
    },
    Rejected {
        name: "play_twice",
        text: b"game \"t\"\nplay misere\nmove take 1\nplay normal\n",
        args: &[],
        stderr: r#"error: `play` is given twice (first on line 2)
 --> {path}:4:1
  |
4 | play normal
  | ^^^^
"#,
    },
    Rejected {
        name: "heaps_twice",
        text: b"game \"t\"\nheaps 2\nheaps ordered\nmove take 1\n",
        args: &[],
        stderr: r#"error: `heaps` is given twice (first on line 2)
 --> {path}:3:1
  |
3 | heaps ordered
  | ^^^^^
"#,
    },
    Rejected {
        name: "start_twice",
        text: b"game \"t\"\nstart 1\nstart 2\nmove take 1\n",
        args: &[],
        stderr: r#"error: `start` is given twice (first on line 2)
 --> {path}:3:1
  |
3 | start 2
  | ^^^^^
"#,
    },
    Rejected {
        name: "unknown_param",
        text: b"game \"t\"\nmove take 1..m\n",
        args: &[],
        stderr: r#"error: unknown parameter `m`
 --> {path}:2:14
  |
2 | move take 1..m
  |              ^
"#,
    },
    Rejected {
        name: "unknown_param_suggested",
        text: b"game \"t\"\nparam max = 3\nmove take 1..mx\n",
        args: &[],
        stderr: r#"error: unknown parameter `mx`; did you mean `max`?
 --> {path}:3:14
  |
3 | move take 1..mx
  |              ^^
"#,
    },
    Rejected {
        name: "unknown_param_in_where",
        text: b"game \"t\"\nmove take 1.. where k < limit\n",
        args: &[],
        stderr: r#"error: unknown parameter `limit`
 --> {path}:2:25
  |
2 | move take 1.. where k < limit
  |                         ^^^^^
"#,
    },
    Rejected {
        name: "unknown_param_in_start",
        text: b"game \"t\"\nstart 1 x\nmove take 1\n",
        args: &[],
        stderr: r#"error: unknown parameter `x`
 --> {path}:2:9
  |
2 | start 1 x
  |         ^
"#,
    },
    Rejected {
        name: "unknown_heap_count",
        text: b"game \"t\"\nheaps an\nmove take 1\n",
        args: &[],
        stderr: r#"error: unknown parameter `an`
 --> {path}:2:7
  |
2 | heaps an
  |       ^^
"#,
    },
    Rejected {
        name: "param_twice",
        text: b"game \"t\"\nparam m = 3\nparam m = 4\nmove take 1..m\n",
        args: &[],
        stderr: r#"error: parameter `m` is defined twice (first on line 2)
 --> {path}:3:7
  |
3 | param m = 4
  |       ^
"#,
    },
    Rejected {
        name: "set_unknown_param",
        text: b"game \"t\"\nparam m = 3\nmove take 1..m\n",
        args: &["--set", "n=5"],
        stderr: r#"error: unknown parameter `n`; did you mean `m`?
 --> command line:1:7
  |
1 | --set n=5
  |       ^
"#,
    },
    Rejected {
        name: "set_unknown_param_suggested",
        text: b"game \"t\"\nparam max = 3\nmove take 1..max\n",
        args: &["--set", "mx=5"],
        stderr: r#"error: unknown parameter `mx`; did you mean `max`?
 --> command line:1:7
  |
1 | --set mx=5
  |       ^^
"#,
    },
    Rejected {
        name: "set_not_a_number",
        text: b"game \"t\"\nparam m = 3\nmove take 1..m\n",
        args: &["--set", "m=abc"],
        stderr: r#"error: `abc` is not a number
 --> command line:1:9
  |
1 | --set m=abc
  |         ^^^
"#,
    },
    Rejected {
        name: "set_negative",
        text: b"game \"t\"\nparam m = 3\nmove take 1..m\n",
        args: &["--set", "m=-1"],
        stderr: r#"error: `-1` is not a number
 --> command line:1:9
  |
1 | --set m=-1
  |         ^^
"#,
    },
    Rejected {
        name: "set_too_large",
        text: b"game \"t\"\nparam m = 3\nmove take 1..m\n",
        args: &["--set", "m=18446744073709551616"],
        stderr: r#"error: `18446744073709551616` is too large: numbers go up to 18446744073709551615
 --> command line:1:9
  |
1 | --set m=18446744073709551616
  |         ^^^^^^^^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "set_second_unknown",
        text: b"game \"t\"\nparam m = 3\nmove take 1..m\n",
        args: &["--set", "m=4", "--set", "q=1"],
        stderr: r#"error: unknown parameter `q`; did you mean `m`?
 --> command line:1:7
  |
1 | --set q=1
  |       ^
"#,
    },
    Rejected {
        name: "inverted_range",
        text: b"game \"t\"\nmove take 5..3\n",
        args: &[],
        stderr: r#"error: the range 5..3 is empty: its end is below its start
 --> {path}:2:11
  |
2 | move take 5..3
  |           ^^^^
"#,
    },
    Rejected {
        name: "inverted_range_param",
        text: b"game \"t\"\nparam m = 3\nmove take {1, 5..m}\n",
        args: &[],
        stderr: r#"error: the range 5..3 is empty: its end is below its start
 --> {path}:3:15
  |
3 | move take {1, 5..m}
  |               ^^^^
"#,
    },
    Rejected {
        name: "number_too_large",
        text: b"game \"t\"\nmove take 18446744073709551616\n",
        args: &[],
        stderr: r#"error: `18446744073709551616` is too large: numbers go up to 18446744073709551615
 --> {path}:2:11
  |
2 | move take 18446744073709551616
  |           ^^^^^^^^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "number_too_large_in_where",
        text: b"game \"t\"\nmove take 1.. where k < 99999999999999999999\n",
        args: &[],
        stderr: r#"error: `99999999999999999999` is too large: numbers go up to 18446744073709551615
 --> {path}:2:25
  |
2 | move take 1.. where k < 99999999999999999999
  |                         ^^^^^^^^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "param_too_large",
        text: b"game \"t\"\nparam m = 18446744073709551616\nmove take 1..m\n",
        args: &[],
        stderr: r#"error: `18446744073709551616` is too large: numbers go up to 18446744073709551615
 --> {path}:2:11
  |
2 | param m = 18446744073709551616
  |           ^^^^^^^^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "leave_too_many",
        text: b"game \"t\"\nmove take 1 leave 4\n",
        args: &[],
        stderr: r#"error: `leave 4` is out of range: a move leaves 0, 1, 2 or 3 heaps
 --> {path}:2:19
  |
2 | move take 1 leave 4
  |                   ^
"#,
    },
    Rejected {
        name: "leave_unbounded",
        text: b"game \"t\"\nmove take 1 leave 1..\n",
        args: &[],
        stderr: r#"error: `leave 1..` is out of range: a move leaves 0, 1, 2 or 3 heaps
 --> {path}:2:19
  |
2 | move take 1 leave 1..
  |                   ^^^
"#,
    },
    Rejected {
        name: "bad_octal_digit",
        text: b"game \"t\"\nmove octal 0.7g\n",
        args: &[],
        stderr: r#"error: `g` is not an octal or hexadecimal digit
 --> {path}:2:15
  |
2 | move octal 0.7g
  |               ^
"#,
    },
    Rejected {
        name: "octal_two_digits_before_point",
        text: b"game \"t\"\nmove octal 04.7\n",
        args: &[],
        stderr: r#"error: an octal code has at most one digit before the point: write it like 0.77 or 4.07
 --> {path}:2:12
  |
2 | move octal 04.7
  |            ^^
"#,
    },
    Rejected {
        name: "octal_pass_move",
        text: b"game \"t\"\nmove octal 1.7\n",
        args: &[],
        stderr: r#"error: digit `1` before the point would take 0 tokens without splitting: only 0, 4, 8 or c may stand there
 --> {path}:2:12
  |
2 | move octal 1.7
  |            ^
"#,
    },
    Rejected {
        name: "octal_pass_move_hex",
        text: b"game \"t\"\nmove octal f.7\n",
        args: &[],
        stderr: r#"error: digit `f` before the point would take 0 tokens without splitting: only 0, 4, 8 or c may stand there
 --> {path}:2:12
  |
2 | move octal f.7
  |            ^
"#,
    },
    Rejected {
        name: "octal_no_move",
        text: b"game \"t\"\nmove octal 0.00\n",
        args: &[],
        stderr: r#"error: the octal code 0.00 allows no move
 --> {path}:2:12
  |
2 | move octal 0.00
  |            ^^^^
"#,
    },
    Rejected {
        name: "from_all_any_heaps",
        text: b"game \"t\"\nmove take 1.. from all\n",
        args: &[],
        stderr: r#"error: `from all` needs a fixed arrangement of heaps: add `heaps N` or `heaps ordered`
 --> {path}:2:1
  |
2 | move take 1.. from all
  | ^^^^^^^^^^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "shift_any_heaps",
        text: b"game \"t\"\nmove shift 1.. by 1\n",
        args: &[],
        stderr: r#"error: `shift` needs a fixed arrangement of heaps: add `heaps N` or `heaps ordered`
 --> {path}:2:1
  |
2 | move shift 1.. by 1
  | ^^^^^^^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "split_fixed_heaps",
        text: b"game \"t\"\nheaps 2\nmove take 1 leave 2\n",
        args: &[],
        stderr: r#"error: splitting a heap needs `heaps any`: with `heaps 2` the number of heaps cannot change
 --> {path}:3:1
  |
3 | move take 1 leave 2
  | ^^^^^^^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "split_ordered_heaps",
        text: b"game \"t\"\nheaps ordered\nmove octal 0.77\n",
        args: &[],
        stderr: r#"error: splitting a heap needs `heaps any`: with `heaps ordered` the number of heaps cannot change
 --> {path}:3:1
  |
3 | move octal 0.77
  | ^^^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "start_too_many",
        text: b"game \"t\"\nheaps 2\nmove take 1..\nstart 1 2 3\n",
        args: &[],
        stderr: r#"error: `start` has 3 heaps, but the game has exactly 2
 --> {path}:4:1
  |
4 | start 1 2 3
  | ^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "start_too_few",
        text: b"game \"t\"\nheaps 2\nmove take 1..\nstart 1\n",
        args: &[],
        stderr: r#"error: `start` has 1 heap, but the game has exactly 2
 --> {path}:4:1
  |
4 | start 1
  | ^^^^^^^
"#,
    },
    Rejected {
        name: "no_move",
        text: b"game \"t\"\nparam m = 1\n",
        args: &[],
        stderr: r#"error: the game has no `move`: add at least one move rule
 --> {path}:1:1
  |
1 | game "t"
  | ^^^^^^^^
"#,
    },
    Rejected {
        name: "no_heaps",
        text: b"game \"t\"\nheaps 0\nmove take 1\n",
        args: &[],
        stderr: r#"error: `heaps 0` has no heaps: give at least 1
 --> {path}:2:7
  |
2 | heaps 0
  |       ^
"#,
    },
    Rejected {
        name: "too_many_heaps",
        text: b"game \"t\"\nheaps 1048577\nmove take 1\n",
        args: &[],
        stderr: r#"error: `heaps 1048577` is too many heaps for one position
 --> {path}:2:7
  |
2 | heaps 1048577
  |       ^^^^^^^
"#,
    },
    Rejected {
        name: "take_nothing",
        text: b"game \"t\"\nmove take 0\n",
        args: &[],
        stderr: r#"error: this rule allows no move: taking 0 tokens changes nothing (use `leave 2` to split)
 --> {path}:2:1
  |
2 | move take 0
  | ^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "take_nothing_leave_one",
        text: b"game \"t\"\nmove take 0 leave 0..1\n",
        args: &[],
        stderr: r#"error: this rule allows no move: taking 0 tokens changes nothing (use `leave 2` to split)
 --> {path}:2:1
  |
2 | move take 0 leave 0..1
  | ^^^^^^^^^^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "from_zero_heaps",
        text: b"game \"t\"\nmove take 1 from 0 heaps\n",
        args: &[],
        stderr: r#"error: this rule allows no move: it takes from 0 heaps
 --> {path}:2:1
  |
2 | move take 1 from 0 heaps
  | ^^^^^^^^^^^^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "shift_by_zero",
        text: b"game \"t\"\nheaps 3\nmove shift 1 by 0\n",
        args: &[],
        stderr: r#"error: this rule allows no move: shifting by 0 leaves every token where it is
 --> {path}:3:1
  |
3 | move shift 1 by 0
  | ^^^^^^^^^^^^^^^^^
"#,
    },
    Rejected {
        name: "where_number",
        text: b"game \"t\"\nmove take 1.. where k + 1\n",
        args: &[],
        stderr: r#"error: `where` needs a condition, but this is a number
 --> {path}:2:21
  |
2 | move take 1.. where k + 1
  |                     ^^^^^
"#,
    },
    Rejected {
        name: "and_number",
        text: b"game \"t\"\nmove take 1.. where k < 2 and n\n",
        args: &[],
        stderr: r#"error: `and` needs a condition, but this is a number
 --> {path}:2:31
  |
2 | move take 1.. where k < 2 and n
  |                               ^
"#,
    },
    Rejected {
        name: "or_number",
        text: b"game \"t\"\nmove take 1.. where 1 or k < 2\n",
        args: &[],
        stderr: r#"error: `or` needs a condition, but this is a number
 --> {path}:2:21
  |
2 | move take 1.. where 1 or k < 2
  |                     ^
"#,
    },
    Rejected {
        name: "not_number",
        text: b"game \"t\"\nmove take 1.. where not k\n",
        args: &[],
        stderr: r#"error: `not` needs a condition, but this is a number
 --> {path}:2:25
  |
2 | move take 1.. where not k
  |                         ^
"#,
    },
    Rejected {
        name: "negate_condition",
        text: b"game \"t\"\nmove take 1.. where -(k < 1) < 0\n",
        args: &[],
        stderr: r#"error: `-` needs a number, but this is a condition
 --> {path}:2:22
  |
2 | move take 1.. where -(k < 1) < 0
  |                      ^^^^^^^
"#,
    },
    Rejected {
        name: "compare_condition",
        text: b"game \"t\"\nmove take 1.. where k < (n > 1)\n",
        args: &[],
        stderr: r#"error: a comparison needs a number, but this is a condition
 --> {path}:2:25
  |
2 | move take 1.. where k < (n > 1)
  |                         ^^^^^^^
"#,
    },
    Rejected {
        name: "arithmetic_condition",
        text: b"game \"t\"\nmove take 1.. where (k < 1) * 2 < n\n",
        args: &[],
        stderr: r#"error: arithmetic needs a number, but this is a condition
 --> {path}:2:21
  |
2 | move take 1.. where (k < 1) * 2 < n
  |                     ^^^^^^^
"#,
    },
    Rejected {
        name: "empty_file",
        text: b"",
        args: &[],
        // The shown line is empty: "1 | " ends in a space.
        stderr: "error: the file is empty: a game starts with `game \"NAME\"` and has at least one `move`\n \
                 --> {path}:1:1\n  |\n1 | \n  | ^\n",
    },
    Rejected {
        name: "only_comments",
        text: b"# a game\n\n   # to come\n",
        args: &[],
        // The shown line is empty: "4 | " ends in a space.
        stderr: "error: the file is empty: a game starts with `game \"NAME\"` and has at least one `move`\n \
                 --> {path}:4:1\n  |\n4 | \n  | ^\n",
    },
    Rejected {
        name: "not_utf8",
        text: b"game \"t\xff\"\nmove take 1\n",
        args: &[],
        stderr: r#"error: `{path}` is not UTF-8 text (a bad byte at offset 7)
 --> {path}:1:8
  |
1 | game "t�"
  |        ^
"#,
    },
    Rejected {
        name: "not_utf8_later_line",
        text: b"game \"t\"\n# caf\xe9\nmove take 1\n",
        args: &[],
        stderr: r#"error: `{path}` is not UTF-8 text (a bad byte at offset 14)
 --> {path}:2:6
  |
2 | # caf�
  |      ^
"#,
    },
];

#[test]
fn rejects_with_the_exact_message() {
    let dir = scratch("check-rejected");
    for case in REJECTED {
        let path = write(&dir, &format!("{}.game", case.name), case.text);
        let run = check(&path, case.args);
        assert_rejected(&run, &path, case.stderr, case.name);
    }
}

#[test]
fn rejects_parentheses_nested_65_deep() {
    let dir = scratch("check-too-deep");
    let line = format!(
        "move take 1.. where {}k < 1{}",
        "(".repeat(65),
        ")".repeat(65)
    );
    let path = write(&dir, "deep.game", format!("game \"t\"\n{line}\n"));
    // The caret is under the 65th opening parenthesis.
    let expected = format!(
        "error: parentheses nested more than 64 deep\n \
         --> {{path}}:2:85\n  |\n2 | {line}\n  | {}^\n",
        " ".repeat(84)
    );
    assert_rejected(&check(&path, &[]), &path, &expected, "65 deep");
}

#[test]
fn rejects_a_missing_file_and_a_directory() {
    let dir = scratch("check-no-file");
    let missing = dir.join("missing.game").to_string_lossy().into_owned();
    let expected = "error: cannot read `{path}`: no such file\n --> {path}\n";
    assert_rejected(&check(&missing, &[]), &missing, expected, "missing file");
    let folder = dir.to_string_lossy().into_owned();
    let expected = "error: `{path}` is a directory, not a rule file\n --> {path}\n";
    assert_rejected(&check(&folder, &[]), &folder, expected, "directory");
}

#[test]
fn a_missing_file_names_the_rule_file_meant() {
    let cases = [
        (&["solve", "games/nim"][..], "games/nim", "games/nim.game"),
        (
            &["solve", "games/wythof.game", "3", "5"][..],
            "games/wythof.game",
            "games/wythoff.game",
        ),
        (&["table", "kayles"][..], "kayles", "games/kayles.game"),
        (
            &["graph", "games/misere-nim", "1"][..],
            "games/misere-nim",
            "games/misere-nim.game",
        ),
    ];
    for (args, given, meant) in cases {
        let run = sg(args);
        assert_eq!((run.code, run.stdout.as_str()), (1, ""), "{args:?}");
        assert_eq!(
            run.stderr,
            format!(
                "error: cannot read `{given}`: no such file; did you mean `{meant}`?\n --> {given}\n"
            )
        );
    }
    // Nothing close: no suggestion.
    let run = sg(&["solve", "games/chess.game"]);
    assert_eq!(
        run.stderr,
        "error: cannot read `games/chess.game`: no such file\n --> games/chess.game\n"
    );
}

#[test]
fn usage_errors_exit_with_2() {
    let cases: &[(&[&str], &str)] = &[
        (&[], "Usage: sg <COMMAND>"),
        (
            &["frobnicate"],
            "error: unrecognized subcommand 'frobnicate'",
        ),
        (
            &["check"],
            "error: the following required arguments were not provided",
        ),
        (
            &["check", "games/nim.game", "--bogus"],
            "error: unexpected argument '--bogus' found",
        ),
        (
            &["check", "games/bash.game", "--set", "m5"],
            "`m5` must look like NAME=INT",
        ),
        (
            &["check", "games/bash.game", "--set", "m="],
            "`m=` must look like NAME=INT",
        ),
        (
            &["check", "games/bash.game", "--set", "=5"],
            "`=5` must look like NAME=INT",
        ),
    ];
    for (args, needle) in cases {
        let run = sg(args);
        assert_eq!(run.code, 2, "{args:?}: exit code\n{}", run.stderr);
        assert!(
            run.stderr.contains(needle),
            "{args:?}: stderr lacks {needle:?}:\n{}",
            run.stderr
        );
        assert_eq!(run.stdout, "", "{args:?}: stdout");
        assert_no_rule_names(&run, &format!("{args:?}"));
    }
}

// ---------------------------------------------------------------------------------------
// Bundled games

/// The name in the file's `game "NAME"` line.
fn game_name(path: &Path) -> String {
    let text = std::fs::read_to_string(path).expect("a bundled game is readable");
    let line = text
        .lines()
        .find(|line| line.starts_with("game \""))
        .unwrap_or_else(|| panic!("{} has a game line", path.display()));
    line["game \"".len()..line.len() - 1].to_string()
}

#[test]
fn every_bundled_game_passes() {
    let games = bundled_games();
    assert!(!games.is_empty(), "games/ holds rule files");
    for game in games {
        let path = game.to_string_lossy().into_owned();
        let name = game_name(&game);
        let run = check(&path, &[]);
        assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{path}");
        assert_eq!(
            run.stdout.lines().next(),
            Some(format!("game \"{name}\"").as_str()),
            "{path}"
        );
        let report: CheckReport = sg_report(&["check", &path, "--json"]);
        assert_eq!(report.game, name, "{path}");
        assert!(!report.rules.is_empty(), "{path}: rules");
    }
}
