//! `sg play`: the engine against a person who plays random legal moves, through pipes
//! (`--json`, one object a line) and at a terminal (a pseudo-terminal): sg wins every game
//! it can win, in normal and misère play, on one-heap, coupled and summed games; every
//! move it makes is legal; illegal or unreadable lines are explained and asked again;
//! `hint` and `undo` work; the end of the input ends the game cleanly. The same loop plays
//! games of components, boards and a library game (the Chomp example): whole games against
//! a random or a perfect person, each engine move checked legal and, from a won position,
//! checked to reach a lost one by a plain recursion written here (the brute-force twin).

use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use sg::game::PositionView;
use sg::ir::Game;
use sg::report::{PlayHint, PlayReply, PlayState, PlayedMove, Player};

use crate::random_games::Random;
use crate::support::{at_terminal, at_terminal_with_env};

/// A game of `sg play --json` in progress, driven through its pipes.
pub(crate) struct Session {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Session {
    /// `sg play ARGS --json`.
    pub(crate) fn start(args: &[&str]) -> Session {
        let mut command = Command::new(env!("CARGO_BIN_EXE_sg"));
        command.arg("play").args(args).arg("--json");
        Session::spawn(command)
    }

    /// An example program, `ARGS --play --json`.
    pub(crate) fn example(name: &str, args: &[&str]) -> Session {
        let mut command = Command::new(crate::library::example(name));
        command.args(args).args(["--play", "--json"]);
        Session::spawn(command)
    }

    fn spawn(mut command: Command) -> Session {
        let mut child = command
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

    /// The next line, read as the protocol's reply.
    pub(crate) fn reply(&mut self) -> PlayReply {
        let line = self.line();
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("not a reply ({e}): {line}"))
    }

    /// The next line as a state.
    pub(crate) fn state(&mut self) -> PlayState {
        match self.reply() {
            PlayReply::State(state) => *state,
            other => panic!("not a state: {other:?}"),
        }
    }

    /// The next line as a hint.
    pub(crate) fn hint(&mut self) -> PlayHint {
        match self.reply() {
            PlayReply::Hint(hint) => hint,
            other => panic!("not a hint: {other:?}"),
        }
    }

    pub(crate) fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("sg reads");
    }

    /// Sends `bytes` as they are, text or not.
    pub(crate) fn send_bytes(&mut self, bytes: &[u8]) {
        self.input.write_all(bytes).expect("sg reads");
    }

    /// Sends `line` and checks that it is refused with an error that says `words`.
    pub(crate) fn refused(&mut self, line: &str, words: &str) {
        self.send(line);
        match self.reply() {
            PlayReply::Error(error) => {
                assert!(error.error.contains(words), "{line}: {}", error.error)
            }
            other => panic!("{line}: not an error: {other:?}"),
        }
    }

    /// Closes the input and checks that sg ends cleanly.
    pub(crate) fn finish(mut self) {
        drop(self.input);
        let status = self.child.wait().expect("sg ends");
        assert!(status.success());
    }
}

/// The move sg just made, if the state follows one: after sg's move it is the person's
/// turn (or the person has no move left).
pub(crate) fn engine_move(state: &PlayState) -> Option<&PlayedMove> {
    match state.to_move {
        Player::You => state.last_moves.sg.as_ref(),
        Player::Sg => None,
    }
}

