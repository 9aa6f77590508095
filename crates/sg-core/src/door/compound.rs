//! A compound other than the sum as one game of the door ([`crate::engine::compound`]):
//! its games are positions of one game (each word of the position, read alone: a heap, a
//! component, a token), and a move plays in all of them, in all that can still move, or
//! in any set of them. It is a [`Part`] wrapped round the game's own part, so every command
//! answers it as it answers any game: the theorem gives the outcome and a winning move
//! from each game's clocks, the moves are the combinations the compound allows.

use hashbrown::HashMap;

use crate::engine::compound::{self, Clock, Clocks, Compound};
use crate::engine::{
    Analysis, Deadline, GeneralizedValue, Method, MoveList, Note, Outcome, SearchStop, WinningMove,
};
use crate::error::Error;
use crate::export::{GameGraph, Limits as GraphLimits};
use crate::game::{NOTHING, PositionView};
use crate::ir::Play;

use super::Opening;
use super::game_file::GameFile;
use super::limits::Limits;
use super::part::{Id, Listing, Part, PartMove};
use super::sketch::Sketch;
use super::words::Words;

/// The most moves one game of a compound may have from a position: its options are all
/// listed to find its clock.
const MOST_OPTIONS: usize = 100_000;

/// A compound of positions of the game of `inner`.
pub(crate) struct CompoundPart<'a> {
    inner: Box<dyn Part + 'a>,
    compound: Compound,
    positions: Vec<Vec<Id>>,
    ids: HashMap<Vec<Id>, Id>,
    /// The clocks of the game's positions met so far, by their canonical ids.
    clocks: Clocks<Id>,
    /// The state limit, which the positions the game's part keeps count against too.
    max_states: u64,
}

