//! A plain fuzz driver for every input surface of `sg`, on the stable toolchain (the
//! libFuzzer targets in `fuzz/` need a nightly compiler):
//!
//! ```text
//! cargo run --release --example fuzz -- TARGET [--runs N] [--seconds S] [--seed K]
//! ```
//!
//! TARGET is `front_end`, `dot`, `components`, `board_rules`, `positions`,
//! `position_files`, `settings`, `upto`, `compounds`, `graph`, `play`, `api` or `all` (each in turn, the runs or seconds split between them); `--input FILE` runs one
//! input (a finding) and prints its outcome. The driver mutates a
//! corpus (the target's seeds, plus every input that gave an outcome not seen before:
//! another exit code or error) with bit flips, byte changes, insertions, deletions,
//! duplications and splices, and runs each input in this process. A panic is a finding:
//! the input is written to `fuzz/findings/TARGET-N` and the run goes on. An input that
//! crashes the process (a stack overflow) is left in `fuzz/findings/TARGET-current`; one
//! that runs longer than a minute is written there too and the process aborts; one that
//! takes over 20 s of processor time is a finding (`TARGET-slow-N`), the run going on. Run it with
//! overflow checks: the debug profile has them (`.ci/run` runs `cargo run --example fuzz`);
//! the release profile keeps them off unless `RUSTFLAGS="-C overflow-checks=on"`. Exits 1
//! if anything was found.

#[path = "../../fuzz/surfaces/mod.rs"]
mod surfaces;

use std::collections::HashSet;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use surfaces::{SURFACES, Surface};

/// How long one input may run before the driver calls it a hang.
const HANG: Duration = Duration::from_secs(60);

/// How much processor time one input may take before it is a finding: ten times the
/// `--max-time` every command is given, so a limit that does not hold is found though the
/// run goes on. Processor time, not the clock's: a run beside other work (or at a low
/// priority) waits for the processor without taking more of it.
const SLOW: Duration = Duration::from_secs(20);

/// The processor time this process has taken (user and system), from `/proc/self/stat`
/// (Linux, in ticks of 1/100 s); the clock's time since `epoch` where there is none.
fn processor_time(epoch: Instant) -> Duration {
    let ticks = std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|stat| {
            let after_name = stat.rsplit_once(')')?.1;
            let fields: Vec<&str> = after_name.split_whitespace().collect();
            let user: u64 = fields.get(11)?.parse().ok()?;
            let system: u64 = fields.get(12)?.parse().ok()?;
            Some(user + system)
        });
    match ticks {
        Some(ticks) => Duration::from_millis(ticks * 10),
        None => epoch.elapsed(),
    }
}

/// The most inputs the corpus of one target keeps.
const MAX_CORPUS: usize = 4096;

/// The longest input made.
const MAX_LEN: usize = 4096;

/// A small random generator (xorshift*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Words of the inputs worth inserting whole.
const DICTIONARY: [&[u8]; 20] = [
    b"game \"g\"\n",
    b"component n, m\n",
    b"move ",
    b"choose ",
    b" to ",
    b" where ",
    b"..",
    b"(",
    b")",
    b"->",
    b"--",
    b"{",
    b"}",
    b"digraph",
    b"ground",
    b"subgraph",
    b"18446744073709551615",
    b"\n",
    b"start ",
    b"board \"board.dot\"\n",
];

/// `input` changed by one to four mutations, some taking pieces of `other`.
fn mutate(rng: &mut Rng, input: &[u8], other: &[u8]) -> Vec<u8> {
    let mut bytes = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let len = bytes.len();
        match rng.below(8) {
            0 if len > 0 => {
                let at = rng.below(len);
                bytes[at] ^= 1 << rng.below(8);
            }
            1 if len > 0 => {
                let at = rng.below(len);
                bytes[at] = rng.next() as u8;
            }
            2 => {
                let at = rng.below(len + 1);
                bytes.insert(at, rng.next() as u8);
            }
            3 if len > 0 => {
                let at = rng.below(len);
                let end = (at + 1 + rng.below(16)).min(len);
                bytes.drain(at..end);
            }
            4 if len > 0 => {
                let at = rng.below(len);
                let end = (at + 1 + rng.below(32)).min(len);
                let piece = bytes[at..end].to_vec();
                let to = rng.below(len + 1);
                bytes.splice(to..to, piece);
            }
            5 if !other.is_empty() => {
                let at = rng.below(other.len());
                let end = (at + 1 + rng.below(64)).min(other.len());
                let to = rng.below(len + 1);
                bytes.splice(to..to, other[at..end].iter().copied());
            }
            6 => {
                let word = DICTIONARY[rng.below(DICTIONARY.len())];
                let to = rng.below(len + 1);
                bytes.splice(to..to, word.iter().copied());
            }
            _ => {
                // An interesting byte: the edges of the ranges the inputs are read in.
                let at = rng.below(len + 1);
                let byte = [0u8, 1, 2, 7, 8, 0x7f, 0x80, 0xff][rng.below(8)];
                bytes.insert(at, byte);
            }
        }
    }
    bytes.truncate(MAX_LEN);
    bytes
}

/// What one target's run found.
struct Report {
    runs: u64,
    findings: u64,
    corpus: usize,
    slowest: Duration,
}