/// The winner of a finished game.
pub(crate) fn winner(state: &PlayState) -> Option<Player> {
    state
        .result
        .as_ref()
        .expect("a finished game has a result")
        .winner
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
        if let Some(engine) = engine_move(&state) {
            let reached = games_of(&engine.to, games.len());
            let legal = legal_next(&games, &positions)
                .iter()
                .any(|p| canonical(&games, p) == canonical(&games, &reached));
            assert!(legal, "sg moved from {positions:?} to {reached:?}");
        }
        positions = shown;
        if state.game_over {
            let winner = winner(&state).expect("no draw in a game of heaps");
            session.finish();
            return winner;
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
        ("fly", "no legal move leads to fly"),
        (
            "take 1 from heap 1",
            "more than one move takes 1 from heap 1",
        ),
    ] {
        session.refused(line, words);
    }
    session.send("hint");
    let hint = session.hint();
    let targets: Vec<&PositionView> = hint.best_moves.iter().map(|m| &m.to).collect();
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
    assert!(engine_move(&after).is_some());
    session.send("undo");
    let undone = session.state();
    assert_eq!(undone.position, PositionView::Numbers(vec![7]));
    assert_eq!(
        (undone.to_move, &undone.last_moves.sg),
        (Player::You, &None)
    );
    session.refused("undo", "no move of yours");
    session.send("quit");
    assert!(matches!(session.reply(), PlayReply::Bye(_)));
    session.finish();
}

#[test]
fn the_terminal_game_is_drawn_and_ends_cleanly_at_the_end_of_input() {
    let mut terminal = at_terminal(&["play", "games/kayles.game", "7"], 20_000);
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
        .exp_string("You can win from here: 2 winning moves:")
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
    // The end of input once the line editor's prompt is up (it clears the line, then
    // draws "> "): the editor draws it after putting the terminal in raw mode, and a ^D
    // typed before, in cooked mode, is lost when the mode changes (the text "Your
    // move:" comes before, on a loaded machine long before).
    terminal.exp_string("\x1b[K> ").unwrap();
    terminal.send_control('d').unwrap();
    terminal
        .exp_string("The game was left unfinished.")
        .unwrap();
    terminal.exp_eof().unwrap();
}

#[test]
fn the_terminal_shows_values_keeps_names_says_how_many_more_and_edits_lines() {
    let mut terminal = at_terminal(
        &["play", "games/nim.game", "3", "5", "7", "--show-values"],
        20_000,
    );
    // Values mode: the value, and each move marked for the player making it.
    terminal
        .exp_string("Its value is 1: you can win in")
        .unwrap();
    // (Painted at a terminal: a win green.)
    terminal
        .exp_string("1. take 1 from the heap of 3, leaving 2  ->  2 5 7   \x1b[32mwin in")
        .unwrap();
    // 15 moves, 12 shown: the list says how many more.
    terminal
        .exp_string("and 3 more (`moves` lists them all)")
        .unwrap();
    terminal.exp_string("> ").unwrap();
    // Heap 2 empties: heaps 1 and 3 keep their names.
    terminal.send_line("take 5 from heap 2").unwrap();
    terminal.exp_string("sg: ").unwrap();
    let board = terminal.exp_string("Your move:").unwrap();
    assert!(
        board.contains("heap 2  ") && board.contains("(none left)"),
        "{board}"
    );
    assert!(board.contains("heap 3  "), "{board}");
    terminal.exp_string("> ").unwrap();
    terminal.send_line("take 1 from heap 3").unwrap();
    terminal.exp_string("you: take 1 from the heap of").unwrap();
    terminal.exp_string("> ").unwrap();
    // An error prints only itself: no board, no list.
    terminal.send_line("nonsense").unwrap();
    terminal
        .exp_string("Not a move here: no legal move leads to nonsense")
        .unwrap();
    let after_error = terminal.exp_string("> ").unwrap();
    assert!(
        !after_error.contains("heap") && !after_error.contains("Your move"),
        "{after_error}"
    );
    // The Up arrow brings the last line back; Enter sends it again.
    terminal.send("\x1b[A").unwrap();
    terminal.send_line("").unwrap();
    terminal
        .exp_string("Not a move here: no legal move leads to nonsense")
        .unwrap();
    // (The ^D once the editor is back in raw mode, as above.)
    terminal.exp_string("\x1b[K> ").unwrap();
    terminal.send_control('d').unwrap();
    terminal.exp_eof().unwrap();
}

