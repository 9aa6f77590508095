//! Why a request got no answer, and the HTTP status that says it: a request that is not
//! what the API takes (400), a file that is not there (404), a body too large (413) or not
//! JSON (415), a game or position with an error, or a question past the engine's limits
//! (422), a server busy or a question past its time budget (503). The body is always the
//! JSON of [`ErrorReport`]: the message and, for an error in a rule file or a position,
//! its line and column.

use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};

use crate::error::Error;
use crate::report::{ErrorReport, to_json_line};

/// A refused request: its status and the error a person reads.
#[derive(Debug)]
pub(super) struct Refusal {
    pub(super) status: StatusCode,
    pub(super) error: Error,
}

impl Refusal {
    /// A request the API does not take.
    pub(super) fn bad(message: impl Into<String>) -> Refusal {
        Refusal::new(StatusCode::BAD_REQUEST, Error::new(message))
    }

    /// Nothing to be found where the request looked.
    pub(super) fn not_found(message: impl Into<String>) -> Refusal {
        Refusal::new(StatusCode::NOT_FOUND, Error::new(message))
    }

    /// The server cannot take the question now.
    pub(super) fn busy(message: impl Into<String>) -> Refusal {
        Refusal::new(StatusCode::SERVICE_UNAVAILABLE, Error::new(message))
    }

    pub(super) fn new(status: StatusCode, error: Error) -> Refusal {
        Refusal { status, error }
    }
}

/// What the engine or the loader refused: the game, its position or the limits.
impl From<Error> for Refusal {
    fn from(error: Error) -> Refusal {
        Refusal::new(StatusCode::UNPROCESSABLE_ENTITY, error)
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let body = to_json_line(&ErrorReport::from(&self.error));
        (self.status, [(CONTENT_TYPE, "application/json")], body).into_response()
    }
}
