//! DOT text to tokens, each with its byte span. Comments (`/* */`, `//`, and `#` lines as a
//! C preprocessor leaves them) and white space are skipped; identifiers come in the four
//! forms of the DOT language (names, numerals, double-quoted strings joined by `+`, and
//! `<…>` HTML strings), and a quoted string is unescaped only where DOT says so (`\"`).

use super::error::{DotError, DotErrorKind};
use crate::span::Span;

/// One token of DOT text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Token {
    /// An identifier: its text after unquoting, and whether it was a plain name (which
    /// may be a keyword such as `digraph`; a quoted `"node"` is never one).
    Id {
        text: String,
        plain: bool,
    },
    OpenBrace,
    CloseBrace,
    OpenBracket,
    CloseBracket,
    Semicolon,
    Comma,
    Colon,
    Equals,
    /// `->`, an edge of a directed graph.
    Arrow,
    /// `--`, an edge of an undirected graph.
    Line,
    End,
}

impl Token {
    /// How an error message names the token.
    pub(super) fn shown(&self) -> String {
        match self {
            Token::Id { text, .. } => format!("`{}`", crate::error::excerpt(text)),
            Token::OpenBrace => "`{`".into(),
            Token::CloseBrace => "`}`".into(),
            Token::OpenBracket => "`[`".into(),
            Token::CloseBracket => "`]`".into(),
            Token::Semicolon => "`;`".into(),
            Token::Comma => "`,`".into(),
            Token::Colon => "`:`".into(),
            Token::Equals => "`=`".into(),
            Token::Arrow => "`->`".into(),
            Token::Line => "`--`".into(),
            Token::End => "the end of the file".into(),
        }
    }

    /// Whether this is the keyword `word` (DOT keywords are case-insensitive).
    pub(super) fn is_keyword(&self, word: &str) -> bool {
        matches!(self, Token::Id { text, plain: true } if text.eq_ignore_ascii_case(word))
    }
}

/// Reads tokens one at a time from a DOT text.
pub(super) struct Lexer<'t> {
    text: &'t str,
    at: usize,
}

