//! Grids: boards of cells in rows and columns, written in a rule file without a DOT file
//! (`board grid 3 x 4`, or a shape given row by row). A cell is named `ROW,COLUMN`,
//! counted from 1 at the top left, and its neighbours are the cells next to it across and
//! down. The grid is a [`TokenBoard`] whose nodes are its cells, in rows from the top: its
//! edges go both ways, or, for an order (`remove node and successors`), right and down
//! only, so that the top left cell comes before every other.
//!
//! A set of cells is drawn, and read back, as rows of `.` (a cell in the set) and `#` (a
//! cell outside it, or no cell). Games whose moves look only at which cells touch which
//! ([`Symmetry::Dihedral`]) are the same on a piece moved, turned or mirrored, and a piece
//! whose cells are all in order after a transposition keeps its order
//! ([`Symmetry::Transpose`]): [`Grid::canonical`] maps a piece to the least of its images
//! that lie on cells, so the engine meets each shape once.

use super::tokens::TokenBoard;
use crate::span::Span;

/// The cells of a grid, and where each one is.
#[derive(Debug, Clone)]
pub struct Grid {
    rows: usize,
    columns: usize,
    /// The node at each place, row by row (`None` where the shape has no cell).
    node_at: Vec<Option<u32>>,
    /// The place of each node.
    place_of: Vec<usize>,
}

/// The maps of the plane a game on a grid does not tell apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Symmetry {
    /// Moved, turned by a quarter, or mirrored: the game looks only at neighbours.
    Dihedral,
    /// Moved, or rows and columns swapped: the game looks at the order right and down.
    Transpose,
}

impl Grid {
    /// The grid of `rows` × `columns` places where `cells[r * columns + c]` says whether the
    /// place at row r, column c (from 0) is a cell. Its nodes are the cells, row by row.
    ///
    /// # Panics
    /// If `cells` does not have `rows` × `columns` entries, or `columns` is 0.
    pub fn new(rows: usize, columns: usize, cells: &[bool]) -> Grid {
        assert!(
            columns > 0 && cells.len() == rows * columns,
            "one flag per place"
        );
        let mut node_at = Vec::with_capacity(cells.len());
        let mut place_of = Vec::new();
        for (place, &cell) in cells.iter().enumerate() {
            node_at.push(cell.then_some(place_of.len() as u32));
            if cell {
                place_of.push(place);
            }
        }
        Grid {
            rows,
            columns,
            node_at,
            place_of,
        }
    }

    /// How many cells the grid has.
    pub fn cell_count(&self) -> usize {
        self.place_of.len()
    }

    /// The place of node `v`: `row * columns + column`, from 0.
    pub(crate) fn place(&self, v: u32) -> usize {
        self.place_of[v as usize]
    }

    /// The rows and columns of the grid.
    pub fn size(&self) -> (usize, usize) {
        (self.rows, self.columns)
    }

    /// The grid as a board named `name`: its edges join neighbouring cells both ways, or,
    /// with `ordered`, lead right and down only.
    pub(crate) fn board(&self, name: String, ordered: bool) -> TokenBoard {
        let names = self
            .place_of
            .iter()
            .map(|&place| format!("{},{}", place / self.columns + 1, place % self.columns + 1))
            .collect();
        let mut edges = Vec::new();
        for (v, &place) in self.place_of.iter().enumerate() {
            let (row, column) = (place / self.columns, place % self.columns);
            let right = (column + 1 < self.columns).then(|| self.node_at[place + 1]);
            let down = (row + 1 < self.rows).then(|| self.node_at[place + self.columns]);
            edges.extend(
                [right, down]
                    .into_iter()
                    .flatten()
                    .flatten()
                    .map(|w| (v as u32, w)),
            );
        }
        TokenBoard::of_edges(name, names, edges.into_iter(), !ordered)
    }

    /// Every cell, as a sorted list of nodes.
    pub fn whole(&self) -> Vec<u32> {
        (0..self.place_of.len() as u32).collect()
    }

    /// The rows of the grid with `.` on the cells of `nodes` (sorted) and `#` elsewhere.
    pub fn picture(&self, nodes: &[u32]) -> Vec<String> {
        let mut places = vec![b'#'; self.rows * self.columns];
        for &v in nodes {
            places[self.place_of[v as usize]] = b'.';
        }
        places
            .chunks(self.columns)
            .map(|row| String::from_utf8_lossy(row).into_owned())
            .collect()
    }

    /// The cells a picture shows, one word per row as [`Grid::picture`] draws them; an
    /// error names the word at fault and why.
    pub fn read_picture(&self, words: &[(String, Span)]) -> Result<Vec<u32>, (Span, String)> {
        let shape = format!(
            "a position on this grid is its {} rows, each {} places of `.` (a cell left) or `#` (no cell)",
            self.rows, self.columns
        );
        if words.len() != self.rows {
            let span = words.first().map_or(Span::default(), |(_, first)| {
                first.to(words.last().expect("a first word").1)
            });
            return Err((
                span,
                format!("{shape}, but {} words were given", words.len()),
            ));
        }
        let mut nodes = Vec::new();
        for (row, (word, span)) in words.iter().enumerate() {
            if word.chars().any(|c| c != '.' && c != '#') || word.len() != self.columns {
                return Err((
                    *span,
                    format!(
                        "{shape}: row {} is `{}`",
                        row + 1,
                        crate::error::excerpt(word)
                    ),
                ));
            }
            for (column, byte) in word.bytes().enumerate() {
                if byte == b'#' {
                    continue;
                }
                match self.node_at[row * self.columns + column] {
                    Some(v) => nodes.push(v),
                    None => {
                        let at = Span::new(span.start + column, span.start + column + 1);
                        return Err((
                            at,
                            format!(
                                "row {}, column {} is no cell of the grid",
                                row + 1,
                                column + 1
                            ),
                        ));
                    }
                }
            }
        }
        Ok(nodes)
    }

