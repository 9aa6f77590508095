//! A generalized Sprague–Grundy value in reports: `{"symbol": "∞(0,2)", "grundy": null,
//! "k": [0, 2]}` for ∞(K), `{"symbol": "3", "grundy": 3}` for a number.

use serde::{Deserialize, Serialize};

use crate::engine::GeneralizedValue;

/// A generalized value in JSON: the number, or ∞ with its set K.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GeneralizedReport {
    /// The value as people write it: `3`, `∞(0,2)`, `∞(∅)`.
    pub symbol: String,
    /// The value when it is a number, else `null`.
    pub grundy: Option<u64>,
    /// For ∞(K): the set K of the finite values among the position's options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub k: Option<Vec<u64>>,
}

impl From<&GeneralizedValue> for GeneralizedReport {
    fn from(value: &GeneralizedValue) -> GeneralizedReport {
        GeneralizedReport {
            symbol: value.to_string(),
            grundy: value.finite(),
            k: match value {
                GeneralizedValue::Finite(_) => None,
                GeneralizedValue::Infinite(k) => Some(k.clone()),
            },
        }
    }
}
