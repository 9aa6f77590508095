//! The pruned search for the values of pieces (Beling and Rogalski, *On pruning search
//! trees of impartial games*, Artificial Intelligence 283, 2020), on bit sets.
//!
//! [`PrunedSearch::in_set`] asks for a piece's value only if it lies in a wanted set `R`.
//! A piece of `m` moves has a value in `0..=m`. Going through its options, the search keeps
//! `P`: the `m + 1 - k` least numbers that no option seen so far has as its value, after
//! `k` options (each option takes one number out: its value if that is in `P` and not its
//! largest, else the largest). After all options `P` holds the value alone. An option is
//! asked only whether its value lies in `P` without its largest, and at most the greatest
//! number of `R`: if not, the largest of `P` goes, which is exact in every number up to
//! the greatest of `R` (shown in the note on [`PrunedSearch::in_set`]). As soon as `P`
//! holds no number of `R`, the value is not wanted, and the search says so without
//! looking further. A value found exactly is kept in the transposition table.
//!
//! A search that ends without the value has still learnt that the value is none of the
//! numbers up to the greatest wanted that `P` lost; the table keeps that for the numbers
//! below 16, and a later question about the piece leaves them out of its wanted set.
//!
//! [`PrunedSearch::value`] finds the value of a piece as the least `r` no option has:
//! for `r = 0, 1, …` it asks each option whose value is not known yet whether it is `r`,
//! with the wanted set `{r}` (aspiration sets), which prunes the most.
//!
//! An option is a sum of pieces: equal pieces cancel (their values are equal), pieces
//! whose values the table knows (by their keys alone: a second entry per piece, by its
//! nodes as they lie, saved working out a shape but made the table ten times larger and
//! its look-ups cache misses) add their values, and of the rest all but the largest are
//! valued exactly, the largest asked with the wanted set moved by the others' sum. Options
//! are tried smallest first (the sum of the squares of their unknown pieces' sizes), and
//! the table is asked about every option before any is searched.
//!
//! A piece its own mirror image with no move meeting its image is lost at once
//! ([`super::mirror`]).
//!
//! In a poset game (a node and its successors: Chomp, the divisor game) the options'
//! values are found outright instead (the plain mex below the question asked): values
//! there are large and most pieces are met again and again, so that asking a piece
//! whether its value is `r`, for one `r` after another, searches it many times, and the
//! numbers ruled out (only those below 16 are kept) do not save it. Measured: Chomp 10 x 10
//! without the corner 6.5 s to 1.0 s, the divisor game of 5040 8.1 s to 1.2 s, while on
//! Cram 5 x 6 and Node Kayles 7 x 7 the plain mex is 5 to 7 times slower than pruning. The
//! question itself is still asked with its wanted set, so that an outcome stays cheap.
//!
//! The search recurses: each call is on a piece with fewer nodes than its caller's, so
//! its depth is at most the board's nodes (at most 256).

use super::bits::Bits;
use super::layout::Layout;
use super::nimbers::Nimbers;
use super::order_rows::{Left, OrderRows};
use super::shape::{Key, Rows, Symmetry};
use super::table::Table;
use crate::board::Taken;
use crate::engine::error::EngineError;
use crate::engine::search_progress::SearchProgress;

/// A piece and its key.
#[derive(Clone, Copy)]
struct Piece<const W: usize> {
    bits: Bits<W>,
    key: Key<W>,
}

/// An option not yet valued: the sum of the values known, and its pieces not known
/// (`start..end` of the option list's pieces, the smallest first).
#[derive(Clone, Copy)]
struct Choice {
    known: u16,
    start: u32,
    end: u32,
    cost: u64,
}

/// The options of a piece: those not yet valued, their pieces, and the values of the rest.
#[derive(Default)]
struct Options<const W: usize> {
    choices: Vec<Choice>,
    pieces: Vec<Piece<W>>,
    values: Vec<u16>,
}

/// Values of the pieces of one board, kept between questions.
pub(crate) struct PrunedSearch<const W: usize> {
    layout: Layout<W>,
    /// The images of a piece that share its key, on a grid.
    symmetry: Option<Symmetry>,
    table: Table<W>,
    progress: SearchProgress,
    /// Pieces searched (not found in the table).
    searched: u64,
    /// The count of pieces searched past which a search stops ([`PrunedSearch::set_budget`]).
    budget: u64,
    /// Whether options are valued outright (a poset game), not asked about a set.
    exhaustive: bool,
    /// Option lists no search holds, to be filled again.
    spare: Vec<Options<W>>,
    /// Room for what one list of options is made from.
    scratch: Scratch<W>,
}

