//! The checksum of `table --stats`: pins a whole table of values in eight digits, and is
//! computed as the values stream by.

/// Fletcher-32 over the values as 16-bit words: c0 += g, c1 += c0 (both wrapping u16);
/// the checksum is c1 << 16 | c0.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Fletcher32 {
    c0: u16,
    c1: u16,
}

impl Fletcher32 {
    pub(super) fn push(&mut self, value: u64) {
        self.c0 = self.c0.wrapping_add(value as u16);
        self.c1 = self.c1.wrapping_add(self.c0);
    }

    pub(super) fn value(self) -> u32 {
        u32::from(self.c1) << 16 | u32::from(self.c0)
    }
}

/// The checksum of `values` in order.
pub(super) fn fletcher32(values: &[u64]) -> u32 {
    let mut sum = Fletcher32::default();
    values.iter().for_each(|&v| sum.push(v));
    sum.value()
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
