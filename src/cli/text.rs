//! The text output: every report rendered for people. The JSON output is the same report
//! serialized, so the two cannot say different things.

use crate::engine::Outcome;
use crate::game::PositionView;
use crate::ir::Play;
use crate::report::{
    ApparentArithmeticReport, ArithmeticPeriodReport, MoveReport, NodeValueReport, OptionReport,
    OutcomeAnswer, PPositions, PeriodReport, SolveReport, SumReport, SummaryReport, TableReport,
    TableValues, ValueAnswer,
};

/// Positions with more heaps than this are not repeated after each move.
const SHOWN_POSITION_HEAPS: usize = 32;
/// Single-heap P-positions listed in a summary.
const SHOWN_P_POSITIONS: usize = 20;

fn outcome_text(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::P => "P (the player to move loses)",
        Outcome::N => "N (the player to move wins)",
        Outcome::D => "D (a draw: neither player can force a win)",
    }
}

/// A position as a heading shows it: whole, or its first parts and how many there are.
fn position_text(position: &PositionView) -> String {
    let words = position.to_string();
    if position.len() <= SHOWN_POSITION_HEAPS {
        return words;
    }
    let first: Vec<&str> = words.split(' ').take(SHOWN_POSITION_HEAPS).collect();
    format!("{} … ({} parts in all)", first.join(" "), position.len())
}

/// The name of the play convention in a sentence: "normal", "misere".
pub(super) fn play_text(play: Play) -> &'static str {
    play.name()
}

/// `sg solve … --value-only`: the position, who wins, its value, and how that was found.
pub(super) fn value_only_text(answer: &ValueAnswer) -> String {
    let (head, grundy, misere_grundy, generalized, method) = match answer {
        ValueAnswer::One(r) => (
            short_head(&r.game, r.play, position_text(&r.position), r.outcome),
            r.grundy,
            r.misere_grundy,
            &r.generalized_grundy,
            &r.method,
        ),
        ValueAnswer::Sum(r) => (
            short_head(&r.game, r.play, positions_text(&r.position), r.outcome),
            r.grundy,
            r.misere_grundy,
            &r.generalized_grundy,
            &r.method,
        ),
    };
    let value = match (grundy, misere_grundy, generalized) {
        (_, _, Some(value)) => format!("generalized Grundy value: {}\n", value.symbol),
        (Some(g), ..) => format!("Grundy value: {g}\n"),
        (None, Some(m), None) => format!("misere Grundy value: {m}\n"),
        (None, None, None) => String::new(),
    };
    format!("{head}{value}method: {method}\n")
}

/// The first lines of a short answer: the game, the position, the play and who wins.
fn short_head(game: &str, play: Play, position: String, outcome: Outcome) -> String {
    format!(
        "{game}, position {position} ({} play)\noutcome: {}\n",
        play_text(play),
        outcome_text(outcome),
    )
}

/// The positions of the games of a sum, joined by ` + `.
fn positions_text(positions: &[PositionView]) -> String {
    let texts: Vec<String> = positions.iter().map(position_text).collect();
    texts.join(" + ")
}

/// `sg solve … --outcome-only`: the position, who wins, and how that was found.
pub(super) fn outcome_only_text(answer: &OutcomeAnswer) -> String {
    let (head, method) = match answer {
        OutcomeAnswer::One(r) => (
            short_head(&r.game, r.play, position_text(&r.position), r.outcome),
            &r.method,
        ),
        OutcomeAnswer::Sum(r) => (
            short_head(&r.game, r.play, positions_text(&r.position), r.outcome),
            &r.method,
        ),
    };
    format!("{head}method: {method}\n")
}

