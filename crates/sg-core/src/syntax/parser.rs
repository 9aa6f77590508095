//! The pest parser and the conversion of its pairs into the typed syntax tree.
//! pest's `Rule` and `Pair` stay inside this module (and the error translation).

use pest::Parser;
use pest::iterators::Pair;

use super::ast::*;
use super::error::{self, SyntaxError, SyntaxErrorKind};
use super::grammar::{GameParser, Rule};
use crate::span::Span;

/// How deeply parentheses may nest in an expression. The parser recurses per level, so
/// the bound is checked on the raw text before parsing.
pub const MAX_NESTING: usize = 64;

/// The largest rule file read, in bytes (512 KiB). With [`MAX_LINE_BYTES`] it bounds the
/// memory of reading a file: the parser's tokens for one line, and the syntax tree and
/// the game for the whole file, stay well under 50 MB.
pub const MAX_FILE_BYTES: usize = 512 * 1024;

/// The longest line read, in bytes (64 KiB).
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// Parses the text line by line (a statement never spans lines), so that the parser's
/// memory is that of one line, not of the file.
pub(crate) fn parse(text: &str) -> Result<File, SyntaxError> {
    if text.len() > MAX_FILE_BYTES {
        let at = text.floor_char_boundary(MAX_FILE_BYTES);
        return Err(SyntaxError {
            span: Span::new(at, at),
            kind: SyntaxErrorKind::FileTooLarge {
                bytes: text.len(),
                limit: MAX_FILE_BYTES,
            },
        });
    }
    check_nesting(text)?;
    let mut statements = Vec::new();
    for (start, line) in lines(text) {
        let content = line.trim_end_matches(['\n', '\r']).len();
        if content > MAX_LINE_BYTES {
            let at = start + line.floor_char_boundary(MAX_LINE_BYTES);
            return Err(SyntaxError {
                span: Span::new(at, at),
                kind: SyntaxErrorKind::LineTooLong {
                    bytes: content,
                    limit: MAX_LINE_BYTES,
                },
            });
        }
        let mut pairs = GameParser::parse(Rule::line, line).map_err(|e| {
            let position = match e.location {
                pest::error::InputLocation::Pos(p) => p,
                pest::error::InputLocation::Span((p, _)) => p,
            };
            let error = match &e.variant {
                pest::error::ErrorVariant::ParsingError { positives, .. } => {
                    error::unexpected(line, position, positives)
                }
                // pest stops when the thread's stack runs low (a small thread stack and
                // deep parentheses): say so, rather than blame the text.
                pest::error::ErrorVariant::CustomError { .. } => SyntaxError {
                    span: Span::new(position, position),
                    kind: SyntaxErrorKind::OutOfStack,
                },
            };
            error.shifted(start)
        })?;
        let matched = pairs.next().expect("the line rule matched");
        let line = Line { start };
        statements.extend(
            matched
                .into_inner()
                .filter(|p| p.as_rule() != Rule::EOI)
                .map(|p| line.statement(p)),
        );
    }
    Ok(File {
        statements,
        end: Span::new(text.len(), text.len()),
    })
}

/// Each line with its end (`\r\n`, `\n` or a lone `\r`), and where it starts.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let bytes = text.as_bytes();
    let mut start = 0;
    std::iter::from_fn(move || {
        if start >= text.len() {
            return None;
        }
        let mut end = start;
        while end < bytes.len() && bytes[end] != b'\n' && bytes[end] != b'\r' {
            end += 1;
        }
        if end < bytes.len() {
            end += if bytes[end] == b'\r' && bytes.get(end + 1) == Some(&b'\n') {
                2
            } else {
                1
            };
        }
        let line = (start, &text[start..end]);
        start = end;
        Some(line)
    })
}

