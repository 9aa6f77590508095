//! Heap values: G(n) for a single heap of a game in which every rule touches one heap.
//! G(n) is the mex over the options of n, an option leaving several heaps counting as the
//! XOR of their values. Nim's rules (recognised by [`nim_rules`]) give G(n) = n without
//! computing anything. Otherwise values are computed in order, by the fast kernel
//! ([`SplitKernel`]) when the rules compile to a [`SplitPlan`] and otherwise from
//! [`Game::heap_options`]; the periodicity theorem is checked as they arrive (when it
//! applies: see [`period_bound`]), and once a period is proved G(n) for any n comes from
//! it in O(1) and computing stops; a subtraction game whose takes a number-theoretic
//! condition gives (`power_of_2(k)`, `prime(k)`, `k % 6 == 1`) has its period proved from
//! the residues of its takes ([`residue_watch`]). Games whose takes leaving one heap are all but finitely
//! many have growing values instead: their own kernel ([`AllButKernel`]) computes them
//! in O(n) when nothing splits, and the arithmetic-periodicity theorem, checked as they
//! arrive ([`arithmetic_watch`]), answers G(n) for any n once it proves G(n + p) = G(n) +
//! s. Before a long computation the work is estimated ([`work`]): beyond `max_work`
//! steps it is refused at once, and the progress bar shows the estimate.
//!
//! The parts: a plan of the rules per take ([`plan`]), compact storage of values
//! ([`store`]), the fast kernel for take-and-break games ([`split`]) with its
//! sparse-space split ([`sparse`]), its two halves (the pairs with a rare part,
//! [`rare_pairs`], and the walk over common pairs, [`search`]) and sets of values
//! ([`marks`]), the kernel for
//! all-but-finitely-many takes ([`all_but`]), the two periodicity theorems checked as
//! values arrive ([`period_watch`], [`arithmetic_watch`]), the work estimate ([`work`]) and
//! a progress bar ([`progress`]).

mod all_but;
mod arithmetic_watch;
mod generic;
mod interval;
mod marks;
pub(crate) mod nim_rules;
mod period_watch;
mod plan;
mod progress;
mod rare_pairs;
mod residue_watch;
mod search;
mod sparse;
mod split;
mod store;
mod window;
mod work;

use super::analysis::HeapMethod;
use super::arithmetic_period::{ArithmeticPeriod, CofiniteTakes, apparent_arithmetic_period};
use super::deadline::Deadline;
use super::error::EngineError;
use super::period::Period;
use crate::ir::{Game, RuleKind};
use all_but::AllButKernel;
use arithmetic_watch::ArithmeticWatch;
use generic::GenericKernel;
pub(crate) use interval::TakeInterval;
use period_watch::PeriodWatch;
use plan::SplitPlan;
use progress::Progress;
pub(crate) use residue_watch::take_classes;
use residue_watch::{ResidueTakes, ResidueWatch};
use split::{Pass, SplitKernel, Tuning};
use store::{Store, with_values};
use window::WindowKernel;
use work::{KernelState, WorkModel};

/// The default bound on the estimated steps of one computation of heap values (about a
/// quarter of an hour at the engine's usual pace; `--max-work` raises it).
pub const DEFAULT_MAX_WORK: u64 = 1_000_000_000_000;

/// The largest take `t` for which the octal periodicity theorem applies to `game`, or
/// `None` when it does not: every rule must be take-and-break leaving at most two heaps,
/// without `unequal` (which breaks the theorem's pairing of splits), with a bounded take,
/// and with no `where` that depends on the heap's size (a condition on k alone only
/// narrows the take set, which keeps the game octal).
pub(crate) fn period_bound(game: &Game) -> Option<u64> {
    let octal = game.rules.iter().all(|rule| match &rule.kind {
        RuleKind::TakeBreak { leave, unequal, .. } => {
            !unequal && !leave.allows(3) && rule.condition.as_ref().is_none_or(|c| !c.uses_n)
        }
        _ => false,
    });
    if octal { game.max_take() } else { None }
}

