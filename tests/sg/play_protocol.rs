//! The play protocol (`sg play --json`, the examples' `--play --json`), as a program uses
//! it: every bundled game and every example is played to its end choosing only among the
//! moves a state lists (by the line it gives, or by `#` and the number it shows), each line
//! sent getting exactly one reply; a draw on a board with cycles ends as a draw by
//! repetition; and a person's ways of typing are read: commands in any case, lines of a
//! hint copied back, the start of a move's words, the games' own verbs, Enter for a forced
//! move, node names that are numbers, `undo`, `again` and `swap` after the end.

use std::path::Path;

use sg::engine::Outcome;
use sg::game::PositionView;
use sg::report::{PlayReply, PlayState, Player, Verdict};

use crate::play::{Session, winner};
use crate::random_games::Random;

/// Plays `session` to its end, choosing at random among the listed moves and sending each
/// as its `input` or as `#` and its number; checks that each reply is the state after
/// exactly the move sent, and returns the last state.
fn play_listed(mut session: Session, seed: u64, label: &str) -> (Session, PlayState) {
    let mut random = Random(seed);
    let mut state = session.state();
    for turn in 0..3000 {
        if state.game_over {
            assert!(state.moves.is_empty(), "{label}: moves after the end");
            assert!(state.result.is_some(), "{label}: no result");
            return (session, state);
        }
        assert_eq!(state.to_move, Player::You, "{label}");
        assert!(!state.moves.is_empty(), "{label}: no move listed");
        let mut numbers: Vec<usize> = state.moves.iter().map(|m| m.number).collect();
        if !state.values {
            assert!(
                numbers.is_sorted(),
                "{label}: the list is in its numbers' order"
            );
        }
        numbers.sort_unstable();
        assert!(
            numbers.iter().enumerate().all(|(i, &n)| n == i + 1),
            "{label}: the list is numbered from 1, each number once"
        );
        let chosen = &state.moves[(random.next() % state.moves.len() as u64) as usize];
        let line = match turn % 2 {
            0 => chosen.input.clone(),
            _ => format!("#{}", chosen.number),
        };
        let expected = (chosen.to.clone(), chosen.description.clone());
        session.send(&line);
        state = match session.reply() {
            PlayReply::State(state) => *state,
            other => panic!("{label}: `{line}` got {other:?}"),
        };
        let mine = state.last_moves.you.as_ref().expect("my move is echoed");
        assert_eq!(
            (mine.to.clone(), mine.description.clone()),
            expected,
            "{label}: `{line}`"
        );
    }
    panic!("{label}: the game did not end")
}

/// Every bundled game: rule files, and the DOT files no rule file names as its board
/// (those are played through their rule files).
pub(crate) fn bundled() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    let all: Vec<_> = std::fs::read_dir(&dir)
        .expect("games/")
        .map(|e| e.expect("an entry").path())
        .collect();
    let boards: Vec<String> = all
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
        .flat_map(|p| {
            let text = std::fs::read_to_string(p).expect("a rule file");
            text.lines()
                .filter_map(|line| line.strip_prefix("board \""))
                .map(|rest| rest.trim_end_matches('"').to_string())
                .collect::<Vec<_>>()
        })
        .collect();
    let mut names: Vec<String> = all
        .into_iter()
        .filter_map(|p| {
            let name = p.file_name()?.to_string_lossy().into_owned();
            match p.extension().and_then(|e| e.to_str()) {
                Some("game") => Some(name),
                Some("dot") if !boards.contains(&name) => Some(name),
                _ => None,
            }
        })
        .collect();
    names.sort();
    names
}

