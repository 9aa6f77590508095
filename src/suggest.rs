//! "Did you mean" suggestions: the closest candidate by edit distance, if it is close.

/// Words longer than this get no suggestion: nobody misspells a name that long, and the
/// edit distance costs the product of the two lengths.
const MAX_SUGGESTED_LEN: usize = 64;

/// The candidate nearest to `word`, when at most a third of its letters (and at least one) differ.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
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
        .map(|candidate| (edit_distance(word, candidate), candidate))
        .filter(|&(distance, _)| distance <= limit)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// Levenshtein distance over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1; b.len() + 1];
        for (j, &cb) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(ca != cb);
            current[j + 1] = substitution.min(previous[j + 1] + 1).min(current[j] + 1);
        }
        previous = current;
    }
    previous[b.len()]
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
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn long_words_are_not_compared() {
        let long = "a".repeat(1_000_000);
        assert_eq!(closest(&long, [long.as_str()]), None);
        assert_eq!(closest("move", [long.as_str()]), None);
        assert_eq!(closest("mové", ["move"]), Some("move"));
    }
}