    /// The least of the images of `piece` (sorted nodes) under `symmetry` that lie on cells of
    /// the grid: the piece moved to the top left, and turned or mirrored where allowed.
    pub(crate) fn canonical(&self, piece: &[u32], symmetry: Symmetry) -> Vec<u32> {
        let cells: Vec<(usize, usize)> = piece
            .iter()
            .map(|&v| {
                let place = self.place_of[v as usize];
                (place / self.columns, place % self.columns)
            })
            .collect();
        let top = cells.iter().map(|c| c.0).min().unwrap_or(0);
        let left = cells.iter().map(|c| c.1).min().unwrap_or(0);
        let height = cells.iter().map(|c| c.0 - top + 1).max().unwrap_or(0);
        let width = cells.iter().map(|c| c.1 - left + 1).max().unwrap_or(0);
        let forms: &[u8] = match symmetry {
            Symmetry::Dihedral => &[0, 1, 2, 3, 4, 5, 6, 7],
            Symmetry::Transpose => &[0, 4],
        };
        let mut best = piece.to_vec();
        let mut image = Vec::with_capacity(piece.len());
        'forms: for &form in forms {
            let transposed = form & 4 != 0;
            if transposed && (width > self.rows || height > self.columns) {
                continue;
            }
            image.clear();
            for &(row, column) in &cells {
                let (mut r, mut c) = (row - top, column - left);
                if form & 1 != 0 {
                    r = height - 1 - r;
                }
                if form & 2 != 0 {
                    c = width - 1 - c;
                }
                if transposed {
                    (r, c) = (c, r);
                }
                match self.node_at[r * self.columns + c] {
                    Some(v) => image.push(v),
                    None => continue 'forms,
                }
            }
            image.sort_unstable();
            if image < best {
                best.clone_from(&image);
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(rows: &[&str]) -> Grid {
        let cells: Vec<bool> = rows
            .iter()
            .flat_map(|r| r.bytes().map(|b| b == b'.'))
            .collect();
        Grid::new(rows.len(), rows[0].len(), &cells)
    }

    #[test]
    fn cells_are_named_and_joined_to_their_neighbours() {
        let g = grid(&["..#", "..."]);
        let board = g.board("g".into(), false);
        let names: Vec<&str> = board.node_names().collect();
        assert_eq!(names, ["1,1", "1,2", "2,1", "2,2", "2,3"]);
        assert_eq!(board.successors(1), [0, 3]);
        let ordered = g.board("g".into(), true);
        assert_eq!(ordered.successors(0), [1, 2]);
        assert_eq!(ordered.successors(1), [3]);
        assert_eq!(ordered.successors(4), [] as [u32; 0]);
    }

    #[test]
    fn pictures_read_back() {
        let g = grid(&["..#", "..."]);
        assert_eq!(g.picture(&[0, 3, 4]), [".##", "#.."]);
        let words: Vec<(String, Span)> = g
            .picture(&[0, 3, 4])
            .into_iter()
            .map(|w| (w, Span::default()))
            .collect();
        assert_eq!(g.read_picture(&words).unwrap(), [0, 3, 4]);
        let hole = [
            ("..#".to_string(), Span::new(0, 3)),
            ("..".into(), Span::new(4, 6)),
        ];
        assert!(
            g.read_picture(&hole)
                .unwrap_err()
                .1
                .contains("row 2 is `..`")
        );
        let on_no_cell = [
            ("...".to_string(), Span::new(0, 3)),
            ("...".into(), Span::new(4, 7)),
        ];
        assert_eq!(
            g.read_picture(&on_no_cell).unwrap_err(),
            (
                Span::new(2, 3),
                "row 1, column 3 is no cell of the grid".to_string()
            )
        );
    }

    #[test]
    fn a_piece_is_moved_turned_and_mirrored_onto_cells_only() {
        let g = grid(&["...", "...", "..."]);
        // An L of three cells at the bottom right: its least form is at the top left.
        let piece = [5, 7, 8];
        assert_eq!(g.canonical(&piece, Symmetry::Dihedral), [0, 1, 3]);
        // In an order only a transposition is allowed: 5 = (2,3), 7 = (3,2), 8 = (3,3).
        assert_eq!(g.canonical(&piece, Symmetry::Transpose), [1, 3, 4]);
        // A shape with a hole: images on the hole are not taken.
        let holed = grid(&["...", "..#"]);
        assert_eq!(holed.canonical(&[1, 4], Symmetry::Dihedral), [0, 1]);
        assert_eq!(holed.canonical(&[1, 4], Symmetry::Transpose), [0, 1]);
        let corner = grid(&["#..", "..."]);
        assert_eq!(corner.canonical(&[3, 4], Symmetry::Dihedral), [3, 4]);
    }
}
