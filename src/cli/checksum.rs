//! The checksum of `table --stats` lines: pins a whole table of values in eight digits.

/// Fletcher-32 over the values as 16-bit words: c0 += g, c1 += c0 (both wrapping u16);
/// the checksum is c1 << 16 | c0.
use crate::engine::Period;

pub(super) fn fletcher32(values: &[u64]) -> u32 {
    let (mut c0, mut c1) = (0u16, 0u16);
    for &v in values {
        c0 = c0.wrapping_add(v as u16);
        c1 = c1.wrapping_add(c0);
    }
    u32::from(c1) << 16 | u32::from(c0)
}

/// `n: N, G(N): g, max: m, zeros: z, period: …, checksum: XXXXXXXX`, over the values in
/// order (row by row for a two-heap table, whose last cell is `last`).
pub(super) fn stats_line(last: &str, values: &[u64], period: Option<Period>) -> String {
    let max = values.iter().copied().max().unwrap_or(0);
    let zeros = values.iter().filter(|&&v| v == 0).count();
    let period = match period {
        Some(p) => format!("{} (preperiod {})", p.period, p.preperiod),
        None => "none".to_string(),
    };
    format!(
        "n: {last}, G(n): {}, max: {max}, zeros: {zeros}, period: {period}, checksum: {:08X}\n",
        values[values.len() - 1],
        fletcher32(values)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fletcher_of_small_sequences() {
        assert_eq!(fletcher32(&[]), 0);
        assert_eq!(fletcher32(&[1, 2, 3]), (1 + 3 + 6) << 16 | 6);
        // Sums wrap at 16 bits.
        assert_eq!(fletcher32(&[0xFFFF, 1]), (0xFFFF) << 16);
    }
}