#[test]
fn every_bundled_game_is_played_to_its_end_from_the_listed_moves() {
    // Each from its file's start: every bundled game has one (a board of tokens is
    // played from a token on each node no edge leads into).
    for (n, name) in bundled().into_iter().enumerate() {
        let file = format!("games/{name}");
        for (seed, extra) in [
            (1, &["--first", "you"][..]),
            (2, &["--first", "sg", "--show-values"]),
        ] {
            let mut args: Vec<&str> = vec![file.as_str()];
            args.extend(extra);
            let label = args.join(" ");
            let (mut session, end) = play_listed(Session::start(&args), seed + n as u64, &label);
            if extra.contains(&"--show-values") {
                assert!(end.values && end.analysis.is_some(), "{label}");
            }
            // After the end the game starts again.
            session.send("again");
            let again = session.state();
            assert!(again.last_moves.you.is_none(), "{label}");
            session.send("quit");
            assert!(matches!(session.reply(), PlayReply::Bye(_)), "{label}");
            session.finish();
        }
    }
}

#[test]
fn every_example_is_played_to_its_end_from_the_listed_moves() {
    for (name, args) in [
        ("chomp", &["3", "3"][..]),
        ("cram", &["3", "3"]),
        ("node-kayles", &["0-1", "1-2", "2-3", "3-0", "2-4"]),
    ] {
        for (seed, extra) in [
            (3, &["--first", "you"][..]),
            (4, &["--first", "sg", "--show-values"]),
        ] {
            let mut all = args.to_vec();
            all.extend(extra);
            let label = format!("{name} {}", all.join(" "));
            let (session, end) = play_listed(Session::example(name, &all), seed, &label);
            assert!(end.result.is_some(), "{label}");
            session.finish();
        }
    }
}

#[test]
fn a_draw_on_a_board_with_cycles_ends_as_a_draw() {
    let mut session = Session::start(&["games/loopy.dot", "pit", "exit"]);
    let mut state = session.state();
    assert!(
        state
            .draw_rule
            .as_deref()
            .is_some_and(|r| r.contains("third time"))
    );
    while !state.game_over {
        session.send("hint");
        let hint = session.hint();
        assert_eq!(hint.outcome, Outcome::D, "{hint:?}");
        // Only the move that keeps the draw; the others lose (issue of the old hint).
        assert!(!hint.best_moves.is_empty());
        assert!(!hint.losing.is_empty() || state.moves.len() == hint.best_moves.len());
        session.send(&hint.best_moves[0].input);
        state = session.state();
    }
    let result = state.result.expect("a result");
    assert_eq!((result.winner, result.outcome), (None, Verdict::Draw));
    assert!(
        result.why.contains("a draw by repetition"),
        "{}",
        result.why
    );
    session.finish();
}

#[test]
fn the_hint_of_a_draw_names_the_move_that_keeps_it_and_those_that_lose() {
    let mut session = Session::start(&["games/loopy.dot", "pit", "exit"]);
    let state = session.state();
    session.send("hint");
    let hint = session.hint();
    let keeps: Vec<usize> = hint.best_moves.iter().map(|m| m.number).collect();
    let trap = state
        .moves
        .iter()
        .find(|m| m.description == "move the token on pit to trap")
        .expect("listed");
    assert_eq!(keeps, [trap.number]);
    let mut losing = hint.losing.clone();
    losing.push(trap.number);
    losing.sort_unstable();
    assert_eq!(losing, [1, 2, 3]);
    assert!(hint.text.contains("1 move keeps the draw"), "{}", hint.text);
    session.finish();
}

