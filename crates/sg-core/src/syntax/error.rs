//! Syntax errors, in words: pest's expected-rule lists are translated into the tokens a
//! person would type, and a misspelt keyword gets a suggestion.

use super::grammar::Rule;
use crate::error::excerpt;
use crate::span::Span;
use crate::suggest;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub(crate) struct SyntaxError {
    pub span: Span,
    pub kind: SyntaxErrorKind,
}

impl SyntaxError {
    /// The same error in a text where the line it was found in starts at `offset`.
    pub(super) fn shifted(self, offset: usize) -> SyntaxError {
        SyntaxError {
            span: Span::new(self.span.start + offset, self.span.end + offset),
            ..self
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum SyntaxErrorKind {
    #[error("unknown word `{}`; did you mean `{suggestion}`?", excerpt(found))]
    Misspelt { found: String, suggestion: String },
    #[error("expected {expected}, found {found}")]
    Unexpected { expected: String, found: String },
    #[error("parentheses nested more than {limit} deep")]
    TooDeep { limit: usize },
    #[error("this expression is nested too deeply to parse with the stack available")]
    OutOfStack,
    #[error("the file is {bytes} bytes long; a rule file may have at most {limit} bytes")]
    FileTooLarge { bytes: usize, limit: usize },
    #[error("this line is {bytes} bytes long; a line may have at most {limit} bytes")]
    LineTooLong { bytes: usize, limit: usize },
}

/// Builds the error for a failed parse at byte `position` of `text`, where the parser
/// would have accepted any of `expected`.
pub(super) fn unexpected(text: &str, position: usize, expected: &[Rule]) -> SyntaxError {
    let word: String = text[position..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    let mut names: Vec<&'static str> = expected.iter().filter_map(|r| describe(*r)).collect();
    names.sort_unstable();
    names.dedup();
    let keywords = names
        .iter()
        .filter_map(|n| n.strip_prefix('`')?.strip_suffix('`'))
        .filter(|n| n.chars().all(|c| c.is_ascii_alphabetic()));
    if !word.is_empty()
        && let Some(suggestion) = suggest::closest(&word, keywords)
    {
        return SyntaxError {
            span: Span::new(position, position + word.len()),
            kind: SyntaxErrorKind::Misspelt {
                found: word,
                suggestion: suggestion.to_string(),
            },
        };
    }
    let found = found_at(text, position, &word);
    let width = if word.is_empty() {
        text[position..].chars().next().map_or(0, char::len_utf8)
    } else {
        word.len()
    };
    SyntaxError {
        span: Span::new(position, position + width),
        kind: SyntaxErrorKind::Unexpected {
            expected: join_alternatives(&names),
            found,
        },
    }
}

fn found_at(text: &str, position: usize, word: &str) -> String {
    match text[position..].chars().next() {
        None => "the end of the file".to_string(),
        Some('\n' | '\r') => "the end of the line".to_string(),
        Some(c) if word.is_empty() => format!("`{}`", excerpt(&c.to_string())),
        Some(_) => format!("`{}`", excerpt(word)),
    }
}

fn join_alternatives(names: &[&str]) -> String {
    match names {
        [] => "the end of the line".to_string(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// The words a person would use for what a grammar rule matches; `None` for rules that
/// never stand alone in an error.
fn describe(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::game_stmt | Rule::kw_game => "`game`",
        Rule::param_stmt | Rule::kw_param => "`param`",
        Rule::heaps_stmt | Rule::kw_heaps => "`heaps`",
        Rule::play_stmt | Rule::kw_play => "`play`",
        Rule::start_stmt | Rule::kw_start => "`start`",
        Rule::move_stmt | Rule::kw_move => "`move`",
        Rule::board_stmt | Rule::kw_board => "`board`",
        Rule::token_rule | Rule::kw_token => "`token`",
        Rule::kw_erase => "`erase`",
        Rule::remove_rule | Rule::kw_remove => "`remove`",
        Rule::kw_node => "`node`",
        Rule::kw_neighbours => "`neighbours`",
        Rule::kw_successors => "`successors`",
        Rule::domino_rule | Rule::kw_domino => "`domino`",
        Rule::grid_board | Rule::kw_grid => "`grid`",
        Rule::grid_size => "a number",
        Rule::times => "`x`",
        Rule::component_stmt | Rule::kw_component => "`component`",
        Rule::measure_stmt | Rule::kw_measure => "`measure`",
        Rule::compound_stmt | Rule::kw_compound => "`compound`",
        Rule::compound_kind => "`conjunctive`, `continued`, `disjunctive` or `selective`",
        Rule::coordinate | Rule::var_name => "a name",
        Rule::replace_rule | Rule::kw_to => "`to`",
        Rule::choose_clause | Rule::kw_choose => "`choose`",
        Rule::binding => "a name such as `k in 1..n`",
        Rule::kw_in => "`in`",
        Rule::dots => "`..`",
        Rule::targets | Rule::target | Rule::open_paren => "`(`",
        Rule::kw_nothing => "`nothing`",
        Rule::kw_wins => "`wins`",
        Rule::each_clause | Rule::kw_for => "`for`",
        Rule::kw_each => "`each`",
        Rule::call | Rule::call_name => "an expression",
        Rule::statement_keyword | Rule::unknown_stmt | Rule::word => "a statement",
        Rule::take_rule | Rule::kw_take => "`take`",
        Rule::leave_clause | Rule::kw_leave => "`leave`",
        Rule::kw_unequal => "`unequal`",
        Rule::from_clause | Rule::kw_from => "`from`",
        Rule::kw_all => "`all`",
        Rule::shift_rule | Rule::kw_shift => "`shift`",
        Rule::kw_by => "`by`",
        Rule::octal_rule | Rule::kw_octal => "`octal`",
        Rule::octal_code => "an octal code such as 0.77",
        Rule::where_clause | Rule::kw_where => "`where`",
        Rule::say_clause | Rule::kw_say => "`say`",
        Rule::say_text => "a quoted text",
        Rule::say_words | Rule::say_hole => "words or `{`",
        Rule::kw_and => "`and`",
        Rule::kw_or => "`or`",
        Rule::kw_not => "`not`",
        Rule::kw_any => "`any`",
        Rule::kw_ordered => "`ordered`",
        Rule::kw_normal => "`normal`",
        Rule::kw_misere => "`misere`",
        Rule::string | Rule::string_text => "a quoted name",
        Rule::number_set | Rule::set_item | Rule::range => "a number, a range or a set",
        Rule::number | Rule::integer => "a number",
        Rule::name => "a name",
        Rule::expr
        | Rule::or_expr
        | Rule::and_expr
        | Rule::not_expr
        | Rule::comparison
        | Rule::bit_or
        | Rule::bit_xor
        | Rule::bit_and
        | Rule::shift
        | Rule::sum
        | Rule::product
        | Rule::unary
        | Rule::atom
        | Rule::kw_k
        | Rule::kw_n
        | Rule::minus => "an expression",
        Rule::equals => "`=`",
        Rule::comma => "`,`",
        Rule::close_brace => "`}`",
        Rule::close_paren => "`)`",
        Rule::close_quote => "a closing `\"`",
        Rule::compare_op => "a comparison",
        Rule::add_op
        | Rule::mul_op
        | Rule::or_op
        | Rule::xor_op
        | Rule::and_op
        | Rule::shift_op
        | Rule::kw_xor => "an operator",
        Rule::EOI => "the end of the line",
        _ => return None,
    })
}
