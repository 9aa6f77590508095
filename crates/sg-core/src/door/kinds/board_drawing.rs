//! Boards drawn for a person: a line for each node with its edges, the tokens on it (`●`),
//! and what the last move did there; a grid as its rows under the numbers of its columns,
//! each after its row's number, the cells the last move took marked `*`; Geography names
//! its erased nodes, Node Kayles the nodes taken; Green Hackenbush lists the edges standing, and what the last cut felled.
//! Boards of more than [`DRAWN_NODES`] nodes list only the nodes that matter (tokens,
//! the last move).
//!
//! Green Hackenbush and tokens on a graph are also drawn as pictures
//! ([`crate::export::board_svg`]): the whole board, so that its nodes keep their places,
//! the edges standing and fallen, the tokens on their nodes, the last move marked, and
//! on each edge the line that plays its move (`cut a--b`, `a to b`). A grid is drawn as
//! its cells ([`crate::export::grid_svg`]), each with the line of the move made at it
//! (`remove 2,3`) and the cells it takes, or in a game of dominoes each domino that can be
//! placed with its line (`cover 1,1 and 1,2`). Node Kayles (and any board whose nodes are
//! taken) on a graph that is not a grid, and Geography, are pictures of their graphs too,
//! the nodes taken or erased grey, each node whose move is made by clicking it with its
//! line (`remove 3`, `go to 3`). Boards of more than [`FIGURE_NODES`] nodes or edges are
//! not drawn so.

use crate::board::{Drawing, Geography, Removal, Taken, TokenBoard};
use crate::export::{
    BoardFigure, CellState, EdgeState, FigureEdge, FigureNode, GridCell, GridDomino, GridFigure,
    NodeChange,
};
use crate::game::ImpartialGame;

/// Boards up to this many nodes are drawn node by node.
const DRAWN_NODES: usize = 40;

/// Boards up to this many nodes and edges are drawn as pictures.
const FIGURE_NODES: usize = 150;

/// One line of a board: a mark, the node, its edges, and a note.
fn node_line(mark: &str, name: &str, arrow: &str, next: &[&str], note: &str) -> String {
    let edges = match next {
        [] => String::new(),
        _ => format!(" {arrow} {}", next.join(", ")),
    };
    let note = match note {
        "" => String::new(),
        note => format!("   ({note})"),
    };
    format!("    {mark} {name}{edges}{note}\n")
}

/// How many of `tokens` stand on `v`.
fn count(tokens: &[u32], v: u32) -> usize {
    tokens.iter().filter(|&&t| t == v).count()
}

/// Tokens on a directed graph: each node with its edges out and its tokens.
pub(super) fn tokens(board: &TokenBoard, tokens: &[u32], before: Option<&Vec<u32>>) -> String {
    let mut text = String::new();
    let nodes = board.node_count() as u32;
    for v in 0..nodes {
        let here = count(tokens, v);
        let then = before.map_or(here, |b| count(b, v));
        if nodes as usize > DRAWN_NODES && here == 0 && then == 0 {
            continue;
        }
        let mark = match here {
            0 => " ".to_string(),
            1 => "●".to_string(),
            n => format!("●×{n}"),
        };
        let next: Vec<&str> = board
            .successors(v)
            .iter()
            .map(|&w| board.node_name(w))
            .collect();
        let note = match (here.cmp(&then), next.is_empty()) {
            (std::cmp::Ordering::Greater, _) => "a token came here last move",
            (std::cmp::Ordering::Less, _) => "a token left last move",
            (_, true) if here > 0 => "no way on",
            _ => "",
        };
        text += &node_line(&mark, board.node_name(v), "→", &next, note);
    }
    text
}

/// Geography: the token's node, the erased ones, and the ways on.
pub(super) fn geography(game: &Geography, position: &[u32], before: Option<&Vec<u32>>) -> String {
    let board = game.board();
    let Some((&token, erased)) = position.split_first() else {
        return "    (no token)\n".to_string();
    };
    let mut text = String::new();
    for v in 0..board.node_count() as u32 {
        let is_erased = erased.binary_search(&v).is_ok();
        let erased_last = is_erased && before.is_some_and(|b| b.first() == Some(&v));
        if board.node_count() > DRAWN_NODES && v != token && !erased_last {
            continue;
        }
        let next: Vec<&str> = board
            .successors(v)
            .iter()
            .filter(|&&w| w != v)
            .map(|&w| board.node_name(w))
            .collect();
        let (mark, note) = if v == token {
            ("●", "the token".to_string())
        } else if erased_last {
            ("✗", "erased by the last move".to_string())
        } else if is_erased {
            ("✗", "erased".to_string())
        } else {
            (" ", String::new())
        };
        text += &node_line(mark, board.node_name(v), "—", &next, &note);
    }
    let names: Vec<&str> = erased.iter().map(|&v| board.node_name(v)).collect();
    text += &format!(
        "    erased: {}  (the token may not enter them)\n",
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(", ")
        }
    );
    text
}