/// How many values are computed, at most, before the work of a whole computation is
/// judged (they may prove a period, ordinary or arithmetic, and show the kernel's pace);
/// more where the game's takes are long ([`HeapValues::proof_search_length`]).
const PROOF_SEARCH_LENGTH: u64 = 1 << 16;

/// How many values are computed first, before even the search for a period is judged by
/// what they show of the kernel.
const FIRST_LOOK: u64 = 1 << 12;

/// The takes' longest reach counts this many times in the values searched for a period: a
/// game taking up to t tokens in an interval a..t has period at most a + t ≤ 2t, which the
/// theorem proves from 2·(2t) + t + 2 values.
const PROOF_SEARCH_PER_TAKE: u64 = 6;

/// How G(n) is computed.
enum Compute {
    /// Nim's rules: G(n) = n, nothing stored.
    Nim,
    /// One take interval a..b: G(n) = ⌊(n mod (a + b)) / a⌋, nothing stored.
    Interval(TakeInterval),
    Fast(Box<SplitKernel>),
    AllBut(Box<AllButKernel>),
    /// Takes in a few intervals, leaving at most one heap.
    Window(Box<WindowKernel>),
    /// From [`Game::heap_options`], one option at a time.
    Generic(Box<GenericKernel>),
}

pub(crate) struct HeapValues {
    values: Store,
    period: Option<Period>,
    watch: Option<Box<PeriodWatch>>,
    /// The period of a subtraction game with number-theoretic takes, from their residues.
    residue_watch: Option<Box<ResidueWatch>>,
    arithmetic_watch: Option<Box<ArithmeticWatch>>,
    compute: Compute,
    max_work: u64,
    progress: bool,
    /// The deadline of the question under way (`--max-time`).
    deadline: Deadline,
}

impl HeapValues {
    pub(crate) fn new(game: &Game) -> HeapValues {
        let mut values = HeapValues::with_tuning(game, Some(Tuning::default()));
        let closed_form = match TakeInterval::of(game) {
            _ if nim_rules::is_nim(game) => Some(Compute::Nim),
            Some(interval) => {
                values.period = Some(Period {
                    preperiod: 0,
                    period: interval.period(),
                });
                Some(Compute::Interval(interval))
            }
            None => None,
        };
        if let Some(compute) = closed_form {
            values.compute = compute;
            values.watch = None;
            values.residue_watch = None;
            values.arithmetic_watch = None;
        }
        values
    }

    /// The one take interval whose values are a closed form, if the game is one.
    pub(crate) fn interval(&self) -> Option<TakeInterval> {
        match self.compute {
            Compute::Interval(interval) => Some(interval),
            _ => None,
        }
    }

    /// Whether the values come from a closed form (nothing is computed).
    fn closed_form(&self) -> bool {
        matches!(self.compute, Compute::Nim | Compute::Interval(_))
    }

    /// Whether the values are Nim's, G(n) = n.
    pub(crate) fn is_nim(&self) -> bool {
        matches!(self.compute, Compute::Nim)
    }

    /// How the values are known, for reports.
    pub(crate) fn method(&self) -> HeapMethod {
        match (&self.compute, self.period, self.arithmetic_period()) {
            (Compute::Nim, ..) => HeapMethod::Nim,
            (Compute::Interval(interval), ..) => {
                let (low, high) = interval.bounds();
                HeapMethod::TakeInterval { low, high }
            }
            (_, Some(_), _) => HeapMethod::Periodic,
            (_, _, Some(proved)) => HeapMethod::ArithmeticPeriodic(proved),
            _ => HeapMethod::Computed,
        }
    }

