//! The web page in a real browser: headless Chromium driven through WebDriver
//! (chromedriver), against a server on a free port. It opens the page, loads
//! games/kayles.game, sees the plot, types an error and sees it marked at its line, fixes
//! it, plays a whole game of Kayles by clicking and loses to the engine, and plays a draw on
//! games/loopy.dot. A screenshot of each step is written to a folder of the build's
//! (printed). Where Chromium or its driver is not installed the test says so and skips.

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use sg::serve::Server;

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
    let server = Server::start(config()).expect("a server");
    let shots = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("serve-screenshots");
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

/// Plays until the game is over, each turn clicking the first move of the class `kind`
/// (a move marked in values mode), or the first move.
async fn play_out(client: &Client, kind: &str) -> Result<(), Failure> {
    for _ in 0..200 {
        // A new game's first state may not be drawn yet: the list still holds the last
        // game's moves while the status says "Starting…".
        until(
            client,
            "!document.querySelector('#play-status').textContent.startsWith('Starting')",
        )
        .await?;
        until(client, "document.querySelector('#moves').dataset.turn").await?;
        if text(client, "#play-status").await?.contains("Your move") {
            let turn = client
                .execute(
                    "return document.querySelector('#moves').dataset.turn;",
                    vec![],
                )
                .await?;
            let choice = format!("#moves li.{kind}");
            let css = match client.find(Locator::Css(&choice)).await {
                Ok(_) => choice,
                Err(_) => "#moves li".to_string(),
            };
            click(client, &css).await?;
            until(
                client,
                &format!("document.querySelector('#moves').dataset.turn != {turn}"),
            )
            .await?;
        } else {
            return Ok(());
        }
    }
    Err("the game did not end".into())
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
    assert!(diagnostic.contains("line 9, column 6"), "{diagnostic}");
    assert_eq!(text(client, "#gutter .error").await?, "9");
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
