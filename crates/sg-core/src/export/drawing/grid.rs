//! A grid board drawn as a picture for play (Cram, Chomp, Node Kayles on a grid): its
//! cells in rows and columns, the numbers of the columns above and of the rows on the
//! left, as the terminal's labelled grid writes them, so that a cell named `2,3` in the
//! list of moves is the one in row 2, column 3 of the picture. A cell left is pale, a
//! cell taken dark, a cell the last move took red; a place the board's shape has no cell
//! is left blank.
//!
//! Every cell is a group (`class="cell"`, with a `<title>`) carrying its name
//! (`data-cell`), its state (`data-state`: `left`, `taken`, `taken-last`) and, where a
//! move is made at it, the line that plays it (`data-move`, `remove 2,3`) and the cells
//! that move takes (`data-takes`). In a game of dominoes each domino that can be placed
//! is a group of its own (`class="domino"`, `data-cells="1,1 1,2"`, `data-move`): an
//! outline over its two cells, unpainted (a page paints the dominoes it offers), so that
//! a page can play a domino from a click on each of its cells.

use super::MARGIN;
use super::geometry::Shape;
use super::layout::{Point, Size};
use super::svg::{Stroke, Svg, TextStyle};

/// What has become of a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellState {
    /// It is still on the board.
    Left,
    /// A move before the last took it.
    Taken,
    /// The last move took it.
    TakenLast,
}

/// A cell of a grid as play draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridCell {
    /// Its name, as moves name it (`2,3`).
    pub name: String,
    /// Its row, from 0 at the top.
    pub row: usize,
    /// Its column, from 0 on the left.
    pub column: usize,
    /// Whether it is left, and whether the last move took it.
    pub state: CellState,
    /// The line that plays the move made at this cell, where there is one (`remove 2,3`).
    pub input: Option<String>,
    /// The cells that move takes (the cell itself first), by name.
    pub takes: Vec<String>,
}

/// A domino that can be placed: two neighbouring cells and the line that covers them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridDomino {
    /// The indices, in the figure's cells, of its two cells.
    pub cells: [usize; 2],
    /// The line that plays it (`cover 1,1 and 1,2`).
    pub input: String,
}

/// A grid as play draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridFigure {
    /// The title a viewer shows.
    pub title: String,
    /// How many rows it has.
    pub rows: usize,
    /// How many columns it has.
    pub columns: usize,
    /// Every cell of the board (a place with no cell has none).
    pub cells: Vec<GridCell>,
    /// The dominoes that can be placed, in a game of dominoes.
    pub dominoes: Vec<GridDomino>,
}

/// The side of a cell, in points.
const CELL: f64 = 34.0;
/// Room for the rows' numbers on the left, and the columns' above.
const LABELS: f64 = 28.0;
/// The fill of a cell left, taken, or taken by the last move; their outlines.
const LEFT_FILL: &str = "#fdf6e3";
const TAKEN_FILL: &str = "#5f6368";
const LAST_FILL: &str = "#ef9a9a";
const LAST_COLOR: &str = "#c62828";
const OUTLINE: &str = "#8a8a8a";
const LABEL: TextStyle = TextStyle {
    size: 12.0,
    color: "#6b6b70",
    centred: true,
};

