//! The solver: picks the method for a game from its IR and answers positions.
//!
//! - Normal play, every rule local: the Sprague–Grundy theorem; a position's value is the
//!   XOR of its heaps' values ([`HeapValues`]), winning moves by target values per heap.
//! - Misère play, every rule local: the misère quotient where one covers the position,
//!   else the tame rule or the search over reduced sums, with the genus
//!   ([`MisereSumSolver`]).
//! - Otherwise (rules on several heaps): the memoized search over whole positions
//!   ([`CoupledSearch`]); the winning moves are the options of value 0. Where the moves
//!   run along lines ([`LinePlan`](super::line_table::LinePlan)), the value of a position
//!   comes from the line table below it instead, when its estimate is within the limits
//!   (for a theory that gives the outcome only, such as Wythoff's, this is the Grundy
//!   value; past the limits the answer says which option would allow it).

use super::analysis::{
    Analysis, HeapTable, Method, MoveList, Note, Outcome, PartChange, WinningMove,
};
use super::arithmetic_period::apparent_arithmetic_period;
use super::closed_form::{self, Theory};
use super::coupled::CoupledSearch;
use super::deadline::Deadline;
use super::error::EngineError;
use super::genus::Genus;
use super::heap_values::{DEFAULT_MAX_WORK, HeapValues};
use super::line_table::{KeptTable, TableAnswer};
use super::misere::MisereSumSolver;
use super::winning::sum_moves_to;
use crate::game::PositionView;
use crate::ir::{Game, HeapLayout, Play};

/// The default bound on memoized positions (and on heap values computed one by one):
/// about 2 GiB of memo in the worst case.
pub const DEFAULT_MAX_STATES: u64 = 20_000_000;

/// How many winning moves an analysis lists by default (all are counted).
pub const DEFAULT_MAX_MOVES: usize = 100;

/// The default time budget of one question to a search over the positions of a board or
/// of a game of components (`--max-time`): the state limit bounds what such a search
/// keeps, not how long its moves take.
pub const DEFAULT_MAX_TIME_SECONDS: u64 = 120;

/// Heap values computed for a table of any length, in the hope of proving a period.
const PERIOD_PROBE: u64 = 1024;

/// Answers positions of a rule file's game: the heap kernel and proved periods for sums, closed forms where a theorem applies, and a memoized search for the rest; keeps what it computed for the next question.
pub struct Solver<'g> {
    game: &'g Game,
    max_states: u64,
    max_moves: usize,
    strategy: Strategy<'g>,
    table: KeptTable,
}

