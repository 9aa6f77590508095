//! The web page in a real browser: headless Chromium driven through WebDriver
//! (chromedriver), against a server on a free port. It opens the page, loads
//! games/kayles.game, sees the plot, types an error and sees it marked at its line, fixes
//! it, plays a whole game of Kayles by clicking and loses to the engine, and plays a draw on
//! games/loopy.dot; the play page's steps click boards drawn as pictures (a Hackenbush
//! edge, a Cram domino cell by cell, a Chomp square, a token chosen then moved, a pin of
//! Kayles). A screenshot of each step is written to a folder of the build's
//! (printed). Where Chromium or its driver is not installed the test says so and skips.

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use sg::serve::{Config, Server};

use crate::http::config;

/// Chromium's headless flags for this machine: no sandbox (root), no GPU, no network of
/// its own.
const FLAGS: [&str; 9] = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1400,1000",
];

/// The first of `names` on the PATH (or an absolute path that exists).
fn program(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    names.iter().find_map(|name| {
        let absolute = Path::new(name);
        if absolute.is_absolute() {
            return absolute.exists().then(|| absolute.to_path_buf());
        }
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|p| p.exists())
    })
}

/// The driver, ended when the test ends.
struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn the_page_in_a_browser() {
    in_browser("serve-screenshots", config(), steps);
}

#[test]
fn the_play_page_is_a_faithful_client_of_the_protocol() {
    in_browser("play-screenshots", config(), play_steps);
}

/// Runs `steps` in headless Chromium against a server of `config` (the page's address and
/// a folder of the build's for screenshots, named `folder`); says so and skips where
/// Chromium or its driver is not installed.
fn in_browser(
    folder: &str,
    config: Config,
    steps: impl AsyncFnOnce(&Client, &str, &Path) -> Result<(), Failure>,
) {
    let (Some(browser), Some(driver)) = (
        program(&["chromium", "chromium-browser", "google-chrome"]),
        program(&["chromedriver"]),
    ) else {
        eprintln!(
            "skipped: the browser test needs Chromium and chromedriver (apt-get install chromium chromium-driver)"
        );
        return;
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let _driver = Driver(
        Command::new(driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts"),
    );
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        std::thread::sleep(Duration::from_millis(50));
    }
    let server = Server::start(config).expect("a server");
    let shots = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(folder);
    std::fs::create_dir_all(&shots).expect("the screenshots' folder");
    let profile = tempfile::tempdir().expect("a profile folder");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let mut args: Vec<String> = FLAGS.iter().map(|f| f.to_string()).collect();
        args.push(format!("--user-data-dir={}", profile.path().display()));
        let mut capabilities = serde_json::Map::new();
        capabilities.insert(
            "goog:chromeOptions".into(),
            serde_json::json!({"binary": browser, "args": args}),
        );
        let client = ClientBuilder::new(HttpConnector::new())
            .capabilities(capabilities)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
            .expect("a browser session");
        let result = steps(&client, &format!("http://{}/", server.address()), &shots).await;
        let _ = client.close().await;
        result.expect("every step");
    });
    eprintln!("screenshots of the page: {}", shots.display());
}

type Failure = Box<dyn std::error::Error>;

async fn shot(client: &Client, shots: &Path, name: &str) -> Result<(), Failure> {
    std::fs::write(
        shots.join(format!("{name}.png")),
        client.screenshot().await?,
    )?;
    Ok(())
}

/// The text of the element `css`.
async fn text(client: &Client, css: &str) -> Result<String, Failure> {
    Ok(client.find(Locator::Css(css)).await?.text().await?)
}

