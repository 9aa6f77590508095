//! The one error renderer: `error: message`, then `--> file:line:col`, the source line
//! and a caret under the offending text.

use crate::error::Error;
use crate::span::Location;

pub fn render(error: &Error) -> String {
    let mut out = format!("error: {}\n", error.message);
    if let Some((source, span)) = &error.place {
        let loc = Location::of(&source.text, *span);
        let gutter = loc.line.to_string().len();
        let pad = " ".repeat(gutter);
        let shown: String = loc.line_text.chars().map(printable).collect();
        let before: String = loc
            .line_text
            .chars()
            .take(loc.column - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        out += &format!("{pad}--> {}:{}:{}\n", source.name, loc.line, loc.column);
        out += &format!("{pad} |\n");
        out += &format!("{} | {shown}\n", loc.line);
        out += &format!("{pad} | {before}{}\n", "^".repeat(loc.width));
    } else if let Some(file) = &error.file {
        out += &format!(" --> {file}\n");
    }
    out
}

/// Control characters (and the replacement for bad bytes) shown as a visible mark.
fn printable(c: char) -> char {
    if c.is_control() && c != '\t' {
        '\u{fffd}'
    } else {
        c
    }
}
