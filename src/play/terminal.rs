//! Play at a terminal, where nothing waits for the engine: the session runs on a thread of
//! its own, and the calling thread reads the person's lines through the line editor
//! (rustyline) the whole time, so the prompt stays alive while sg thinks. A line typed
//! then waits its turn; `quit`, Ctrl-C or Ctrl-D leave at once (the thinking thread ends
//! with the program). What the session writes is printed above the line being edited (the
//! editor's external printer); once the engine has worked for half a second, sg says it is
//! thinking. No lock of the standard streams is held by either thread, so neither ever
//! waits for the other to write.

use std::io::{self, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use rustyline::error::ReadlineError;
use rustyline::{DefaultEditor, ExternalPrinter};

use sg_core::door::{Door, GameFile, Limits, Solvable, Words};
use sg_core::play::{Line, LineSource, PlayFailure, PlayOptions, SessionOptions, quits};

use crate::error::Error;

/// How long the engine works before sg says it is thinking.
const QUIET_FOR: Duration = Duration::from_millis(500);
/// The stack of the session's thread: as deep as the command line's main thread.
const STACK: usize = 8 << 20;
/// What sg says while it thinks.
const THINKING: &str = "sg is thinking… (type `quit` or press Ctrl-C to leave at once)\n";
/// What sg says when the person leaves while it thinks.
const LEFT: &str = "You left the game while sg was thinking.\n";

/// A session to run: it reads its lines from the input given and writes to the output.
type SessionRun =
    Box<dyn FnOnce(&mut dyn LineSource, &mut dyn Write) -> Result<(), PlayFailure> + Send>;

/// What the session's thread tells the reader.
enum Event {
    /// It asks for its next line: every line sent before is answered.
    Asking,
    /// It ended (with the engine's error, if it failed).
    Ended(Result<(), Error>),
}

/// [`sg_core::play::play`] at the terminal: standard input read through the line editor,
/// standard output written. The game is played on a thread of its own (it is moved there),
/// so that the prompt stays alive while the engine thinks: `quit` and Ctrl-C leave at once.
pub fn play_at_terminal<G>(game: G, start: G::Position, options: &PlayOptions) -> Result<(), Error>
where
    G: Solvable + Send + 'static,
    G::Position: Send,
{
    let options = *options;
    run(Box::new(move |input, output| {
        let door = sg_core::play::open(&game, start, &options)?;
        sg_core::play::run_session(door, &options.session, input, output)
    }))
}

/// [`sg_core::play::play_door`] at the terminal, on the sum of `games` at the positions
/// their words name: lines are edited and recalled with the arrows (a line editor reads
/// standard input) while the session runs on a thread of its own (the games are moved
/// there), sg says when it is thinking, `quit` and Ctrl-C leave at once, and standard
/// output is written.
pub fn play_files_at_terminal(
    games: Vec<(GameFile, Words)>,
    limits: Limits,
    options: &SessionOptions,
) -> Result<(), Error> {
    let options = *options;
    run(Box::new(move |input, output| {
        let pairs: Vec<(&GameFile, Words)> = games.iter().map(|(f, w)| (f, w.clone())).collect();
        let door = Door::open_to_play(&pairs, &limits)?;
        sg_core::play::run_session(door, &options, input, output)
    }))
}

/// Runs `session` on a thread of its own, reading the person's lines at the terminal.
fn run(session: SessionRun) -> Result<(), Error> {
    let mut editor = DefaultEditor::new().map_err(cannot_read)?;
    let printer = editor.create_external_printer().map_err(cannot_read)?;
    let (lines, queued) = mpsc::channel::<String>();
    let (events, heard) = mpsc::channel::<Event>();
    std::thread::Builder::new()
        .name("sg play".into())
        .stack_size(STACK)
        .spawn(move || {
            let mut input = Queued {
                lines: queued,
                events: events.clone(),
            };
            let mut output = Printed {
                printer,
                pending: Vec::new(),
            };
            let result = match session(&mut input, &mut output) {
                Ok(()) | Err(PlayFailure::Closed) => Ok(()),
                Err(PlayFailure::Error(e)) => Err(e),
            };
            let _ = events.send(Event::Ended(result));
        })
        .map_err(|e| Error::new(format!("cannot start the game: {e}")))?;
    Reader {
        editor,
        lines: Some(lines),
        events: heard,
        sent: 0,
        asked: 0,
        announced: None,
        ended: None,
    }
    .run()
}

fn cannot_read(e: ReadlineError) -> Error {
    Error::new(format!("cannot read the terminal: {e}"))
}

/// The calling thread: the line editor, and what it knows of the session.
struct Reader {
    editor: DefaultEditor,
    /// Where lines go; `None` once the input has ended.
    lines: Option<Sender<String>>,
    events: Receiver<Event>,
    /// Lines sent to the session.
    sent: usize,
    /// Times the session asked for a line: it has answered `asked - 1` lines.
    asked: usize,
    /// The lines sent when sg last said it was thinking.
    announced: Option<usize>,
    ended: Option<Result<(), Error>>,
}

impl Reader {
    fn run(mut self) -> Result<(), Error> {
        loop {
            self.wait(Some(QUIET_FOR));
            if let Some(result) = self.ended.take() {
                return result;
            }
            if self.busy() && self.announced != Some(self.sent) {
                self.announced = Some(self.sent);
                say(THINKING);
            }
            match self.editor.readline("> ") {
                Ok(line) => {
                    if !line.trim().is_empty() {
                        // A history that refuses a line loses nothing the game needs.
                        let _ = self.editor.add_history_entry(line.as_str());
                    }
                    self.hear();
                    if let Some(result) = self.ended.take() {
                        return result;
                    }
                    let leaving = quits(&line);
                    if leaving && self.busy() {
                        say(LEFT);
                        return Ok(());
                    }
                    self.send(line);
                    if leaving {
                        self.wait(None);
                    }
                }
                Err(ReadlineError::Eof | ReadlineError::Interrupted) => {
                    self.hear();
                    if self.busy() {
                        say(LEFT);
                        return Ok(());
                    }
                    // The end of the input: the session says its last words and ends.
                    self.lines = None;
                    return self.end();
                }
                Err(e) => return Err(cannot_read(e)),
            }
        }
    }

    /// Whether the session is still at work on a line sent (or on its opening).
    fn busy(&self) -> bool {
        self.ended.is_none() && self.asked <= self.sent
    }

    fn send(&mut self, line: String) {
        if let Some(lines) = &self.lines
            && lines.send(line).is_ok()
        {
            self.sent += 1;
        }
    }

    /// Takes in what the session said, without waiting.
    fn hear(&mut self) {
        while let Ok(event) = self.events.try_recv() {
            self.take(event);
        }
    }

    /// Waits until the session has answered every line sent or has ended, at most
    /// `most` (`None`: as long as it takes).
    fn wait(&mut self, most: Option<Duration>) {
        let until = most.map(|most| Instant::now() + most);
        while self.busy() {
            let event = match until {
                None => self
                    .events
                    .recv()
                    .map_err(|_| RecvTimeoutError::Disconnected),
                Some(until) => self
                    .events
                    .recv_timeout(until.saturating_duration_since(Instant::now())),
            };
            match event {
                Ok(event) => self.take(event),
                Err(RecvTimeoutError::Timeout) => return,
                Err(RecvTimeoutError::Disconnected) => {
                    self.ended.get_or_insert(Ok(()));
                }
            }
        }
    }

    /// Waits for the session to end, and gives how it ended.
    fn end(mut self) -> Result<(), Error> {
        while self.ended.is_none() {
            match self.events.recv() {
                Ok(event) => self.take(event),
                Err(_) => self.ended = Some(Ok(())),
            }
        }
        self.ended.unwrap_or(Ok(()))
    }

    fn take(&mut self, event: Event) {
        match event {
            Event::Asking => self.asked += 1,
            Event::Ended(result) => self.ended = Some(result),
        }
    }
}

/// Writes to the terminal from the reading thread, between two lines read.
fn say(text: &str) {
    let mut out = io::stdout();
    // A terminal that cannot be written to is noticed by the session's own output.
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

/// The session's input: the lines the reader sends.
struct Queued {
    lines: Receiver<String>,
    events: Sender<Event>,
}

impl LineSource for Queued {
    fn next_line(
        &mut self,
        _prompt: &str,
        _output: &mut dyn Write,
    ) -> Result<Option<Line>, PlayFailure> {
        let _ = self.events.send(Event::Asking);
        match self.lines.recv() {
            Ok(line) => Ok(Some(Line::Text(line))),
            // The reader has seen the end of the input.
            Err(_) => Ok(None),
        }
    }
}

/// The session's output, printed above the line being edited, a flush at a time.
struct Printed<P: ExternalPrinter> {
    printer: P,
    pending: Vec<u8>,
}

impl<P: ExternalPrinter> Write for Printed<P> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&self.pending).into_owned();
        self.pending.clear();
        self.printer.print(text).map_err(io::Error::other)
    }
}
