//! The quotient against searches that know nothing of monoids: the plain recursion over
//! raw positions ([`crate::engine::misere::brute_force`]) on small positions, and the
//! memoized search over reduced sums (itself checked against the plain recursion in
//! [`crate::engine::misere::checks`]) on every position of up to 4 heaps of at most 14
//! tokens and on random sums of more heaps, for Kayles, Dawson's Kayles and 8 other
//! octal games. Also: every quotient has even order (proved by Plambeck and Siegel, JCTA
//! 2008, for every misère quotient of impartial games; restated by Rubinstein-Salzedo and
//! Zhou, "Finite cardinalities of misère quotients", arXiv:2603.18244), the presentation
//! holds in the monoid, and the winning moves are the options the search finds P.

use super::MisereQuotient;
use super::budget::Budget;
use super::construction::Bounded;
use crate::engine::misere::brute_force::{
    BruteForce, misere_game, positions_of_tokens, small_positions,
};
use crate::engine::misere::sums::MisereSums;
use crate::engine::{DEFAULT_MAX_STATES, EngineError, Solver};

/// Octal codes and how far to build their quotients (Dawson's Kayles only up to heap 26:
/// past it, its quotient is not found within the default limits).
const GAMES: [(&str, u64); 10] = [
    ("0.77", 300),
    ("0.07", 26),
    ("0.71", 300),
    ("0.53", 300),
    ("0.75", 300),
    ("0.31", 300),
    ("0.34", 300),
    ("0.72", 300),
    ("0.15", 300),
    ("0.44", 40),
];

fn quotient_of(code: &str, upto: u64) -> (crate::ir::Game, MisereQuotient) {
    let game = misere_game(&format!("move octal {code}"));
    let quotient = compute(&game, upto);
    (game, quotient)
}

/// The quotient of `game` up to heap `upto` (or a proved period), at the default limit.
fn compute(game: &crate::ir::Game, upto: u64) -> MisereQuotient {
    MisereQuotient::compute(game, upto, &mut Budget::new(DEFAULT_MAX_STATES)).unwrap()
}

#[test]
fn quotients_match_the_search_on_all_sums_of_four_heaps_up_to_14() {
    for (code, upto) in GAMES {
        let (game, quotient) = quotient_of(code, upto);
        let mut search = MisereSums::values(&game, DEFAULT_MAX_STATES);
        let positions = small_positions(4, 14);
        agree(code, &quotient, &positions, |p| search.value(p).unwrap());
    }
}

/// Monoids without tables, their products worked out from the generators' rows, build the
/// same quotients as tabulated ones: the same element for every heap, the same
/// P-portion and period.
#[test]
fn quotients_built_without_tables_are_the_tabulated_ones() {
    for (code, upto) in GAMES {
        let (game, tabulated) = quotient_of(code, upto);
        let mut budget = Budget::new(DEFAULT_MAX_STATES).with_tables(0);
        let untabulated = MisereQuotient::compute(&game, upto, &mut budget).unwrap();
        assert_eq!(
            untabulated.heap_elements(),
            tabulated.heap_elements(),
            "{code}"
        );
        assert_eq!(untabulated.p_portion(), tabulated.p_portion(), "{code}");
        assert_eq!(untabulated.period(), tabulated.period(), "{code}");
    }
}

/// Asserts that the quotient says P exactly where `value` (G⁻) is 0.
fn agree(
    code: &str,
    quotient: &MisereQuotient,
    positions: &[Vec<u64>],
    mut value: impl FnMut(&[u64]) -> u64,
) {
    for position in positions {
        let element = quotient.position_element(position).unwrap();
        assert_eq!(
            quotient.is_p(element),
            value(position) == 0,
            "{code}: {position:?}"
        );
    }
}

#[test]
fn quotients_match_the_plain_recursion_on_small_positions() {
    for (code, upto) in GAMES {
        let (game, quotient) = quotient_of(code, upto);
        let mut brute = BruteForce::new(&game);
        agree(code, &quotient, &small_positions(3, 8), |p| brute.value(p));
    }
}

#[test]
fn quotients_match_the_search_on_random_sums_of_more_heaps() {
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = |bound: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % bound
    };
    for (code, upto) in GAMES {
        let (game, quotient) = quotient_of(code, upto);
        let mut search = MisereSums::values(&game, DEFAULT_MAX_STATES);
        let largest = upto.min(9);
        let positions: Vec<Vec<u64>> = (0..40)
            .map(|_| {
                let heaps = 5 + next(3) as usize;
                (0..heaps).map(|_| 1 + next(largest)).collect()
            })
            .collect();
        agree(code, &quotient, &positions, |p| search.value(p).unwrap());
    }
}