/// Room reused while the options of one piece are listed.
#[derive(Default)]
struct Scratch<const W: usize> {
    taken: Vec<Bits<W>>,
    /// The pieces of every option, one option after the other, and their keys.
    parts: Vec<Bits<W>>,
    keys: Vec<Key<W>>,
    /// Where each option's pieces end in `parts`.
    ends: Vec<usize>,
    unknown: Vec<Piece<W>>,
    rows: Rows,
    order: OrderRows,
}

impl<const W: usize> PrunedSearch<W> {
    /// A search of `layout`'s pieces whose table keeps at most about `most` of them.
    pub(crate) fn new(layout: Layout<W>, most: u64) -> PrunedSearch<W> {
        let symmetry = layout.grid_columns().map(|_| match layout.taken() {
            Taken::NodeAndSuccessors => Symmetry::Transpose,
            _ => Symmetry::Dihedral,
        });
        let exhaustive = layout.taken() == Taken::NodeAndSuccessors;
        PrunedSearch {
            layout,
            symmetry,
            table: Table::new(most),
            progress: SearchProgress::new("the pieces of the board"),
            searched: 0,
            budget: u64::MAX,
            exhaustive,
            spare: Vec::new(),
            scratch: Scratch::default(),
        }
    }

    /// The board.
    pub(crate) fn layout(&self) -> &Layout<W> {
        &self.layout
    }

    /// The clock and progress bar of the search: a question starts and finishes it.
    pub(crate) fn progress(&mut self) -> &mut SearchProgress {
        &mut self.progress
    }

    /// The Grundy value of the position `set` (any set of nodes): the XOR of its pieces'.
    pub(crate) fn value_of(&mut self, set: Bits<W>) -> Result<u16, EngineError> {
        let mut total = 0;
        for piece in self.pieces_of(set) {
            total ^= self.value(piece, None)?;
        }
        Ok(total)
    }

    /// The value of the position `set`, as [`PrunedSearch::value_of`], found so that the
    /// table can then tell of each of its moves whether it leaves a lost position: when
    /// `set` is one piece, every option is asked whether its value is 0 before any is
    /// asked about another number, so that those found 0 are asked nothing more.
    pub(crate) fn value_before_moves(&mut self, set: Bits<W>) -> Result<u16, EngineError> {
        let mut pieces = self.pieces_of(set);
        match pieces.pop() {
            Some(piece) if pieces.is_empty() => self.value(piece, Some(0)),
            _ => self.value_of(set),
        }
    }

    /// Whether the position `set` has the value `target`, found with the least search:
    /// all pieces but the largest valued, the largest asked only whether its value is
    /// the one that makes the sum `target`.
    pub(crate) fn has_value(&mut self, set: Bits<W>, target: u64) -> Result<bool, EngineError> {
        let Ok(target) = u16::try_from(target) else {
            return Ok(false);
        };
        if usize::from(target) >= Nimbers::BOUND {
            return Ok(false);
        }
        let mut pieces = self.pieces_of(set);
        cancel_pairs(&mut pieces);
        let Some(largest) = pieces.pop() else {
            return Ok(target == 0);
        };
        let mut known = 0;
        for piece in pieces {
            known ^= self.value(piece, None)?;
        }
        let wanted = target ^ known;
        if usize::from(wanted) >= Nimbers::BOUND {
            return Ok(false);
        }
        Ok(self.in_set(largest, &Nimbers::single(wanted))? == Some(wanted))
    }

    /// The position `set` up to the symmetries of its pieces: the keys of its pieces as
    /// they are (no node left out), in order. Positions with the same keys are the same
    /// game move for move, so they last as long.
    pub(crate) fn position_key(&mut self, set: Bits<W>) -> Vec<Key<W>> {
        let mut parts = Vec::new();
        self.layout.split_plain(set, &mut parts);
        let mut keys: Vec<Key<W>> = parts
            .into_iter()
            .map(|bits| key_of(&self.layout, self.symmetry, bits, &mut self.scratch.rows))
            .collect();
        keys.sort_unstable();
        keys
    }

    /// The pieces of `set`, smallest first.
    fn pieces_of(&mut self, set: Bits<W>) -> Vec<Piece<W>> {
        let mut parts = Vec::new();
        self.layout.split(set, &mut parts);
        let mut pieces: Vec<Piece<W>> = parts
            .into_iter()
            .map(|bits| Piece {
                bits,
                key: key_of(&self.layout, self.symmetry, bits, &mut self.scratch.rows),
            })
            .collect();
        pieces.sort_by_key(|p| p.bits.count());
        pieces
    }

