//! The engine of the front door: a sum of games of any kinds, each answered by its own
//! engine through [`Part`], put together by the theorems that hold for every kind. In
//! normal play the Sprague–Grundy theorem adds the parts' values (Smith's rules where a
//! board has cycles), and a move in part i wins when it brings that part to the value
//! that makes the sum 0, which the part's engine finds. A single game is a sum of one part,
//! answered by its engine alone (closed forms, quotients and all). A misère sum of several
//! games has no such theorem: it is answered by the search over whole positions
//! ([`super::remoteness`]), within its limit.

use crate::engine::{Deadline, GeneralizedValue, Method, MoveList, Outcome};
use crate::error::Error;
use crate::game::PositionView;
use crate::ir::Play;

use super::limits::Limits;
use super::part::{Id, Listing, MOVES_SCANNED, Part, PartMove};
use super::search_memo::Remoteness;
use super::sketch::Sketch;

/// A legal move of a sum: the game it is made in, and the move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SumMove {
    /// The index of the game moved in.
    pub part: usize,
    /// The move in that game.
    pub mv: PartMove,
}

/// A sum of games of any kinds, with their engines.
pub(crate) struct SumEngine<'a> {
    pub(super) parts: Vec<Box<dyn Part + 'a>>,
    pub(super) limits: Limits,
    pub(super) play: Play,
    pub(super) remoteness: Remoteness,
    /// The deadline of the question under way.
    pub(super) deadline: Deadline,
}