impl<'a> CompoundPart<'a> {
    /// The compound of games of `inner` (in normal play), within `limits`.
    pub(crate) fn new(
        inner: Box<dyn Part + 'a>,
        compound: Compound,
        limits: &Limits,
    ) -> Result<CompoundPart<'a>, Error> {
        if inner.play() == Play::Misere {
            return Err(Error::new(format!(
                "the {} compound is answered in normal play only (use --normal)",
                compound.name()
            )));
        }
        Ok(CompoundPart {
            inner,
            compound,
            positions: Vec::new(),
            ids: HashMap::new(),
            clocks: Clocks::new(limits.max_states),
            max_states: limits.max_states,
        })
    }

    /// The id of the compound of the games at `games` (ids of the inner game).
    pub(crate) fn intern(&mut self, games: Vec<Id>) -> Id {
        if let Some(&id) = self.ids.get(&games) {
            return id;
        }
        let id = Id::try_from(self.positions.len()).expect("fewer than 2^32 positions met");
        self.positions.push(games.clone());
        self.ids.insert(games, id);
        id
    }

    /// Every move of one game from `at`; an error where there are too many to list.
    fn options(
        inner: &mut (dyn Part + 'a),
        at: Id,
        described: bool,
    ) -> Result<Vec<PartMove>, Error> {
        let (moves, complete) = inner.moves(at, Listing::of(MOST_OPTIONS), described)?;
        if !complete {
            return Err(Error::new(format!(
                "{} has more than {MOST_OPTIONS} moves from {}: too many for a game of a compound",
                inner.name(),
                inner.view(at)
            )));
        }
        Ok(moves)
    }

    /// The clock of the game at `at`.
    fn clock(&mut self, at: Id) -> Result<Clock, Error> {
        let (inner, limit) = (self.inner.as_mut(), self.max_states);
        let start = inner.canonical(at);
        let mut options = |id: &Id| -> Result<(Vec<Id>, ()), Error> {
            // Every option met is kept by the game's part: they count too.
            if inner.kept() > limit {
                return Err(clock_limit(limit));
            }
            let moves = Self::options(inner, *id, false)?;
            Ok((
                moves.into_iter().map(|m| inner.canonical(m.to)).collect(),
                (),
            ))
        };
        self.clocks
            .value(&start, &mut options, &|_, clocks| Clock::of(clocks))
            .map_err(|e| match e {
                SearchStop::Game(e) => e,
                SearchStop::Limit(limit) => clock_limit(limit),
                SearchStop::Cycle => Error::new(
                    "a game of a compound has moves that come back to a position: games with cycles have no remoteness",
                ),
                SearchStop::Late(e) => Error::new(e.to_string()),
            })
    }

    /// The clocks of the games of compound `at`.
    fn clocks_of(&mut self, at: Id) -> Result<Vec<Clock>, Error> {
        let games = self.positions[at as usize].clone();
        games.into_iter().map(|g| self.clock(g)).collect()
    }

    /// The winning move the theorem's strategy makes from a won `at`: each game's option
    /// (or none), and the move's description.
    fn winning_move(&mut self, at: Id) -> Result<(Vec<Id>, String), Error> {
        let games = self.positions[at as usize].clone();
        let mut after = Vec::with_capacity(games.len());
        let mut words = Vec::new();
        for game in games {
            let clock = self.clock(game)?;
            let options = Self::options(self.inner.as_mut(), game, true)?;
            let clocks = options
                .iter()
                .map(|o| self.clock(o.to))
                .collect::<Result<Vec<Clock>, Error>>()?;
            match compound::winning_option(self.compound, clock, &clocks) {
                Some(i) => {
                    words.push(format!(
                        "{}: {}",
                        self.inner.view(game),
                        options[i].description
                    ));
                    after.push(options[i].to);
                }
                None => after.push(game),
            }
        }
        Ok((after, words.join("; ")))
    }

    /// The winning moves of a won selective compound, the first `max_moves` of them made
    /// (each game's option, or none, and the move's description), and how many there are
    /// (`None` past 2^128 − 1): in each won game a move to a lost position, the lost
    /// games left alone, every combination of them, in odometer order.
    #[allow(clippy::type_complexity)]
    fn selective_moves(
        &mut self,
        at: Id,
        max_moves: usize,
    ) -> Result<(Vec<(Vec<Id>, String)>, Option<u128>), Error> {
        let games = self.positions[at as usize].clone();
        // For each won game, its index and its moves to lost positions.
        let mut won: Vec<(usize, Vec<PartMove>)> = Vec::new();
        let mut count: Option<u128> = Some(1);
        for (i, &game) in games.iter().enumerate() {
            if !self.clock(game)?.wins() {
                continue;
            }
            let mut lost = Vec::new();
            for option in Self::options(self.inner.as_mut(), game, true)? {
                if !self.clock(option.to)?.wins() {
                    lost.push(option);
                }
            }
            count = count.and_then(|c| c.checked_mul(lost.len() as u128));
            won.push((i, lost));
        }
        let sizes: Vec<usize> = won.iter().map(|(_, lost)| lost.len()).collect();
        let mut chosen = vec![0usize; won.len()];
        let mut listed = Vec::new();
        while listed.len() < max_moves && sizes.iter().all(|&n| n > 0) {
            let mut after = games.clone();
            let mut words = Vec::with_capacity(won.len());
            for ((i, lost), &k) in won.iter().zip(&chosen) {
                after[*i] = lost[k].to;
                words.push(format!(
                    "{}: {}",
                    self.inner.view(games[*i]),
                    lost[k].description
                ));
            }
            listed.push((after, words.join("; ")));
            // The next combination: the last game's option changes first.
            let Some(place) = (0..chosen.len()).rev().find(|&p| chosen[p] + 1 < sizes[p]) else {
                break;
            };
            chosen[place] += 1;
            chosen[place + 1..].iter_mut().for_each(|k| *k = 0);
        }
        Ok((listed, count))
    }

    /// The number of winning moves of compound `at` (`None` past 2^64), from the clocks
    /// of every option of each of its games.
    fn winning_count(&mut self, at: Id) -> Result<Option<u64>, Error> {
        let games = self.positions[at as usize].clone();
        let mut clocks = Vec::with_capacity(games.len());
        for game in games {
            let options = Self::options(self.inner.as_mut(), game, false)?;
            let option_clocks = options
                .iter()
                .map(|o| self.clock(o.to))
                .collect::<Result<Vec<Clock>, Error>>()?;
            clocks.push((self.clock(game)?, option_clocks));
        }
        Ok(compound::winning_moves(self.compound, &clocks))
    }
}