/// Waits until `script` (a JavaScript expression) is true.
async fn until(client: &Client, script: &str) -> Result<(), Failure> {
    for _ in 0..600 {
        let value = client
            .execute(&format!("return Boolean({script});"), vec![])
            .await?;
        if value == serde_json::Value::Bool(true) {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Err(format!("waited in vain for {script}").into())
}

async fn click(client: &Client, css: &str) -> Result<(), Failure> {
    client
        .wait()
        .for_element(Locator::Css(css))
        .await?
        .click()
        .await?;
    Ok(())
}

/// The value of the JavaScript expression `script`.
async fn value(client: &Client, script: &str) -> Result<serde_json::Value, Failure> {
    Ok(client
        .execute(&format!("return ({script});"), vec![])
        .await?)
}

/// Waits for the game being started or the line in flight to be answered.
async fn settled(client: &Client) -> Result<(), Failure> {
    until(
        client,
        "!play.busy && !document.querySelector('#play-status').textContent.startsWith('Starting') && play.state",
    )
    .await
}

/// Plays until the game is over, each turn clicking the first move of the class `kind`
/// (a move marked in values mode), or the first move.
async fn play_out(client: &Client, kind: &str) -> Result<(), Failure> {
    for _ in 0..200 {
        settled(client).await?;
        if value(client, "play.state.game_over").await? == serde_json::Value::Bool(true) {
            return Ok(());
        }
        let turn = value(client, "play.turn").await?;
        let choice = format!("#moves li.{kind}");
        let css = match client.find(Locator::Css(&choice)).await {
            Ok(_) => choice,
            Err(_) => "#moves li".to_string(),
        };
        click(client, &css).await?;
        until(client, &format!("play.turn != {turn}")).await?;
    }
    Err("the game did not end".into())
}

/// Opens the bundled game `name`, goes to Play, and starts a game from `position` (values
/// mode as `values` says), without waiting for it.
async fn start(client: &Client, name: &str, position: &str, values: bool) -> Result<(), Failure> {
    client
        .execute(&format!("openGame('bundled', '{name}')"), vec![])
        .await?;
    until(
        client,
        &format!("document.querySelector('#game-title').textContent == '{name}'"),
    )
    .await?;
    client
        .execute(
            &format!(
                "showTab('play'); document.querySelector('#play-position').value = '{position}'; document.querySelector('#values').checked = {values}; newPlay();"
            ),
            vec![],
        )
        .await?;
    Ok(())
}

/// How many edges of the board's picture match `filter` (`[data-state='fallen']`).
async fn edges(client: &Client, filter: &str) -> Result<serde_json::Value, Failure> {
    value(
        client,
        &format!("document.querySelectorAll(`#board svg g.edge{filter}`).length"),
    )
    .await
}

/// The moves played, as the page's record lists them.
async fn record(client: &Client) -> Result<Vec<String>, Failure> {
    let items = value(
        client,
        "Array.from(document.querySelectorAll('#record li')).map(li => li.textContent)",
    )
    .await?;
    Ok(serde_json::from_value(items)?)
}

async fn play_steps(client: &Client, page: &str, shots: &Path) -> Result<(), Failure> {
    client.goto(page).await?;
    until(client, "document.querySelector('#bundled li')").await?;

    // A board whose nodes are numbers: a click on the list plays that move (the page sends
    // the move's line, not a number the board also names).
    start(client, "node-kayles.game", "", false).await?;
    settled(client).await?;
    click(client, "#moves li").await?;
    until(client, "play.turn > 1 && !play.busy").await?;
    assert_eq!(
        record(client).await?.first().map(String::as_str),
        Some("you: remove 0 and its neighbours 1 4 5")
    );
    assert!(text(client, "#play-note").await?.is_empty());
    shot(client, shots, "1-node-kayles-clicked").await?;

    // Cram with values, then at once Nim 3 4 (every request of Cram's held back 2 s by
    // the page's own network): Cram's late replies are dropped, and Nim stays on screen.
    client
        .execute(
            "window.heldBack = 0; const fetched = window.fetch; window.fetch = (url, o) => (o && o.body && o.body.includes('Cram') ? new Promise(r => setTimeout(r, 2000)).then(() => fetched(url, o)).finally(() => { window.heldBack += 1; }) : fetched(url, o));",
            vec![],
        )
        .await?;
    start(client, "cram.game", "", true).await?;
    start(client, "nim.game", "3 4", false).await?;
    settled(client).await?;
    // Cram's check and its game have come back by now.
    until(client, "window.heldBack >= 2").await?;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let picture = text(client, "#play-picture").await?;
    assert!(
        picture.contains("heap 2") && !picture.contains('.'),
        "{picture}"
    );
    assert_eq!(
        text(client, "#moves li").await?,
        "take 1 from the heap of 3, leaving 2"
    );
    shot(client, shots, "2-nim-after-a-late-cram").await?;
    // Two clicks at once: the second is for a list already being replaced, and is dropped.
    client
        .execute(
            "const items = document.querySelectorAll('#moves li'); items[0].click(); items[1].click();",
            vec![],
        )
        .await?;
    settled(client).await?;
    let played = record(client).await?;
    assert_eq!(
        played.first().map(String::as_str),
        Some("you: take 1 from the heap of 3, leaving 2")
    );
    assert_eq!(played.iter().filter(|m| m.starts_with("you")).count(), 1);

    // A list of more than a thousand moves: paged, and the winning move, far past the
    // first thousand, typed in the box.
    start(client, "nim.game", "1000 2000 3000", false).await?;
    settled(client).await?;
    assert_eq!(
        text(client, "#moves-page").await?,
        "moves 1–40 of more than 1000"
    );
    assert!(
        text(client, "#moves-more")
            .await?
            .contains("type one in the box")
    );
    click(client, "#moves-next").await?;
    assert!(
        text(client, "#moves-page")
            .await?
            .starts_with("moves 41–80")
    );
    assert_eq!(
        text(client, "#moves li").await?,
        "take 41 from the heap of 1000, leaving 959"
    );
    let heaps = [1000u64, 2000, 3000];
    let sum = heaps.iter().fold(0, |x, h| x ^ h);
    let (heap, size) = heaps
        .iter()
        .enumerate()
        .find(|(_, h)| **h ^ sum < **h)
        .expect("a winning move");
    let typed = format!("take {} from heap {}", size - (size ^ sum), heap + 1);
    client
        .find(Locator::Id("move-text"))
        .await?
        .send_keys(&typed)
        .await?;
    shot(client, shots, "3-nim-paged-and-typed").await?;
    click(client, "#move-play").await?;
    until(client, "play.turn > 1 && !play.busy").await?;
    let played = record(client).await?;
    assert!(
        played[0].starts_with(&format!("you: take {}", size - (size ^ sum))),
        "{played:?}"
    );
    assert_eq!(text(client, "#move-text").await?, "");

    // A game that cannot start: nothing of the last one stays on screen.
    client
        .execute(
            "document.querySelector('#play-position').value = '3 x'; newPlay();",
            vec![],
        )
        .await?;
    until(
        client,
        "document.querySelector('#play-status').classList.contains('error')",
    )
    .await?;
    assert!(
        text(client, "#play-status")
            .await?
            .contains("`x` is not a heap size")
    );
    for gone in [
        "#moves",
        "#record-box",
        "#play-picture",
        "#move-form",
        "#move-pages",
        "#moves-more",
    ] {
        assert_eq!(
            value(client, &format!("document.querySelector('{gone}').hidden")).await?,
            serde_json::Value::Bool(true),
            "{gone}"
        );
    }
    assert_eq!(
        value(client, "document.querySelector('#board').childElementCount").await?,
        0
    );
    shot(client, shots, "4-failed-new-game").await?;

    // Kayles 10 4 broken in two: the pins and the picture give the heaps the same names.
    start(client, "kayles.game", "10 4", false).await?;
    settled(client).await?;
    client
        .execute(
            "Array.from(document.querySelectorAll('#moves li')).find(li => li.textContent.includes('leaving 2 and 7')).click()",
            vec![],
        )
        .await?;
    until(client, "play.turn > 1 && !play.busy").await?;
    let names: Vec<String> = serde_json::from_value(
        value(
            client,
            "Array.from(document.querySelectorAll('#board .heap-name')).map(t => t.textContent)",
        )
        .await?,
    )?;
    let picture = text(client, "#play-picture").await?;
    for name in &names {
        assert!(picture.contains(name.as_str()), "{name} in {picture}");
    }
    assert!(names.iter().any(|n| n.starts_with("heaps ")), "{names:?}");
    shot(client, shots, "5-kayles-names").await?;

    // A game's parameters are set on the page: Cram on 3 x 3.
    start(client, "cram.game", "", false).await?;
    settled(client).await?;
    assert_eq!(value(client, "play.state.position.length").await?, 4);
    client
        .execute(
            "document.querySelector('input[data-param=rows]').value = '3'; document.querySelector('input[data-param=columns]').value = '3'; newPlay();",
            vec![],
        )
        .await?;
    settled(client).await?;
    assert_eq!(
        value(client, "play.state.position").await?,
        serde_json::json!(["...", "...", "..."])
    );
    shot(client, shots, "6-cram-3-by-3").await?;

    // One remoteness convention: the Analyse tab and values mode say the same "win in N"
    // of the same move.
    start(client, "kayles.game", "7", true).await?;
    settled(client).await?;
    let marked = value(
        client,
        "Array.from(document.querySelectorAll('#moves li')).find(li => li.textContent.includes('leaving 3 and 3')).querySelector('.verdict').textContent",
    )
    .await?;
    click(client, ".tab-button[data-tab='analyse']").await?;
    client
        .execute(
            "document.querySelector('#position').value = '7'; document.querySelector('#position-form').requestSubmit();",
            vec![],
        )
        .await?;
    until(client, "document.querySelector('#answer table.options')").await?;
    let analysed = value(
        client,
        "Array.from(document.querySelectorAll('#answer table.options tr')).find(tr => tr.textContent.includes('leaving 3 and 3')).lastChild.textContent",
    )
    .await?;
    assert_eq!(marked, analysed);
    assert_eq!(marked, "win in 7");
    shot(client, shots, "7-analysed-as-played").await?;

    // Values mode lists the moves best first, each with its number; a listed number typed
    // plays that move; the value history grows under the record, a cell a move and one
    // for the position now.
    start(client, "kayles.game", "7", true).await?;
    settled(client).await?;
    assert_eq!(
        value(
            client,
            "Array.from(document.querySelectorAll('#moves li')).map(li => li.value)"
        )
        .await?,
        serde_json::json!([6, 4, 1, 2, 3, 5, 7])
    );
    shot(client, shots, "8-kayles-best-first").await?;
    let turn = value(client, "play.turn").await?;
    client
        .execute(
            "document.querySelector('#move-text').value = '6'; document.querySelector('#move-form').requestSubmit();",
            vec![],
        )
        .await?;
    until(client, &format!("play.turn != {turn}")).await?;
    settled(client).await?;
    assert!(record(client).await?[0].ends_with("leaving 1 and 4"));
    let turn = value(client, "play.turn").await?;
    click(client, "#moves li").await?;
    until(client, &format!("play.turn != {turn}")).await?;
    settled(client).await?;
    assert_eq!(
        value(
            client,
            "Array.from(document.querySelectorAll('#history span')).map(s => `${s.className} ${s.textContent}`)"
        )
        .await?,
        serde_json::json!(["win you 5", "lose sg 4", "win you 3", "lose sg 2", "win you now 1"])
    );
    assert!(text(client, "#play-status").await?.contains("you win in 1"));
    shot(client, shots, "9-value-history").await?;

    // Green Hackenbush drawn as a picture: every edge of the drawing, each standing one a
    // cut that a click plays; the cut edge and what fell with it marked, fallen ones kept.
    start(client, "hackenbush-tree.dot", "", false).await?;
    settled(client).await?;
    assert_eq!(edges(client, "").await?, 9);
    assert_eq!(
        edges(client, "[data-state='standing'][data-move]").await?,
        9
    );
    assert_eq!(
        value(client, "play.state.moves.length").await?,
        edges(client, "[data-move]").await?
    );
    shot(client, shots, "10-hackenbush-picture").await?;
    let turn = value(client, "play.turn").await?;
    click(client, "#board g.edge[data-move='cut fork--top']").await?;
    until(client, &format!("play.turn != {turn}")).await?;
    settled(client).await?;
    assert!(
        record(client).await?[0].contains("fork--top"),
        "{:?}",
        record(client).await?
    );
    // One edge fell to the person's cut; sg's cut (and what fell with it) is marked.
    assert_eq!(edges(client, "[data-state='fallen']").await?, 1);
    let gone = edges(client, "[data-state='gone-last']").await?;
    let standing = edges(client, "[data-state='standing']").await?;
    assert!(gone.as_u64() >= Some(1), "{gone}");
    assert_eq!(
        standing.as_u64().zip(gone.as_u64()).map(|(s, g)| s + g),
        Some(8)
    );
    assert_eq!(value(client, "play.state.moves.length").await?, standing);
    shot(client, shots, "11-hackenbush-cut").await?;

    // A grid drawn as its cells under the numbers of its rows and columns; a domino placed
    // by a click on a cell (marked, its dominoes offered) and one on its neighbour.
    start(client, "cram.game", "", false).await?;
    settled(client).await?;
    assert_eq!(cells(client, "").await?, 20);
    assert_eq!(
        value(
            client,
            "document.querySelectorAll('#board svg g.domino').length"
        )
        .await?,
        value(client, "play.state.moves.length").await?
    );
    let labels = value(
        client,
        "Array.from(document.querySelectorAll('#board svg > text')).map(t => t.textContent).join(' ')",
    )
    .await?;
    assert_eq!(labels, "1 2 3 4 5 1 2 3 4");
    click(client, "#board g.cell[data-cell='2,2']").await?;
    assert_eq!(
        value(
            client,
            "document.querySelector('#board g.cell.chosen').dataset.cell"
        )
        .await?,
        "2,2"
    );
    assert_eq!(
        value(
            client,
            "document.querySelectorAll('#board g.domino.offered').length"
        )
        .await?,
        4
    );
    assert!(record(client).await?.is_empty());
    shot(client, shots, "12-cram-cell-marked").await?;
    let turn = value(client, "play.turn").await?;
    click(client, "#board g.cell[data-cell='2,3']").await?;
    until(client, &format!("play.turn != {turn}")).await?;
    settled(client).await?;
    assert_eq!(record(client).await?[0], "you: cover 2,2 and 2,3");
    assert_eq!(cells(client, "[data-state='taken']").await?, 2);
    assert_eq!(cells(client, "[data-state='taken-last']").await?, 2);
    assert!(
        value(client, "document.querySelector('#board g.cell.chosen')")
            .await?
            .is_null()
    );
    shot(client, shots, "13-cram-domino-placed").await?;

    // Chomp: a click on a square eats it and every square below and right of it.
    start(client, "chomp.game", "", false).await?;
    settled(client).await?;
    let turn = value(client, "play.turn").await?;
    click(client, "#board g.cell[data-cell='3,4']").await?;
    until(client, &format!("play.turn != {turn}")).await?;
    settled(client).await?;
    assert_eq!(
        record(client).await?[0],
        "you: remove 3,4 and its 7 successors"
    );
    assert_eq!(
        value(client, "play.state.moves.length").await?,
        cells(client, "[data-move]").await?
    );
    shot(client, shots, "14-chomp-eaten").await?;

    // Tokens: a click on a node two tokens can reach asks which; a click on a token
    // chooses it, and a click on the node then moves it there.
    start(client, "loopy.dot", "start c", false).await?;
    settled(client).await?;
    click(client, "#board g.node[data-node='a']").await?;
    assert!(
        text(client, "#play-note")
            .await?
            .contains("More than one token")
    );
    assert!(record(client).await?.is_empty());
    click(client, "#board g.node[data-node='c']").await?;
    assert_eq!(
        value(
            client,
            "document.querySelector('#board g.node.chosen').dataset.node"
        )
        .await?,
        "c"
    );
    shot(client, shots, "15-token-chosen").await?;
    let turn = value(client, "play.turn").await?;
    click(client, "#board g.node[data-node='a']").await?;
    until(client, &format!("play.turn != {turn}")).await?;
    settled(client).await?;
    assert_eq!(record(client).await?[0], "you: move the token on c to a");
    shot(client, shots, "16-token-moved").await?;

    // A pin knocked down in the middle of a row of Kayles: the move that leaves the pins
    // on each side, named by the heap clicked.
    start(client, "kayles.game", "4", false).await?;
    settled(client).await?;
    let turn = value(client, "play.turn").await?;
    click(client, "#board g.pin[data-heap='0'][data-pin='1']").await?;
    until(client, &format!("play.turn != {turn}")).await?;
    settled(client).await?;
    assert_eq!(
        record(client).await?[0],
        "you: take 1 from the heap of 4, leaving 1 and 2"
    );
    shot(client, shots, "17-kayles-pin").await?;
    Ok(())
}

/// How many cells of the board's picture match `filter` (`[data-state='taken']`).
async fn cells(client: &Client, filter: &str) -> Result<serde_json::Value, Failure> {
    value(
        client,
        &format!("document.querySelectorAll(`#board svg g.cell{filter}`).length"),
    )
    .await
}

async fn steps(client: &Client, page: &str, shots: &Path) -> Result<(), Failure> {
    client.goto(page).await?;
    click(client, "#files li[data-name='games/kayles.game']").await?;
    until(
        client,
        "document.querySelector('#game-title').textContent == 'games/kayles.game'",
    )
    .await?;
    until(
        client,
        "document.querySelector('#diagnostic').textContent == 'No errors.'",
    )
    .await?;
    shot(client, shots, "1-kayles-opened").await?;

    click(client, ".tab-button[data-tab='analyse']").await?;
    until(client, "document.querySelector('#table-picture svg')").await?;
    assert!(
        text(client, "#summary")
            .await?
            .contains("period 12 from n = 71 (proved)")
    );
    shot(client, shots, "2-kayles-analysed").await?;

    // An error typed at the end of the file is marked at its line.
    click(client, ".tab-button[data-tab='write']").await?;
    let source = client.find(Locator::Id("source")).await?;
    client
        .execute(
            "const s = document.querySelector('#source'); s.focus(); s.setSelectionRange(s.value.length, s.value.length);",
            vec![],
        )
        .await?;
    source.send_keys("move tak 3\n").await?;
    until(client, "document.querySelector('#error-mark')").await?;
    let diagnostic = text(client, "#diagnostic").await?;
    assert!(diagnostic.contains("line 10, column 6"), "{diagnostic}");
    assert_eq!(text(client, "#gutter .error").await?, "10");
    shot(client, shots, "3-error-marked").await?;
    client
        .execute(
            "const s = document.querySelector('#source'); const at = s.value.lastIndexOf('tak 3'); s.focus(); s.setSelectionRange(at, at + 3);",
            vec![],
        )
        .await?;
    source.send_keys("take").await?;
    until(
        client,
        "document.querySelector('#diagnostic').textContent == 'No errors.'",
    )
    .await?;
    assert!(text(client, "#normal-form").await?.contains("move take 3"));

    // A whole game of Kayles, the person choosing losing moves: sg wins.
    click(client, ".tab-button[data-tab='play']").await?;
    client
        .find(Locator::Id("play-position"))
        .await?
        .send_keys("6")
        .await?;
    click(client, "#values").await?;
    click(client, "#new-play").await?;
    play_out(client, "lose").await?;
    let status = text(client, "#play-status").await?;
    assert!(status.contains("sg wins"), "{status}");
    shot(client, shots, "4-kayles-lost").await?;

    // A draw on a board with cycles, keeping the draw each turn.
    click(client, "#bundled li[data-name='loopy.dot']").await?;
    click(client, ".tab-button[data-tab='play']").await?;
    client
        .find(Locator::Id("play-position"))
        .await?
        .send_keys("pit exit")
        .await?;
    click(client, "#new-play").await?;
    play_out(client, "draw").await?;
    let status = text(client, "#play-status").await?;
    assert!(status.contains("A draw"), "{status}");
    shot(client, shots, "5-loopy-draw").await?;
    Ok(())
}
