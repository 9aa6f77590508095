//! Requests to the web page's API (`sg serve`): the first byte picks the route, the rest
//! of the bytes are the body, sent as they are to a server in this process (small limits,
//! serving the folder of the crate that runs it). Every answer must be a status the API
//! documents, and every refusal a JSON object with its `error`: never a crash, a hang or a
//! dropped connection.

use std::path::Path;

use super::Surface;
use super::command::Outcome;

#[path = "../../tests/sg/http.rs"]
mod http;

pub(crate) const SURFACE: Surface = Surface {
    name: "api",
    seeds,
    run,
};

const ROUTES: [(&str, &str); 9] = [
    ("POST", "/api/check"),
    ("POST", "/api/solve"),
    ("POST", "/api/table"),
    ("POST", "/api/graph"),
    ("POST", "/api/quotient"),
    ("POST", "/api/play"),
    ("POST", "/api/open"),
    ("POST", "/api/play/0-0"),
    ("GET", "/api/games"),
];

fn seeds() -> Vec<Vec<u8>> {
    let bodies: [&[u8]; 8] = [
        br#"{"game": {"bundled": "kayles.game"}, "position": "7"}"#,
        br#"{"game": {"text": "game \"x\"\nmove take 1..3\n"}, "format": "text"}"#,
        br#"{"game": {"bundled": "wythoff.game"}, "upto": 5, "format": "svg"}"#,
        br#"{"game": {"bundled": "loopy.dot"}, "position": "start"}"#,
        br#"{"game": {"file": "../x.game"}}"#,
        br#"{"game": {"bundled": "bash.game", "set": {"m": 4}}, "plus": [{"game": {"bundled": "nim.game"}, "position": "2"}]}"#,
        br#"{"line": "1"}"#,
        b"\xff\x00{",
    ];
    (0u8..9)
        .flat_map(|route| bodies.iter().map(move |b| [&[route][..], b].concat()))
        .collect()
}

fn run(data: &[u8], _: &Path) -> Outcome {
    let (route, body) = data.split_first().unwrap_or((&0, &[]));
    let (method, path) = ROUTES[usize::from(*route) % ROUTES.len()];
    let answer = http::request(http::small_server(), method, path, &[], body);
    assert!(
        [200, 204, 400, 404, 405, 413, 422, 503].contains(&answer.status),
        "{method} {path}: status {}: {}",
        answer.status,
        answer.body
    );
    let error = if answer.status >= 400 {
        answer.error()
    } else {
        String::new()
    };
    Outcome {
        code: (answer.status / 100) as u8,
        error: error
            .chars()
            .filter(|c| !c.is_ascii_digit())
            .take(48)
            .collect(),
    }
}