    /// The fast kernel tuned so, where the rules allow it; `None`: always the generic
    /// computation (the reference for tests).
    fn with_tuning(game: &Game, tuning: Option<Tuning>) -> HeapValues {
        let plan = SplitPlan::compile(game);
        let arithmetic_watch = plan
            .as_ref()
            .and_then(ArithmeticWatch::for_plan)
            .map(Box::new);
        let window = WindowKernel::for_game(game).filter(|_| tuning.is_some());
        let compute = match (plan, tuning) {
            _ if let Some(kernel) = window => Compute::Window(Box::new(kernel)),
            (Some(plan), Some(tuning)) => match AllButKernel::for_plan(&plan) {
                Some(kernel) => Compute::AllBut(Box::new(kernel)),
                None => Compute::Fast(Box::new(SplitKernel::new(plan, tuning))),
            },
            _ => Compute::Generic(Box::default()),
        };
        HeapValues {
            values: Store::default(),
            period: None,
            watch: period_bound(game).map(|t| Box::new(PeriodWatch::new(t))),
            residue_watch: ResidueTakes::of(game).map(|takes| Box::new(ResidueWatch::new(takes))),
            arithmetic_watch,
            compute,
            max_work: DEFAULT_MAX_WORK,
            progress: false,
            deadline: Deadline::unlimited(),
        }
    }

    /// Refuse computations estimated at more than `max_work` steps.
    pub(crate) fn set_max_work(&mut self, max_work: u64) {
        self.max_work = max_work;
    }

    /// Draw a progress bar on stderr (when a terminal) for long computations.
    pub(crate) fn show_progress(&mut self, on: bool) {
        self.progress = on;
    }

    /// Stops a computation at `deadline` (the values computed before it are kept).
    pub(crate) fn set_deadline(&mut self, deadline: Deadline) {
        self.deadline = deadline;
    }

    pub(crate) fn period(&self) -> Option<Period> {
        self.period
    }

    /// The proved arithmetic period, G(n + p) = G(n) + s.
    pub(crate) fn arithmetic_period(&self) -> Option<ArithmeticPeriod> {
        self.arithmetic_watch
            .as_ref()
            .and_then(|watch| watch.proved())
    }

    /// The game's takes as the arithmetic theorem sees them, where it applies.
    pub(crate) fn cofinite_takes(&self) -> Option<&CofiniteTakes> {
        self.arithmetic_watch.as_deref().map(ArithmeticWatch::takes)
    }

    /// The arithmetic pattern the computed values show when no period is proved, with the
    /// last heap computed.
    pub(crate) fn apparent_arithmetic_period(&self) -> Option<(ArithmeticPeriod, u64)> {
        if self.proved() || self.closed_form() {
            return None;
        }
        let apparent = with_values!(&self.values, g => apparent_arithmetic_period(g));
        apparent.map(|pattern| (pattern, self.computed_len() - 1))
    }

    /// Whether a period, ordinary or arithmetic, is proved.
    fn proved(&self) -> bool {
        self.period.is_some() || self.arithmetic_period().is_some()
    }

    /// Whether computing more values can prove a period (a theorem applies to the game).
    pub(crate) fn may_prove_period(&self) -> bool {
        !self.proved()
            && (self.watch.is_some()
                || self.residue_watch.is_some()
                || self.arithmetic_watch.is_some())
    }

    /// How many values have been computed.
    pub(crate) fn computed_len(&self) -> u64 {
        self.values.len() as u64
    }

    /// G(n) for a heap already computed (n < [`Self::computed_len`]).
    pub(crate) fn computed(&self, n: u64) -> u64 {
        u64::from(self.values.get(n as usize))
    }

    /// G(n) from the values or a proved period; `None` when not yet known.
    pub(crate) fn known(&self, n: u64) -> Result<Option<u64>, EngineError> {
        if self.is_nim() {
            return Ok(Some(n));
        }
        if let Some(interval) = self.interval() {
            return Ok(Some(interval.value(n)));
        }
        if let Some(period) = self.period {
            return Ok(Some(self.computed(period.reduce(n))));
        }
        if let Some(proved) = self.arithmetic_period() {
            return proved
                .value(n, |i| self.computed(i))
                .map(Some)
                .ok_or(EngineError::ValueOverflow { heap: n });
        }
        Ok((n < self.computed_len()).then(|| self.computed(n)))
    }

