//! Byte spans into a rule file, and the line/column view of them used by error messages.

/// A byte range `start..end` in a source text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Span {
    /// The first byte.
    pub start: usize,
    /// The byte after the last.
    pub end: usize,
}

impl Span {
    /// The bytes `start..end`.
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

/// Where a span sits in its text: 1-based line and column (in characters), the whole
/// line, and how many characters of that line the span covers (at least one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// The whole line.
    pub line_text: String,
    /// How many characters the span covers on that line (at least 1).
    pub width: usize,
}

impl Location {
    /// Where `span` is in `text`.
    pub fn of(text: &str, span: Span) -> Location {
        let start = floor_char_boundary(text, span.start.min(text.len()));
        let line_start = text[..start].rfind(['\n', '\r']).map_or(0, |i| i + 1);
        let line_end = text[start..]
            .find(['\n', '\r'])
            .map_or(text.len(), |i| start + i);
        let line = 1 + count_line_breaks(&text[..line_start]);
        let line_text = &text[line_start..line_end];
        let column = 1 + text[line_start..start].chars().count();
        let end = floor_char_boundary(text, span.end.clamp(start, line_end));
        let width = text[start..end].chars().count().max(1);
        Location {
            line,
            column,
            line_text: line_text.to_string(),
            width,
        }
    }
}

/// Counts line breaks, treating `\r\n` as one.
fn count_line_breaks(text: &str) -> usize {
    let bytes = text.as_bytes();
    bytes
        .iter()
        .enumerate()
        .filter(|&(i, &b)| b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n')))
        .count()
}

fn floor_char_boundary(text: &str, mut index: usize) -> usize {
    while !text.is_char_boundary(index) {
        index -= 1;
    }
    index
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locates_second_line() {
        let text = "game \"x\"\r\nmove tak 1\n";
        let loc = Location::of(text, Span::new(15, 18));
        assert_eq!(loc.line, 2);
        assert_eq!(loc.column, 6);
        assert_eq!(loc.line_text, "move tak 1");
        assert_eq!(loc.width, 3);
    }

    #[test]
    fn span_at_end_of_text_has_width_one() {
        let loc = Location::of("abc", Span::new(3, 3));
        assert_eq!((loc.line, loc.column, loc.width), (1, 4, 1));
    }
}