#[test]
fn every_quotient_has_even_order_and_satisfies_its_presentation() {
    for (code, upto) in GAMES {
        let (_, quotient) = quotient_of(code, upto);
        assert_eq!(
            quotient.order() % 2,
            0,
            "{code}: order {}",
            quotient.order()
        );
        let presentation = quotient.presentation();
        let element = |name: &str| {
            presentation
                .names
                .iter()
                .position(|n| n == name)
                .unwrap_or_else(|| word_element(&quotient, &presentation, name))
        };
        let mut names = presentation.names.clone();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), quotient.order(), "{code}: names are distinct");
        for (left, right) in &presentation.relations {
            assert_eq!(element(left), element(right), "{code}: {left} = {right}");
        }
    }
}

/// The element of a word written as generator letters with exponents ("ab^2c").
fn word_element(
    quotient: &MisereQuotient,
    presentation: &super::Presentation,
    word: &str,
) -> usize {
    let mut x = 0u32;
    let mut chars = word.chars().peekable();
    while let Some(c) = chars.next() {
        let generator = presentation
            .generators
            .iter()
            .find(|(name, _, _)| name == &c.to_string())
            .expect("a generator letter")
            .2;
        let mut exponent = 1;
        if chars.peek() == Some(&'^') {
            chars.next();
            let digits: String =
                std::iter::from_fn(|| chars.next_if(char::is_ascii_digit)).collect();
            exponent = digits.parse().unwrap();
        }
        for _ in 0..exponent {
            x = quotient.product(x, generator);
        }
    }
    x as usize
}

#[test]
fn a_tiny_quotient_is_misere_nim() {
    // Nim heaps of 0 and 1 only: * has a² = 1, P = {a}.
    let game = misere_game("move take 1..");
    let quotient = compute(&game, 1);
    assert_eq!(quotient.order(), 2);
    assert_eq!(quotient.p_portion(), vec![1]);
}

