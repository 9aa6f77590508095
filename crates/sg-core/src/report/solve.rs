//! The answer for one position of one game (`sg solve GAME HEAP…`).

use serde::{Deserialize, Serialize};

use super::generalized::GeneralizedReport;
use super::move_report::MoveReport;
use super::option::OptionReport;
use super::quotient_stop::StopReport;
use crate::engine::{Analysis, EngineError, Genus, Note, Outcome, PositionSolver};
use crate::game::{ImpartialGame, PositionView};
use crate::ir::{Game, Play};

/// `{"game", "play", "position", "outcome", "grundy", ["grundy_missing",] ["misere_grundy",
/// "genus",] "winning_moves", "winning_moves_total", "method", ["note", "quotient_stopped",
/// "generalized_grundy", "drawing_moves", "drawing_moves_total"]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolveReport {
    /// The game's name.
    pub game: String,
    /// Normal or misère play.
    pub play: Play,
    /// The position answered.
    pub position: PositionView,
    /// Who wins: P, N or D.
    pub outcome: Outcome,
    /// The Grundy value; `null` in misère play and where it is not computed.
    pub grundy: Option<u64>,
    /// Where the value (G, or G⁻ in misère play) is not computed: why, and the option that
    /// would let it be.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grundy_missing: Option<String>,
    /// Misère play only: G⁻ of the position taken as one game.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "super::serde_helpers::present"
    )]
    pub misere_grundy: Option<Option<u64>>,
    /// Misère play only: Conway's genus of the position (`null` where not defined).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "super::serde_helpers::present"
    )]
    pub genus: Option<Option<GenusReport>>,
    /// The first winning moves (at most `--max-moves`).
    pub winning_moves: Vec<MoveReport>,
    /// Every winning move counted, listed or not.
    pub winning_moves_total: u128,
    /// How the answer was found, in words.
    pub method: String,
    /// What else a reader should know: that the list of moves is incomplete.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Misère play of heaps, where the misère quotient stopped short of the position's
    /// heaps and the search answered instead: where and why it stopped, and what it had
    /// proved. (Boxed: it would make every answer large.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quotient_stopped: Option<Box<StopReport>>,
    /// Games with cycles: the generalized value, n or ∞(K).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generalized_grundy: Option<GeneralizedReport>,
    /// A drawn position: the first moves that keep the draw (at most `--max-moves`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawing_moves: Option<Vec<MoveReport>>,
    /// A drawn position: every move that keeps the draw, counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawing_moves_total: Option<u128>,
    /// Moves to the end with best play (the winner hurries, the loser delays), where the
    /// search over whole positions found it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u64>,
    /// Where play is finite but the search did not find the remoteness: why (the limit it
    /// met, named).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remoteness_missing: Option<String>,
    /// The first options (at most `--max-moves`), each with who wins after it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Vec<OptionReport>>,
    /// Whether `options` lists every option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options_complete: Option<bool>,
}

/// `{"symbol": "4^146", "normal": 4, "misere": [1, 4, 6]}`: g and the shortest prefix of
/// g_0 g_1 … whose last two entries then alternate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GenusReport {
    /// The genus as written: `4^146`.
    pub symbol: String,
    /// g, the normal-play value.
    pub normal: u64,
    /// g_0 g_1 …, as short as the alternation allows.
    pub misere: Vec<u64>,
}

impl From<&Genus> for GenusReport {
    fn from(genus: &Genus) -> GenusReport {
        GenusReport {
            symbol: genus.to_string(),
            normal: genus.normal,
            misere: genus.misere.clone(),
        }
    }
}

impl SolveReport {
    /// The report of `analysis`, the answer for `position` in the rule file's `game`.
    pub fn new(game: &Game, position: &[u64], analysis: &Analysis) -> SolveReport {
        SolveReport::of(
            game.name.clone(),
            game.play,
            PositionView::Numbers(position.to_vec()),
            analysis,
        )
    }