/// `sg solve GAME HEAP…`; with `show_options`, the options too.
pub(super) fn solve_text(report: &SolveReport, show_options: bool) -> String {
    let mut out = format!(
        "{}, position {} ({} play)\noutcome: {}\n",
        report.game,
        position_text(&report.position),
        play_text(report.play),
        outcome_text(report.outcome)
    );
    let value_name = match report.play {
        Play::Normal => "Grundy value",
        Play::Misere => "misere Grundy value",
    };
    match (
        report.grundy,
        report.misere_grundy.flatten(),
        &report.grundy_missing,
        &report.generalized_grundy,
    ) {
        (_, _, _, Some(value)) => out += &format!("generalized Grundy value: {}\n", value.symbol),
        (Some(g), _, _, None) => out += &format!("Grundy value: {g}\n"),
        (None, Some(m), _, None) => out += &format!("misere Grundy value: {m}\n"),
        (None, None, Some(why), None) => out += &format!("{value_name}: not computed: {why}\n"),
        (None, None, None, None) => out += &format!("{value_name}: not computed\n"),
    }
    if let Some(Some(genus)) = &report.genus {
        out += &format!("genus: {}\n", genus.symbol);
    }
    match (&report.drawing_moves, report.drawing_moves_total) {
        (Some(moves), Some(total)) => {
            out += &listed_moves_text(
                "moves that keep the draw",
                moves,
                total,
                report.unlisted_drawing_moves(),
                &|_| String::new(),
            )
        }
        _ => {
            out += &moves_text(
                &report.winning_moves,
                report.winning_moves_total,
                report.unlisted_moves(),
                &|_| String::new(),
            )
        }
    }
    out += &remoteness_text(
        report.outcome,
        report.remoteness,
        report.remoteness_missing.as_deref(),
    );
    if show_options {
        out += &options_text(report.options.as_deref(), report.options_complete);
    }
    out += &format!("method: {}\n", report.method);
    if let Some(note) = &report.note {
        out += &format!("note: {note}\n");
    }
    out
}

/// `remoteness: 3 (…)` where the search found it.
fn remoteness_text(outcome: Outcome, remoteness: Option<u64>, missing: Option<&str>) -> String {
    let Some(r) = remoteness else {
        return missing.map_or_else(String::new, |why| format!("remoteness: not found: {why}\n"));
    };
    let plural = if r == 1 { "" } else { "s" };
    let meaning = match (outcome, r) {
        (_, 0) => "no move is left".to_string(),
        (Outcome::N, _) => format!("the player to move wins in {r} move{plural} with best play"),
        (Outcome::P, _) => {
            format!("the player to move loses, the game lasting {r} move{plural} with best play")
        }
        (Outcome::D, _) => String::new(),
    };
    format!("remoteness: {r} ({meaning})\n")
}

/// The options with what each does for the player who makes it.
fn options_text(options: Option<&[OptionReport]>, complete: Option<bool>) -> String {
    let Some(options) = options else {
        return "options: not listed (the position is too large to list them)\n".to_string();
    };
    let mut out = format!(
        "options ({}{}):\n",
        options.len(),
        if complete == Some(false) {
            ", the first ones"
        } else {
            ""
        }
    );
    for option in options {
        let mv = &option.mv;
        let game = mv
            .game
            .as_ref()
            .map(|g| format!("in {g}: "))
            .unwrap_or_default();
        out += &format!("  {game}{}", mv.description);
        if let Some(to) = &mv.to
            && to.len() <= SHOWN_POSITION_HEAPS
        {
            out += &format!("  ->  {to}");
        }
        out += &format!("  [{}]\n", option.verdict());
    }
    if complete == Some(false) {
        out += "  ... and more (--max-options N lists more)\n";
    }
    out
}

/// `sg solve GAME HEAP… + GAME HEAP…`; with `show_options`, the options too.
pub(super) fn sum_text(report: &SumReport, show_options: bool) -> String {
    let mut out = format!(
        "sum of {} games ({} play)\n",
        report.components.len(),
        play_text(report.play)
    );
    for c in &report.components {
        let value = match (&c.generalized_grundy, c.grundy) {
            (Some(value), _) => format!(", value {}", value.symbol),
            (None, Some(g)) => format!(", Grundy value {g}"),
            (None, None) => String::new(),
        };
        out += &format!(
            "  {}: position {}{value}\n",
            c.game,
            position_text(&c.position)
        );
    }
    out += &format!("outcome: {}\n", outcome_text(report.outcome));
    match (&report.generalized_grundy, report.grundy) {
        (Some(value), _) => out += &format!("generalized Grundy value: {}\n", value.symbol),
        (None, Some(g)) => out += &format!("Grundy value: {g}\n"),
        (None, None) => {}
    }
    let prefix = |m: &MoveReport| format!("in {}: ", m.game.as_deref().unwrap_or_default());
    match (&report.drawing_moves, report.drawing_moves_total) {
        (Some(moves), Some(total)) => {
            let listed: u128 = moves.iter().map(|m| u128::from(m.count)).sum();
            out += &listed_moves_text(
                "moves that keep the draw",
                moves,
                total,
                total - listed,
                &prefix,
            );
        }
        _ => {
            let listed: u128 = report
                .winning_moves
                .iter()
                .map(|m| u128::from(m.count))
                .sum();
            out += &moves_text(
                &report.winning_moves,
                report.winning_moves_total,
                report.winning_moves_total - listed,
                &prefix,
            );
        }
    }
    out += &remoteness_text(
        report.outcome,
        report.remoteness,
        report.remoteness_missing.as_deref(),
    );
    if show_options {
        out += &options_text(report.options.as_deref(), report.options_complete);
    }
    out += &format!("method: {}\n", report.method);
    out
}

