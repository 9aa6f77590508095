//! The graph as JSON: `{"game", "play", "root", "nodes": [{"id", "position", "grundy",
//! "outcome", ("misere_grundy")}], "edges": [{"from", "to", "move", "winning"}]}`. Node ids
//! are indices into `nodes`; `grundy` is null in misère play, where `misere_grundy` is G⁻.

use super::graph::GameGraph;
use crate::ir::Play;
use crate::json::Json;

pub fn to_json(graph: &GameGraph) -> Json {
    let nodes = graph.graph.node_indices().map(|index| {
        let node = &graph.graph[index];
        let grundy = match graph.play {
            Play::Normal => Json::uint(node.value),
            Play::Misere => Json::Null,
        };
        let mut fields = vec![
            ("id", Json::uint(index.index() as u64)),
            ("position", Json::uints(&node.heaps)),
            ("grundy", grundy),
            ("outcome", Json::str(node.outcome().name())),
        ];
        if graph.play == Play::Misere {
            fields.push(("misere_grundy", Json::uint(node.value)));
        }
        Json::object(fields)
    });
    let edges = graph.edges().map(|(edge, from, to, description)| {
        Json::object([
            ("from", Json::uint(from.index() as u64)),
            ("to", Json::uint(to.index() as u64)),
            ("move", Json::str(description)),
            ("winning", Json::Bool(graph.is_winning(edge))),
        ])
    });
    Json::object([
        ("game", Json::str(&graph.game)),
        ("play", Json::str(graph.play.name())),
        ("root", Json::uint(graph.root.index() as u64)),
        ("nodes", Json::Array(nodes.collect())),
        ("edges", Json::Array(edges.collect())),
    ])
}
