//! "Did you mean" suggestions: the closest candidate by edit distance (`strsim`'s
//! Levenshtein distance over characters), if it is close.

/// Words longer than this get no suggestion: nobody misspells a name that long, and the
/// edit distance costs the product of the two lengths.
const MAX_SUGGESTED_LEN: usize = 64;

/// The candidate nearest to `word`, when at most a third of its letters (and at least one) differ.
pub(crate) fn closest<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let length = word.chars().count();
    if length > MAX_SUGGESTED_LEN {
        return None;
    }
    let limit = (length / 3).max(1);
    candidates
        .into_iter()
        // The distance is at least the difference in length: skip hopeless candidates
        // (and with them every candidate too long to compare cheaply).
        .filter(|candidate| candidate.chars().count().abs_diff(length) <= limit)
        .map(|candidate| (strsim::levenshtein(word, candidate), candidate))
        .filter(|&(distance, _)| distance <= limit)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_near_keywords_only() {
        let keywords = ["move", "game", "param"];
        assert_eq!(closest("mov", keywords), Some("move"));
        assert_eq!(closest("parm", keywords), Some("param"));
        assert_eq!(closest("xyzzy", keywords), None);
    }

    #[test]
    fn long_words_are_not_compared() {
        let long = "a".repeat(1_000_000);
        assert_eq!(closest(&long, [long.as_str()]), None);
        assert_eq!(closest("move", [long.as_str()]), None);
        assert_eq!(closest("mové", ["move"]), Some("move"));
    }
}
