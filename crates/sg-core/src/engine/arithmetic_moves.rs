//! The options of a huge heap worth a wanted value, in a game with a proved arithmetic
//! period (G(x + p) = G(x) + s from n0 on; see [`crate::engine::arithmetic_period`]),
//! found from the formula instead of by visiting every option:
//!
//! - a single heap x worth w: below n0 + p by lookup, and in each residue class r of x
//!   mod p at most one x = n0 + r + q·p, with q = (w − G(n0 + r))/s;
//! - a split a + b = R (R the heap less a splitting take): parts below n0 + p one by one;
//!   above, for each class of a, G(a) = c_a + s·q_a and G(b) = c_b + s·q_b with q_a + q_b
//!   fixed, so the parts' values have a fixed sum and must have XOR w: the pairs are the
//!   solutions of [`xor_sum_solutions`], counted exactly and listed smallest first;
//! - the whole heap, when w = 0 and it may be taken.

use super::arithmetic_period::{ArithmeticPeriod, CofiniteTakes};
use super::error::EngineError;
use super::xor_sum::{Window, xor_sum_solutions};
use crate::ir::EvalError;

/// Records an option found: tokens taken, parts left, how many options it stands for (the
/// others being like it, as the note says).
pub(crate) type Recorder<'a> = dyn FnMut(u64, &[u64], u64, String) -> Result<(), EvalError> + 'a;

/// Splits of one residue class listed one by one; the rest are counted in one entry.
const LISTED_PER_CLASS: usize = 4;

/// The largest saltus times period for which splits are searched by classes (the search
/// walks about 4·s states per bit, for each of the p classes).
const MAX_CLASS_WORK: u64 = 1 << 20;

/// Calls `record(taken, parts, count, note)` for every option of a heap of `size` worth
/// `wanted`: `count` > 1 stands for that many options like the one given, as the note
/// says. `value` is G, known for any heap from the proved period.
pub(crate) fn arithmetic_moves(
    takes: &CofiniteTakes,
    proved: ArithmeticPeriod,
    value: &dyn Fn(u64) -> Result<u64, EngineError>,
    size: u64,
    wanted: u64,
    record: &mut Recorder,
) -> Result<(), EngineError> {
    let (n0, p, s) = (proved.preperiod, proved.period, proved.saltus);
    // Heaps from `start` on are periodic: G(start + r + q·p) = G(start + r) + q·s.
    let start = n0 + p;
    if wanted == 0 && size >= 1 && takes.takes_all(size) {
        record(size, &[], 1, String::new())?;
    }
    let mut singles = Vec::new();
    for x in 1..start.min(size) {
        if value(x)? == wanted {
            singles.push(x);
        }
    }
    for r in 0..p {
        let base = value(start + r)?;
        if wanted >= base && (wanted - base).is_multiple_of(s) {
            let x = ((wanted - base) / s)
                .checked_mul(p)
                .and_then(|q| q.checked_add(start + r));
            singles.extend(x.filter(|&x| x < size));
        }
    }
    singles.sort_unstable();
    for x in singles {
        if takes.leaves_one(size - x) {
            record(size - x, &[x], 1, String::new())?;
        }
    }
    for &(take, equal) in &takes.pairs {
        let Some(rest) = size.checked_sub(take) else {
            continue;
        };
        for a in 1..start.min(rest / 2 + 1) {
            let b = rest - a;
            if (a < b || equal) && value(a)? ^ value(b)? == wanted {
                record(take, &[a, b], 1, String::new())?;
            }
        }
        if rest / 2 >= start && s.saturating_mul(p) > MAX_CLASS_WORK {
            return Err(EngineError::SplitsNotSearched {
                heap: size,
                period: p,
                saltus: s,
            });
        }
        for ra in 0..p {
            split_class(proved, value, take, equal, rest, ra, wanted, record)?;
        }
    }
    Ok(())
}

