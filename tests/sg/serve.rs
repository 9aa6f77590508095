//! The web page's API against a real server on a free port: the bundled games and the
//! folder's files, bad requests of every kind answered with a message (never a crash or a
//! hang), files outside the folder never read, a question cut off by the time budget, and
//! the server answering quick questions while a slow one computes. (docs/JSON.md's
//! examples of the API run in `json_docs.rs`; the page itself in a browser in
//! `browser.rs`.)

use std::time::Duration;

use sg::serve::{Config, Server};

use crate::http::{config, post, request, shared_server};

#[test]
fn every_bundled_game_is_a_file_of_the_games_folder() {
    let games = request(shared_server(), "GET", "/api/games", &[], b"").json();
    let mut bundled: Vec<String> = games["bundled"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|name| name.as_str().expect("a name").to_string())
        .collect();
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut files: Vec<String> = std::fs::read_dir(folder)
        .expect("games/")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".game") || name.ends_with(".dot"))
        .collect();
    bundled.sort();
    files.sort();
    assert_eq!(bundled, files);
    let listed = games["files"].as_array().expect("the folder's files");
    assert!(
        listed.iter().any(|f| f == "games/kayles.game"),
        "{listed:?}"
    );
    // Every bundled game loads as the same file does, boards named included (a board
    // that is only named by a rule file is no game of its own, there as here).
    for name in &bundled {
        let body = format!(r#"{{"game": {{"bundled": "{name}"}}}}"#);
        let answer = post(shared_server(), "/api/check", &body);
        let run = crate::support::sg(&["check", &format!("games/{name}"), "--json"]);
        assert_eq!(
            answer.status == 200,
            run.code == 0,
            "{name}: {}",
            answer.body
        );
        if run.code == 0 {
            assert_eq!(answer.body, run.stdout, "{name}");
        }
    }
}

#[test]
fn the_page_and_its_assets_are_served() {
    let page = request(shared_server(), "GET", "/", &[], b"");
    assert_eq!(page.status, 200);
    assert!(page.content_type.starts_with("text/html"));
    for asset in ["/sg.js", "/play.js", "/style.css"] {
        assert!(page.body.contains(asset), "{asset}");
        let answer = request(shared_server(), "GET", asset, &[], b"");
        assert_eq!(answer.status, 200, "{asset}");
        assert!(!answer.body.is_empty());
    }
    // The page asks the API and nothing else: no address of another site (the one
    // address is SVG's name, which is no place to fetch from).
    for asset in ["/sg.js", "/play.js"] {
        let script = request(shared_server(), "GET", asset, &[], b"").body;
        let script = script.replace("\"http://www.w3.org/2000/svg\"", "");
        assert!(!script.contains("http://") && !script.contains("https://"));
    }
}

#[test]
fn answers_are_the_reports_of_the_command_line() {
    let served = post(
        shared_server(),
        "/api/solve",
        r#"{"game": {"file": "games/kayles.game"}, "position": "7"}"#,
    );
    let run = crate::support::sg(&["solve", "games/kayles.game", "7", "--json"]);
    assert_eq!(served.body, run.stdout);
    let sum = post(
        shared_server(),
        "/api/solve",
        r#"{"game": {"bundled": "kayles.game"}, "position": "7", "plus": [{"game": {"bundled": "nim.game"}, "position": "3"}]}"#,
    );
    assert_eq!(sum.json()["grundy"], 1, "{}", sum.body);
    let picture = post(
        shared_server(),
        "/api/table",
        r#"{"game": {"bundled": "wythoff.game"}, "format": "svg"}"#,
    );
    assert_eq!(picture.content_type, "image/svg+xml");
    assert!(picture.body.contains("<svg"), "{}", picture.body);
    let graph = post(
        shared_server(),
        "/api/graph",
        r#"{"game": {"bundled": "loopy.dot"}, "position": "start", "format": "svg"}"#,
    );
    assert!(graph.body.contains("<svg") && graph.body.contains(">trap<"));
    let quotient = post(
        shared_server(),
        "/api/quotient",
        r#"{"game": {"bundled": "misere-kayles.game"}}"#,
    );
    assert_eq!(quotient.json()["order"], 40, "{}", quotient.body);
    let normal_form = post(
        shared_server(),
        "/api/check",
        r#"{"game": {"bundled": "bash.game", "set": {"m": 4}}, "format": "text"}"#,
    );
    assert!(normal_form.content_type.starts_with("text/plain"));
    assert!(
        normal_form.body.contains("take 1..4"),
        "{}",
        normal_form.body
    );
}

