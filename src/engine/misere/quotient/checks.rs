//! The quotient against the plain recursion ([`crate::engine::misere::brute_force`]),
//! which knows nothing of monoids: every position of up to 4 heaps of at most 14 tokens
//! (the quotient says P exactly when G⁻ = 0), for Kayles, Dawson's Kayles and other
//! octal games.

use super::MisereQuotient;
use crate::engine::DEFAULT_MAX_STATES;
use crate::engine::misere::brute_force::{BruteForce, misere_game, small_positions};

#[test]
fn a_tiny_quotient_is_misere_nim() {
    // Nim heaps of 0 and 1 only: * has a² = 1, P = {a}.
    let game = misere_game("move take 1..");
    let quotient = MisereQuotient::compute(&game, 1, DEFAULT_MAX_STATES).unwrap();
    assert_eq!(quotient.order(), 2);
    assert_eq!(quotient.p_portion(), vec![1]);
}

#[test]
fn kayles_quotient_matches_brute_force_on_small_positions() {
    let game = misere_game("move octal 0.77");
    let quotient = MisereQuotient::compute(&game, 300, DEFAULT_MAX_STATES).unwrap();
    eprintln!(
        "order {} proved {} period {:?} stable from {}",
        quotient.order(),
        quotient.proved_for_all(),
        quotient.period(),
        quotient.stable_from()
    );
    let mut brute = BruteForce::new(&game);
    for position in small_positions(3, 12) {
        let element = quotient.position_element(&position).unwrap();
        assert_eq!(
            quotient.is_p(element),
            brute.value(&position) == 0,
            "{position:?}"
        );
    }
}
