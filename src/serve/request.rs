//! What the API takes: each request is one JSON object (unknown fields are refused, so a
//! misspelt option is an error, not ignored), naming its game as a file under the folder
//! served, a game built into sg, or the text of a rule file typed in the page; positions
//! are the words a person types after the game on the command line.

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::bundled::BUNDLED;
use super::refusal::Refusal;
use crate::Source;
use crate::door::{Boards, GameFile, Limits, Words, is_served, not_served, read_within};
use crate::ir::{Override, Play};
use crate::report::Player;

/// The name of a rule file typed in the page that has no file of its own.
const UNTITLED: &str = "untitled.game";

/// The request in `body`, or why it is not one.
pub(super) fn parse<R: DeserializeOwned>(body: &[u8]) -> Result<R, Refusal> {
    serde_json::from_slice(body).map_err(|e| {
        let what = match e.classify() {
            serde_json::error::Category::Data => "the request is not one this API takes",
            _ => "the request is not JSON",
        };
        Refusal::bad(format!("{what}: {e}"))
    })
}

/// A game: `{"file": PATH}` under the folder served, `{"bundled": NAME}`, or
/// `{"text": RULES}`; with `text`, a file or bundled name says where the text came from
/// (its name in messages, and where the boards it names are read). `set` gives the
/// parameters' values.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct GameRequest {
    pub(super) file: Option<String>,
    pub(super) bundled: Option<String>,
    pub(super) text: Option<String>,
    #[serde(default)]
    pub(super) set: BTreeMap<String, Parameter>,
}

/// A parameter's value, a number or its digits.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub(super) enum Parameter {
    Number(serde_json::Number),
    Digits(String),
}

/// Another game of a sum, and its position.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Summand {
    pub(super) game: GameRequest,
    #[serde(default)]
    pub(super) position: String,
}

/// How an answer is written: the JSON report (the default), a picture, or the text of
/// `sg check`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(super) enum Format {
    #[default]
    Json,
    Svg,
    Text,
}

/// `/api/check`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct CheckRequest {
    pub(super) game: GameRequest,
    #[serde(default)]
    pub(super) format: Format,
}

/// `/api/solve`: a position, or with none a game's summary.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SolveRequest {
    pub(super) game: GameRequest,
    #[serde(default)]
    pub(super) position: String,
    #[serde(default)]
    pub(super) plus: Vec<Summand>,
    pub(super) play: Option<Play>,
    /// Options of the position listed (default: the server's move limit).
    pub(super) options: Option<usize>,
    /// Winning moves listed.
    pub(super) max_moves: Option<usize>,
}

/// `/api/table`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct TableRequest {
    pub(super) game: GameRequest,
    pub(super) upto: Option<u64>,
    pub(super) play: Option<Play>,
    #[serde(default)]
    pub(super) format: Format,
}

/// `/api/graph`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct GraphRequest {
    pub(super) game: GameRequest,
    #[serde(default)]
    pub(super) position: String,
    pub(super) play: Option<Play>,
    #[serde(default)]
    pub(super) format: Format,
    pub(super) max_nodes: Option<u64>,
    pub(super) max_edges: Option<u64>,
}

/// `/api/quotient`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct QuotientRequest {
    pub(super) game: GameRequest,
    #[serde(default)]
    pub(super) position: String,
    pub(super) upto: Option<u64>,
}

/// `/api/play`: a new game against the engine.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PlayRequest {
    pub(super) game: GameRequest,
    #[serde(default)]
    pub(super) position: String,
    #[serde(default)]
    pub(super) plus: Vec<Summand>,
    pub(super) play: Option<Play>,
    pub(super) first: Option<Player>,
    /// Values mode from the start.
    #[serde(default)]
    pub(super) values: bool,
}

/// `/api/play/SESSION`: one line of the play protocol.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct LineRequest {
    pub(super) line: String,
}

/// Where games are read from: the folder served (its real path).
#[derive(Debug, Clone)]
pub(super) struct Folder {
    pub(super) root: PathBuf,
}