#[test]
fn a_typed_rule_file_reads_its_boards_beside_the_file_it_replaces() {
    let text = "game \"Funnier\"\nboard \"funny-game.dot\"\nmove token erase\nstart 1\n";
    for origin in [
        r#""file": "games/funny-game.game""#,
        r#""bundled": "funny-game.game""#,
    ] {
        let body = format!(
            r#"{{"game": {{{origin}, "text": {}}}}}"#,
            serde_json::to_string(text).expect("a string")
        );
        let answer = post(shared_server(), "/api/solve", &body);
        assert_eq!(answer.status, 200, "{}", answer.body);
        assert_eq!(answer.json()["game"], "Funnier");
    }
}

#[test]
fn bad_requests_are_refused_with_a_message() {
    let server = shared_server();
    let refused = |answer: crate::http::Answer, status: u16, words: &str| {
        let message = answer.error();
        assert_eq!(answer.status, status, "{message}");
        assert!(message.contains(words), "{message}");
    };
    refused(post(server, "/api/solve", "{\"game\": "), 400, "not JSON");
    refused(
        post(server, "/api/solve", "[1, 2]"),
        400,
        "not one this API takes",
    );
    refused(
        post(
            server,
            "/api/solve",
            r#"{"game": {"bundled": "nim.game"}, "positon": "3"}"#,
        ),
        400,
        "unknown field `positon`",
    );
    let garbage: Vec<u8> = (0..5000u32).map(|i| (i * 7919 % 251) as u8).collect();
    refused(
        request(server, "POST", "/api/check", &[], &garbage),
        400,
        "not JSON",
    );
    let huge = vec![b' '; 3 << 20];
    refused(
        request(server, "POST", "/api/check", &[], &huge),
        413,
        "larger than",
    );
    for path in ["../Cargo.toml", "/etc/passwd", "games/../../x.game", ""] {
        let body = format!(r#"{{"game": {{"file": "{path}"}}}}"#);
        refused(post(server, "/api/check", &body), 400, "without `..`");
    }
    refused(
        post(
            server,
            "/api/check",
            r#"{"game": {"file": "games/none.game"}}"#,
        ),
        404,
        "no file `games/none.game`",
    );
    refused(
        post(
            server,
            "/api/check",
            r#"{"game": {"bundled": "chess.game"}}"#,
        ),
        404,
        "no bundled game",
    );
    // A typed rule file names a board outside the folder: refused, not read.
    for board in ["/etc/hostname", "../../../../../../etc/hostname"] {
        let body =
            format!(r#"{{"game": {{"text": "game \"x\"\nboard \"{board}\"\nmove token\n"}}}}"#);
        let answer = post(server, "/api/check", &body);
        refused(answer, 422, "outside the folder served");
    }
    // Errors in a rule file or a position point at their line and column.
    let answer = post(
        server,
        "/api/solve",
        r#"{"game": {"text": "game \"x\"\n\nmove take 1..x\n"}}"#,
    );
    assert_eq!(answer.status, 422);
    assert_eq!(answer.json()["at"]["line"], 3, "{}", answer.body);
    let answer = post(
        server,
        "/api/solve",
        r#"{"game": {"bundled": "nim.game"}, "position": "3 -1"}"#,
    );
    assert_eq!(answer.json()["at"]["column"], 3, "{}", answer.body);
    refused(request(server, "GET", "/api/solve", &[], b""), 405, "POST");
    refused(
        request(server, "GET", "/nothing", &[], b""),
        404,
        "no such page",
    );
    refused(
        post(server, "/api/play/123-abc", r#"{"line": "1"}"#),
        404,
        "no game",
    );
    // Another site's page may not use the server.
    let foreign = request(
        server,
        "POST",
        "/api/check",
        &["Origin: http://example.com"],
        br#"{"game": {"bundled": "nim.game"}}"#,
    );
    refused(foreign, 403, "its own page only");
}

#[test]
fn a_game_is_played_through_the_play_session() {
    let server = shared_server();
    let start = post(
        server,
        "/api/play",
        r#"{"game": {"bundled": "nim.game"}, "position": "3"}"#,
    )
    .json();
    let session = start["session"].as_str().expect("a session").to_string();
    assert_eq!(start["replies"].as_array().expect("replies").len(), 1);
    let path = format!("/api/play/{session}");
    let line = |line: &str| post(server, &path, &format!(r#"{{"line": "{line}"}}"#));
    let refused = line("9").json();
    assert!(refused["replies"][0]["error"].is_string(), "{refused}");
    let multi = line("1\\n2");
    assert_eq!(multi.status, 400, "{}", multi.body);
    // Take all three: the person wins; the session stays for an undo until it is quit.
    let won = line("3").json();
    assert_eq!(won["replies"][0]["game_over"], true, "{won}");
    assert_eq!(won["replies"][0]["result"]["winner"], "you", "{won}");
    assert_eq!(won["ended"], false, "{won}");
    let undone = line("undo").json();
    assert_eq!(
        undone["replies"][0]["position"],
        serde_json::json!([3]),
        "{undone}"
    );
    let quit = line("quit").json();
    assert_eq!(quit["ended"], true, "{quit}");
    assert_eq!(line("1").status, 404);
}

#[test]
fn the_page_is_given_boards_drawn_as_pictures_with_the_moves_on_their_edges() {
    let server = shared_server();
    let start = post(
        server,
        "/api/play",
        r#"{"game": {"bundled": "hackenbush-tree.dot"}, "position": ""}"#,
    )
    .json();
    let state = &start["replies"][0];
    let figure = state["figures"][0].as_str().expect("an SVG");
    assert!(figure.contains("<svg"), "{figure}");
    // Every edge of the drawing, each standing one with the line that cuts it, a line the
    // session takes.
    assert_eq!(figure.matches("<g class=\"edge\"").count(), 9, "{figure}");
    let moves = state["moves"].as_array().expect("moves");
    assert_eq!(figure.matches(" data-move=\"cut ").count(), moves.len());
    assert!(figure.contains("data-move=\"cut fork--top\""), "{figure}");
    let session = start["session"].as_str().expect("a session");
    let path = format!("/api/play/{session}");
    let cut = post(server, &path, r#"{"line": "cut fork--top"}"#).json();
    let after = &cut["replies"][0];
    assert_eq!(after["record"][0]["move"], "cut fork--top", "{after}");
    let figure = after["figures"][0].as_str().expect("an SVG");
    // The person's cut has fallen; sg's cut is the last move, marked.
    assert_eq!(
        figure.matches("data-state=\"fallen\"").count(),
        1,
        "{figure}"
    );
    assert!(figure.contains("data-state=\"gone-last\""), "{figure}");
    let standing = figure.matches("data-state=\"standing\"").count();
    assert_eq!(standing, after["moves"].as_array().expect("moves").len());
    // Tokens on a graph: the tokens on their nodes, each edge out of a token a move.
    let tokens = post(
        server,
        "/api/play",
        r#"{"game": {"bundled": "loopy.dot"}, "position": "pit exit"}"#,
    )
    .json();
    let figure = tokens["replies"][0]["figures"][0].as_str().expect("an SVG");
    assert!(
        figure.contains("data-node=\"pit\" data-tokens=\"1\""),
        "{figure}"
    );
    assert!(figure.contains("data-move=\"pit to trap\""), "{figure}");
    // A grid: every cell under the numbers of its rows and columns, each domino that can
    // be placed with the line that places it, a line the session takes.
    let cram = post(
        server,
        "/api/play",
        r#"{"game": {"bundled": "cram.game"}, "position": ""}"#,
    )
    .json();
    let state = &cram["replies"][0];
    let figure = state["figures"][0].as_str().expect("an SVG");
    assert_eq!(figure.matches("<g class=\"cell\"").count(), 20, "{figure}");
    let moves = state["moves"].as_array().expect("moves");
    assert_eq!(figure.matches("<g class=\"domino\"").count(), moves.len());
    for domino in moves {
        let line = domino["move"].as_str().expect("words");
        assert!(figure.contains(&format!("data-move=\"{line}\"")), "{line}");
    }
    let session = cram["session"].as_str().expect("a session");
    let placed = post(
        server,
        &format!("/api/play/{session}"),
        r#"{"line": "cover 2,2 and 2,3"}"#,
    )
    .json();
    let after = &placed["replies"][0];
    assert_eq!(after["record"][0]["move"], "cover 2,2 and 2,3", "{after}");
    let figure = after["figures"][0].as_str().expect("an SVG");
    for cell in ["2,2", "2,3"] {
        assert!(
            figure.contains(&format!("data-cell=\"{cell}\" data-state=\"taken\"")),
            "{figure}"
        );
    }
    assert_eq!(figure.matches("data-state=\"taken-last\"").count(), 2);
    // Chomp: each square with the line that eats it and the squares that go with it.
    let chomp = post(
        server,
        "/api/play",
        r#"{"game": {"bundled": "chomp.game"}, "position": ""}"#,
    )
    .json();
    let state = &chomp["replies"][0];
    let figure = state["figures"][0].as_str().expect("an SVG");
    assert_eq!(
        figure.matches(" data-move=\"remove ").count(),
        state["moves"].as_array().expect("moves").len()
    );
    assert!(
        figure.contains(
            "data-cell=\"3,4\" data-state=\"left\" data-move=\"remove 3,4\" data-takes=\"3,4 3,5 3,6 3,7 4,4 4,5 4,6 4,7\""
        ),
        "{figure}"
    );
    // A game of heaps has no picture of the server's: the page draws its pins itself.
    let nim = post(
        server,
        "/api/play",
        r#"{"game": {"bundled": "nim.game"}, "position": "3"}"#,
    )
    .json();
    assert!(nim["replies"][0].get("figures").is_none(), "{nim}");
}

#[test]
fn a_question_past_the_time_budget_is_refused_while_quick_ones_are_answered() {
    let config = Config {
        time_budget: Duration::from_secs(2),
        limits: sg::door::Limits {
            max_work: u64::MAX,
            max_states: 10_000_000,
            ..config().limits
        },
        ..config()
    };
    let server = Server::start(config).expect("a server");
    let address = server.address();
    // Grundy's game to 5 * 10^6: several seconds of work (2 s to 2 * 10^6 on one core of
    // a 2-core machine), past the budget.
    let slow = std::thread::spawn(move || {
        post(
            address,
            "/api/table",
            r#"{"game": {"bundled": "grundys-game.game"}, "upto": 4999999}"#,
        )
    });
    while request(address, "GET", "/api/status", &[], b"").json()["computing"] == 0 {
        assert!(
            !slow.is_finished(),
            "the slow question ended before it was seen computing"
        );
        std::thread::yield_now();
    }
    let quick: Vec<_> = (0..100)
        .map(|i| {
            std::thread::spawn(move || match i % 4 {
                0 => request(address, "GET", "/", &[], b""),
                1 => request(address, "GET", "/api/status", &[], b""),
                2 => post(
                    address,
                    "/api/check",
                    r#"{"game": {"bundled": "kayles.game"}}"#,
                ),
                _ => post(
                    address,
                    "/api/solve",
                    r#"{"game": {"bundled": "nim.game"}, "position": "3 5 6"}"#,
                ),
            })
        })
        .collect();
    for answer in quick {
        let answer = answer.join().expect("a quick request");
        assert_eq!(answer.status, 200, "{}", answer.body);
    }
    assert!(
        !slow.is_finished(),
        "the slow question ended before the quick ones"
    );
    let slow = slow.join().expect("the slow request");
    assert_eq!(slow.status, 503, "{}", slow.body);
    assert!(slow.error().contains("time budget of 2 s"), "{}", slow.body);
}

#[test]
fn only_game_files_under_the_folder_are_read() {
    let folder = crate::support::scratch("served-kinds");
    crate::support::write(&folder, "a.game", "game \"A\"\nmove take 1..2\n");
    crate::support::write(&folder, "start.txt", "3 4\n");
    crate::support::write(&folder, "notes.md", "secret\n");
    crate::support::write(&folder, ".hidden.game", "game \"H\"\nmove take 1\n");
    std::fs::create_dir_all(folder.join(".private")).expect("a folder");
    crate::support::write(
        &folder.join(".private"),
        "b.game",
        "game \"B\"\nmove take 1\n",
    );
    #[cfg(unix)]
    std::os::unix::fs::symlink(folder.join("notes.md"), folder.join("link.game")).expect("a link");
    let server = Server::start(Config::new(
        folder,
        "127.0.0.1:0".parse().expect("an address"),
    ))
    .expect("a server");
    let address = server.address();
    let open = |file: &str| post(address, "/api/open", &format!(r#"{{"file": "{file}"}}"#));
    assert_eq!(open("a.game").json()["name"], "a.game");
    assert_eq!(open("start.txt").json()["text"], "3 4\n");
    for file in [
        "notes.md",
        ".hidden.game",
        ".private/b.game",
        "link.game",
        ".git/config",
    ] {
        let answer = open(file);
        assert!(
            matches!(answer.status, 400 | 422),
            "{file}: {} {}",
            answer.status,
            answer.body
        );
        assert!(
            answer.error().contains("is not read here"),
            "{}",
            answer.body
        );
        assert!(!answer.body.contains("secret"), "{}", answer.body);
    }
    // Nor through a board a typed rule file names.
    let answer = post(
        address,
        "/api/check",
        r#"{"game": {"text": "game \"x\"\nboard \"notes.md\"\nmove token\n"}}"#,
    );
    assert_eq!(answer.status, 422, "{}", answer.body);
    assert!(
        answer.error().contains("is not read here"),
        "{}",
        answer.body
    );
    let listed = request(address, "GET", "/api/games", &[], b"").json();
    assert_eq!(listed["files"], serde_json::json!(["a.game"]));
}

/// A server of the repository whose one computation at a time is held for an hour by a
/// game in play (each answer waits that long: a computation as slow as a knob makes it,
/// whatever the machine), and a request of its own that waits a second for a turn.
fn server_computing() -> (Server, std::net::SocketAddr) {
    let config = Config {
        computations: 1,
        queue_wait: Duration::from_secs(1),
        time_budget: Duration::from_secs(3600),
        answer_delay: Duration::from_secs(3600),
        ..config()
    };
    let server = Server::start(config).expect("a server");
    let address = server.address();
    let started = post(
        address,
        "/api/play",
        r#"{"game": {"bundled": "nim.game"}, "position": "3"}"#,
    )
    .json();
    let path = format!("/api/play/{}", started["session"].as_str().expect("a game"));
    std::thread::spawn(move || post(address, &path, r#"{"line": "1"}"#));
    while request(address, "GET", "/api/status", &[], b"").json()["computing"] == 0 {
        std::thread::yield_now();
    }
    (server, address)
}

#[test]
fn the_page_the_list_and_the_files_never_wait_behind_a_computation() {
    let (_server, address) = server_computing();
    // A question waits its second, and is refused as busy: the one permit is taken.
    let check = post(
        address,
        "/api/check",
        r#"{"game": {"bundled": "kayles.game"}}"#,
    );
    assert_eq!(check.status, 503, "{}", check.body);
    // The page, the list of games and the files are answered all the same.
    assert_eq!(request(address, "GET", "/", &[], b"").status, 200);
    let games = request(address, "GET", "/api/games", &[], b"");
    assert_eq!(games.status, 200, "{}", games.body);
    assert!(
        games.json()["bundled"]
            .as_array()
            .is_some_and(|b| !b.is_empty())
    );
    for game in [
        r#"{"bundled": "kayles.game"}"#,
        r#"{"file": "games/nim.game"}"#,
    ] {
        let opened = post(address, "/api/open", game);
        assert_eq!(opened.status, 200, "{}", opened.body);
    }
    assert_eq!(
        request(address, "GET", "/api/status", &[], b"").json()["computing"],
        1
    );
}

#[test]
fn games_in_play_are_capped_per_client_and_end_when_left_alone() {
    let start = |address| {
        let started = post(
            address,
            "/api/play",
            r#"{"game": {"bundled": "nim.game"}, "position": "3"}"#,
        );
        assert_eq!(started.status, 200, "{}", started.body);
        format!(
            "/api/play/{}",
            started.json()["session"].as_str().expect("a game")
        )
    };
    let state = |address, path: &str| post(address, path, r#"{"line": "state"}"#);
    // A client past its share of two: its least recently used game ends.
    let server = Server::start(Config {
        games_per_client: 2,
        ..config()
    })
    .expect("a server");
    let address = server.address();
    let (first, second) = (start(address), start(address));
    assert_eq!(state(address, &first).status, 200);
    let third = start(address);
    assert_eq!(state(address, &second).status, 404);
    for path in [&first, &third] {
        assert_eq!(state(address, path).status, 200, "{path}");
    }
    // The server past its most games refuses a new one.
    let server = Server::start(Config {
        games: 1,
        ..config()
    })
    .expect("a server");
    start(server.address());
    let refused = post(
        server.address(),
        "/api/play",
        r#"{"game": {"bundled": "nim.game"}, "position": "3"}"#,
    );
    assert_eq!(refused.status, 503, "{}", refused.body);
    assert!(
        refused.error().contains("the most it keeps"),
        "{}",
        refused.body
    );
    // A game left alone ends by itself, asked for or not.
    let server = Server::start(Config {
        idle: Duration::from_millis(300),
        ..config()
    })
    .expect("a server");
    let address = server.address();
    let alone = start(address);
    while request(address, "GET", "/api/status", &[], b"").json()["games_in_play"] != 0 {
        std::thread::sleep(Duration::from_millis(50));
    }
    let ended = state(address, &alone);
    assert_eq!(ended.status, 404, "{}", ended.body);
    assert!(
        ended.error().contains("left alone for 0.3 s"),
        "{}",
        ended.body
    );
}

#[test]
fn every_bundled_game_is_played_from_its_start_through_the_api() {
    let server = shared_server();
    let mut random = crate::random_games::Random(40);
    for name in crate::play_protocol::bundled() {
        let started = post(
            server,
            "/api/play",
            &format!(r#"{{"game": {{"bundled": "{name}"}}}}"#),
        );
        assert_eq!(started.status, 200, "{name}: {}", started.body);
        let mut exchange = started.json();
        let path = format!(
            "/api/play/{}",
            exchange["session"].as_str().expect("a session")
        );
        let mut turns = 0;
        loop {
            let replies = exchange["replies"].as_array().expect("replies").clone();
            assert_eq!(replies.len(), 1, "{name}: {exchange}");
            let state = &replies[0];
            assert_eq!(state["type"], "state", "{name}: {state}");
            if state["game_over"] == true {
                assert!(state["result"]["why"].is_string(), "{name}: {state}");
                break;
            }
            turns += 1;
            assert!(turns < 3000, "{name}: the game did not end");
            let moves = state["moves"].as_array().expect("moves");
            let chosen = &moves[(random.next() % moves.len() as u64) as usize];
            let line = serde_json::json!({ "line": chosen["input"] }).to_string();
            exchange = post(server, &path, &line).json();
            let mine = &exchange["replies"][0]["last_moves"]["you"];
            assert_eq!(mine["move"], chosen["move"], "{name}: {exchange}");
        }
        let quit = post(server, &path, r#"{"line": "quit"}"#).json();
        assert_eq!(quit["ended"], true, "{name}: {quit}");
    }
}

#[test]
fn the_page_is_given_coins_and_graphs_drawn_as_pictures_with_their_moves() {
    let server = shared_server();
    let start = post(
        server,
        "/api/play",
        r#"{"game": {"bundled": "turning-turtles.game"}, "position": ""}"#,
    )
    .json();
    let state = &start["replies"][0];
    let figure = state["figures"][0].as_str().expect("an SVG");
    // Heads at 3 5 6: six places, three heads; one group per listed move, with its coins.
    assert_eq!(figure.matches("<g class=\"coin\"").count(), 6, "{figure}");
    assert_eq!(figure.matches("data-state=\"head\"").count(), 3, "{figure}");
    let moves = state["moves"].as_array().expect("moves");
    assert_eq!(
        figure.matches("<g class=\"coin-move\"").count(),
        moves.len()
    );
    for m in moves {
        let input = m["input"].as_str().expect("a line");
        assert!(
            figure.contains(&format!("data-move=\"{input}\"")),
            "{input}: {figure}"
        );
    }
    assert!(
        figure.contains("data-coins=\"2 5\" data-move=\"turn coins 2 and 5\""),
        "{figure}"
    );
    let session = start["session"].as_str().expect("a session");
    let turned = post(
        server,
        &format!("/api/play/{session}"),
        r#"{"line": "turn coins 2 and 5"}"#,
    )
    .json();
    let after = &turned["replies"][0];
    let figure = after["figures"][0].as_str().expect("an SVG");
    // sg's answer turned one or two coins: those are marked, and only those.
    let marked = figure.matches("data-last=\"turned\"").count();
    assert!((1..=2).contains(&marked), "{figure}");
    // Node Kayles on the Petersen graph: every node a group, each listed move a node's.
    let kayles = post(
        server,
        "/api/play",
        r#"{"game": {"bundled": "node-kayles.game"}, "position": ""}"#,
    )
    .json();
    let state = &kayles["replies"][0];
    let figure = state["figures"][0].as_str().expect("an SVG");
    assert_eq!(figure.matches("<g class=\"node\"").count(), 10, "{figure}");
    assert_eq!(figure.matches("<g class=\"edge\"").count(), 15, "{figure}");
    let moves = state["moves"].as_array().expect("moves");
    assert_eq!(figure.matches("data-move=\"remove ").count(), moves.len());
    let session = kayles["session"].as_str().expect("a session");
    let removed = post(
        server,
        &format!("/api/play/{session}"),
        r#"{"line": "remove 0"}"#,
    )
    .json();
    let figure = removed["replies"][0]["figures"][0]
        .as_str()
        .expect("an SVG");
    // 0 and its three neighbours taken before sg's answer; sg's move took the rest it took.
    assert_eq!(
        figure.matches("data-taken=\"before\"").count(),
        4,
        "{figure}"
    );
    assert!(figure.contains("data-taken=\"last\""), "{figure}");
    // Geography on a grid: the token's node and the nodes it may go to.
    let geography = post(
        server,
        "/api/play",
        r#"{"game": {"bundled": "hdu-1564.game"}, "position": ""}"#,
    )
    .json();
    let figure = geography["replies"][0]["figures"][0]
        .as_str()
        .expect("an SVG");
    assert_eq!(figure.matches("data-tokens=\"1\"").count(), 1, "{figure}");
    assert!(figure.contains("data-move=\"go to 1,2\""), "{figure}");
    assert!(figure.contains("data-move=\"go to 2,1\""), "{figure}");
}
