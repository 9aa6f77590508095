//! `sg serve [DIR] [--port N] [--bind ADDR] [--open] [--idle-minutes N]`: the web page and its API
//! ([`crate::serve`]) for the games under DIR, until the process is stopped. It prints the
//! address to open; `--open` asks the system to open it in a browser.

use std::io::Write;
use std::net::SocketAddr;
use std::time::Duration;

use super::args::ServeArgs;
use crate::error::Error;
use crate::serve::{Config, Server};

pub(super) fn run(args: &ServeArgs) -> Result<String, Error> {
    let mut config = Config::new(args.folder.clone(), SocketAddr::new(args.bind, args.port));
    config.limits.max_states = args.max_states;
    config.limits.max_work = args.max_work;
    config.time_budget = Duration::from_secs(args.time_budget.max(1));
    config.computations = args.computations.max(1);
    config.idle = Duration::from_secs(60 * args.idle_minutes.max(1));
    let server = Server::start(config).map_err(|e| {
        Error::new(format!(
            "{}; choose another port with --port N (--port 0: any free one)",
            e.message
        ))
    })?;
    let address = format!("http://{}/", server.address());
    let mut stdout = std::io::stdout();
    let _ = writeln!(
        stdout,
        "sg serve: open {address} (the games of `{}`; Ctrl-C stops)",
        args.folder.display()
    );
    let _ = stdout.flush();
    if args.open {
        open_in_browser(&address);
    }
    server.wait()
}

/// Asks the system to open `address` in a browser; says so if it cannot.
fn open_in_browser(address: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if let Err(e) = std::process::Command::new(opener).arg(address).spawn() {
        eprintln!("sg serve: cannot open a browser ({opener}: {e}): open {address} yourself");
    }
}
