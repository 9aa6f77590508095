//! A server of the web page for tests, serving the repository, and a plain HTTP/1.1 client
//! over a socket (so a test can send anything, garbage included).

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::sync::OnceLock;

use sg::serve::{Config, Server};

/// A server with the page's default limits, serving the repository, for the whole run.
pub(crate) fn shared_server() -> SocketAddr {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER
        .get_or_init(|| Server::start(config()).expect("the test server starts"))
        .address()
}

/// A server with small limits (20 000 positions, 10^8 steps, 2 s a request), for the
/// fuzz targets.
#[allow(dead_code)]
pub(crate) fn small_server() -> SocketAddr {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER
        .get_or_init(|| {
            let mut config = config();
            config.limits.max_states = 20_000;
            config.limits.max_work = 100_000_000;
            config.time_budget = std::time::Duration::from_secs(2);
            Server::start(config).expect("the fuzz server starts")
        })
        .address()
}

/// The page's configuration, serving the repository on a free port.
pub(crate) fn config() -> Config {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    Config::new(root, "127.0.0.1:0".parse().expect("an address"))
}

/// An answer: its status, content type and body.
pub(crate) struct Answer {
    pub status: u16,
    pub content_type: String,
    pub body: String,
}

impl Answer {
    /// The body as JSON.
    pub(crate) fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }

    /// The error message of a refusal (and checks that it is one).
    pub(crate) fn error(&self) -> String {
        assert!(self.status >= 400, "{} {}", self.status, self.body);
        assert_eq!(self.content_type, "application/json", "{}", self.body);
        self.json()["error"]
            .as_str()
            .unwrap_or_else(|| panic!("no error message: {}", self.body))
            .to_string()
    }
}

/// Sends `method path` with `body` (and the extra header lines) and reads the answer.
pub(crate) fn request(
    address: SocketAddr,
    method: &str,
    path: &str,
    headers: &[&str],
    body: &[u8],
) -> Answer {
    let mut stream = TcpStream::connect(address).expect("the server answers");
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for header in headers {
        head += header;
        head += "\r\n";
    }
    head += "\r\n";
    stream
        .write_all(head.as_bytes())
        .expect("the request is sent");
    // A server may refuse a large body before reading it all.
    let _ = stream.write_all(body);
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let (head, body) = text
        .split_once("\r\n\r\n")
        .unwrap_or_else(|| panic!("an HTTP answer: {text:?}"));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a status: {head}"));
    let content_type = head
        .lines()
        .find_map(|line| {
            let (name, value) = line.split_once(':')?;
            name.eq_ignore_ascii_case("content-type")
                .then(|| value.trim().to_string())
        })
        .unwrap_or_default();
    Answer {
        status,
        content_type,
        body: body.to_string(),
    }
}

/// POSTs the JSON `body` to `path`.
pub(crate) fn post(address: SocketAddr, path: &str, body: &str) -> Answer {
    request(address, "POST", path, &[], body.as_bytes())
}
