//! The HTTP API under `/api/` and the page's assets: each route reads one JSON request,
//! asks the front door (within the budget) and answers with the report `--json` prints, a
//! picture, or a refusal; nothing else is computed here. Requests from another site (an
//! `Origin` that is not this server) and, on a loopback address, for another host name (a
//! page that renamed itself to reach this server) are refused.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::extract::{ConnectInfo, Path, Request, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, HOST, ORIGIN};
use axum::http::{HeaderMap, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::Shared;
use super::assets::ASSETS;
use super::files::GameList;
use super::refusal::Refusal;
use super::request::{
    CheckRequest, Format, GameRequest, GraphRequest, LineRequest, PlayRequest, QuotientRequest,
    SolveRequest, TableRequest, parse, words,
};
use crate::door::{Answer, Check, Door, Solved, solve};
use crate::export::{ImageFormat, Renderer, render_image};
use crate::play::SessionOptions;
use crate::report::{GraphReport, Player, to_json_line};
use crate::syntax::MAX_FILE_BYTES;

/// The largest request body: a rule file of the largest size, even with every character
/// escaped in JSON, and the rest of the request.
const MOST_BODY: usize = 2 * MAX_FILE_BYTES + 4096;
/// The most options an answer lists.
const MOST_OPTIONS: usize = 1000;

/// The routes.
pub(super) fn router(shared: Arc<Shared>) -> Router {
    let mut router = Router::new();
    for (path, _, _) in ASSETS {
        router = router.route(path, get(asset));
    }
    router
        .route("/api/games", get(games))
        .route("/api/status", get(status))
        .route("/api/open", post(open_file))
        .route("/api/check", post(|s, b| answer(s, b, check)))
        .route("/api/solve", post(|s, b| answer(s, b, solve_position)))
        .route("/api/table", post(|s, b| answer(s, b, table)))
        .route("/api/graph", post(|s, b| answer(s, b, graph)))
        .route("/api/quotient", post(|s, b| answer(s, b, quotient)))
        .route("/api/play", post(play))
        .route("/api/play/{session}", post(play_line).delete(play_end))
        .fallback(|| async { Refusal::not_found("there is no such page or API here") })
        .method_not_allowed_fallback(|| async {
            Refusal::new(
                StatusCode::METHOD_NOT_ALLOWED,
                crate::error::Error::new(
                    "this method is not taken here: the API is POSTed to (GET for /api/games and /api/status)",
                ),
            )
        })
        .layer(middleware::from_fn_with_state(shared.clone(), same_site))
        .with_state(shared)
}

/// An answer: the JSON of a report, a picture, or text.
enum Reply {
    Json(String),
    Svg(Vec<u8>),
    Text(String),
}

impl Reply {
    fn json<T: Serialize>(report: &T) -> Reply {
        Reply::Json(to_json_line(report))
    }
}

impl IntoResponse for Reply {
    fn into_response(self) -> Response {
        let (kind, body) = match self {
            Reply::Json(text) => ("application/json", Body::from(text)),
            Reply::Svg(bytes) => ("image/svg+xml", Body::from(bytes)),
            Reply::Text(text) => ("text/plain; charset=utf-8", Body::from(text)),
        };
        ([(CONTENT_TYPE, kind), (CACHE_CONTROL, "no-store")], body).into_response()
    }
}

/// The request in `body`, within the size limit.
async fn read<R: DeserializeOwned>(body: Body) -> Result<R, Refusal> {
    let bytes = to_bytes(body, MOST_BODY).await.map_err(|_| {
        Refusal::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            crate::error::Error::new(format!(
                "the request is larger than the {MOST_BODY} bytes taken here (a rule file may have {MAX_FILE_BYTES})"
            )),
        )
    })?;
    parse(&bytes)
}

/// Reads the request and answers it with `work`, within the budget.
async fn answer<R: DeserializeOwned + Send + 'static>(
    State(shared): State<Arc<Shared>>,
    body: Body,
    work: fn(&Shared, R) -> Result<Reply, Refusal>,
) -> Result<Reply, Refusal> {
    let request = read::<R>(body).await?;
    let worker = shared.clone();
    shared.budget.run(move || work(&worker, request)).await
}

async fn asset(request: Request) -> Response {
    match ASSETS
        .iter()
        .find(|(path, _, _)| *path == request.uri().path())
    {
        Some((_, kind, text)) => {
            ([(CONTENT_TYPE, *kind), (CACHE_CONTROL, "no-cache")], *text).into_response()
        }
        None => Refusal::not_found("there is no such page here").into_response(),
    }
}

