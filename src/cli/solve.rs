//! `sg solve GAME [HEAP…] [+ GAME HEAP…]…`: the outcome, the Grundy value and every
//! winning move of a position or of a sum of games; without heaps, the game's summary.

use super::args::SolveArgs;
use super::position::{self, Component};
use super::summary;
use crate::engine::{Analysis, Genus, MoveList, Outcome, Solver, WinningMove};
use crate::error::Error;
use crate::ir::{Game, Play};
use crate::json::Json;
use crate::load::load_game;

pub fn run(args: &SolveArgs) -> Result<String, Error> {
    let components = position::components(&args.game, &args.position)?;
    let games = components
        .iter()
        .map(|c| {
            Ok(args
                .engine
                .apply(load_game(&c.game, &args.options.overrides)?))
        })
        .collect::<Result<Vec<Game>, Error>>()?;
    if let [game] = games.as_slice() {
        if components[0].heaps.is_empty() {
            return summary::run(game, args.engine.max_states, args.options.json);
        }
        // A wrong number of heaps is shown where it was typed.
        let heaps = &position::single_game(&args.game, &args.position, game)?;
        let mut solver = Solver::new(game, args.engine.max_states).with_max_moves(args.max_moves);
        solver.show_progress(!args.engine.quiet);
        let analysis = solver.analyse(heaps).map_err(|e| e.into_error(game))?;
        return Ok(if args.options.json {
            format!("{}\n", analysis_json(game, heaps, &analysis))
        } else {
            analysis_text(game, heaps, &analysis)
        });
    }
    solve_sum(&games, &components, args)
}

/// `{"game", "play", "position", "outcome", "grundy", "winning_moves", …}`.
pub fn analysis_json(game: &Game, heaps: &[u64], analysis: &Analysis) -> Json {
    let mut fields = vec![
        ("game", Json::str(&game.name)),
        ("play", Json::str(game.play.name())),
        ("position", Json::uints(heaps)),
        ("outcome", Json::str(analysis.outcome.name())),
        ("grundy", Json::optional(analysis.grundy.map(Json::uint))),
    ];
    if game.play == Play::Misere {
        fields.push((
            "misere_grundy",
            Json::optional(analysis.misere_value.map(Json::uint)),
        ));
        fields.push((
            "genus",
            Json::optional(analysis.genus.as_ref().map(genus_json)),
        ));
    }
    fields.push(("winning_moves", moves_json(&analysis.winning_moves)));
    fields.push((
        "winning_moves_total",
        Json::uint(analysis.winning_moves.total),
    ));
    fields.push(("method", Json::str(&analysis.method)));
    if let Some(note) = &analysis.note {
        fields.push(("note", Json::str(note)));
    }
    Json::object(fields)
}

/// `{"symbol": "4^146", "normal": 4, "misere": [1, 4, 6]}`: g and the shortest prefix of
/// g_0 g_1 … whose last two entries then alternate.
pub fn genus_json(genus: &Genus) -> Json {
    Json::object([
        ("symbol", Json::str(genus.to_string())),
        ("normal", Json::uint(genus.normal)),
        ("misere", Json::uints(&genus.misere)),
    ])
}

fn moves_json(moves: &MoveList) -> Json {
    Json::Array(moves.listed.iter().map(|m| move_json(m, None)).collect())
}

/// One move; in a sum, with the component it is made in.
fn move_json(m: &WinningMove, component: Option<(usize, &str)>) -> Json {
    let mut fields = Vec::new();
    if let Some((index, name)) = component {
        fields.push(("component", Json::uint(index as u64)));
        fields.push(("game", Json::str(name)));
    }
    fields.push(("to", Json::uints(&m.to)));
    fields.push(("move", Json::str(&m.description)));
    if m.count > 1 {
        fields.push(("count", Json::uint(m.count)));
    }
    Json::object(fields)
}

fn heaps_text(heaps: &[u64]) -> String {
    let words: Vec<String> = heaps.iter().map(u64::to_string).collect();
    if words.is_empty() {
        "no heaps".to_string()
    } else {
        words.join(" ")
    }
}

fn outcome_text(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::P => "P (the player to move loses)",
        Outcome::N => "N (the player to move wins)",
    }
}

