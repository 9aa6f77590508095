//! Games in play: each is `sg play --json` itself — the library's play loop
//! ([`crate::play::play_door`]) on a thread of its own, reading the lines the page sends
//! and writing its protocol's lines back — not a second implementation. A request sends
//! one line and gets the lines the loop writes until it waits for the next one (or ends).
//! A line's computation holds a permit of the [`Budget`] until the loop waits again;
//! a game whose answer takes longer than the time budget is closed. Games left alone for
//! the idle time end (looked for every little while, and whenever a game is asked for);
//! there are at most a fixed number at once, and a client (an address) keeps at most a
//! few: a new game past its share ends its least recently used one, so that a page that
//! leaves games behind never locks itself or others out.

use std::collections::HashMap;
use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::io::{self, BufRead, Read, Write};
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use serde::Serialize;
use serde_json::value::RawValue;
use tokio::sync::OwnedSemaphorePermit;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};
use tokio::time::timeout;

use super::budget::Budget;
use super::refusal::Refusal;
use crate::door::{Door, GameFile, Limits, Words};
use crate::error::Error;
use crate::play::{SessionOptions, play_door};

/// The stack of a game's thread: as deep as the command line's main thread.
const STACK: usize = 8 << 20;

/// What the page gets back for a line: the loop's replies, and whether the game's loop
/// has ended (the session is then gone).
#[derive(Debug, Serialize)]
pub(super) struct Exchange {
    /// The session, to send the next line to.
    pub(super) session: String,
    /// Each line the loop wrote, as it wrote it.
    pub(super) replies: Vec<Box<RawValue>>,
    /// Whether the loop has ended.
    pub(super) ended: bool,
}

/// What the loop's thread tells the server.
enum Event {
    /// A line it wrote.
    Line(String),
    /// It waits for the next line.
    Waiting,
    /// It ended, with the engine's error if it failed.
    Ended(Option<Error>),
}

/// One game in play.
struct Session {
    input: mpsc::Sender<(String, OwnedSemaphorePermit)>,
    events: tokio::sync::Mutex<UnboundedReceiver<Event>>,
    used: Mutex<Instant>,
    /// The address of the client that started it.
    client: IpAddr,
}

/// How many games may be in play, and for how long.
#[derive(Debug, Clone, Copy)]
pub(super) struct Bounds {
    /// The most games at once.
    pub(super) most: usize,
    /// The most games of one client at once.
    pub(super) per_client: usize,
    /// How long a game may be left alone.
    pub(super) idle: Duration,
}

/// Every game in play.
pub(super) struct Sessions {
    games: Mutex<HashMap<String, Arc<Session>>>,
    bounds: Bounds,
    count: AtomicU64,
    keys: RandomState,
}

impl Sessions {
    pub(super) fn new(bounds: Bounds) -> Sessions {
        Sessions {
            games: Mutex::new(HashMap::new()),
            bounds,
            count: AtomicU64::new(0),
            keys: RandomState::new(),
        }
    }

    /// Ends the games left alone for longer than the idle time.
    pub(super) fn expire(&self) {
        let now = Instant::now();
        self.lock()
            .retain(|_, s| now.duration_since(*lock(&s.used)) < self.bounds.idle);
    }

    /// How long a game may be left alone, in words.
    fn idle_words(&self) -> String {
        match self.bounds.idle.as_secs() {
            seconds if seconds < 120 => format!("{} s", self.bounds.idle.as_secs_f64()),
            seconds => format!("{} minutes", seconds / 60),
        }
    }

