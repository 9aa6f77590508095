//! Words of a position that start with `-` (the erased nodes of Geography, `-NAME`, and
//! negative numbers) read as words of the position wherever they stand, as docs/LANGUAGE.md
//! writes them (`sg solve g.game c -a -b`), not as options.
//!
//! clap takes a word that starts with `-` for an option unless it comes after `--`; and a
//! position that took every hyphen word would take the options written after it too
//! (`… c -a --json`). So before clap reads the line, a word that starts with one `-` and
//! is neither a short option of the command nor its value moves, with the other words of
//! the position, after a `--`; the options stay in front, in their order. A word after a
//! `--` the person wrote is already a word of the position. A node whose name starts with
//! the letter of a short option (`-o`, `-h`) is written after `--`.

use std::ffi::{OsStr, OsString};

use clap::CommandFactory;

use super::args::Cli;

/// The arguments with the words of the position that start with `-` moved after a `--`,
/// where there are any; otherwise unchanged.
pub(super) fn with_hyphen_words(args: Vec<OsString>) -> Vec<OsString> {
    let cli = Cli::command();
    let Some((at, command)) = args
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, a)| !a.to_string_lossy().starts_with('-'))
        .and_then(|(i, name)| Some((i, cli.find_subcommand(name)?)))
    else {
        return args;
    };
    if !command
        .get_positionals()
        .any(|p| p.is_allow_negative_numbers_set())
    {
        return args;
    }
    let takes_value = |arg: &clap::Arg| arg.get_action().takes_values();
    let mut options = Vec::new();
    let mut words = Vec::new();
    let mut hyphen_word = false;
    let mut rest = args[at + 1..].iter();
    while let Some(arg) = rest.next() {
        let text = arg.to_string_lossy();
        if text == "--" {
            words.extend(rest.by_ref().cloned());
            break;
        }
        if let Some(long) = text.strip_prefix("--") {
            options.push(arg.clone());
            let known = command.get_arguments().find(|a| a.get_long() == Some(long));
            if known.is_some_and(takes_value)
                && let Some(value) = rest.next()
            {
                options.push(value.clone());
            }
            continue;
        }
        let short = text
            .strip_prefix('-')
            .and_then(|s| s.chars().next())
            .and_then(|c| command.get_arguments().find(|a| a.get_short() == Some(c)));
        match short {
            Some(option) => {
                options.push(arg.clone());
                if takes_value(option)
                    && text.chars().count() == 2
                    && let Some(value) = rest.next()
                {
                    options.push(value.clone());
                }
            }
            None => {
                hyphen_word |= text.len() > 1 && text.starts_with('-') && !is_number(&text);
                words.push(arg.clone());
            }
        }
    }
    if !hyphen_word {
        return args;
    }
    let mut rewritten = args[..=at].to_vec();
    rewritten.extend(options);
    rewritten.push(OsStr::new("--").to_os_string());
    rewritten.extend(words);
    rewritten
}

/// Whether the word is a number (clap reads `-5` as a value already).
fn is_number(word: &str) -> bool {
    let digits = word.strip_prefix('-').unwrap_or(word);
    !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewritten(line: &str) -> String {
        let args = line.split(' ').map(OsString::from).collect();
        let out: Vec<String> = with_hyphen_words(args)
            .iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        out.join(" ")
    }

    #[test]
    fn erased_nodes_move_after_a_double_dash_with_the_position() {
        assert_eq!(
            rewritten("sg solve g.game c -a --json -b --max-time 5"),
            "sg solve --json --max-time 5 -- g.game c -a -b"
        );
        assert_eq!(
            rewritten("sg graph g.game c -a -o out.dot -b"),
            "sg graph -o out.dot -- g.game c -a -b"
        );
        assert_eq!(
            rewritten("sg play --first sg g.game c -a"),
            "sg play --first sg -- g.game c -a"
        );
    }

    #[test]
    fn lines_with_no_hyphen_word_are_left_alone() {
        for line in [
            "sg solve games/nim.game 3 -4 --json",
            "sg solve g.game --position-file - --json",
            "sg table g.game --upto 5 -o x.csv",
            "sg solve g.game -- c -a",
            "sg check -x",
        ] {
            assert_eq!(rewritten(line), line);
        }
    }
}
