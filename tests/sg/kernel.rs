//! The heap-game kernel through `sg table --stats`: checksums against values published by
//! the octal-game solver ogsolve (crates.io), periods proved as values arrive, `--quiet`,
//! and limits refused before any work.

use crate::support::{scratch, sg, write};

fn stats(game: &str, upto: &str) -> String {
    let run = sg(&["table", game, "--upto", upto, "--stats", "--quiet"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.is_empty(), "{}", run.stderr);
    run.stdout
}

#[test]
fn sparse_octal_game_matches_the_reference_checksum() {
    // `ogsolve 0.161 -n 100000 -m rc2`: nimber 26, checksum B71EFF3.
    assert_eq!(
        stats("benches/octal-0.161.game", "100000"),
        "n: 100000, G(n): 26, max: 139, zeros: 14, period: none, checksum: 0B71EFF3\n"
    );
}

#[test]
fn periodic_octal_games_stop_at_the_period() {
    // `ogsolve 0.77 -n 100000 -m rc2`: period 12 from 71, nimber 1, checksum E740F9DF.
    assert_eq!(
        stats("benches/octal-0.77.game", "100000"),
        "n: 100000, G(n): 1, max: 8, zeros: 1, period: 12 (preperiod 71), checksum: E740F9DF\n"
    );
    // `ogsolve 0.07 -n 100000 -m rc2`: period 34 from 53, nimber 3, checksum FD5C20D5.
    assert_eq!(
        stats("benches/octal-0.07.game", "100000"),
        "n: 100000, G(n): 3, max: 9, zeros: 14710, period: 34 (preperiod 53), checksum: FD5C20D5\n"
    );
}

#[test]
fn grundys_game_values_match_the_generic_rules() {
    // The same game written so that the fast kernel cannot take it (a condition on n that
    // always holds) must give the same values.
    let dir = scratch("grundy-generic");
    let generic = write(
        &dir,
        "g.game",
        "game \"g\"\nmove take 0 leave 2 unequal where n >= 0\n",
    );
    assert_eq!(
        stats("games/grundys-game.game", "3000"),
        stats(&generic, "3000")
    );
}

#[test]
fn quiet_is_accepted_by_solve_and_table() {
    let run = sg(&["solve", "games/kayles.game", "7", "--quiet"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.is_empty());
}

#[test]
fn too_many_values_are_refused_before_work() {
    let upto = "100000000000";
    let run = sg(&[
        "table",
        "games/grundys-game.game",
        "--upto",
        upto,
        "--stats",
    ]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains(&format!(
            "--upto {upto} asks for more values than the limit"
        )),
        "{}",
        run.stderr
    );
}