#[test]
fn lines_typed_as_a_person_would_are_read() {
    // Commands in any letter case.
    let mut session = Session::start(&["games/kayles.game", "7"]);
    session.state();
    session.send("HINT");
    let hint = session.hint();
    // A hint's line copied back whole plays that move.
    let copied = hint.text.lines().nth(1).expect("a hint line").to_string();
    session.send(&copied);
    let after = session.state();
    assert_eq!(
        after.last_moves.you.as_ref().map(|m| m.to.clone()),
        Some(hint.best_moves[0].to.clone()),
        "{copied}"
    );
    session.send("Undo");
    session.state();
    // The start of a move's words, where it starts only one.
    session.send("take 2 from the heap of 7, leaving 1");
    let after = session.state();
    assert_eq!(
        after
            .last_moves
            .you
            .as_ref()
            .map(|m| m.description.as_str()),
        Some("take 2 from the heap of 7, leaving 1 and 4")
    );
    session.refused("take", "starts more than one move");
    session.send("Quit");
    assert!(matches!(session.reply(), PlayReply::Bye(_)));
    session.finish();

    // The games' own verbs.
    for (args, line, position) in [
        (
            &["games/fibonacci-nim.game", "13"][..],
            "take 3",
            PositionView::Components(vec![vec![10, 6]]),
        ),
        (
            &["games/node-kayles.game"],
            "remove 0",
            PositionView::Names(["2", "3", "7", "9", "6", "8"].map(String::from).to_vec()),
        ),
    ] {
        let mut session = Session::start(args);
        session.state();
        session.send(line);
        let state = session.state();
        assert_eq!(
            state.last_moves.you.map(|m| m.to),
            Some(position),
            "{args:?} {line}"
        );
        session.finish();
    }
    let mut chomp = Session::example("chomp", &["3", "3"]);
    chomp.state();
    chomp.send("eat 0 2");
    let state = chomp.state();
    assert_eq!(
        state.last_moves.you.map(|m| m.to),
        Some(PositionView::Numbers(vec![2, 2, 2]))
    );
    chomp.finish();
}

#[test]
fn a_number_that_names_a_node_and_a_move_is_asked_about() {
    // Airports 1 to 4: from 3 the token flies to 2 or 1.
    let mut session = Session::start(&["games/funny-game.game"]);
    let state = session.state();
    let to_two = state
        .moves
        .iter()
        .find(|m| m.description.contains("from 3 to 2"))
        .expect("a flight to 2")
        .number;
    session.send("2");
    match session.reply() {
        PlayReply::State(state) if to_two == 2 => {
            assert!(state.last_moves.you.unwrap().description.contains("to 2"))
        }
        PlayReply::Error(error) => assert!(error.error.contains("#2"), "{}", error.error),
        other => panic!("{other:?}"),
    }
    session.send("fly to 2");
    let state = session.state();
    assert!(
        state
            .last_moves
            .you
            .unwrap()
            .description
            .contains("from 3 to 2")
    );
    session.finish();
}

#[test]
fn enter_plays_a_forced_move_and_the_end_allows_undo_again_and_swap() {
    let mut session = Session::start(&["games/nim.game", "1"]);
    session.state();
    session.send("");
    let end = session.state();
    assert!(end.game_over);
    assert_eq!(end.result.as_ref().map(|r| r.outcome), Some(Verdict::Win));
    session.refused("1", "the game is over");
    session.send("undo");
    assert!(!session.state().game_over);
    session.send("values on");
    let valued = session.state();
    assert!(valued.values);
    assert_eq!(valued.moves[0].verdict, Some(Verdict::Win));
    session.send("swap");
    let swapped = session.state();
    // sg moves first, takes the heap and wins.
    assert!(swapped.last_moves.sg.is_some() && swapped.game_over);
    assert_eq!(swapped.result.map(|r| r.winner), Some(Some(Player::Sg)));
    session.send("again");
    assert!(session.state().game_over, "sg still moves first");
    session.send("STATE");
    assert!(session.state().game_over);
    session.finish();
}

