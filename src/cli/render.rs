//! The one error renderer: `error: message`, then `--> file:line:col`, the source line
//! and a caret under the offending text. A long line is shown as a window around the
//! caret, so that an error in a huge line is still a few lines of output.

use crate::error::Error;
use crate::span::Location;

/// The most characters of a source line shown; longer lines are cut around the caret.
const MAX_SHOWN: usize = 200;
/// How many characters before the caret a cut line keeps.
const CONTEXT_BEFORE: usize = 80;

/// The error as the command line prints it: the message and, for an error in a file, the file, line and column, the line itself and a caret under the place.
pub fn render(error: &Error) -> String {
    let mut out = format!("error: {}\n", error.message);
    if let Some((source, span)) = &error.place {
        let loc = Location::of(&source.text, *span);
        let gutter = loc.line.to_string().len();
        let pad = " ".repeat(gutter);
        let line: Vec<char> = loc.line_text.chars().collect();
        let caret = loc.column - 1;
        // The window of the line shown: all of it when it is short enough.
        let (from, to) = if line.len() <= MAX_SHOWN {
            (0, line.len())
        } else {
            let from = caret.saturating_sub(CONTEXT_BEFORE);
            (from, (from + MAX_SHOWN).min(line.len()))
        };
        let cut_before = if from > 0 { "…" } else { "" };
        let cut_after = if to < line.len() { "…" } else { "" };
        let shown: String = line[from..to].iter().map(|&c| printable(c)).collect();
        let before: String = line[from..caret.min(to)]
            .iter()
            .map(|&c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        let width = loc.width.min(to.saturating_sub(caret)).max(1);
        out += &format!("{pad}--> {}:{}:{}\n", source.name, loc.line, loc.column);
        out += &format!("{pad} |\n");
        out += &format!("{} | {cut_before}{shown}{cut_after}\n", loc.line);
        let indent = if from > 0 { " " } else { "" };
        out += &format!("{pad} | {indent}{before}{}\n", "^".repeat(width));
    } else if let Some(file) = &error.file {
        out += &format!(" --> {file}\n");
    }
    out
}

/// Control and invisible formatting characters (and the replacement for bad bytes) are
/// shown as a visible mark, so the caret stays under the right place.
fn printable(c: char) -> char {
    let invisible = matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}');
    if (c.is_control() && c != '\t') || invisible {
        '\u{fffd}'
    } else {
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Source;
    use crate::span::Span;

    fn rendered(text: &str, span: Span) -> String {
        render(&Error::at(&Source::new("f.game", text), span, "bad"))
    }

    #[test]
    fn short_line_is_shown_whole() {
        let out = rendered("move tak 1", Span::new(5, 8));
        assert_eq!(
            out,
            "error: bad\n --> f.game:1:6\n  |\n1 | move tak 1\n  |      ^^^\n"
        );
    }

    #[test]
    fn long_line_is_cut_around_the_caret() {
        let text = format!("move take 1 where {}k ! 0", "k + ".repeat(50_000));
        let at = text.find('!').unwrap();
        let out = rendered(&text, Span::new(at, at + 1));
        assert!(out.len() < 600, "{out}");
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines[1].ends_with(&format!(":1:{}", at + 1)));
        // The caret sits under the `!` in the shown window.
        let shown = lines[3].strip_prefix("1 | ").unwrap();
        let caret = lines[4].strip_prefix("  | ").unwrap();
        let column = caret.chars().count() - 1;
        assert_eq!(shown.chars().nth(column), Some('!'), "{out}");
        assert!(shown.starts_with('…'));
    }

    #[test]
    fn caret_of_a_long_span_stops_at_the_window() {
        let text = "x".repeat(1000);
        let out = rendered(&text, Span::new(0, 1000));
        assert!(out.lines().nth(4).unwrap().matches('^').count() <= MAX_SHOWN);
        assert!(out.lines().nth(3).unwrap().ends_with('…'));
    }
}