/// Rejects text whose parentheses nest deeper than [`MAX_NESTING`], before the
/// recursive parser sees it. Comments and quoted names are skipped.
fn check_nesting(text: &str) -> Result<(), SyntaxError> {
    let mut depth = 0usize;
    let mut in_comment = false;
    let mut in_string = false;
    for (i, c) in text.char_indices() {
        match c {
            '\n' | '\r' => {
                depth = 0;
                in_comment = false;
                in_string = false;
            }
            _ if in_comment => {}
            '"' => in_string = !in_string,
            _ if in_string => {}
            '#' => in_comment = true,
            '(' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(SyntaxError {
                        span: Span::new(i, i + 1),
                        kind: SyntaxErrorKind::TooDeep { limit: MAX_NESTING },
                    });
                }
            }
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

/// One line of the text, parsed on its own: spans are shifted by where it starts, so they
/// point into the whole text.
struct Line {
    start: usize,
}

impl Line {
    fn span_of(&self, pair: &Pair<Rule>) -> Span {
        let s = pair.as_span();
        Span::new(self.start + s.start(), self.start + s.end())
    }

    fn word(&self, pair: Pair<Rule>) -> Word {
        Word {
            span: self.span_of(&pair),
            text: pair.as_str().to_string(),
        }
    }

    fn statement(&self, pair: Pair<Rule>) -> Statement {
        let span = self.span_of(&pair);
        let rule = pair.as_rule();
        let mut inner = pair.into_inner();
        let first = inner
            .next()
            .expect("a statement starts with a keyword or word");
        let keyword = self.span_of(&first);
        let kind = match rule {
            Rule::game_stmt => StatementKind::Game {
                name: self.string(inner.next().expect("game has a name")).0,
            },
            Rule::param_stmt => {
                let name = self.word(inner.next().expect("param has a name"));
                let value = inner.nth(1).expect("param has `=` and a value");
                let value = Number {
                    span: self.span_of(&value),
                    kind: NumberKind::Literal(value.as_str().to_string()),
                };
                StatementKind::Param { name, value }
            }
            Rule::heaps_stmt => {
                let value = inner.next().expect("heaps has a value");
                StatementKind::Heaps(match value.as_rule() {
                    Rule::kw_any => HeapsSpec::Any,
                    Rule::kw_ordered => HeapsSpec::Ordered,
                    _ => HeapsSpec::Count(self.number(value)),
                })
            }
            Rule::play_stmt => {
                let value = inner.next().expect("play has a value");
                StatementKind::Play(match value.as_rule() {
                    Rule::kw_normal => PlaySpec::Normal,
                    _ => PlaySpec::Misere,
                })
            }
            Rule::start_stmt => StatementKind::Start(
                inner
                    .map(|word| word.into_inner().map(|p| self.number(p)).collect())
                    .collect(),
            ),
            Rule::move_stmt => StatementKind::Move(self.move_rule(span, inner)),
            Rule::component_stmt => StatementKind::Component(
                inner
                    .filter(|p| p.as_rule() == Rule::coordinate)
                    .map(|p| self.coordinate(p))
                    .collect(),
            ),
            Rule::compound_stmt => {
                StatementKind::Compound(self.word(inner.next().expect("compound has a kind")))
            }
            Rule::measure_stmt => {
                StatementKind::Measure(self.expr(inner.next().expect("measure has an expression")))
            }
            Rule::board_stmt => {
                StatementKind::Board(self.board_spec(inner.next().expect("board has a board")))
            }
            _ => StatementKind::Unknown {
                word: self.word(first),
            },
        };
        Statement {
            span,
            keyword,
            kind,
        }
    }

    fn move_rule(&self, span: Span, mut inner: pest::iterators::Pairs<Rule>) -> MoveRule {
        let body = inner.next().expect("move has a body");
        let mut condition = None;
        let mut say = None;
        for clause in inner {
            if clause.as_rule() == Rule::say_clause {
                say = Some(self.say(clause));
            } else {
                let expr = clause.into_inner().nth(1).expect("where has an expression");
                condition = Some(self.expr(expr));
            }
        }
        let rule = body.as_rule();
        let body_pairs = body.clone().into_inner();
        let mut parts = body.into_inner().skip(1);
        let kind = match rule {
            Rule::take_rule => {
                let take = self.number_set(parts.next().expect("take has a set"));
                let target = match parts.next() {
                    None => TakeTarget::OneHeap,
                    Some(clause) if clause.as_rule() == Rule::leave_clause => {
                        let mut c = clause.into_inner().skip(1);
                        let leave = self.number_set(c.next().expect("leave has a set"));
                        TakeTarget::Leave {
                            leave,
                            unequal: c.next().is_some(),
                        }
                    }
                    Some(clause) => {
                        let clause_span = self.span_of(&clause);
                        let what = clause.into_inner().nth(1).expect("from has a target");
                        if what.as_rule() == Rule::kw_all {
                            TakeTarget::FromAll { span: clause_span }
                        } else {
                            TakeTarget::FromHeaps(self.number_set(what))
                        }
                    }
                };
                MoveKind::Take { take, target }
            }
            Rule::shift_rule => {
                let take = self.number_set(parts.next().expect("shift has a set"));
                let distance = self.number(parts.nth(1).expect("shift has a distance"));
                MoveKind::Shift { take, distance }
            }
            Rule::token_rule => MoveKind::Token {
                erase: parts.next().is_some(),
            },
            Rule::remove_rule => MoveKind::Remove {
                with: match parts.nth(2).map(|p| p.as_rule()) {
                    None => RemoveWith::Nothing,
                    Some(Rule::kw_neighbours) => RemoveWith::Neighbours,
                    Some(_) => RemoveWith::Successors,
                },
            },
            Rule::domino_rule => MoveKind::Domino,
            Rule::replace_rule => self.replace_rule(body_pairs),
            _ => MoveKind::Octal {
                code: self.word(parts.next().expect("octal has a code")),
            },
        };
        MoveRule {
            span,
            kind,
            condition,
            say,
        }
    }

    /// `say "words {EXPR} words"`.
    fn say(&self, clause: Pair<Rule>) -> Say {
        let span = self.span_of(&clause);
        let text = clause.into_inner().nth(1).expect("say has a text");
        let parts = text
            .into_inner()
            .filter_map(|part| match part.as_rule() {
                Rule::say_words => Some(SayPart::Words(part.as_str().to_string())),
                Rule::say_hole => {
                    let expr = part.into_inner().next().expect("a hole has an expression");
                    Some(SayPart::Value(self.expr(expr)))
                }
                _ => None,
            })
            .collect();
        Say { span, parts }
    }

    /// A quoted string's text (without the quotes) and the span of the whole string.
    fn string(&self, pair: Pair<Rule>) -> (String, Span) {
        let span = self.span_of(&pair);
        let text = pair
            .into_inner()
            .find(|p| p.as_rule() == Rule::string_text)
            .map_or("", |p| p.as_str());
        (text.to_string(), span)
    }

    /// `"FILE"`, `grid R x C` or `grid "ROW" …`.
    fn board_spec(&self, pair: Pair<Rule>) -> BoardSpec {
        if pair.as_rule() == Rule::string {
            let (path, string) = self.string(pair);
            return BoardSpec::File { path, string };
        }
        let mut parts = pair.into_inner().skip(1);
        let first = parts.next().expect("a grid has a size or rows");
        if first.as_rule() == Rule::grid_size {
            let mut size = first.into_inner();
            let rows = self.number(size.next().expect("a grid has rows"));
            let columns = self.number(size.nth(1).expect("a grid has columns"));
            return BoardSpec::Grid { rows, columns };
        }
        let rows = std::iter::once(first).chain(parts);
        BoardSpec::Shape(rows.map(|row| self.string(row)).collect())
    }

    fn coordinate(&self, pair: Pair<Rule>) -> Coordinate {
        let mut inner = pair.into_inner();
        let name = self.word(inner.next().expect("a coordinate has a name"));
        let default = inner.nth(1).map(|p| self.expr(p));
        Coordinate { name, default }
    }

    /// `[choose BINDING, …] to TARGET… | to nothing | wins`.
    fn replace_rule(&self, parts: pest::iterators::Pairs<Rule>) -> MoveKind {
        let mut choose = Vec::new();
        let mut targets = Vec::new();
        let mut wins = false;
        for part in parts {
            match part.as_rule() {
                Rule::choose_clause => choose.extend(
                    part.into_inner()
                        .filter(|p| p.as_rule() == Rule::binding)
                        .map(|p| self.binding(p)),
                ),
                Rule::targets => targets.extend(
                    part.into_inner()
                        .filter(|p| p.as_rule() == Rule::target)
                        .map(|p| self.target(p)),
                ),
                Rule::kw_wins => wins = true,
                _ => {}
            }
        }
        MoveKind::Replace {
            choose,
            targets,
            wins,
        }
    }

    fn binding(&self, pair: Pair<Rule>) -> Binding {
        let span = self.span_of(&pair);
        let mut inner = pair.into_inner();
        let name = self.word(inner.next().expect("a binding has a name"));
        let low = self.expr(inner.nth(1).expect("a binding has a low end"));
        let high = self.expr(inner.nth(1).expect("a binding has a high end"));
        Binding {
            span,
            name,
            low,
            high,
        }
    }

    fn target(&self, pair: Pair<Rule>) -> Target {
        let whole = self.span_of(&pair);
        // The spaces before the next target are not part of this one.
        let span = Span::new(whole.start, whole.start + pair.as_str().trim_end().len());
        let mut coordinates = Vec::new();
        let mut each = None;
        for part in pair.into_inner() {
            match part.as_rule() {
                Rule::bit_or => coordinates.push(self.expr(part)),
                Rule::each_clause => {
                    let binding = part.into_inner().nth(2).expect("for each has a binding");
                    each = Some(self.binding(binding));
                }
                _ => {}
            }
        }
        Target {
            span,
            coordinates,
            each,
        }
    }

    fn number(&self, pair: Pair<Rule>) -> Number {
        let span = self.span_of(&pair);
        let inner = pair
            .into_inner()
            .next()
            .expect("a number is an integer or a name");
        let text = inner.as_str().to_string();
        let kind = match inner.as_rule() {
            Rule::integer => NumberKind::Literal(text),
            _ => NumberKind::Param(text),
        };
        Number { span, kind }
    }

    fn number_set(&self, pair: Pair<Rule>) -> NumberSet {
        let span = self.span_of(&pair);
        let items = pair
            .into_inner()
            .filter(|item| item.as_rule() == Rule::set_item)
            .map(|item| {
                let inner = item.into_inner().next().expect("a set item");
                match inner.as_rule() {
                    Rule::range => {
                        let span = self.span_of(&inner);
                        let mut bounds = inner.into_inner();
                        let low = self.number(bounds.next().expect("a range has a low end"));
                        let high = bounds.next().map(|p| self.number(p));
                        SetItem::Range { span, low, high }
                    }
                    _ => SetItem::Single(self.number(inner)),
                }
            })
            .collect();
        NumberSet { span, items }
    }

    fn expr(&self, pair: Pair<Rule>) -> Expr {
        let span = self.span_of(&pair);
        match pair.as_rule() {
            Rule::expr => self.expr(pair.into_inner().next().expect("expr wraps or_expr")),
            Rule::or_expr | Rule::and_expr => {
                let is_or = pair.as_rule() == Rule::or_expr;
                let operands: Vec<Expr> = pair
                    .into_inner()
                    .filter(|p| !matches!(p.as_rule(), Rule::kw_or | Rule::kw_and))
                    .map(|p| self.expr(p))
                    .collect();
                self.collapse(span, operands, |ops| {
                    if is_or {
                        ExprKind::Or(ops)
                    } else {
                        ExprKind::And(ops)
                    }
                })
            }
            Rule::not_expr => self.prefixed(span, pair, Rule::kw_not, ExprKind::Not),
            Rule::unary => self.prefixed(span, pair, Rule::minus, ExprKind::Negate),
            Rule::comparison => {
                let mut inner = pair.into_inner();
                let left = self.expr(inner.next().expect("a comparison has a left side"));
                match inner.next() {
                    None => left,
                    Some(op) => {
                        let op = match op.as_str() {
                            "<" => CompareOp::Less,
                            "<=" => CompareOp::LessEqual,
                            ">" => CompareOp::Greater,
                            ">=" => CompareOp::GreaterEqual,
                            "!=" => CompareOp::NotEqual,
                            _ => CompareOp::Equal,
                        };
                        let right = self.expr(inner.next().expect("a comparison has a right side"));
                        Expr {
                            span,
                            kind: ExprKind::Compare(Box::new(left), op, Box::new(right)),
                        }
                    }
                }
            }
            Rule::bit_or
            | Rule::bit_xor
            | Rule::bit_and
            | Rule::shift
            | Rule::sum
            | Rule::product => {
                let mut inner = pair.into_inner();
                let first = self.expr(inner.next().expect("an operand"));
                let mut rest = Vec::new();
                while let Some(op) = inner.next() {
                    let op = match op.as_str() {
                        "+" => ArithOp::Add,
                        "-" => ArithOp::Subtract,
                        "*" => ArithOp::Multiply,
                        "/" => ArithOp::Divide,
                        "%" => ArithOp::Remainder,
                        "|" => ArithOp::BitOr,
                        "&" => ArithOp::BitAnd,
                        "<<" => ArithOp::ShiftLeft,
                        ">>" => ArithOp::ShiftRight,
                        _ => ArithOp::Xor,
                    };
                    rest.push((
                        op,
                        self.expr(inner.next().expect("an operand after an operator")),
                    ));
                }
                if rest.is_empty() {
                    first
                } else {
                    Expr {
                        span,
                        kind: ExprKind::Arith(Box::new(first), rest),
                    }
                }
            }
            Rule::atom => {
                let inner = pair.into_inner().next().expect("an atom");
                let kind = match inner.as_rule() {
                    Rule::integer => ExprKind::Integer(inner.as_str().to_string()),
                    Rule::kw_k => ExprKind::K,
                    Rule::kw_n => ExprKind::N,
                    Rule::name => ExprKind::Name(inner.as_str().to_string()),
                    Rule::call => {
                        let mut parts = inner.into_inner();
                        let head = parts.next().expect("a call has a name");
                        let name = self.word(head.into_inner().next().expect("a called name"));
                        let args = parts
                            .filter(|p| p.as_rule() == Rule::expr)
                            .map(|p| self.expr(p))
                            .collect();
                        ExprKind::Call(name, args)
                    }
                    _ => {
                        return Expr {
                            span,
                            ..self.expr(inner)
                        };
                    }
                };
                Expr { span, kind }
            }
            _ => unreachable!("expression rule {:?}", pair.as_rule()),
        }
    }

    /// A chain of one operand is just that operand.
    fn collapse(
        &self,
        span: Span,
        mut operands: Vec<Expr>,
        make: impl FnOnce(Vec<Expr>) -> ExprKind,
    ) -> Expr {
        if operands.len() == 1 {
            operands.pop().expect("one operand")
        } else {
            Expr {
                span,
                kind: make(operands),
            }
        }
    }

    /// `not not x` / `- - x`: the prefix operators, applied innermost first.
    fn prefixed(
        &self,
        span: Span,
        pair: Pair<Rule>,
        prefix: Rule,
        wrap: fn(Box<Expr>) -> ExprKind,
    ) -> Expr {
        let parts: Vec<Pair<Rule>> = pair.into_inner().collect();
        let (prefixes, operand) = parts.split_at(parts.len() - 1);
        debug_assert!(prefixes.iter().all(|p| p.as_rule() == prefix));
        let mut result = self.expr(operand[0].clone());
        // Two prefixes cancel out: keep one or two (the operand's type is still checked),
        // so the tree stays shallow however many were written.
        let levels = match prefixes.len() {
            0 => 0,
            n if n % 2 == 1 => 1,
            _ => 2,
        };
        for _ in 0..levels {
            result = Expr {
                span,
                kind: wrap(Box::new(result)),
            };
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The message and the column (1-based, on the last line) of a syntax error.
    fn fails(text: &str) -> (String, usize) {
        let e = parse(text).expect_err("a syntax error");
        let line_start = text[..e.span.start].rfind('\n').map_or(0, |i| i + 1);
        (e.to_string(), e.span.start - line_start + 1)
    }

    #[test]
    fn missing_punctuation_is_named() {
        let cases = [
            ("game \"a\"\nparam m 3\n", "expected `=`, found `3`", 9),
            (
                "game \"a\n",
                "expected a closing `\"`, found the end of the line",
                8,
            ),
            (
                "game \"a\"\nmove take {1, 2\n",
                "expected `,` or `}`, found the end of the line",
                16,
            ),
            (
                "game \"a\"\nmove take 1 where (k < 1\n",
                "expected `)`, `and`, `or` or an operator, found the end of the line",
                25,
            ),
        ];
        for (text, message, column) in cases {
            assert_eq!(fails(text), (message.to_string(), column), "{text:?}");
        }
    }

    #[test]
    fn punctuation_does_not_change_the_tree() {
        let file = parse("game \"\"\nparam m = 2\nmove take {1, m} where (k < 2)\n").unwrap();
        assert_eq!(
            file.statements[0].kind,
            StatementKind::Game {
                name: String::new()
            }
        );
        let StatementKind::Param { value, .. } = &file.statements[1].kind else {
            panic!("a param");
        };
        assert_eq!(value.kind, NumberKind::Literal("2".to_string()));
        let StatementKind::Move(rule) = &file.statements[2].kind else {
            panic!("a move");
        };
        let MoveKind::Take { take, .. } = &rule.kind else {
            panic!("a take");
        };
        assert_eq!(take.items.len(), 2);
        assert!(matches!(
            rule.condition.as_ref().map(|c| &c.kind),
            Some(ExprKind::Compare(..))
        ));
    }

    #[test]
    fn running_out_of_stack_is_reported_as_such() {
        let text = format!(
            "game \"x\"\nmove take 1 where {}k > 0{}\n",
            "(".repeat(MAX_NESTING),
            ")".repeat(MAX_NESTING)
        );
        let error = std::thread::Builder::new()
            .stack_size(96 * 1024)
            .spawn(move || parse(&text).map(|_| ()).unwrap_err())
            .expect("spawn a thread")
            .join()
            .expect("no stack overflow");
        assert_eq!(error.kind, SyntaxErrorKind::OutOfStack);
    }
}