#[test]
fn positions_are_drawn_as_pictures_with_the_last_move_marked() {
    let picture = |session: &mut Session, line: Option<&str>| {
        if let Some(line) = line {
            session.send(line);
        }
        session.state().picture
    };
    for (args, example, line, shown) in [
        (
            &["games/fibonacci-nim.game", "13"][..],
            false,
            None,
            &["pile 1", "13 tokens; you may take 1 to 12"][..],
        ),
        (
            &["games/cutting-game.game", "4,5"],
            false,
            None,
            &["sheet 1  4 x 5", "□□□□"],
        ),
        (
            &["games/funny-game.game"],
            false,
            Some("fly to 2"),
            &[
                "● 2 — 3",
                "✗ 3 — 2, 1   (erased by the last move)",
                "erased: 3",
            ],
        ),
        (
            &["games/loopy.dot", "pit", "exit"],
            false,
            None,
            &["● pit → trap, home"],
        ),
        (
            &["3", "3"],
            true,
            Some("eat 1 1"),
            &["▣", "(▣ is poisoned)"],
        ),
    ] {
        let mut session = if example {
            Session::example("chomp", args)
        } else {
            Session::start(args)
        };
        let first = picture(&mut session, None);
        let drawn = match line {
            Some(_) => picture(&mut session, line),
            None => first,
        };
        for words in shown {
            assert!(drawn.contains(words), "{args:?}: {words:?} in\n{drawn}");
        }
        session.finish();
    }
    // A row of pins knocked down in the middle keeps its places: the two heaps it leaves
    // share its row, the pin the last move took drawn `○`.
    let mut kayles = Session::start(&["games/kayles.game", "7"]);
    kayles.state();
    kayles.send("take 1 from the heap of 7, leaving 3 and 3");
    let state = kayles.state();
    assert!(state.picture.contains("heaps 1, 2"), "{}", state.picture);
    assert!(state.picture.contains('○'), "{}", state.picture);
    kayles.finish();
}

#[test]
fn every_example_takes_help_and_the_flags_of_sg_play() {
    for name in ["chomp", "cram", "node-kayles"] {
        let (code, out) = crate::library::run_example(name, &["--help"]);
        assert_eq!(code, 0, "{name}");
        for flag in ["--first you|sg", "--show-values", "--json", "--misere"] {
            assert!(out.contains(flag), "{name}: {flag} in\n{out}");
        }
    }
    // `--first sg` as `sg play` says it: sg's first move comes with the first state.
    let mut session = Session::example("chomp", &["3", "2", "--first", "sg"]);
    assert!(session.state().last_moves.sg.is_some());
    session.finish();
}

/// The same move in two equal heaps leads to one position, one line of the list: the hint
/// names that line once and counts lines (Kayles 1 1 4: take a heap of 1, or leave 1 1).
#[test]
fn a_hint_names_each_line_of_the_list_once() {
    let mut session = Session::start(&["games/kayles.game", "1", "1", "4"]);
    let state = session.state();
    session.send("hint");
    let hint = session.hint();
    let numbers: Vec<usize> = hint.best_moves.iter().map(|m| m.number).collect();
    assert_eq!(numbers.len(), 2, "{hint:?}");
    assert_eq!(hint.best_total, 2, "{hint:?}");
    for number in numbers {
        let listed = &state.moves[number - 1];
        assert!(!hint.losing.contains(&number), "{hint:?}");
        assert!(
            ["1 4", "1 1 1 1"].contains(&listed.to.to_string().as_str()),
            "{listed:?}"
        );
    }
    session.send("quit");
    session.finish();
}

#[test]
fn any_bytes_of_any_length_get_one_reply_and_the_game_goes_on() {
    let mut session = Session::start(&["games/nim.game", "3"]);
    let start = session.state();
    // Bytes that are not UTF-8: one error, where once the session ended.
    session.send_bytes(b"\xff\xfe take 1\n");
    match session.reply() {
        PlayReply::Error(e) => assert!(e.error.contains("not UTF-8"), "{}", e.error),
        other => panic!("not an error: {other:?}"),
    }
    // A million digits: one error that quotes the line, not a number it was cut to.
    session.send(&"7".repeat(1_000_000));
    match session.reply() {
        PlayReply::Error(e) => {
            assert!(e.error.contains("bytes long"), "{}", e.error);
            assert!(!e.error.contains("18446744073709551615"), "{}", e.error);
        }
        other => panic!("not an error: {other:?}"),
    }
    session.refused(&"7".repeat(40), "no move number 7777");
    assert_eq!(session_state(&mut session).position, start.position);
    session.send("take 3");
    assert!(session.state().game_over);
    session.finish();
}