    /// G(n): from a period once proved, otherwise computed up to n (refused beyond
    /// `limit` values).
    pub(crate) fn value(&mut self, game: &Game, n: u64, limit: u64) -> Result<u64, EngineError> {
        if let Some(value) = self.known(n)? {
            return Ok(value);
        }
        if n >= limit {
            if self.may_prove_period() {
                // Computing more values may still prove a period: try a bounded number first.
                self.extend(game, limit.min(self.proof_search_length()), limit)?;
            }
            return self
                .known(n)?
                .ok_or(EngineError::HeapTooLarge { heap: n, limit });
        }
        self.extend(game, n + 1, limit)?;
        Ok(self.known(n)?.expect("computed up to n"))
    }

    /// Computes values until `len` are known or a period is proved.
    pub(crate) fn extend(&mut self, game: &Game, len: u64, limit: u64) -> Result<(), EngineError> {
        if self.closed_form() {
            return Ok(());
        }
        if len > limit {
            return Err(EngineError::HeapTooLarge {
                heap: len - 1,
                limit,
            });
        }
        // The first values may prove a period, which stops the computation early, and
        // show how the kernel performs (its sparse split): they are computed before the
        // work of the whole is judged, when they are cheap enough themselves, a few first
        // (judged from nothing known) and then the rest of the search for a period
        // (judged from what the few showed).
        for stage in [FIRST_LOOK, self.proof_search_length()] {
            let probe = len.min(stage);
            let from = self.computed_len();
            if probe < len
                && probe > from
                && self.work(game).steps(from, probe) <= self.max_work as f64
            {
                self.compute_to(game, probe, limit)?;
            }
        }
        self.compute_to(game, len, limit)
    }

    /// How many values a search for a period computes before giving up (or before the
    /// work of a longer computation is judged).
    fn proof_search_length(&self) -> u64 {
        let reach = self.watch.as_ref().map_or(0, |watch| watch.max_take());
        let residues = self.residue_watch.as_ref().and_then(|w| w.needs());
        PROOF_SEARCH_LENGTH
            .max(
                reach
                    .saturating_add(1)
                    .saturating_mul(PROOF_SEARCH_PER_TAKE),
            )
            .max(residues.unwrap_or(0))
    }

    /// The steps the kernel has really taken so far, in the units of the estimates.
    fn work_done(&self) -> u64 {
        match &self.compute {
            Compute::Nim | Compute::Interval(_) => 0,
            Compute::Fast(kernel) => kernel.work(),
            Compute::AllBut(kernel) => kernel.work(),
            Compute::Window(kernel) => kernel.work(),
            Compute::Generic(kernel) => kernel.work(),
        }
    }

    /// How the work of more values is estimated, as the computation stands.
    fn work(&self, game: &Game) -> WorkModel {
        match &self.compute {
            Compute::Nim | Compute::Interval(_) => WorkModel::none(),
            Compute::AllBut(kernel) => WorkModel::all_but(kernel),
            Compute::Window(kernel) => WorkModel::window(kernel),
            Compute::Fast(kernel) => WorkModel::split_kernel(
                kernel.plan(),
                &KernelState {
                    bits: kernel.value_bits(),
                    rare: kernel
                        .rare_heaps(self.values.len())
                        .map(|rare| (rare as u64, self.computed_len())),
                },
            ),
            Compute::Generic(_) => WorkModel::generic(game),
        }
    }

    /// Computes values until `len` are known or a period is proved, if the work is
    /// within `max_work`.
    fn compute_to(&mut self, game: &Game, len: u64, limit: u64) -> Result<(), EngineError> {
        if self.proved() || self.computed_len() >= len {
            return Ok(());
        }
        let from = self.computed_len();
        let work = self.work(game);
        let estimate = work.steps(from, len);
        if estimate > self.max_work as f64 {
            return Err(EngineError::WorkLimit {
                heap: len - 1,
                estimate: estimate.min(u64::MAX as f64) as u64,
                limit: self.max_work,
            });
        }
        let total = usize::try_from(len).map_err(|_| EngineError::HeapTooLarge {
            heap: len - 1,
            limit,
        })?;
        self.values
            .reserve_total(total)
            .map_err(|_| EngineError::OutOfMemory {
                count: u128::from(len),
                what: "heap values",
            })?;
        let progress = Progress::new(
            self.progress,
            self.deadline,
            work,
            (from, len),
            self.work_done(),
        );
        // On a worker of the thread pool, so that computing two heaps at once hands the
        // second to the other worker directly.
        rayon::scope(|_| self.compute_until(game, total, progress))
    }