/// The splits a + b = `rest` with a = start + `ra` + q·p, q >= 0, a <= b (start = n0 + p),
/// whose values XOR to `wanted`.
#[allow(clippy::too_many_arguments)]
fn split_class(
    proved: ArithmeticPeriod,
    value: &dyn Fn(u64) -> Result<u64, EngineError>,
    take: u64,
    equal: bool,
    rest: u64,
    ra: u64,
    wanted: u64,
    record: &mut Recorder,
) -> Result<(), EngineError> {
    let (n0, p, s) = (proved.preperiod, proved.period, proved.saltus);
    let start = n0 + p;
    let half = rest / 2;
    let first_a = start + ra;
    if first_a > half {
        return Ok(());
    }
    let mut most = (half - first_a) / p;
    if !equal && rest.is_multiple_of(2) && (half - first_a).is_multiple_of(p) {
        // The equal split is the class's last member: not a move.
        if most == 0 {
            return Ok(());
        }
        most -= 1;
    }
    // b = rest − a = start + rb + q_b·p with q + q_b = total.
    let rb = (rest - 2 * start - ra) % p;
    let total = (rest - 2 * start - ra - rb) / p;
    let (c_a, c_b) = (value(start + ra)?, value(start + rb)?);
    let sum = u128::from(c_a) + u128::from(c_b) + u128::from(s) * u128::from(total);
    let window = Window {
        modulus: s,
        residue: c_a % s,
        low: u128::from(c_a),
        high: u128::from(c_a) + u128::from(s) * u128::from(most),
    };
    let (count, first) = xor_sum_solutions(sum, u128::from(wanted), window, LISTED_PER_CLASS + 1);
    let part = |x: u128| {
        let q = ((x - u128::from(c_a)) / u128::from(s)) as u64;
        let a = first_a + q * p;
        (a, rest - a)
    };
    for &x in first.iter().take(LISTED_PER_CLASS) {
        let (a, b) = part(x);
        record(take, &[a, b], 1, String::new())?;
    }
    if let Some(&x) = first.get(LISTED_PER_CLASS) {
        let others = u64::try_from(count - LISTED_PER_CLASS as u128).unwrap_or(u64::MAX);
        let (a, b) = part(x);
        let note = if others > 1 {
            format!(
                " (and {} more like it: splits whose smaller part is {first_a} + {p}·m and whose parts' values XOR to {wanted})",
                others - 1
            )
        } else {
            String::new()
        };
        record(take, &[a, b], others, note)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::heap_values::HeapValues;
    use crate::{Source, parse_game};

    /// For every heap up to 400 and every wanted value, the search by the formula counts
    /// exactly the options of that value found by visiting them all, once each, and the
    /// moves it gives are such options.
    #[test]
    fn classes_count_exactly_the_enumerated_options() {
        for rules in [
            "move take 1..\nmove take 0 leave 2",
            "move take 1..\nmove take 0 leave 2 unequal",
            "move take 1.. where k != 3\nmove take 1 leave 2",
            "move take 1.. leave 1 where k != 3 and k != 5 and k != 1\nmove take 0 leave 2",
            "move take 1..\nmove take 2 leave 2\nmove take 3 leave 2",
            "move take 1.. leave 1\nmove take {1, 3} leave 0\nmove take 3 leave 2 unequal\nmove take 3 leave 2",
            "move take 1.. where k != 1\nmove take 1 leave 2 unequal",
            "move take 1.. leave 1 where k != 6\nmove take {1, 3} leave 0\nmove take 3 leave 2",
            "move take 1.. where k != 2 and k != 5",
        ] {
            let text = format!("game \"t\"\n{rules}\n");
            let game = parse_game(Source::new("t", text), &[]).unwrap();
            let mut values = HeapValues::new(&game);
            values.extend(&game, 4096, u64::MAX).unwrap();
            let proved = values.arithmetic_period().expect(rules);
            let takes = values.cofinite_takes().unwrap();
            let value = |n: u64| values.known(n).map(|v| v.unwrap());
            for size in 1..400u64 {
                let mut options = Vec::new();
                game.heap_options(size, &mut |_, taken, parts| {
                    options.push((taken, parts.to_vec()))
                })
                .unwrap();
                options.sort_unstable();
                options.dedup();
                let mut enumerated = std::collections::HashMap::<u64, u64>::new();
                for (_, parts) in &options {
                    let v = parts.iter().fold(0, |acc, &p| acc ^ value(p).unwrap());
                    *enumerated.entry(v).or_default() += 1;
                }
                for wanted in 0..24u64 {
                    let mut counted = 0;
                    let mut record = |taken: u64, parts: &[u64], count: u64, _: String| {
                        let option = (taken, parts.to_vec());
                        assert!(options.contains(&option), "{rules}: {option:?} of {size}");
                        let v = parts.iter().fold(0, |acc, &p| acc ^ value(p).unwrap());
                        assert_eq!(v, wanted, "{rules}: {option:?} of {size}");
                        counted += count;
                        Ok(())
                    };
                    arithmetic_moves(takes, proved, &value, size, wanted, &mut record).unwrap();
                    let expected = enumerated.get(&wanted).copied().unwrap_or(0);
                    assert_eq!(counted, expected, "{rules}: heap {size}, value {wanted}");
                }
            }
        }
    }
}