/// The state, asked for.
fn session_state(session: &mut Session) -> PlayState {
    session.send("state");
    session.state()
}

#[test]
fn an_engine_limit_is_one_error_and_the_game_goes_on_as_it_stood() {
    // Values mode needs a search past 10 positions: refused, and values stay off.
    let mut session = Session::start(&["games/fibonacci-nim.game", "1000", "--max-states", "10"]);
    let start = session.state();
    session.refused("values on", "--max-states");
    let after = session_state(&mut session);
    assert!(!after.values && after.analysis.is_none());
    assert_eq!(after.position, start.position);
    // The game goes on: a move, and its answer.
    session.send("1");
    let moved = session.state();
    assert_eq!(moved.to_move, Player::You);
    assert!(moved.last_moves.sg.is_some());
    session.send("hint");
    assert!(matches!(session.reply(), PlayReply::Hint(_)));
    session.finish();

    // Values mode asked from the start and refused at the limit: one error, then the
    // game without it.
    let mut session = Session::start(&[
        "games/fibonacci-nim.game",
        "1000",
        "--show-values",
        "--max-states",
        "10",
    ]);
    match session.reply() {
        PlayReply::Error(error) => assert!(error.error.contains("--max-states"), "{}", error.error),
        other => panic!("not an error: {other:?}"),
    }
    let start = session.state();
    assert!(!start.values && start.analysis.is_none());
    session.send("1");
    assert!(session.state().last_moves.sg.is_some());
    session.finish();

    // A move sg cannot answer within the limit is taken back whole.
    let mut session = Session::start(&["games/kayles.game", "30", "--max-states", "10"]);
    let start = session.state();
    session.refused("1", "--max-states");
    let after = session_state(&mut session);
    assert_eq!(
        (after.position, after.last_moves.you, after.moves.len()),
        (start.position, None, start.moves.len())
    );
    session.send("quit");
    assert!(matches!(session.reply(), PlayReply::Bye(_)));
    session.finish();
}

