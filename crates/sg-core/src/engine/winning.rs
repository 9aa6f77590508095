//! Moves in a sum of heaps that reach a given total value (0 for winning moves). In heap i
//! the move must leave parts worth w = G(h_i) ^ X ^ target. Small heaps are searched
//! option by option; in a huge heap of a game with a proved period the options are
//! grouped by residue: splits whose parts lie in the periodic range have values fixed by
//! their residues, so one representative per residue class stands for the whole class.
//! With a proved arithmetic period, [`arithmetic_moves`] finds them from the formula; in a
//! game of one take interval, from its closed form, as runs of takes.

use super::analysis::MoveList;
use super::arithmetic_moves::{Recorder, arithmetic_moves};
use super::error::EngineError;
use super::heap_values::{HeapValues, take_classes};
use super::period::Period;
use crate::ir::{Action, Game, LeaveSet, Parts, RuleKind};

/// The most takes tried one by one in a huge heap whose takes are not bounded.
const TAKES_TRIED: u64 = 1 << 24;

/// Heaps up to this size are searched option by option (so each move is listed on its
/// own); larger heaps of a game with a proved period are searched by residues.
const ENUMERATION_LIMIT: u64 = 1 << 10;

pub(crate) fn sum_moves_to(
    game: &Game,
    values: &mut HeapValues,
    position: &[u64],
    total: u64,
    target: u64,
    limit: u64,
    found: &mut MoveList,
) -> Result<(), EngineError> {
    for (heap, &size) in position.iter().enumerate() {
        let wanted = values.value(game, size, limit)? ^ total ^ target;
        let mut record = |taken: u64, parts: &[u64], count: u64, note: String| {
            let action = Action::TakeBreak {
                heap,
                taken,
                parts: Parts::new(parts),
            };
            found.add_checked(game, position, action, count, &note)
        };
        let periodic = values.period().filter(|_| size > ENUMERATION_LIMIT);
        let arithmetic = values
            .arithmetic_period()
            .zip(values.cofinite_takes())
            .filter(|_| size > ENUMERATION_LIMIT);
        match periodic {
            _ if values.is_nim() => {
                if wanted < size {
                    let parts: &[u64] = if wanted == 0 { &[] } else { &[wanted] };
                    record(size - wanted, parts, 1, String::new())?;
                }
            }
            _ if let Some(interval) = values.interval().filter(|_| size > ENUMERATION_LIMIT) => {
                // Runs of takes that leave the same value: one listed move each.
                for run in interval.moves_to(size, wanted) {
                    let left = size - run.first;
                    let parts: &[u64] = if left == 0 { &[] } else { &[left] };
                    let count = run.last - run.first + 1;
                    let note = if count > 1 {
                        format!(
                            " (and {} more like it: any take from {} to {} leaves a heap of the same value)",
                            count - 1,
                            run.first,
                            run.last
                        )
                    } else {
                        String::new()
                    };
                    record(run.first, parts, count, note)?;
                }
            }
            Some(period) => {
                let table = &*values;
                let value = |n: u64| table.computed(period.reduce(n));
                by_residues(game, size, wanted, period, &value, &mut record)?;
            }
            None if let Some((proved, takes)) = arithmetic => {
                let table = &*values;
                let value = |n: u64| table.known(n).map(|v| v.expect("proved for every heap"));
                arithmetic_moves(takes, proved, &value, size, wanted, &mut record)?;
            }
            None => {
                // Every part is smaller than the heap, whose value is known: so are theirs.
                // The options stream by (each once): none is kept.
                let table = &*values;
                let mut failure = None;
                game.heap_options(size, &mut |_, taken, parts| {
                    let value = parts.iter().fold(0, |acc, &part| {
                        acc ^ table
                            .known(part)
                            .ok()
                            .flatten()
                            .expect("parts are below a known heap")
                    });
                    if value == wanted && failure.is_none() {
                        failure = record(taken, parts, 1, String::new()).err();
                    }
                })?;
                if let Some(e) = failure {
                    return Err(e.into());
                }
            }
        }
    }
    Ok(())
}

/// The options of a huge heap `size` worth `wanted`, in a game whose rules are all
/// take-and-break with at most two parts and conditions on k only, and whose takes are
/// bounded, or listed by a condition (`power_of_2(k)`), or proved periodic from their
/// residues (`k % 6 == 1`, `prime(k)`). Unbounded periodic takes past the bound B of
/// [`take_classes`] that leave a heap of the periodic range go by residue classes modulo
/// Q, one representative each; the other takes are tried one by one, up to a limit where
/// the takes are not bounded (primes are tried one by one).
fn by_residues(
    game: &Game,
    size: u64,
    wanted: u64,
    period: Period,
    value: &dyn Fn(u64) -> u64,
    record: &mut Recorder,
) -> Result<(), EngineError> {
    let bounded = game.max_take();
    let takes = game.take_break_takes();
    let mut tried = 0u64;
    let mut count_try = || {
        tried += 1;
        if bounded.is_none() && tried > TAKES_TRIED {
            return Err(EngineError::TooManyTakes {
                heap: size,
                limit: TAKES_TRIED,
            });
        }
        Ok(())
    };
    // The last take that leaves a heap of the periodic range (and not the whole heap).
    let last = size.saturating_sub(period.preperiod.max(1));
    let classes = bounded
        .is_none()
        .then(|| take_classes(game, period.period))
        .flatten()
        .filter(|&(most, _)| most < last);
    let Some((most, q)) = classes else {
        for k in takes.iter_upto(bounded.unwrap_or(size).min(size)) {
            count_try()?;
            take_options(game, size, wanted, period, value, k, record)?;
        }
        return Ok(());
    };
    for k in takes.iter_upto(most) {
        count_try()?;
        take_options(game, size, wanted, period, value, k, record)?;
    }
    for first in most + 1..=(most + q).min(last) {
        count_try()?;
        let leave = allowed(game, size, first)?;
        let rest = size - first;
        if leave.allows(1) && value(rest) == wanted {
            let count = (last - first) / q + 1;
            let note = if count > 1 {
                format!(
                    " (and {} more like it: any take {first} + {q}·m up to {last} leaves a heap of the same value)",
                    count - 1
                )
            } else {
                String::new()
            };
            record(first, &[rest], count, note)?;
        }
    }
    for k in (last + 1..=size).filter(|&k| takes.contains(k)) {
        count_try()?;
        take_options(game, size, wanted, period, value, k, record)?;
    }
    Ok(())
}