/// `GET /api/games`: the bundled games and the games under the folder; a bounded walk,
/// never waiting behind a computation.
async fn games(State(shared): State<Arc<Shared>>) -> Result<Reply, Refusal> {
    let root = shared.folder.root.clone();
    quick(move || Ok(Reply::json(&GameList::of(&root)))).await
}

/// `work` (a bounded reading of files) on a thread of its own, without waiting for the
/// budget's computations.
async fn quick(
    work: impl FnOnce() -> Result<Reply, Refusal> + Send + 'static,
) -> Result<Reply, Refusal> {
    tokio::task::spawn_blocking(work).await.map_err(|failure| {
        Refusal::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            crate::error::Error::new(format!("the reading failed: {failure}")),
        )
    })?
}

/// `POST /api/open`: the text of a file or a bundled game (a file of at most a rule
/// file's size: never waiting behind a computation).
async fn open_file(State(shared): State<Arc<Shared>>, body: Body) -> Result<Reply, Refusal> {
    let request = read::<GameRequest>(body).await?;
    quick(move || open(&shared, request)).await
}

/// `GET /api/status`: what the server is doing and its bounds.
async fn status(State(shared): State<Arc<Shared>>) -> Reply {
    #[derive(Serialize)]
    struct Status {
        computing: usize,
        most_computing: usize,
        games_in_play: usize,
        time_budget: f64,
        max_states: u64,
        max_work: u64,
    }
    Reply::json(&Status {
        computing: shared.budget.running(),
        most_computing: shared.most_computing,
        games_in_play: shared.sessions.len(),
        time_budget: shared.budget.time.as_secs_f64(),
        max_states: shared.limits.max_states,
        max_work: shared.limits.max_work,
    })
}

/// `/api/open`: the text of a file or a bundled game.
fn open(shared: &Shared, game: GameRequest) -> Result<Reply, Refusal> {
    #[derive(Serialize)]
    struct Opened {
        name: String,
        text: String,
    }
    if game.text.is_some() {
        return Err(Refusal::bad(
            "`open` reads a `file` or a `bundled` game: give no text",
        ));
    }
    let (name, text) = shared.folder.text_of(&game)?;
    Ok(Reply::json(&Opened { name, text }))
}

/// `/api/check`: the game as the engine understands it.
fn check(shared: &Shared, request: CheckRequest) -> Result<Reply, Refusal> {
    let file = shared.folder.load(&request.game, None, &shared.limits)?;
    let check = file.check();
    Ok(match (request.format, &check) {
        (Format::Text, _) => Reply::Text(check.text()),
        (Format::Svg, _) => return Err(Refusal::bad("a check is text or JSON: it has no picture")),
        (Format::Json, Check::Heaps(_, report)) => Reply::json(report),
        (Format::Json, Check::Components(_, report)) => Reply::json(report),
        (Format::Json, Check::Board(report)) => Reply::json(report),
    })
}

/// `/api/solve`: a position of a game or of a sum, or a game's summary.
fn solve_position(shared: &Shared, request: SolveRequest) -> Result<Reply, Refusal> {
    let most = shared.limits.max_moves;
    let limits = shared
        .limits
        .with_max_moves(request.max_moves.unwrap_or(most).min(most));
    let options = request.options.unwrap_or(most).min(MOST_OPTIONS);
    let games = shared.folder.load_sum(
        (&request.game, &request.position),
        &request.plus,
        request.play,
        &limits,
    )?;
    let pairs: Vec<_> = games.iter().map(|(file, w)| (file, w.clone())).collect();
    Ok(match solve(&pairs, options, &limits)? {
        Solved::Summary(report) => Reply::json(&report),
        Solved::Answer(Answer::One(report)) => Reply::json(&report),
        Solved::Answer(Answer::Sum(report)) => Reply::json(&report),
    })
}

/// `/api/table`: the table as JSON, or its picture.
fn table(shared: &Shared, request: TableRequest) -> Result<Reply, Refusal> {
    let file = shared
        .folder
        .load(&request.game, request.play, &shared.limits)?;
    let table = file.table(request.upto, &shared.limits)?;
    match request.format {
        Format::Json => Ok(Reply::json(&table.report)),
        Format::Svg => match table.picture(ImageFormat::Svg)? {
            Some(svg) => Ok(Reply::Svg(svg)),
            None => Err(Refusal::from(crate::error::Error::new(
                "the table of a board lists its nodes' values: it has no picture",
            ))),
        },
        Format::Text => Err(Refusal::bad("a table is JSON or a picture (svg)")),
    }
}

