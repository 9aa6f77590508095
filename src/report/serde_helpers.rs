//! Field helpers for fields that are present only in some reports (misère play) but may
//! then be `null`: `Option<Option<T>>`, absent = `None`, `null` = `Some(None)`.

use serde::{Deserialize, Deserializer};

/// Reads a present field (possibly `null`) as `Some(...)`; an absent field stays `None`
/// through `#[serde(default)]`.
pub(super) fn present<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}
