//! The validated game: what the engine solves.

use std::fmt;

use super::rule::Rule;
use crate::source::Source;

/// What a position is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeapLayout {
    /// Any number of heaps, in no particular order (a sum).
    Any,
    /// Exactly this many heaps, heap 1 to heap N.
    Exactly(usize),
    /// Any number of heaps whose order matters (heap 1, heap 2, …).
    Ordered,
}

/// Who wins when no move is left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Play {
    /// The player who makes the last move wins.
    Normal,
    /// The player who makes the last move loses.
    Misere,
}

impl Play {
    /// `normal` or `misere`.
    pub fn name(self) -> &'static str {
        match self {
            Play::Normal => "normal",
            Play::Misere => "misere",
        }
    }

    /// The name of a heap's value in this play: G, or G- (the misère Grundy value).
    pub fn value_name(self) -> &'static str {
        match self {
            Play::Normal => "G",
            Play::Misere => "G-",
        }
    }
}

/// How the components of a position are played together (*Winning Ways* ch. 9): a move
/// plays in one of them (the sum), in all of them, in all that still can move, or in any
/// set of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Compound {
    /// The sum: a move plays in one component (Sprague–Grundy).
    Disjunctive,
    /// A move plays in every component; play ends when one of them has no move.
    Conjunctive,
    /// A move plays in every component that still has a move; play ends when none has
    /// (Every-SG).
    Continued,
    /// A move plays in any non-empty set of components.
    Selective,
}

impl Compound {
    /// The compound as a rule file names it.
    pub fn name(self) -> &'static str {
        match self {
            Compound::Disjunctive => "disjunctive",
            Compound::Conjunctive => "conjunctive",
            Compound::Continued => "continued",
            Compound::Selective => "selective",
        }
    }

    /// Where a move of the compound plays, in words (`in every game`).
    pub fn moves_in(self) -> &'static str {
        match self {
            Compound::Disjunctive => "in one game",
            Compound::Conjunctive => "in every game, and play ends when one has no move",
            Compound::Continued => "in every game that can still move",
            Compound::Selective => "in any non-empty set of games",
        }
    }

    /// The compound a rule file names (`None` for another word).
    pub fn named(word: &str) -> Option<Compound> {
        [
            Compound::Disjunctive,
            Compound::Conjunctive,
            Compound::Continued,
            Compound::Selective,
        ]
        .into_iter()
        .find(|c| c.name() == word)
    }
}

/// A validated rule file: what a position is, the move rules and the play convention.
#[derive(Debug, Clone)]
pub struct Game {
    /// The name in `game "NAME"`.
    pub name: String,
    /// What a position is: any number of heaps, exactly N, or an ordered sequence.
    pub layout: HeapLayout,
    /// Normal or misère play.
    pub play: Play,
    /// How the heaps of a position are played together.
    pub compound: Compound,
    /// The `start` position, if the file has one.
    pub start: Option<Vec<u64>>,
    /// Parameters after `--set` overrides, in order of definition.
    pub params: Vec<(String, u64)>,
    pub(crate) rules: Vec<Rule>,
    /// The rule file, for locating errors found while solving.
    pub source: Source,
}

impl Game {
    /// Every rule changes one heap only: a position is a sum of single heaps.
    pub fn is_sum(&self) -> bool {
        self.rules.iter().all(Rule::is_local)
    }

    /// Heaps may be reordered without changing the game (so positions can be sorted):
    /// the layout has no order and no rule refers to a heap's place.
    pub fn heaps_interchangeable(&self) -> bool {
        self.layout != HeapLayout::Ordered
            && !self
                .rules
                .iter()
                .any(|r| matches!(r.kind, super::rule::RuleKind::Shift { .. }))
    }

    /// The most tokens a move takes from one heap, or `None` when some rule is unbounded.
    pub fn max_take(&self) -> Option<u64> {
        self.rules
            .iter()
            .map(Rule::max_take)
            .try_fold(0, |most, take| take.map(|t| most.max(t)))
    }

    /// Whether some `where` condition depends on the heap's size `n`.
    pub fn depends_on_heap_size(&self) -> bool {
        self.rules
            .iter()
            .any(|r| r.condition.as_ref().is_some_and(|c| c.uses_n))
    }

    /// The number of heaps a position must have, if fixed.
    pub fn fixed_heap_count(&self) -> Option<usize> {
        match self.layout {
            HeapLayout::Exactly(n) => Some(n),
            _ => None,
        }
    }

    /// The same game with the other winning convention.
    pub fn with_play(mut self, play: Play) -> Game {
        self.play = play;
        self
    }
}

/// The game as the engine understands it, for `sg check`.
impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "game \"{}\"", self.name)?;
        for (name, value) in &self.params {
            writeln!(f, "param {name} = {value}")?;
        }
        match self.layout {
            HeapLayout::Any => writeln!(f, "heaps any")?,
            HeapLayout::Exactly(n) => writeln!(f, "heaps {n}")?,
            HeapLayout::Ordered => writeln!(f, "heaps ordered")?,
        }
        writeln!(f, "play {}", self.play.name())?;
        if self.compound != Compound::Disjunctive {
            writeln!(f, "compound {}", self.compound.name())?;
        }
        if let Some(start) = &self.start {
            let heaps: Vec<String> = start.iter().map(u64::to_string).collect();
            writeln!(f, "start {}", heaps.join(" "))?;
        }
        for rule in &self.rules {
            writeln!(f, "move {rule}")?;
        }
        writeln!(f, "# {}", self.properties())
    }
}

impl Game {
    /// A one-line summary of what the engine may rely on, in words for a person who knows
    /// Nim: whether the heaps are a sum of one-heap games, whether their order matters, and
    /// how much a move takes.
    pub fn properties(&self) -> String {
        let sum = if self.is_sum() {
            "each move plays in one heap: the heaps are a sum of one-heap games \
             (Sprague-Grundy: a position's value is the XOR of its heaps' values)"
        } else {
            "a move may change several heaps at once: the heaps are one game, not a sum"
        };
        let order = if self.heaps_interchangeable() {
            "their order does not matter"
        } else {
            "their order matters"
        };
        let take = match self.max_take() {
            Some(1) => "a move takes at most 1 token from a heap".to_string(),
            Some(t) => format!("a move takes at most {t} tokens from a heap"),
            None => "a move may take any number of tokens".to_string(),
        };
        let compound = match self.compound {
            Compound::Disjunctive => String::new(),
            other => format!(
                "; each heap of a position is a game of the {} compound: a move plays {}",
                other.name(),
                other.moves_in()
            ),
        };
        format!("{sum}; {order}; {take}{compound}")
    }
}

#[cfg(test)]
mod tests {
    use crate::{Source, parse_game};

    fn properties(rules: &str) -> String {
        let text = format!("game \"g\"\n{rules}\n");
        parse_game(Source::new("g.game", text), &[])
            .unwrap()
            .properties()
    }

    #[test]
    fn properties_count_tokens_in_words() {
        assert!(properties("move take 1").ends_with("; a move takes at most 1 token from a heap"));
        assert!(
            properties("move take 1..2").ends_with("; a move takes at most 2 tokens from a heap")
        );
        assert!(properties("move take 1..").ends_with("; a move may take any number of tokens"));
    }
}