impl<'t> Lexer<'t> {
    pub(super) fn new(text: &'t str) -> Lexer<'t> {
        Lexer { text, at: 0 }
    }

    /// The next token and its span.
    pub(super) fn next_token(&mut self) -> Result<(Token, Span), DotError> {
        self.skip_blanks()?;
        let start = self.at;
        let rest = &self.text[start..];
        let Some(c) = rest.chars().next() else {
            return Ok((Token::End, Span::new(start, start)));
        };
        let single = |token| (token, Span::new(start, start + 1));
        let token = match c {
            '{' => single(Token::OpenBrace),
            '}' => single(Token::CloseBrace),
            '[' => single(Token::OpenBracket),
            ']' => single(Token::CloseBracket),
            ';' => single(Token::Semicolon),
            ',' => single(Token::Comma),
            ':' => single(Token::Colon),
            '=' => single(Token::Equals),
            '-' if rest.starts_with("->") => (Token::Arrow, Span::new(start, start + 2)),
            '-' if rest.starts_with("--") => (Token::Line, Span::new(start, start + 2)),
            '"' => return self.quoted(),
            '<' => return self.html(),
            c if c == '-' || c == '.' || c.is_ascii_digit() => return self.numeral(),
            c if c == '_' || c.is_alphabetic() || !c.is_ascii() => {
                let len = rest
                    .find(|c: char| !(c == '_' || c.is_alphanumeric() || !c.is_ascii()))
                    .unwrap_or(rest.len());
                let text = rest[..len].to_string();
                self.at += len;
                return Ok((
                    Token::Id { text, plain: true },
                    Span::new(start, start + len),
                ));
            }
            other => {
                return Err(DotError::new(
                    Span::new(start, start + other.len_utf8()),
                    DotErrorKind::UnexpectedCharacter { found: other },
                ));
            }
        };
        self.at = token.1.end;
        Ok(token)
    }

    /// Skips white space and comments; an unclosed `/*` is an error at its start.
    fn skip_blanks(&mut self) -> Result<(), DotError> {
        loop {
            let rest = &self.text[self.at..];
            let trimmed = rest.trim_start();
            self.at += rest.len() - trimmed.len();
            if trimmed.starts_with("//") || (trimmed.starts_with('#') && self.at_line_start()) {
                self.at += trimmed.find('\n').unwrap_or(trimmed.len());
            } else if let Some(comment) = trimmed.strip_prefix("/*") {
                match comment.find("*/") {
                    Some(end) => self.at += end + 4,
                    None => {
                        return Err(DotError::new(
                            Span::new(self.at, self.at + 2),
                            DotErrorKind::UnclosedComment,
                        ));
                    }
                }
            } else {
                return Ok(());
            }
        }
    }

    /// Whether only blanks stand between the last line break and the current place.
    fn at_line_start(&self) -> bool {
        let before = &self.text[..self.at];
        let line = before.rfind('\n').map_or(before, |i| &before[i + 1..]);
        line.trim().is_empty()
    }

    /// `"…"`, possibly followed by `+ "…"` pieces joined into one identifier.
    fn quoted(&mut self) -> Result<(Token, Span), DotError> {
        let start = self.at;
        let mut text = self.quoted_piece()?;
        loop {
            let save = self.at;
            self.skip_blanks()?;
            if !self.text[self.at..].starts_with('+') {
                self.at = save;
                break;
            }
            self.at += 1;
            self.skip_blanks()?;
            if !self.text[self.at..].starts_with('"') {
                return Err(DotError::new(
                    Span::new(self.at, self.at + 1),
                    DotErrorKind::Expected {
                        expected: "a quoted string after `+`",
                        found: self.shown_here(),
                    },
                ));
            }
            text.push_str(&self.quoted_piece()?);
        }
        Ok((Token::Id { text, plain: false }, Span::new(start, self.at)))
    }

    /// One `"…"` at the current place: `\"` is a quote, a backslash before a line break
    /// joins the lines, every other backslash stays as written.
    fn quoted_piece(&mut self) -> Result<String, DotError> {
        let start = self.at;
        let mut text = String::new();
        let mut chars = self.text[start + 1..].char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => {
                    self.at = start + 1 + i + 1;
                    return Ok(text);
                }
                '\\' => match chars.next() {
                    Some((_, '"')) => text.push('"'),
                    Some((_, '\n')) => {}
                    Some((_, other)) => {
                        text.push('\\');
                        text.push(other);
                    }
                    None => break,
                },
                c => text.push(c),
            }
        }
        Err(DotError::new(
            Span::new(start, start + 1),
            DotErrorKind::UnclosedString,
        ))
    }

    /// `<…>` with balanced angle brackets inside.
    fn html(&mut self) -> Result<(Token, Span), DotError> {
        let start = self.at;
        let mut depth = 0usize;
        for (i, c) in self.text[start..].char_indices() {
            match c {
                '<' => depth += 1,
                '>' => {
                    depth -= 1;
                    if depth == 0 {
                        let end = start + i + 1;
                        self.at = end;
                        let text = self.text[start + 1..end - 1].to_string();
                        return Ok((Token::Id { text, plain: false }, Span::new(start, end)));
                    }
                }
                _ => {}
            }
        }
        Err(DotError::new(
            Span::new(start, start + 1),
            DotErrorKind::UnclosedHtml,
        ))
    }

    /// `[-]?(.[0-9]+ | [0-9]+(.[0-9]*)?)`.
    fn numeral(&mut self) -> Result<(Token, Span), DotError> {
        let start = self.at;
        let bytes = self.text.as_bytes();
        let mut end = start;
        if bytes[end] == b'-' {
            end += 1;
        }
        let digits = |from: usize| {
            bytes[from..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count()
        };
        let whole = digits(end);
        end += whole;
        let mut fraction = 0;
        if bytes.get(end) == Some(&b'.') {
            end += 1;
            fraction = digits(end);
            end += fraction;
        }
        if whole + fraction == 0 {
            return Err(DotError::new(
                Span::new(start, (start + 1).max(end)),
                DotErrorKind::Expected {
                    expected: "a number, a name or an edge (`--` or `->`)",
                    found: self.shown_here(),
                },
            ));
        }
        self.at = end;
        let text = self.text[start..end].to_string();
        Ok((Token::Id { text, plain: false }, Span::new(start, end)))
    }

    /// The text at the current place as an error message quotes it.
    fn shown_here(&self) -> String {
        match self.text[self.at..].chars().next() {
            None => "the end of the file".into(),
            Some(c) => format!("`{}`", crate::error::excerpt(&c.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<Token> {
        let mut lexer = Lexer::new(text);
        let mut out = Vec::new();
        loop {
            let (token, _) = lexer.next_token().unwrap();
            if token == Token::End {
                return out;
            }
            out.push(token);
        }
    }

    fn id(text: &str, plain: bool) -> Token {
        Token::Id {
            text: text.into(),
            plain,
        }
    }

    #[test]
    fn identifiers_in_every_form() {
        assert_eq!(
            tokens("a_1 -2.5 .5 \"x \\\"y\\\"\" + \"z\" <b<i>c</i>> é"),
            [
                id("a_1", true),
                id("-2.5", false),
                id(".5", false),
                id("x \"y\"z", false),
                id("b<i>c</i>", false),
                id("é", true)
            ]
        );
    }

    #[test]
    fn comments_and_edges() {
        assert_eq!(
            tokens("# line\na->b /* c -- d */ -- // e\n c"),
            [
                id("a", true),
                Token::Arrow,
                id("b", true),
                Token::Line,
                id("c", true)
            ]
        );
    }

    #[test]
    fn unclosed_forms_are_located_at_their_start() {
        for (text, at) in [("a \"bc", 2), ("x /* y", 2), ("<a<b>", 0)] {
            let mut lexer = Lexer::new(text);
            let error = loop {
                match lexer.next_token() {
                    Ok((Token::End, _)) => panic!("{text}: no error"),
                    Ok(_) => {}
                    Err(e) => break e,
                }
            };
            assert_eq!(error.span.start, at, "{text}");
        }
    }
}