impl Part for CompoundPart<'_> {
    fn name(&self) -> String {
        format!("{} ({} compound)", self.inner.name(), self.compound.name())
    }

    /// One game a word of `words` (or of the file's `start`), each read by the game alone.
    fn read(&mut self, file: &GameFile, words: &Words, opening: Opening) -> Result<Id, Error> {
        let words = file.compound_words(words)?;
        let mut games = Vec::with_capacity(words.words.len());
        for word in &words.words {
            let one = Words {
                line: words.line.clone(),
                words: vec![word.clone()],
            };
            games.push(self.inner.read(file, &one, opening)?);
        }
        Ok(self.intern(games))
    }

    fn play(&self) -> Play {
        Play::Normal
    }

    fn method(&self) -> Method {
        Method::Compound(self.compound)
    }

    /// Each game's position, in parentheses where it has several parts.
    fn view(&self, at: Id) -> PositionView {
        PositionView::Names(
            self.positions[at as usize]
                .iter()
                .map(|&g| match self.inner.view(g).to_string() {
                    text if text.contains(' ') || text == NOTHING => format!("({text})"),
                    text => text,
                })
                .collect(),
        )
    }

    /// Each game drawn alone, marked against the same game before the last move.
    fn draw(&self, at: Id, sketch: &Sketch<'_, Id>) -> String {
        let before = sketch.before.map(|b| &self.positions[b as usize]);
        self.positions[at as usize]
            .iter()
            .enumerate()
            .map(|(i, &g)| {
                let game_before = before.and_then(|games| games.get(i).copied());
                let game_sketch = Sketch::<Id>::plain().map_before(game_before);
                format!("    game {}:\n{}", i + 1, self.inner.draw(g, &game_sketch))
            })
            .collect()
    }

    fn width(&self, at: Id) -> usize {
        self.positions[at as usize]
            .iter()
            .map(|&g| self.inner.width(g))
            .sum()
    }

    fn value(&mut self, _: Id) -> Result<GeneralizedValue, Error> {
        Err(Error::new(format!(
            "the {} compound has no Grundy value: answer it alone, not in a sum with other games",
            self.compound.name()
        )))
    }

    fn outcome(&mut self, at: Id) -> Result<Outcome, Error> {
        let clocks = self.clocks_of(at)?;
        Ok(compound::outcome(self.compound, &clocks))
    }

    fn analyse(&mut self, at: Id, max_moves: usize) -> Result<Analysis, Error> {
        let outcome = self.outcome(at)?;
        let mut moves = MoveList::new(max_moves);
        let mut notes = vec![Note::CompoundGivesOutcome];
        match (outcome, self.compound) {
            (Outcome::N, Compound::Selective | Compound::Disjunctive) => {
                let (listed, count) = self.selective_moves(at, max_moves)?;
                for (after, description) in listed {
                    let to = self.intern(after);
                    let view = self.view(to);
                    moves.add(1, || Some(WinningMove::single(view, description)));
                }
                match count {
                    Some(count) => moves.total = count,
                    None => {
                        moves.total = u128::MAX;
                        notes.push(Note::MovesPastCount);
                    }
                }
            }
            (Outcome::N, _) => {
                // One move by the theorem's strategy; every winning move counted.
                let (after, description) = self.winning_move(at)?;
                let to = self.intern(after);
                let count = self.winning_count(at)?;
                match count {
                    None => notes.push(Note::CompoundMovesPastCount),
                    Some(c) if c > 1 => notes.push(Note::OneCompoundMove),
                    Some(_) => {}
                }
                let view = self.view(to);
                moves.add(count.unwrap_or(u64::MAX), || {
                    Some(WinningMove::single(view, description))
                });
            }
            _ => {}
        }
        let mut analysis = Analysis::of_outcome(outcome, moves, self.method());
        analysis.notes = notes;
        Ok(analysis)
    }

    fn moves_to(&mut self, at: Id, _: u64, _: usize) -> Result<MoveList, Error> {
        self.value(at).map(|_| MoveList::default())
    }

    fn moves(
        &mut self,
        at: Id,
        limit: Listing,
        described: bool,
    ) -> Result<(Vec<PartMove>, bool), Error> {
        let games = self.positions[at as usize].clone();
        let options = games
            .iter()
            .map(|&g| Self::options(self.inner.as_mut(), g, described))
            .collect::<Result<Vec<Vec<PartMove>>, Error>>()?;
        let counts: Vec<usize> = options.iter().map(Vec::len).collect();
        let mut combinations = compound::combinations(self.compound, &counts);
        let mut moves = Vec::new();
        let mut parts = 0usize;
        for chosen in combinations.by_ref().take(limit.moves) {
            parts = parts.saturating_add(games.len());
            if parts > limit.parts {
                return Ok((moves, false));
            }
            let mut after = games.clone();
            let mut words = Vec::new();
            for (i, choice) in chosen.into_iter().enumerate() {
                if let Some(o) = choice {
                    after[i] = options[i][o].to;
                    if described {
                        words.push(format!(
                            "{}: {}",
                            self.inner.view(games[i]),
                            options[i][o].description
                        ));
                    }
                }
            }
            moves.push(PartMove {
                to: self.intern(after),
                description: words.join("; "),
            });
        }
        let complete = combinations.next().is_none();
        Ok((moves, complete))
    }

    /// The games in their canonical forms, in a fixed order (the order of the games of a
    /// compound does not matter).
    fn canonical(&mut self, at: Id) -> Id {
        let games = self.positions[at as usize].clone();
        let mut canonical: Vec<Id> = games.into_iter().map(|g| self.inner.canonical(g)).collect();
        canonical.sort_unstable();
        self.intern(canonical)
    }

    fn read_move(&mut self, _: Id, _: &str, _: &Sketch<'_, Id>) -> Option<Result<Id, String>> {
        None
    }

    fn move_help(&self) -> Option<&'static str> {
        None
    }

    fn set_deadline(&mut self, deadline: Deadline) {
        self.inner.set_deadline(deadline);
        self.clocks.set_deadline(deadline);
    }

    fn kept(&self) -> u64 {
        self.inner.kept() + self.positions.len() as u64
    }

    /// Each word a game's position, read alone (a game of several parts is written in
    /// parentheses, which the game does not read: such a line is looked for among the
    /// moves).
    fn reads(&self, at: Id, text: &str) -> bool {
        let games = &self.positions[at as usize];
        text.contains('(')
            || text
                .split_whitespace()
                .all(|word| games.iter().any(|&game| self.inner.reads(game, word)))
    }

    fn graph(&mut self, _: Id, _: GraphLimits) -> Result<GameGraph, Error> {
        Err(Error::new(format!(
            "the graph of a {} compound is not drawn: draw the graph of each of its games",
            self.compound.name()
        )))
    }
}

/// The error of a search of clocks past the state limit.
fn clock_limit(limit: u64) -> Error {
    Error::new(format!(
        "the clocks of a compound's games reached the limit of {limit} positions (--max-states); raise it with --max-states N"
    ))
}