    /// Computes values until `total` are known or a period is proved.
    fn compute_until(
        &mut self,
        game: &Game,
        total: usize,
        mut progress: Progress,
    ) -> Result<(), EngineError> {
        while self.values.len() < total {
            let n = self.values.len() as u64;
            let pass = match &mut self.compute {
                Compute::Fast(kernel) => with_values!(&self.values, g => kernel.next_pass(g)),
                Compute::AllBut(kernel) => {
                    Pass::one(with_values!(&self.values, g => kernel.next(g)))
                }
                Compute::Window(kernel) => {
                    Pass::one(with_values!(&self.values, g => kernel.next(g)))
                }
                Compute::Generic(kernel) => Pass::one(kernel.next(game, &self.values, n)?),
                Compute::Nim | Compute::Interval(_) => {
                    unreachable!("closed forms' values are never computed")
                }
            };
            for &value in pass.values() {
                if self.values.len() == total || self.accept(value)? {
                    return Ok(());
                }
            }
            progress.tick(self.values.len() as u64, self.work_done())?;
        }
        Ok(())
    }

    /// Stores the next value; true once it proves a period.
    fn accept(&mut self, value: u32) -> Result<bool, EngineError> {
        self.values.push(value);
        if let Compute::Fast(kernel) = &mut self.compute {
            kernel.record(&self.values, value)?;
        }
        if let Some(watch) = &mut self.watch {
            self.period = with_values!(&self.values, g => watch.observe(g));
        }
        if let Some(watch) = &mut self.residue_watch
            && self.period.is_none()
        {
            self.period = with_values!(&self.values, g => watch.observe(g));
        }
        if let Some(watch) = &mut self.arithmetic_watch {
            with_values!(&self.values, g => watch.observe(g))
        }
        Ok(self.proved())
    }
}