enum Strategy<'g> {
    Sum(HeapValues),
    /// A theorem for positions of any size; the search serves what it does not give.
    Theory(Box<dyn Theory>, CoupledSearch<'g>),
    Search(CoupledSearch<'g>),
    Misere(Box<MisereSumSolver<'g>>),
}

impl<'g> Solver<'g> {
    /// A solver for `game` whose searches store at most `max_states` positions.
    pub fn new(game: &'g Game, max_states: u64) -> Solver<'g> {
        let strategy = if game.play == Play::Normal && game.is_sum() {
            Strategy::Sum(HeapValues::new(game))
        } else if let Some(theory) = closed_form::recognise(game) {
            Strategy::Theory(theory, CoupledSearch::new(game, max_states))
        } else if game.play == Play::Misere && game.is_sum() {
            Strategy::Misere(Box::new(MisereSumSolver::new(game, max_states)))
        } else {
            Strategy::Search(CoupledSearch::new(game, max_states))
        };
        Solver {
            game,
            max_states,
            max_moves: DEFAULT_MAX_MOVES,
            strategy,
            table: KeptTable::new(max_states, DEFAULT_MAX_WORK),
        }
    }

    /// A solver whose search keeps two-heap positions below `side` in a dense table.
    pub fn with_dense_square(game: &'g Game, max_states: u64, side: u64) -> Solver<'g> {
        let mut solver = Solver::new(game, max_states);
        solver.strategy = match solver.strategy {
            Strategy::Search(search) => Strategy::Search(search.with_dense_square(side)),
            Strategy::Theory(theory, search) => {
                Strategy::Theory(theory, search.with_dense_square(side))
            }
            other => other,
        };
        solver
    }

    /// Draw a progress bar on stderr (when it is a terminal) while heap values or the
    /// search over misère sums take long.
    pub fn show_progress(&mut self, on: bool) {
        match &mut self.strategy {
            Strategy::Sum(table) => table.show_progress(on),
            Strategy::Misere(misere) => misere.show_progress(on),
            Strategy::Theory(..) | Strategy::Search(_) => {}
        }
    }

    /// Refuses a question past `deadline` (by default there is none: the limits on work
    /// and states still bound every computation): the heap kernel, the searches, the line
    /// table and the misère quotient all read it.
    pub fn set_deadline(&mut self, deadline: Deadline) {
        match &mut self.strategy {
            Strategy::Sum(kernel) => kernel.set_deadline(deadline),
            Strategy::Theory(_, search) | Strategy::Search(search) => {
                search.set_deadline(deadline);
            }
            Strategy::Misere(misere) => misere.set_deadline(deadline),
        }
        self.table.set_deadline(deadline);
    }

    /// The game it answers.
    pub fn game(&self) -> &'g Game {
        self.game
    }

    /// Lists at most `max_moves` winning moves (all are still counted).
    pub fn with_max_moves(mut self, max_moves: usize) -> Solver<'g> {
        self.max_moves = max_moves;
        self
    }

    /// Refuses computations of heap values estimated at more than `max_work` steps.
    pub fn with_max_work(mut self, max_work: u64) -> Solver<'g> {
        if let Strategy::Sum(values) = &mut self.strategy {
            values.set_max_work(max_work);
        }
        self.table.set_max_work(max_work);
        self
    }

    /// Keeps the process within `bytes` bytes while a misère quotient is built (each large
    /// step of the construction is checked first).
    pub fn with_max_memory(mut self, bytes: u64) -> Solver<'g> {
        if let Strategy::Misere(misere) = &mut self.strategy {
            misere.set_max_memory(bytes);
        }
        self
    }

    /// Lists at most `max_moves` winning moves from now on.
    pub fn set_max_moves(&mut self, max_moves: usize) {
        self.max_moves = max_moves;
    }

    /// Rejects positions the game does not allow.
    pub fn check_position(&self, position: &[u64]) -> Result<(), EngineError> {
        if let HeapLayout::Exactly(expected) = self.game.layout
            && position.len() != expected
        {
            return Err(EngineError::HeapCount {
                expected,
                found: position.len(),
            });
        }
        Ok(())
    }

    /// The position's value: G in normal play, G⁻ (of the whole position) in misère play.
    pub fn value(&mut self, position: &[u64]) -> Result<u64, EngineError> {
        self.check_position(position)?;
        match &mut self.strategy {
            Strategy::Sum(kernel) => {
                let mut total = 0;
                for &heap in position {
                    total ^= kernel.value(self.game, heap, self.max_states)?;
                }
                Ok(total)
            }
            Strategy::Theory(theory, search) => match theory.grundy(position) {
                Some(grundy) => Ok(grundy),
                None if search.in_dense_square(position) => search.value(position),
                None => match self.table.value(self.game, position)? {
                    TableAnswer::Value(value) => Ok(value),
                    TableAnswer::TooLarge(too_large) => {
                        Err(EngineError::GrundyNotSearched(too_large))
                    }
                    TableAnswer::NotServed => {
                        match theory.search_limit(position, self.max_states) {
                            Ok(()) => search.value(position),
                            Err(too_large) => Err(EngineError::GrundyNotSearched(too_large)),
                        }
                    }
                },
            },
            Strategy::Search(search) => match self.table.value(self.game, position)? {
                TableAnswer::Value(value) => Ok(value),
                TableAnswer::NotServed | TableAnswer::TooLarge(_) => search.value(position),
            },
            Strategy::Misere(misere) => Ok(misere.value(position)?.0),
        }
    }

    /// Who wins `position`: read off the value where the strategy has it at once, else
    /// from an analysis that lists no move (a theorem or a misère quotient gives the
    /// outcome without the value).
    pub fn outcome(&mut self, position: &[u64]) -> Result<Outcome, EngineError> {
        if let Strategy::Sum(_) | Strategy::Search(_) = self.strategy {
            return self.value(position).map(Outcome::of_value);
        }
        // A theorem gives 0 for every P-position: no winning move counted, no value
        // searched (a search for the positions it gives no value lasts).
        if let Strategy::Theory(theory, _) = &self.strategy {
            self.check_position(position)?;
            return Ok(match theory.grundy(position) {
                Some(0) => Outcome::P,
                _ => Outcome::N,
            });
        }
        if let Strategy::Misere(misere) = &mut self.strategy
            && let Some(outcome) = misere.quotient_outcome(position)
        {
            return Ok(outcome);
        }
        let listed = std::mem::replace(&mut self.max_moves, 0);
        let analysis = self.analyse(position);
        self.max_moves = listed;
        Ok(analysis?.outcome)
    }

    /// The moves from `position` to positions of value `target`.
    pub fn moves_to(&mut self, position: &[u64], target: u64) -> Result<MoveList, EngineError> {
        let total = self.value(position)?;
        let mut found = MoveList::new(self.max_moves);
        match &mut self.strategy {
            Strategy::Sum(kernel) => sum_moves_to(
                self.game,
                kernel,
                position,
                total,
                target,
                self.max_states,
                &mut found,
            )?,
            _ => {
                for mv in self.game.moves(position)? {
                    if self.value(&mv.position)? == target {
                        found.add(1, || {
                            Some(WinningMove {
                                description: self.game.describe(position, &mv),
                                changes: PartChange::of_heaps(self.game, position, &mv.action),
                                to: PositionView::Numbers(mv.position),
                                count: 1,
                            })
                        });
                    }
                }
            }
        }
        Ok(found)
    }

    /// Everything about one position.
    pub fn analyse(&mut self, position: &[u64]) -> Result<Analysis, EngineError> {
        self.check_position(position)?;
        if let Strategy::Theory(theory, _) = &self.strategy {
            let answer = theory.analyse(self.game, position, self.max_moves)?;
            let mut notes: Vec<Note> = answer.note.into_iter().collect();
            let value = match answer.grundy {
                Some(value) => Some(value),
                None => match self.value(position) {
                    Ok(value) => Some(value),
                    Err(EngineError::GrundyNotSearched(too_large)) => {
                        notes.push(Note::GrundyNotSearched(too_large));
                        None
                    }
                    Err(other) => return Err(other),
                },
            };
            let (grundy, misere_value) = match self.game.play {
                Play::Normal => (value, None),
                Play::Misere => (None, value),
            };
            return Ok(Analysis {
                outcome: answer.outcome,
                grundy,
                misere_value,
                winning_moves: answer.winning_moves,
                genus: None,
                method: self.method(),
                notes,
                generalized: None,
                drawing_moves: None,
            });
        }
        let (value, method, genus, notes) = match &mut self.strategy {
            Strategy::Misere(misere) => {
                // A proved quotient that covers the position answers first.
                if let Some(analysis) = misere.quotient_analysis(position, self.max_moves)? {
                    return Ok(analysis);
                }
                let stop = misere.quotient_stop();
                let (value, method) = misere.value(position).map_err(|search| match stop {
                    Some(stop) => EngineError::MisereUnanswered {
                        search: Box::new(search),
                        stop,
                    },
                    None => search,
                })?;
                let (genus, note) = misere.analysis_genus(position)?;
                let stopped = stop.map(Note::QuotientStopped);
                (
                    value,
                    method,
                    genus,
                    stopped.into_iter().chain(note).collect(),
                )
            }
            _ => (self.value(position)?, self.method(), None, Vec::new()),
        };
        let winning_moves = if value == 0 {
            MoveList::new(self.max_moves)
        } else {
            self.moves_to(position, 0)?
        };
        let (grundy, misere_value) = match self.game.play {
            Play::Normal => (Some(value), None),
            Play::Misere => (None, Some(value)),
        };
        Ok(Analysis {
            outcome: Outcome::of_value(value),
            grundy,
            misere_value,
            winning_moves,
            genus,
            method,
            notes,
            generalized: None,
            drawing_moves: None,
        })
    }

    /// Values of single heaps 0..len (G, or G⁻ in misère play), with their period or
    /// arithmetic period if proved.
    pub fn heap_table(&mut self, len: u64) -> Result<HeapTable, EngineError> {
        let mut values = Vec::new();
        let table = self.heap_values_streamed(len, &mut |v| values.push(v))?;
        Ok(HeapTable { values, ..table })
    }

    /// Like [`Solver::heap_table`], but each value is handed to `visit` in order instead
    /// of being kept (the table comes back with no values): a table of sum games costs
    /// only the kernel's own store.
    pub fn heap_values_streamed(
        &mut self,
        len: u64,
        visit: &mut dyn FnMut(u64),
    ) -> Result<HeapTable, EngineError> {
        match &mut self.strategy {
            Strategy::Sum(kernel) => {
                // Computing a little further often proves the period, which the table reports
                // (only where the theorem applies: otherwise the extra values are wasted).
                if kernel.may_prove_period() {
                    let probe = len.max(PERIOD_PROBE).min(self.max_states);
                    kernel.extend(self.game, probe, self.max_states)?;
                }
                kernel.extend(self.game, len, self.max_states)?;
                for n in 0..len {
                    visit(kernel.known(n)?.expect("computed or periodic"));
                }
                Ok(HeapTable {
                    values: Vec::new(),
                    period: kernel.period(),
                    arithmetic_period: kernel.arithmetic_period(),
                    apparent_arithmetic_period: kernel.apparent_arithmetic_period(),
                })
            }
            _ => {
                let shape = |n: u64| match self.game.layout {
                    HeapLayout::Exactly(count) => {
                        let mut position = vec![0; count];
                        position[0] = n;
                        position
                    }
                    _ => vec![n],
                };
                let values: Vec<u64> = (0..len)
                    .map(|n| self.value(&shape(n)))
                    .collect::<Result<_, _>>()?;
                let apparent = apparent_arithmetic_period(&values).map(|p| (p, len - 1));
                values.into_iter().for_each(&mut *visit);
                Ok(HeapTable {
                    values: Vec::new(),
                    period: None,
                    arithmetic_period: None,
                    apparent_arithmetic_period: apparent,
                })
            }
        }
    }

    /// The genus of single heaps 0..len, for misère play of sum games.
    pub fn genus_table(&mut self, len: u64) -> Result<Option<Vec<Genus>>, EngineError> {
        match &mut self.strategy {
            Strategy::Misere(misere) => (0..len)
                .map(|n| misere.genus(&[n]))
                .collect::<Result<_, _>>()
                .map(Some),
            _ => Ok(None),
        }
    }

    /// How this solver answers (for a misère sum, how the last outcome asked for was
    /// found: the quotient that covered it, else the search; a position of tame heaps is
    /// answered by the tame rule, which its analysis names).
    pub fn method(&self) -> Method {
        match &self.strategy {
            Strategy::Sum(values) => Method::HeapSum(values.method()),
            Strategy::Theory(theory, _) => Method::ClosedForm(theory.theorem()),
            Strategy::Search(_) => Method::Search(self.game.play),
            Strategy::Misere(misere) => misere.last_method(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Source, parse_game};

    /// How many single-heap values the solver has computed.
    fn computed(solver: &Solver) -> u64 {
        match &solver.strategy {
            Strategy::Sum(table) => table.computed_len(),
            _ => panic!("a computed table"),
        }
    }

    #[test]
    fn a_table_probes_for_a_period_only_where_one_can_be_proved() {
        // Splits into three heaps: the periodicity theorem does not apply, and each value
        // costs O(n³), so computing 1024 of them for a short table would take a minute.
        let text = "game \"g\"\nmove take 1.. leave 3\n";
        let game = parse_game(Source::new("g.game", text), &[]).unwrap();
        let mut solver = Solver::new(&game, DEFAULT_MAX_STATES);
        let table = solver.heap_table(61).unwrap();
        assert_eq!((table.values.len(), table.period), (61, None));
        assert_eq!(computed(&solver), 61);
        // Octal games still probe further, and so prove their period.
        let text = "game \"g\"\nmove octal 0.77\n";
        let game = parse_game(Source::new("g.game", text), &[]).unwrap();
        let mut solver = Solver::new(&game, DEFAULT_MAX_STATES);
        let period = solver.heap_table(10).unwrap().period;
        assert_eq!(period.map(|p| (p.preperiod, p.period)), Some((71, 12)));
    }

    /// The outcome a theorem gives at once is the outcome of its whole analysis (and of
    /// the search behind it), on every small position of each bundled theorem's game.
    #[test]
    fn a_theorem_s_outcome_is_its_analysis_outcome() {
        let games = [
            ("misere-nim.game", false),
            ("moore-nim.game", false),
            ("wythoff.game", true),
            ("staircase-nim.game", false),
        ];
        for (name, two) in games {
            let path = format!("{}/../../games/{name}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).unwrap();
            let game = parse_game(Source::new(name, text), &[]).unwrap();
            let mut solver = Solver::new(&game, DEFAULT_MAX_STATES);
            assert!(
                matches!(solver.strategy, Strategy::Theory(..)),
                "{name} is answered by its theorem"
            );
            let mut positions: Vec<Vec<u64>> = Vec::new();
            for a in 0..7 {
                for b in 0..7 {
                    positions.push(vec![a, b]);
                    if !two {
                        positions.push(vec![a, b, (a * 3 + b) % 5]);
                    }
                }
            }
            for position in positions {
                let expected = solver.analyse(&position).unwrap().outcome;
                assert_eq!(
                    solver.outcome(&position).unwrap(),
                    expected,
                    "{name} {position:?}"
                );
            }
        }
    }

    #[test]
    fn a_quotient_s_outcome_is_its_analysis_outcome() {
        // Misère 0.75: its quotient (order 8) answers every position.
        let game = crate::load::game_of_rules("play misere\nmove octal 0.75");
        let mut solver = Solver::new(&game, DEFAULT_MAX_STATES);
        for a in 0..12u64 {
            for b in 0..12 {
                for position in [vec![a], vec![a, b], vec![a, b, (a * 5 + b) % 9]] {
                    let analysis = solver.analyse(&position).unwrap();
                    assert!(
                        matches!(analysis.method, crate::engine::Method::MisereQuotient(_)),
                        "{position:?} is answered by the quotient"
                    );
                    assert_eq!(
                        solver.outcome(&position).unwrap(),
                        analysis.outcome,
                        "{position:?}"
                    );
                }
            }
        }
    }
}
