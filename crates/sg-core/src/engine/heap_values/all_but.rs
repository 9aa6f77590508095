//! The kernel for games without splits whose takes leaving one heap are all those from
//! `tail` on (and some below): "take 1.. where k != 2 and k != 5", Nim minus a few takes.
//! Heap n reaches every heap x in 1..=n − tail, so its options are all the values seen
//! there, plus the few heaps n − k of the takes below `tail`, plus 0 when it may be taken
//! whole. The values seen are kept as a set with its mex (the floor: every value below is
//! in the set), heap n − tail joining as heap n is computed; G(n) is the least value from
//! the floor on that is neither in the set nor among the few others. A heap costs the
//! takes below `tail` plus the set's members skipped above the floor, so O(n) in all
//! instead of the O(n²) of visiting every option.

use super::plan::SplitPlan;
use super::store::Value;

pub(crate) struct AllButKernel {
    tail: usize,
    tail_takes_all: bool,
    /// Takes below `tail` that leave one heap, and that take the whole heap.
    singles: Vec<usize>,
    empties: Vec<usize>,
    /// The values of heaps 1..=n − tail, as bits.
    seen: Vec<u64>,
    /// The least value not seen.
    floor: u32,
    /// The few other option values of the heap being computed.
    others: Vec<u32>,
    /// The steps taken so far: the takes below `tail` looked at, the values stepped over.
    work: u64,
}

impl AllButKernel {
    /// The kernel for a plan of this shape.
    pub(crate) fn for_plan(plan: &SplitPlan) -> Option<AllButKernel> {
        let (tail, leaves) = plan.tail?;
        if !leaves.one || leaves.two.is_some() || !plan.pairs.is_empty() {
            return None;
        }
        let index = |k: &u64| usize::try_from(*k).ok();
        Some(AllButKernel {
            tail: usize::try_from(tail).ok()?,
            tail_takes_all: leaves.none,
            singles: plan.singles.iter().map(index).collect::<Option<_>>()?,
            empties: plan.empties.iter().map(index).collect::<Option<_>>()?,
            seen: Vec::new(),
            floor: 0,
            others: Vec::new(),
            work: 0,
        })
    }

    /// How many steps a heap costs, about.
    pub(crate) fn steps_per_heap(&self) -> u64 {
        self.singles.len() as u64 + 4
    }

    fn contains(&self, value: u32) -> bool {
        let (word, bit) = (value as usize / 64, value % 64);
        self.seen.get(word).is_some_and(|w| w >> bit & 1 == 1)
    }

    fn insert(&mut self, value: u32) {
        let word = value as usize / 64;
        if word >= self.seen.len() {
            self.seen.resize(word + 1, 0);
        }
        self.seen[word] |= 1 << (value % 64);
        while self.contains(self.floor) {
            self.floor += 1;
        }
    }

    /// G(n) for n = `g.len()`, from G(0..n).
    pub(crate) fn next<V: Value>(&mut self, g: &[V]) -> u32 {
        let n = g.len();
        if let Some(joining) = n.checked_sub(self.tail).filter(|&x| x >= 1) {
            self.insert(g[joining].get());
        }
        let mut others = std::mem::take(&mut self.others);
        others.clear();
        others.extend(
            self.singles
                .iter()
                .take_while(|&&k| k < n)
                .map(|&k| g[n - k].get()),
        );
        let takes_all = if n >= self.tail {
            self.tail_takes_all
        } else {
            self.empties.binary_search(&n).is_ok()
        };
        if n >= 1 && takes_all {
            others.push(0);
        }
        others.sort_unstable();
        let mut value = self.floor;
        while self.contains(value) || others.binary_search(&value).is_ok() {
            value += 1;
        }
        self.work += 4 + others.len() as u64 + u64::from(value - self.floor);
        self.others = others;
        value
    }

    /// The steps taken so far.
    pub(crate) fn work(&self) -> u64 {
        self.work
    }
}

#[cfg(test)]
mod tests {
    use super::super::{HeapValues, random_source};
    use super::*;
    use crate::{Source, parse_game};

    /// The kernel's values are those of the generic mex on random games of its shape.
    #[test]
    fn matches_the_generic_mex() {
        let mut random = random_source(0x5EED);
        for _ in 0..30 {
            let excluded: Vec<String> = (0..1 + random() % 4)
                .map(|_| format!("k != {}", 1 + random() % 9))
                .collect();
            let leave = ["", " leave 1", " leave 0..1"][(random() % 3) as usize];
            let rules = format!(
                "move take 1..{leave} where {}\nmove take {{{}}} leave 0",
                excluded.join(" and "),
                1 + random() % 5
            );
            let text = format!("game \"g\"\n{rules}\n");
            let game = parse_game(Source::new("g.game", text), &[]).unwrap();
            let plan = SplitPlan::compile(&game).unwrap();
            assert!(AllButKernel::for_plan(&plan).is_some(), "{rules}");
            let len = 2000;
            let mut fast = HeapValues::new(&game);
            fast.arithmetic_watch = None;
            fast.extend(&game, len, len).unwrap();
            let mut slow = HeapValues::with_tuning(&game, None);
            slow.arithmetic_watch = None;
            slow.extend(&game, len, len).unwrap();
            for n in 0..len {
                assert_eq!(fast.computed(n), slow.computed(n), "{rules} at {n}");
            }
        }
    }
}
