//! Moves in a sum of heaps that reach a given total value (0 for winning moves). In heap i
//! the move must leave parts worth w = G(h_i) ^ X ^ target. Small heaps are searched
//! option by option; in a huge heap of a game with a proved period the options are
//! grouped by residue: splits whose parts lie in the periodic range have values fixed by
//! their residues, so one representative per residue class stands for the whole class.

use super::error::EngineError;
use super::heap_kernel::HeapKernel;
use super::period::Period;
use crate::ir::{Game, RuleKind};

/// Heaps up to this size are searched option by option.
const ENUMERATION_LIMIT: u64 = 1 << 16;

/// A move to a position of the wanted value; `count` > 1 for a residue class of moves
/// that all reach the same value, `to` being its first member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WinningMove {
    pub to: Vec<u64>,
    pub description: String,
    pub count: u64,
}

pub fn sum_moves_to(
    game: &Game,
    kernel: &mut HeapKernel,
    position: &[u64],
    total: u64,
    target: u64,
    limit: u64,
) -> Result<Vec<WinningMove>, EngineError> {
    let mut found = Vec::new();
    for (heap, &size) in position.iter().enumerate() {
        let wanted = kernel.value(game, size, limit)? ^ total ^ target;
        let mut record = |taken: u64, parts: &[u64], count: u64, note: String| {
            if let Some(mv) = game.take_break_move(position, heap, taken, parts) {
                found.push(WinningMove {
                    description: game.describe(position, &mv) + &note,
                    to: mv.position,
                    count,
                });
            }
        };
        let periodic = kernel.period().filter(|_| size > ENUMERATION_LIMIT);
        match (&*kernel, periodic) {
            (HeapKernel::Nim, _) => {
                if wanted < size {
                    let parts: &[u64] = if wanted == 0 { &[] } else { &[wanted] };
                    record(size - wanted, parts, 1, String::new());
                }
            }
            (HeapKernel::Table(table), Some(period)) => {
                let values = table.computed();
                let value = |n: u64| u64::from(values[period.reduce(n) as usize]);
                by_residues(game, size, wanted, period, &value, &mut record)?;
            }
            (HeapKernel::Table(_), None) => {
                let mut options = Vec::new();
                game.heap_options(size, &mut |_, taken, parts| {
                    options.push((taken, parts.to_vec()))
                })?;
                for (taken, parts) in options {
                    let mut value = 0;
                    for &part in &parts {
                        value ^= kernel.value(game, part, limit)?;
                    }
                    if value == wanted {
                        record(taken, &parts, 1, String::new());
                    }
                }
            }
        }
    }
    Ok(found)
}

/// Records a move found: tokens taken, parts left, how many moves it stands for, a note.
type Recorder<'a> = dyn FnMut(u64, &[u64], u64, String) + 'a;

/// The options of a huge heap `size` worth `wanted`, in a game whose rules are all
/// take-and-break with bounded takes, at most two parts, and conditions on k only.
fn by_residues(
    game: &Game,
    size: u64,
    wanted: u64,
    period: Period,
    value: &dyn Fn(u64) -> u64,
    record: &mut Recorder,
) -> Result<(), EngineError> {
    let (n0, p) = (period.preperiod, period.period);
    for rule in &game.rules {
        let RuleKind::TakeBreak { take, leave, .. } = &rule.kind else {
            continue;
        };
        for k in take.iter_upto(size) {
            if let Some(c) = &rule.condition
                && !c.holds(k, size)?
            {
                continue;
            }
            let rest = size - k;
            if leave.allows(1) && k > 0 && value(rest) == wanted {
                record(k, &[rest], 1, String::new());
            }
            if !leave.allows(2) {
                continue;
            }
            let half = rest / 2;
            // Small first parts one by one; from n0 on, one class per residue.
            for a in 1..n0.min(half + 1) {
                if value(a) ^ value(rest - a) == wanted {
                    record(k, &[a, rest - a], 1, String::new());
                }
            }
            for a in n0.max(1)..(n0.max(1) + p).min(half + 1) {
                if value(a) ^ value(rest - a) == wanted {
                    let count = (half - a) / p + 1;
                    let note = if count > 1 {
                        format!(
                            " (and {} more like it: the smaller part may be any {a} + {p}·m up to {half})",
                            count - 1
                        )
                    } else {
                        String::new()
                    };
                    record(k, &[a, rest - a], count, note);
                }
            }
        }
    }
    Ok(())
}