fn moves_text(
    moves: &[MoveReport],
    total: u128,
    unlisted: u128,
    prefix: &dyn Fn(&MoveReport) -> String,
) -> String {
    listed_moves_text("winning moves", moves, total, unlisted, prefix)
}

/// `title (total):` and the moves, or `title: none`.
fn listed_moves_text(
    title: &str,
    moves: &[MoveReport],
    total: u128,
    unlisted: u128,
    prefix: &dyn Fn(&MoveReport) -> String,
) -> String {
    if total == 0 {
        return format!("{title}: none\n");
    }
    let mut out = format!("{title} ({total}):\n");
    for m in moves {
        out += &format!("  {}{}", prefix(m), m.description);
        if let Some(to) = m.to.as_ref().filter(|to| to.len() <= SHOWN_POSITION_HEAPS) {
            out += &format!("  ->  {to}");
        }
        out.push('\n');
    }
    if unlisted > 0 {
        out += &format!("  ... and {unlisted} more (--max-moves N lists more)\n");
    }
    out
}

/// `sg solve GAME`: the summary of a game.
pub(super) fn summary_text(report: &SummaryReport) -> String {
    let mut out = format!(
        "{} ({} play)\n{}\n",
        report.game,
        play_text(report.play),
        report.properties,
    );
    match (&report.p_positions, &report.values) {
        (PPositions::Pairs(pairs), _) => {
            let shown: Vec<String> = pairs.iter().map(|[a, b]| format!("({a}, {b})")).collect();
            out += &format!(
                "first P-positions (a <= b), lost for the player to move: {}\n",
                shown.join(" ")
            );
        }
        (PPositions::Heaps(zeros), Some(values)) => {
            let shown: Vec<String> = values.iter().map(u64::to_string).collect();
            out += &format!(
                "{}(n) of a single heap, n = 0..{}: {}\n",
                report.play.value_name(),
                shown.len() - 1,
                shown.join(" ")
            );
            out += &format!("period: {}\n", period_text(report.period.flatten()));
            out += &arithmetic_text(
                report.arithmetic_period.flatten(),
                report.apparent_arithmetic_period,
            );
            let listed: Vec<String> = zeros
                .iter()
                .take(SHOWN_P_POSITIONS)
                .map(u64::to_string)
                .collect();
            out += &format!(
                "single heaps lost by the player to move (n < {}): {}{}\n",
                report.heaps_searched.unwrap_or_default(),
                listed.join(" "),
                if zeros.len() > listed.len() {
                    " ..."
                } else {
                    ""
                }
            );
        }
        (PPositions::Heaps(_), None) => {}
        (PPositions::Names(lost), _) => {
            if let Some(counts) = &report.outcomes {
                out += &format!(
                    "positions listed: {} P (lost for the player to move), {} N (won), {} D (drawn)\n",
                    counts.p, counts.n, counts.d
                );
            }
            if let Some(nodes) = &report.nodes {
                out += &nodes_text(nodes);
            }
            let listed: Vec<&str> = lost
                .iter()
                .take(SHOWN_P_POSITIONS)
                .map(String::as_str)
                .collect();
            out += &format!(
                "lost for the player to move: {}{}\n",
                if listed.is_empty() {
                    "none of the positions listed".to_string()
                } else {
                    listed.join(" ")
                },
                if lost.len() > listed.len() {
                    " ..."
                } else {
                    ""
                }
            );
        }
    }
    out += &format!("method: {}\n", report.method);
    if let Some(start) = &report.start {
        out += "\nstart position:\n";
        out += &solve_text(start, false);
    }
    out
}

/// "12 from n = 71 (preperiod 71)", or "none proved".
pub(super) fn period_text(period: Option<PeriodReport>) -> String {
    match period {
        Some(p) => format!(
            "{} from n = {} (preperiod {})",
            p.period, p.preperiod, p.preperiod
        ),
        None => "none proved".to_string(),
    }
}