    /// Pieces searched so far (not found in the table).
    pub(crate) fn searched(&self) -> u64 {
        self.searched
    }

    /// Lets the searches that follow search at most `most` more pieces (`None`: no
    /// bound): past it, a question stops with an error, and [`PrunedSearch::past_budget`]
    /// says that the budget was the cause. What the table keeps stays true: a value is
    /// kept only once it is found.
    pub(crate) fn set_budget(&mut self, most: Option<u64>) {
        self.budget = most.map_or(u64::MAX, |most| self.searched.saturating_add(most));
    }

    /// Whether the pieces searched passed the budget set.
    pub(crate) fn past_budget(&self) -> bool {
        self.searched > self.budget
    }

    /// Counts a piece searched and reads the clock.
    fn tick(&mut self) -> Result<(), EngineError> {
        self.searched += 1;
        if self.past_budget() {
            return Err(EngineError::StateLimit { limit: self.budget });
        }
        let figures = self.table.figures();
        self.progress.tick(figures.kept, figures.capacity)
    }

    /// The value of `piece`, by aspiration sets: the least `r` no option has. With
    /// `also`, every option is asked whether its value is `also`, not only those up to
    /// the first that has it.
    fn value(&mut self, piece: Piece<W>, also: Option<u16>) -> Result<u16, EngineError> {
        if let Some(v) = self.table.get(&piece.key) {
            return Ok(v);
        }
        self.tick()?;
        if self.layout.lost_by_mirror(piece.bits) {
            self.remember(piece, 0);
            return Ok(0);
        }
        let moves = self.layout.move_count(piece.bits);
        let mut options = self.options(piece.bits);
        let mut seen = Nimbers::EMPTY;
        for &v in &options.values {
            seen.insert(v);
        }
        'values: for r in 0..=moves as u16 {
            if seen.contains(r) {
                continue;
            }
            let mut i = 0;
            while i < options.choices.len() {
                let (known, last) = self.reduce(&mut options, i)?;
                let asked = r ^ known;
                let found = if usize::from(asked) < Nimbers::BOUND {
                    self.option_in_set(last, &Nimbers::single(asked))?
                } else {
                    None
                };
                match found {
                    Some(v) => {
                        options.choices.remove(i);
                        seen.insert(v ^ known);
                        if v ^ known == r && also != Some(r) {
                            continue 'values;
                        }
                    }
                    None => i += 1,
                }
            }
            if seen.contains(r) {
                continue;
            }
            self.remember(piece, r);
            self.spare.push(options);
            return Ok(r);
        }
        // m options cannot have all of the m + 1 values 0..=m.
        unreachable!("a piece of {moves} moves has a value of at most {moves}")
    }

    /// The value of `piece` if it is in `wanted` (it may also be given when it is not);
    /// `None` if it is not in `wanted`.
    ///
    /// Why the largest of `P` may go when an option is not in the set asked (`S`: `P`
    /// without its largest, up to `top`, the greatest of `wanted`): let `T` be the set the
    /// exact values would leave. Before the option, `P` and `T` agree up to `top` and have
    /// as many numbers. If the option's value is above `top`, `T` loses a number above `top`
    /// (the value or its largest) unless all of `T` is at most `top`, and then `P = T` and
    /// both lose their largest. If it is at most `top` and not in `S`, it is not in `P`
    /// without its largest, nor in `T` without its largest, and both lose their largest
    /// (equal, or both above `top`). So `P` and `T` still agree up to `top`: when `P`'s last
    /// number is at most `top`, it is the value; when `P` has no number of `wanted`, `T`
    /// has none, and the value (which stays in `T`) is not wanted.
    fn in_set(&mut self, piece: Piece<W>, wanted: &Nimbers) -> Result<Option<u16>, EngineError> {
        if let Some(v) = self.table.get(&piece.key) {
            return Ok(Some(v));
        }
        let ruled_out = self.table.get(&piece.key.ruled_out()).unwrap_or(0);
        let wanted = &wanted.without_low(ruled_out);
        let Some(top) = wanted.max() else {
            return Ok(None);
        };
        self.tick()?;
        if self.layout.lost_by_mirror(piece.bits) {
            self.remember(piece, 0);
            return Ok(Some(0));
        }
        let moves = self.layout.move_count(piece.bits);
        let mut possible = Nimbers::upto(moves);
        let mut options = self.options(piece.bits);
        for &v in &options.values {
            take_out(&mut possible, v);
        }
        let up_to_top = Nimbers::upto(usize::from(top));
        let mut exact = true;
        for i in 0..options.choices.len() {
            if !possible.meets(wanted) {
                self.spare.push(options);
                self.rule_out(piece, ruled_out, &possible, top);
                return Ok(None);
            }
            let largest = possible.max().expect("P keeps a number per option left");
            let mut asked = possible.and(&up_to_top);
            asked.remove(largest);
            let (known, last) = self.reduce(&mut options, i)?;
            match self.option_in_set(last, &asked.xor_each(known))? {
                Some(v) => take_out(&mut possible, v ^ known),
                None => {
                    possible.remove(largest);
                    exact = false;
                }
            }
        }
        self.spare.push(options);
        let value = possible.min().expect("P keeps the value");
        if exact || value <= top {
            self.remember(piece, value);
            Ok(Some(value))
        } else {
            self.rule_out(piece, ruled_out, &possible, top);
            Ok(None)
        }
    }

    /// Keeps what a search that did not find the value of `piece` learnt: its value is
    /// none of the numbers up to `top` that `possible` has lost (`possible` and the exact
    /// set agree up to `top`), with those `before` ruled out already.
    fn rule_out(&mut self, piece: Piece<W>, before: u16, possible: &Nimbers, top: u16) {
        let lost = Nimbers::upto(usize::from(top)).without(possible);
        let low = lost.low_bits::<u16>() | before;
        if low != before {
            self.table
                .store(piece.key.ruled_out(), low, piece.bits.count());
        }
    }

    /// The value of the last piece of an option if it is in `wanted`, as
    /// [`PrunedSearch::in_set`]; in a game searched exhaustively, its value.
    fn option_in_set(
        &mut self,
        piece: Piece<W>,
        wanted: &Nimbers,
    ) -> Result<Option<u16>, EngineError> {
        if self.exhaustive {
            self.exact(piece).map(Some)
        } else {
            self.in_set(piece, wanted)
        }
    }

    /// The value of `piece` by [`PrunedSearch::in_set`] with every value it may have wanted.
    fn exact(&mut self, piece: Piece<W>) -> Result<u16, EngineError> {
        let all = Nimbers::upto(self.layout.move_count(piece.bits));
        Ok(self.in_set(piece, &all)?.expect("every value is wanted"))
    }

    /// Keeps the value of `piece` under its key.
    fn remember(&mut self, piece: Piece<W>, value: u16) {
        self.table.store(piece.key, value, piece.bits.count());
    }

    /// Values all but the largest unknown piece of choice `i` exactly: its known sum and
    /// its last piece.
    fn reduce(
        &mut self,
        options: &mut Options<W>,
        i: usize,
    ) -> Result<(u16, Piece<W>), EngineError> {
        loop {
            let choice = options.choices[i];
            if choice.end - choice.start == 1 {
                return Ok((choice.known, options.pieces[choice.start as usize]));
            }
            let value = self.exact(options.pieces[choice.start as usize])?;
            let choice = &mut options.choices[i];
            choice.known ^= value;
            choice.start += 1;
        }
    }

    /// The options of `piece`: the values of those the table knows, the others smallest
    /// first, in a list taken from the spare ones.
    fn options(&mut self, piece: Bits<W>) -> Options<W> {
        let mut options = self.spare.pop().unwrap_or_default();
        options.choices.clear();
        options.pieces.clear();
        options.values.clear();
        let scratch = &mut self.scratch;
        let layout = &self.layout;
        let centre = layout.centre(piece);
        // First every option's pieces and keys, their buckets fetched ahead; then the
        // look-ups, which find them in the cache.
        let Scratch {
            taken,
            parts,
            keys,
            ends,
            rows,
            order,
            ..
        } = scratch;
        taken.clear();
        parts.clear();
        keys.clear();
        ends.clear();
        let keyed = |bits: Bits<W>, rows: &mut Rows| {
            let key = key_of(layout, self.symmetry, bits, rows);
            self.table.prefetch(&key);
            key
        };
        if layout.is_grid_order() {
            layout.for_each_order_option(piece, order, |t, left| {
                taken.push(t);
                match left {
                    Left::Piece { rows: lines, bits } => {
                        let key = Key::of_rows(lines, Symmetry::Transpose, rows);
                        self.table.prefetch(&key);
                        parts.push(bits);
                        keys.push(key);
                    }
                    Left::Nodes(bits) => {
                        let from = parts.len();
                        layout.split_plain(bits, parts);
                        keys.extend(parts[from..].iter().map(|&bits| keyed(bits, rows)));
                    }
                }
                ends.push(parts.len());
            });
        } else {
            layout.for_each_move(piece, |t| taken.push(t));
            for &t in taken.iter() {
                let from = parts.len();
                layout.split(piece.without(t), parts);
                keys.extend(parts[from..].iter().map(|&bits| keyed(bits, rows)));
                ends.push(parts.len());
            }
        }
        let mut from = 0;
        for (&t, &end) in scratch.taken.iter().zip(&scratch.ends) {
            scratch.unknown.clear();
            let mut known = 0;
            for (&bits, &key) in scratch.parts[from..end]
                .iter()
                .zip(&scratch.keys[from..end])
            {
                match self.table.get(&key) {
                    Some(v) => known ^= v,
                    None => scratch.unknown.push(Piece { bits, key }),
                }
            }
            from = end;
            cancel_pairs(&mut scratch.unknown);
            if scratch.unknown.is_empty() {
                options.values.push(known);
                continue;
            }
            let start = options.pieces.len() as u32;
            let size: u64 = scratch
                .unknown
                .iter()
                .map(|p| u64::from(p.bits.count()).pow(2))
                .sum();
            options.pieces.extend_from_slice(&scratch.unknown);
            options.choices.push(Choice {
                known,
                start,
                end: options.pieces.len() as u32,
                cost: size * 4096 + layout.distance(t, centre),
            });
        }
        options.choices.sort_unstable_by_key(|c| c.cost);
        options
    }
}