#[test]
fn winning_moves_from_the_quotient_are_the_options_the_recursion_finds_p() {
    let game = misere_game("move octal 0.77");
    let mut brute = BruteForce::new(&game);
    let mut solver = Solver::new(&game, DEFAULT_MAX_STATES);
    let mut answered = 0;
    for position in small_positions(3, 9) {
        let analysis = solver.analyse(&position).unwrap();
        if !matches!(analysis.method, crate::engine::Method::MisereQuotient(_)) {
            continue;
        }
        answered += 1;
        let found: Vec<Vec<u64>> = analysis
            .winning_moves
            .listed
            .iter()
            .map(|m| match &m.to {
                crate::game::PositionView::Numbers(heaps) => heaps.clone(),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(found, brute.winning_targets(&position), "{position:?}");
        assert_eq!(analysis.outcome.name() == "P", brute.value(&position) == 0);
    }
    assert!(answered > 50, "the quotient answered {answered} positions");
}

#[test]
fn quotients_of_games_outside_the_periodicity_theorem_hold_up_to_their_last_heap() {
    // Grundy's game (splits into unequal heaps), and a `where` on the heap's size that is
    // not periodic in it: the quotient is proved only for the heaps it covered.
    for rules in [
        "move take 0 leave 2 unequal",
        "move take 1..3 where n * n % 7 != 1",
    ] {
        let game = misere_game(rules);
        let quotient = compute(&game, 14);
        assert!(!quotient.proved_for_all(), "{rules}");
        assert_eq!(quotient.largest(), 14);
        assert_eq!(quotient.heap_element(15), None);
        let mut search = MisereSums::values(&game, DEFAULT_MAX_STATES);
        let positions = small_positions(4, 14);
        agree(rules, &quotient, &positions, |p| search.value(p).unwrap());
    }
}

/// Rules with a `where` on the heap's size that becomes periodic in it, and hexadecimal
/// codes (moves that leave three heaps): proved for all heaps, and right on every sum of
/// three heaps up to 16 (for the first three, past the heaps the proof looked at: the
/// period carries the heap map on).
#[test]
fn quotients_of_where_rules_and_hexadecimal_codes_are_proved_for_all_heaps() {
    for rules in [
        "move take 1..3 where n % 3 != 0",
        "move take 1..2 where k < n or n % 4 == 1",
        "move octal 0.31 where n % 2 == 0 or k == 1",
        "move octal 0.f",
        "move octal 0.f1",
    ] {
        let game = misere_game(rules);
        let quotient = compute(&game, 2000);
        assert!(
            quotient.proved_for_all(),
            "{rules}: to heap {}",
            quotient.largest()
        );
        let mut search = MisereSums::values(&game, DEFAULT_MAX_STATES);
        agree(rules, &quotient, &small_positions(3, 16), |p| {
            search.value(p).unwrap()
        });
    }
}

#[test]
fn kayles_quotient_matches_the_search_on_larger_heaps() {
    // Far past the 14 tokens of the checks above: every single heap up to 70 and
    // every pair up to 24, alone and beside a heap of 1 or 2 (a single heap of 94 was
    // once checked this way outside the suite: 10 minutes).
    let (game, quotient) = quotient_of("0.77", 300);
    let mut search = MisereSums::values(&game, DEFAULT_MAX_STATES);
    let mut positions: Vec<Vec<u64>> = (1..=70).map(|n| vec![n]).collect();
    for a in 1..=24 {
        for b in a..=24 {
            for beside in [None, Some(1), Some(2)] {
                positions.push(beside.into_iter().chain([a, b]).collect());
            }
        }
    }
    agree("0.77", &quotient, &positions, |p| search.value(p).unwrap());
}

/// The fast path for heaps the quotient already has ([`super::stable`]) against the full
/// proof with the heap's letter, on every heap both place, for the games above up to heap
/// 80 (past growths of the quotient, after which the certificate is made anew: Kayles
/// grows at heaps 25 and 27, after twelve heaps without growth).
#[test]
fn stable_heaps_are_placed_alike_by_the_certificate_and_by_a_full_proof() {
    for (code, upto) in GAMES.iter().map(|&(code, upto)| (code, upto.min(80))) {
        let game = misere_game(&format!("move octal {code}"));
        let mut bounded = Bounded::of_rules(&game).unwrap();
        let mut budget = Budget::new(DEFAULT_MAX_STATES);
        let mut by_certificate = 0;
        while bounded.largest() < upto {
            let (fast, full) = bounded.extend_both_ways(&mut budget).unwrap();
            if let Some(x) = fast {
                by_certificate += 1;
                assert_eq!(full, Some(x), "{code}: heap {}", bounded.largest());
            }
        }
        assert!(
            by_certificate > upto / 4,
            "{code}: {by_certificate} heaps by the certificate"
        );
        let quotient = compute(&game, upto);
        let len = quotient.heap_elements().len();
        assert_eq!(bounded.heaps[..len], *quotient.heap_elements(), "{code}");
    }
}

/// Sums of heaps up to a million, answered by the quotient at once, against the search
/// on the same sums with each heap replaced by the heap of the same element the proved
/// period gives (below the preperiod plus one period).
#[test]
fn sums_of_huge_heaps_are_answered_by_the_quotient() {
    let mut state: u64 = 0x853C_49E6_748F_EA9B;
    let mut next = |bound: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % bound
    };
    for code in ["0.704", "0.25", "0.75", "0.123"] {
        let game = misere_game(&format!("move octal {code}"));
        let period = compute(&game, u64::MAX).period().expect("a proved period");
        let mut solver = Solver::new(&game, DEFAULT_MAX_STATES);
        let mut search = MisereSums::values(&game, DEFAULT_MAX_STATES);
        for _ in 0..30 {
            let heaps = 1 + next(4) as usize;
            let position: Vec<u64> = (0..heaps).map(|_| 1 + next(1_000_000)).collect();
            let analysis = solver.analyse(&position).unwrap();
            assert!(
                matches!(analysis.method, crate::engine::Method::MisereQuotient(_)),
                "{code}: {position:?}"
            );
            let reduced: Vec<u64> = position.iter().map(|&n| period.reduce(n)).collect();
            let is_p = search.value(&reduced).unwrap() == 0;
            assert_eq!(analysis.outcome.name() == "P", is_p, "{code}: {position:?}");
        }
    }
}

/// Under a memory budget no large step fits (one byte), Dawson's Kayles builds its
/// monoids without tables (a table is a speed-up left out when it does not fit) and
/// stops at the first heap whose construction needs a mebibyte or more at once, with the
/// error and the quotient of the heaps before it, which stays right and may be extended
/// again.
#[test]
fn a_construction_past_its_memory_budget_stops_with_what_it_proved() {
    let game = misere_game("move octal 0.07");
    let mut quotient = MisereQuotient::new(&game).unwrap();
    let mut budget = Budget::new(DEFAULT_MAX_STATES).with_max_memory(1);
    let err = quotient.extend_to(40, &mut budget).unwrap_err();
    let EngineError::QuotientStopped {
        cause,
        heap,
        proved,
        order,
    } = &err
    else {
        panic!("{err}");
    };
    assert!(
        matches!(**cause, EngineError::QuotientMemoryBudget { limit: 1, .. }),
        "{cause}"
    );
    assert_eq!((*heap, *proved, *order), (33, 32, quotient.order()));
    assert_eq!(quotient.largest(), 32);
    assert!(err.to_string().contains("--max-memory"), "{err}");
    let mut search = MisereSums::values(&game, DEFAULT_MAX_STATES);
    agree("0.07", &quotient, &positions_of_tokens(29), |p| {
        search.value(p).unwrap()
    });
    // With room, it goes on from there (Q32 has 552 elements, Q33 638).
    assert_eq!(quotient.order(), 552);
    quotient
        .extend_to(33, &mut Budget::new(DEFAULT_MAX_STATES))
        .unwrap();
    assert_eq!(quotient.order(), 638);
}