/// `/api/graph`: the graph of a position, as JSON or drawn by the built-in drawing.
fn graph(shared: &Shared, request: GraphRequest) -> Result<Reply, Refusal> {
    let limits = shared.limits.with_max_moves(0);
    let file = shared.folder.load(&request.game, request.play, &limits)?;
    let position = words("position", &request.position);
    position.single_game("one game here: a graph of a sum is not drawn")?;
    let mut door = Door::open(&[(&file, position)], &limits)?;
    let graph = door.graph(shared.graph_limits(request.max_nodes, request.max_edges))?;
    match request.format {
        Format::Json => Ok(Reply::json(&GraphReport::new(&graph))),
        // The built-in drawing runs no other program: no time for one is needed.
        Format::Svg => Ok(Reply::Svg(
            render_image(
                &graph,
                ImageFormat::Svg,
                Renderer::Builtin,
                Duration::ZERO,
                &door.deadline(),
            )?
            .bytes,
        )),
        Format::Text => Err(Refusal::bad("a graph is JSON or a picture (svg)")),
    }
}

/// `/api/quotient`: the misère quotient.
fn quotient(shared: &Shared, request: QuotientRequest) -> Result<Reply, Refusal> {
    let limits = shared.limits.with_max_moves(0);
    let file = shared.folder.load(&request.game, None, &limits)?;
    let position = words("position", &request.position);
    // The page's time budget bounds the construction, which then answers what it proved.
    let time = limits.max_time.unwrap_or(shared.budget.time);
    Ok(Reply::json(&file.quotient(
        &position,
        request.upto,
        time,
        &limits,
    )?))
}

/// `POST /api/play`: a new game against the engine; its opening lines.
async fn play(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    body: Body,
) -> Result<Reply, Refusal> {
    let request: PlayRequest = read(body).await?;
    let limits = shared.limits.with_max_moves(1);
    let loader = shared.clone();
    let games = shared
        .budget
        .run(move || {
            loader.folder.load_sum(
                (&request.game, &request.position),
                &request.plus,
                request.play,
                &limits,
            )
        })
        .await?;
    let options = SessionOptions {
        first: request.first.unwrap_or(Player::You),
        json: true,
        show_values: request.values,
        answer_delay: shared.answer_delay,
        colour: false,
        figures: true,
    };
    let exchange = shared
        .sessions
        .start(client.ip(), games, options, limits, &shared.budget)
        .await?;
    Ok(Reply::json(&exchange))
}

/// `POST /api/play/SESSION`: one line of the play protocol, and the replies.
async fn play_line(
    State(shared): State<Arc<Shared>>,
    Path(session): Path<String>,
    body: Body,
) -> Result<Reply, Refusal> {
    let request: LineRequest = read(body).await?;
    if request.line.contains(['\n', '\r']) {
        return Err(Refusal::bad("send one line at a time"));
    }
    let permit = shared.budget.permit().await?;
    let exchange = shared
        .sessions
        .exchange(&session, Some((request.line, permit)), &shared.budget)
        .await?;
    Ok(Reply::json(&exchange))
}

/// `DELETE /api/play/SESSION`: ends a game.
async fn play_end(
    State(shared): State<Arc<Shared>>,
    Path(session): Path<String>,
) -> Result<StatusCode, Refusal> {
    match shared.sessions.end(&session) {
        true => Ok(StatusCode::NO_CONTENT),
        false => Err(Refusal::not_found("there is no such game in play")),
    }
}

/// Refuses requests from other sites, and for other host names on a loopback address.
async fn same_site(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    request: Request,
    next: Next,
) -> Response {
    let named = |value: Option<&str>| value.is_none_or(|host| shared.answers_to(host));
    let host = headers.get(HOST).and_then(|h| h.to_str().ok());
    let origin = headers
        .get(ORIGIN)
        .and_then(|o| o.to_str().ok())
        .map(|o| o.split_once("://").map_or(o, |(_, host)| host));
    if !named(host) || !named(origin) {
        return Refusal::new(
            StatusCode::FORBIDDEN,
            crate::error::Error::new(format!(
                "this server answers its own page only (at http://{})",
                shared.address
            )),
        )
        .into_response();
    }
    next.run(request).await
}
