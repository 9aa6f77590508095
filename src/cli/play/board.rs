//! The position drawn for people: each heap as a row of tokens with its size, so that a
//! small position can be seen at a glance; large heaps are written as numbers only.

use super::table::Table;

/// Heaps up to this size are drawn token by token.
const DRAWN_TOKENS: u64 = 40;

/// Every heap of the table on its own line, numbered across the table.
pub(super) fn draw(table: &Table) -> String {
    let mut out = String::new();
    let games = table.games();
    let label_width = table
        .positions()
        .iter()
        .map(Vec::len)
        .sum::<usize>()
        .to_string()
        .len();
    for (component, position) in table.positions().iter().enumerate() {
        if games.len() > 1 {
            out += &format!("  {}:\n", games[component].name);
        }
        if position.is_empty() {
            out += "    (no heaps)\n";
        }
        let first = table.first_heap(component);
        for (i, &size) in position.iter().enumerate() {
            let tokens = if size == 0 {
                "-".to_string()
            } else if size <= DRAWN_TOKENS {
                "●".repeat(size as usize)
            } else {
                "●●●…●●●".to_string()
            };
            out += &format!("    heap {:>label_width$}  {tokens}  ({size})\n", first + i);
        }
    }
    out
}