pub fn analysis_text(game: &Game, heaps: &[u64], analysis: &Analysis) -> String {
    let mut out = format!(
        "{}, position {} ({} play)\noutcome: {}\n",
        game.name,
        heaps_text(heaps),
        game.play.name(),
        outcome_text(analysis.outcome)
    );
    match (analysis.grundy, analysis.misere_value) {
        (Some(g), _) => out += &format!("Grundy value: {g}\n"),
        (None, Some(m)) => out += &format!("misere Grundy value: {m}\n"),
        (None, None) => out += "Grundy value: not computed (see the note)\n",
    }
    if let Some(genus) = &analysis.genus {
        out += &format!("genus: {genus}\n");
    }
    out += &moves_text(&analysis.winning_moves, &|_| String::new());
    out += &format!("method: {}\n", analysis.method);
    if let Some(note) = &analysis.note {
        out += &format!("note: {note}\n");
    }
    out
}

/// Positions with more heaps than this are not repeated after each move in text output.
const SHOWN_POSITION_HEAPS: usize = 32;

fn moves_text(moves: &MoveList, prefix: &dyn Fn(usize) -> String) -> String {
    if moves.total == 0 {
        return "winning moves: none\n".to_string();
    }
    let mut out = format!("winning moves ({}):\n", moves.total);
    for (i, m) in moves.listed.iter().enumerate() {
        out += &format!("  {}{}", prefix(i), m.description);
        if m.to.len() <= SHOWN_POSITION_HEAPS {
            out += &format!("  ->  {}", heaps_text(&m.to));
        }
        out.push('\n');
    }
    if moves.unlisted() > 0 {
        out += &format!(
            "  ... and {} more (--max-moves N lists more)\n",
            moves.unlisted()
        );
    }
    out
}

/// A sum of different games: the XOR of the components' values (normal play).
fn solve_sum(games: &[Game], components: &[Component], args: &SolveArgs) -> Result<String, Error> {
    if let Some(game) = games.iter().find(|g| g.play == Play::Misere) {
        return Err(Error::new(format!(
            "`{}` is played misere: sums of different games are solved in normal play only (use --normal)",
            game.name
        )));
    }
    let mut solvers: Vec<Solver> = games
        .iter()
        .map(|g| Solver::new(g, args.engine.max_states).with_max_moves(args.max_moves))
        .collect();
    let mut values = Vec::with_capacity(games.len());
    for ((solver, component), game) in solvers.iter_mut().zip(components).zip(games) {
        values.push(
            solver
                .value(&component.heaps)
                .map_err(|e| e.into_error(game))?,
        );
    }
    let total = values.iter().fold(0, |acc, v| acc ^ v);
    // Every component's moves are counted; the listed ones keep their component.
    let mut moves: Vec<(usize, WinningMove)> = Vec::new();
    let mut all = MoveList::new(args.max_moves);
    if total != 0 {
        for (index, solver) in solvers.iter_mut().enumerate() {
            let target = values[index] ^ total;
            let found = solver
                .moves_to(&components[index].heaps, target)
                .map_err(|e| e.into_error(&games[index]))?;
            all.total += found.total;
            for m in found.listed {
                if all.listed.len() < args.max_moves {
                    moves.push((index, m.clone()));
                    all.listed.push(m);
                }
            }
        }
    }
    let name = games
        .iter()
        .map(|g| g.name.as_str())
        .collect::<Vec<_>>()
        .join(" + ");
    let outcome = Outcome::of_value(total);
    if args.options.json {
        let parts = components
            .iter()
            .zip(games)
            .zip(&values)
            .map(|((c, g), v)| {
                Json::object([
                    ("game", Json::str(&g.name)),
                    ("position", Json::uints(&c.heaps)),
                    ("grundy", Json::uint(*v)),
                ])
            });
        let move_list = moves
            .iter()
            .map(|(index, m)| move_json(m, Some((*index, &games[*index].name))));
        let json = Json::object([
            ("game", Json::str(&name)),
            ("play", Json::str("normal")),
            (
                "position",
                Json::Array(components.iter().map(|c| Json::uints(&c.heaps)).collect()),
            ),
            ("components", Json::Array(parts.collect())),
            ("outcome", Json::str(outcome.name())),
            ("grundy", Json::uint(total)),
            ("winning_moves", Json::Array(move_list.collect())),
            ("winning_moves_total", Json::uint(all.total)),
        ]);
        return Ok(format!("{json}\n"));
    }
    let mut out = format!("sum of {} games (normal play)\n", games.len());
    for ((c, g), v) in components.iter().zip(games).zip(&values) {
        out += &format!(
            "  {}: position {}, Grundy value {v}\n",
            g.name,
            heaps_text(&c.heaps)
        );
    }
    out += &format!(
        "outcome: {}\nGrundy value: {total}\n",
        outcome_text(outcome)
    );
    out += &moves_text(&all, &|i| format!("in {}: ", games[moves[i].0].name));
    Ok(out)
}
