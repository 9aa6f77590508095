//! `sg play`: the engine against a person who plays random legal moves, through pipes
//! (`--json`, one object a line) and at a terminal (a pseudo-terminal): sg wins every game
//! it can win, in normal and misère play, on one-heap, coupled and summed games; every
//! move it makes is legal; illegal or unreadable lines are explained and asked again;
//! `hint` and `undo` work; the end of the input ends the game cleanly.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use sg::game::PositionView;
use sg::ir::Game;
use sg::report::{PlayError, PlayHint, PlayState, Player};

use crate::random_games::Random;

/// A game of `sg play --json` in progress, driven through its pipes.
struct Session {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sg"))
            .arg("play")
            .args(args)
            .arg("--json")
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("sg runs");
        let input = child.stdin.take().expect("a pipe");
        let output = BufReader::new(child.stdout.take().expect("a pipe"));
        Session {
            child,
            input,
            output,
        }
    }

    fn line(&mut self) -> String {
        let mut line = String::new();
        self.output.read_line(&mut line).expect("sg writes");
        assert!(!line.is_empty(), "sg stopped writing");
        line
    }

    /// The next line as a state.
    fn state(&mut self) -> PlayState {
        let line = self.line();
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("not a state ({e}): {line}"))
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("sg reads");
    }

    /// Closes the input and checks that sg ends cleanly.
    fn finish(mut self) {
        drop(self.input);
        let status = self.child.wait().expect("sg ends");
        assert!(status.success());
    }
}

/// The heaps of each game in a state.
fn games_of(position: &PositionView, games: usize) -> Vec<Vec<u64>> {
    match position {
        PositionView::Numbers(heaps) if games == 1 => vec![heaps.clone()],
        PositionView::Components(each) => each.clone(),
        // A sum whose games all have no heaps left prints as an empty list.
        PositionView::Numbers(heaps) if heaps.is_empty() => vec![Vec::new(); games],
        other => panic!("unexpected position {other:?}"),
    }
}

/// The positions one move leads to, game by game.
fn legal_next(games: &[Game], positions: &[Vec<u64>]) -> Vec<Vec<Vec<u64>>> {
    let mut next = Vec::new();
    for (i, game) in games.iter().enumerate() {
        for mv in game.moves(&positions[i]).expect("moves") {
            let mut after = positions.to_vec();
            after[i] = mv.position;
            next.push(after);
        }
    }
    next
}

/// The canonical form of each game's heaps, to compare positions.
fn canonical(games: &[Game], positions: &[Vec<u64>]) -> Vec<Vec<u64>> {
    use sg::game::ImpartialGame;
    games
        .iter()
        .zip(positions)
        .map(|(g, p)| g.canonical(p))
        .collect()
}

