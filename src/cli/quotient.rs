//! `sg quotient GAME [--upto N]`: the misère quotient of a heap game, as text or JSON;
//! `sg quotient GAME [POSITION…]` for a board or a game of components: the quotient of the
//! components reachable from the position (the library's
//! [`ComponentQuotient`](crate::engine::ComponentQuotient)), from the front door.
//! Misère play whatever the file says; `--normal` is refused (normal-play sums need no
//! quotient: they are nim sums).
//!
//! The construction runs until the quotient is proved for all heaps, heap `--upto` is
//! reached, or `--time-limit` runs out (a minute by default), with a progress bar at a
//! terminal; a quotient proved only so far (no period proved, or a game the periodicity
//! theorem does not cover) is printed with `proved: false`, and when the time ran out,
//! with the flag that goes on. So is a construction stopped by any other limit (more
//! memory than `--max-states` allows, an allocation the system refuses) or by a heap no
//! quotient is found for: the quotient of the heaps before it is printed, with the heap
//! it was adding and why it stopped (in JSON, `stopped`), and the command succeeds.

use std::time::Duration;

use super::args::QuotientArgs;
use super::games::Games;
use crate::error::Error;
use crate::report::{QuotientReport, to_json_line};

/// Heap elements shown per line of the text output.
const HEAPS_PER_LINE: usize = 10;
/// Components listed in the text output (`--json` lists them all).
const COMPONENTS_SHOWN: usize = 100;

pub(super) fn run(args: &QuotientArgs) -> Result<String, Error> {
    if args.engine.normal {
        return Err(Error::new(
            "`sg quotient` computes misère quotients, and --normal asks for normal play, where every sum is a nim sum of its heaps' Grundy values: use `sg table` or `sg solve` for those",
        ));
    }
    let limits = args.engine.limits(0);
    let (file, words) = Games::single(
        &args.game,
        &args.position,
        &args.options,
        &args.engine,
        &limits,
    )?;
    let time = Duration::from_secs(args.time_limit);
    let report = file.quotient(&words, args.upto, time, &limits)?;
    Ok(if args.options.json {
        to_json_line(&report)
    } else {
        text(&report)
    })
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
        .map(|g| match report.components.get(g.heap as usize) {
            Some(component) => format!("{} = {component}", g.name),
            None => format!("{} = heap {}", g.name, g.heap),
        })
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
    if report.components.is_empty() {
        out += &heaps_text(report);
    } else {
        out += &components_text(report);
    }
    out
}

/// The heap elements and what the quotient is proved for, in a heap game.
fn heaps_text(report: &QuotientReport) -> String {
    let name = |x: &u32| report.element_names[*x as usize].clone();
    let mut out = "heap elements:\n".to_string();
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
        None => match &report.stopped {
            Some(stopped) => format!(
                "proved for heaps up to {} only: {}\n",
                report.largest_heap, stopped.message
            ),
            None => format!(
                "proved for heaps up to {} only: no period of the heap elements is proved (raise --upto, or the periodicity theorem does not apply to these rules)\n",
                report.largest_heap
            ),
        },
    };
    out
}

/// The element of each game of the components reached, the first few of them.
fn components_text(report: &QuotientReport) -> String {
    let count = report.components.len();
    let mut out = format!("elements of the {count} games among the components reached:\n");
    for (component, x) in report
        .components
        .iter()
        .zip(&report.heap_elements)
        .take(COMPONENTS_SHOWN)
    {
        out += &format!("  {component}: {}\n", report.element_names[*x as usize]);
    }
    if count > COMPONENTS_SHOWN {
        out += &format!(
            "  … and {} more (--json lists them all)\n",
            count - COMPONENTS_SHOWN
        );
    }
    out += "proved for every sum of these components: they are all the components reachable from the position, so every position of them is covered\n";
    out
}

fn or_none(items: &[String]) -> String {
    if items.is_empty() {
        "none".to_string()
    } else {
        items.join(", ")
    }
}