/// Fuzzes `surface` for `runs` inputs or until `deadline`.
fn fuzz(surface: &Surface, runs: u64, deadline: Instant, seed: u64, watch: &Watch) -> Report {
    let findings_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/findings");
    std::fs::create_dir_all(&findings_dir).expect("the findings folder");
    let scratch =
        std::env::temp_dir().join(format!("sg-fuzz-{}-{}", surface.name, std::process::id()));
    std::fs::create_dir_all(&scratch).expect("a scratch folder");
    let current = findings_dir.join(format!("{}-current", surface.name));
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut corpus: Vec<Vec<u8>> = (surface.seeds)();
    let mut seen = HashSet::new();
    let mut report = Report {
        runs: 0,
        findings: 0,
        corpus: 0,
        slowest: Duration::ZERO,
    };
    while report.runs < runs && Instant::now() < deadline {
        let input = if report.runs < corpus.len() as u64 {
            corpus[report.runs as usize].clone()
        } else {
            let base = &corpus[rng.below(corpus.len())];
            let other = &corpus[rng.below(corpus.len())];
            mutate(&mut rng, base, other)
        };
        std::fs::write(&current, &input).expect("write the current input");
        watch.start(&current);
        let started = processor_time(watch.epoch);
        let outcome = catch_unwind(AssertUnwindSafe(|| (surface.run)(&input, &scratch)));
        let took = processor_time(watch.epoch).saturating_sub(started);
        watch.stop();
        report.runs += 1;
        report.slowest = report.slowest.max(took);
        if took > SLOW {
            report.findings += 1;
            let path = findings_dir.join(format!("{}-slow-{}", surface.name, report.findings));
            std::fs::write(&path, &input).expect("write a finding");
            eprintln!(
                "{}: an input took {:.1} s of processor time, past {SLOW:?}; written to {}",
                surface.name,
                took.as_secs_f64(),
                path.display()
            );
        }
        match outcome {
            Ok(outcome) => {
                if seen.insert(outcome) && corpus.len() < MAX_CORPUS {
                    corpus.push(input);
                }
            }
            Err(_) => {
                report.findings += 1;
                let path = findings_dir.join(format!("{}-{}", surface.name, report.findings));
                std::fs::write(&path, &input).expect("write a finding");
                eprintln!("{}: finding written to {}", surface.name, path.display());
            }
        }
    }
    let _ = std::fs::remove_file(&current);
    let _ = std::fs::remove_dir_all(&scratch);
    report.corpus = corpus.len();
    report
}

/// The watchdog: a thread that aborts the process when one input runs past [`HANG`].
struct Watch {
    /// When the input running started, in milliseconds since `epoch` (0: none runs).
    started: Arc<AtomicU64>,
    current: Arc<Mutex<PathBuf>>,
    epoch: Instant,
}

impl Watch {
    fn new() -> Watch {
        let watch = Watch {
            started: Arc::new(AtomicU64::new(0)),
            current: Arc::new(Mutex::new(PathBuf::new())),
            epoch: Instant::now(),
        };
        let (started, current, epoch) = (watch.started.clone(), watch.current.clone(), watch.epoch);
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(Duration::from_secs(1));
                let at = started.load(Ordering::Relaxed);
                if at > 0
                    && (epoch.elapsed().as_millis() as u64).saturating_sub(at)
                        > HANG.as_millis() as u64
                {
                    let path = current.lock().map(|p| p.clone()).unwrap_or_default();
                    eprintln!(
                        "hang: an input ran past {HANG:?}; it is in {}",
                        path.display()
                    );
                    std::process::abort();
                }
            }
        });
        watch
    }

    fn start(&self, current: &Path) {
        if let Ok(mut path) = self.current.lock() {
            path.clone_from(&current.to_path_buf());
        }
        self.started.store(
            self.epoch.elapsed().as_millis() as u64 + 1,
            Ordering::Relaxed,
        );
    }

    fn stop(&self) {
        self.started.store(0, Ordering::Relaxed);
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse::<u64>().ok())
    };
    let Some(target) = args.first() else {
        eprintln!("usage: fuzz TARGET [--runs N] [--seconds S] [--seed K]");
        return ExitCode::from(2);
    };
    let chosen: Vec<&Surface> = SURFACES
        .iter()
        .filter(|s| target == "all" || s.name == target)
        .collect();
    if chosen.is_empty() {
        let names: Vec<&str> = SURFACES.iter().map(|s| s.name).collect();
        eprintln!(
            "no target `{target}`: the targets are {}, or all",
            names.join(", ")
        );
        return ExitCode::from(2);
    }
    if let Some(i) = args.iter().position(|a| a == "--input") {
        // One input, run as it is (to reproduce a finding): a panic ends the run.
        let input = std::fs::read(&args[i + 1]).expect("read the input");
        let scratch = std::env::temp_dir().join(format!("sg-fuzz-input-{}", std::process::id()));
        std::fs::create_dir_all(&scratch).expect("a scratch folder");
        for surface in chosen {
            println!("{}: {:?}", surface.name, (surface.run)(&input, &scratch));
        }
        return ExitCode::SUCCESS;
    }
    let runs = value("--runs").unwrap_or(u64::MAX);
    let seconds = value("--seconds").unwrap_or(u64::MAX / 4);
    let seed = value("--seed").unwrap_or(1);
    // Panics are findings, written to files: their messages go to stderr once each.
    let watch = Watch::new();
    let mut found = 0;
    let share = chosen.len() as u64;
    for surface in chosen {
        let deadline = Instant::now() + Duration::from_secs(seconds / share);
        let started = Instant::now();
        let report = fuzz(surface, runs / share.min(runs), deadline, seed, &watch);
        println!(
            "{}: {} runs in {:.1} s, {} findings, corpus of {}, slowest input {:.2} s of processor time",
            surface.name,
            report.runs,
            started.elapsed().as_secs_f64(),
            report.findings,
            report.corpus,
            report.slowest.as_secs_f64()
        );
        found += report.findings;
    }
    if found > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