/// Plays one game from `start` with the person moving at random; checks that every sg
/// move is legal, and returns the winner.
fn play_randomly(files: &[&str], start: &[Vec<u64>], first: &str, seed: u64) -> Player {
    let games: Vec<Game> = files
        .iter()
        .map(|f| sg::load_game(std::path::Path::new(f), &[]).expect("loads"))
        .collect();
    let mut args: Vec<String> = Vec::new();
    for (i, (file, heaps)) in files.iter().zip(start).enumerate() {
        if i > 0 {
            args.push("+".into());
        }
        args.push(file.to_string());
        args.extend(heaps.iter().map(u64::to_string));
    }
    args.push("--first".into());
    args.push(first.into());
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut session = Session::start(&args);
    let mut random = Random(seed);
    let mut positions = start.to_vec();
    let mut state = session.state();
    loop {
        let shown = games_of(&state.position, games.len());
        if let Some(engine) = &state.engine_move {
            let reached = games_of(&engine.to, games.len());
            let legal = legal_next(&games, &positions)
                .iter()
                .any(|p| canonical(&games, p) == canonical(&games, &reached));
            assert!(legal, "sg moved from {positions:?} to {reached:?}");
        }
        positions = shown;
        if state.game_over {
            let winner = state.winner.expect("a finished game has a winner");
            session.finish();
            return winner;
        }
        if state.to_move == Player::Sg {
            state = session.state();
            continue;
        }
        let options = legal_next(&games, &positions);
        let choice = &options[(random.next() % options.len() as u64) as usize];
        let typed: Vec<String> = choice
            .iter()
            .map(|heaps| {
                heaps
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        session.send(&format!("to {}", typed.join(" + ")));
        positions = choice.clone();
        state = session.state();
    }
}

/// Rule files, the heaps of each, and who moves first.
type Case = (&'static [&'static str], Vec<Vec<u64>>, &'static str);

#[test]
fn sg_wins_every_game_it_can_win() {
    // (files, start, who moves first): in each, the player moving first from an N-position
    // is sg, or the person moves first from a P-position.
    let cases: [Case; 8] = [
        (&["games/kayles.game"], vec![vec![7]], "sg"),
        (&["games/kayles.game"], vec![vec![4, 5, 6]], "sg"),
        (&["games/kayles.game"], vec![vec![1, 2, 3]], "you"),
        (&["games/wythoff.game"], vec![vec![4, 7]], "you"),
        (&["games/wythoff.game"], vec![vec![5, 9]], "sg"),
        (&["games/misere-kayles.game"], vec![vec![4]], "you"),
        (&["games/misere-nim.game"], vec![vec![3, 5, 7]], "sg"),
        (
            &["games/kayles.game", "games/nim.game"],
            vec![vec![7], vec![3]],
            "sg",
        ),
    ];
    for (files, start, first) in cases {
        for seed in 1..=6 {
            let winner = play_randomly(files, &start, first, seed);
            assert_eq!(
                winner,
                Player::Sg,
                "{files:?} {start:?} {first} seed {seed}"
            );
        }
    }
}

#[test]
fn staircase_and_a_lost_start_are_played_to_the_end() {
    // From a lost position sg still plays legal moves until the game ends.
    for seed in 1..=4 {
        let winner = play_randomly(&["games/staircase-nim.game"], &[vec![2, 1, 3]], "you", seed);
        assert!(matches!(winner, Player::Sg | Player::You));
        let winner = play_randomly(&["games/nim.game"], &[vec![3, 3]], "sg", seed);
        assert!(matches!(winner, Player::Sg | Player::You));
    }
}

#[test]
fn bad_lines_are_explained_and_asked_again() {
    let mut session = Session::start(&["games/kayles.game", "7"]);
    let start = session.state();
    assert_eq!(start.position, PositionView::Numbers(vec![7]));
    for (line, words) in [
        ("take 3 from heap 1", "no legal move takes 3 from heap 1"),
        ("take 1 from heap 2", "there is no heap 2"),
        ("9", "there is no move number 9"),
        ("to 1 1", "no legal move leads to 1 1"),
        ("fly", "`fly` is not a move"),
        (
            "take 1 from heap 1",
            "more than one move takes 1 from heap 1",
        ),
    ] {
        session.send(line);
        let reply = session.line();
        let error: PlayError =
            serde_json::from_str(&reply).unwrap_or_else(|e| panic!("{line}: {e}: {reply}"));
        assert!(error.error.contains(words), "{line}: {}", error.error);
    }
    session.send("hint");
    let hint: PlayHint = serde_json::from_str(&session.line()).expect("a hint");
    let targets: Vec<&PositionView> = hint.hint.winning_moves.iter().map(|m| &m.to).collect();
    assert_eq!(
        targets,
        [
            &PositionView::Numbers(vec![3, 3]),
            &PositionView::Numbers(vec![1, 4])
        ]
    );
    // A move in words with what is left, then undo brings back the start.
    session.send("take 1 from heap 1 leaving 1 and 5");
    let after = session.state();
    assert!(after.engine_move.is_some());
    session.send("undo");
    let undone = session.state();
    assert_eq!(undone.position, PositionView::Numbers(vec![7]));
    assert_eq!((undone.to_move, undone.engine_move), (Player::You, None));
    session.send("undo");
    let nothing: PlayError = serde_json::from_str(&session.line()).expect("an error");
    assert!(
        nothing.error.contains("no move of yours"),
        "{}",
        nothing.error
    );
    session.send("quit");
    session.finish();
}

#[test]
fn the_terminal_game_is_drawn_and_ends_cleanly_at_the_end_of_input() {
    let program = format!("{} play games/kayles.game 7", env!("CARGO_BIN_EXE_sg"));
    let mut terminal = rexpect::session::spawn(&program, Some(10_000)).expect("a pty");
    terminal
        .exp_string("Kayles (normal play: whoever makes the last move wins). You move first")
        .unwrap();
    // (The pseudo-terminal reads bytes one by one: the tokens drawn are not ASCII.)
    terminal.exp_string("heap 1  ").unwrap();
    terminal.exp_string("  (7)\r\nYour move:").unwrap();
    terminal
        .exp_string("4. take 1 from the heap of 7, leaving 3 and 3  ->  3 3")
        .unwrap();
    terminal.send_line("hint").unwrap();
    terminal
        .exp_string("You can win from here. Winning moves:")
        .unwrap();
    terminal.send_line("nonsense").unwrap();
    terminal
        .exp_string("Not a move here: `nonsense` is not a move")
        .unwrap();
    terminal.send_line("4").unwrap();
    terminal
        .exp_string("you: take 1 from the heap of 7, leaving 3 and 3  ->  3 3")
        .unwrap();
    terminal.exp_string("sg: ").unwrap();
    terminal.send_line("undo").unwrap();
    terminal
        .exp_string("Your last move and sg's answer are taken back.")
        .unwrap();
    terminal.send_control('d').unwrap();
    terminal
        .exp_string("The game was left unfinished.")
        .unwrap();
    terminal.exp_eof().unwrap();
}

#[test]
fn a_finished_terminal_game_says_who_won_and_why() {
    // Misère Nim from a single heap of 2, sg first: it leaves 1, the person must take it.
    let mut session = Command::new(env!("CARGO_BIN_EXE_sg"))
        .args(["play", "games/misere-nim.game", "2", "--first", "sg"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("sg runs");
    session
        .stdin
        .take()
        .unwrap()
        .write_all(b"take 1 from heap 1\n")
        .unwrap();
    let output = session.wait_with_output().unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success());
    assert!(
        text.contains("sg: take 1 from the heap of 2, leaving 1  ->  1\n"),
        "{text}"
    );
    assert!(
        text.ends_with(
            "sg has no move left: in misere play the player who cannot move wins. sg wins.\n"
        ),
        "{text}"
    );
}