impl<'a> SumEngine<'a> {
    /// The sum of `parts` (at least one), all in the same play, within `limits`.
    pub(crate) fn new(
        parts: Vec<Box<dyn Part + 'a>>,
        limits: Limits,
    ) -> Result<SumEngine<'a>, Error> {
        let play = parts.first().map_or(Play::Normal, |p| p.play());
        if let Some(other) = parts.iter().find(|p| p.play() != play) {
            return Err(Error::new(format!(
                "`{}` is played {} and `{}` {}: the games of a sum are played alike (say which with --normal or --misere)",
                parts[0].name(),
                play.name(),
                other.name(),
                other.play().name()
            )));
        }
        let mut engine = SumEngine {
            remoteness: Remoteness::new(limits.max_states, limits.deadline()),
            parts,
            limits,
            play,
            deadline: limits.deadline(),
        };
        engine.restart_deadline();
        Ok(engine)
    }

    /// A question starts: one deadline from now (`--max-time`) for every game of the sum
    /// and the search over whole positions (play starts one for each of the engine's
    /// turns and each hint).
    pub(crate) fn restart_deadline(&mut self) {
        let deadline = self.limits.deadline();
        for part in &mut self.parts {
            part.set_deadline(deadline);
        }
        self.remoteness.search.set_deadline(deadline);
        self.deadline = deadline;
    }

    /// The play convention of the sum.
    pub(crate) fn play(&self) -> Play {
        self.play
    }

    /// How many games the sum has.
    pub(crate) fn len(&self) -> usize {
        self.parts.len()
    }

    /// Part `i`.
    pub(crate) fn part(&mut self, i: usize) -> &mut (dyn Part + 'a) {
        self.parts[i].as_mut()
    }

    /// The name of game `i`.
    pub(crate) fn name(&self, i: usize) -> String {
        self.parts[i].name()
    }

    /// Game `i`'s position `at` as reports show it.
    pub(crate) fn view(&self, i: usize, at: Id) -> PositionView {
        self.parts[i].view(at)
    }

    /// Game `i`'s position `at` drawn for a person, as play sketches it.
    pub(crate) fn draw(&self, i: usize, at: Id, sketch: &Sketch<'_, Id>) -> String {
        self.parts[i].draw(at, sketch)
    }

    /// Game `i`'s position `at` drawn as a picture (SVG), where its game draws one.
    pub(crate) fn figure(&self, i: usize, at: Id, sketch: &Sketch<'_, Id>) -> Option<String> {
        self.parts[i].figure(at, sketch)
    }

    /// Whether play may come back to a position: some game of the sum has cycles.
    pub(crate) fn has_cycles(&self) -> bool {
        self.parts.iter().any(|p| p.method() == Method::Loopy)
    }

    /// The lines of `help` on game `i`'s own words for moves.
    pub(crate) fn move_help(&self, i: usize) -> Option<&'static str> {
        self.parts[i].move_help()
    }

    /// The games' names joined by ` + `.
    pub(crate) fn title(&self) -> String {
        let names: Vec<String> = self.parts.iter().map(|p| p.name()).collect();
        names.join(" + ")
    }

    /// How the answers of a sum of several games are found.
    pub(crate) fn sum_method(&self) -> &'static str {
        match self.play {
            Play::Normal => {
                "Sprague-Grundy: the sum's value is the XOR of the games' values (Smith's rules for infinite values)"
            }
            Play::Misere => "misere: memoized search over whole positions of the sum",
        }
    }

    /// The position after `mv` from `at`.
    pub(crate) fn after(at: &[Id], mv: &SumMove) -> Vec<Id> {
        let mut next = at.to_vec();
        next[mv.part] = mv.mv.to;
        next
    }

    /// Each part's value at `at`.
    pub(crate) fn values(&mut self, at: &[Id]) -> Result<Vec<GeneralizedValue>, Error> {
        self.parts
            .iter_mut()
            .zip(at)
            .map(|(part, &p)| part.value(p))
            .collect()
    }

    /// Whether its games have values (a compound of games played together has none: it
    /// has outcomes and remoteness).
    pub(crate) fn has_values(&self) -> bool {
        !self
            .parts
            .iter()
            .any(|part| matches!(part.method(), Method::Compound(_)))
    }

    /// Whether the answers of the sum come from adding values (normal play of several
    /// games), not from a search over whole positions.
    pub(crate) fn adds_values(&self) -> bool {
        self.play == Play::Normal || self.parts.len() == 1
    }

    /// Who wins `at`: the part's own answer for one game, Smith's sum of the values in
    /// normal play, else the search over whole positions.
    pub(crate) fn outcome(&mut self, at: &[Id]) -> Result<Outcome, Error> {
        if let [part] = self.parts.as_mut_slice() {
            return part.outcome(at[0]);
        }
        if self.play == Play::Normal {
            let values = self.values(at)?;
            return Ok(Outcome::of_generalized(&GeneralizedValue::sum(&values)));
        }
        self.searched_outcome(at)
    }

    /// The first legal moves of the sum, part by part, as many as `limit` holds (the
    /// parts it counts are those of the games moved in), and whether that is all; with
    /// `described` false the descriptions are left empty.
    pub(crate) fn moves(
        &mut self,
        at: &[Id],
        limit: Listing,
        described: bool,
    ) -> Result<(Vec<SumMove>, bool), Error> {
        let mut moves = Vec::new();
        let mut left = limit;
        for (i, part) in self.parts.iter_mut().enumerate() {
            let (found, complete) = part.moves(at[i], left, described)?;
            left.moves -= found.len();
            let parts: usize = found.iter().map(|mv| part.width(mv.to)).sum();
            left.parts = left.parts.saturating_sub(parts);
            moves.extend(found.into_iter().map(|mv| SumMove { part: i, mv }));
            if !complete {
                return Ok((moves, false));
            }
        }
        Ok((moves, true))
    }

    /// Who wins after each of `moves` from `at` (for the player who then moves).
    pub(crate) fn outcomes_after(
        &mut self,
        at: &[Id],
        moves: &[SumMove],
    ) -> Result<Vec<Outcome>, Error> {
        if self.parts.len() > 1 && self.play == Play::Normal {
            let values = self.values(at)?;
            return moves
                .iter()
                .map(|mv| {
                    let mut after = values.clone();
                    after[mv.part] = self.parts[mv.part].value(mv.mv.to)?;
                    Ok(Outcome::of_generalized(&GeneralizedValue::sum(&after)))
                })
                .collect();
        }
        moves
            .iter()
            .map(|mv| self.outcome(&Self::after(at, mv)))
            .collect()
    }

    /// The winning moves from `at` (or, in a drawn position, the moves that keep the
    /// draw), at most `limit`, made through each part so that they can be played; and how
    /// many there are in all.
    pub(crate) fn best_moves(
        &mut self,
        at: &[Id],
        limit: usize,
    ) -> Result<(Vec<SumMove>, u128), Error> {
        if let [part] = self.parts.as_mut_slice() {
            let analysis = part.analyse(at[0], limit)?;
            let list = match analysis.outcome {
                Outcome::D => analysis.drawing_moves.unwrap_or_default(),
                _ => analysis.winning_moves,
            };
            let mut found = Vec::new();
            for m in &list.listed {
                if let Some(to) = part.find(at[0], &m.to, &m.description)? {
                    found.push(SumMove {
                        part: 0,
                        mv: PartMove {
                            to,
                            description: m.description.clone(),
                        },
                    });
                }
            }
            return Ok((found, list.total));
        }
        let outcome = self.outcome(at)?;
        if self.play == Play::Normal && outcome == Outcome::N {
            let values = self.values(at)?;
            if let Some(total) = GeneralizedValue::sum(&values).finite() {
                return self.moves_to_sum(at, &values, total, limit);
            }
        }
        // Draws, sums with a loopy part, misère sums: every move looked at.
        let wanted = match outcome {
            Outcome::N => Outcome::P,
            Outcome::D => Outcome::D,
            Outcome::P => return Ok((Vec::new(), 0)),
        };
        let (moves, _) = self.moves(at, Listing::of(MOVES_SCANNED), true)?;
        let outcomes = self.outcomes_after(at, &moves)?;
        let best: Vec<SumMove> = moves
            .into_iter()
            .zip(outcomes)
            .filter(|(_, o)| *o == wanted)
            .map(|(mv, _)| mv)
            .collect();
        let total = best.len() as u128;
        Ok((best.into_iter().take(limit).collect(), total))
    }

    /// The moves of a normal-play sum of finite value `total` to 0: in each part i, to
    /// the value `values[i] ^ total`; each part's list, at most `limit` listed in all.
    pub(crate) fn lists_to_zero(
        &mut self,
        at: &[Id],
        values: &[GeneralizedValue],
        total: u64,
        limit: usize,
    ) -> Result<Vec<(usize, MoveList)>, Error> {
        let mut lists = Vec::new();
        let mut listed = 0;
        for (i, part) in self.parts.iter_mut().enumerate() {
            let Some(value) = values[i].finite() else {
                continue;
            };
            let list = part.moves_to(at[i], value ^ total, limit - listed)?;
            listed += list.listed.len();
            lists.push((i, list));
        }
        Ok(lists)
    }

    /// [`Self::lists_to_zero`] as moves that can be played.
    fn moves_to_sum(
        &mut self,
        at: &[Id],
        values: &[GeneralizedValue],
        total: u64,
        limit: usize,
    ) -> Result<(Vec<SumMove>, u128), Error> {
        let mut found = Vec::new();
        let mut count = 0;
        for (i, list) in self.lists_to_zero(at, values, total, limit)? {
            count += list.total;
            for m in &list.listed {
                if let Some(to) = self.parts[i].find(at[i], &m.to, &m.description)? {
                    found.push(SumMove {
                        part: i,
                        mv: PartMove {
                            to,
                            description: m.description.clone(),
                        },
                    });
                }
            }
        }
        Ok((found, count))
    }
}
