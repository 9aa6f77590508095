//! Stage 9: `sg serve`, the whole tool in a web page (docs/ARCHITECTURE.md). A local HTTP
//! server (axum on tokio) serves one page whose assets are built into the program, and an
//! HTTP JSON API under `/api/` — check, solve, table, graph, quotient, play — that is a
//! thin layer over the front door ([`crate::door`]): each request names a game (a file
//! under the folder served, a bundled game, or a rule file's text typed in the page), asks
//! the door, and answers with the report `--json` prints, or a picture the export layer
//! draws. Play is the library's own play loop, one session a game (`sessions.rs`).
//!
//! Safe to leave running: bound to 127.0.0.1 unless told otherwise; every question within
//! the engine's limits and a time budget, at most a few at once (`budget.rs`), while the
//! page, the list of games and the files opened never wait behind them; request bodies no
//! larger than a rule file may be; only rule files, boards and position files under the
//! folder are read (none hidden), and nothing is written; games in play are capped in all
//! and per client, and end when left alone (`sessions.rs`). docs/JSON.md documents the API.

mod api;
mod assets;
mod budget;
mod bundled;
mod files;
mod refusal;
mod request;
mod sessions;

use std::net::{IpAddr, SocketAddr, TcpListener};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use budget::Budget;
use request::Folder;
use sessions::Sessions;

use crate::door::Limits;
use crate::error::Error;

/// The most positions an engine keeps for one question of the page.
pub const MAX_STATES: u64 = 2_000_000;
/// The most estimated steps of a table of heap values (about a second of work).
pub const MAX_WORK: u64 = 1_000_000_000;
/// How many seconds a request may take.
pub const TIME_BUDGET: u64 = 20;
/// How many questions are computed at once.
pub const COMPUTATIONS: usize = 2;
/// How many games may be in play at once.
pub const GAMES: usize = 64;
/// How many games one client may have in play at once.
pub const GAMES_PER_CLIENT: usize = 8;
/// How many minutes a game may be left alone before it ends.
pub const IDLE_MINUTES: u64 = 10;
/// The default graph drawn: small enough to draw and look at.
const GRAPH_NODES: u64 = 300;
const GRAPH_EDGES: u64 = 3000;

/// How a server is set up.
#[derive(Debug, Clone)]
pub struct Config {
    /// The folder whose games are offered; nothing outside it is read.
    pub folder: PathBuf,
    /// The address to listen on (port 0: any free port).
    pub address: SocketAddr,
    /// The bounds of each question to the engine.
    pub limits: Limits,
    /// How long a request may take before it is answered with a refusal.
    pub time_budget: Duration,
    /// How many questions are computed at once.
    pub computations: usize,
    /// How long a request waits for its turn before it is refused as busy.
    pub queue_wait: Duration,
    /// How many games may be in play at once.
    pub games: usize,
    /// How many games one client (an address) may have in play at once; a new one past
    /// them ends its least recently used.
    pub games_per_client: usize,
    /// How long a game may be left alone before it ends.
    pub idle: Duration,
    /// How long each game waits before answering a line (zero but in tests, where it
    /// makes a slow engine whatever the speed of the machine).
    pub answer_delay: Duration,
}

impl Config {
    /// Serving `folder` at `address` with the page's limits: 2 000 000 positions, 10^9
    /// steps of work, 20 s a request, two computations at once (the rest wait up to 10 s),
    /// 64 games in play, 8 of them a client's, each ending after [`IDLE_MINUTES`] alone.
    pub fn new(folder: PathBuf, address: SocketAddr) -> Config {
        Config {
            folder,
            address,
            limits: Limits {
                max_states: MAX_STATES,
                max_work: MAX_WORK,
                ..Limits::default()
            },
            time_budget: Duration::from_secs(TIME_BUDGET),
            computations: COMPUTATIONS,
            queue_wait: Duration::from_secs(10),
            games: GAMES,
            games_per_client: GAMES_PER_CLIENT,
            idle: Duration::from_secs(60 * IDLE_MINUTES),
            answer_delay: Duration::ZERO,
        }
    }
}