/// A board whose nodes are taken: a grid's rows (`#` for a square taken), else the nodes
/// left with their neighbours; then the nodes taken.
pub(super) fn removal(game: &Removal, left: &[u32], before: Option<&Vec<u32>>) -> String {
    let board = game.board();
    let mut text = String::new();
    if let Some(grid) = game.grid() {
        let taken_last: Vec<(usize, usize)> = before
            .map(|before| {
                before
                    .iter()
                    .filter(|v| left.binary_search(v).is_err())
                    .filter_map(|&v| cell_of(board.node_name(v)))
                    .collect()
            })
            .unwrap_or_default();
        text += &labelled_grid(&grid.picture(left), &taken_last);
    }
    let mut taken = Vec::new();
    for v in 0..board.node_count() as u32 {
        let here = left.binary_search(&v).is_ok();
        let was = before.is_none_or(|b| b.binary_search(&v).is_ok());
        if !here {
            taken.push(if was {
                format!("{} (last move)", board.node_name(v))
            } else {
                board.node_name(v).to_string()
            });
            continue;
        }
        let next: Vec<&str> = board
            .successors(v)
            .iter()
            .filter(|&&w| w != v && left.binary_search(&w).is_ok())
            .map(|&w| board.node_name(w))
            .collect();
        if game.grid().is_none() && board.node_count() <= DRAWN_NODES {
            text += &node_line("●", board.node_name(v), "—", &next, "");
        }
    }
    if game.grid().is_none() && board.node_count() > DRAWN_NODES {
        text += &format!("    {} nodes left\n", left.len());
    }
    if game.grid().is_some() {
        // The rows show what is taken: only the last move's squares are named.
        taken.retain(|name| name.ends_with("(last move)"));
        if taken.is_empty() {
            return text;
        }
    }
    text += &format!(
        "    taken: {}\n",
        if taken.is_empty() {
            "none".to_string()
        } else {
            taken.join(", ")
        }
    );
    text
}

/// The row and column (from 1) of a grid's cell named `r,c`.
fn cell_of(name: &str) -> Option<(usize, usize)> {
    let (row, column) = name.split_once(',')?;
    Some((row.parse().ok()?, column.parse().ok()?))
}

/// A grid's rows (as [`crate::board::Grid::picture`] draws them) under the numbers of its
/// columns, each after its row's number: `.` a cell left, `#` none, `*` a cell the last
/// move took (at `taken_last`, rows and columns from 1).
fn labelled_grid(rows: &[String], taken_last: &[(usize, usize)]) -> String {
    let columns = rows.first().map_or(0, |row| row.chars().count());
    let width = columns.to_string().len();
    let margin = rows.len().to_string().len();
    let numbers: Vec<String> = (1..=columns).map(|c| format!("{c:>width$}")).collect();
    let mut text = format!("    {:margin$}  {}\n", "", numbers.join(" "));
    for (r, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row
            .chars()
            .enumerate()
            .map(|(c, cell)| {
                let cell = match taken_last.contains(&(r + 1, c + 1)) {
                    true => '*',
                    false => cell,
                };
                format!("{cell:>width$}")
            })
            .collect();
        text += &format!("    {:>margin$}  {}\n", r + 1, cells.join(" "));
    }
    text
}

/// Green Hackenbush: the edges standing, and what the last cut felled.
pub(super) fn hackenbush(drawing: &Drawing, edges: &[u32], before: Option<&Vec<u32>>) -> String {
    let mut text = String::new();
    let names: Vec<String> = edges.iter().map(|&e| drawing.edge_name(e)).collect();
    if names.is_empty() {
        text += "    (no edge stands)\n";
    }
    for line in names.chunks(6) {
        text += &format!("    {}\n", line.join("  "));
    }
    if let Some(before) = before {
        let gone: Vec<String> = before
            .iter()
            .filter(|e| !edges.contains(e))
            .map(|&e| drawing.edge_name(e))
            .collect();
        if !gone.is_empty() {
            text += &format!("    gone with the last cut: {}\n", gone.join("  "));
        }
    }
    text += &format!(
        "    {} of {} edges stand; everything joined to the ground only through a cut edge falls\n",
        edges.len(),
        drawing.edge_count()
    );
    text
}

