//! `sg quotient` and the quotient in `sg solve`, through the binary: the JSON fields, the
//! published quotients, the answers for large misère positions against the quotient's own
//! table, where the construction stops (a time limit, the memory limit, an address-space
//! cap), and bad input (rules on several heaps).

use crate::support::{scratch, sg, write};

fn json(args: &[&str]) -> serde_json::Value {
    let run = sg(args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    serde_json::from_str(&run.stdout).unwrap()
}

#[test]
fn kayles_quotient_is_proved_for_all_heaps_with_even_order() {
    let q = json(&["quotient", "games/misere-kayles.game", "--json"]);
    let order = q["order"].as_u64().unwrap();
    assert_eq!(order % 2, 0);
    assert_eq!(q["proved"], true);
    assert_eq!(q["period"]["period"], 12);
    assert!(q["stable_from"].as_u64().unwrap() > 0);
    let heaps = q["heap_elements"].as_array().unwrap();
    assert_eq!(heaps[0], 0, "heap 0 is the identity");
    assert_eq!(q["element_names"].as_array().unwrap().len() as u64, order);
    assert!(!q["p_portion"].as_array().unwrap().is_empty());
}

#[test]
fn solve_answers_large_misere_kayles_sums_from_the_quotient() {
    for position in [
        &["30", "31", "32", "33", "34"][..],
        &["50", "51", "52", "53", "54", "55", "97", "98", "99"],
    ] {
        let mut args = vec!["solve", "games/misere-kayles.game", "--json"];
        args.extend_from_slice(position);
        let answer = json(&args);
        assert!(
            answer["method"]
                .as_str()
                .unwrap()
                .contains("quotient of order"),
            "{answer}"
        );
        // Every listed winning move leads to a P-position, by the quotient again.
        for mv in answer["winning_moves"].as_array().unwrap().iter().take(5) {
            let mut args = vec![
                "solve".to_string(),
                "games/misere-kayles.game".to_string(),
                "--json".to_string(),
            ];
            args.extend(
                mv["to"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|h| h.as_u64().unwrap().to_string()),
            );
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            assert_eq!(json(&args)["outcome"], "P", "{mv}");
        }
    }
}

#[test]
fn rules_on_several_heaps_have_no_quotient() {
    let run = sg(&["quotient", "games/wythoff.game"]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("several heaps"), "{}", run.stderr);
}

/// A construction the memory limit stops prints the quotient it proved, in text and in
/// JSON, with the heap it was adding, why it stopped and the option that goes on.
#[test]
fn a_quotient_stopped_by_the_memory_limit_prints_what_it_proved() {
    let dir = scratch("quotient-limit");
    let game = write(&dir, "d.game", "game \"d\"\nmove octal 0.07\n");
    let run = sg(&["quotient", &game, "--max-states", "1000"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("proved for heaps up to 24 only: the next step needed more than the limit of 1000 units of memory (--max-states) while adding heap 25; --max-states 4000 goes on"),
        "{}",
        run.stdout
    );
    let q = json(&["quotient", &game, "--max-states", "1000", "--json"]);
    assert_eq!(q["largest_heap"], 24);
    assert_eq!(q["proved"], false);
    let stopped = &q["stopped"];
    assert_eq!(stopped["heap"], 25);
    assert_eq!(stopped["cause"], "memory");
    assert_eq!(stopped["order"], q["order"]);
    assert_eq!(
        stopped["p_portion"].as_u64().unwrap() as usize,
        q["p_portion"].as_array().unwrap().len()
    );
    assert_eq!(
        stopped["generators"].as_u64().unwrap() as usize,
        q["generators"].as_array().unwrap().len()
    );
    // What it proved is the quotient `--upto` gives of the same heaps.
    let upto = json(&["quotient", &game, "--upto", "24", "--json"]);
    assert_eq!(upto["order"], q["order"]);
    assert_eq!(upto["heap_elements"], q["heap_elements"]);
}

/// An allocation the system refuses is the same stop, not an abort: under an
/// address-space cap of 64 MiB (set by the shell's `ulimit -v`, that is setrlimit), with
/// a limit far above it, Dawson's Kayles stops at heap 30, whose refinement asks for more,
/// and prints the quotient of the heaps before it.
#[test]
fn an_allocation_refused_by_the_system_stops_with_the_quotient_so_far() {
    let dir = scratch("quotient-cap");
    let game = write(&dir, "d.game", "game \"d\"\nmove octal 0.07\n");
    let output = std::process::Command::new("sh")
        .args(["-c", "ulimit -v 65536 && exec \"$0\" \"$@\""])
        .arg(env!("CARGO_BIN_EXE_sg"))
        .args([
            "quotient",
            &game,
            "--upto",
            "20000",
            "--max-states",
            "4000000000",
            "--json",
        ])
        .output()
        .expect("sh runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    let q: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let stopped = &q["stopped"];
    assert_eq!(stopped["cause"], "allocation", "{q}");
    assert_eq!(stopped["heap"], q["largest_heap"].as_u64().unwrap() + 1);
    let message = stopped["message"].as_str().unwrap();
    assert!(message.contains("the system refused"), "{message}");
    assert!(message.contains("--max-states"), "{message}");
}

#[test]
fn the_time_limit_stops_with_the_quotient_so_far_and_the_flag_that_goes_on() {
    let run = sg(&["quotient", "games/misere-kayles.game", "--time-limit", "0"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("proved for heaps up to 0 only: the time limit of 0 s ran out while adding heap 1; --time-limit 60 goes on"),
        "{}",
        run.stdout
    );
}

/// Dawson's Kayles: the quotient of the heaps up to 30 has order 360, the published value
/// (A. N. Siegel, 2007, computed with MisereSolver); and 0.704 is period 2 from heap 0
/// (1, a, 1, a, …), not from heap 1.
#[test]
fn published_quotients_and_the_least_preperiod() {
    let dir = scratch("quotient-published");
    let dawson = write(&dir, "d.game", "game \"d\"\nmove octal 0.07\n");
    let q = json(&["quotient", &dawson, "--upto", "30", "--json"]);
    assert_eq!(q["order"], 360);
    assert_eq!(q["largest_heap"], 30);
    let game = write(&dir, "g.game", "game \"g\"\nmove octal 0.704\n");
    let q = json(&["quotient", &game, "--json"]);
    assert_eq!(q["order"], 2);
    assert_eq!(q["period"]["period"], 2);
    assert_eq!(q["period"]["preperiod"], 0);
}

/// A sum of huge heaps of a game whose quotient is proved is answered by the quotient (the
/// answers themselves are checked against the search in the engine's tests).
#[test]
fn solve_answers_sums_of_huge_heaps_from_the_quotient() {
    let dir = scratch("quotient-huge");
    for (code, position) in [
        ("0.704", &["1", "20", "37", "34"][..]),
        ("0.704", &["999999", "1000000", "777777"]),
        ("0.25", &["46", "24", "49", "3"]),
        ("0.75", &["1000000", "3", "999999"]),
        ("0.123", &["1000000", "500001", "77"]),
    ] {
        let game = write(&dir, "g.game", format!("game \"g\"\nmove octal {code}\n"));
        let mut args = vec!["solve", &game, "--misere", "--json"];
        args.extend_from_slice(position);
        let answer = json(&args);
        let method = answer["method"].as_str().unwrap();
        assert!(
            method.contains("quotient of order"),
            "{code} {position:?}: {method}"
        );
    }
}

#[test]
fn normal_play_is_refused_with_the_reason() {
    let run = sg(&["quotient", "games/kayles.game", "--normal"]);
    assert_eq!(run.code, 1);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    assert!(run.stderr.contains("nim sum"), "{}", run.stderr);
}

/// The quotient of a game of components or of a board: each listed game's element is in
/// the P-portion exactly when `sg solve --misere` finds that component alone a P-position,
/// and each pair of the first few is answered as `sg solve` answers it (through the
/// product of the two elements, read off the element names).
#[test]
fn quotients_of_components_and_boards_agree_with_the_misere_search() {
    for (game, position) in [
        ("games/euclid.game", "5,8"),
        ("games/fibonacci-nim.game", "13"),
        ("games/cutting-game.game", "4,5"),
        ("games/node-kayles.game", ""),
    ] {
        let mut args = vec!["quotient", game, "--json"];
        args.extend(position.split_whitespace());
        let q = json(&args);
        assert_eq!(q["proved"], true, "{game}");
        assert_eq!(q["order"].as_u64().unwrap() % 2, 0, "{game}");
        let p: Vec<u64> = q["p_portion"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_u64().unwrap())
            .collect();
        let components = q["components"].as_array().unwrap();
        let elements = q["heap_elements"].as_array().unwrap();
        assert_eq!(components.len(), elements.len(), "{game}");
        assert!(!components.is_empty(), "{game}");
        for (component, element) in components.iter().zip(elements).take(12) {
            let words: Vec<String> = words_of(component);
            let mut solve = vec!["solve", game, "--misere", "--json"];
            solve.extend(words.iter().map(String::as_str));
            let answer = json(&solve);
            let is_p = p.contains(&element.as_u64().unwrap());
            assert_eq!(answer["outcome"] == "P", is_p, "{game} {words:?}");
        }
    }
}

/// The words `sg solve` takes for a listed component: `w,h` for a component with
/// coordinates, the vertex names for a board.
fn words_of(component: &serde_json::Value) -> Vec<String> {
    component
        .as_array()
        .unwrap()
        .iter()
        .map(|part| match part {
            serde_json::Value::Array(xs) => xs
                .iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(","),
            other => other
                .as_str()
                .map_or_else(|| other.to_string(), str::to_string),
        })
        .collect()
}

#[test]
fn quotients_of_components_refuse_heaps_and_upto() {
    let run = sg(&["quotient", "games/euclid.game", "5,8", "--upto", "9"]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("--upto counts heaps"), "{}", run.stderr);
    let run = sg(&["quotient", "games/misere-kayles.game", "7"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains("say how far with --upto"),
        "{}",
        run.stderr
    );
    let run = sg(&["quotient", "games/euclid.game", "5"]);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(!run.stderr.is_empty());
}

/// A memory budget no large step fits (`--max-memory 1`): the construction stops at the
/// first heap that needs a mebibyte at once, with the quotient of the heaps before it
/// (in `sg quotient`, and in the note of the search's answer in `sg solve`); a size that
/// is not one is refused by name.
#[test]
fn the_memory_budget_stops_the_construction_with_what_it_proved() {
    let dir = scratch("quotient-memory-budget");
    let game = write(&dir, "d.game", "game \"d\"\nmove octal 0.07\n");
    let q = json(&["quotient", &game, "--max-memory", "1", "--json"]);
    assert_eq!(q["largest_heap"], 32);
    assert_eq!(q["stopped"]["heap"], 33);
    assert_eq!(q["stopped"]["cause"], "max_memory");
    let message = q["stopped"]["message"].as_str().unwrap();
    assert!(message.contains("--max-memory"), "{message}");
    // A sum the short search tried before the quotient does not answer (`--max-states`
    // makes it an eighth of 200000 states), so the quotient is built, and stops.
    let answer = json(&[
        "solve",
        &game,
        "33",
        "30",
        "--misere",
        "--max-memory",
        "1",
        "--max-states",
        "200000",
        "--max-options",
        "0",
        "--json",
    ]);
    assert_eq!(
        answer["quotient_stopped"]["cause"], "max_memory",
        "{answer}"
    );
    assert_eq!(answer["quotient_stopped"]["heap"], 33, "{answer}");
    assert!(
        answer["method"].as_str().unwrap().contains("search"),
        "{answer}"
    );
    // The same answer with the quotient built to heap 33.
    let full = json(&[
        "solve",
        &game,
        "33",
        "30",
        "--misere",
        "--max-states",
        "200000",
        "--max-options",
        "0",
        "--json",
    ]);
    assert!(
        full["method"].as_str().unwrap().contains("quotient"),
        "{full}"
    );
    assert_eq!(full["outcome"], answer["outcome"]);
    assert_eq!(full["winning_moves_total"], answer["winning_moves_total"]);
    for size in ["lots", "4Q", "-1", "99999999999G"] {
        let run = sg(&["quotient", &game, "--max-memory", size]);
        assert_eq!(run.code, 2, "{size}");
        assert!(run.stderr.contains("a size in bytes"), "{}", run.stderr);
    }
}

/// `--outcome-only` names the method that found the outcome: the quotient where it covers
/// the position, the search past where it stopped.
#[test]
fn the_outcome_alone_names_the_quotient_or_the_search() {
    let kayles = json(&[
        "solve",
        "games/misere-kayles.game",
        "30",
        "31",
        "--outcome-only",
        "--json",
    ]);
    let method = kayles["method"].as_str().unwrap();
    assert!(method.contains("quotient of order"), "{method}");
    let dawson = json(&[
        "solve",
        "games/dawsons-kayles.game",
        "40",
        "3",
        "--misere",
        "--max-states",
        "200000",
        "--outcome-only",
        "--json",
    ]);
    let method = dawson["method"].as_str().unwrap();
    assert!(method.contains("search"), "{method}");
}
