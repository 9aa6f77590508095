//! Octal (take-and-break) codes as in Winning Ways: the digit at place k says in how
//! many heaps the rest may be left after taking k tokens (bit 1: none, 2: one, 4: two,
//! 8: three, the last in hexadecimal digits). The digit before the point is place 0,
//! where only splitting (4, 8) makes a move. Places with the same digit become one rule.

use super::error::{LowerError, LowerErrorKind};
use super::number_set::NumberSet;
use super::rule::{LeaveSet, RuleKind};
use crate::span::Span;
use crate::syntax::ast::Word;

pub(crate) fn rules(code: &Word) -> Result<Vec<RuleKind>, LowerError> {
    let text = &code.text;
    let at = |offset: usize, len: usize| {
        Span::new(code.span.start + offset, code.span.start + offset + len)
    };
    let point = text.find('.').expect("the grammar requires a point");
    if point > 1 {
        return Err(LowerError {
            span: at(0, point),
            kind: LowerErrorKind::BadOctalCode,
        });
    }
    let mut places: Vec<(u64, u8)> = Vec::new();
    for (offset, c) in text.char_indices() {
        if offset == point {
            continue;
        }
        let Some(value) = c.to_digit(16) else {
            return Err(LowerError {
                span: at(offset, c.len_utf8()),
                kind: LowerErrorKind::BadOctalDigit { digit: c },
            });
        };
        let place = if offset < point {
            0
        } else {
            (offset - point) as u64
        };
        if place == 0 && value & 0b11 != 0 {
            return Err(LowerError {
                span: at(offset, 1),
                kind: LowerErrorKind::OctalPassMove { digit: c },
            });
        }
        if value != 0 {
            places.push((place, value as u8));
        }
    }
    if places.is_empty() {
        return Err(LowerError {
            span: code.span,
            kind: LowerErrorKind::OctalNoMove { code: text.clone() },
        });
    }
    let mut digits: Vec<u8> = Vec::new();
    for &(_, d) in &places {
        if !digits.contains(&d) {
            digits.push(d);
        }
    }
    Ok(digits
        .into_iter()
        .map(|digit| {
            let take = NumberSet::from_ranges(
                places
                    .iter()
                    .filter(|&&(_, d)| d == digit)
                    .map(|&(k, _)| (k, Some(k)))
                    .collect(),
            );
            RuleKind::TakeBreak {
                take,
                leave: LeaveSet::from_bits(digit),
                unequal: false,
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(text: &str) -> Word {
        Word {
            span: Span::new(0, text.len()),
            text: text.to_string(),
        }
    }

    #[test]
    fn two_digits_before_the_point_are_refused() {
        let e = rules(&code("04.7")).unwrap_err();
        assert_eq!(e.span, Span::new(0, 2));
        assert_eq!(
            e.to_string(),
            "an octal code has at most one digit before the point: write it like 0.77 or 4.07"
        );
        assert!(rules(&code("4.7")).is_ok());
        assert!(rules(&code(".7")).is_ok());
    }
}