#[test]
fn values_mode_agrees_with_the_end_and_with_the_hint() {
    // Nim 1: the position is won in 1, its one move wins in 1, and the end says who won
    // without a word of the loser's chances.
    let run = crate::support::sg_with_input(&["play", "games/nim.game", "1"], "values on\n1\n");
    assert!(run.stdout.contains("you can win in 1."), "{}", run.stdout);
    assert!(
        run.stdout.contains("leaving nothing   win in 1"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Its value is 0.\nsg has no move left"),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("you lose"), "{}", run.stdout);
    // Through the protocol, in several games: the position's remoteness is its best
    // move's plus one, each move's verdict is the hint's, and the game ends as values
    // mode said it would when both play its best moves.
    for (game, position) in [
        ("games/nim.game", vec!["3", "5"]),
        ("games/wythoff.game", vec!["4", "6"]),
        ("games/hdu-3595.game", vec!["3,5", "2,7"]),
        ("games/kayles.game", vec!["5", "+", "games/nim.game", "2"]),
    ] {
        let mut args = vec![game];
        args.extend(&position);
        args.push("--show-values");
        let mut session = Session::start(&args);
        let mut state = session.state();
        let said = state.analysis.as_ref().expect("values mode").outcome;
        while !state.game_over {
            let analysis = state.analysis.clone().expect("values mode");
            let marked = |v: Verdict| state.moves.iter().filter(move |m| m.verdict == Some(v));
            let mut wins: Vec<usize> = marked(Verdict::Win).map(|m| m.number).collect();
            wins.sort_unstable();
            session.send("hint");
            let hinted: Vec<usize> = session.hint().best_moves.iter().map(|m| m.number).collect();
            assert_eq!(hinted, wins, "{game}: the hint and the marks");
            // The best move: the quickest win, else the slowest loss.
            let choice = match marked(Verdict::Win).min_by_key(|m| m.remoteness) {
                Some(win) => win,
                None => marked(Verdict::Lose)
                    .max_by_key(|m| m.remoteness)
                    .expect("a move"),
            }
            .clone();
            if let (Some(r), Some(after)) = (analysis.remoteness, choice.remoteness) {
                assert_eq!(r, after + 1, "{game}: the position and its best move");
            }
            session.send(&choice.input);
            state = session.state();
        }
        let expected = match said {
            Outcome::N => Some(Player::You),
            Outcome::P => Some(Player::Sg),
            Outcome::D => None,
        };
        assert_eq!(
            winner(&state),
            expected,
            "{game}: values mode said {said:?} at the start"
        );
        session.finish();
    }
}

#[test]
fn values_mode_lists_the_moves_by_value_each_keeping_its_number() {
    // Each case: the first numbers in the order values mode lists them.
    for (args, expected) in [
        // Kayles 7: the two winning moves (in 5 and in 7), then the losing ones, all in 6.
        (vec!["games/kayles.game", "7"], vec![6, 4, 1, 2, 3, 5, 7]),
        // Kayles 7 + Nim 3: three wins in 9, then losses in 10, in 8 and in 6.
        (
            vec!["games/kayles.game", "7", "+", "games/nim.game", "3"],
            vec![1, 3, 8, 2, 4, 5, 7, 9, 6, 10],
        ),
        // The only winning move of Wythoff 9 14 is the 24th of 31.
        (
            vec!["games/wythoff.game", "9", "14"],
            vec![24, 1, 3, 10, 26],
        ),
        // A draw before a loss.
        (vec!["games/loopy.dot", "c"], vec![1, 2]),
    ] {
        let mut session = Session::start(&args);
        let plain = session.state();
        session.send("values on");
        let valued = session.state();
        let label = args.join(" ");
        let numbers: Vec<usize> = valued.moves.iter().map(|m| m.number).collect();
        assert_eq!(numbers[..expected.len()], expected, "{label}");
        assert_eq!(numbers.len(), plain.moves.len(), "{label}");
        // The order by the rule itself: wins by least remoteness, draws, losses by
        // greatest remoteness.
        let rank = |m: &sg::report::PlayMove| match m.verdict.expect("values mode") {
            Verdict::Win => (0, i64::from(m.remoteness.expect("known"))),
            Verdict::Draw => (1, 0),
            Verdict::Lose => (2, -i64::from(m.remoteness.unwrap_or(0))),
        };
        assert!(
            valued.moves.windows(2).all(|w| rank(&w[0]) <= rank(&w[1])),
            "{label}"
        );
        // Every number is the move it was before values mode.
        for mv in &valued.moves {
            let before = &plain.moves[mv.number - 1];
            assert_eq!(
                (&before.to, &before.description, &before.input),
                (&mv.to, &mv.description, &mv.input),
                "{label}"
            );
        }
        // The number of the first move listed plays that move.
        let first = valued.moves[0].clone();
        session.send(&first.number.to_string());
        let after = session.state();
        assert_eq!(
            after.record.first().map(|r| &r.description),
            Some(&first.description),
            "{label}"
        );
        session.finish();
    }
}

#[test]
fn in_values_mode_the_hint_names_its_best_moves_in_the_lists_order() {
    // Nim 2 5 6 7: three winning moves, 4 (in 19) and 13 and 19 (in 15).
    let mut session = Session::start(&["games/nim.game", "2", "5", "6", "7"]);
    session.state();
    let best = |session: &mut Session| {
        session.send("hint");
        let hint = session.hint();
        hint.best_moves
            .iter()
            .map(|m| (m.number, m.remoteness))
            .collect::<Vec<_>>()
    };
    assert_eq!(best(&mut session), [(4, None), (13, None), (19, None)]);
    session.send("values on");
    let state = session.state();
    let listed: Vec<(usize, Option<u32>)> = state
        .moves
        .iter()
        .filter(|m| m.verdict == Some(Verdict::Win))
        .map(|m| (m.number, m.remoteness))
        .collect();
    assert_eq!(listed, [(13, Some(14)), (19, Some(14)), (4, Some(18))]);
    assert_eq!(best(&mut session), listed);
    session.finish();
}

#[test]
fn the_record_carries_the_value_history_in_values_mode() {
    let opposite = |v: Verdict| match v {
        Verdict::Win => Verdict::Lose,
        Verdict::Lose => Verdict::Win,
        Verdict::Draw => Verdict::Draw,
    };
    for position in [
        vec!["games/kayles.game", "7", "+", "games/nim.game", "3"],
        vec!["games/wythoff.game", "4", "6"],
        vec!["games/loopy.dot", "c", "pit"],
    ] {
        let label = position.join(" ");
        let mut args = position.clone();
        args.push("--show-values");
        let mut session = Session::start(&args);
        let mut state = session.state();
        // What the states said before each move: the position's analysis before mine,
        // my move's mark (the other side) before sg's.
        let mut expected: Vec<(Option<Verdict>, Option<u32>)> = Vec::new();
        let mut sent = Vec::new();
        for turn in 0..6 {
            if state.game_over {
                break;
            }
            let analysis = state.analysis.clone().expect("values mode");
            expected.push((
                Some(match analysis.outcome {
                    Outcome::N => Verdict::Win,
                    Outcome::P => Verdict::Lose,
                    Outcome::D => Verdict::Draw,
                }),
                analysis.remoteness,
            ));
            // The best move and the worst in turn.
            let mv = match turn % 2 {
                0 => state.moves.first(),
                _ => state.moves.last(),
            }
            .expect("a move")
            .clone();
            expected.push((mv.verdict.map(opposite), mv.remoteness));
            session.send(&mv.input);
            sent.push(mv.input);
            state = session.state();
            expected.truncate(state.record.len());
            let history: Vec<(Option<Verdict>, Option<u32>)> = state
                .record
                .iter()
                .map(|r| (r.verdict, r.remoteness))
                .collect();
            assert_eq!(history, expected, "{label}: turn {turn}");
        }
        assert!(expected.len() >= 2, "{label}");
        // Without values mode the record has no values; switched on late, the same.
        let mut late = Session::start(&position);
        late.state();
        for line in &sent {
            late.send(line);
            let plain = late.state();
            assert!(plain.record.iter().all(|r| r.verdict.is_none()), "{label}");
        }
        late.send("history");
        assert!(late.state().record.iter().all(|r| r.verdict.is_none()));
        late.send("values on");
        assert_eq!(late.state().record, state.record, "{label}");
        // Undo takes its entries back with the moves.
        late.send("undo");
        let undone = late.state();
        assert_eq!(
            undone.record[..],
            state.record[..undone.record.len()],
            "{label}"
        );
        assert!(undone.record.len() < state.record.len(), "{label}");
        late.finish();
        session.finish();
    }
}

#[test]
fn history_is_one_line_at_the_terminal() {
    let run = crate::support::sg_with_input(
        &["play", "games/kayles.game", "7", "+", "games/nim.game", "3"],
        "history\n1\nhistory\n",
    );
    assert!(
        run.stdout
            .contains("> No move made yet: now you win in 9.\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(
            "> Before each move, for the player who made it: 1. you win in 9 · 2. sg lose in 8 · now you win in 7.\n"
        ),
        "{}",
        run.stdout
    );
}