/// Tokens on a directed graph as a picture: each edge out of a node with a token on it
/// plays the move along it.
pub(super) fn tokens_figure(
    board: &TokenBoard,
    tokens: &[u32],
    before: Option<&Vec<u32>>,
) -> Option<BoardFigure> {
    let nodes = board.node_count();
    let edges: Vec<(u32, u32)> = (0..nodes as u32)
        .flat_map(|v| board.successors(v).iter().map(move |&w| (v, w)))
        .collect();
    if nodes > FIGURE_NODES || edges.len() > FIGURE_NODES {
        return None;
    }
    let nodes = (0..nodes as u32)
        .map(|v| {
            let here = count(tokens, v);
            let then = before.map_or(here, |b| count(b, v));
            FigureNode {
                name: board.node_name(v).to_string(),
                tokens: here,
                ground: false,
                change: match here.cmp(&then) {
                    std::cmp::Ordering::Greater => NodeChange::Came,
                    std::cmp::Ordering::Less => NodeChange::Left,
                    std::cmp::Ordering::Equal => NodeChange::Same,
                },
                taken: false,
                input: None,
            }
        })
        .collect();
    let edges = edges
        .into_iter()
        .map(|(v, w)| FigureEdge {
            from: v as usize,
            to: w as usize,
            state: EdgeState::Standing,
            input: tokens
                .contains(&v)
                .then(|| format!("{} to {}", board.node_name(v), board.node_name(w))),
        })
        .collect();
    Some(BoardFigure {
        title: board.name(),
        nodes,
        edges,
        directed: true,
    })
}

/// Green Hackenbush as a picture: the whole drawing on its ground, each edge standing
/// (with the cut that plays it), fallen, or felled by the last cut.
pub(super) fn hackenbush_figure(
    drawing: &Drawing,
    edges: &[u32],
    before: Option<&Vec<u32>>,
) -> Option<BoardFigure> {
    if drawing.node_count() > FIGURE_NODES || drawing.edge_count() > FIGURE_NODES {
        return None;
    }
    let ground = drawing.ground();
    let nodes = (0..drawing.node_count() as u32)
        .map(|v| FigureNode {
            name: drawing.node_name(v).to_string(),
            tokens: 0,
            ground: v == ground,
            change: NodeChange::Same,
            taken: false,
            input: None,
        })
        .collect();
    let edges = (0..drawing.edge_count() as u32)
        .map(|e| {
            let (a, b) = drawing.ends(e);
            let standing = edges.contains(&e);
            let state = match (standing, before) {
                (true, _) => EdgeState::Standing,
                (false, Some(before)) if before.contains(&e) => EdgeState::GoneLast,
                (false, _) => EdgeState::Fallen,
            };
            FigureEdge {
                from: a as usize,
                to: b as usize,
                state,
                input: standing.then(|| format!("cut {}", drawing.edge_name(e))),
            }
        })
        .collect();
    Some(BoardFigure {
        title: drawing.name(),
        nodes,
        edges,
        directed: false,
    })
}

/// The edges of a board, each once: a pair joined both ways is one line (`directed`
/// false when every edge is), a loop is left out.
fn edges_once(board: &TokenBoard) -> (Vec<(u32, u32)>, bool) {
    let joined = |v: u32, w: u32| board.successors(v).contains(&w);
    let directed =
        (0..board.node_count() as u32).any(|v| board.successors(v).iter().any(|&w| !joined(w, v)));
    let edges = (0..board.node_count() as u32)
        .flat_map(|v| board.successors(v).iter().map(move |&w| (v, w)))
        .filter(|&(v, w)| v != w && (directed || v < w))
        .collect();
    (edges, directed)
}

/// A board whose nodes are taken, on a graph that is not a grid (Node Kayles on the
/// Petersen graph), as a picture: each node left (with the move made by clicking it),
/// taken, or taken by the last move; an edge between two nodes left stands, any other is
/// pale; in a game of dominoes each edge that can be covered carries its line.
pub(super) fn removal_figure(
    game: &Removal,
    left: &[u32],
    before: Option<&Vec<u32>>,
) -> Option<BoardFigure> {
    let board = game.board();
    let (edges, directed) = edges_once(board);
    if board.node_count() > FIGURE_NODES || edges.len() > FIGURE_NODES {
        return None;
    }
    let is_left = |v: &u32| left.binary_search(v).is_ok();
    let domino = game.taken() == Taken::Domino;
    let nodes = (0..board.node_count() as u32)
        .map(|v| {
            let taken_last = !is_left(&v) && before.is_some_and(|b| b.binary_search(&v).is_ok());
            FigureNode {
                name: board.node_name(v).to_string(),
                tokens: 0,
                ground: false,
                change: match taken_last {
                    true => NodeChange::Taken,
                    false => NodeChange::Same,
                },
                taken: !is_left(&v),
                input: (!domino && game.after_taking(left, v).is_some())
                    .then(|| format!("remove {}", board.node_name(v))),
            }
        })
        .collect();
    let edges = edges
        .into_iter()
        .map(|(v, w)| {
            let standing = is_left(&v) && is_left(&w);
            FigureEdge {
                from: v as usize,
                to: w as usize,
                state: match standing {
                    true => EdgeState::Standing,
                    false => EdgeState::Fallen,
                },
                input: (domino && standing)
                    .then(|| format!("cover {} and {}", board.node_name(v), board.node_name(w))),
            }
        })
        .collect();
    Some(BoardFigure {
        title: game.name(),
        nodes,
        edges,
        directed,
    })
}