    /// The answer for `position` of any game, found by `solver` (an
    /// [`Analyzer`](crate::engine::Analyzer), a [`LoopyAnalyzer`](crate::engine::LoopyAnalyzer),
    /// …) in `play`: exactly what `sg solve --json` prints for it.
    ///
    /// ```
    /// use sg_core::engine::Analyzer;
    /// use sg_core::game::{GameError, ImpartialGame, Moves};
    /// use sg_core::ir::Play;
    /// use sg_core::report::{SolveReport, to_json_line};
    ///
    /// /// Take 1 or 2 from a counter.
    /// struct Bash;
    /// impl ImpartialGame for Bash {
    ///     type Position = u64;
    ///     fn name(&self) -> String {
    ///         "Bash".into()
    ///     }
    ///     fn moves(&self, n: &u64, moves: &mut impl Moves<u64>) -> Result<(), GameError> {
    ///         (1..=2.min(*n)).for_each(|k| {
    ///             moves.add_described(&(n - k), || format!("take {k}"));
    ///         });
    ///         Ok(())
    ///     }
    /// }
    ///
    /// let mut analyzer = Analyzer::new(&Bash, 1000);
    /// let report = SolveReport::analyse(&Bash, Play::Normal, &mut analyzer, &7).unwrap();
    /// assert_eq!(report.grundy, Some(1));
    /// assert_eq!(report.winning_moves[0].description, "take 1");
    /// let json = to_json_line(&report);
    /// assert!(json.starts_with(r#"{"game": "Bash", "play": "normal", "position": [7]"#));
    /// ```
    pub fn analyse<G: ImpartialGame, S: PositionSolver<G::Position> + ?Sized>(
        game: &G,
        play: Play,
        solver: &mut S,
        position: &G::Position,
    ) -> Result<SolveReport, EngineError> {
        let analysis = solver.analyse(position)?;
        Ok(SolveReport::of(
            game.name(),
            play,
            game.view(position),
            &analysis,
        ))
    }

    /// The report of `analysis`, the answer for `position` in the game named `game`
    /// played in `play`.
    pub fn of(
        game: String,
        play: Play,
        position: PositionView,
        analysis: &Analysis,
    ) -> SolveReport {
        let misere = play == Play::Misere;
        let (missing, notes): (Vec<&Note>, Vec<&Note>) = analysis.notes.iter().partition(|note| {
            matches!(
                note,
                Note::GrundyNotSearched(_)
                    | Note::ValueNotSearched { .. }
                    | Note::WonAtOnce
                    | Note::QuotientGivesOutcome
            )
        });
        let joined = |notes: Vec<&Note>| {
            let texts: Vec<String> = notes.iter().map(ToString::to_string).collect();
            (!texts.is_empty()).then(|| texts.join("; "))
        };
        SolveReport {
            game,
            play,
            position,
            outcome: analysis.outcome,
            grundy: analysis.grundy,
            grundy_missing: joined(missing),
            misere_grundy: misere.then_some(analysis.misere_value),
            genus: misere.then(|| analysis.genus.as_ref().map(GenusReport::from)),
            winning_moves: analysis
                .winning_moves
                .listed
                .iter()
                .map(MoveReport::from)
                .collect(),
            winning_moves_total: analysis.winning_moves.total,
            method: analysis.method.to_string(),
            note: joined(notes),
            quotient_stopped: analysis.notes.iter().find_map(|note| match note {
                Note::QuotientStopped(stop) => Some(Box::new(StopReport::from(stop))),
                _ => None,
            }),
            generalized_grundy: analysis.generalized.as_ref().map(GeneralizedReport::from),
            drawing_moves: analysis
                .drawing_moves
                .as_ref()
                .map(|moves| moves.listed.iter().map(MoveReport::from).collect()),
            drawing_moves_total: analysis.drawing_moves.as_ref().map(|moves| moves.total),
            remoteness: None,
            remoteness_missing: None,
            options: None,
            options_complete: None,
        }
    }

    /// The moves not listed.
    pub fn unlisted_moves(&self) -> u128 {
        self.winning_moves_total - listed(&self.winning_moves)
    }

    /// The drawing moves not listed.
    pub fn unlisted_drawing_moves(&self) -> u128 {
        self.drawing_moves_total.unwrap_or(0) - self.drawing_moves.as_deref().map_or(0, listed)
    }
}

/// How many moves `moves` stand for (a class of moves counts as its size).
fn listed(moves: &[MoveReport]) -> u128 {
    moves.iter().map(|m| u128::from(m.count)).sum()
}