/// The key of the piece `bits` of `layout`: its shape up to `symmetry` on a grid, else its
/// nodes.
fn key_of<const W: usize>(
    layout: &Layout<W>,
    symmetry: Option<Symmetry>,
    bits: Bits<W>,
    rows: &mut Rows,
) -> Key<W> {
    match (symmetry, layout.grid_columns()) {
        (Some(symmetry), Some(columns)) => Key::of_grid_piece(bits, columns, symmetry, rows),
        _ => Key::of_nodes(bits),
    }
}

/// Leaves out the pieces of `pieces` that come in equal pairs (their values cancel), and
/// orders the rest smallest first.
fn cancel_pairs<const W: usize>(pieces: &mut Vec<Piece<W>>) {
    if pieces.len() > 1 {
        pieces.sort_unstable_by_key(|p| p.key);
        let mut kept = 0;
        for i in 0..pieces.len() {
            if kept > 0 && pieces[kept - 1].key == pieces[i].key {
                kept -= 1;
            } else {
                pieces[kept] = pieces[i];
                kept += 1;
            }
        }
        pieces.truncate(kept);
        pieces.sort_unstable_by_key(|p| p.bits.count());
    }
}

/// Takes an option's value `v` out of `possible`: `v` itself if it is there and not the
/// largest, else the largest.
fn take_out(possible: &mut Nimbers, v: u16) {
    let largest = possible.max().expect("P keeps a number per option left");
    if v != largest && possible.contains(v) {
        possible.remove(v);
    } else {
        possible.remove(largest);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Removal};

    /// A search stopped by its budget of pieces in the middle of questions leaves a table
    /// that still tells the truth: after many stops, every position of a 4 x 4 grid has
    /// the value a search never stopped finds.
    #[test]
    fn questions_stopped_by_the_budget_leave_a_true_table() {
        for taken in [
            Taken::Domino,
            Taken::NodeAndSuccessors,
            Taken::NodeAndNeighbours,
        ] {
            let whole = Grid::new(4, 4, &[true; 16]);
            let game = Removal::on_grid("g".into(), whole, taken);
            let layout = Layout::<1>::of(&game).expect("a small grid fits");
            let mut stopped = PrunedSearch::new(layout.clone(), 1 << 16);
            let mut free = PrunedSearch::new(layout, 1 << 16);
            let mut stops = 0;
            for set in (0..1u64 << 16).rev().step_by(7) {
                stopped.set_budget(Some(set % 5));
                match stopped.value_of(Bits([set])) {
                    Ok(v) => assert_eq!(v, free.value_of(Bits([set])).unwrap()),
                    Err(_) => {
                        assert!(stopped.past_budget());
                        stops += 1;
                    }
                }
            }
            assert!(stops > 100, "{stops} questions stopped");
            stopped.set_budget(None);
            for set in 0..1u64 << 16 {
                let bits = Bits([set]);
                assert_eq!(
                    stopped.value_of(bits).unwrap(),
                    free.value_of(bits).unwrap(),
                    "{set:#x} under {taken:?}"
                );
            }
        }
    }
}
