//! A board drawn as a picture for play: a graph of nodes and edges (Green Hackenbush,
//! tokens on a graph: [`super::board_svg`]) or a grid of cells (Cram, Chomp, Node Kayles
//! on a grid: [`super::grid_svg`]) or a row of coins (Turning Turtles, Ruler:
//! [`super::coins_svg`]), each written as SVG whose parts carry the lines that play their
//! moves.

use super::board::{BoardFigure, board_svg};
use super::coins::{CoinFigure, coins_svg};
use super::grid::{GridFigure, grid_svg};

/// A board as play draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Figure {
    /// Nodes and edges.
    Graph(BoardFigure),
    /// Cells in rows and columns.
    Grid(GridFigure),
    /// A row of coins.
    Coins(CoinFigure),
}

impl Figure {
    /// The picture as SVG.
    pub fn svg(&self) -> String {
        match self {
            Figure::Graph(figure) => board_svg(figure),
            Figure::Grid(figure) => grid_svg(figure),
            Figure::Coins(figure) => coins_svg(figure),
        }
    }
}
