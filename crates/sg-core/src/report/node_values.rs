//! The value of a token on each node of a board (`sg table BOARD`, `sg solve BOARD`), or
//! of each piece of a drawing: `{"node": "a", "outcome": "N", "grundy": 2}`, with
//! `"generalized_grundy"` where the value is ∞(K).

use serde::{Deserialize, Serialize};

use super::generalized::GeneralizedReport;
use crate::engine::{GeneralizedValue, Outcome};

/// The value of one listed position of a board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeValueReport {
    /// The node (or position) named.
    pub node: String,
    /// Who wins from it.
    pub outcome: Outcome,
    /// The value when it is a number.
    pub grundy: Option<u64>,
    /// The value ∞(K) when it is infinite.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generalized_grundy: Option<GeneralizedReport>,
}

impl NodeValueReport {
    /// The report of `node`, of value `value`.
    pub fn new(node: String, value: &GeneralizedValue) -> NodeValueReport {
        NodeValueReport {
            node,
            outcome: Outcome::of_generalized(value),
            grundy: value.finite(),
            generalized_grundy: value
                .finite()
                .is_none()
                .then(|| GeneralizedReport::from(value)),
        }
    }
}