/// `sg play ARGS` at a pseudo-terminal where every answer takes `delay_ms` (the knob that
/// slows the engine down, whatever the machine's speed).
fn slow_terminal(args: &[&str], delay_ms: &str) -> rexpect::session::PtySession {
    let mut all = vec!["play"];
    all.extend_from_slice(args);
    at_terminal_with_env(&all, &[("SG_PLAY_DELAY_MS", delay_ms)], 30_000)
}

#[test]
fn after_a_slow_answer_the_terminal_answers_again() {
    // Each answer takes 1.5 s, longer than sg keeps quiet: it says it is thinking, from
    // another thread than the one reading the terminal (once the cause of a freeze).
    let mut terminal = slow_terminal(
        &["games/cram.game", "--set", "rows=3", "--set", "columns=3"],
        "1500",
    );
    terminal.exp_string("Your move:").unwrap();
    terminal.exp_string("> ").unwrap();
    terminal.send_line("1").unwrap();
    terminal.exp_string("sg is thinking").unwrap();
    // The prompt is alive while sg thinks: a line typed now waits its turn.
    terminal.exp_string("> ").unwrap();
    terminal.send_line("hint").unwrap();
    terminal.exp_string("you: cover 1,1 and 1,2").unwrap();
    terminal.exp_string("sg: cover").unwrap();
    terminal.exp_string("Your move:").unwrap();
    terminal
        .exp_regex("(You can win|This position is lost)")
        .unwrap();
    // And after the slow answers, the next line is answered as well.
    terminal.exp_string("> ").unwrap();
    terminal.send_line("hint").unwrap();
    terminal
        .exp_regex("(You can win|This position is lost)")
        .unwrap();
    // (The prompt drawn again below the answer: the line editor reads in raw mode, where
    // ^D is a key.)
    terminal.exp_string("> ").unwrap();
    terminal.send_control('d').unwrap();
    terminal.exp_eof().unwrap();
}

#[test]
fn quit_and_ctrl_c_leave_at_once_while_sg_thinks() {
    for leave in ["quit", "^C"] {
        // An answer that would take ten minutes.
        let mut terminal = slow_terminal(&["games/nim.game", "3", "5"], "600000");
        terminal.exp_string("> ").unwrap();
        terminal.send_line("1").unwrap();
        terminal.exp_string("sg is thinking").unwrap();
        terminal.exp_string("\x1b[K> ").unwrap();
        match leave {
            "quit" => {
                terminal.send_line("quit").unwrap();
            }
            _ => terminal.send_control('c').unwrap(),
        }
        terminal
            .exp_string("You left the game while sg was thinking.")
            .unwrap();
        terminal.exp_eof().unwrap();
    }
}

