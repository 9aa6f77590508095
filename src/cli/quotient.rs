//! `sg quotient GAME [--upto N]`: the misère quotient of a heap game, as text or JSON.
//! Misère play whatever the file says; `--normal` is refused (normal-play sums need no
//! quotient: they are nim sums).
//!
//! When no quotient is proved within the limits (the construction gives up at a heap, or
//! the work passes `--max-states`), the command fails (exit 1) with a message naming the
//! limit; a quotient proved only up to `--upto` (no period proved, or a game the
//! periodicity theorem does not cover) is printed with `proved: false`.

use super::args::QuotientArgs;
use crate::engine::misere::quotient::{DEFAULT_UPTO, MisereQuotient};
use crate::error::Error;
use crate::load::load_game;
use crate::report::{GeneratorReport, QuotientReport, RelationReport, to_json_line};

/// Heap elements shown per line of the text output.
const HEAPS_PER_LINE: usize = 10;

pub(super) fn run(args: &QuotientArgs) -> Result<String, Error> {
    if args.engine.normal {
        return Err(Error::new(
            "`sg quotient` computes misère quotients, and --normal asks for normal play, where every sum is a nim sum of its heaps' Grundy values: use `sg table` or `sg solve` for those",
        ));
    }
    let game = args
        .engine
        .apply(load_game(&args.game, &args.options.overrides)?);
    let upto = args.upto.unwrap_or(DEFAULT_UPTO);
    let quotient = MisereQuotient::compute(&game, upto, args.engine.max_states)
        .map_err(|e| e.into_error(&game))?;
    let report = report(&game.name, &quotient);
    Ok(if args.options.json {
        to_json_line(&report)
    } else {
        text(&report)
    })
}

fn report(game: &str, quotient: &MisereQuotient) -> QuotientReport {
    let presentation = quotient.presentation();
    QuotientReport {
        game: game.to_string(),
        order: quotient.order(),
        element_names: presentation.names,
        p_portion: quotient.p_portion(),
        generators: presentation
            .generators
            .into_iter()
            .map(|(name, heap, _)| GeneratorReport { name, heap })
            .collect(),
        relations: presentation
            .relations
            .into_iter()
            .map(|(left, right)| RelationReport { left, right })
            .collect(),
        heap_elements: quotient.heap_elements().to_vec(),
        stable_from: quotient.stable_from(),
        proved: quotient.proved_for_all(),
        period: quotient.period().map(Into::into),
        largest_heap: quotient.largest(),
    }
}

fn text(report: &QuotientReport) -> String {
    let name = |x: &u32| report.element_names[*x as usize].clone();
    let mut out = format!(
        "{} (misere play): misere quotient of order {}\n",
        report.game, report.order
    );
    let generators: Vec<String> = report
        .generators
        .iter()
        .map(|g| format!("{} = heap {}", g.name, g.heap))
        .collect();
    out += &format!("generators: {}\n", or_none(&generators));
    let relations: Vec<String> = report
        .relations
        .iter()
        .map(|r| format!("{} = {}", r.left, r.right))
        .collect();
    out += &format!("relations: {}\n", or_none(&relations));
    let p: Vec<String> = report.p_portion.iter().map(name).collect();
    out += &format!("P-portion ({} elements): {}\n", p.len(), or_none(&p));
    out += "heap elements:\n";
    for (row, chunk) in report.heap_elements.chunks(HEAPS_PER_LINE).enumerate() {
        let cells: Vec<String> = chunk
            .iter()
            .enumerate()
            .map(|(i, x)| format!("{}:{}", row * HEAPS_PER_LINE + i, name(x)))
            .collect();
        out += &format!("  {}\n", cells.join(" "));
    }
    out += &format!(
        "stable from heap {}: the quotient no longer grows after it\n",
        report.stable_from
    );
    out += &match &report.period {
        Some(period) => format!(
            "proved for all heaps: heap elements repeat with period {} from heap {} (periodicity theorem, checked up to heap {})\n",
            period.period, period.preperiod, report.largest_heap
        ),
        None => format!(
            "proved for heaps up to {} only: no period of the heap elements is proved (raise --upto, or the periodicity theorem does not apply to these rules)\n",
            report.largest_heap
        ),
    };
    out
}

fn or_none(items: &[String]) -> String {
    if items.is_empty() {
        "none".to_string()
    } else {
        items.join(", ")
    }
}