impl Folder {
    /// The path of `file` under the folder, refused when it is absolute, climbs out, or
    /// is not a file of the kinds served (a rule file, a board or a position file, none
    /// hidden).
    pub(super) fn path_of(&self, file: &str) -> Result<PathBuf, Refusal> {
        let relative = Path::new(file);
        let plain = !file.is_empty()
            && !file.contains('\0')
            && relative
                .components()
                .all(|c| matches!(c, Component::Normal(_) | Component::CurDir));
        if !plain {
            return Err(Refusal::bad(format!(
                "`{}`: a file is named by its path under the folder served, without `..`",
                crate::error::excerpt(file)
            )));
        }
        if !is_served(relative) {
            return Err(Refusal::bad(not_served(file)));
        }
        let path = self.root.join(relative);
        if !path.is_file() {
            return Err(Refusal::not_found(format!(
                "there is no file `{file}` in the folder served"
            )));
        }
        Ok(path)
    }

    /// The name and text of a game as a request names it.
    pub(super) fn text_of(&self, game: &GameRequest) -> Result<(String, String), Refusal> {
        match (&game.file, &game.bundled) {
            (Some(_), Some(_)) => Err(Refusal::bad(
                "a game is a `file` or a `bundled` game, not both",
            )),
            (Some(file), None) => {
                let path = self.path_of(file)?;
                let text = match &game.text {
                    Some(text) => text.clone(),
                    None => read_within(&path, &self.root)?.text.to_string(),
                };
                Ok((file.clone(), text))
            }
            (None, Some(name)) => {
                let text = match &game.text {
                    Some(text) => text.clone(),
                    None => bundled(name)?.to_string(),
                };
                Ok((name.clone(), text))
            }
            (None, None) => match &game.text {
                Some(text) => Ok((UNTITLED.to_string(), text.clone())),
                None => Err(Refusal::bad(
                    "name the game: {\"file\": PATH}, {\"bundled\": NAME} or {\"text\": RULES}",
                )),
            },
        }
    }

    /// The game a request names, loaded through the front door in `play` within `limits`.
    pub(super) fn load(
        &self,
        game: &GameRequest,
        play: Option<Play>,
        limits: &Limits,
    ) -> Result<GameFile, Refusal> {
        let (name, text) = self.text_of(game)?;
        let overrides: Vec<Override> = game
            .set
            .iter()
            .map(|(name, value)| Override {
                name: name.clone(),
                value: match value {
                    Parameter::Number(n) => n.to_string(),
                    Parameter::Digits(digits) => digits.clone(),
                },
            })
            .collect();
        let folder = match &game.file {
            Some(file) => self
                .root
                .join(file)
                .parent()
                .map_or_else(|| self.root.clone(), Path::to_path_buf),
            None => self.root.clone(),
        };
        let boards = match game.bundled {
            Some(_) => Boards::Given(BUNDLED),
            None => Boards::Within {
                folder: &folder,
                root: &self.root,
            },
        };
        Ok(GameFile::from_text(
            &name, &text, boards, &overrides, play, limits,
        )?)
    }

    /// The games of a sum: the first and the `plus` ones, each with its position's words.
    pub(super) fn load_sum(
        &self,
        first: (&GameRequest, &str),
        plus: &[Summand],
        play: Option<Play>,
        limits: &Limits,
    ) -> Result<Vec<(GameFile, Words)>, Refusal> {
        let mut games = vec![(
            self.load(first.0, play, limits)?,
            words("position", first.1),
        )];
        for (i, summand) in plus.iter().enumerate() {
            let file = self.load(&summand.game, play, limits)?;
            let name = format!("position of game {}", i + 2);
            games.push((file, words(&name, &summand.position)));
        }
        Ok(games)
    }
}

/// The text of the bundled file `name`.
pub(super) fn bundled(name: &str) -> Result<&'static str, Refusal> {
    BUNDLED
        .iter()
        .find(|(bundled, _)| *bundled == name)
        .map(|(_, text)| *text)
        .ok_or_else(|| {
            Refusal::not_found(format!(
                "sg has no bundled game `{}`",
                crate::error::excerpt(name)
            ))
        })
}

/// The words of a position typed in the page, named `name` in messages.
pub(super) fn words(name: &str, text: &str) -> Words {
    Words::of_text(Source::new(name, text))
}
