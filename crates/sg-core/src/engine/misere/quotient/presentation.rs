//! A presentation of a quotient: generators (the heaps whose element the smaller heaps
//! do not generate, named a, b, c, … in order of heap size), a name for every element
//! (its least word), and the relations that define the monoid.
//!
//! Words are exponent vectors over the generators, ordered by degree and then by
//! preferring earlier generators (a² before ab before b²): an order compatible with
//! products, so the least word of x·g extends the least word of some element, and the
//! words that are not least in their class form an ideal. The relations are u = (least
//! word of u) for the minimal such u (every u − g is a least word): rewriting by them
//! always ends at the least word, so they present the quotient (the usual completeness of
//! a rewriting system for a monomial order).

use hashbrown::HashSet;

use super::monoid::{Monoid, Multiply};

/// Generators, relations and element names of a quotient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Presentation {
    /// Each generator: its name, the heap that introduces it, and its element.
    pub generators: Vec<(String, u64, u32)>,
    /// Each relation as (left, right) names of words.
    pub relations: Vec<(String, String)>,
    /// The name of every element (its least word; "1" for the identity).
    pub names: Vec<String>,
}

impl Presentation {
    pub(crate) fn of(monoid: &Monoid, heaps: &[u32]) -> Presentation {
        let generators = generators(monoid, heaps);
        let elements: Vec<u32> = generators.iter().map(|&(_, x)| x).collect();
        let words = least_words(monoid, &elements);
        let names: Vec<String> = words.iter().map(|w| word_name(w, elements.len())).collect();
        let least: HashSet<&Vec<u32>> = words.iter().collect();
        let mut relations = Vec::new();
        let mut seen = HashSet::new();
        for (x, word) in words.iter().enumerate() {
            for (i, &g) in elements.iter().enumerate() {
                let mut longer = word.clone();
                longer[i] += 1;
                let minimal = !least.contains(&longer)
                    && (0..longer.len()).filter(|&j| longer[j] > 0).all(|j| {
                        let mut shorter = longer.clone();
                        shorter[j] -= 1;
                        least.contains(&shorter)
                    });
                if minimal && seen.insert(longer.clone()) {
                    let y = monoid.product(x as u32, g);
                    relations.push((
                        word_name(&longer, elements.len()),
                        names[y as usize].clone(),
                    ));
                }
            }
        }
        Presentation {
            generators: generators
                .iter()
                .enumerate()
                .map(|(i, &(heap, x))| (generator_name(i, elements.len()), heap, x))
                .collect(),
            relations,
            names,
        }
    }
}

/// The heaps, in order, whose element the elements of smaller heaps do not generate.
fn generators(monoid: &Monoid, heaps: &[u32]) -> Vec<(u64, u32)> {
    let mut found: Vec<(u64, u32)> = Vec::new();
    let mut generated: HashSet<u32> = HashSet::from_iter([0]);
    for (heap, &x) in heaps.iter().enumerate() {
        if generated.contains(&x) {
            continue;
        }
        found.push((heap as u64, x));
        // Close the generated set under the new generator.
        let mut frontier: Vec<u32> = generated.iter().copied().collect();
        while let Some(y) = frontier.pop() {
            let z = monoid.product(y, x);
            if generated.insert(z) {
                frontier.push(z);
            }
        }
    }
    found
}

/// The least word (exponent vector) of every element, level by level in degree.
fn least_words(monoid: &Monoid, generators: &[u32]) -> Vec<Vec<u32>> {
    let size = monoid.size();
    let mut words: Vec<Option<Vec<u32>>> = vec![None; size];
    words[0] = Some(vec![0; generators.len()]);
    let mut level = vec![0u32];
    while !level.is_empty() {
        let mut next: Vec<u32> = Vec::new();
        let mut candidates: Vec<Option<Vec<u32>>> = vec![None; size];
        for &x in &level {
            for (i, &g) in generators.iter().enumerate() {
                let y = monoid.product(x, g) as usize;
                if words[y].is_some() {
                    continue;
                }
                let mut word = words[x as usize].clone().expect("a word of the level");
                word[i] += 1;
                // Preferring earlier generators: the larger vector is the lesser word.
                match &candidates[y] {
                    Some(best) if *best >= word => {}
                    Some(_) => candidates[y] = Some(word),
                    None => {
                        candidates[y] = Some(word);
                        next.push(y as u32);
                    }
                }
            }
        }
        for &y in &next {
            words[y as usize] = candidates[y as usize].take();
        }
        level = next;
    }
    words
        .into_iter()
        .map(|w| w.expect("the generators generate the quotient"))
        .collect()
}

/// a, b, …, z for up to 26 generators; g1, g2, … beyond.
fn generator_name(i: usize, count: usize) -> String {
    if count <= 26 {
        char::from(b'a' + i as u8).to_string()
    } else {
        format!("g{}", i + 1)
    }
}

/// A word as its generators with exponents: "1", "a", "ab^2", or "g1*g3^2".
fn word_name(word: &[u32], count: usize) -> String {
    let factors: Vec<String> = word
        .iter()
        .enumerate()
        .filter(|&(_, &e)| e > 0)
        .map(|(i, &e)| {
            let name = generator_name(i, count);
            if e == 1 { name } else { format!("{name}^{e}") }
        })
        .collect();
    match factors.len() {
        0 => "1".to_string(),
        _ if count <= 26 => factors.concat(),
        _ => factors.join("*"),
    }
}