/// One line per node: its name, outcome and value.
fn nodes_text(nodes: &[NodeValueReport]) -> String {
    let width = nodes
        .iter()
        .map(|n| n.node.chars().count())
        .max()
        .unwrap_or(1);
    let mut out = String::new();
    for node in nodes {
        let value = match (&node.generalized_grundy, node.grundy) {
            (Some(value), _) => value.symbol.clone(),
            (None, Some(g)) => g.to_string(),
            (None, None) => "?".to_string(),
        };
        // Padded by hand: a format width is at most 65 535, a node name may be longer.
        let padding = " ".repeat(width - node.node.chars().count());
        out += &format!(
            "  {}{padding}  {}  {value}\n",
            node.node,
            node.outcome.name()
        );
    }
    out
}

/// `sg table BOARD`: the value of a token on each node.
pub(super) fn node_table_text(report: &TableReport) -> String {
    let TableValues::Nodes(nodes) = &report.values else {
        return list_text(report);
    };
    format!(
        "{}: the value of each node ({} play)\n{}",
        report.game,
        play_text(report.play),
        nodes_text(nodes)
    )
}

/// The values of single heaps of `sg table`, ten to a row.
pub(super) fn list_text(report: &TableReport) -> String {
    let TableValues::Heaps(values) = &report.values else {
        return grid_text(report);
    };
    let width = values.iter().max().map_or(1, |m| m.to_string().len());
    let label = (values.len() - 1).to_string().len();
    let mut out = format!(
        "{}: {}(n) for n = 0..{} ({} play)\n",
        report.game,
        report.play.value_name(),
        values.len() - 1,
        play_text(report.play)
    );
    for (row, chunk) in values.chunks(10).enumerate() {
        let cells: Vec<String> = chunk.iter().map(|v| format!("{v:>width$}")).collect();
        out += &format!("{:>label$}: {}\n", row * 10, cells.join(" "));
    }
    out += &format!("period: {}\n", period_text(report.period));
    out += &arithmetic_text(report.arithmetic_period, report.apparent_arithmetic_period);
    out
}

/// "arithmetic period: …" when one is proved, "looks arithmetic-periodic …" when the
/// values only show one, else nothing.
fn arithmetic_text(
    proved: Option<ArithmeticPeriodReport>,
    apparent: Option<ApparentArithmeticReport>,
) -> String {
    match (proved, apparent) {
        (Some(p), _) => format!(
            "arithmetic period: {} from n = {}, saltus {}: G(n + {}) = G(n) + {} for every n >= {}\n",
            p.period, p.preperiod, p.saltus, p.period, p.saltus, p.preperiod
        ),
        (None, Some(a)) => format!(
            "looks arithmetic-periodic (saltus {}, period {}) from n = {} up to {}, not proved\n",
            a.saltus, a.period, a.preperiod, a.up_to
        ),
        (None, None) => String::new(),
    }
}

/// One line per heap: n, G⁻(n) and the genus (misère play of sum games).
pub(super) fn genus_text(report: &TableReport) -> String {
    let (TableValues::Heaps(values), Some(genus)) = (&report.values, &report.genus) else {
        return list_text(report);
    };
    let label = (values.len() - 1).to_string().len().max(1);
    let width = values
        .iter()
        .max()
        .map_or(1, |m| m.to_string().len())
        .max(2);
    let mut out = format!(
        "{}: G-(n) and genus for n = 0..{} ({} play)\n{:>label$}  {:>width$}  genus\n",
        report.game,
        values.len() - 1,
        play_text(report.play),
        "n",
        "G-"
    );
    for (n, (value, genus)) in values.iter().zip(genus).enumerate() {
        out += &format!("{n:>label$}  {value:>width$}  {}\n", genus.symbol);
    }
    out
}

/// The (N+1) x (N+1) table of a two-heap game, row a, column b.
pub(super) fn grid_text(report: &TableReport) -> String {
    let TableValues::Grid(rows) = &report.values else {
        return node_table_text(report);
    };
    let n = rows.len();
    let width = rows
        .iter()
        .flatten()
        .max()
        .map_or(1, |m| m.to_string().len())
        .max((n - 1).to_string().len());
    let mut out = format!(
        "{}: {}(a, b) for a, b = 0..{} ({} play); row a, column b\n",
        report.game,
        report.play.value_name(),
        n - 1,
        play_text(report.play)
    );
    let header: Vec<String> = (0..n).map(|b| format!("{b:>width$}")).collect();
    let label = width.max(3);
    out += &format!("{:>label$} | {}\n", "a\\b", header.join(" "));
    for (a, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(|v| format!("{v:>width$}")).collect();
        out += &format!("{a:>label$} | {}\n", cells.join(" "));
    }
    out
}