/// What the rules allow for the take k from a heap of `size`: the parts it may leave.
fn allowed(game: &Game, size: u64, k: u64) -> Result<LeaveSet, EngineError> {
    let mut bits = 0;
    for rule in &game.rules {
        if let RuleKind::TakeBreak { take, leave, .. } = &rule.kind
            && take.contains(k)
            && rule
                .condition
                .as_ref()
                .map_or(Ok(true), |c| c.holds(k, size))?
        {
            bits |= leave.bits();
        }
    }
    Ok(LeaveSet::from_bits(bits))
}

/// The options worth `wanted` of the take k from a huge heap: each take once, with what
/// every rule allows for it (rules that overlap must not count a move twice); splits into
/// two parts one class per residue of the smaller part.
fn take_options(
    game: &Game,
    size: u64,
    wanted: u64,
    period: Period,
    value: &dyn Fn(u64) -> u64,
    k: u64,
    record: &mut Recorder,
) -> Result<(), EngineError> {
    let (n0, p) = (period.preperiod, period.period);
    let leave = allowed(game, size, k)?;
    let rest = size - k;
    if leave.allows(0) && k > 0 && rest == 0 && wanted == 0 {
        record(k, &[], 1, String::new())?;
    }
    if leave.allows(1) && k > 0 && rest > 0 && value(rest) == wanted {
        record(k, &[rest], 1, String::new())?;
    }
    if !leave.allows(2) {
        return Ok(());
    }
    let half = rest / 2;
    // Small first parts one by one; from n0 on, one class per residue.
    for a in 1..n0.min(half + 1) {
        if value(a) ^ value(rest - a) == wanted {
            record(k, &[a, rest - a], 1, String::new())?;
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
            record(k, &[a, rest - a], count, note)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::heap_values::HeapValues;
    use crate::load::parse_game;
    use crate::source::Source;

    /// For every heap below `sizes` and every wanted value below `values_up_to`, the residue
    /// search of the game `rules` (whose period the first 4096 values prove) finds as many
    /// moves as plain enumeration of the options, and its representatives are real options
    /// of that value.
    fn count_exactly_the_enumerated_options(rules: &str, sizes: u64, values_up_to: u64) {
        let text = format!("game \"t\"\n{rules}\n");
        let game = parse_game(Source::new("t", text), &[]).unwrap();
        let mut values = HeapValues::new(&game);
        values.extend(&game, 4096, u64::MAX).unwrap();
        let period = values.period().expect(rules);
        let value = |n: u64| values.computed(period.reduce(n));
        for size in 1..sizes {
            let mut enumerated = std::collections::HashMap::<u64, u64>::new();
            game.heap_options(size, &mut |_, _, parts| {
                let v = parts.iter().fold(0, |acc, &p| acc ^ value(p));
                *enumerated.entry(v).or_default() += 1;
            })
            .unwrap();
            for wanted in 0..values_up_to {
                let mut counted = 0;
                let mut record = |taken: u64, parts: &[u64], count: u64, _: String| {
                    let v = parts.iter().fold(0, |acc, &p| acc ^ value(p));
                    assert_eq!(v, wanted, "{rules}: representative of {size}");
                    assert_eq!(parts.iter().sum::<u64>() + taken, size, "{rules}");
                    counted += count;
                    Ok(())
                };
                by_residues(&game, size, wanted, period, &value, &mut record).unwrap();
                let expected = enumerated.get(&wanted).copied().unwrap_or(0);
                assert_eq!(counted, expected, "{rules}: heap {size}, value {wanted}");
            }
        }
    }

    /// Octal games: splits into two parts go by residue classes of the smaller part.
    #[test]
    fn residue_classes_count_exactly_the_enumerated_options() {
        for code in ["0.77", "0.07", "0.137", "4.07", "0.35", "0.15", "0.51"] {
            count_exactly_the_enumerated_options(&format!("move octal {code}"), 700, 12);
        }
    }

    /// Games whose unbounded takes a condition makes periodic (or lists, or makes primes):
    /// the takes go by residue classes.
    #[test]
    fn classes_of_periodic_takes_count_exactly_the_enumerated_options() {
        for rules in [
            "move take 1.. where k % 2 == 1",
            "move take 1.. where divides(3, k + 2)",
            "move take 4.. where k % 3 == 1\nmove take 1..2",
            "move take 1.. leave 0..1 where k % 4 == 3\nmove take 2",
            "move take 1.. where power_of_2(k)",
            "move take 1.. where prime(k)\nmove take 1",
            "move take 9.. where k % 4 == 2\nmove take 1..3",
        ] {
            count_exactly_the_enumerated_options(rules, 500, 8);
        }
    }
}
