//! Conway's genus of a game G: g^{g_0 g_1 g_2 …}, where g = G(G) is the normal-play value
//! and g_k = G⁻(G + k·*2). The sequence g_k repeats with period 2 from some k on
//! (the misère search over sums, `misere/sums.rs`, proves where, unit by unit).
//!
//! Written the usual way: the superscript is the shortest prefix of the sequence after
//! which the last two entries alternate forever (one entry: the sequence is constant).
//! So `0^120` is 1 2 0 2 0 …, `4^146` is 1 4 6 4 6 …, `2^2` is 2 2 2 …. Entries of 10 or
//! more are separated by commas in braces: `12^{1,10,3}`.

use std::fmt;

/// Conway's genus g^{g_0 g_1 …} of a position (misère play of sums).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Genus {
    /// The normal-play Grundy value g.
    pub normal: u64,
    /// g_0, g_1, …: the shortest prefix whose last two entries then alternate (or whose
    /// one entry repeats).
    pub misere: Vec<u64>,
}

impl Genus {
    /// From g and the sequence g_0 … g_{start+1}, 2-periodic from `start`.
    pub fn new(normal: u64, sequence: &[u64], start: usize) -> Genus {
        debug_assert_eq!(sequence.len(), start + 2);
        // The least m from which the sequence is 2-periodic.
        let mut m = start;
        while m > 0 && sequence[m - 1] == sequence[m + 1] {
            m -= 1;
        }
        let len = if m == 0 && sequence[0] == sequence[1] {
            1
        } else {
            m + 2
        };
        Genus {
            normal,
            misere: sequence[..len].to_vec(),
        }
    }

    /// g_k for any k.
    pub fn at(&self, k: usize) -> u64 {
        let len = self.misere.len();
        if k < len {
            self.misere[k]
        } else if len == 1 {
            self.misere[0]
        } else {
            self.misere[len - 2 + (k - (len - 2)) % 2]
        }
    }
}

impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = self.misere.iter().map(u64::to_string).collect();
        if self.misere.iter().all(|&v| v < 10) {
            write!(f, "{}^{}", self.normal, words.concat())
        } else {
            write!(f, "{}^{{{}}}", self.normal, words.join(","))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_stop_where_the_sequence_alternates() {
        let genus = |g, seq: &[u64], start| Genus::new(g, seq, start).to_string();
        assert_eq!(genus(0, &[1, 2, 0, 2], 2), "0^120");
        assert_eq!(genus(0, &[1, 2, 0], 1), "0^120");
        assert_eq!(genus(2, &[2, 2], 0), "2^2");
        assert_eq!(genus(2, &[2, 2, 2, 2], 2), "2^2");
        assert_eq!(genus(1, &[1, 3], 0), "1^13");
        assert_eq!(genus(3, &[1, 4, 3, 1], 2), "3^1431");
        assert_eq!(genus(1, &[1, 2, 2], 1), "1^122");
        assert_eq!(genus(12, &[1, 10, 3], 1), "12^{1,10,3}");
    }

    #[test]
    fn entries_extend_periodically() {
        let genus = Genus::new(4, &[1, 4, 6], 1);
        let seq: Vec<u64> = (0..6).map(|k| genus.at(k)).collect();
        assert_eq!(seq, [1, 4, 6, 4, 6, 4]);
        assert_eq!(Genus::new(2, &[2, 2], 0).at(5), 2);
    }
}