/// A xorshift generator of test cases, the same sequence for a given seed.
#[cfg(test)]
pub(crate) fn random_source(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::game_of_rules as game;

    /// G(0..len) computed without stopping at a period, stored from the start in
    /// `start` (empty; widened as the values need).
    fn values(game: &Game, tuning: Option<Tuning>, start: Store, len: u64) -> Vec<u64> {
        let mut table = HeapValues::with_tuning(game, tuning);
        table.watch = None;
        table.values = start;
        table.extend(game, len, len).unwrap();
        (0..len).map(|n| table.computed(n)).collect()
    }

    /// Tunings that use the sparse split as early and as eagerly as possible, with passes
    /// of every width from one heap to sixteen (blocks of 1, 2, 3, 4 and 8 heaps on one
    /// thread or two), each walk over common pairs in SIMD and portable form, and the
    /// default one.
    fn tunings() -> Vec<Tuning> {
        let mut tunings = vec![Tuning::default()];
        for (first_review, rare_share) in [(8, 1), (32, 2), (256, 8)] {
            for (pipeline_from, block, parallel, simd) in [
                (2, 8, true, true),
                (2, 8, false, false),
                (2, 4, true, false),
                (2, 2, false, true),
                (3, 3, true, true),
                (usize::MAX, 1, false, false),
            ] {
                tunings.push(Tuning {
                    first_review,
                    rare_share,
                    pipeline_from,
                    block,
                    parallel,
                    simd,
                });
            }
        }
        tunings
    }

    /// The fast kernel gives the generic mex's values under every tuning, with the values
    /// stored in one byte and in two.
    fn assert_fast_matches_generic(rules: &str, len: u64) {
        let game = game(rules);
        assert!(SplitPlan::compile(&game).is_some(), "{rules}");
        let reference = values(&game, None, Store::default(), len);
        // Each width has its own loops: the values in one byte (as they start) and in two.
        for tuning in tunings() {
            for start in [Store::U8(Vec::new()), Store::U16(Vec::new())] {
                let width = format!("{start:?}");
                assert_eq!(
                    values(&game, Some(tuning), start, len),
                    reference,
                    "{rules} {tuning:?} {width}"
                );
            }
        }
    }

    #[test]
    fn fast_kernel_matches_generic_on_known_games() {
        for rules in [
            "move octal 0.77",
            "move octal 0.07",
            "move octal 0.161",
            "move octal 0.6",
            "move octal 0.007",
            "move octal 4.7",
            "move take 0 leave 2 unequal",
            "move take 0 leave 2",
            "move take 1.. leave 0..2",
            "move take 2.. leave 2 unequal\nmove take 1 leave 1",
            "move take 1..5 leave 1..2 where k % 2 == 1",
            // Heap 8 splits 2 into 1 + 1 (value 0, G(1) being common): the only split of 2.
            "move take {3, 6} leave {0, 2}\nmove take 1 leave 0",
        ] {
            assert_fast_matches_generic(rules, 700);
        }
    }

    #[test]
    fn fast_kernel_matches_generic_on_random_octal_codes() {
        let mut random = random_source(0x9E37_79B9_7F4A_7C15u64);
        for _ in 0..40 {
            let digits = 1 + random() % 4;
            let mut code = format!("{}.", [0, 4][(random() % 2) as usize]);
            for _ in 0..digits {
                code.push(char::from_digit((random() % 8) as u32, 8).unwrap());
            }
            if code.chars().all(|c| c == '0' || c == '.') {
                continue;
            }
            assert_fast_matches_generic(&format!("move octal {code}"), 400);
        }
    }

    #[test]
    fn sparse_split_engages_on_a_sparse_game() {
        // 0.161 has a few hundred rare heaps; the split pays from about 3600 on.
        let game = game("move octal 0.161");
        let Compute::Fast(kernel) = &HeapValues::new(&game).compute else {
            panic!("0.161 compiles")
        };
        assert!(!kernel.is_sparse());
        let mut table = HeapValues::new(&game);
        table.extend(&game, 4000, 4000).unwrap();
        let Compute::Fast(kernel) = &table.compute else {
            unreachable!()
        };
        assert!(kernel.is_sparse());
    }

    #[test]
    fn values_are_stored_in_the_narrowest_width_that_holds_them() {
        // 0.161: values below 2^8 to 2^20 and beyond, one byte each.
        let sparse = game("move octal 0.161");
        let mut table = HeapValues::new(&sparse);
        table.extend(&sparse, 1 << 20, 1 << 20).unwrap();
        assert!(matches!(table.values, Store::U8(_)));
        // 0.6: one byte each until its first value 256, at heap 10344; two from there.
        let octal = game("move octal 0.6");
        let mut table = HeapValues::new(&octal);
        table.extend(&octal, 10_344, 10_344).unwrap();
        assert!(matches!(table.values, Store::U8(_)));
        table.extend(&octal, 10_345, 10_345).unwrap();
        assert!(matches!(table.values, Store::U16(_)));
        assert_eq!(table.computed(10_344), 256);
        // G(n) = ⌊n / 2⌋ outgrows 8 bits at heap 512 and 16 bits at heap 131072.
        let halves = game("move take 2..");
        let mut table = HeapValues::new(&halves);
        table.arithmetic_watch = None;
        table.extend(&halves, 512, 512).unwrap();
        assert!(matches!(table.values, Store::U8(_)));
        table.extend(&halves, 513, 513).unwrap();
        assert!(matches!(table.values, Store::U16(_)));
        table.extend(&halves, 131_072, 131_072).unwrap();
        assert!(matches!(table.values, Store::U16(_)));
        table.extend(&halves, 131_073, 131_073).unwrap();
        assert!(matches!(table.values, Store::U32(_)));
        assert_eq!(table.computed(131_072), 65_536);
        assert_eq!(table.computed(131_071), 65_535);
        assert_eq!((table.computed(512), table.computed(511)), (256, 255));
    }

    /// A random rule of one of the shapes each kernel serves (octal codes, take intervals,
    /// all but a few takes, splits and tails) or only the generic path serves (conditions
    /// on the heap, splits into three).
    fn random_rules(random: &mut impl FnMut() -> u64, shape: u64) -> String {
        let small = |random: &mut dyn FnMut() -> u64, top: u64| 1 + random() % top;
        match shape {
            0 => {
                let digits: String = (0..small(random, 4))
                    .map(|_| char::from_digit(small(random, 7) as u32, 8).unwrap())
                    .collect();
                format!("move octal 0.{digits}")
            }
            1 => {
                let low = small(random, 20);
                let high = low + random() % 300;
                format!("move take {{{low}..{high}, {}}}", high + small(random, 9))
            }
            2 => format!(
                "move take 1.. where k != {} and k != {}",
                small(random, 9),
                small(random, 9)
            ),
            3 => format!(
                "move take {}..{} leave 0..2",
                small(random, 3),
                small(random, 40) + 3
            ),
            4 => format!(
                "move take 1.. leave 0..2\nmove take {} leave 1",
                small(random, 5)
            ),
            5 => format!("move take 1..{} where k <= n / 2", small(random, 50)),
            6 => format!("move take 1.. where k * {} > n", small(random, 4) + 1),
            7 => format!("move take {} leave 3", small(random, 3)),
            8 => format!(
                "move take 0 leave 2 unequal\nmove take {}",
                small(random, 4)
            ),
            _ => {
                let digits: String = (0..small(random, 3))
                    .map(|_| char::from_digit(random() as u32 % 8, 8).unwrap())
                    .collect();
                format!("move octal 4.{digits}7")
            }
        }
    }

    /// The estimates made before a computation starts are within a factor of 10 of the
    /// steps the kernel then really takes, on random rules of every shape: the first from
    /// nothing computed (the first quarter of the heaps), the second from the kernel's
    /// state after it (the rest), as [`HeapValues::extend`] judges a long computation after
    /// its first values. Each rule is computed as far as about 10^7 estimated steps, up
    /// to 4000 heaps.
    #[test]
    fn estimates_are_within_ten_times_the_work_done() {
        let mut random = random_source(0xE571_0A7E);
        for round in 0..30 {
            let rules = random_rules(&mut random, round % 10);
            let game = game(&rules);
            // The kernels, even where a closed form (which does no work) would answer.
            let mut table = HeapValues::with_tuning(&game, Some(Tuning::default()));
            table.watch = None;
            table.arithmetic_watch = None;
            let mut len = 4000;
            while table.work(&game).steps(0, len) > 1e7 {
                len /= 2;
            }
            let mut from = 0;
            for to in [len / 4, len] {
                let estimate = table.work(&game).steps(from, to);
                let before = table.work_done();
                table.extend(&game, to, to).unwrap();
                let done = (table.work_done() - before) as f64;
                let ratio = estimate / done.max(1.0);
                assert!(
                    (0.1..=10.0).contains(&ratio),
                    "{rules}: estimated {estimate:.0} steps for heaps {from}..{to}, took {done}"
                );
                from = to;
            }
        }
    }

    #[test]
    fn period_stops_the_computation() {
        let game = game("move octal 0.77");
        let mut table = HeapValues::new(&game);
        table.extend(&game, 100_000, 100_000).unwrap();
        assert_eq!(
            table.period(),
            Some(Period {
                preperiod: 71,
                period: 12
            })
        );
        // The theorem needs 2·71 + 2·12 + 2 values.
        assert_eq!(table.computed_len(), 168);
        assert_eq!(
            table.value(&game, 1_000_000, 10).unwrap(),
            table.computed(71 + (1_000_000 - 71) % 12)
        );
    }
}