/// Geography as a picture: the token on its node, the nodes erased grey (the one the last
/// move erased outlined in red), each node the token may go to with the line that takes it
/// there (`go to 3`).
pub(super) fn geography_figure(
    game: &Geography,
    position: &[u32],
    before: Option<&Vec<u32>>,
) -> Option<BoardFigure> {
    let board = game.board();
    let (edges, directed) = edges_once(board);
    if board.node_count() > FIGURE_NODES || edges.len() > FIGURE_NODES {
        return None;
    }
    let (&token, erased) = position.split_first()?;
    let is_erased = |v: u32| erased.binary_search(&v).is_ok();
    let nodes = (0..board.node_count() as u32)
        .map(|v| {
            let erased_last = is_erased(v) && before.is_some_and(|b| b.first() == Some(&v));
            let came = v == token && before.is_some_and(|b| b.first() != Some(&v));
            let reachable = v != token && !is_erased(v) && board.successors(token).contains(&v);
            FigureNode {
                name: board.node_name(v).to_string(),
                tokens: usize::from(v == token),
                ground: false,
                change: if erased_last {
                    NodeChange::Taken
                } else if came {
                    NodeChange::Came
                } else {
                    NodeChange::Same
                },
                taken: is_erased(v),
                input: reachable.then(|| format!("go to {}", board.node_name(v))),
            }
        })
        .collect();
    let edges = edges
        .into_iter()
        .map(|(v, w)| FigureEdge {
            from: v as usize,
            to: w as usize,
            state: match is_erased(v) || is_erased(w) {
                true => EdgeState::Fallen,
                false => EdgeState::Standing,
            },
            input: None,
        })
        .collect();
    Some(BoardFigure {
        title: game.name(),
        nodes,
        edges,
        directed,
    })
}

/// A board of cells as a picture: each cell left, taken, or taken by the last move; each
/// cell left with the move made at it (what it takes), or each domino that can be placed.
pub(super) fn grid_figure(
    game: &Removal,
    left: &[u32],
    before: Option<&Vec<u32>>,
) -> Option<GridFigure> {
    let grid = game.grid()?;
    if grid.cell_count() > FIGURE_NODES {
        return None;
    }
    let board = game.board();
    let name = |v: u32| board.node_name(v).to_string();
    let is_left = |v: &u32| left.binary_search(v).is_ok();
    let (rows, columns) = grid.size();
    let cells = (0..grid.cell_count() as u32)
        .map(|v| {
            let state = if is_left(&v) {
                CellState::Left
            } else if before.is_some_and(|b| b.binary_search(&v).is_ok()) {
                CellState::TakenLast
            } else {
                CellState::Taken
            };
            let takes: Vec<String> = match game.after_taking(left, v) {
                Some(after) => std::iter::once(v)
                    .chain(
                        left.iter()
                            .copied()
                            .filter(|u| *u != v && after.binary_search(u).is_err()),
                    )
                    .map(name)
                    .collect(),
                None => Vec::new(),
            };
            let place = grid.place(v);
            GridCell {
                name: name(v),
                row: place / columns,
                column: place % columns,
                state,
                input: (!takes.is_empty()).then(|| format!("remove {}", name(v))),
                takes,
            }
        })
        .collect();
    let dominoes = match game.taken() {
        Taken::Domino => left
            .iter()
            .flat_map(|&v| {
                board
                    .successors(v)
                    .iter()
                    .filter(move |&&w| w > v && is_left(&w))
                    .map(move |&w| GridDomino {
                        cells: [v as usize, w as usize],
                        input: format!("cover {} and {}", name(v), name(w)),
                    })
            })
            .collect(),
        _ => Vec::new(),
    };
    Some(GridFigure {
        title: game.name(),
        rows,
        columns,
        cells,
        dominoes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grid_is_drawn_with_its_rows_and_columns_numbered() {
        let rows = ["..#".to_string(), "...".to_string()];
        assert_eq!(
            labelled_grid(&rows, &[(2, 3)]),
            "       1 2 3\n    1  . . #\n    2  . . *\n"
        );
        let wide: Vec<String> = vec![".".repeat(12); 10];
        let drawn = labelled_grid(&wide, &[]);
        assert!(drawn.starts_with("         1  2  3"), "{drawn}");
        assert!(drawn.contains("\n    10   .  .  ."), "{drawn}");
    }
}