    /// How many games are in play.
    pub(super) fn len(&self) -> usize {
        self.lock().len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Session>>> {
        self.games
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Starts the loop on `games` (its protocol, whatever `options.json` says), and gives
    /// its opening lines.
    pub(super) async fn start(
        &self,
        client: IpAddr,
        games: Vec<(GameFile, Words)>,
        options: SessionOptions,
        limits: Limits,
        budget: &Budget,
    ) -> Result<Exchange, Refusal> {
        let permit = budget.permit().await?;
        self.expire();
        let id = {
            let mut sessions = self.lock();
            let now = Instant::now();
            let mut own: Vec<(Instant, String)> = sessions
                .iter()
                .filter(|(_, s)| s.client == client)
                .map(|(id, s)| (*lock(&s.used), id.clone()))
                .collect();
            own.sort();
            let past_share = (own.len() + 1).saturating_sub(self.bounds.per_client);
            for (_, id) in own.into_iter().take(past_share) {
                sessions.remove(&id);
            }
            if sessions.len() >= self.bounds.most {
                return Err(Refusal::busy(format!(
                    "{} games are being played on this server, the most it keeps: end one, or try again later",
                    self.bounds.most
                )));
            }
            let n = self.count.fetch_add(1, Ordering::Relaxed);
            let id = format!("{n}-{:016x}", self.keys.hash_one(n));
            let (input, lines) = mpsc::channel();
            let (events, replies) = unbounded_channel();
            let session = Session {
                input,
                events: tokio::sync::Mutex::new(replies),
                used: Mutex::new(now),
                client,
            };
            std::thread::Builder::new()
                .name("sg play".into())
                .stack_size(STACK)
                .spawn(move || run(games, options, limits, permit, lines, events))
                .map_err(|e| Refusal::busy(format!("cannot start the game: {e}")))?;
            sessions.insert(id.clone(), Arc::new(session));
            id
        };
        self.exchange(&id, None, budget).await
    }

    /// Sends `line` (none: only reads what the loop says) and gives the loop's replies.
    pub(super) async fn exchange(
        &self,
        id: &str,
        line: Option<(String, OwnedSemaphorePermit)>,
        budget: &Budget,
    ) -> Result<Exchange, Refusal> {
        self.expire();
        let session = self.lock().get(id).cloned().ok_or_else(|| {
            Refusal::not_found(format!(
                "there is no game `{}` in play: it ended, was left alone for {}, or its page started too many others",
                crate::error::excerpt(id),
                self.idle_words()
            ))
        })?;
        let mut events = session.events.lock().await;
        *lock(&session.used) = Instant::now();
        if let Some(line) = line
            && session.input.send(line).is_err()
        {
            self.end(id);
            return Err(Refusal::not_found("the game has ended"));
        }
        let mut replies = Vec::new();
        let answered = timeout(budget.time, async {
            while let Some(event) = events.recv().await {
                match event {
                    Event::Line(line) => replies.push(as_json(line)),
                    Event::Waiting => return Ok(false),
                    Event::Ended(None) => return Ok(true),
                    Event::Ended(Some(error)) => return Err(Refusal::from(error)),
                }
            }
            Ok(true)
        })
        .await;
        let ended = match answered {
            Ok(Ok(ended)) => ended,
            Ok(Err(refusal)) => {
                self.end(id);
                return Err(refusal);
            }
            Err(_) => {
                self.end(id);
                return Err(budget.too_long());
            }
        };
        if ended {
            self.end(id);
        }
        Ok(Exchange {
            session: id.to_string(),
            replies,
            ended,
        })
    }

    /// Ends the game: its loop reads the end of its input and stops.
    pub(super) fn end(&self, id: &str) -> bool {
        self.lock().remove(id).is_some()
    }
}

/// A line of the play protocol as it was written (any other line, as a JSON string).
fn as_json(line: String) -> Box<RawValue> {
    match serde_json::from_str::<&RawValue>(&line) {
        Ok(_) => RawValue::from_string(line).expect("checked to be JSON"),
        Err(_) => RawValue::from_string(serde_json::Value::String(line).to_string())
            .expect("a JSON string"),
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The thread of one game: the play loop on the door of `games`.
fn run(
    games: Vec<(GameFile, Words)>,
    options: SessionOptions,
    limits: Limits,
    permit: OwnedSemaphorePermit,
    lines: mpsc::Receiver<(String, OwnedSemaphorePermit)>,
    events: UnboundedSender<Event>,
) {
    let options = SessionOptions {
        json: true,
        ..options
    };
    let pairs: Vec<(&GameFile, Words)> = games.iter().map(|(f, w)| (f, w.clone())).collect();
    let mut input = Input {
        lines,
        events: events.clone(),
        permit: Some(permit),
        line: Vec::new(),
        read: 0,
    };
    let mut output = Output {
        events: events.clone(),
        pending: Vec::new(),
    };
    let result = Door::open_to_play(&pairs, &limits)
        .and_then(|door| play_door(door, &options, &mut input, &mut output));
    drop(input);
    let _ = events.send(Event::Ended(result.err()));
}

/// The lines sent to the game, as the loop reads them; the permit of the line being
/// answered is given back when the loop asks for the next.
struct Input {
    lines: mpsc::Receiver<(String, OwnedSemaphorePermit)>,
    events: UnboundedSender<Event>,
    permit: Option<OwnedSemaphorePermit>,
    line: Vec<u8>,
    read: usize,
}

impl Read for Input {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Input {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.read == self.line.len() {
            self.permit = None;
            let _ = self.events.send(Event::Waiting);
            match self.lines.recv() {
                Ok((line, permit)) => {
                    self.permit = Some(permit);
                    self.line = line.into_bytes();
                    self.line.push(b'\n');
                    self.read = 0;
                }
                // The session ended: the end of the input.
                Err(_) => return Ok(&[]),
            }
        }
        Ok(&self.line[self.read..])
    }

    fn consume(&mut self, n: usize) {
        self.read = (self.read + n).min(self.line.len());
    }
}

/// The loop's output, handed on a line at a time.
struct Output {
    events: UnboundedSender<Event>,
    pending: Vec<u8>,
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        while let Some(end) = self.pending.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.pending.drain(..=end).collect();
            let line = String::from_utf8_lossy(&line[..end]).into_owned();
            self.events
                .send(Event::Line(line))
                .map_err(|_| io::Error::from(io::ErrorKind::BrokenPipe))?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
