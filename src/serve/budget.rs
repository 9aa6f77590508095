//! What keeps the server answering while it computes: at most a fixed number of
//! computations at once (each holds a permit for as long as the engine works, even past
//! its time budget), a short wait for a permit before the request is refused as busy, and
//! a time budget after which the request is answered with a refusal. The engine's own
//! limits ([`crate::door::Limits`]: memory, estimated work, the time of a search) make
//! every computation end; the budget makes every request end.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::timeout;

use super::refusal::Refusal;

/// The computations running and their bounds.
pub(super) struct Budget {
    permits: Arc<Semaphore>,
    most: usize,
    /// How long a request waits for a permit.
    wait: Duration,
    /// How long a request waits for its answer.
    pub(super) time: Duration,
}

impl Budget {
    pub(super) fn new(most: usize, wait: Duration, time: Duration) -> Budget {
        Budget {
            permits: Arc::new(Semaphore::new(most)),
            most,
            wait,
            time,
        }
    }

    /// How many computations are running.
    pub(super) fn running(&self) -> usize {
        self.most - self.permits.available_permits()
    }

    /// A permit to compute, waited for a while.
    pub(super) async fn permit(&self) -> Result<OwnedSemaphorePermit, Refusal> {
        match timeout(self.wait, self.permits.clone().acquire_owned()).await {
            Ok(Ok(permit)) => Ok(permit),
            _ => Err(Refusal::busy(format!(
                "the server is busy: {} computations are running; try again in a moment",
                self.most
            ))),
        }
    }

    /// `work` on a thread of its own, holding a permit until it ends; its result if it ends
    /// within the time budget. The engine's deadline is the budget, so a failure that comes
    /// once the budget has passed is the budget's refusal, whichever clock saw it first.
    pub(super) async fn run<T: Send + 'static, E: Into<Refusal> + Send + 'static>(
        &self,
        work: impl FnOnce() -> Result<T, E> + Send + 'static,
    ) -> Result<T, Refusal> {
        let permit = self.permit().await?;
        let started = std::time::Instant::now();
        let task = tokio::task::spawn_blocking(move || {
            let result = work();
            drop(permit);
            result
        });
        match timeout(self.time, task).await {
            Ok(Ok(Ok(result))) => Ok(result),
            Ok(Ok(Err(_))) if started.elapsed() >= self.time => Err(self.too_long()),
            Ok(Ok(Err(failure))) => Err(failure.into()),
            Ok(Err(failure)) => Err(Refusal::new(
                axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                crate::error::Error::new(format!("the computation failed: {failure}")),
            )),
            Err(_) => Err(self.too_long()),
        }
    }

    /// The refusal of a question that took longer than the time budget.
    pub(super) fn too_long(&self) -> Refusal {
        Refusal::busy(format!(
            "the question took longer than this server's time budget of {} s: ask a smaller one (or start `sg serve` with a larger --time-budget)",
            self.time.as_secs_f64()
        ))
    }
}