/// Runs `command` from the repository root with `input` typed; checks that it succeeds and
/// returns what it printed.
fn typed_run(mut command: Command, input: &[u8]) -> String {
    let mut child = command
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the program runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn a_finished_terminal_game_says_who_won_and_why() {
    // Misère Nim from a single heap of 2, sg first: it leaves 1, the person must take it.
    let mut sg = Command::new(env!("CARGO_BIN_EXE_sg"));
    sg.args(["play", "games/misere-nim.game", "2", "--first", "sg"]);
    let text = typed_run(sg, b"take 1 from heap 1\n");
    assert!(
        text.contains("sg: take 1 from the heap of 2, leaving 1  ->  1\n"),
        "{text}"
    );
    assert!(
        text.contains(
            "sg has no move left: in misere play the player who cannot move wins. sg wins.\n"
        ),
        "{text}"
    );
}

/// A game as the tests below know it, independently of sg: how a state's position reads,
/// the positions one move leads to (each with the line a person types for it), and who
/// wins, by plain recursion.
struct Rules<P> {
    read: fn(&PositionView) -> P,
    next: fn(&P) -> Vec<(P, String)>,
    misere: bool,
    memo: HashMap<P, bool>,
}

impl<P: Clone + Eq + Hash + Debug> Rules<P> {
    fn new(read: fn(&PositionView) -> P, next: fn(&P) -> Vec<(P, String)>) -> Rules<P> {
        Rules {
            read,
            next,
            misere: false,
            memo: HashMap::new(),
        }
    }

    fn misere(self) -> Rules<P> {
        Rules {
            misere: true,
            ..self
        }
    }

    /// Whether the player to move from `position` wins, by plain recursion.
    fn wins(&mut self, position: &P) -> bool {
        if let Some(&known) = self.memo.get(position) {
            return known;
        }
        let options = (self.next)(position);
        let wins = if options.is_empty() {
            self.misere
        } else {
            options.iter().any(|(option, _)| !self.wins(option))
        };
        self.memo.insert(position.clone(), wins);
        wins
    }
}

/// How the person chooses a move.
#[derive(Clone, Copy, Debug)]
enum Person {
    /// A legal move at random.
    Random(u64),
    /// A move to a lost position whenever there is one (by the recursion above).
    Perfect,
}

/// Plays the session to its end with `person` moving; checks every engine move: legal,
/// and from a won position to a lost one. Returns the winner and the moves made.
fn play_out<P: Clone + Eq + Hash + Debug>(
    mut session: Session,
    rules: &mut Rules<P>,
    person: Person,
) -> (Player, usize) {
    let mut state = session.state();
    let mut random = Random(match person {
        Person::Random(seed) => seed,
        Person::Perfect => 0,
    });
    // Where sg moved from: the start if it moves first, else after the person's move.
    let mut before = match engine_move(&state) {
        Some(_) => None,
        None => Some((rules.read)(&state.position)),
    };
    let mut moves = 0;
    loop {
        let position = (rules.read)(&state.position);
        if let Some(engine) = engine_move(&state) {
            moves += 1;
            let reached = (rules.read)(&engine.to);
            assert_eq!(reached, position);
            if let Some(before) = &before {
                let legal = (rules.next)(before);
                assert!(
                    legal.iter().any(|(p, _)| *p == reached),
                    "sg moved from {before:?} to {reached:?}"
                );
                if rules.wins(before) {
                    assert!(
                        !rules.wins(&reached),
                        "sg moved from the won {before:?} to the won {reached:?}"
                    );
                }
            }
        }
        if state.game_over {
            assert!(
                (rules.next)(&position).is_empty(),
                "{position:?} is not over"
            );
            let winner = winner(&state).expect("no draw here");
            let stuck = state.to_move;
            let expected = if rules.misere { stuck } else { stuck.other() };
            assert_eq!(winner, expected, "at {position:?}");
            session.finish();
            return (winner, moves);
        }
        let options = (rules.next)(&position);
        let lost = options
            .iter()
            .position(|(p, _)| !rules.wins(p))
            .filter(|_| matches!(person, Person::Perfect));
        let choice = lost.unwrap_or((random.next() % options.len() as u64) as usize);
        let (to, typed) = options[choice].clone();
        session.send(&typed);
        moves += 1;
        before = Some(to);
        state = session.state();
    }
}

/// Fibonacci Nim piles `n,m` (sorted; empty piles left out).
fn fibonacci_read(view: &PositionView) -> Vec<(u64, u64)> {
    let mut piles: Vec<(u64, u64)> = match view {
        PositionView::Components(piles) => piles.iter().map(|c| (c[0], c[1])).collect(),
        PositionView::Numbers(n) if n.is_empty() => Vec::new(),
        PositionView::Numbers(c) => vec![(c[0], c[1])],
        other => panic!("not piles: {other:?}"),
    };
    piles.retain(|&(n, _)| n > 0);
    piles.sort_unstable();
    piles
}

/// Take 1..=min(n, m) from a pile; the limit becomes twice the take.
fn fibonacci_next(piles: &[(u64, u64)]) -> Vec<(Vec<(u64, u64)>, String)> {
    let mut next = Vec::new();
    for (i, &(n, m)) in piles.iter().enumerate() {
        for k in 1..=n.min(m) {
            let mut after = piles.to_vec();
            after[i] = (n - k, 2 * k);
            let typed: Vec<String> = after.iter().map(|(n, m)| format!("{n},{m}")).collect();
            after.retain(|&(n, _)| n > 0);
            after.sort_unstable();
            next.push((after, format!("to {}", typed.join(" "))));
        }
    }
    next
}

#[test]
fn a_game_of_components_is_played_to_the_end() {
    let rules = || Rules::new(fibonacci_read, |p| fibonacci_next(p));
    // 13 is a Fibonacci number: lost for the player to move (HDU 2516); 10 is won.
    for seed in 1..=5 {
        let person = Person::Random(seed);
        let game = |pile: &str, first: &str| {
            Session::start(&["games/fibonacci-nim.game", pile, "--first", first])
        };
        assert_eq!(
            play_out(game("13", "you"), &mut rules(), person).0,
            Player::Sg
        );
        assert_eq!(
            play_out(game("10", "sg"), &mut rules(), person).0,
            Player::Sg
        );
        assert_eq!(
            play_out(game("12,3", "sg"), &mut rules(), person).0,
            Player::Sg
        );
        // Misère play: the last to move loses.
        let misere = Session::start(&["games/fibonacci-nim.game", "9", "--misere"]);
        play_out(misere, &mut rules().misere(), person);
    }
    // A person who plays perfectly wins a won position.
    let won = Session::start(&["games/fibonacci-nim.game", "10"]);
    assert_eq!(play_out(won, &mut rules(), Person::Perfect).0, Player::You);
    let won = Session::start(&["games/fibonacci-nim.game", "10", "--misere"]);
    assert_eq!(
        play_out(won, &mut rules().misere(), Person::Perfect).0,
        Player::You
    );
}

#[test]
fn a_misere_game_of_components_ends_with_the_last_mover_losing() {
    // A pile of 2 (limit 1), misère, sg first: sg takes 1, the person must take the
    // last one and so wins nothing: the person made the last move and loses.
    let mut session =
        Session::start(&["games/fibonacci-nim.game", "2", "--misere", "--first", "sg"]);
    // The first state already carries sg's first move.
    let after = session.state();
    assert_eq!(
        engine_move(&after).map(|m| &m.to),
        Some(&PositionView::Components(vec![vec![1, 2]]))
    );
    assert_eq!(after.position, PositionView::Components(vec![vec![1, 2]]));
    session.send("1");
    let end = session.state();
    assert!(end.game_over);
    assert_eq!((end.to_move, winner(&end)), (Player::Sg, Some(Player::Sg)));
    session.finish();
}

#[test]
fn a_cutting_game_is_played_and_its_moves_read() {
    // Cutting game 4,5 is N (POJ 2311); sg moves first and wins against any reply.
    let mut session = Session::start(&["games/cutting-game.game", "4,5", "--first", "sg"]);
    let answer = session.state();
    let engine = engine_move(&answer).expect("sg moved");
    assert!(
        ["2,5 2,5", "4,2 4,3", "4,3 4,2"].contains(&engine.to.to_string().as_str()),
        "{}",
        engine.to
    );
    session.send("hint");
    let hint = session.hint();
    assert_eq!(hint.outcome, sg::engine::Outcome::P);
    assert!(hint.best_moves.is_empty());
    session.refused("to 9,9", "no legal move leads to 9,9");
    session.finish();
}

/// A small DAG for tokens: edges `a->b`.
const DAG: &[(&str, &str)] = &[
    ("a", "b"),
    ("a", "c"),
    ("b", "d"),
    ("c", "d"),
    ("c", "e"),
    ("d", "e"),
    ("e", "f"),
    ("a", "f"),
];

fn tokens_read(view: &PositionView) -> Vec<String> {
    match view {
        PositionView::Names(names) => {
            let mut names = names.clone();
            names.sort();
            names
        }
        PositionView::Numbers(n) if n.is_empty() => Vec::new(),
        other => panic!("not tokens: {other:?}"),
    }
}

fn tokens_next(tokens: &[String]) -> Vec<(Vec<String>, String)> {
    let mut next = Vec::new();
    for i in 0..tokens.len() {
        for (from, to) in DAG {
            if tokens[i] == *from {
                let mut after = tokens.to_vec();
                after[i] = to.to_string();
                after.sort();
                let typed = format!("to {}", after.join(" "));
                next.push((after, typed));
            }
        }
    }
    next
}

fn dag_file(test: &str) -> String {
    let edges: String = DAG
        .iter()
        .map(|(a, b)| format!("  {a} -> {b};\n"))
        .collect();
    crate::support::write(
        &crate::support::scratch(test),
        "dag.dot",
        format!("digraph dag {{\n{edges}}}\n"),
    )
}

#[test]
fn a_board_is_played_to_the_end() {
    let file = dag_file("play-board");
    for seed in 1..=5 {
        let person = Person::Random(seed);
        for (tokens, first) in [
            (&["a", "c"][..], "sg"),
            (&["a", "b", "c"], "sg"),
            (&["a"], "you"),
        ] {
            let mut rules = Rules::new(tokens_read, |p| tokens_next(p));
            let start: Vec<String> = tokens.iter().map(|t| t.to_string()).collect();
            let winner_if_perfect = if rules.wins(&start) == (first == "sg") {
                Player::Sg
            } else {
                Player::You
            };
            let mut args = vec![file.as_str()];
            args.extend(tokens);
            args.extend(["--first", first]);
            let (winner, _) = play_out(Session::start(&args), &mut rules, person);
            if winner_if_perfect == Player::Sg {
                assert_eq!(winner, Player::Sg, "{tokens:?} {first} {seed}");
            }
        }
        let mut args = vec![file.as_str(), "a", "c", "--misere"];
        args.extend(["--first", if seed % 2 == 0 { "sg" } else { "you" }]);
        let mut rules = Rules::new(tokens_read, |p| tokens_next(p)).misere();
        play_out(Session::start(&args), &mut rules, person);
    }
    // The person wins a won position by playing perfectly.
    let mut rules = Rules::new(tokens_read, |p| tokens_next(p));
    assert!(rules.wins(&vec!["a".to_string(), "b".to_string()]));
    let session = Session::start(&[file.as_str(), "b", "a"]);
    assert_eq!(
        play_out(session, &mut rules, Person::Perfect).0,
        Player::You
    );
}

#[test]
fn a_board_explains_illegal_moves_and_takes_moves_back() {
    let file = dag_file("play-board-undo");
    let mut session = Session::start(&[file.as_str(), "a", "c"]);
    let start = session.state();
    assert_eq!(
        start.position,
        PositionView::Names(vec!["a".into(), "c".into()])
    );
    for (line, words) in [
        ("to a f", "no legal move leads to a f"),
        ("to e e e", "no legal move leads to e e e"),
        ("99", "there is no move number 99"),
        ("", "type a move"),
    ] {
        session.refused(line, words);
    }
    // Parts in another order, and a move's description, are read too.
    session.send("to e a");
    let after = session.state();
    assert!(engine_move(&after).is_some());
    session.send("undo");
    let undone = session.state();
    assert_eq!(undone.position, start.position);
    assert_eq!(
        (undone.to_move, &undone.last_moves.sg),
        (Player::You, &None)
    );
    session.send("move the token on c to d");
    let after = session.state();
    assert!(engine_move(&after).is_some());
    session.send("undo");
    assert_eq!(session.state().position, start.position);
    session.refused("undo", "no move of yours");
    session.finish();
}

/// Chomp rows, bottom row (with the poisoned square) first.
fn chomp_read(view: &PositionView) -> Vec<u64> {
    view.numbers().expect("rows").to_vec()
}

fn chomp_next(rows: &[u64]) -> Vec<(Vec<u64>, String)> {
    let mut next = Vec::new();
    for row in 0..rows.len() {
        for column in u64::from(row == 0)..rows[row] {
            let mut after: Vec<u64> = rows[..row].to_vec();
            after.extend(rows[row..].iter().map(|&l| l.min(column)));
            while after.last() == Some(&0) {
                after.pop();
            }
            let typed: Vec<String> = after.iter().map(u64::to_string).collect();
            next.push((after, format!("to {}", typed.join(" "))));
        }
    }
    next
}

#[test]
fn a_library_game_is_played_to_the_end() {
    // Every rectangle but 1 x 1 is won for the first player.
    for seed in 1..=4 {
        let person = Person::Random(seed);
        let mut rules = Rules::new(chomp_read, |p| chomp_next(p));
        let session = Session::example("chomp", &["3", "4", "--first", "sg"]);
        assert_eq!(play_out(session, &mut rules, person).0, Player::Sg);
        let mut rules = Rules::new(chomp_read, |p| chomp_next(p)).misere();
        let session = Session::example("chomp", &["3", "3", "--misere"]);
        play_out(session, &mut rules, person);
    }
    let mut rules = Rules::new(chomp_read, |p| chomp_next(p));
    let session = Session::example("chomp", &["4", "3"]);
    assert_eq!(
        play_out(session, &mut rules, Person::Perfect).0,
        Player::You
    );
    let mut rules = Rules::new(chomp_read, |p| chomp_next(p)).misere();
    let session = Session::example("chomp", &["2", "3", "--misere"]);
    let perfect = play_out(session, &mut rules, Person::Perfect).0;
    let start_won = Rules::new(chomp_read, |p| chomp_next(p))
        .misere()
        .wins(&vec![2, 2, 2]);
    assert_eq!(perfect == Player::You, start_won);
}

#[test]
fn a_library_game_at_the_terminal_reads_moves_and_ends_with_the_input() {
    let mut chomp = Command::new(crate::library::example("chomp"));
    chomp.args(["2", "2", "--play"]);
    let text = typed_run(chomp, b"hint\nfly\nto 2 1\nundo\neat row 0, column 1\n");
    for expected in [
        "Chomp (normal play: whoever makes the last move wins). You move first",
        "  1. eat row 0, column 1  ->  1 1\n",
        "You can win from here: 1 winning move:\n  3. eat row 1, column 1  ->  2 1\n",
        "Not a move here: no legal move leads to fly",
        "you: eat row 1, column 1  ->  2 1\nsg: eat row 0, column 1  ->  1 1\n",
        "Your last move and sg's answer are taken back.",
        "you: eat row 0, column 1  ->  1 1\nsg: eat row 1, column 0  ->  1\n",
    ] {
        assert!(text.contains(expected), "{expected:?} in:\n{text}");
    }
    assert!(
        text.contains(
            "You have no move left: in normal play the player who cannot move loses. sg wins.\n"
        ),
        "{text}"
    );
    // The end of the input, unfinished.
    let run = crate::support::sg_with_input(&["play", "games/fibonacci-nim.game", "10"], "1\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.ends_with("The game was left unfinished.\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn values_mode_lists_the_winning_moves_first_by_their_numbers() {
    // Wythoff 9 14: 31 moves, 12 shown; the only winning one is the 24th, listed first
    // and played by its number.
    let run = crate::support::sg_with_input(
        &["play", "games/wythoff.game", "9", "14", "--show-values"],
        "24\n",
    );
    assert!(
        run.stdout
            .contains("Your move:\n  24. take 1 from both heaps  ->  8 13   win in 11\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("   … and 19 more (`moves` lists them all)\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("you: take 1 from both heaps  ->  8 13\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn colour_is_for_terminals_where_no_color_is_not_set() {
    let mut terminal = at_terminal_with_env(
        &["play", "games/nim.game", "1", "--show-values"],
        &[("NO_COLOR", "1")],
        20_000,
    );
    terminal
        .exp_string("take 1 from the heap of 1, leaving nothing   win in 1")
        .unwrap();
    terminal.exp_string("\x1b[K> ").unwrap();
    terminal.send_line("1").unwrap();
    terminal.exp_string("You win!").unwrap();
    terminal.exp_string("> ").unwrap();
    terminal.send_control('d').unwrap();
    terminal.exp_eof().unwrap();
    // Through a pipe: no colour either.
    let run =
        crate::support::sg_with_input(&["play", "games/nim.game", "1", "--show-values"], "1\n");
    assert!(!run.stdout.contains('\x1b'), "{}", run.stdout);
    assert!(run.stdout.contains("   win in 1\n"), "{}", run.stdout);
}

/// A game of components whose rules `say` how their moves read: the list shows the words,
/// and a move is typed by its words, by their start (a number typed whole), or in the
/// plain form that rules without `say` show.
#[test]
fn moves_are_typed_in_the_words_the_rules_say() {
    let typed = |game: &str, position: &str, line: &str| {
        let mut args = vec!["play", game];
        args.extend(position.split(' '));
        let run = crate::support::sg_with_input(&args, &format!("{line}\n"));
        assert_eq!(run.code, 0, "{}", run.stderr);
        run.stdout
    };
    let fibonacci = "games/fibonacci-nim.game";
    let text = typed(fibonacci, "20", "2");
    assert!(
        text.contains(
            "   2. take 2 from the pile of 20, leaving 18; the next move may take up to 4  ->  18,4\n"
        ),
        "{text}"
    );
    let played =
        "you: take 2 from the pile of 20, leaving 18; the next move may take up to 4  ->  18,4\n";
    assert!(text.contains(played), "{text}");
    for line in [
        "take 2 from the pile of 20, leaving 18; the next move may take up to 4",
        "TAKE 2 from the pile of 20,   leaving 18",
        "k = 2: 20,19 to 18,4",
    ] {
        let text = typed(fibonacci, "20", line);
        assert!(text.contains(played), "{line}: {text}");
    }
    // `take 1` is not the start of `take 10 …`: from 12,12 it is the move that takes 1.
    let text = typed(fibonacci, "12,12", "take 1");
    assert!(
        text.contains(
            "you: take 1 from the pile of 12, leaving 11; the next move may take up to 2"
        ),
        "{text}"
    );
    // The plain form of a move that is not legal is refused.
    let text = typed(fibonacci, "20", "k = 20: 20,19 to 0,40");
    assert!(!text.contains("you: "), "{text}");
    // A coin game: heads at 3, 5 and 6.
    let turtles = "games/turning-turtles.game";
    for line in ["turn coins 2 and 6", "a = 2: 6 to 2"] {
        let text = typed(turtles, "3 5 6", line);
        assert!(
            text.contains("you: turn coins 2 and 6  ->  3 5 2\n"),
            "{line}: {text}"
        );
    }
    let text = typed(turtles, "3 5 6", "turn coin 5");
    assert!(text.contains("you: turn coin 5  ->  3 6\n"), "{text}");
    // A move that wins at once, in the plain form: play ends.
    let text = typed("games/cutting-game-as-stated.game", "2,1 3,3", "2,1 wins");
    assert!(
        text.contains("you: cut a 1 x 1 piece from 2 x 1 and win  ->  nothing\n"),
        "{text}"
    );
}