/// The grid drawn as SVG.
pub fn grid_svg(figure: &GridFigure) -> String {
    let size = Size {
        width: 2.0 * MARGIN + LABELS + figure.columns as f64 * CELL,
        height: 2.0 * MARGIN + LABELS + figure.rows as f64 * CELL,
    };
    let centre = |row: usize, column: usize| Point {
        x: MARGIN + LABELS + (column as f64 + 0.5) * CELL,
        y: MARGIN + LABELS + (row as f64 + 0.5) * CELL,
    };
    let mut svg = Svg::new(size, &figure.title);
    for column in 0..figure.columns {
        let at = centre(0, column);
        let label = Point {
            x: at.x,
            y: MARGIN + LABELS / 2.0,
        };
        svg.text(label, &[&(column + 1).to_string()], LABEL);
    }
    for row in 0..figure.rows {
        let at = centre(row, 0);
        let label = Point {
            x: MARGIN + LABELS / 2.0,
            y: at.y,
        };
        svg.text(label, &[&(row + 1).to_string()], LABEL);
    }
    let square = Shape::Box(Size {
        width: CELL,
        height: CELL,
    });
    for cell in &figure.cells {
        let (state, fill, stroke) = match cell.state {
            CellState::Left => ("left", LEFT_FILL, OUTLINE),
            CellState::Taken => ("taken", TAKEN_FILL, OUTLINE),
            CellState::TakenLast => ("taken-last", LAST_FILL, LAST_COLOR),
        };
        let takes = cell.takes.join(" ");
        let mut data = vec![("cell", cell.name.as_str()), ("state", state)];
        if let Some(input) = &cell.input {
            data.push(("move", input));
            data.push(("takes", &takes));
        }
        svg.open_item("cell", &cell.name, &data);
        let width = match cell.state {
            CellState::TakenLast => 2.0,
            _ => 1.0,
        };
        svg.shape(
            square,
            centre(cell.row, cell.column),
            fill,
            Stroke {
                color: stroke,
                width,
            },
        );
        svg.close_group();
    }
    for domino in &figure.dominoes {
        let [a, b] = domino.cells.map(|i| &figure.cells[i]);
        let names = format!("{} {}", a.name, b.name);
        svg.open_item(
            "domino",
            &format!("{} and {}", a.name, b.name),
            &[("cells", &names), ("move", &domino.input)],
        );
        let (from, to) = (centre(a.row, a.column), centre(b.row, b.column));
        let inset = 5.0;
        let outline = Shape::Box(Size {
            width: (from.x - to.x).abs() + CELL - 2.0 * inset,
            height: (from.y - to.y).abs() + CELL - 2.0 * inset,
        });
        let middle = Point {
            x: (from.x + to.x) / 2.0,
            y: (from.y + to.y) / 2.0,
        };
        svg.shape(
            outline,
            middle,
            "none",
            Stroke {
                color: "none",
                width: 3.0,
            },
        );
        svg.close_group();
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str, row: usize, column: usize, state: CellState) -> GridCell {
        GridCell {
            name: name.to_string(),
            row,
            column,
            state,
            input: None,
            takes: Vec::new(),
        }
    }

    #[test]
    fn every_cell_is_a_group_under_the_numbers_of_its_row_and_column() {
        let mut left = cell("1,2", 0, 1, CellState::Left);
        left.input = Some("remove 1,2".to_string());
        left.takes = vec!["1,2".to_string(), "2,2".to_string()];
        let figure = GridFigure {
            title: "t".to_string(),
            rows: 2,
            columns: 2,
            cells: vec![
                cell("1,1", 0, 0, CellState::Taken),
                left,
                cell("2,2", 1, 1, CellState::TakenLast),
            ],
            dominoes: vec![GridDomino {
                cells: [1, 2],
                input: "cover 1,2 and 2,2".to_string(),
            }],
        };
        let svg = grid_svg(&figure);
        assert_eq!(svg.matches("<g class=\"cell\"").count(), 3, "{svg}");
        assert!(
            svg.contains("data-cell=\"1,2\" data-state=\"left\" data-move=\"remove 1,2\" data-takes=\"1,2 2,2\""),
            "{svg}"
        );
        assert!(
            svg.contains("data-cell=\"2,2\" data-state=\"taken-last\">"),
            "{svg}"
        );
        assert!(
            svg.contains(
                "<g class=\"domino\" data-cells=\"1,2 2,2\" data-move=\"cover 1,2 and 2,2\">"
            ),
            "{svg}"
        );
        // The numbers of both rows and both columns.
        assert_eq!(svg.matches(">1</text>").count(), 2, "{svg}");
        assert_eq!(svg.matches(">2</text>").count(), 2, "{svg}");
    }
}
