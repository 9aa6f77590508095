//! Field helpers for reading reports back: fields that are present only in some reports
//! (misère play) but may then be `null` (`Option<Option<T>>`, absent = `None`, `null` =
//! `Some(None)`), and counts of moves, which may pass 2^64, inside the replies of play
//! (an internally tagged enum, whose buffered fields hold no 128-bit number).

use serde::de::{self, Visitor};
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

/// Reads a count of moves written as a JSON number: exact up to 2^64 − 1 from any report,
/// and past it where the report is read directly; inside a reply of play, whose fields
/// serde buffers first, a larger count reaches here as a float and is read as the nearest
/// whole number.
pub(super) fn count<'de, D>(deserializer: D) -> Result<u128, D::Error>
where
    D: Deserializer<'de>,
{
    struct Count;
    impl Visitor<'_> for Count {
        type Value = u128;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a count of moves")
        }
        fn visit_u64<E: de::Error>(self, v: u64) -> Result<u128, E> {
            Ok(u128::from(v))
        }
        fn visit_u128<E: de::Error>(self, v: u128) -> Result<u128, E> {
            Ok(v)
        }
        fn visit_f64<E: de::Error>(self, v: f64) -> Result<u128, E> {
            if v.is_finite() && v >= 0.0 && v.fract() == 0.0 {
                Ok(v as u128)
            } else {
                Err(E::custom(format!("{v} is not a count of moves")))
            }
        }
    }
    deserializer.deserialize_any(Count)
}