/// What every request shares.
struct Shared {
    folder: Folder,
    limits: Limits,
    budget: Budget,
    most_computing: usize,
    sessions: Sessions,
    answer_delay: Duration,
    address: SocketAddr,
}

impl Shared {
    /// Whether `host` (a `Host` header, or an origin's host) names this server.
    fn answers_to(&self, host: &str) -> bool {
        if !self.address.ip().is_loopback() {
            return true;
        }
        let name = match host.rsplit_once(':') {
            Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
            _ => host,
        };
        matches!(name, "localhost" | "127.0.0.1" | "[::1]")
            || name.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
    }

    /// The bounds of a graph: as asked, at most the export layer's defaults.
    fn graph_limits(&self, nodes: Option<u64>, edges: Option<u64>) -> crate::export::Limits {
        crate::export::Limits {
            nodes: nodes
                .unwrap_or(GRAPH_NODES)
                .min(crate::export::DEFAULT_MAX_NODES),
            edges: edges
                .unwrap_or(GRAPH_EDGES)
                .min(crate::export::DEFAULT_MAX_EDGES),
            ..crate::export::Limits::default()
        }
    }
}

/// A running server: it answers on threads of its own until it is dropped.
pub struct Server {
    address: SocketAddr,
    runtime: Option<tokio::runtime::Runtime>,
}

impl Server {
    /// Listens on the configured address and starts answering.
    pub fn start(config: Config) -> Result<Server, Error> {
        let root = config.folder.canonicalize().map_err(|e| {
            Error::in_file(
                config.folder.display().to_string(),
                format!("cannot serve `{}`: {e}", config.folder.display()),
            )
        })?;
        if !root.is_dir() {
            return Err(Error::new(format!(
                "cannot serve `{}`: it is not a folder",
                config.folder.display()
            )));
        }
        let listener = TcpListener::bind(config.address)
            .map_err(|e| Error::new(format!("cannot listen on {}: {e}", config.address)))?;
        let address = listener
            .local_addr()
            .map_err(|e| Error::new(format!("cannot listen on {}: {e}", config.address)))?;
        listener
            .set_nonblocking(true)
            .map_err(|e| Error::new(format!("cannot listen on {address}: {e}")))?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .thread_stack_size(8 << 20)
            .build()
            .map_err(|e| Error::new(format!("cannot start the server: {e}")))?;
        // A search over positions stops by itself at the time budget.
        let limits = Limits {
            max_time: config.limits.max_time.or(Some(config.time_budget)),
            ..config.limits
        };
        let shared = Arc::new(Shared {
            folder: Folder { root },
            limits,
            budget: Budget::new(config.computations, config.queue_wait, config.time_budget),
            most_computing: config.computations,
            sessions: Sessions::new(sessions::Bounds {
                most: config.games,
                per_client: config.games_per_client.max(1),
                idle: config.idle,
            }),
            answer_delay: config.answer_delay,
            address,
        });
        // Games left alone end even when no one asks for a game.
        let sweeper = shared.clone();
        let every = (config.idle / 4).clamp(Duration::from_millis(100), Duration::from_secs(60));
        runtime.spawn(async move {
            loop {
                tokio::time::sleep(every).await;
                sweeper.sessions.expire();
            }
        });
        let router = api::router(shared);
        let listener = {
            let _entered = runtime.enter();
            tokio::net::TcpListener::from_std(listener)
                .map_err(|e| Error::new(format!("cannot listen on {address}: {e}")))?
        };
        runtime.spawn(async move {
            let service = router.into_make_service_with_connect_info::<SocketAddr>();
            let _ = axum::serve(listener, service).await;
        });
        Ok(Server {
            address,
            runtime: Some(runtime),
        })
    }

    /// The address it answers on.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Answers until the process ends.
    pub fn wait(self) -> ! {
        loop {
            std::thread::park();
        }
    }
}

impl Drop for Server {
    /// Stops answering at once; computations still running end on their own limits.
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}
