//! A strict little JSON reader for checking `--json` output: it accepts exactly one JSON
//! value (RFC 8259 syntax) and gives back its structure.

#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// The number as written.
    Number(String),
    Str(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    /// The value of `key` in an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The number, if this is a non-negative integer.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Number(text) => text.parse().ok(),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(text) => Some(text),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Json]> {
        match self {
            Json::Array(items) => Some(items),
            _ => None,
        }
    }
}

/// Parses `text` as one JSON value, surrounded by nothing but whitespace.
pub fn parse(text: &str) -> Result<Json, String> {
    let mut reader = Reader {
        chars: text.chars().collect(),
        at: 0,
    };
    let value = reader.value()?;
    reader.skip_space();
    match reader.peek() {
        None => Ok(value),
        Some(c) => Err(format!("`{c}` after the value at {}", reader.at)),
    }
}

struct Reader {
    chars: Vec<char>,
    at: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t' | '\n' | '\r')) {
            self.at += 1;
        }
    }

    fn expect(&mut self, c: char) -> Result<(), String> {
        self.skip_space();
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            Err(format!("expected `{c}` at {}", self.at))
        }
    }

    fn literal(&mut self, word: &str, value: Json) -> Result<Json, String> {
        for c in word.chars() {
            self.expect(c)?;
        }
        Ok(value)
    }

    fn value(&mut self) -> Result<Json, String> {
        self.skip_space();
        match self.peek() {
            Some('n') => self.literal("null", Json::Null),
            Some('t') => self.literal("true", Json::Bool(true)),
            Some('f') => self.literal("false", Json::Bool(false)),
            Some('"') => self.string().map(Json::Str),
            Some('[') => {
                let items = self.sequence(']', Reader::value)?;
                Ok(Json::Array(items))
            }
            Some('{') => {
                let fields = self.sequence('}', |r| {
                    r.skip_space();
                    let key = r.string()?;
                    r.expect(':')?;
                    Ok((key, r.value()?))
                })?;
                Ok(Json::Object(fields))
            }
            Some(c) if c == '-' || c.is_ascii_digit() => self.number(),
            other => Err(format!("unexpected {other:?} at {}", self.at)),
        }
    }

    /// `[a, b]` or `{a, b}`: the opening bracket is at the cursor.
    fn sequence<T>(
        &mut self,
        close: char,
        mut item: impl FnMut(&mut Reader) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        self.at += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(close) {
            self.at += 1;
            return Ok(items);
        }
        loop {
            items.push(item(self)?);
            self.skip_space();
            match self.peek() {
                Some(',') => self.at += 1,
                Some(c) if c == close => {
                    self.at += 1;
                    return Ok(items);
                }
                _ => return Err(format!("expected `,` or `{close}` at {}", self.at)),
            }
        }
    }

    fn string(&mut self) -> Result<String, String> {
        if self.peek() != Some('"') {
            return Err(format!("expected a string at {}", self.at));
        }
        self.at += 1;
        let mut text = String::new();
        loop {
            let c = self.peek().ok_or("unterminated string")?;
            self.at += 1;
            match c {
                '"' => return Ok(text),
                '\\' => {
                    let escape = self.peek().ok_or("unterminated escape")?;
                    self.at += 1;
                    text.push(match escape {
                        '"' => '"',
                        '\\' => '\\',
                        '/' => '/',
                        'b' => '\u{8}',
                        'f' => '\u{c}',
                        'n' => '\n',
                        'r' => '\r',
                        't' => '\t',
                        'u' => {
                            let hex: String = self.chars.iter().skip(self.at).take(4).collect();
                            self.at += 4;
                            let code = u32::from_str_radix(&hex, 16).map_err(|e| e.to_string())?;
                            char::from_u32(code).ok_or("a surrogate escape")?
                        }
                        other => return Err(format!("bad escape `\\{other}`")),
                    });
                }
                c if (c as u32) < 0x20 => {
                    return Err(format!("raw control character at {}", self.at));
                }
                c => text.push(c),
            }
        }
    }

    fn number(&mut self) -> Result<Json, String> {
        let start = self.at;
        let digits = |r: &mut Reader| {
            let from = r.at;
            while r.peek().is_some_and(|c| c.is_ascii_digit()) {
                r.at += 1;
            }
            r.at > from
        };
        if self.peek() == Some('-') {
            self.at += 1;
        }
        let leading_zero = self.peek() == Some('0')
            && self
                .chars
                .get(self.at + 1)
                .is_some_and(|c| c.is_ascii_digit());
        if leading_zero || !digits(self) {
            return Err(format!("bad number at {start}"));
        }
        if self.peek() == Some('.') {
            self.at += 1;
            if !digits(self) {
                return Err(format!("bad fraction at {start}"));
            }
        }
        if matches!(self.peek(), Some('e' | 'E')) {
            self.at += 1;
            if matches!(self.peek(), Some('+' | '-')) {
                self.at += 1;
            }
            if !digits(self) {
                return Err(format!("bad exponent at {start}"));
            }
        }
        Ok(Json::Number(self.chars[start..self.at].iter().collect()))
    }
}

#[test]
fn reads_nested_values_and_refuses_broken_ones() {
    let value =
        parse(r#" {"a": [1, -2.5e3, "x\"\u00e9"], "b": {}, "c": null, "d": true} "#).unwrap();
    assert_eq!(
        value.get("a"),
        Some(&Json::Array(vec![
            Json::Number("1".into()),
            Json::Number("-2.5e3".into()),
            Json::Str("x\"é".into()),
        ]))
    );
    assert_eq!(value.get("b"), Some(&Json::Object(vec![])));
    for broken in [
        r#"{"a": 1,}"#,
        "[1 2]",
        r#"{"a" 1}"#,
        "01",
        "{} {}",
        r#""a"#,
        "nul",
    ] {
        assert!(parse(broken).is_err(), "{broken}");
    }
}
